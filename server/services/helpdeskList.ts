import type { operations, TicketOrderOption, TicketsPaginator } from '../../src/contract/schema.gen';
import { PROTOCOL_COUNTER_DIGITS } from '../../src/domain/helpdesk';
import type { Db } from '../db';
import { ticketCounts, ticketPage, type TicketQuery } from '../repositories/ticketList';
import { companyOrderOptions } from '../repositories/tickets';
import { actingCompanyOf, type TicketCaller } from './helpdeskAccess';
import { toTicketSummary } from './helpdeskAnswers';
import { helpdeskErrors } from './helpdeskErrors';
import { paginatorPage, paginatorWindow } from './paging';

/** The query of listTickets. */
export type ListTicketsQuery = NonNullable<operations['listTickets']['parameters']['query']>;

/** The orders a new ticket's order menu lists at most. */
const ORDER_OPTIONS_MAX = 10;
/** Digits of a protocol's day (`20261125`). */
const PROTOCOL_DAY_DIGITS = 8;

/**
 * What a search text means: the start of a protocol when it holds only digits and dashes (digits
 * typed past the day get the dash: `20261125000` searches `20261125-000`), else every word of the
 * subject. Undefined for a blank text.
 * @example ticketSearchOf('20261125-0001') // { protocolPrefix: '20261125-0001' }
 * @example ticketSearchOf('Pedido  atrasado') // { words: ['Pedido', 'atrasado'] }
 */
export function ticketSearchOf(q: string | undefined): TicketQuery['text'] {
  const text = q?.trim() ?? '';
  if (text === '') return undefined;
  if (/^[\d-]+$/.test(text)) {
    const digits = text.replace(/-/g, '');
    const dashed = digits.length > PROTOCOL_DAY_DIGITS ? `${digits.slice(0, PROTOCOL_DAY_DIGITS)}-${digits.slice(PROTOCOL_DAY_DIGITS, PROTOCOL_DAY_DIGITS + PROTOCOL_COUNTER_DIGITS)}` : digits;
    return { protocolPrefix: dashed };
  }
  return { words: text.split(/\s+/) };
}

/** The assignee filter: the caller (`me`), nobody (`none`, null) or a user id; staff only (403). */
function assigneeOf(caller: TicketCaller, assignee: string | undefined): number | null | undefined {
  if (assignee === undefined) return undefined;
  if (caller.actor !== 'staff') throw helpdeskErrors.assigneeFilterForStaff();
  if (assignee === 'me') return caller.principal.userId;
  if (assignee === 'none') return null;
  if (!/^\d{1,9}$/.test(assignee)) throw helpdeskErrors.invalidAssigneeFilter();
  return Number(assignee);
}

/**
 * One page of the tickets the caller reads at `now`, filtered and sorted as `query` asks, with the
 * counts per status of the same filters (the status aside) and how many of those are overdue.
 */
export async function listTickets(db: Db, caller: TicketCaller, query: ListTicketsQuery, now: Date): Promise<TicketsPaginator> {
  const page = query.pageIn ?? 1;
  const { offset, limit } = paginatorWindow(page, query.pageOut ?? 10);
  const find: TicketQuery = {
    companyIds: caller.companyIds,
    statuses: query.status,
    priority: query.priority,
    department: query.department,
    assigneeId: assigneeOf(caller, query.assignee),
    overdueAt: query.overdue === true ? now : undefined,
    text: ticketSearchOf(query.q),
    sort: query.sort ?? '-createdAt',
  };
  const { counts, overdueCount } = await ticketCounts(db, find, now);
  const statuses = find.statuses && find.statuses.length > 0 ? new Set(find.statuses) : null;
  const totalDocs = Object.entries(counts).reduce((sum, [status, n]) => (statuses === null || statuses.has(status as keyof typeof counts) ? sum + n : sum), 0);
  const rows = offset < totalDocs ? await ticketPage(db, find, offset, limit) : [];
  return {
    ...paginatorPage(
      rows.map((row) => toTicketSummary(row, now)),
      totalDocs,
      page,
      limit,
    ),
    counts,
    overdueCount,
  };
}

/** Up to 10 orders of the caller's company (see `actingCompanyOf`), newest first, whose number starts with `q`. */
export async function ticketOrderOptions(db: Db, caller: TicketCaller, q: string | undefined): Promise<TicketOrderOption[]> {
  const companyId = actingCompanyOf(caller);
  const rows = await companyOrderOptions(db, companyId, q ?? '', ORDER_OPTIONS_MAX);
  return rows.map((row) => ({ _id: row.id, number: row.number, status: row.status, total: row.total, placedAt: row.placed_at.toISOString(), customerName: row.customer_name }));
}
