import type { Insertable, Updateable } from 'kysely';
import type { Ticket, TicketCreation, TicketMessageCreation, TicketUpdate } from '../../src/contract/schema.gen';
import {
  canMove,
  dueAfterMove,
  dueAfterPriority,
  dueFrom,
  mayWriteInternal,
  moveNeedsReason,
  protocolDay,
  protocolOf,
  statusAfterAssignment,
  statusAfterMessage,
  type TicketPriority,
  type TicketRequesterKind,
  type TicketStatus,
} from '../../src/domain/helpdesk';
import { normalizePhone } from '../../src/domain/phone';
import { inTransaction, type Db } from '../db';
import type { TicketChangesTable, TicketsTable } from '../db/schema';
import {
  companyOrderByNumber,
  insertTicket,
  insertTicketChanges,
  insertTicketMessage,
  nextProtocolCounter,
  responseTargetsOf,
  updateTicketRow,
  type TicketRow,
} from '../repositories/tickets';
import { userNameOf } from '../repositories/ticketPeople';
import { actingCompanyOf, visibleTicket, type TicketCaller } from './helpdeskAccess';
import { ticketAnswer } from './helpdeskAnswers';
import { helpdeskErrors } from './helpdeskErrors';
import { staffUser } from './helpdeskPeople';
import { newDocumentId } from './whatsapp';

type Targets = Readonly<Record<TicketPriority, number>>;
type ChangeRow = Insertable<TicketChangesTable>;

/** A text field trimmed, or a 400 `required` naming it when blank. */
function filled(field: string, value: string): string {
  const text = value.trim();
  if (text === '') throw helpdeskErrors.required(field);
  return text;
}

/** Who a new ticket is for: the company user itself, or the customer, rider or partner staff name. */
function requesterOf(caller: TicketCaller, body: TicketCreation): { kind: TicketRequesterKind; name: string; id: number | null } {
  if (caller.actor === 'requester') {
    if (body.requesterKind !== undefined && body.requesterKind !== 'company') throw helpdeskErrors.requesterKindForStaff();
    return { kind: 'company', name: caller.principal.user.fullname, id: caller.principal.userId };
  }
  if (body.requesterKind === undefined) throw helpdeskErrors.required('requesterKind');
  if (body.requesterKind === 'company') throw helpdeskErrors.invalidRequesterKind(body.requesterKind);
  return { kind: body.requesterKind, name: filled('requesterName', body.requesterName ?? ''), id: null };
}

/** The WhatsApp number's digits, null when none is sent, or a 400 `invalid_phone`. */
function whatsappOf(text: string | undefined): string | null {
  if (text === undefined || text.trim() === '') return null;
  const digits = normalizePhone(text);
  if (digits === null) throw helpdeskErrors.invalidPhone();
  return digits;
}

/**
 * Opens a ticket NEW at `now` for the caller's company (a company user's own, staff's from the
 * `Company` header), due by the response target of its priority, with the next protocol of the
 * day taken in the same transaction.
 */
export async function openTicket(db: Db, caller: TicketCaller, body: TicketCreation, now: Date): Promise<Ticket> {
  const companyId = actingCompanyOf(caller);
  const subject = filled('subject', body.subject);
  const description = filled('description', body.description);
  const requester = requesterOf(caller, body);
  const whatsapp = whatsappOf(body.whatsapp);
  return inTransaction(db, async (trx) => {
    const order = body.orderNumber === undefined ? undefined : await companyOrderByNumber(trx, companyId, body.orderNumber);
    if (body.orderNumber !== undefined && !order) throw helpdeskErrors.unknownOrder(body.orderNumber);
    const targets = await responseTargetsOf(trx);
    const day = protocolDay(now);
    const counter = await nextProtocolCounter(trx, day);
    const row = await insertTicket(trx, {
      id: newDocumentId(),
      protocol: protocolOf(day, counter),
      company_id: companyId,
      subject,
      description,
      status: 'NEW',
      priority: body.priority,
      department: body.department,
      requester_id: requester.id,
      requester_kind: requester.kind,
      requester_name: requester.name,
      order_id: order?.id ?? null,
      whatsapp,
      assignee_id: null,
      due_at: dueFrom(now.getTime(), body.priority, targets),
      created_at: now,
      updated_at: now,
      version: 1,
    });
    return ticketAnswer(trx, row.id, mayWriteInternal(caller.actor), now);
  });
}

