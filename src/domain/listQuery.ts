import type { PagingQuery } from '../contract/schema.gen';

/**
 * The state of a paged list as the address keeps it (`?page=2&size=5&sort=email:desc&q=ana`),
 * so a reload, the back button and a shared link restore the same page. Pure: parsing never
 * throws, a bad or unknown value falls back to its default.
 */

/** The page sizes a list offers (seed 000 section 9). */
export const PAGE_SIZES = [3, 5, 10] as const;
/** A page size a list offers. */
export type PageSize = (typeof PAGE_SIZES)[number];
/** The page size a list starts with (seed 000 section 9). */
export const DEFAULT_PAGE_SIZE: PageSize = 10;
/** The longest search text sent (the contract's `filter` values stop at 100 characters). */
export const SEARCH_MAX_LENGTH = 100;
// Far beyond any real list; keeps a hand-edited address from asking for page 1e300.
const PAGE_MAX = 1_000_000;

/** A sort direction, as the contract's `sortOrder` spells it. */
export type SortDirection = 'asc' | 'desc';

/** The column a list is sorted by, and which way. */
export interface ListSort {
  field: string;
  direction: SortDirection;
}

/**
 * A list's filters as its address holds them: parameter name → value, only the names the list
 * declares (`ListQueryOptions.filterParams`), never an empty value. What a value means is the
 * list's own rule (the rider list's `isOnline=true`, the applications' `status=active`).
 */
export type ListFilters = Readonly<Record<string, string>>;

/** One page of a list: which page (1-based), its size, the sort, the search text and the filters. */
export interface ListQuery {
  page: number;
  size: PageSize;
  sort: ListSort;
  /** The search text, trimmed; empty when not searching. */
  search: string;
  /** The list's own filters; a change of them starts again at page 1. */
  filters: ListFilters;
}

/**
 * What a list accepts in its address: the columns it sorts by, the sort it starts with, and the
 * parameters that filter it (written after `q`, in this order).
 */
export interface ListQueryOptions {
  sortFields: readonly string[];
  defaultSort: ListSort;
  filterParams?: readonly string[];
}

/** A page of rows as a list shows it: the rows and how many match in all. */
export interface ListPage<Row> {
  items: Row[];
  totalCount: number;
  /** Counts the list shows beside its rows, by name (the tickets per status, say); kept with the page. */
  facets?: Readonly<Record<string, number>>;
}

/** True for a page size a list offers. */
export function isPageSize(value: number): value is PageSize {
  return (PAGE_SIZES as readonly number[]).includes(value);
}

/** The query a list starts with when the address says nothing. */
export function defaultListQuery(options: ListQueryOptions): ListQuery {
  return { page: 1, size: DEFAULT_PAGE_SIZE, sort: { ...options.defaultSort }, search: '', filters: {} };
}

/** The longest filter value kept (a filter is an id, a flag or a short text). */
export const FILTER_MAX_LENGTH = 100;

/**
 * The filters as a query keeps them: only the names `filterParams` lists, each value trimmed,
 * empty ones (and over-long ones) left out.
 * @example cleanFilters({ status: ' active ', flag: '', other: 'x' }, ['status', 'flag']) // { status: 'active' }
 */
export function cleanFilters(filters: Readonly<Record<string, string | null | undefined>>, filterParams: readonly string[] = []): ListFilters {
  const result: Record<string, string> = {};
  for (const name of filterParams) {
    const value = (filters[name] ?? '').trim();
    if (value !== '' && value.length <= FILTER_MAX_LENGTH) result[name] = value;
  }
  return result;
}

/** True when two sets of filters select the same rows. */
export function sameFilters(a: ListFilters, b: ListFilters): boolean {
  const names = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const name of names) if ((a[name] ?? '') !== (b[name] ?? '')) return false;
  return true;
}

/** The search text as it is kept and sent: trimmed, at most {@link SEARCH_MAX_LENGTH} characters. */
export function normalizeSearch(text: string): string {
  return text.trim().slice(0, SEARCH_MAX_LENGTH).trim();
}

