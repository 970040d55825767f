// The order history's query (`/report/order`): its filters as the address keeps them (local
// dates of the company's calendar, statuses, payment, fulfilment, rider, company) and the
// parameters of listOrders and exportOrders they become. Pure: no DOM, no clock read here.
import type { operations } from '../contract/schema.gen';
import type { ListFilters, ListQuery, ListQueryOptions } from './listQuery';
import { normalizeSearch } from './listQuery';
import { addDays, instantOfWallTime, isLocalDate, wallClockOf, type LocalDate } from './openingHoursTime';
import { FULFILMENTS, isFulfilment, isPaymentType, ORDER_STATUSES, type Fulfilment, type OrderStatus, type PaymentType } from './orders';

/** The query parameters of listOrders (GET /v2/orders). */
export type ListOrdersQuery = NonNullable<operations['listOrders']['parameters']['query']>;
/** The query parameters of exportOrders (GET /v2/orders/export). */
export type ExportOrdersQuery = NonNullable<operations['exportOrders']['parameters']['query']>;

/**
 * How many orders a history counts at most: a count stops there (the paginator's `totalDocs` is
 * then this number and its pages end there), so that counting never reads more than this many
 * matches whatever the filters (a platform's history holds millions). Counting 10,000 matches of
 * a name searched among 5,000,000 orders took 150 ms to 1 s; 1,000 takes a tenth of that. A
 * `totalDocs` of this many means "this many or more": an export may hold more.
 */
export const ORDER_COUNT_LIMIT = 1_000;

/** The file formats of an export (`csv`, `xlsx`). */
export type ExportFormat = NonNullable<ExportOrdersQuery['format']>;
/** The filter parameters both share (no paging, no export format). */
export type OrderFilterQuery = Omit<ListOrdersQuery, 'pageIn' | 'pageOut'>;

/** The address parameters of the history's filters, in the order they are written. */
export const ORDER_HISTORY_FILTERS = Object.freeze(['from', 'to', 'status', 'paymentType', 'fulfilment', 'riderId', 'companyId'] as const);

/** The columns the history sorts by (the contract's `sort` fields). */
export const ORDER_HISTORY_SORT_FIELDS = Object.freeze(['placedAt', 'total'] as const);
export type OrderHistorySortField = (typeof ORDER_HISTORY_SORT_FIELDS)[number];

/** The history's address rules: newest first unless told, sortable by the time placed and the total. */
export const ORDER_HISTORY_LIST: ListQueryOptions = Object.freeze({
  sortFields: ORDER_HISTORY_SORT_FIELDS,
  defaultSort: Object.freeze({ field: 'placedAt', direction: 'desc' as const }),
  filterParams: ORDER_HISTORY_FILTERS,
});

/** The history's filters as the screen reads them; null (or empty) filters nothing. */
export interface OrderHistoryFilters {
  /** The first day placed, on the company's calendar (`YYYY-MM-DD`), included. */
  from: LocalDate | null;
  /** The last day placed, included. */
  to: LocalDate | null;
  statuses: OrderStatus[];
  paymentType: PaymentType | null;
  fulfilment: Fulfilment | null;
  riderId: string | null;
  /** The company (staff only; a company user reads its own). */
  companyId: string | null;
}

/** No filter at all. */
export const NO_ORDER_FILTERS: OrderHistoryFilters = Object.freeze({ from: null, to: null, statuses: [], paymentType: null, fulfilment: null, riderId: null, companyId: null });

/** True when any filter is set. */
export function hasOrderFilters(filters: OrderHistoryFilters): boolean {
  return Object.keys(toOrderHistoryListFilters(filters)).length > 0;
}

function dateOrNull(value: string | undefined): LocalDate | null {
  return value !== undefined && isLocalDate(value) ? value : null;
}

/**
 * The filters the address holds, each bad value dropped; statuses are a comma list, in the
 * contract's order, each once.
 * @example parseOrderHistoryFilters({ from: '2026-11-20', status: 'FINISHED,CANCELED', paymentType: 'PIX' })
 * // { from: '2026-11-20', to: null, statuses: ['FINISHED', 'CANCELED'], paymentType: 'PIX', fulfilment: null, riderId: null, companyId: null }
 */
export function parseOrderHistoryFilters(filters: ListFilters): OrderHistoryFilters {
  const listed = new Set((filters.status ?? '').split(','));
  return {
    from: dateOrNull(filters.from),
    to: dateOrNull(filters.to),
    statuses: ORDER_STATUSES.filter((status) => listed.has(status)),
    paymentType: isPaymentType(filters.paymentType) ? filters.paymentType : null,
    fulfilment: isFulfilment(filters.fulfilment) ? filters.fulfilment : null,
    riderId: filters.riderId?.trim() || null,
    companyId: filters.companyId?.trim() || null,
  };
}

