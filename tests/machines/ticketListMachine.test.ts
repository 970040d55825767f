import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, fromPromise, type ActorRefFrom, type AnyMachineSnapshot, type SnapshotFrom } from 'xstate';
import type { ApiError } from '../../src/contract/apiError';
import type { TicketOrderOption, TicketPerson, TicketSummary } from '../../src/contract/schema.gen';
import { NO_TICKET_FILTERS } from '../../src/domain/helpdeskList';
import type { HelpdeskOption } from '../../src/domain/helpdeskValues';
import type { ListPage, ListQuery } from '../../src/domain/listQuery';
import { connectList } from '../../src/machines/listPaging/connect';
import { createListPagingMachine, LIST_FIRST_LOAD_MS, type ListPagingMachine } from '../../src/machines/listPaging/machine';
import { connectTicketList, type NewTicketEditorProps, type TargetsEditorProps } from '../../src/machines/helpdesk/connect';
import { newTicketEditor, responseTargetsEditor, ticketListMachine } from '../../src/machines/helpdesk/ticketListMachine';
import type { OrderSearch, TicketListEvent } from '../../src/machines/helpdesk/types';
import { connectRecordEditor } from '../../src/machines/recordEditor/connect';
import { flush, ignoredEventPaths, ModelRunner, pathName, PromiseFakes, transitionPaths, type ModelCall, type ModelEvent, type Oracle } from './modelHarness';
import { closedEditor } from './recordEditorFixtures';

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

// ---------------------------------------------------------------------------------------------
// Model-based: the regions the screen runs beside its list and dialogs
// ---------------------------------------------------------------------------------------------

const MODEL_EVENTS: ReadonlyArray<ModelEvent<TicketListEvent>> = [
  { type: 'done.listCompanies', output: COMPANIES },
  { type: 'error.listCompanies', error: NETWORK },
  { type: 'done.listAssignees', output: STAFF },
  { type: 'error.listAssignees', error: NETWORK },
  { type: 'user.order_search', search: { digits: '12', companyId: 'c-nonna' } },
  { type: 'after.orderSearchDebounce' },
  { type: 'done.listOrderOptions', output: [ORDER_124] },
  { type: 'error.listOrderOptions', error: NETWORK },
];

/**
 * What the screen offers beside its list (issue 26), written without the machine: staff get the
 * companies and the staff users their filters offer, read once at the start (a failure leaves the
 * filter with what the rows show); a company user gets neither. The order field's orders are read
 * 150 ms after its text last changed, for that text and company; a failure offers none.
 */
interface RegionsSpec {
  companies: 'none' | 'loading' | 'ready' | 'failed';
  assignees: 'none' | 'loading' | 'ready' | 'failed';
  orders: 'idle' | 'waiting' | 'loading' | 'ready' | 'failed';
  search: OrderSearch;
  options: TicketOrderOption[];
  calls: ModelCall[];
}

