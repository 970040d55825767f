import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import type { ApiError } from '../../src/contract/apiError';
import type { TicketOrderOption, TicketPerson, TicketSummary } from '../../src/contract/schema.gen';
import { NO_TICKET_FILTERS } from '../../src/domain/helpdeskList';
import type { HelpdeskOption } from '../../src/domain/helpdeskValues';
import type { ListPage, ListQuery } from '../../src/domain/listQuery';
import { connectList } from '../../src/machines/listPaging/connect';
import { createListPagingMachine, LIST_FIRST_LOAD_MS, type ListPagingMachine } from '../../src/machines/listPaging/machine';
import { connectTicketList, type NewTicketEditorProps, type TargetsEditorProps } from '../../src/machines/helpdesk/connect';
import { newTicketEditor, responseTargetsEditor, ticketListMachine } from '../../src/machines/helpdesk/ticketListMachine';
import type { OrderSearch } from '../../src/machines/helpdesk/types';
import { connectRecordEditor } from '../../src/machines/recordEditor/connect';
import { flush } from './modelHarness';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const QUERY: ListQuery = { page: 1, size: 10, sort: { field: 'createdAt', direction: 'desc' }, search: '', filters: {} };
const NETWORK: ApiError = { statusCode: 0, error: 'Network Error', message: 'Failed to fetch', code: 'network' };
const PAGE: ListPage<TicketSummary> = { items: [], totalCount: 0, facets: { NEW: 3, IN_PROGRESS: 2, ON_HOLD: 1, SOLVED: 4, CANCELED: 0, overdue: 2 } };
const COMPANIES: HelpdeskOption[] = [{ id: 'c-nonna', name: 'Cantina da Nonna' }];
const STAFF: TicketPerson[] = [{ _id: 'u-root', name: 'Root' }];
const ORDER_124: TicketOrderOption = { _id: 'o-124', number: 124, status: 'DELIVERED', total: 4890, placedAt: '2026-11-24T22:10:00.000Z', customerName: 'João' };

type Calls = {
  fetchPage: (query: ListQuery) => Promise<ListPage<TicketSummary>>;
  listOrderOptions: (search: OrderSearch) => Promise<TicketOrderOption[]>;
};

function start(staff: boolean, calls: Calls) {
  const machine = ticketListMachine.provide({
    actors: {
      list: createListPagingMachine<TicketSummary>().provide({ actors: { fetchPage: fromPromise(({ input }: { input: ListQuery }) => calls.fetchPage(input)) } }),
      listCompanies: fromPromise(() => Promise.resolve(COMPANIES)),
      listAssignees: fromPromise(() => Promise.resolve(STAFF)),
      listOrderOptions: fromPromise(({ input }: { input: OrderSearch }) => calls.listOrderOptions(input)),
    },
  });
  return createActor(machine, { input: { query: QUERY, staff } }).start();
}

function view(actor: ReturnType<typeof start>) {
  const snapshot = actor.getSnapshot();
  const list = snapshot.children.list as ActorRefFrom<ListPagingMachine<TicketSummary>>;
  const newTicket = snapshot.children.newTicket as ActorRefFrom<typeof newTicketEditor>;
  const targets = snapshot.children.targets as ActorRefFrom<typeof responseTargetsEditor>;
  const editor: NewTicketEditorProps = connectRecordEditor(newTicket.getSnapshot(), newTicket.send);
  const targetsEditor: TargetsEditorProps = connectRecordEditor(targets.getSnapshot(), targets.send);
  const listSnapshot = list.getSnapshot();
  return connectTicketList(
    snapshot,
    actor.send,
    { list: connectList(listSnapshot, list.send), facets: listSnapshot.context.page?.facets, newTicket: editor, targets: targetsEditor, now: 0, timeZone: 'America/Sao_Paulo' },
    () => {},
  );
}

