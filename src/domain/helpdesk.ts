/**
 * The help desk (issue 26): the seed's vocabularies of tickets (seed 001, "Enumerations"), the
 * protocol, the response clock and the one transition table that the server enforces and the app
 * offers. Pure: no I/O, the instant `now` is always given.
 */

/** The seed's ticket statuses, spelled exactly. */
export const TICKET_STATUSES = Object.freeze(['NEW', 'IN_PROGRESS', 'ON_HOLD', 'SOLVED', 'CANCELED'] as const);
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** The seed's ticket priorities, from the least urgent. */
export const TICKET_PRIORITIES = Object.freeze(['LOW', 'MEDIUM', 'HIGH'] as const);
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

/** The seed's departments. */
export const TICKET_DEPARTMENTS = Object.freeze(['ADMINISTRATIVE', 'COMMERCIAL', 'MARKETING', 'FINANCIAL', 'SUPPORT', 'TI'] as const);
export type TicketDepartment = (typeof TICKET_DEPARTMENTS)[number];

/**
 * Who a ticket was opened for: `company` a user of the ticket's company (who opened it), or a
 * customer, rider or partner for whom staff opened it (by phone or WhatsApp).
 */
export const TICKET_REQUESTER_KINDS = Object.freeze(['company', 'customer', 'rider', 'partner'] as const);
export type TicketRequesterKind = (typeof TICKET_REQUESTER_KINDS)[number];

/** The statuses in which a ticket is still worked on (its clock runs in NEW and IN_PROGRESS). */
export const OPEN_TICKET_STATUSES: readonly TicketStatus[] = Object.freeze(['NEW', 'IN_PROGRESS', 'ON_HOLD']);

/** Days after it was solved in which a reply of the requester reopens a ticket; later it is closed. */
export const REOPEN_DAYS = 7;
const DAY_MS = 86_400_000;

/** Minutes to solve a ticket of each priority, unless the platform configured others (`PUT /v2/helpdesk/response-targets`). */
export const DEFAULT_RESPONSE_TARGET_MINUTES: Readonly<Record<TicketPriority, number>> = Object.freeze({ HIGH: 240, MEDIUM: 1440, LOW: 4320 });

/** The bounds of a response target: one minute to 30 days. */
export const RESPONSE_TARGET_MIN_MINUTES = 1;
export const RESPONSE_TARGET_MAX_MINUTES = 43_200;

/** Digits of the daily counter in a protocol (`20261125-000123`). */
export const PROTOCOL_COUNTER_DIGITS = 6;
export const PROTOCOL_PATTERN = /^\d{8}-\d{6}$/;

/** The calendar the protocol's date is read on: the platform's. */
export const PROTOCOL_TIME_ZONE = 'America/Sao_Paulo';

/** The protocol of the `counter`-th ticket of `day` (`YYYY-MM-DD` or `YYYYMMDD`): `20261125-000123`. */
export function protocolOf(day: string, counter: number): string {
  if (!Number.isInteger(counter) || counter < 1) throw new RangeError(`protocolOf: counter ${counter} is not a positive integer`);
  return `${day.replaceAll('-', '')}-${String(counter).padStart(PROTOCOL_COUNTER_DIGITS, '0')}`;
}

