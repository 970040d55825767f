import type { PagedListState } from '../../src/ui/lists/listTypes';

/**
 * A list's states as the stories and the view tests show them, made from a list shown: each is
 * the list machine's view (`connectList`'s `list`) at that moment.
 */

/** Before the first page: 'Please wait....'. */
export function firstLoad<Row>(list: PagedListState<Row>): PagedListState<Row> {
  return { ...list, status: 'initial', rows: [], totalCount: 0 };
}

/** The first load refused (403, or `statusCode`): no rows, the refusal in words. */
export function refused<Row>(list: PagedListState<Row>, statusCode = 403): PagedListState<Row> {
  const code = statusCode === 403 ? 'forbidden' : 'internal';
  return { ...list, status: 'failed', rows: [], totalCount: 0, loadError: { statusCode, code } };
}

/** Searched for `text` (and sorted by `sort`), the rows found shown. */
export function searched<Row>(list: PagedListState<Row>, text: string, rows: Row[], sort = list.query.sort): PagedListState<Row> {
  return { ...list, rows, totalCount: rows.length, searchText: text, query: { ...list.query, search: text, sort } };
}

/** The delete confirmation asking about `ids`; `closing`, confirmed and waiting. */
export function deleteAsked<Row>(list: PagedListState<Row>, ids: string[], closing = false): PagedListState<Row> {
  return { ...list, dialog: { kind: 'delete', ids, closing } };
}

/** `ids` ticked and listed in the fetch-selected dialog. */
export function fetchSelected<Row>(list: PagedListState<Row>, ids: string[]): PagedListState<Row> {
  return { ...list, selected: ids, dialog: { kind: 'fetchSelected', ids } };
}

/** `ids` ticked in the update-status dialog; with a `status`, confirmed and waiting. */
export function statusAsked<Row>(list: PagedListState<Row>, ids: string[], status: string | null = null): PagedListState<Row> {
  return { ...list, selected: ids, dialog: { kind: 'updateStatus', ids, closing: status !== null, status } };
}
