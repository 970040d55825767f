// The props of the order desk's views, in one place: the page binding (connect functions) is
// typed from these, as Zag keeps a widget's types apart from its machine and its view.
import type { Order, OrderBoardCompany, OrderRiderOption, OrderSettings, OrderSummary } from '../../contract/schema.gen';
import type { CompanyType } from '../../domain/company';
import type { OrderAction, OrderMove } from '../../domain/orderTransitions';
import type { FailureView } from '../errorTexts';

/** The live link to the server's order events: live, trying to come back, or given up (offline). */
export type OrderConnection = 'live' | 'reconnecting' | 'offline';

/** Where the board's data stands: first load, the load failed (with no board to show), or shown. */
export type OrderBoardStatus = 'loading' | 'failed' | 'ready';

/** Props of `OrderBoard`. */
export interface OrderBoardProps {
  status: OrderBoardStatus;
  /** The board's orders (`OrderBoard.orders`); the board places each in its column by status. */
  orders: readonly OrderSummary[];
  /** The companies of the board with their counters (`OrderBoard.companies`). */
  companies: readonly OrderBoardCompany[];
  /** Staff boards show the company filter with a counter per company; an operator's does not. */
  showCompanyFilter: boolean;
  /** The company the board is filtered to (null: every company); the board shows only its orders. */
  companyFilter: string | null;
  /** The current time on the server's clock (the page ticks it, each second, from the clock offset). */
  now: Date;
  /** The board's kind (the route's): a supermarket board calls the preparing column "Picking". */
  companyType: CompanyType;
  /** Whether the "awaiting payment" column is shown (a filter chip, off by default). */
  showAwaitingPayment: boolean;
  /** The order open in the drawer: its card is marked. */
  selectedId: string | null;
  connection: OrderConnection;
  /** Why the load failed (status `failed`), said in the order desk's words. */
  failure: FailureView | null;
  /** Opens an order (click, Enter or Space on its card). */
  onOpen: (id: string) => void;
  /** `a` on a card of the "new" column: the page opens that order's drawer at the accept form. */
  onAcceptRequest: (id: string) => void;
  onToggleAwaitingPayment: () => void;
  /** A company chosen in the filter, or null for every company. */
  onCompanyFilter: (companyId: string | null) => void;
  /** Load again after a failure (also offered while offline). */
  onRetry: () => void;
  /** The time zone of the times shown (scheduled badges); `America/Sao_Paulo` unless told. */
  timeZone?: string;
}

/** Where the drawer's order stands: loading it, its load failed, or shown. */
export type OrderDrawerStatus = 'loading' | 'failed' | 'ready';

/** A move the drawer asks for, and who changed the order first: the domain's (src/domain/orderTransitions.ts). */
import type { OrderChangeConflict, OrderMoveRequest } from '../../domain/orderTransitions';

export type { OrderMoveRequest };
export type OrderConflict = OrderChangeConflict;

/** Props of `OrderDrawer`. */
export interface OrderDrawerProps {
  /** The board's drawer acts on the order (absent or false); see {@link ReadOnlyOrderDrawerProps}. */
  readOnly?: false;
  status: OrderDrawerStatus;
  /** The order (null while loading or after a failed load). */
  order: Order | null;
  /** What the transition table lets this user do to the order now (`allowedTransitions`), as buttons. */
  moves: readonly OrderMove[];
  /** The company's delivery men, for the assign form. */
  riders: readonly OrderRiderOption[];
  /** The preparation minutes the accept form proposes (the company's `settings.prepMinutes`). */
  defaultPrepMinutes: number;
  /** A move was sent and its answer awaited: the buttons wait. */
  submitting: boolean;
  /** Why the order could not be loaded (status `failed`). */
  failure: FailureView | null;
  /** The server refused the last move: its reason, said by its code. */
  refusal: FailureView | null;
  /** The order was changed by someone else: the notice, shown above the actions of its new state. */
  conflict: OrderConflict | null;
  /** A form to open at once (the board's `a` asks for `accept`); ignored when no move has that action. */
  initialAction: OrderAction | null;
  /** Send a move (after its form and, for accepting, its confirmation). */
  onMove: (request: OrderMoveRequest) => void;
  onPrint: () => void;
  /** Close the drawer (its close button or Escape). */
  onClose: () => void;
  /** Load the order again after a failed load. */
  onRetry: () => void;
  /** The time zone of the times shown; `America/Sao_Paulo` unless told. */
  timeZone?: string;
}

/**
 * Props of `OrderDrawer` read-only (the order history's): the order with its whole timeline, no
 * moves and no print.
 */
export interface ReadOnlyOrderDrawerProps extends Pick<OrderDrawerProps, 'status' | 'order' | 'failure' | 'onClose' | 'onRetry' | 'timeZone'> {
  readOnly: true;
}

/** Which ticket a print route shows: the kitchen or picking ticket, or the fiscal one. */
export type OrderTicketVariant = 'ticket' | 'fiscal';

/** Where the print page stands: loading, shown, the signed link refused (403), or no such order (404), or another failure. */
export type OrderTicketStatus = 'loading' | 'ready' | 'invalidLink' | 'notFound' | 'failed';

/** Props of `OrderTicket`. */
export interface OrderTicketProps {
  status: OrderTicketStatus;
  order: Order | null;
  variant: OrderTicketVariant;
  /** Prints the page (`window.print()` where it is bound); the button is hidden on paper. */
  onPrint: () => void;
  /** The time zone of the times printed; `America/Sao_Paulo` unless told. */
  timeZone?: string;
}

/** Where the desk settings dialog stands: closed, being edited, or its values sent and awaited. */
export type OrderDeskSettingsStatus = 'closed' | 'editing' | 'saving';

/** Props of `OrderDeskSettings`: the board's settings button and its dialog. */
export interface OrderDeskSettingsProps {
  status: OrderDeskSettingsStatus;
  /** Why the button is off: `loading` until the board is read, `choose_company` while a staff board shows every company; null when it may be used. */
  disabledReason: 'loading' | 'choose_company' | null;
  /** The name of the company whose settings the dialog edits (null while closed). */
  companyName: string | null;
  /** What the form starts from: the company's settings, or the values of a refused save. */
  values: OrderSettings | null;
  /** Why the server refused the last save, said by its code (shown until the next save). */
  refusal: FailureView | null;
  /** Opens the dialog (the button). */
  onOpen: () => void;
  /** Raised with valid values only (Save or Enter). */
  onSave: (settings: OrderSettings) => void;
  /** Closes the dialog without saving (Cancel, Escape, a click outside). */
  onCancel: () => void;
}
