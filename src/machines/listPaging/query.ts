import { clampPage, nextSort, normalizeSearch, pageCount, type ListFilters, type ListPage, type ListQuery, type PageSize } from '../../domain/listQuery';
import type { ListPagingContext, ListPagingInput } from './types';

/**
 * The list machine's computations over its context, pure: what each action assigns and what the
 * guards ask of a page. Each answers the part of the context it changes.
 */

/** A list as it starts: the address's query with its search trimmed, nothing loaded, ticked or asked. */
export function initialContext<Row>(input: ListPagingInput): ListPagingContext<Row> {
  return { ...takenQuery(input.query), page: null, loadError: null, selected: [], targets: [], status: null };
}

/** The text typed applied to the query: a changed search starts again at page 1; the same text (a space added) keeps the page. */
export function searchApplied<Row>(context: ListPagingContext<Row>): Partial<ListPagingContext<Row>> {
  const search = normalizeSearch(context.searchText);
  if (search === context.query.search) return {};
  return { query: { ...context.query, search, page: 1 } };
}

/** The query sorted by `field` (ascending first, then the other way), from page 1. */
export function sortedBy(query: ListQuery, field: string): ListQuery {
  return { ...query, sort: nextSort(query.sort, field), page: 1 };
}

/** The query at `page`, kept within the pages there are once a page has told how many rows exist. */
export function atPage<Row>(context: ListPagingContext<Row>, page: number): ListQuery {
  const shown = context.page;
  const wanted = shown ? clampPage(page, shown.totalCount, context.query.size) : Math.max(1, Math.trunc(page));
  return { ...context.query, page: wanted };
}

/** The query at `size` rows a page, from page 1. */
export function resized(query: ListQuery, size: PageSize): ListQuery {
  return { ...query, size, page: 1 };
}

/** The query with other filters: they select other rows, so the page asked may not exist any more (page 1). */
export function filtered(query: ListQuery, filters: ListFilters): ListQuery {
  return { ...query, filters: { ...filters }, page: 1 };
}

/** The query the address asks for, its search trimmed, and the search box showing it. */
export function takenQuery(query: ListQuery): { query: ListQuery; searchText: string } {
  const search = normalizeSearch(query.search);
  return { query: { ...query, search }, searchText: search };
}

/** A page arrived for the query asked: shown, the error gone, nothing ticked. */
export function pageStored<Row>(context: ListPagingContext<Row>, page: ListPage<Row>): Partial<ListPagingContext<Row>> {
  const stored: ListPage<Row> = page.facets ? { items: page.items, totalCount: page.totalCount, facets: page.facets } : { items: page.items, totalCount: page.totalCount };
  return { page: { ...stored, query: context.query }, loadError: null, selected: [] };
}

/** The query at the last page there is, by the row count `page` tells (rows were removed, or the address asked too far). */
export function atLastPage<Row>(query: ListQuery, page: ListPage<Row>): ListQuery {
  return { ...query, page: pageCount(page.totalCount, query.size) };
}

/** Back to the query of the page shown, with its search in the box (a newer load was cancelled). */
export function shownQueryRestored<Row>(context: ListPagingContext<Row>): Partial<ListPagingContext<Row>> {
  if (!context.page) return {};
  return { query: context.page.query, searchText: context.page.query.search };
}

/** An empty page past the end while rows exist: a delete emptied it, or the address asked too far. */
export function isPastLastPage<Row>(query: ListQuery, page: ListPage<Row>): boolean {
  return page.items.length === 0 && page.totalCount > 0 && query.page > pageCount(page.totalCount, query.size);
}
