import type { ApiError } from '../../contract/apiError';
import type { ListFilters, ListPage, ListQuery, PageSize } from '../../domain/listQuery';

/** What `updateStatus` gets: the ids ticked, the status chosen, and the rows on screen (to read the ticked ones from). */
export interface ListStatusUpdate<Row> {
  ids: string[];
  status: string;
  shown: Row[];
}

/** What a list starts from: the query its address holds. */
export interface ListPagingInput {
  query: ListQuery;
}

/** The page shown, with the query it answers (restored when a newer load is cancelled). */
export interface LoadedPage<Row> extends ListPage<Row> {
  query: ListQuery;
}

/** A list's data; whether it waits, loads, fails or asks something is its state. */
export interface ListPagingContext<Row> {
  /** The page asked for: the container writes it to the address. */
  query: ListQuery;
  /** The search box as typed; it reaches `query.search` 150 ms after the last keystroke. */
  searchText: string;
  /** The last page that arrived; kept while a newer one loads or fails. */
  page: LoadedPage<Row> | null;
  /** Why the last load failed; the view translates it. */
  loadError: ApiError | null;
  /** Ids of the ticked rows. */
  selected: string[];
  /** Ids the open dialog, or the action under way, acts on. */
  targets: string[];
  /** The status picked in the update-status dialog. */
  status: string | null;
}

/** The tags a view reads (see `connectList` in ./connect.ts). */
export type ListPagingTag =
  | 'initial'
  | 'loading'
  | 'failed'
  | 'actionLoading'
  | 'deleteDialog'
  | 'selectedDialog'
  | 'statusDialog'
  | 'closing'
  | 'hidingTargets';

/** Every event a list accepts. */
export type ListPagingEvent =
  | { type: 'user.search'; text: string }
  | { type: 'user.sort'; field: string }
  | { type: 'user.go_to_page'; page: number }
  | { type: 'user.change_page_size'; size: PageSize }
  | { type: 'user.filter'; filters: ListFilters }
  | { type: 'address.changed'; query: ListQuery }
  | { type: 'user.retry' }
  | { type: 'user.cancel' }
  | { type: 'row.created' }
  | { type: 'row.updated' }
  | { type: 'user.select'; ids: string[] }
  | { type: 'user.delete'; ids: string[] }
  | { type: 'user.fetch_selected' }
  | { type: 'user.update_status' }
  | { type: 'user.confirm' }
  | { type: 'user.confirm_status'; status: string };
