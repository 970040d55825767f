import type { SnapshotFrom } from 'xstate';
import type { FaqEntry, ResponseTargets, Ticket, TicketStatusCounts, TicketSummary } from '../../contract/schema.gen';
import { manualMoves, TICKET_STATUSES } from '../../domain/helpdesk';
import { parseTicketFilters } from '../../domain/helpdeskList';
import type { FaqValues, FaqViewProps, HelpdeskOption, HelpdeskOptions, NewTicketDialogProps, NewTicketValues, ResponseTargetsDialogProps, TicketListProps, TicketViewProps } from '../../ui/helpdesk/helpdeskTypes';
import type { ReadOnlyOrderDrawerProps } from '../../ui/orders/orderDeskTypes';
import type { ListProps } from '../listPaging/connect';
import type { RecordEditorProps } from '../recordEditor/types';
import type { faqMachine } from './faqMachine';
import type { ticketListMachine } from './ticketListMachine';
import { takesMessage, type ticketMachine } from './ticketMachine';
import type { FaqEvent, TicketEvent, TicketListEvent } from './types';

type ListSnapshot = Pick<SnapshotFrom<typeof ticketListMachine>, 'matches' | 'context'>;
type TicketSnapshot = Pick<SnapshotFrom<typeof ticketMachine>, 'matches' | 'context'>;
type FaqSnapshot = Pick<SnapshotFrom<typeof faqMachine>, 'matches' | 'context'>;

/** The new ticket editor as the list's page runs it. */
export type NewTicketEditorProps = RecordEditorProps<never, NewTicketValues, never>;
/** The response targets editor as the list's page runs it. */
export type TargetsEditorProps = RecordEditorProps<'targets', ResponseTargets, ResponseTargets>;
/** The FAQ editor as the FAQ page runs it. */
export type FaqEditorMachineProps = RecordEditorProps<FaqEntry, FaqValues, never>;

/** The counts per status a page of tickets came with (its `facets`), or null before the first page. */
export function countsOf(facets: Readonly<Record<string, number>> | undefined): { counts: TicketStatusCounts | null; overdue: number } {
  if (!facets) return { counts: null, overdue: 0 };
  const counts = Object.fromEntries(TICKET_STATUSES.map((status) => [status, facets[status] ?? 0])) as unknown as TicketStatusCounts;
  return { counts, overdue: facets.overdue ?? 0 };
}