/** Ticket `protocol` whole, as the caller may read it (no internal notes for a company user). */
export function readTicket(db: Db, caller: TicketCaller, protocol: string, now: Date): Promise<Ticket> {
  return visibleTicket(db, caller, protocol).then((ticket) => ticketAnswer(db, ticket.id, mayWriteInternal(caller.actor), now));
}

/**
 * The columns a move of `ticket` to `to` at `now` writes: the status, the due time
 * (src/domain/helpdesk.ts `dueAfterMove`: the clock paused while ON_HOLD, a new one on reopening),
 * when it was put on hold and when it was solved.
 */
function moveColumns(ticket: TicketRow, to: TicketStatus, now: Date, targets: Targets): Updateable<TicketsTable> {
  const heldSince = ticket.held_since === null ? null : ticket.held_since.toISOString();
  const columns: Updateable<TicketsTable> = {
    status: to,
    due_at: dueAfterMove({ status: ticket.status, dueAt: ticket.due_at.toISOString(), priority: ticket.priority, heldSince }, to, now.getTime(), targets),
  };
  if (to === 'ON_HOLD') columns.held_since = now;
  else if (ticket.status === 'ON_HOLD') columns.held_since = null;
  if (to === 'SOLVED') columns.solved_at = now;
  else if (ticket.status === 'SOLVED') columns.solved_at = null;
  return columns;
}

/** One change of `ticket` by the caller at `now`. */
function changeRow(ticket: TicketRow, caller: TicketCaller, now: Date, field: ChangeRow['field'], from: string | null, to: string | null, reason: string | null = null): ChangeRow {
  return { ticket_id: ticket.id, field, from_value: from, to_value: to, reason, actor_id: caller.principal.userId, actor_name: caller.principal.user.fullname, created_at: now };
}

/** Writes `columns` over `ticket` with its version + 1 and the time, and its changes. */
async function writeTicket(trx: Db, ticket: TicketRow, columns: Updateable<TicketsTable>, changes: ChangeRow[], now: Date): Promise<void> {
  await updateTicketRow(trx, ticket.id, { ...columns, version: ticket.version + 1, updated_at: now });
  await insertTicketChanges(trx, changes);
}

/** A company user may only cancel: any other field, or another status, is refused (403). */
function checkRequesterUpdate(body: TicketUpdate): void {
  for (const field of ['priority', 'department', 'assigneeId'] as const) if (body[field] !== undefined) throw helpdeskErrors.onlyCancel(field);
  if (body.status !== undefined && body.status !== 'CANCELED') throw helpdeskErrors.onlyCancel('status');
}

/**
 * Adds to `columns` and `changes` the assignment of `ticket` to staff user `assigneeId` (null:
 * nobody; 400 `unknown_reference` for a user who is not staff), and the start it causes
 * (src/domain/helpdesk.ts `statusAfterAssignment`); answers the columns.
 */
async function assign(
  trx: Db,
  ticket: TicketRow,
  caller: TicketCaller,
  assigneeId: string | null,
  write: { columns: Updateable<TicketsTable>; changes: ChangeRow[]; now: Date; targets: Targets },
): Promise<Updateable<TicketsTable>> {
  const { changes, now, targets } = write;
  const assignee = assigneeId === null ? null : await staffUser(trx, assigneeId);
  if (assigneeId !== null && assignee === null) throw helpdeskErrors.invalidAssignee(assigneeId);
  if ((assignee?.id ?? null) === ticket.assignee_id) return write.columns;
  const fromName = ticket.assignee_id === null ? null : await userNameOf(trx, ticket.assignee_id);
  let columns: Updateable<TicketsTable> = { ...write.columns, assignee_id: assignee?.id ?? null };
  changes.push(changeRow(ticket, caller, now, 'assignee', fromName, assignee?.fullname ?? null));
  const status = columns.status ?? ticket.status;
  const started = statusAfterAssignment(status, assignee === null ? null : String(assignee.id));
  if (started !== status) {
    columns = { ...columns, ...moveColumns(ticket, started, now, targets) };
    changes.push(changeRow(ticket, caller, now, 'status', status, started));
  }
  return columns;
}

