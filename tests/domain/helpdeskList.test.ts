import { describe, expect, it } from 'vitest';
import type { TicketChange, TicketMessage } from '../../src/contract/schema.gen';
import { NO_TICKET_FILTERS, parseTicketFilters, ticketTimeline, toListTicketsQuery, toTicketListFilters } from '../../src/domain/helpdeskList';

describe('the ticket list filters in the address', () => {
  it('read the statuses in the seed order, once, and drop bad values', () => {
    expect(parseTicketFilters({ status: 'ON_HOLD,NEW,bogus,NEW', priority: 'URGENT', department: 'TI', assignee: ' me ', overdue: 'yes' })).toEqual({
      statuses: ['NEW', 'ON_HOLD'],
      priority: null,
      department: 'TI',
      assignee: 'me',
      overdue: false,
      companyId: null,
    });
    expect(parseTicketFilters({})).toEqual(NO_TICKET_FILTERS);
  });

  it('are written back as the address holds them', () => {
    const filters = { statuses: ['SOLVED' as const, 'NEW' as const], priority: 'HIGH' as const, department: null, assignee: 'none', overdue: true, companyId: 'c1' };
    expect(toTicketListFilters(filters)).toEqual({ status: 'NEW,SOLVED', priority: 'HIGH', assignee: 'none', overdue: 'true', companyId: 'c1' });
    expect(toTicketListFilters(NO_TICKET_FILTERS)).toEqual({});
  });

  it('become listTickets parameters, the company left to the header', () => {
    expect(
      toListTicketsQuery({ page: 2, size: 5, sort: { field: 'dueAt', direction: 'asc' }, search: '  20261125 ', filters: { status: 'NEW', assignee: 'none', companyId: 'c1', overdue: 'true' } }),
    ).toEqual({ pageIn: 2, pageOut: 5, sort: 'dueAt', status: ['NEW'], assignee: 'none', overdue: true, q: '20261125' });
    expect(toListTicketsQuery({ page: 1, size: 10, sort: { field: 'nonsense', direction: 'desc' }, search: '', filters: {} })).toEqual({ pageIn: 1, pageOut: 10, sort: '-createdAt' });
  });
});

describe('a ticket thread', () => {
  const person = { _id: 'u1', name: 'Ana' };
  const message = (id: string, at: string): TicketMessage => ({ _id: id, author: person, fromStaff: false, internal: false, body: id, createdAt: at });
  const change = (id: string, at: string): TicketChange => ({ _id: id, field: 'status', from: 'SOLVED', to: 'IN_PROGRESS', reason: null, actor: person, createdAt: at });

  it('is messages and changes oldest first, a message before the change it caused', () => {
    const timeline = ticketTimeline(
      [message('m2', '2026-11-25T12:05:00.000Z'), message('m1', '2026-11-25T12:00:00.000Z')],
      [change('c1', '2026-11-25T12:05:00.000Z'), change('c0', '2026-11-25T11:00:00.000Z')],
    );
    expect(timeline.map((entry) => (entry.kind === 'message' ? entry.message._id : entry.change._id))).toEqual(['c0', 'm1', 'm2', 'c1']);
  });
});
