import type { SnapshotFrom } from 'xstate';
import type { ListFilters } from '../../domain/listQuery';
import type { EditableListEvents, ListDialogState, ListStatus, PagedListState, StatusListEvents } from '../../ui/lists/listTypes';
import type { ListPagingMachine } from './machine';
import type { ListPagingEvent, ListPagingTag } from './types';

/**
 * What a list machine gives its view (the props every list view takes): the list's state and
 * every event the machine answers. What a view raises beyond them is the page's: its create
 * button (`onNew`), a row's edit, its own filter controls (which call `setFilters`).
 */
export interface ListProps<Row> extends Omit<EditableListEvents, 'onNew'>, StatusListEvents {
  list: PagedListState<Row>;
  /** Other filters: the list goes back to page 1 and loads (each view names its filters its own way). */
  setFilters: (filters: ListFilters) => void;
}

/**
 * The list's state as plain data: `initial` (the waiting message) until the first page arrives,
 * `loading` over the rows shown, `failed` with the rows kept, else `ready`.
 */
function listState<Row>(snapshot: SnapshotFrom<ListPagingMachine<Row>>): PagedListState<Row> {
  const { context } = snapshot;
  const has = (tag: ListPagingTag) => snapshot.hasTag(tag);
  let status: ListStatus = 'ready';
  if (has('initial') || (context.page === null && !has('failed'))) status = 'initial';
  else if (has('failed')) status = 'failed';
  else if (has('loading')) status = 'loading';
  // A failed load keeps the last page's rows on screen: the query they answered describes them.
  const onScreen = (has('failed') ? context.page?.query : undefined) ?? context.query;
  let dialog: ListDialogState | null = null;
  if (has('deleteDialog')) dialog = { kind: 'delete', ids: context.targets, closing: has('closing') };
  else if (has('selectedDialog')) dialog = { kind: 'fetchSelected', ids: context.targets };
  else if (has('statusDialog')) dialog = { kind: 'updateStatus', ids: context.targets, closing: has('closing'), status: context.status };
  return {
    status,
    rows: context.page?.items ?? [],
    totalCount: context.page?.totalCount ?? 0,
    query: context.query,
    shown: { page: onScreen.page, size: onScreen.size },
    searchText: context.searchText,
    selected: context.selected,
    loadError: context.loadError,
    actionLoading: has('actionLoading'),
    hidden: has('hidingTargets') ? context.targets : [],
    dialog,
  };
}

/**
 * A list snapshot and its `send` turned into the props of its view (Zag's `connect`): the
 * state, and callbacks that send the machine's events.
 * @example
 * const props = useSelector(actor, (snapshot) => connectList(snapshot, actor.send));
 * <UsersList {...props} onNew={openNew} onEdit={openEdit} />
 */
export function connectList<Row>(snapshot: SnapshotFrom<ListPagingMachine<Row>>, send: (event: ListPagingEvent) => void): ListProps<Row> {
  return {
    list: listState(snapshot),
    onSearch: (text) => send({ type: 'user.search', text }),
    onSort: (field) => send({ type: 'user.sort', field }),
    onPageChange: (page) => send({ type: 'user.go_to_page', page }),
    onPageSizeChange: (size) => send({ type: 'user.change_page_size', size }),
    onRetry: () => send({ type: 'user.retry' }),
    onSelectionChange: (ids) => send({ type: 'user.select', ids }),
    onDelete: (ids) => send({ type: 'user.delete', ids }),
    onConfirmDelete: () => send({ type: 'user.confirm' }),
    onCancelDialog: () => send({ type: 'user.cancel' }),
    onFetchSelected: () => send({ type: 'user.fetch_selected' }),
    onUpdateStatus: () => send({ type: 'user.update_status' }),
    onConfirmStatus: (status) => send({ type: 'user.confirm_status', status }),
    setFilters: (filters) => send({ type: 'user.filter', filters }),
  };
}