describe('ticketListMachine', () => {
  it('shows a company user the counts of its page, without company or assignee filters', async () => {
    const fetchPage = vi.fn<Calls['fetchPage']>().mockResolvedValue(PAGE);
    const actor = start(false, { fetchPage, listOrderOptions: vi.fn<Calls['listOrderOptions']>() });
    await vi.advanceTimersByTimeAsync(LIST_FIRST_LOAD_MS);
    await flush();
    const props = view(actor);
    expect(props.counts).toEqual({ NEW: 3, IN_PROGRESS: 2, ON_HOLD: 1, SOLVED: 4, CANCELED: 0 });
    expect(props.overdueCount).toBe(2);
    expect(props.companies).toEqual({ status: 'none', options: [] });
    expect(props.assignees).toEqual({ status: 'none', options: [] });
    expect(props.responseTargets).toBeNull();
    actor.stop();
  });

  it('reads for staff the companies and staff its filters offer', async () => {
    const actor = start(true, { fetchPage: vi.fn<Calls['fetchPage']>().mockResolvedValue(PAGE), listOrderOptions: vi.fn<Calls['listOrderOptions']>() });
    await flush();
    const props = view(actor);
    expect(props.companies).toEqual({ status: 'ready', options: COMPANIES });
    expect(props.assignees).toEqual({ status: 'ready', options: [{ id: 'u-root', name: 'Root' }] });
    actor.stop();
  });

  it('sends new filters to the list, which reads page 1 with them', async () => {
    const fetchPage = vi.fn<Calls['fetchPage']>().mockResolvedValue(PAGE);
    const actor = start(true, { fetchPage, listOrderOptions: vi.fn<Calls['listOrderOptions']>() });
    await vi.advanceTimersByTimeAsync(LIST_FIRST_LOAD_MS);
    await flush();
    actor.send({ type: 'user.filter', filters: { ...NO_TICKET_FILTERS, statuses: ['NEW'], assignee: 'me', overdue: true } });
    await flush();
    expect(fetchPage).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1, filters: { status: 'NEW', assignee: 'me', overdue: 'true' } }));
    actor.stop();
  });

  it('reads the orders of the order field 150 ms after its last change, once', async () => {
    const listOrderOptions = vi.fn<Calls['listOrderOptions']>().mockResolvedValue([ORDER_124]);
    const actor = start(false, { fetchPage: vi.fn<Calls['fetchPage']>().mockResolvedValue(PAGE), listOrderOptions });
    actor.send({ type: 'user.order_search', search: { digits: '1', companyId: null } });
    await vi.advanceTimersByTimeAsync(100);
    actor.send({ type: 'user.order_search', search: { digits: '12', companyId: null } });
    await vi.advanceTimersByTimeAsync(149);
    expect(listOrderOptions).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await flush();
    expect(listOrderOptions).toHaveBeenCalledTimes(1);
    expect(listOrderOptions).toHaveBeenCalledWith({ digits: '12', companyId: null });
    expect(actor.getSnapshot().context.orderOptions).toEqual([ORDER_124]);
    actor.stop();
  });

  it('offers no orders when they cannot be read', async () => {
    const listOrderOptions = vi.fn<Calls['listOrderOptions']>().mockResolvedValueOnce([ORDER_124]).mockRejectedValueOnce(NETWORK);
    const actor = start(false, { fetchPage: vi.fn<Calls['fetchPage']>().mockResolvedValue(PAGE), listOrderOptions });
    actor.send({ type: 'user.order_search', search: { digits: '12', companyId: null } });
    await vi.advanceTimersByTimeAsync(150);
    await flush();
    actor.send({ type: 'user.order_search', search: { digits: '129', companyId: null } });
    await vi.advanceTimersByTimeAsync(150);
    await flush();
    expect(actor.getSnapshot().matches({ orderOptions: 'failed' })).toBe(true);
    expect(actor.getSnapshot().context.orderOptions).toEqual([]);
    actor.stop();
  });
});
