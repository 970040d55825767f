// The order reports' queries (issue 25): the calendar days a totals report covers and its presets,
// the instants those days begin on a time zone's clock, and the reports' filters as the address
// writes them. Pure: the SPA's pages and machines read them, and the tests.
import type { CompanyType } from './company';
import { columnOf, orderActorOf, type OrderStatus } from './orders';
import { addDays, daysBetween, instantOfWallTime, isLocalDate, wallClockOf, type LocalDate } from './openingHoursTime';

/** The longest range the totals report answers (the contract's `getOrderTotals`), in days. */
export const MAX_RANGE_DAYS = 366;

/** A range of calendar days, both included (`to` is the last day counted). */
export interface DayRange {
  from: LocalDate;
  to: LocalDate;
}

/** A report's company filter: one company's id, or null for every company the caller reads. */
export interface CompanyQuery {
  companyId: string | null;
}

/** The query of the totals report: its days and its company. */
export interface TotalsQuery extends DayRange, CompanyQuery {}

/** The ranges offered with one click. */
export const RANGE_PRESETS = Object.freeze(['today', 'last7Days', 'thisMonth', 'lastMonth'] as const);

export type RangePreset = (typeof RANGE_PRESETS)[number];

/** The first day of the month of `day`. */
function monthStart(day: LocalDate): LocalDate {
  return `${day.slice(0, 8)}01`;
}

/**
 * The days a preset covers when today is `today`: today; the last 7 days (today included); this
 * month up to today; last month, whole.
 * @example presetRange('lastMonth', '2026-03-15') // { from: '2026-02-01', to: '2026-02-28' }
 */
export function presetRange(preset: RangePreset, today: LocalDate): DayRange {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'last7Days':
      return { from: addDays(today, -6), to: today };
    case 'thisMonth':
      return { from: monthStart(today), to: today };
    case 'lastMonth': {
      const lastDay = addDays(monthStart(today), -1);
      return { from: monthStart(lastDay), to: lastDay };
    }
  }
}

/** The preset whose days are exactly `range` when today is `today`, or null. */
export function presetOf(range: DayRange, today: LocalDate): RangePreset | null {
  return RANGE_PRESETS.find((preset) => {
    const days = presetRange(preset, today);
    return days.from === range.from && days.to === range.to;
  }) ?? null;
}

/** The calendar day `now` falls on, on the clock of `timeZone`. */
export function todayIn(now: Date | number, timeZone: string): LocalDate {
  return wallClockOf(now, timeZone).date;
}

/** How many days `range` counts (1 for a single day). */
export function rangeDays(range: DayRange): number {
  return daysBetween(range.from, range.to) + 1;
}

/**
 * The range of two days typed in any order (`from` after `to` is read the other way round), or
 * null when one is no calendar date.
 */
export function dayRangeOf(from: string, to: string): DayRange | null {
  if (!isLocalDate(from) || !isLocalDate(to)) return null;
  return from <= to ? { from, to } : { from: to, to: from };
}

/**
 * The instants a totals call sends for `range` on the clock of `timeZone`: the start of its first
 * day, and the start of the day after its last (the contract's `to` is not included).
 * @example rangeInstants({ from: '2026-11-01', to: '2026-11-30' }, 'America/Sao_Paulo') // { from: '2026-11-01T03:00:00.000Z', to: '2026-12-01T03:00:00.000Z' }
 */
export function rangeInstants(range: DayRange, timeZone: string): { from: string; to: string } {
  return {
    from: new Date(instantOfWallTime(range.from, 0, timeZone)).toISOString(),
    to: new Date(instantOfWallTime(addDays(range.to, 1), 0, timeZone)).toISOString(),
  };
}

/** The company filter the address holds (`?company=<id>`), null when none. */
export function companyInSearch(search: string): string | null {
  const value = new URLSearchParams(search).get('company');
  return value ? value : null;
}

/** The totals query the address holds (`?from=…&to=…&company=…`); this month up to today when it holds no valid range. */
export function totalsQueryOf(search: string, today: LocalDate): TotalsQuery {
  const params = new URLSearchParams(search);
  const range = dayRangeOf(params.get('from') ?? '', params.get('to') ?? '') ?? presetRange('thisMonth', today);
  return { ...range, companyId: companyInSearch(search) };
}

/** The address's query string of a report's filters (`?from=2026-11-01&to=2026-11-30&company=c1`), empty when none. */
export function reportSearch(query: Partial<DayRange> & CompanyQuery): string {
  const params = new URLSearchParams();
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  if (query.companyId) params.set('company', query.companyId);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** What a late order needs to be opened on its board. */
export interface BoardOrder {
  number: number;
  companyType: CompanyType;
}

/**
 * The address of an order on its board (`/shopping-cart/restaurant?order=124`), or null when the
 * holder of `permissions` may not act on that company type's orders (or it takes none).
 */
export function boardPathOf(order: BoardOrder, permissions: readonly string[]): string | null {
  if (order.companyType === 'partner' || orderActorOf(permissions, order.companyType) === null) return null;
  return `/shopping-cart/${order.companyType}?order=${order.number}`;
}

/** How late an open order is: past its ready time at the store, on the way (since it left), or open since placed when neither is known. */
export interface Lateness {
  kind: 'pastReady' | 'onTheWay' | 'open';
  /** Whole minutes, never below 0. */
  minutes: number;
}

/** What {@link latenessOf} reads of an order. */
export interface LateOrder {
  status: OrderStatus;
  placedAt: string;
  statusAt: string;
  readyBy: string | null;
}

const wholeMinutes = (from: string, to: string) => Math.max(0, Math.floor((Date.parse(to) - Date.parse(from)) / 60_000));

/**
 * How late `order` is at `now` (instants), as the server counts a late order: at the store (preparing
 * or waiting for a rider), the minutes past `readyBy`; on the way, the minutes in that status.
 * @example latenessOf({ status: 'IN_PREPARATION', readyBy: '2026-11-27T12:00:00Z', … }, '2026-11-27T12:25:00Z') // { kind: 'pastReady', minutes: 25 }
 */
export function latenessOf(order: LateOrder, now: string): Lateness {
  const column = columnOf(order.status);
  if ((column === 'preparing' || column === 'waitingRider') && order.readyBy) return { kind: 'pastReady', minutes: wholeMinutes(order.readyBy, now) };
  if (column === 'onTheWay') return { kind: 'onTheWay', minutes: wholeMinutes(order.statusAt, now) };
  return { kind: 'open', minutes: wholeMinutes(order.placedAt, now) };
}
