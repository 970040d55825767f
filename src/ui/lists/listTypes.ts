import type { ReactNode } from 'react';
import type { ListQuery, PageSize } from '../../domain/listQuery';
import type { TranslationFunctions } from '../../i18n/i18n-types';

/** Where a list stands: the initial waiting message, loading over the rows, shown, or failed with the rows kept. */
export type ListStatus = 'initial' | 'loading' | 'ready' | 'failed';

/** A failed call as the view needs it (an ApiError fits): the status and the server's stable code. */
export interface ListFailure {
  statusCode: number;
  code?: string | undefined;
}

/** The dialog a list shows, if any; `closing` once confirmed, while its waiting text shows. */
export type ListDialogState =
  | { kind: 'delete'; ids: string[]; closing: boolean }
  | { kind: 'fetchSelected'; ids: string[] }
  | { kind: 'updateStatus'; ids: string[]; closing: boolean; status: string | null };

/**
 * A paged list's state as plain data: the `list` prop the list machine's `connectList` answers
 * (src/machines/listPaging/connect.ts), so a container hands it over as it is.
 */
export interface PagedListState<Row> {
  status: ListStatus;
  rows: Row[];
  totalCount: number;
  query: ListQuery;
  /**
   * The page and size of the rows on screen when they differ from `query` (a failed load kept an
   * earlier page); the paginator describes these. Absent: the query's.
   */
  shown?: { page: number; size: PageSize } | undefined;
  searchText: string;
  selected: string[];
  loadError: ListFailure | null;
  actionLoading: boolean;
  /** Ids of rows deleted while the delete can still be undone: not shown. */
  hidden?: string[] | undefined;
  dialog: ListDialogState | null;
}

/** What a paged list raises. */
export interface PagedListEvents {
  onSearch: (text: string) => void;
  onSort: (field: string) => void;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: PageSize) => void;
  onRetry: () => void;
  onSelectionChange: (ids: string[]) => void;
}

/** What a list whose records are created and deleted raises, beyond paging. */
export interface EditableListEvents extends PagedListEvents {
  /** Raised by the card's create button. */
  onNew: () => void;
  /** Raised by a row's delete action, or "Delete selected", with the ids to delete. */
  onDelete: (ids: string[]) => void;
  /** Raised by the delete dialog's Delete. */
  onConfirmDelete: () => void;
  /** Raised by a list dialog's Cancel (or Escape, or Ok). */
  onCancelDialog: () => void;
}

/** What a list raises whose ticked records are listed and given a new status. */
export interface StatusListEvents {
  /** Raised by "Fetch selected". */
  onFetchSelected: () => void;
  /** Raised by "Update status". */
  onUpdateStatus: () => void;
  /** Raised by the update-status dialog's Update status, with the status picked. */
  onConfirmStatus: (status: string) => void;
}

/** A column of a paged table. */
export interface ListColumn<Row> {
  /** The column's key; for a sortable column, the sort field sent to the server. */
  key: string;
  header: string;
  sortable?: boolean | undefined;
  /** The cell of a row. */
  cell: (row: Row) => ReactNode;
  /** A fixed width (CSS length), e.g. for the id column. */
  width?: string | undefined;
}

/** An action offered on each row, as an icon button named by `label`. */
export interface RowAction<Row> {
  key: string;
  icon: 'edit' | 'view' | 'delete';
  label: (row: Row) => string;
  onSelect: (row: Row) => void;
  /** Red, for destructive actions. */
  danger?: boolean | undefined;
  /** Rows that do not offer the action (a core role has View, not Edit). */
  hidden?: ((row: Row) => boolean) | undefined;
  /** Rows where the action shows but cannot be used (a core role cannot be deleted). */
  disabled?: ((row: Row) => boolean) | undefined;
}

/**
 * The text of a failed list load in the language of `LL`: 403 names the permission problem, no
 * answer the network, a 4xx the refused query, anything else the server.
 */
export function listErrorText(LL: TranslationFunctions, failure: ListFailure): string {
  if (failure.statusCode === 401 || failure.statusCode === 403) return LL.LISTS.ERRORS.FORBIDDEN();
  if (failure.statusCode === 0) return LL.LISTS.ERRORS.NETWORK();
  if (failure.statusCode >= 400 && failure.statusCode < 500) return LL.LISTS.ERRORS.REFUSED();
  return LL.LISTS.ERRORS.SERVER();
}
