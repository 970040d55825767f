import type { Ticket, TicketChange, TicketMessage, TicketSummary } from '../../src/contract/schema.gen';
import { closesAt, isOverdue } from '../../src/domain/helpdesk';
import type { Db } from '../db';
import { ticketChanges, ticketMessages, ticketOrderOf, ticketViewOf, type TicketChangeRow, type TicketMessageRow, type TicketView } from '../repositories/tickets';

const isoOrNull = (at: Date | null) => (at === null ? null : at.toISOString());

/** The contract's summary of a ticket at `now` (`overdue` and `closesAt` by src/domain/helpdesk.ts). */
export function toTicketSummary(view: TicketView, now: Date): TicketSummary {
  const dueAt = view.due_at.toISOString();
  const solvedAt = isoOrNull(view.solved_at);
  return {
    _id: view.id,
    protocol: view.protocol,
    subject: view.subject,
    status: view.status,
    priority: view.priority,
    department: view.department,
    companyId: view.company_id,
    companyName: view.company_name,
    requester: view.requester_name,
    requesterKind: view.requester_kind,
    assignee: view.assignee_id !== null && view.assignee_name !== null ? { _id: String(view.assignee_id), name: view.assignee_name } : null,
    dueAt,
    overdue: isOverdue({ status: view.status, dueAt }, now.getTime()),
    createdAt: view.created_at.toISOString(),
    updatedAt: view.updated_at.toISOString(),
    firstResponseAt: isoOrNull(view.first_response_at),
    solvedAt,
    closesAt: closesAt({ status: view.status, solvedAt }),
    version: view.version,
  };
}

function toTicketMessage(row: TicketMessageRow): TicketMessage {
  return {
    _id: String(row.id),
    author: { _id: row.author_id === null ? '' : String(row.author_id), name: row.author_name },
    fromStaff: row.from_staff,
    internal: row.internal,
    body: row.body,
    createdAt: row.created_at.toISOString(),
  };
}

function toTicketChange(row: TicketChangeRow): TicketChange {
  return {
    _id: String(row.id),
    field: row.field,
    from: row.from_value,
    to: row.to_value,
    reason: row.reason,
    actor: { _id: row.actor_id === null ? '' : String(row.actor_id), name: row.actor_name },
    createdAt: row.created_at.toISOString(),
  };
}

/**
 * Ticket `id` whole at `now`: its summary, order, thread and changes. Without `internal` (a company
 * user's answer) the internal notes are left out.
 */
export async function ticketAnswer(db: Db, id: string, internal: boolean, now: Date): Promise<Ticket> {
  const view = await ticketViewOf(db, id);
  if (!view) throw new Error(`ticket ${id} vanished while it was answered`);
  const [order, messages, changes] = await Promise.all([
    view.order_id === null ? undefined : ticketOrderOf(db, view.order_id),
    ticketMessages(db, id, internal),
    ticketChanges(db, id),
  ]);
  return {
    ...toTicketSummary(view, now),
    description: view.description,
    order: order ? { _id: order.id, number: order.number, status: order.status, total: order.total, placedAt: order.placed_at.toISOString() } : null,
    whatsapp: view.whatsapp,
    canceledReason: view.canceled_reason,
    messages: messages.map(toTicketMessage),
    changes: changes.map(toTicketChange),
  };
}
