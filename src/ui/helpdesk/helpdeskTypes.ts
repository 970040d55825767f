// The props of the help desk's views (issue 26), in one place: their connect functions
// (src/machines/helpdesk/connect.ts) are typed from these.
import type { FaqEntry, ResponseTargets, Ticket, TicketOrderOption, TicketStatusCounts, TicketSummary } from '../../contract/schema.gen';
import type { TicketStatus } from '../../domain/helpdesk';
import type { TicketFilters } from '../../domain/helpdeskList';
import type { FaqValues, HelpdeskOption, NewTicketValues, TicketChangeRequest } from '../../domain/helpdeskValues';
import type { FailureView } from '../errorTexts';
import type { PagedListEvents, PagedListState } from '../lists/listTypes';

export type { FaqValues, HelpdeskOption, NewTicketValues, TicketChangeRequest };


/** Where a menu's options stand: not offered (none), being read, read, or failed. */
export type HelpdeskOptionsStatus = 'none' | 'loading' | 'ready' | 'failed';

export interface HelpdeskOptions {
  status: HelpdeskOptionsStatus;
  options: readonly HelpdeskOption[];
}


/** Where the new ticket dialog stands: filling, sending, refused or failed (the values kept). */
export type NewTicketStatus = 'editing' | 'saving' | 'failed';

/** Props of `NewTicketDialog` (rendered while open). */
export interface NewTicketDialogProps {
  status: NewTicketStatus;
  /** Why the last send failed: the form keeps what was typed. */
  failure: FailureView | null;
  /** Staff open tickets for a company (this list) on behalf of a customer, rider or partner. */
  staff: boolean;
  companies: HelpdeskOptions;
  /** The orders the order field offers for the text typed in it (`onOrderSearch`). */
  orderOptions: { status: 'idle' | 'loading' | 'ready' | 'failed'; options: readonly TicketOrderOption[] };
  /** The order field's text changed (digits): the options are read again, 150 ms after the last key. */
  onOrderSearch: (text: string, companyId: string | null) => void;
  onSubmit: (values: NewTicketValues) => void;
  onClose: () => void;
  /** The calendar the orders' dates are shown on (`TicketList` passes its own); the platform's when absent. */
  timeZone?: string | undefined;
}

/** Where the response targets dialog stands. */
export type ResponseTargetsStatus = 'loading' | 'editing' | 'saving' | 'failed' | 'loadFailed';

/** Props of `ResponseTargetsDialog` (staff; rendered while open): minutes to solve per priority. */
export interface ResponseTargetsDialogProps {
  status: ResponseTargetsStatus;
  /** The targets read (null while loading or when the read failed). */
  targets: ResponseTargets | null;
  failure: FailureView | null;
  onSave: (targets: ResponseTargets) => void;
  onRetry: () => void;
  onClose: () => void;
}

/** Props of `TicketList` (`/helpdesk/tickets`): counts per status, filters, the table, the paginator, the new ticket button. */
export interface TicketListProps extends PagedListEvents {
  list: PagedListState<TicketSummary>;
  filters: TicketFilters;
  /** The counts per status of the filters other than status (null until the first page). */
  counts: TicketStatusCounts | null;
  overdueCount: number;
  /** Staff see the company and assignee columns, "Mine", "Unassigned", the company and assignee filters and the targets button. */
  staff: boolean;
  companies: HelpdeskOptions;
  assignees: HelpdeskOptions;
  /** The instant "overdue" and "due in" are read at. */
  now: number;
  timeZone: string;
  /** The open dialogs, null while closed. */
  newTicket: NewTicketDialogProps | null;
  responseTargets: ResponseTargetsDialogProps | null;
  onFiltersChange: (filters: TicketFilters) => void;
  /** A row opened (click, Enter or Space): the page goes to `/helpdesk/tickets/{protocol}`. */
  onOpen: (ticket: TicketSummary) => void;
  onNewTicket: () => void;
  /** Staff only. */
  onOpenResponseTargets: () => void;
}


/** Where the ticket page stands: reading it, shown, or failed (404 included: `failure.statusCode`). */
export type TicketViewStatus = 'loading' | 'ready' | 'failed';

/** Props of `TicketView` (`/helpdesk/tickets/{protocol}`): the thread, the reply box and the side panel. */
export interface TicketViewProps {
  status: TicketViewStatus;
  /** The protocol the address names (shown while loading or failed). */
  protocol: string;
  ticket: Ticket | null;
  /** Why the ticket could not be read. */
  failure: FailureView | null;
  staff: boolean;
  now: number;
  timeZone: string;
  /** The reply box: its text (kept until sent), internal note (staff only), and the send's state. */
  draft: string;
  internal: boolean;
  sending: boolean;
  /** Why the last send failed; the text is kept. */
  sendFailure: FailureView | null;
  /** False when the ticket takes no more replies (cancelled, or closed 7 days after solved): the box says why. */
  canReply: boolean;
  /** The status moves the caller may make now (src/domain/helpdesk.ts `manualMoves`), in the menu's order. */
  moves: readonly TicketStatus[];
  /** Staff change priority, department and assignee; a company user sees them read-only. */
  canEditFields: boolean;
  assignees: HelpdeskOptions;
  /** A change was sent and its answer awaited. */
  changing: boolean;
  /** Why the last change was refused (a stale version, a move no longer allowed): said, and the ticket read again. */
  changeFailure: FailureView | null;
  /** Whether the caller reads orders: the linked order then opens its drawer. */
  canOpenOrder: boolean;
  onDraftChange: (text: string) => void;
  onInternalChange: (internal: boolean) => void;
  onSend: () => void;
  onChange: (change: TicketChangeRequest) => void;
  onOpenOrder: () => void;
  onRetry: () => void;
  /** Back to the list (with its filters as they were). */
  onBack: () => void;
}

/** Where the FAQ stands. */
export type FaqStatus = 'loading' | 'ready' | 'failed';


/** Props of the FAQ editor dialog (staff; rendered while open): a new entry (`entry` null) or a change. */
export interface FaqEditorProps {
  entry: FaqEntry | null;
  saving: boolean;
  failure: FailureView | null;
  onSave: (values: FaqValues) => void;
  onClose: () => void;
}

/** Props of the delete confirmation (staff; rendered while open). */
export interface FaqDeleteProps {
  entry: FaqEntry;
  deleting: boolean;
  failure: FailureView | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Props of `FaqView` (`/helpdesk/faq`): the searchable questions, and for staff their editing. */
export interface FaqViewProps {
  status: FaqStatus;
  entries: readonly FaqEntry[];
  failure: FailureView | null;
  /** The search box as typed (the list follows it 150 ms after the last key). */
  search: string;
  /** Staff add, change and delete questions. */
  canEdit: boolean;
  editor: FaqEditorProps | null;
  deleting: FaqDeleteProps | null;
  onSearch: (text: string) => void;
  onRetry: () => void;
  onNew: () => void;
  onEdit: (entry: FaqEntry) => void;
  onDelete: (entry: FaqEntry) => void;
}
