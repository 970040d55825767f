import type { OnlineDay, RaceHistoryItem } from '../../src/contract/schema.gen';
import type { CompanyScope } from '../auth/principal';
import type { Db } from '../db';
import { onlineDaysBetween } from '../repositories/deliveryManOnlineDays';
import { findRacePage } from '../repositories/deliveryManRaces';
import { amount, scopedCompanyIds } from './deliveryScope';
import { riderRow } from './deliveryMen';
import { paginatorPage, paginatorWindow } from './paging';

/** The platform's time zone: the days of a rider's week are its local days. */
export const PLATFORM_TIME_ZONE = 'America/Sao_Paulo';

/** How many days "last week" has, today included. */
export const ONLINE_WEEK_DAYS = 7;

const localDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: PLATFORM_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The local day (`YYYY-MM-DD`, platform time zone) of an instant. */
export function localDay(instant: Date): string {
  return localDate.format(instant);
}

/** `day` (`YYYY-MM-DD`) moved by `delta` days. */
export function addDays(day: string, delta: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + delta);
  return date.toISOString().slice(0, 10);
}

/** The seven local days ending on the day of `now`, newest first. */
export function lastWeekDays(now: Date): string[] {
  const today = localDay(now);
  return Array.from({ length: ONLINE_WEEK_DAYS }, (_, i) => addDays(today, -i));
}

/**
 * One page of the rider `id`'s online time per day over the last seven days, newest
 * first; days without online time are answered with 0 minutes. 404 when the request may
 * not see the rider.
 */
export async function onlineLastWeek(db: Db, scope: CompanyScope | null, id: string, page: number, size: number, now = new Date()) {
  await riderRow(db, scope, id);
  const days = lastWeekDays(now);
  const newest = days[0] as string;
  const oldest = days[days.length - 1] as string;
  const rows = await onlineDaysBetween(db, id, oldest, newest);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const all: OnlineDay[] = days.map((date) => {
    const row = byDay.get(date);
    return {
      date,
      onlineMinutes: row?.online_minutes ?? 0,
      firstOnlineAt: row?.first_online_at?.toISOString() ?? null,
      lastOnlineAt: row?.last_online_at?.toISOString() ?? null,
    };
  });
  const { offset, limit } = paginatorWindow(page, size);
  return paginatorPage(all.slice(offset, offset + limit), all.length, page, size);
}

/**
 * One page of the rider `id`'s races for the request's companies, newest first. 404 when
 * the request may not see the rider.
 */
export async function racesHistory(db: Db, scope: CompanyScope | null, id: string, page: number, size: number) {
  await riderRow(db, scope, id);
  const { offset, limit } = paginatorWindow(page, size);
  const { rows, totalCount } = await findRacePage(db, { riderId: id, companyIds: scopedCompanyIds(scope), offset, limit });
  const docs: RaceHistoryItem[] = rows.map((row) => ({
    _id: row.id,
    orderId: row.order_id,
    startedAt: row.started_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
    status: row.status,
    distanceKm: row.distance_m === null ? null : row.distance_m / 1000,
    fee: row.fee === null ? null : amount(row.fee),
  }));
  return paginatorPage(docs, totalCount, page, size);
}
