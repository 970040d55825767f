export { PagedTable, type PagedTableProps } from './PagedTable';
export { ListPaginator, type ListPaginatorProps } from './ListPaginator';
export {
  DeleteDialog,
  FetchSelectedDialog,
  UpdateStatusDialog,
  DELETE_DIALOG_WIDTH,
  FETCH_DIALOG_WIDTH,
  STATUS_DIALOG_WIDTH,
  type DeleteDialogProps,
  type FetchSelectedDialogProps,
  type UpdateStatusDialogProps,
  type SelectedItem,
  type StatusOption,
} from './ListDialogs';
export { ListIcon, type ListIconName } from './ListIcon';
export {
  listErrorText,
  type ListColumn,
  type ListDialogState,
  type ListFailure,
  type ListStatus,
  type PagedListEvents,
  type PagedListState,
  type RowAction,
} from './listTypes';