/** The address parameters of the filters (the inverse of {@link parseOrderHistoryFilters}); empty ones left out. */
export function toOrderHistoryListFilters(filters: OrderHistoryFilters): ListFilters {
  const result: Record<string, string> = {};
  if (filters.from) result.from = filters.from;
  if (filters.to) result.to = filters.to;
  const statuses = ORDER_STATUSES.filter((status) => filters.statuses.includes(status));
  if (statuses.length > 0) result.status = statuses.join(',');
  if (filters.paymentType) result.paymentType = filters.paymentType;
  if (filters.fulfilment) result.fulfilment = filters.fulfilment;
  if (filters.riderId) result.riderId = filters.riderId;
  if (filters.companyId) result.companyId = filters.companyId;
  return result;
}

/** The instant a local day starts on the calendar of `timeZone`, ISO 8601 in UTC. */
export function dayStart(date: LocalDate, timeZone: string): string {
  return new Date(instantOfWallTime(date, 0, timeZone)).toISOString();
}

/** The contract's `sort` of a list query (`-placedAt` for newest first). */
export function orderSortOf(query: ListQuery): NonNullable<ListOrdersQuery['sort']> {
  const field: OrderHistorySortField = query.sort.field === 'total' ? 'total' : 'placedAt';
  return query.sort.direction === 'desc' ? `-${field}` : field;
}

/**
 * The filter parameters of listOrders and exportOrders for a list query: the days turned into
 * instants on `timeZone`'s calendar (`to` is the start of the day after the last one, which the
 * contract leaves out), the text search as `q`. The company is not a parameter: it is the
 * `Company` header ({@link parseOrderHistoryFilters}'s `companyId`).
 * @example toOrderFilterQuery({ page: 1, size: 10, sort: { field: 'placedAt', direction: 'desc' }, search: '11987650123', filters: { from: '2026-11-20', to: '2026-11-26' } }, 'America/Sao_Paulo')
 * // { sort: '-placedAt', from: '2026-11-20T03:00:00.000Z', to: '2026-11-27T03:00:00.000Z', q: '11987650123' }
 */
export function toOrderFilterQuery(query: ListQuery, timeZone: string): OrderFilterQuery {
  const filters = parseOrderHistoryFilters(query.filters);
  const result: OrderFilterQuery = { sort: orderSortOf(query) };
  if (filters.from) result.from = dayStart(filters.from, timeZone);
  if (filters.to) result.to = dayStart(addDays(filters.to, 1), timeZone);
  if (filters.statuses.length > 0) result.status = filters.statuses;
  if (filters.paymentType) result.paymentType = filters.paymentType;
  if (filters.fulfilment) result.fulfilment = filters.fulfilment;
  if (filters.riderId) result.riderId = filters.riderId;
  const search = normalizeSearch(query.search);
  if (search !== '') result.q = search;
  return result;
}

/** The listOrders parameters of a list query: its filters and its page. */
export function toListOrdersQuery(query: ListQuery, timeZone: string): ListOrdersQuery {
  return { ...toOrderFilterQuery(query, timeZone), pageIn: query.page, pageOut: query.size };
}

/** The date ranges the filter bar offers in one click. */
export const DATE_PRESETS = Object.freeze(['today', 'yesterday', 'last7Days', 'thisMonth'] as const);
export type DatePreset = (typeof DATE_PRESETS)[number];

/**
 * The days of a preset on the calendar of `timeZone` at instant `now`: today, yesterday, the
 * last 7 days (today included) or this month so far.
 * @example datePresetRange('last7Days', Date.parse('2026-11-27T12:00:00Z'), 'America/Sao_Paulo') // { from: '2026-11-21', to: '2026-11-27' }
 */
export function datePresetRange(preset: DatePreset, now: number, timeZone: string): { from: LocalDate; to: LocalDate } {
  const today = wallClockOf(now, timeZone).date;
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return { from: yesterday, to: yesterday };
    }
    case 'last7Days':
      return { from: addDays(today, -6), to: today };
    case 'thisMonth':
      return { from: `${today.slice(0, 8)}01`, to: today };
  }
}

/** The fulfilments the filter offers, in this order. */
export const ORDER_FULFILMENTS: readonly Fulfilment[] = FULFILMENTS;