function parsePage(value: string | null): number {
  if (value === null || !/^\d{1,7}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= PAGE_MAX ? page : 1;
}

function parseSize(value: string | null): PageSize {
  if (value === null || !/^\d{1,3}$/.test(value)) return DEFAULT_PAGE_SIZE;
  const size = Number(value);
  return isPageSize(size) ? size : DEFAULT_PAGE_SIZE;
}

function parseSort(value: string | null, options: ListQueryOptions): ListSort {
  if (value === null) return { ...options.defaultSort };
  const [field = '', direction = 'asc', ...rest] = value.split(':');
  if (rest.length > 0 || !options.sortFields.includes(field) || (direction !== 'asc' && direction !== 'desc')) {
    return { ...options.defaultSort };
  }
  return { field, direction };
}

/**
 * The list query an address's search part asks for; each bad or missing value takes its default.
 * @example parseListQuery('?page=2&size=5&sort=email:desc&q=ana', USER_LIST) // { page: 2, size: 5, sort: { field: 'email', direction: 'desc' }, search: 'ana', filters: {} }
 */
export function parseListQuery(search: string, options: ListQueryOptions): ListQuery {
  const params = new URLSearchParams(search);
  return {
    page: parsePage(params.get('page')),
    size: parseSize(params.get('size')),
    sort: parseSort(params.get('sort'), options),
    search: normalizeSearch(params.get('q') ?? ''),
    filters: cleanFilters(Object.fromEntries(params), options.filterParams),
  };
}

/**
 * The address's search part for a list query: defaults left out (so a fresh list has a clean
 * address), parameters in the order page, size, sort, q, then the filters; '' when everything is
 * default.
 * @example serializeListQuery({ page: 2, size: 5, sort: { field: 'email', direction: 'desc' }, search: 'ana', filters: {} }, USER_LIST) // '?page=2&size=5&sort=email:desc&q=ana'
 */
export function serializeListQuery(query: ListQuery, options: ListQueryOptions): string {
  const parts: string[] = [];
  if (query.page !== 1) parts.push(`page=${query.page}`);
  if (query.size !== DEFAULT_PAGE_SIZE) parts.push(`size=${query.size}`);
  if (query.sort.field !== options.defaultSort.field || query.sort.direction !== options.defaultSort.direction) {
    parts.push(`sort=${encodeURIComponent(query.sort.field)}:${query.sort.direction}`);
  }
  const search = normalizeSearch(query.search);
  if (search !== '') parts.push(`q=${encodeURIComponent(search)}`);
  const filters = cleanFilters(query.filters, options.filterParams);
  for (const name of options.filterParams ?? []) {
    const value = filters[name];
    if (value !== undefined) parts.push(`${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/** True when two queries ask for the same page. */
export function sameListQuery(a: ListQuery, b: ListQuery): boolean {
  return (
    a.page === b.page &&
    a.size === b.size &&
    a.sort.field === b.sort.field &&
    a.sort.direction === b.sort.direction &&
    normalizeSearch(a.search) === normalizeSearch(b.search) &&
    sameFilters(a.filters, b.filters)
  );
}

/** How many pages `totalCount` rows fill at `size` a page (at least one, the empty page). */
export function pageCount(totalCount: number, size: number): number {
  return Math.max(1, Math.ceil(totalCount / size));
}

/** `page` kept within the pages `totalCount` rows fill. */
export function clampPage(page: number, totalCount: number, size: number): number {
  return Math.min(Math.max(1, Math.trunc(page)), pageCount(totalCount, size));
}

/**
 * The sort after a click on a column header: the sorted column flips its direction, another
 * column sorts ascending.
 */
export function nextSort(current: ListSort, field: string): ListSort {
  if (current.field !== field) return { field, direction: 'asc' };
  return { field, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

/**
 * The contract's paging query for a list query: `searchFields` each carry the search text
 * (a row matches when any of them matches); no `filter` entries when not searching.
 */
export function toPagingQuery(query: ListQuery, searchFields: readonly string[]): PagingQuery {
  const search = normalizeSearch(query.search);
  const filter: Record<string, string> = {};
  if (search !== '') for (const field of searchFields) filter[field] = search;
  return {
    filter,
    sortField: query.sort.field,
    sortOrder: query.sort.direction,
    pageNumber: query.page - 1,
    pageSize: query.size,
  };
}

/** The users list's address rules: sortable by id, username, email and full name; id ascending first. */
export const USER_LIST: ListQueryOptions = Object.freeze({
  sortFields: Object.freeze(['id', 'username', 'email', 'fullname']),
  defaultSort: Object.freeze({ field: 'id', direction: 'asc' as const }),
});

/** The fields the users search fills, spelled as seed 000 section 5 spells them (`fillname` included). */
export const USER_SEARCH_FIELDS = Object.freeze(['lastName', 'username', 'email', 'fillname'] as const);

/**
 * The body of findUsers (POST /acl/users/findUsers) for a users list query.
 * @example toFindUsersBody({ page: 2, size: 5, sort: { field: 'email', direction: 'desc' }, search: 'ana', filters: {} })
 * // { filter: { lastName: 'ana', username: 'ana', email: 'ana', fillname: 'ana' }, sortField: 'email', sortOrder: 'desc', pageNumber: 1, pageSize: 5 }
 */
export function toFindUsersBody(query: ListQuery): PagingQuery {
  return toPagingQuery(query, USER_SEARCH_FIELDS);
}