/** The companies of the rows shown (and the one filtered to), by name: the company filter's options when the companies could not be read. */
function companiesOfRows(rows: readonly TicketSummary[], chosen: string | null): HelpdeskOption[] {
  const byId = new Map<string, string>();
  for (const row of rows) byId.set(row.companyId, row.companyName);
  if (chosen !== null && !byId.has(chosen)) byId.set(chosen, chosen);
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

function regionOptions(status: 'none' | 'loading' | 'ready' | 'failed', ready: readonly HelpdeskOption[], fallback: readonly HelpdeskOption[]): HelpdeskOptions {
  if (status === 'ready') return { status, options: ready };
  if (status === 'none') return { status, options: [] };
  return { status, options: fallback };
}

/** Where a region reading options stands, by `is` (the snapshot matching the region in a state). */
function regionStatus(is: (state: 'none' | 'ready' | 'failed') => boolean): 'none' | 'loading' | 'ready' | 'failed' {
  if (is('none')) return 'none';
  if (is('ready')) return 'ready';
  if (is('failed')) return 'failed';
  return 'loading';
}

/** The new ticket dialog's props of its editor, or null while closed. */
export function connectNewTicket(
  snapshot: ListSnapshot,
  send: (event: TicketListEvent) => void,
  editor: NewTicketEditorProps,
  companies: HelpdeskOptions,
): NewTicketDialogProps | null {
  if (editor.status !== 'editing' && editor.status !== 'saving') return null;
  const { context } = snapshot;
  const orderStatus = snapshot.matches({ orderOptions: 'idle' })
    ? 'idle'
    : snapshot.matches({ orderOptions: 'ready' })
      ? 'ready'
      : snapshot.matches({ orderOptions: 'failed' })
        ? 'failed'
        : 'loading';
  return {
    status: editor.status === 'saving' ? 'saving' : editor.failure ? 'failed' : 'editing',
    failure: editor.failure,
    staff: context.staff,
    companies,
    orderOptions: { status: orderStatus, options: orderStatus === 'idle' ? [] : context.orderOptions },
    onOrderSearch: (text, companyId) => send({ type: 'user.order_search', search: { digits: text.replace(/\D/g, '').slice(0, 10), companyId } }),
    onSubmit: editor.onSave,
    onClose: editor.onCancel,
  };
}

/** The response targets dialog's props of its editor, or null while closed. */
export function connectResponseTargets(editor: TargetsEditorProps): ResponseTargetsDialogProps | null {
  const status =
    editor.status === 'loading'
      ? 'loading'
      : editor.status === 'loadFailed'
        ? 'loadFailed'
        : editor.status === 'saving'
          ? 'saving'
          : editor.status === 'editing'
            ? editor.failure
              ? 'failed'
              : 'editing'
            : null;
  if (status === null) return null;
  return {
    status,
    targets: editor.values ?? editor.loaded,
    failure: editor.failure,
    onSave: editor.onSave,
    onRetry: editor.onRetry,
    onClose: editor.onCancel,
  };
}

/** What the ticket list's props are made of besides the screen's snapshot. */
export interface TicketListParts {
  list: ListProps<TicketSummary>;
  /** The counts the page shown came with (the list's `page.facets`). */
  facets: Readonly<Record<string, number>> | undefined;
  newTicket: NewTicketEditorProps;
  targets: TargetsEditorProps;
  now: number;
  timeZone: string;
}

/**
 * The ticket list's props (Zag's `connect`): the list's own (`connectList`), the filters its query
 * holds, the counts of its page, the options of the company and assignee filters, the dialogs, and
 * the callbacks sending the screen's events. Opening a row is the page's (it changes the address).
 */
export function connectTicketList(snapshot: ListSnapshot, send: (event: TicketListEvent) => void, parts: TicketListParts, onOpen: TicketListProps['onOpen']): TicketListProps {
  const { context } = snapshot;
  const { list } = parts;
  const filters = parseTicketFilters(list.list.query.filters);
  const shownFilters = context.staff ? filters : { ...filters, assignee: null, companyId: null };
  const companies = regionOptions(regionStatus((state) => snapshot.matches({ companies: state })), context.companies, companiesOfRows(list.list.rows, shownFilters.companyId));
  const assignees = regionOptions(
    regionStatus((state) => snapshot.matches({ assignees: state })),
    context.assignees.map((person) => ({ id: person._id, name: person.name })),
    [],
  );
  const { counts, overdue } = countsOf(parts.facets);
  return {
    list: list.list,
    filters: shownFilters,
    counts,
    overdueCount: overdue,
    staff: context.staff,
    companies,
    assignees,
    now: parts.now,
    timeZone: parts.timeZone,
    newTicket: connectNewTicket(snapshot, send, parts.newTicket, companies),
    responseTargets: context.staff ? connectResponseTargets(parts.targets) : null,
    onSearch: list.onSearch,
    onSort: list.onSort,
    onPageChange: list.onPageChange,
    onPageSizeChange: list.onPageSizeChange,
    onRetry: list.onRetry,
    onSelectionChange: list.onSelectionChange,
    onFiltersChange: (next) => send({ type: 'user.filter', filters: next }),
    onOpen,
    onNewTicket: () => parts.newTicket.onOpen(null),
    onOpenResponseTargets: () => parts.targets.onOpen('targets'),
  };
}

/** The staff a ticket may be assigned to, with the one assigned now even when the list could not be read. */
function assigneeOptions(snapshot: TicketSnapshot, ticket: Ticket | null): HelpdeskOptions {
  const status = regionStatus((state) => snapshot.matches({ assignees: state }));
  const current = ticket?.assignee ? [{ id: ticket.assignee._id, name: ticket.assignee.name }] : [];
  const read = snapshot.context.assignees.map((person) => ({ id: person._id, name: person.name }));
  return regionOptions(status, [...read, ...current.filter((person) => !read.some((known) => known.id === person.id))], current);
}

/** What the ticket page's props take besides the snapshot. */
export interface TicketViewParts {
  now: number;
  timeZone: string;
  /** Whether the caller reads orders (getOrder): the linked order then opens its drawer. */
  canOpenOrder: boolean;
  onBack: () => void;
}

/**
 * The ticket page's props (Zag's `connect`): the ticket and where its reading stands, the reply box,
 * the moves the caller may make (src/domain/helpdesk.ts), and the callbacks.
 */
export function connectTicket(snapshot: TicketSnapshot, send: (event: TicketEvent) => void, parts: TicketViewParts): TicketViewProps {
  const { context } = snapshot;
  const { ticket } = context;
  const actor = context.staff ? 'staff' : 'requester';
  const ready = snapshot.matches({ ticket: 'ready' });
  return {
    status: ready ? 'ready' : snapshot.matches({ ticket: 'failed' }) ? 'failed' : 'loading',
    protocol: context.protocol,
    ticket,
    failure: context.failure,
    staff: context.staff,
    now: parts.now,
    timeZone: parts.timeZone,
    draft: context.draft,
    internal: context.internal,
    sending: snapshot.matches({ ticket: { ready: 'sending' } }),
    sendFailure: context.sendFailure,
    canReply: takesMessage(context, context.internal, parts.now),
    moves: ticket ? manualMoves(actor, ticket.status) : [],
    canEditFields: context.staff,
    assignees: assigneeOptions(snapshot, ticket),
    changing: snapshot.matches({ ticket: { ready: 'changing' } }) || snapshot.matches({ ticket: { ready: 'reloading' } }),
    changeFailure: context.changeFailure,
    canOpenOrder: parts.canOpenOrder && ticket?.order != null,
    onDraftChange: (text) => send({ type: 'user.draft', text }),
    onInternalChange: (internal) => send({ type: 'user.internal', internal }),
    onSend: () => send({ type: 'user.send' }),
    onChange: (change) => send({ type: 'user.change', change }),
    onOpenOrder: () => send({ type: 'user.open_order' }),
    onRetry: () => send({ type: 'user.retry' }),
    onBack: parts.onBack,
  };
}

/** The read-only drawer of the ticket's order, or null while closed. */
export function connectTicketOrder(snapshot: TicketSnapshot, send: (event: TicketEvent) => void, timeZone: string): ReadOnlyOrderDrawerProps | null {
  if (snapshot.matches({ drawer: 'closed' })) return null;
  const { context } = snapshot;
  return {
    readOnly: true,
    status: snapshot.matches({ drawer: 'loading' }) ? 'loading' : snapshot.matches({ drawer: 'failed' }) ? 'failed' : 'ready',
    order: context.order,
    failure: context.orderFailure,
    timeZone,
    onClose: () => send({ type: 'user.close_order' }),
    onRetry: () => send({ type: 'user.retry_order' }),
  };
}

/** The FAQ's props (Zag's `connect`): the entries, the search, the editor and the delete. */
export function connectFaq(snapshot: FaqSnapshot, send: (event: FaqEvent) => void, editor: FaqEditorMachineProps, canEdit: boolean): FaqViewProps {
  const { context } = snapshot;
  const open = canEdit && (editor.status === 'editing' || editor.status === 'saving');
  const target = context.target;
  return {
    status: snapshot.matches({ list: 'failed' }) ? 'failed' : snapshot.matches({ list: 'ready' }) ? 'ready' : 'loading',
    entries: context.entries,
    failure: context.failure,
    search: context.searchText,
    canEdit,
    editor: open ? { entry: editor.subject, saving: editor.status === 'saving', failure: editor.failure, onSave: editor.onSave, onClose: editor.onCancel } : null,
    deleting:
      canEdit && target && !snapshot.matches({ delete: 'closed' })
        ? {
            entry: target,
            deleting: snapshot.matches({ delete: 'deleting' }),
            failure: context.deleteFailure,
            onConfirm: () => send({ type: 'user.confirm_delete' }),
            onClose: () => send({ type: 'user.cancel_delete' }),
          }
        : null,
    onSearch: (text) => send({ type: 'user.search', text }),
    onRetry: () => send({ type: 'user.retry' }),
    onNew: () => editor.onOpen(null),
    onEdit: (entry) => editor.onOpen(entry),
    onDelete: (entry) => send({ type: 'user.delete', entry }),
  };
}
