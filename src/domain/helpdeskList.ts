// The ticket list's query (`/helpdesk/tickets`, issue 26): its filters as the address keeps them
// and the parameters of listTickets they become; the thread of a ticket as one timeline. Pure.
import type { operations, TicketChange, TicketMessage } from '../contract/schema.gen';
import { isTicketDepartment, isTicketPriority, TICKET_STATUSES, type TicketDepartment, type TicketPriority, type TicketStatus } from './helpdesk';
import type { ListFilters, ListQuery, ListQueryOptions } from './listQuery';
import { normalizeSearch } from './listQuery';

/** The query parameters of listTickets (GET /v2/helpdesk/tickets). */
export type ListTicketsQuery = NonNullable<operations['listTickets']['parameters']['query']>;

/** The address parameters of the list's filters, in the order they are written. */
export const TICKET_LIST_FILTERS = Object.freeze(['status', 'priority', 'department', 'assignee', 'overdue', 'companyId'] as const);

/** The columns the list sorts by (the contract's `sort` fields). */
export const TICKET_SORT_FIELDS = Object.freeze(['createdAt', 'dueAt', 'updatedAt'] as const);
export type TicketSortField = (typeof TICKET_SORT_FIELDS)[number];

/** The list's address rules: newest first unless told. */
export const TICKET_LIST: ListQueryOptions = Object.freeze({
  sortFields: TICKET_SORT_FIELDS,
  defaultSort: Object.freeze({ field: 'createdAt', direction: 'desc' as const }),
  filterParams: TICKET_LIST_FILTERS,
});

/** Whose tickets: the caller's (`me`), nobody's (`none`), or a staff user's id. */
export type TicketAssigneeFilter = 'me' | 'none' | string;

/** The list's filters as the screen reads them; null (or empty) filters nothing. */
export interface TicketFilters {
  statuses: TicketStatus[];
  priority: TicketPriority | null;
  department: TicketDepartment | null;
  /** Staff only. */
  assignee: TicketAssigneeFilter | null;
  overdue: boolean;
  /** The company (staff only; a company user reads its own). */
  companyId: string | null;
}

/** No filter at all. */
export const NO_TICKET_FILTERS: TicketFilters = Object.freeze({ statuses: [], priority: null, department: null, assignee: null, overdue: false, companyId: null });

/**
 * The filters the address holds, each bad value dropped; statuses are a comma list, in the
 * seed's order, each once.
 * @example parseTicketFilters({ status: 'ON_HOLD,NEW', assignee: 'me', overdue: 'true' })
 * // { statuses: ['NEW', 'ON_HOLD'], priority: null, department: null, assignee: 'me', overdue: true, companyId: null }
 */
export function parseTicketFilters(filters: ListFilters): TicketFilters {
  const listed = new Set((filters.status ?? '').split(','));
  return {
    statuses: TICKET_STATUSES.filter((status) => listed.has(status)),
    priority: isTicketPriority(filters.priority) ? filters.priority : null,
    department: isTicketDepartment(filters.department) ? filters.department : null,
    assignee: filters.assignee?.trim().slice(0, 64) || null,
    overdue: filters.overdue === 'true',
    companyId: filters.companyId?.trim() || null,
  };
}

/** The address parameters of the filters (the inverse of {@link parseTicketFilters}); empty ones left out. */
export function toTicketListFilters(filters: TicketFilters): ListFilters {
  const result: Record<string, string> = {};
  const statuses = TICKET_STATUSES.filter((status) => filters.statuses.includes(status));
  if (statuses.length > 0) result.status = statuses.join(',');
  if (filters.priority) result.priority = filters.priority;
  if (filters.department) result.department = filters.department;
  if (filters.assignee) result.assignee = filters.assignee;
  if (filters.overdue) result.overdue = 'true';
  if (filters.companyId) result.companyId = filters.companyId;
  return result;
}

/**
 * The listTickets parameters of a list query: filters, sort, search and page. The company is not a
 * parameter: it is the `Company` header ({@link parseTicketFilters}'s `companyId`).
 * @example toListTicketsQuery({ page: 2, size: 10, sort: { field: 'dueAt', direction: 'asc' }, search: ' 20261125 ', filters: { status: 'NEW', assignee: 'none' } })
 * // { pageIn: 2, pageOut: 10, sort: 'dueAt', status: ['NEW'], assignee: 'none', q: '20261125' }
 */
export function toListTicketsQuery(query: ListQuery): ListTicketsQuery {
  const filters = parseTicketFilters(query.filters);
  const field: TicketSortField = (TICKET_SORT_FIELDS as readonly string[]).includes(query.sort.field) ? (query.sort.field as TicketSortField) : 'createdAt';
  const result: ListTicketsQuery = { pageIn: query.page, pageOut: query.size, sort: query.sort.direction === 'desc' ? `-${field}` : field };
  if (filters.statuses.length > 0) result.status = filters.statuses;
  if (filters.priority) result.priority = filters.priority;
  if (filters.department) result.department = filters.department;
  if (filters.assignee) result.assignee = filters.assignee;
  if (filters.overdue) result.overdue = true;
  const search = normalizeSearch(query.search);
  if (search !== '') result.q = search;
  return result;
}

/** One entry of a ticket's thread: a message, or a change of its fields. */
export type TicketTimelineEntry = { kind: 'message'; at: string; message: TicketMessage } | { kind: 'change'; at: string; change: TicketChange };

/**
 * The messages and changes of a ticket as one thread, oldest first; at the same instant a message
 * comes before the change it caused (a reply that reopened the ticket).
 */
export function ticketTimeline(messages: readonly TicketMessage[], changes: readonly TicketChange[]): TicketTimelineEntry[] {
  const entries: TicketTimelineEntry[] = [
    ...messages.map((message) => ({ kind: 'message' as const, at: message.createdAt, message })),
    ...changes.map((change) => ({ kind: 'change' as const, at: change.createdAt, change })),
  ];
  return entries.sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || (a.kind === b.kind ? 0 : a.kind === 'message' ? -1 : 1));
}
