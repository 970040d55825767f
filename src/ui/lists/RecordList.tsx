import type { ReactNode } from 'react';
import { ListCard, type ListCardAttributes } from './ListCard';
import { DeleteDialog, FetchSelectedDialog, UpdateStatusDialog, type SelectedItem, type StatusOption } from './ListDialogs';
import { PagedTable } from './PagedTable';
import type { ListColumn, ListDialogState, PagedListEvents, PagedListState, RowAction } from './listTypes';

/**
 * The delete confirmation's texts (a list's `DELETE` translations fit as they are): for one
 * record and, where several can be deleted at once, for many.
 */
export interface DeleteTexts {
  TITLE: () => string;
  DESCRIPTION: () => string;
  WAIT: () => string;
  MANY_TITLE?: (() => string) | undefined;
  MANY_DESCRIPTION?: (() => string) | undefined;
  MANY_WAIT?: (() => string) | undefined;
}

/** The delete confirmation's title, question and waiting text for `count` records. */
export function deleteDialogTexts(texts: DeleteTexts, count: number): { title: string; description: string; waitingText: string } {
  const pick = (one: () => string, many: (() => string) | undefined) => (count > 1 && many ? many : one)();
  return {
    title: pick(texts.TITLE, texts.MANY_TITLE),
    description: pick(texts.DESCRIPTION, texts.MANY_DESCRIPTION),
    waitingText: pick(texts.WAIT, texts.MANY_WAIT),
  };
}

/** What a record list says: its title, and the texts of its parts (each part needs its texts). */
export interface RecordListTexts {
  /** The card's heading; it names the table too. */
  title: string;
  /** A line under the title. */
  hint?: string | undefined;
  /** The create button's text; with `onNew`, the card offers it. */
  newLabel?: string | undefined;
  /** What the search box searches, under it ("Search in all fields" by default). */
  searchHint?: string | undefined;
  /** The delete confirmation's texts; with `onConfirmDelete`, the list asks before a delete. */
  delete?: DeleteTexts | undefined;
  /** The fetch-selected dialog's title ("Selected elements" by default). */
  fetchTitle?: string | undefined;
  /** The update-status dialog's title ("Update status for selected elements" by default). */
  statusTitle?: string | undefined;
}

/** Props of {@link RecordList}. */
export interface RecordListProps<Row> extends PagedListEvents {
  /** The list machine's view (`connectList`'s `list`). */
  list: PagedListState<Row>;
  /** The card's `data-part`. */
  part: string;
  texts: RecordListTexts;
  /** True: the card is a region named by its title. */
  region?: boolean | undefined;
  /** Further `data-*` attributes of the card. */
  card?: ListCardAttributes | undefined;
  columns: ListColumn<Row>[];
  rowId: (row: Row) => string;
  actions?: RowAction<Row>[] | undefined;
  /** Filters next to the search box. */
  toolbar?: ReactNode;
  /** False for a list its server cannot search: no search box. */
  searchable?: boolean | undefined;
  /** Raised by the create button. */
  onNew?: (() => void) | undefined;
  /** With it, ticked rows offer "Delete selected", which raises it with their ids. */
  onDelete?: ((ids: string[]) => void) | undefined;
  /** Raised by the delete confirmation's Delete. */
  onConfirmDelete?: (() => void) | undefined;
  /** With it, ticked rows offer "Fetch selected", and the fetch-selected dialog lists them. */
  onFetchSelected?: (() => void) | undefined;
  /** A row as the fetch-selected and update-status dialogs list it; its id by default. */
  describe?: ((row: Row) => string) | undefined;
  /** With it, ticked rows offer "Update status". */
  onUpdateStatus?: (() => void) | undefined;
  /** With these and `onConfirmStatus`, the update-status dialog offers them. */
  statuses?: StatusOption[] | undefined;
  onConfirmStatus?: ((status: string) => void) | undefined;
  /** Raised by a list dialog's Cancel (or Escape, or Ok). */
  onCancelDialog?: (() => void) | undefined;
  /** The list's own dialogs. */
  children?: ReactNode;
}

function noop() {}

/** The ids of the dialog of `kind`, or null while another one (or none) is open. */
function idsOf(dialog: ListDialogState | null, kind: ListDialogState['kind']): string[] | null {
  return dialog?.kind === kind ? dialog.ids : null;
}

/**
 * A list screen: its card (title, hint, create button), the paged table with its selection and
 * the bulk actions its events ask for ("Delete selected", "Fetch selected", "Update status"),
 * and the list machine's dialogs: the delete confirmation (440 px), the ticked rows (400 px) and
 * the update-status dialog (480 px). Each part is there only when its texts and events are given.
 */
export function RecordList<Row>(props: RecordListProps<Row>) {
  const { list, texts, rowId, describe } = props;
  const { dialog } = list;
  const onCancel = props.onCancelDialog ?? noop;
  const item = (id: string): SelectedItem => {
    const row = list.rows.find((other) => rowId(other) === id);
    return { id, text: row !== undefined && describe ? describe(row) : id };
  };
  const deleting = idsOf(dialog, 'delete');
  const fetching = idsOf(dialog, 'fetchSelected');
  const updating = dialog?.kind === 'updateStatus' ? dialog : null;

  return (
    <ListCard part={props.part} title={texts.title} hint={texts.hint} region={props.region} newLabel={texts.newLabel} onNew={props.onNew} {...props.card}>
      <PagedTable<Row>
        {...list}
        label={texts.title}
        columns={props.columns}
        rowId={rowId}
        actions={props.actions}
        toolbar={props.toolbar}
        searchHint={texts.searchHint}
        searchable={props.searchable}
        onSearch={props.onSearch}
        onSort={props.onSort}
        onPageChange={props.onPageChange}
        onPageSizeChange={props.onPageSizeChange}
        onRetry={props.onRetry}
        onSelectionChange={props.onSelectionChange}
        onDeleteSelected={props.onDelete}
        onFetchSelected={props.onFetchSelected}
        onUpdateStatus={props.onUpdateStatus}
      />
      {texts.delete && props.onConfirmDelete ? (
        <DeleteDialog
          open={deleting !== null}
          {...deleteDialogTexts(texts.delete, deleting?.length ?? 0)}
          closing={dialog?.kind === 'delete' && dialog.closing}
          onConfirm={props.onConfirmDelete}
          onCancel={onCancel}
        />
      ) : null}
      {props.onFetchSelected ? <FetchSelectedDialog open={fetching !== null} title={texts.fetchTitle} items={(fetching ?? []).map(item)} onClose={onCancel} /> : null}
      {props.statuses && props.onConfirmStatus ? (
        <UpdateStatusDialog
          // A new dialog starts with no status picked.
          key={updating ? updating.ids.join(',') : 'closed'}
          open={updating !== null}
          title={texts.statusTitle}
          items={(updating?.ids ?? []).map(item)}
          statuses={props.statuses}
          closing={updating?.closing ?? false}
          status={updating?.status ?? null}
          onConfirm={props.onConfirmStatus}
          onCancel={onCancel}
        />
      ) : null}
      {props.children}
    </ListCard>
  );
}
