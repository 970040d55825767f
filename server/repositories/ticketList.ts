import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { TICKET_STATUSES, type TicketDepartment, type TicketPriority, type TicketStatus } from '../../src/domain/helpdesk';
import type { Db } from '../db';
import { containsPattern } from '../services/paging';
import { foldSearchText } from './orders';
import { ticketsWithNames, type TicketView } from './tickets';

// The ticket list (listTickets): its filters over the tickets `t`, its page and its counts.

/** The list's sorts: by opening, due or last change time, `-` descending; ties by id the same way. */
export type TicketSort = 'createdAt' | '-createdAt' | 'dueAt' | '-dueAt' | 'updatedAt' | '-updatedAt';

/** How the list narrows the tickets; the fields sent all apply. */
export interface TicketQuery {
  /** The companies whose tickets are read; null: every company. */
  companyIds: readonly string[] | null;
  statuses?: readonly TicketStatus[] | undefined;
  priority?: TicketPriority | undefined;
  department?: TicketDepartment | undefined;
  /** A user's id, or null for the unassigned tickets. */
  assigneeId?: number | null | undefined;
  /** Only the tickets overdue at this instant ({@link overdueCondition}). */
  overdueAt?: Date | undefined;
  /** The start of a protocol, or words all in the subject. */
  text?: { protocolPrefix: string } | { words: readonly string[] } | undefined;
  sort: TicketSort;
}

/**
 * The domain rule of src/domain/helpdesk.ts `isOverdue` over the ticket `t` at `now`, as one SQL
 * expression: its clock runs (NEW or IN_PROGRESS) and its due time has passed.
 */
export function overdueCondition(now: Date): RawBuilder<SqlBool> {
  return sql<SqlBool>`(t.status in ('NEW', 'IN_PROGRESS') and t.due_at < ${now})`;
}

/** The conditions of `find` but the statuses, all to hold. */
function filterConditions(find: TicketQuery): RawBuilder<SqlBool>[] {
  const conditions: RawBuilder<SqlBool>[] = [];
  if (find.companyIds !== null) {
    conditions.push(find.companyIds.length === 0 ? sql<SqlBool>`false` : sql<SqlBool>`t.company_id in (${sql.join([...find.companyIds])})`);
  }
  if (find.priority) conditions.push(sql<SqlBool>`t.priority = ${find.priority}`);
  if (find.department) conditions.push(sql<SqlBool>`t.department = ${find.department}`);
  if (find.assigneeId === null) conditions.push(sql<SqlBool>`t.assignee_id is null`);
  else if (find.assigneeId !== undefined) conditions.push(sql<SqlBool>`t.assignee_id = ${find.assigneeId}`);
  if (find.overdueAt) conditions.push(overdueCondition(find.overdueAt));
  const text = find.text;
  if (text && 'protocolPrefix' in text) conditions.push(sql<SqlBool>`t.protocol like ${`${text.protocolPrefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  if (text && 'words' in text) {
    for (const word of text.words) conditions.push(sql<SqlBool>`t.search_subject like ${containsPattern(foldSearchText(word))}`);
  }
  return conditions;
}

function all(conditions: RawBuilder<SqlBool>[]): RawBuilder<SqlBool> {
  return conditions.length === 0 ? sql<SqlBool>`true` : sql<SqlBool>`${sql.join(conditions, sql` and `)}`;
}

/** The statuses condition of `find`, when it has one. */
function statusCondition(find: TicketQuery): RawBuilder<SqlBool>[] {
  return find.statuses && find.statuses.length > 0 ? [sql<SqlBool>`t.status in (${sql.join([...find.statuses])})`] : [];
}

/** The column and direction of a sort. */
function sortKey(sort: TicketSort): { column: 't.created_at' | 't.due_at' | 't.updated_at'; direction: 'asc' | 'desc' } {
  const field = sort.replace('-', '');
  const column = field === 'dueAt' ? 't.due_at' : field === 'updatedAt' ? 't.updated_at' : 't.created_at';
  return { column, direction: sort.startsWith('-') ? 'desc' : 'asc' };
}

/** How many tickets `find` finds in each status with its statuses aside, and how many of those are overdue at `now`. */
export async function ticketCounts(db: Db, find: TicketQuery, now: Date): Promise<{ counts: Record<TicketStatus, number>; overdueCount: number }> {
  const rows = await db
    .selectFrom('tickets as t')
    .select(['t.status', sql<number>`count(*)::int`.as('n'), sql<number>`(count(*) filter (where ${overdueCondition(now)}))::int`.as('overdue')])
    .where(all(filterConditions(find)))
    .groupBy('t.status')
    .execute();
  const counts = Object.fromEntries(TICKET_STATUSES.map((status) => [status, 0])) as Record<TicketStatus, number>;
  let overdueCount = 0;
  for (const row of rows) {
    counts[row.status] = row.n;
    overdueCount += row.overdue;
  }
  return { counts, overdueCount };
}

/** One page of the tickets `find` finds, in its sort. */
export function ticketPage(db: Db, find: TicketQuery, offset: number, limit: number): Promise<TicketView[]> {
  const { column, direction } = sortKey(find.sort);
  return ticketsWithNames(db)
    .where(all([...filterConditions(find), ...statusCondition(find)]))
    .orderBy(column, direction)
    .orderBy('t.id', direction)
    .offset(offset)
    .limit(limit)
    .execute();
}
