export { RecordList, deleteDialogTexts, type DeleteTexts, type RecordListProps, type RecordListTexts } from './RecordList';
export { ListCard, type ListCardAttributes, type ListCardProps } from './ListCard';
export { PagedTable, type PagedTableProps } from './PagedTable';
export { FilterSelect, type FilterOption, type FilterSelectProps } from './FilterSelect';
export { badgeColumn, type CellBadge } from './badgeColumn';
export { ListPaginator, type ListPaginatorProps } from './ListPaginator';
export {
  DeleteDialog,
  FetchSelectedDialog,
  ListDialogFrame,
  UpdateStatusDialog,
  DELETE_DIALOG_WIDTH,
  FETCH_DIALOG_WIDTH,
  STATUS_DIALOG_WIDTH,
  type DeleteDialogProps,
  type ListDialogFrameProps,
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
  type EditableListEvents,
  type StatusListEvents,
  type PagedListEvents,
  type PagedListState,
  type RowAction,
} from './listTypes';