/**
 * Changes ticket `protocol` as `body` asks at `now`, read at `body.version` (409 `stale_version`
 * otherwise): the status by hand (src/domain/helpdesk.ts `canMove`; a reason to cancel), the
 * priority, the department, the assignee (a NEW ticket assigned starts), each change kept with
 * the caller and the time. Fields sent with their current value change nothing.
 */
export async function changeTicket(db: Db, caller: TicketCaller, protocol: string, body: TicketUpdate, now: Date): Promise<Ticket> {
  if (caller.actor === 'requester') checkRequesterUpdate(body);
  return inTransaction(db, async (trx) => {
    const ticket = await visibleTicket(trx, caller, protocol, true);
    if (body.version !== ticket.version) throw helpdeskErrors.staleVersion(body.version, ticket.version, ticket.status);
    const targets = await responseTargetsOf(trx);
    let columns: Updateable<TicketsTable> = {};
    const changes: ChangeRow[] = [];
    if (body.status !== undefined && body.status !== ticket.status) {
      if (!canMove(caller.actor, ticket.status, body.status)) throw helpdeskErrors.illegalTransition(ticket.status, body.status);
      const reason = moveNeedsReason(body.status) ? (body.reason ?? '').trim() : null;
      if (reason === '') throw helpdeskErrors.missingReason();
      columns = { ...moveColumns(ticket, body.status, now, targets), ...(body.status === 'CANCELED' ? { canceled_reason: reason } : {}) };
      changes.push(changeRow(ticket, caller, now, 'status', ticket.status, body.status, reason));
    }
    if (body.priority !== undefined && body.priority !== ticket.priority) {
      columns.priority = body.priority;
      // The due time as a status change in the same request left it.
      const due = new Date(columns.due_at ?? ticket.due_at).toISOString();
      columns.due_at = dueAfterPriority(due, ticket.priority, body.priority, targets);
      changes.push(changeRow(ticket, caller, now, 'priority', ticket.priority, body.priority));
    }
    if (body.department !== undefined && body.department !== ticket.department) {
      columns.department = body.department;
      changes.push(changeRow(ticket, caller, now, 'department', ticket.department, body.department));
    }
    if (body.assigneeId !== undefined) columns = await assign(trx, ticket, caller, body.assigneeId, { columns, changes, now, targets });
    if (changes.length > 0) await writeTicket(trx, ticket, columns, changes, now);
    return ticketAnswer(trx, ticket.id, mayWriteInternal(caller.actor), now);
  });
}

/**
 * Adds the caller's message to ticket `protocol` at `now`: an internal note (staff only, 403
 * otherwise) or a public reply, with the status it causes (src/domain/helpdesk.ts
 * `statusAfterMessage`; 409 `ticket_closed` when refused) kept as a change by its author; a staff
 * reply is the ticket's first response when none came before.
 */
export async function addMessage(db: Db, caller: TicketCaller, protocol: string, body: TicketMessageCreation, now: Date): Promise<Ticket> {
  const internal = body.internal ?? false;
  if (internal && !mayWriteInternal(caller.actor)) throw helpdeskErrors.internalForStaff();
  const text = filled('body', body.body);
  return inTransaction(db, async (trx) => {
    const ticket = await visibleTicket(trx, caller, protocol, true);
    const next = statusAfterMessage({ status: ticket.status, solvedAt: ticket.solved_at?.toISOString() ?? null }, { actor: caller.actor, internal }, now.getTime());
    if ('refused' in next) throw helpdeskErrors.ticketClosed(ticket.protocol, next.refused);
    const fromStaff = caller.actor === 'staff';
    await insertTicketMessage(trx, { ticket_id: ticket.id, author_id: caller.principal.userId, author_name: caller.principal.user.fullname, from_staff: fromStaff, internal, body: text, created_at: now });
    let columns: Updateable<TicketsTable> = {};
    const changes: ChangeRow[] = [];
    if (next.status !== ticket.status) {
      columns = moveColumns(ticket, next.status, now, await responseTargetsOf(trx));
      changes.push(changeRow(ticket, caller, now, 'status', ticket.status, next.status));
    }
    if (fromStaff && !internal && ticket.first_response_at === null) columns.first_response_at = now;
    await writeTicket(trx, ticket, columns, changes, now);
    return ticketAnswer(trx, ticket.id, mayWriteInternal(caller.actor), now);
  });
}