/** The day (`YYYY-MM-DD`) of `instant` on the protocol's calendar. */
export function protocolDay(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: PROTOCOL_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

export function isTicketStatus(value: unknown): value is TicketStatus {
  return typeof value === 'string' && (TICKET_STATUSES as readonly string[]).includes(value);
}
export function isTicketPriority(value: unknown): value is TicketPriority {
  return typeof value === 'string' && (TICKET_PRIORITIES as readonly string[]).includes(value);
}
export function isTicketDepartment(value: unknown): value is TicketDepartment {
  return typeof value === 'string' && (TICKET_DEPARTMENTS as readonly string[]).includes(value);
}

/**
 * Who acts on a ticket: `staff` (`accessToGlobal` or `accessToRoot`) on any company's, `requester`
 * a user of the ticket's company. A company user is staff only through a role granting one of those
 * (see {@link ticketActorOf}), as on the order desk.
 */
export type TicketActor = 'staff' | 'requester';

/** The permissions that make their holder staff on the tickets of every company it acts for. */
export const TICKET_STAFF_PERMISSIONS = Object.freeze(['accessToGlobal', 'accessToRoot'] as const);

/**
 * Who the holder of these effective permissions is to a ticket: staff when it holds one of
 * {@link TICKET_STAFF_PERMISSIONS}, else the requester side (a user of the ticket's company).
 * @example ticketActorOf(['accessToHelpDeskTickets']) // 'requester'
 */
export function ticketActorOf(permissions: readonly string[]): TicketActor {
  return TICKET_STAFF_PERMISSIONS.some((name) => permissions.includes(name)) ? 'staff' : 'requester';
}

/**
 * The status moves made by hand (the status menu of the ticket), per actor. The automatic ones are
 * {@link statusAfterMessage} and {@link statusAfterAssignment}. Staff work the ticket (start it,
 * hold it, take it back, solve it, cancel it); the requester may only cancel its own ticket while it
 * is open. A solved ticket is reopened by a reply of its requester within {@link REOPEN_DAYS} days, a
 * cancelled one is final.
 */
const MANUAL_MOVES: Readonly<Record<TicketActor, Readonly<Record<TicketStatus, readonly TicketStatus[]>>>> = Object.freeze({
  staff: {
    NEW: ['IN_PROGRESS', 'CANCELED'],
    IN_PROGRESS: ['ON_HOLD', 'SOLVED', 'CANCELED'],
    ON_HOLD: ['IN_PROGRESS', 'SOLVED', 'CANCELED'],
    SOLVED: [],
    CANCELED: [],
  },
  requester: {
    NEW: ['CANCELED'],
    IN_PROGRESS: ['CANCELED'],
    ON_HOLD: ['CANCELED'],
    SOLVED: [],
    CANCELED: [],
  },
});

/** The statuses `actor` may move a ticket in `from` to by hand, in the menu's order. */
export function manualMoves(actor: TicketActor, from: TicketStatus): readonly TicketStatus[] {
  return MANUAL_MOVES[actor][from];
}

/** Whether `actor` may move a ticket from `from` to `to` by hand. */
export function canMove(actor: TicketActor, from: TicketStatus, to: TicketStatus): boolean {
  return MANUAL_MOVES[actor][from].includes(to);
}

/** Moves to CANCELED need a reason. */
export function moveNeedsReason(to: TicketStatus): boolean {
  return to === 'CANCELED';
}

/** What the thread may receive from whom: staff write public replies and internal notes, the requester public replies only. */
export function mayWriteInternal(actor: TicketActor): boolean {
  return actor === 'staff';
}

/** The least of a ticket the rules read. */
export interface TicketClock {
  status: TicketStatus;
  solvedAt: string | null;
}

/** Whether a solved ticket is closed at `now`: more than {@link REOPEN_DAYS} days since it was solved. */
export function isClosed(ticket: TicketClock, now: number): boolean {
  return ticket.status === 'SOLVED' && ticket.solvedAt !== null && now - Date.parse(ticket.solvedAt) > REOPEN_DAYS * DAY_MS;
}

/** When a solved ticket closes (no longer reopened by a reply), or null for a ticket not solved. */
export function closesAt(ticket: TicketClock): string | null {
  if (ticket.status !== 'SOLVED' || ticket.solvedAt === null) return null;
  return new Date(Date.parse(ticket.solvedAt) + REOPEN_DAYS * DAY_MS).toISOString();
}

/** Why a message is refused: the ticket is cancelled, or solved more than 7 days ago. */
export type MessageRefusal = 'canceled' | 'closed';

/**
 * The status a ticket takes when `actor` writes in its thread, or the refusal. A public reply of
 * staff starts a NEW ticket (IN_PROGRESS); an internal note changes nothing. A reply of the
 * requester takes an ON_HOLD ticket back to IN_PROGRESS, and reopens a SOLVED one within 7 days
 * (IN_PROGRESS); later the ticket is closed. Nobody writes in a CANCELED ticket; staff may still add
 * internal notes to a solved one (closed or not), not public replies once it is closed.
 */
export function statusAfterMessage(
  ticket: TicketClock,
  message: { actor: TicketActor; internal: boolean },
  now: number,
): { status: TicketStatus } | { refused: MessageRefusal } {
  if (ticket.status === 'CANCELED') return { refused: 'canceled' };
  if (message.actor === 'staff') {
    if (message.internal) return { status: ticket.status };
    if (isClosed(ticket, now)) return { refused: 'closed' };
    return { status: ticket.status === 'NEW' ? 'IN_PROGRESS' : ticket.status };
  }
  if (isClosed(ticket, now)) return { refused: 'closed' };
  if (ticket.status === 'SOLVED' || ticket.status === 'ON_HOLD') return { status: 'IN_PROGRESS' };
  return { status: ticket.status };
}

/** The status a ticket takes when staff assign it to someone: a NEW one starts (IN_PROGRESS). */
export function statusAfterAssignment(status: TicketStatus, assigneeId: string | null): TicketStatus {
  return status === 'NEW' && assigneeId !== null ? 'IN_PROGRESS' : status;
}

/** The least of a ticket its response clock reads. */
export interface TicketDue {
  status: TicketStatus;
  /** When the ticket should be solved (the clock's end), moved on by the time it spent on hold. */
  dueAt: string;
}

/** Whether the ticket is past its due time at `now`: only while its clock runs (NEW, IN_PROGRESS). */
export function isOverdue(ticket: TicketDue, now: number): boolean {
  return (ticket.status === 'NEW' || ticket.status === 'IN_PROGRESS') && Date.parse(ticket.dueAt) < now;
}

/** The due time of a ticket of `priority` opened (or reopened) at `from`, with the targets in minutes. */
export function dueFrom(from: number, priority: TicketPriority, targets: Readonly<Record<TicketPriority, number>>): string {
  return new Date(from + targets[priority] * 60_000).toISOString();
}

/**
 * The due time after a status change at `now`: leaving ON_HOLD moves it on by the time held
 * (`heldSince`), so the clock paused; reopening (SOLVED → IN_PROGRESS) starts a new clock.
 */
export function dueAfterMove(
  ticket: { status: TicketStatus; dueAt: string; priority: TicketPriority; heldSince: string | null },
  to: TicketStatus,
  now: number,
  targets: Readonly<Record<TicketPriority, number>>,
): string {
  if (ticket.status === 'ON_HOLD' && to !== 'ON_HOLD' && ticket.heldSince !== null) {
    return new Date(Date.parse(ticket.dueAt) + Math.max(0, now - Date.parse(ticket.heldSince))).toISOString();
  }
  if (ticket.status === 'SOLVED' && to === 'IN_PROGRESS') return dueFrom(now, ticket.priority, targets);
  return ticket.dueAt;
}

/**
 * The due time after the priority changes from `from` to `to`: moved by the difference of their
 * targets, so the clock keeps what it counted (since the opening, less the time on hold) against
 * the new priority's target.
 * @example dueAfterPriority('2026-11-26T12:00:00.000Z', 'MEDIUM', 'HIGH', DEFAULT_RESPONSE_TARGET_MINUTES) // '2026-11-25T16:00:00.000Z'
 */
export function dueAfterPriority(dueAt: string, from: TicketPriority, to: TicketPriority, targets: Readonly<Record<TicketPriority, number>>): string {
  return new Date(Date.parse(dueAt) + (targets[to] - targets[from]) * 60_000).toISOString();
}

/** A subject and a description: limits shared by the form and the contract. */
export const TICKET_SUBJECT_MAX = 160;
export const TICKET_DESCRIPTION_MAX = 5000;
export const TICKET_MESSAGE_MAX = 5000;
export const TICKET_REASON_MAX = 500;
export const FAQ_QUESTION_MAX = 300;
export const FAQ_ANSWER_MAX = 5000;
