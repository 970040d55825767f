import type { AnyActorRef } from 'xstate';
import type { ApiError } from '../../contract/apiError';
import type { Order, OrderBoard, OrderBoardCompany, OrderSettings, OrderSummary } from '../../contract/schema.gen';
import type { OrderBoardType, OrderEvent } from '../../domain/orders';
import type { OrderDeskActor } from '../orderAction/types';

export type { OrderBoardType, OrderEvent } from '../../domain/orders';

/** The backoff's exponent stops growing here (1, 2, 4, 8, 16, then 30 s): the board then says it is offline. */
export const RECONNECT_MAX_ATTEMPTS = 6;


/** What the board starts on: its kind (the route's), the company it follows, who acts, and the clock. */
export interface OrderBoardInput {
  type: OrderBoardType;
  /** The company whose board this is; null: every company the session acts for (staff). */
  companyId: string | null;
  actor: OrderDeskActor;
  /** The local clock in ms (Date.now unless told): the server clock's offset is measured against it. */
  now?: () => number;
  /** The number of an order to open once the board is read (the new-order toast's `?order=`). */
  openNumber?: number | null;
  /**
   * The failed reconnections after which the wait stops growing and the board says it is offline
   * ({@link RECONNECT_MAX_ATTEMPTS} unless told: 1, 2, 4, 8, 16, then every 30 s). The model
   * tests shorten it, the backoff itself being tested once.
   */
  maxReconnectAttempts?: number;
}

/** An order event heard while the board was being read: read again if the answer is older. */
export interface OrderHint {
  orderId: string;
  version: number;
}

/** The board's data; loading, reading, reconnecting and the drawer are its states. */
export interface OrderBoardContext {
  type: OrderBoardType;
  companyId: string | null;
  actor: OrderDeskActor;
  now: () => number;
  /** The board's orders as last read (a card is replaced at once by a move's answer). */
  orders: OrderSummary[];
  companies: OrderBoardCompany[];
  /** The server's clock minus the local one at the last read, in ms: countdowns run on the server's time. */
  clockOffset: number;
  /** Where the event stream resumes: the board's, then each event's. */
  lastEventId: string | null;
  /** The company the board is filtered to (staff); null: every company. */
  companyFilter: string | null;
  showAwaitingPayment: boolean;
  /** The order open in the drawer. */
  selectedId: string | null;
  /** The form the drawer opens with (`accept` when asked from the board's `a` key). */
  initialAction: 'accept' | null;
  /** The number of an order to open once the board is read; null once done. */
  openNumber: number | null;
  /** The drawer's machine (one per opened order). */
  drawer: AnyActorRef | null;
  /** Newer versions heard while a read was under way. */
  hints: OrderHint[];
  /** The last re-read failed: the board shown is the one before (a warning, not a failure). */
  warning: ApiError | null;
  /** The first load failed (state `failed`). */
  failure: ApiError | null;
  /** Reconnections tried since the stream was last live (the backoff's exponent). */
  reconnectAttempts: number;
  /** Where {@link reconnectAttempts} stops: the wait no longer grows, and the board is offline. */
  maxReconnectAttempts: number;
  /** The company whose desk settings the dialog edits (state `ready.settings.editing` or `saving`). */
  settingsCompanyId: string | null;
  /** The settings the dialog shows: the company's when opened, then the values last sent (kept when refused). */
  settingsValues: OrderSettings | null;
  /** Why the last save of the settings was refused; cleared by the next save or on closing. */
  settingsFailure: ApiError | null;
}

/** What the actor `saveSettings` is given: the company and its new desk settings. */
export interface SettingsSave {
  companyId: string;
  settings: OrderSettings;
}

/** What the stream actor is given. */
export interface OrderEventsInput {
  type: OrderBoardType;
  companyId: string | null;
  lastEventId: string | null;
}

/** What the actor `getBoard` is given. */
export interface BoardQuery {
  type: OrderBoardType;
  companyId: string | null;
}

export type { OrderBoard, Order, OrderSettings };

/** Every event the board accepts. */
export type OrderBoardEvent =
  | { type: 'user.open'; orderId: string }
  /** The board's `a` on a new order: open it at the accept form. */
  | { type: 'user.accept_request'; orderId: string }
  | { type: 'user.close' }
  /** The address names an order (`?order=`, the new-order toast's link): open it, reading the board first if it is not on it. */
  | { type: 'address.order'; number: number }
  | { type: 'user.toggle_awaiting_payment' }
  | { type: 'user.filter_company'; companyId: string | null }
  /** Load after a failed load, or read the board now. */
  | { type: 'user.retry' }
  /** From the stream actor: it is live, it failed, an order changed. */
  | { type: 'stream.open' }
  | { type: 'stream.error'; error: ApiError }
  | { type: 'stream.order'; event: OrderEvent; eventId: string | null }
  /** Raised by the board itself as the stream connects again: the board, which the stream could not keep, is read too. */
  | { type: 'stream.retry' }
  /** From the drawer: a move's answer (the card changes at once), a print link to open. */
  | { type: 'order.moved'; order: Order }
  | { type: 'order.print'; token: string }
  /** The desk settings dialog: open it on the board's company, save values, close it. */
  | { type: 'user.open_settings' }
  | { type: 'user.save_settings'; settings: OrderSettings }
  | { type: 'user.cancel_settings' };
