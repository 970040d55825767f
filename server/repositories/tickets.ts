import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { TicketPriority } from '../../src/domain/helpdesk';
import type { Db } from '../db';
import type { TicketChangesTable, TicketMessagesTable, TicketsTable } from '../db/schema';

// The help desk's tickets (table tickets), their thread (ticket_messages) and changes
// (ticket_changes), the daily protocol counter and the response targets.

export type TicketRow = Selectable<TicketsTable>;
export type TicketMessageRow = Selectable<TicketMessagesTable>;
export type TicketChangeRow = Selectable<TicketChangesTable>;

/**
 * Takes the next counter of `day` (`YYYY-MM-DD`) in one statement: the day's row stays locked until
 * `trx` ends, so a ticket opened at the same instant waits and takes the next one.
 */
export async function nextProtocolCounter(trx: Db, day: string): Promise<number> {
  const row = await trx
    .insertInto('ticket_protocol_counters')
    .values({ day, last: 1 })
    .onConflict((oc) => oc.column('day').doUpdateSet({ last: sql<number>`ticket_protocol_counters.last + 1` }))
    .returning('last')
    .executeTakeFirstOrThrow();
  return row.last;
}

/** The minutes to solve a ticket of each priority, as stored. */
export async function responseTargetsOf(db: Db): Promise<Record<TicketPriority, number>> {
  const rows = await db.selectFrom('ticket_response_targets').select(['priority', 'minutes']).execute();
  const targets: Partial<Record<TicketPriority, number>> = {};
  for (const row of rows) targets[row.priority] = row.minutes;
  const { LOW, MEDIUM, HIGH } = targets;
  // Migration 0018 writes the three rows and nothing deletes them.
  if (LOW === undefined || MEDIUM === undefined || HIGH === undefined) throw new Error('ticket_response_targets lacks a priority');
  return { LOW, MEDIUM, HIGH };
}

/** Writes the minutes of every priority. */
export async function setResponseTargets(db: Db, targets: Readonly<Record<TicketPriority, number>>, now: Date): Promise<void> {
  for (const [priority, minutes] of Object.entries(targets) as [TicketPriority, number][]) {
    await db.updateTable('ticket_response_targets').set({ minutes, updated_at: now }).where('priority', '=', priority).execute();
  }
}

export function insertTicket(trx: Db, values: Insertable<TicketsTable>): Promise<TicketRow> {
  return trx.insertInto('tickets').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Writes `changes` over ticket `id`; answers the row as it then is. */
export function updateTicketRow(trx: Db, id: string, changes: Updateable<TicketsTable>): Promise<TicketRow> {
  return trx.updateTable('tickets').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/** The ticket of `protocol`, or undefined; with `lock` (in a transaction) its row stays locked until the transaction ends. */
export function ticketByProtocol(db: Db, protocol: string, lock: boolean): Promise<TicketRow | undefined> {
  const query = db.selectFrom('tickets').selectAll().where('protocol', '=', protocol);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

export async function insertTicketMessage(trx: Db, values: Insertable<TicketMessagesTable>): Promise<void> {
  await trx.insertInto('ticket_messages').values(values).execute();
}

export async function insertTicketChanges(trx: Db, values: Insertable<TicketChangesTable>[]): Promise<void> {
  if (values.length > 0) await trx.insertInto('ticket_changes').values(values).execute();
}

/** The thread of ticket `ticketId`, oldest first; without `internal`, the public replies only. */
export function ticketMessages(db: Db, ticketId: string, internal: boolean): Promise<TicketMessageRow[]> {
  let query = db.selectFrom('ticket_messages').selectAll().where('ticket_id', '=', ticketId);
  if (!internal) query = query.where('internal', '=', false);
  return query.orderBy('id').execute();
}

/** The changes of ticket `ticketId`, oldest first. */
export function ticketChanges(db: Db, ticketId: string): Promise<TicketChangeRow[]> {
  return db.selectFrom('ticket_changes').selectAll().where('ticket_id', '=', ticketId).orderBy('id').execute();
}

/** The tickets (`t`) with their company's name, their assignee's name and their order (`o`, left joined). */
export function ticketsWithNames(db: Db) {
  return db
    .selectFrom('tickets as t')
    .innerJoin('companies as c', 'c.id', 't.company_id')
    .leftJoin('users as a', 'a.id', 't.assignee_id')
    .selectAll('t')
    .select(['c.name as company_name', 'a.fullname as assignee_name']);
}

/** A ticket with its company's and assignee's names. */
export type TicketView = Awaited<ReturnType<ReturnType<typeof ticketsWithNames>['execute']>>[number];

/** Ticket `id` with its names. */
export function ticketViewOf(db: Db, id: string): Promise<TicketView | undefined> {
  return ticketsWithNames(db).where('t.id', '=', id).executeTakeFirst();
}

/** The order a ticket names, as the ticket shows it. */
export function ticketOrderOf(db: Db, orderId: string) {
  return db.selectFrom('orders').select(['id', 'number', 'status', 'total', 'placed_at']).where('id', '=', orderId).executeTakeFirst();
}

/** Order number `number` of company `companyId`, or undefined. */
export function companyOrderByNumber(db: Db, companyId: string, number: number) {
  return db.selectFrom('orders').select('id').where('company_id', '=', companyId).where('number', '=', number).executeTakeFirst();
}

/** Up to `limit` orders of company `companyId`, newest first, whose number starts with `prefix` (every order when empty). */
export function companyOrderOptions(db: Db, companyId: string, prefix: string, limit: number) {
  let query = db.selectFrom('orders').select(['id', 'number', 'status', 'total', 'placed_at', 'customer_name']).where('company_id', '=', companyId);
  if (prefix !== '') query = query.where(sql<string>`number::text`, 'like', `${prefix}%`);
  return query.orderBy('placed_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}