function regionsSpec(staff: boolean): Oracle<RegionsSpec, unknown> {
  const start: ModelCall[] = staff ? [{ src: 'listCompanies', input: undefined }, { src: 'listAssignees', input: undefined }] : [];
  const settle = (phase: 'loading' | 'ready' | 'failed' | 'none', to: 'ready' | 'failed') => (phase === 'loading' ? to : phase);
  return {
    initial: { companies: staff ? 'loading' : 'none', assignees: staff ? 'loading' : 'none', orders: 'idle', search: { digits: '', companyId: null }, options: [], calls: start },
    next(state, event) {
      switch (event.type) {
        case 'done.listCompanies':
          return { ...state, companies: settle(state.companies, 'ready') };
        case 'error.listCompanies':
          return { ...state, companies: settle(state.companies, 'failed') };
        case 'done.listAssignees':
          return { ...state, assignees: settle(state.assignees, 'ready') };
        case 'error.listAssignees':
          return { ...state, assignees: settle(state.assignees, 'failed') };
        case 'user.order_search':
          return { ...state, orders: 'waiting', search: Reflect.get(event, 'search') as OrderSearch };
        case 'after.orderSearchDebounce':
          return state.orders === 'waiting' ? { ...state, orders: 'loading', calls: [...state.calls, { src: 'listOrderOptions', input: state.search }] } : state;
        case 'done.listOrderOptions':
          return state.orders === 'loading' ? { ...state, orders: 'ready', options: Reflect.get(event, 'output') as TicketOrderOption[] } : state;
        case 'error.listOrderOptions':
          return state.orders === 'loading' ? { ...state, orders: 'failed', options: [] } : state;
        default:
          return state;
      }
    },
    view: (state) => ({
      companies: state.companies === 'ready' ? { status: 'ready', options: COMPANIES } : { status: state.companies, options: [] },
      assignees: state.assignees === 'ready' ? { status: 'ready', options: [{ id: 'u-root', name: 'Root' }] } : { status: state.assignees, options: [] },
      orderSearch: state.search,
      orderOptions: state.options,
      orders: state.orders,
    }),
    calls: (state) => state.calls,
  };
}

/** The regions as the product shows them: the filter options (connectTicketList's rules) and the order field's state. */
function regionsShown(snapshot: AnyMachineSnapshot) {
  const typed = snapshot as SnapshotFrom<typeof ticketListMachine>;
  const list = connectList(createActor(createListPagingMachine<TicketSummary>(), { input: { query: QUERY } }).getSnapshot(), () => {});
  const props = connectTicketList(typed, () => {}, { list, facets: undefined, newTicket: closedEditor(), targets: closedEditor(), now: 0, timeZone: 'America/Sao_Paulo' }, () => {});
  const orders = ['idle', 'waiting', 'loading', 'ready', 'failed'].find((state) => typed.matches({ orderOptions: state as 'idle' })) ?? 'idle';
  return { companies: props.companies, assignees: props.assignees, orderSearch: typed.context.orderSearch, orderOptions: typed.context.orderOptions, orders };
}

describe('ticketListMachine, model-based', () => {
  for (const staff of [false, true]) {
    describe(staff ? 'staff' : 'a company user', () => {
      const input = { query: QUERY, staff };
      const fakes = new PromiseFakes();
      const machine = ticketListMachine.provide({
        actors: {
          list: createMachine({ id: 'noList' }) as unknown as ListPagingMachine<TicketSummary>,
          listCompanies: fakes.logic<HelpdeskOption[], unknown>('listCompanies'),
          listAssignees: fakes.logic<TicketPerson[], unknown>('listAssignees'),
          listOrderOptions: fakes.logic<TicketOrderOption[], OrderSearch>('listOrderOptions'),
        },
      });
      const runner = new ModelRunner(machine, fakes, { oracle: regionsSpec(staff), connect: regionsShown });
      const paths = [...transitionPaths(machine, MODEL_EVENTS, input), ...ignoredEventPaths(machine, MODEL_EVENTS, input)];
      it('has paths', () => expect(paths.length).toBeGreaterThan(10));
      for (const [index, path] of paths.entries()) {
        it(pathName(path, index), async () => {
          await runner.run(path, input);
        });
      }
      it('takes every transition of the regions it runs', () => {
        // Staff never take a region's way to "none", a company user never reads companies or staff;
        // filters go to the list (played above, with a list).
        const skipped = staff
          ? /^ticketList\.(companies|assignees)\.checking --always\[\d+\]--> ticketList\.\1\.none$|^ticketList --user\.filter/
          : /^ticketList\.(companies|assignees)\.(checking --always\[\d+\]--> ticketList\.\1\.loading|loading --)|^ticketList --user\.filter/;
        const missing = runner.coverage.missingTransitions();
        expect(missing.filter((transition) => !skipped.test(transition))).toEqual([]);
        expect(missing.length).toBe(staff ? 3 : 7);
      });
    });
  }
});
