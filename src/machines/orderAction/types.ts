import type { ApiError } from '../../contract/apiError';
import type { Order, OrderPrintLink, OrderRiderOption, OrderTransition } from '../../contract/schema.gen';
import type { OrderMove } from '../../domain/orderTransitions';

/** Who moves the order: an operator of its company or staff (`orderActorOf` of src/domain/orders). */
export type OrderDeskActor = 'company' | 'staff';

/** What one drawer starts on: the order, its company, who acts, and the company's auto-print option. */
export interface OrderActionInput {
  orderId: string;
  companyId: string;
  actor: OrderDeskActor;
  /** The company's `settings.autoPrint`: accepting asks a print link at once. */
  autoPrint: boolean;
}

/** A move the drawer asks for, and who changed the order first: the domain's (src/domain/orderTransitions.ts). */
import type { OrderChangeConflict, OrderMoveRequest } from '../../domain/orderTransitions';

export type { OrderMoveRequest, OrderChangeConflict };

/** A move sent: its body and the `Idempotency-Key` it keeps while it is sent again unchanged. */
export interface SentMove {
  body: OrderTransition;
  key: string;
}

/** The drawer's data; loading, confirming, submitting, printing are its states. */
export interface OrderActionContext {
  orderId: string;
  companyId: string;
  actor: OrderDeskActor;
  autoPrint: boolean;
  /** The order as last read or answered; null until the first read. */
  order: Order | null;
  /** The moves this actor may make now (`allowedTransitions`): the buttons. */
  moves: OrderMove[];
  /** The company's delivery men, read once an assign move is offered; null until then. */
  riders: OrderRiderOption[] | null;
  /** The form's values of the move being confirmed or sent (kept after a refusal). */
  request: OrderMoveRequest | null;
  /** The move sent and not answered (kept after a network failure, for Retry with the same key). */
  sent: SentMove | null;
  /** Why the last move, print or background read failed (a refusal keeps its code). */
  error: ApiError | null;
  /** Why the order could not be loaded (state `failed`). */
  failure: ApiError | null;
  /** The order was changed by someone else: read again, this is who did it. */
  conflict: OrderChangeConflict | null;
  /** The last print link asked for (the page opens its ticket). */
  printLink: OrderPrintLink | null;
}

/** What the actor `transition` is given. */
export interface TransitionInput {
  orderId: string;
  companyId: string;
  body: OrderTransition;
  idempotencyKey: string;
}

/** What the actors `getOrder` and `createPrintLink` are given. */
export interface OrderRef {
  orderId: string;
  companyId: string;
}

/** Every event one drawer accepts. */
export type OrderActionEvent =
  /** Send a move (accepting waits for `user.confirm`). */
  | { type: 'user.move'; request: OrderMoveRequest }
  | { type: 'user.confirm' }
  | { type: 'user.back' }
  /** Load again after a failed load, or send again the move whose answer was lost. */
  | { type: 'user.retry' }
  | { type: 'user.print' }
  /** The board heard that the order changed (its version now). */
  | { type: 'order.changed'; version: number };
