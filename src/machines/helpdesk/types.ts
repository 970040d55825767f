import type { ApiError } from '../../contract/apiError';
import type { FaqEntry, Order, Ticket, TicketOrderOption, TicketPerson } from '../../contract/schema.gen';
import type { ListQuery } from '../../domain/listQuery';
import type { TicketFilters } from '../../domain/helpdeskList';
import type { FaqValues, HelpdeskOption, NewTicketValues, TicketChangeRequest } from '../../domain/helpdeskValues';

export type { FaqValues, NewTicketValues, TicketChangeRequest };

/** What the ticket list starts from. */
export interface TicketListInput {
  /** The list query the address holds. */
  query: ListQuery;
  /** Staff (`accessToGlobal`, `accessToRoot`) read every company's tickets, filter by company and assignee, and set the response targets. */
  staff: boolean;
}

/** What the order field of the new ticket dialog looks for: digits of a number, in a company (staff) or the caller's own (null). */
export interface OrderSearch {
  digits: string;
  companyId: string | null;
}

/** The ticket list's data; what loads or fails is its state. */
export interface TicketListContext {
  query: ListQuery;
  staff: boolean;
  companies: HelpdeskOption[];
  assignees: TicketPerson[];
  /** The last order search asked, and what it found. */
  orderSearch: OrderSearch;
  orderOptions: TicketOrderOption[];
}

/** Every event the ticket list screen accepts (the list's own go to the list it invokes). */
export type TicketListEvent =
  /** New filters from the filter bar or a count: the list asks again from page 1. */
  | { type: 'user.filter'; filters: TicketFilters }
  /** The order field's text changed: its orders are read 150 ms after the last change. */
  | { type: 'user.order_search'; search: OrderSearch };

/** What the ticket page starts from. */
export interface TicketInput {
  protocol: string;
  staff: boolean;
}

/** A message sent, with its `Idempotency-Key`: sent again unchanged (after a lost answer), it keeps the key. */
export interface SentMessage {
  key: string;
  body: string;
  internal: boolean;
}

/** What the actor `sendMessage` is given. */
export interface TicketMessageInput {
  protocol: string;
  body: string;
  internal: boolean;
  idempotencyKey: string;
}

/** What the actor `changeTicket` is given: the change, against the version shown. */
export interface TicketChangeInput {
  protocol: string;
  version: number;
  change: TicketChangeRequest;
}

/** The order a ticket names, as its drawer reads it. */
export interface TicketOrderRef {
  orderId: string;
  companyId: string;
}

/** The ticket page's data; whether it reads, sends or changes is its state. */
export interface TicketContext {
  protocol: string;
  staff: boolean;
  ticket: Ticket | null;
  failure: ApiError | null;
  /** The reply box's text, kept until it is sent. */
  draft: string;
  internal: boolean;
  sent: SentMessage | null;
  sendFailure: ApiError | null;
  changeFailure: ApiError | null;
  assignees: TicketPerson[];
  order: Order | null;
  orderFailure: ApiError | null;
}

/** Every event the ticket page accepts. */
export type TicketEvent =
  | { type: 'user.draft'; text: string }
  | { type: 'user.internal'; internal: boolean }
  | { type: 'user.send' }
  | { type: 'user.change'; change: TicketChangeRequest }
  | { type: 'user.retry' }
  | { type: 'user.open_order' }
  | { type: 'user.close_order' }
  | { type: 'user.retry_order' };

/** The FAQ's data; whether it reads, edits or deletes is its state. */
export interface FaqContext {
  /** The search box as typed. */
  searchText: string;
  /** The search the entries answer (trimmed). */
  search: string;
  entries: FaqEntry[];
  failure: ApiError | null;
  /** The entry a delete is asked for. */
  target: FaqEntry | null;
  deleteFailure: ApiError | null;
}

/** Every event the FAQ accepts (its editor's own go to the editor it invokes). */
export type FaqEvent =
  | { type: 'user.search'; text: string }
  | { type: 'user.retry' }
  | { type: 'user.delete'; entry: FaqEntry }
  | { type: 'user.confirm_delete' }
  | { type: 'user.cancel_delete' }
  /** The editor saved an entry (sent by it with `sendParent`): the list is read again. */
  | { type: 'record.saved' }
  /** A delete was made (raised by the machine itself): the list is read again. */
  | { type: 'faq.deleted' };
