import type { LateOrdersReport, NewOrdersReport, OrderTotalsGroup, OrderTotalsReport } from '../../src/contract/schema.gen';
import { isKnownTimeZone } from '../../src/domain/openingHoursTime';
import type { CompanyScope, Principal } from '../auth/principal';
import type { Db } from '../db';
import { errors } from '../errors';
import { dayOf, lateCountRows, lateOrderViews, newOrderRows, orderTotalRows, waitingOrderViews, type TotalsRow } from '../repositories/orderReports';
import { cancelOverdueOrders } from './orders';
import { readerCompanies, readerCompanyIds } from './ordersAccess';
import { toOrderSummary } from './ordersAnswers';

/** The time zone a report counts days in when the caller names none. */
export const DEFAULT_REPORT_TIME_ZONE = 'America/Sao_Paulo';
/** The longest range the totals count. */
export const MAX_REPORT_DAYS = 366;
/** At most this many waiting orders in today's report, and late orders in the late one. */
export const WAITING_LIMIT = 200;
export const LATE_LIMIT = 500;

const DAY_MS = 24 * 60 * 60_000;

/**
 * `timeZone` when it is a known IANA zone (the default when absent), else a 400 naming the
 * parameter (not repeating its value: an answer carries nothing the caller's text put in it).
 */
function reportTimeZone(timeZone: string | undefined): string {
  const zone = timeZone ?? DEFAULT_REPORT_TIME_ZONE;
  if (!isKnownTimeZone(zone)) throw errors.badRequest('timeZone: not a known IANA time zone (America/Sao_Paulo, say)', 'bad_request');
  return zone;
}

/** Whether a database error is PostgreSQL refusing a time zone it does not know (one the platform's list has and the database's has not). */
function isUnknownZoneError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '22023' && /time zone/i.test(String((error as { message?: unknown }).message));
}

/** Runs `work`, answering a 400 naming `timeZone` when the database does not know the zone (the reports and the export). */
export async function inZone<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUnknownZoneError(error)) throw errors.badRequest('timeZone: not a time zone the database knows', 'bad_request');
    throw error;
  }
}

function toGroup(row: TotalsRow): OrderTotalsGroup {
  return {
    key: row.key ?? '',
    label: row.label ?? row.key ?? '',
    count: row.n,
    canceled: row.canceled,
    total: row.total,
    averageTicket: row.average_ticket,
    cancellationRate: row.cancellation_rate,
  };
}

/** What the totals ask for (the contract's query). */
export interface TotalsQuery {
  from: string;
  to: string;
  timeZone?: string | undefined;
}

/**
 * The totals of the orders placed in `[from, to)` of the companies the caller reads: 400 naming
 * `to` when the range is empty or longer than 366 days, naming `timeZone` when the zone is unknown.
 */
export async function orderTotals(db: Db, principal: Principal, scope: CompanyScope, query: TotalsQuery): Promise<OrderTotalsReport> {
  const timeZone = reportTimeZone(query.timeZone);
  const from = new Date(query.from);
  const to = new Date(query.to);
  if (to.getTime() <= from.getTime()) throw errors.badRequest('to: must be after from', 'out_of_range');
  if (to.getTime() - from.getTime() > MAX_REPORT_DAYS * DAY_MS) throw errors.badRequest(`to: the range is at most ${MAX_REPORT_DAYS} days`, 'out_of_range');
  const companyIds = await readerCompanyIds(db, principal, scope);
  const rows = await inZone(() => orderTotalRows(db, companyIds, { from, to, timeZone }));
  const of = (dimension: TotalsRow['dimension']) => rows.filter((row) => row.dimension === dimension);
  const overall = of('overall')[0];
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    timeZone,
    overall: overall ? toGroup(overall) : { key: '', label: '', count: 0, canceled: 0, total: 0, averageTicket: 0, cancellationRate: 0 },
    byDay: of('day').map(toGroup),
    byCompany: of('company').map(toGroup),
    byPaymentType: of('paymentType').map(toGroup),
    byStatus: of('status').map(toGroup),
    cancelReasons: of('reason').map((row) => ({ reason: row.key, count: row.n })),
  };
}

/**
 * Today's new orders (the calendar day of `timeZone` holding `now`) per company the caller reads
 * (those with orders today first, then by name) and the orders waiting now, oldest first.
 */
export async function newOrdersReport(db: Db, principal: Principal, scope: CompanyScope, query: { timeZone?: string | undefined }, now: Date): Promise<NewOrdersReport> {
  const timeZone = reportTimeZone(query.timeZone);
  const { companies, companyIds } = await readerCompanies(db, principal, scope);
  // Orders left past their acceptance deadline are the platform's to cancel, as before the board is read.
  await cancelOverdueOrders(db, companyIds, now);
  const today = await inZone(() => dayOf(db, now, timeZone));
  const counts = new Map((await newOrderRows(db, companyIds, today.start, today.end)).map((row) => [row.company_id, row]));
  const waiting = await waitingOrderViews(db, companyIds, WAITING_LIMIT);
  const rows = companies.map(({ row }) => {
    const count = counts.get(row.id);
    return {
      companyId: row.id,
      companyName: row.name,
      companyType: row.type,
      placed: count?.placed ?? 0,
      waiting: count?.waiting ?? 0,
      accepted: count?.accepted ?? 0,
      canceled: count?.canceled ?? 0,
      medianAcceptSeconds: count?.median_accept_seconds ?? null,
      p90AcceptSeconds: count?.p90_accept_seconds ?? null,
    };
  });
  // A stable sort keeps the companies' order by name within each group.
  rows.sort((a, b) => Number(b.placed > 0) - Number(a.placed > 0));
  return {
    day: today.day,
    timeZone,
    companies: rows,
    waiting: waiting.map((view) => toOrderSummary(view, now)),
    serverTime: now.toISOString(),
  };
}

/**
 * Per company the caller reads, its open orders and how many are late at `now` (the most late
 * first, then by name), and the late orders, the longest late first.
 */
export async function lateOrdersReport(db: Db, principal: Principal, scope: CompanyScope, now: Date): Promise<LateOrdersReport> {
  const { companies, companyIds } = await readerCompanies(db, principal, scope);
  const counts = new Map((await lateCountRows(db, companyIds, now)).map((row) => [row.company_id, row]));
  const late = await lateOrderViews(db, companyIds, now, LATE_LIMIT);
  const rows = companies.map(({ row }) => ({
    companyId: row.id,
    companyName: row.name,
    companyType: row.type,
    open: counts.get(row.id)?.open ?? 0,
    late: counts.get(row.id)?.late ?? 0,
  }));
  // A stable sort keeps the companies' order by name among those as late.
  rows.sort((a, b) => b.late - a.late);
  return { companies: rows, orders: late.map((view) => toOrderSummary(view, now)), serverTime: now.toISOString() };
}
