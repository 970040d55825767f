import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, type AnyMachineSnapshot, type EventObject } from 'xstate';
import type { ApiError } from '../../src/contract/apiError';
import type { Order, OrderRiderOption, OrderSummary } from '../../src/contract/schema.gen';
import type { ListPage, ListQuery } from '../../src/domain/listQuery';
import { NO_ORDER_FILTERS, type OrderHistoryFilters } from '../../src/domain/orderHistory';
import { createListPagingMachine } from '../../src/machines/listPaging/machine';
import type { ListProps } from '../../src/machines/listPaging/connect';
import { connectHistoryDrawer, connectOrderExport, connectOrderHistory } from '../../src/machines/orderHistory/connect';
import { orderExportMachine } from '../../src/machines/orderHistory/exportMachine';
import { orderHistoryMachine } from '../../src/machines/orderHistory/machine';
import type { CompanyChoice, HistoryOrderRef, OrderExportEvent, OrderExportRequest, OrderExportTarget, OrderHistoryEvent, OrderHistoryInput } from '../../src/machines/orderHistory/types';
import type { OrderExportProps } from '../../src/ui/orderHistory/orderHistoryTypes';
import { FULL_ORDER, RIDERS } from '../../stories/orders/orderFixtures';
import { expectEveryStateAndTransition, ignoredEventPaths, ModelRunner, pathName, PromiseFakes, transitionPaths, type ModelCall, type ModelEvent, type Oracle } from './modelHarness';

const QUERY: ListQuery = { page: 1, size: 10, sort: { field: 'placedAt', direction: 'desc' }, search: '', filters: {} };
const NETWORK: ApiError = { statusCode: 0, error: 'Network Error', message: 'Failed to fetch', code: 'network' };
const NOT_FOUND: ApiError = { statusCode: 404, error: 'Not Found', message: 'No such order', code: 'not_found' };
const COMPANIES: CompanyChoice[] = [
  { id: 'c-nonna', name: 'Cantina da Nonna' },
  { id: 'c-mineiro', name: 'Sabor Mineiro' },
];
const MAIN = 'c-nonna';
const ORDER_1: HistoryOrderRef = { orderId: 'o-1', companyId: 'c-nonna' };
const ORDER_2: HistoryOrderRef = { orderId: 'o-2', companyId: 'c-mineiro' };
const ORDER: Order = FULL_ORDER;
const TZ = 'America/Sao_Paulo';

const filters = (overrides: Partial<OrderHistoryFilters>): OrderHistoryFilters => ({ ...NO_ORDER_FILTERS, ...overrides });

// ---------------------------------------------------------------------------------------------
// The export
// ---------------------------------------------------------------------------------------------

const TARGET: OrderExportTarget = { query: QUERY, total: 120, language: 'pt-BR' };
const REQUEST: OrderExportRequest = { ...TARGET, format: 'csv' };
const XLSX_REQUEST: OrderExportRequest = { ...TARGET, format: 'xlsx' };
const EMPTY_REQUEST: OrderExportRequest = { query: QUERY, total: 0, language: 'pt-BR', format: 'csv' };

const EXPORT_EVENTS: ReadonlyArray<ModelEvent<OrderExportEvent>> = [
  { type: 'user.export', request: REQUEST },
  { type: 'user.export', request: XLSX_REQUEST },
  { type: 'user.export', request: EMPTY_REQUEST },
  { type: 'export.rows', rows: 40, bytes: 5_200 },
  { type: 'export.saved', fileName: 'pedidos-2026-11-20-2026-11-26.csv', rows: 120, bytes: 15_600 },
  { type: 'export.failed', error: NETWORK },
  { type: 'user.cancel_export' },
  { type: 'user.dismiss_export' },
];

/**
 * The export as issue 25 words it, written without the machine: Export (with rows to export)
 * starts one download of the list's query; while it runs, the rows received show against the
 * list's total, a second Export changes nothing, Cancel stops it (nothing saved, nothing said);
 * it ends saved (the file's name and its rows shown) or failed (the reason, and Export again);
 * Close puts the outcome away. An empty list exports nothing.
 */
interface ExportSpec {
  phase: 'idle' | 'exporting' | 'saved' | 'failed';
  format: 'csv' | 'xlsx';
  rows: number;
  bytes: number;
  total: number;
  fileName: string | null;
  failure: ApiError | null;
  downloads: ModelCall[];
}
const exportSpec: Oracle<ExportSpec, unknown> = {
  initial: { phase: 'idle', format: 'csv', rows: 0, bytes: 0, total: 0, fileName: null, failure: null, downloads: [] },
  next(state, event) {
    const request: unknown = Reflect.get(event, 'request');
    if (event.type === 'user.export' && state.phase !== 'exporting') {
      const asked = request as OrderExportRequest;
      if (asked.total === 0) return state;
      return { phase: 'exporting', format: asked.format, rows: 0, bytes: 0, total: asked.total, fileName: null, failure: null, downloads: [...state.downloads, { src: 'download', input: asked }] };
    }
    if (state.phase === 'exporting') {
      if (event.type === 'export.rows') return { ...state, rows: Reflect.get(event, 'rows') as number, bytes: Reflect.get(event, 'bytes') as number };
      if (event.type === 'export.saved') return { ...state, phase: 'saved', rows: Reflect.get(event, 'rows') as number, bytes: Reflect.get(event, 'bytes') as number, fileName: Reflect.get(event, 'fileName') as string };
      if (event.type === 'export.failed') return { ...state, phase: 'failed', failure: Reflect.get(event, 'error') as ApiError };
      if (event.type === 'user.cancel_export') return { ...state, phase: 'idle' };
    }
    if ((state.phase === 'saved' || state.phase === 'failed') && event.type === 'user.dismiss_export') return { ...state, phase: 'idle' };
    return state;
  },
  view: (state) => ({
    status: state.phase,
    format: state.format,
    rows: state.rows,
    bytes: state.bytes,
    total: state.total || REQUEST.total,
    fileName: state.fileName,
    failure: state.failure,
  }),
  calls: (state) => state.downloads,
};

describe('orderExportMachine, model-based', () => {
  const fakes = new PromiseFakes();
  const downloads = fakes.calls;
  const runner = new ModelRunner(
    orderExportMachine.provide({
      actors: {
        // The download's outcomes are the events the model plays; the fake records each start.
        download: fromCallback<EventObject, OrderExportRequest>(({ input }) => {
          downloads.push({ src: 'download', input });
        }),
      },
    }),
    fakes,
    {
      oracle: exportSpec,
      connect: (snapshot) => {
        const props = connectOrderExport(snapshot as Parameters<typeof connectOrderExport>[0], () => undefined, TARGET);
        return { status: props.status, format: props.format, rows: props.rows, bytes: props.bytes, total: props.total, fileName: props.fileName, failure: props.failure };
      },
    },
  );
  const paths = [...transitionPaths(orderExportMachine, EXPORT_EVENTS, undefined), ...ignoredEventPaths(orderExportMachine, EXPORT_EVENTS, undefined)];
  it('has paths', () => expect(paths.length).toBeGreaterThan(10));
  for (const [index, path] of paths.entries()) {
    it(pathName(path, index), async () => {
      await runner.run(path, undefined);
    });
  }
  it('reaches every state and takes every transition', () => {
    expectEveryStateAndTransition(runner, ['orderExport.exporting', 'orderExport.failed', 'orderExport.idle', 'orderExport.saved']);
  });
});

describe('connectOrderExport', () => {
  it('offers no export before the list is read or when it is empty, and sends the list as shown', () => {
    const idle = createActor(orderExportMachine).start().getSnapshot();
    expect(connectOrderExport(idle, () => undefined, null).disabled).toBe(true);
    expect(connectOrderExport(idle, () => undefined, { ...TARGET, total: 0 }).disabled).toBe(true);
    const sent: OrderExportEvent[] = [];
    const props: OrderExportProps = connectOrderExport(idle, (event) => sent.push(event), TARGET);
    expect(props.disabled).toBe(false);
    props.onExport('csv');
    props.onCancel();
    props.onExport('xlsx');
    expect(sent).toEqual([
      { type: 'user.export', request: { query: QUERY, total: 120, language: 'pt-BR', format: 'csv' } },
      { type: 'user.cancel_export' },
      { type: 'user.export', request: { query: QUERY, total: 120, language: 'pt-BR', format: 'xlsx' } },
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
// The screen
// ---------------------------------------------------------------------------------------------

// Two alphabets, so that the regions' product does not explode: the filters' (companies, riders
// and filter changes; the drawer stays closed) and the drawer's (the options stay loading).
const FILTER_EVENTS: ReadonlyArray<ModelEvent<OrderHistoryEvent>> = [
  { type: 'done.listCompanies', output: COMPANIES },
  { type: 'error.listCompanies', error: NETWORK },
  { type: 'done.listRiders', output: RIDERS },
  { type: 'error.listRiders', error: NETWORK },
  { type: 'user.filter', filters: filters({ companyId: 'c-mineiro' }) },
  { type: 'user.filter', filters: filters({ statuses: ['FINISHED'] }) },
];
const DRAWER_EVENTS: ReadonlyArray<ModelEvent<OrderHistoryEvent>> = [
  { type: 'done.getOrder', output: ORDER },
  { type: 'error.getOrder', error: NOT_FOUND },
  { type: 'user.open_order', order: ORDER_1 },
  { type: 'user.open_order', order: ORDER_2 },
  { type: 'user.close_order' },
  { type: 'user.retry_order' },
];

type Options = 'none' | 'loading' | 'ready' | 'failed';
/**
 * The history screen as issue 25 and its brief word it, written without the machine. Staff get
 * the company filter, whose companies are read once (a failure leaves the companies of the rows);
 * a company user has none. The rider filter offers the riders of one company: a company user's
 * own, for staff the company filtered to (none while every company is shown, so it waits for
 * one); they are read again when the filter bar names another company. A row opens its order:
 * read (with its company), then shown, or its failure with a retry; another row reads another;
 * Close puts it away.
 */
interface ScreenSpec {
  staff: boolean;
  main: string | null;
  company: string | null;
  companies: Options;
  companyOptions: CompanyChoice[];
  riders: Options;
  riderOptions: OrderRiderOption[];
  drawer: 'closed' | 'loading' | 'ready' | 'failed';
  open: HistoryOrderRef | null;
  order: Order | null;
  failure: ApiError | null;
  calls: ModelCall[];
}

function ridersFor(state: ScreenSpec, company: string | null): ScreenSpec {
  if (company === null) return { ...state, company, riders: 'none', riderOptions: [] };
  return { ...state, company, riders: 'loading', riderOptions: [], calls: [...state.calls, { src: 'listRiders', input: { companyId: company } }] };
}

function screenSpec(input: OrderHistoryInput): Oracle<ScreenSpec, unknown> {
  const start: ScreenSpec = {
    staff: input.staff,
    main: input.mainCompanyId,
    company: null,
    companies: 'none',
    companyOptions: [],
    riders: 'none',
    riderOptions: [],
    drawer: 'closed',
    open: null,
    order: null,
    failure: null,
    calls: [],
  };
  const withCompanies = input.staff ? { ...start, companies: 'loading' as const, calls: [{ src: 'listCompanies', input: undefined }] } : start;
  const initial = ridersFor(withCompanies, input.staff ? null : input.mainCompanyId);
  return {
    initial,
    next(state, event: EventObject) {
      const output: unknown = Reflect.get(event, 'output');
      switch (event.type) {
        case 'done.listCompanies':
          return state.companies === 'loading' ? { ...state, companies: 'ready', companyOptions: output as CompanyChoice[] } : state;
        case 'error.listCompanies':
          return state.companies === 'loading' ? { ...state, companies: 'failed' } : state;
        case 'done.listRiders':
          return state.riders === 'loading' ? { ...state, riders: 'ready', riderOptions: output as OrderRiderOption[] } : state;
        case 'error.listRiders':
          return state.riders === 'loading' ? { ...state, riders: 'failed' } : state;
        case 'user.filter': {
          const chosen = (Reflect.get(event, 'filters') as OrderHistoryFilters).companyId;
          const company = state.staff ? chosen : state.main;
          return company === state.company ? state : ridersFor(state, company);
        }
        case 'user.open_order': {
          const open = Reflect.get(event, 'order') as HistoryOrderRef;
          return { ...state, drawer: 'loading', open, order: null, failure: null, calls: [...state.calls, { src: 'getOrder', input: open }] };
        }
        case 'user.close_order':
          return { ...state, drawer: 'closed', open: null, order: null, failure: null };
        case 'done.getOrder':
          return state.drawer === 'loading' ? { ...state, drawer: 'ready', order: output as Order } : state;
        case 'error.getOrder':
          return state.drawer === 'loading' ? { ...state, drawer: 'failed', failure: Reflect.get(event, 'error') as ApiError } : state;
        case 'user.retry_order':
          return state.drawer === 'failed' && state.open ? { ...state, drawer: 'loading', failure: null, calls: [...state.calls, { src: 'getOrder', input: state.open }] } : state;
        default:
          return state;
      }
    },
    view: (state) => ({
      staff: state.staff,
      // Until the companies are read (or when they failed) the filter offers the companies of the rows: none here.
      companies: { status: state.companies, options: state.companies === 'ready' ? state.companyOptions : [] },
      riders: { status: state.riders, options: state.riders === 'ready' ? state.riderOptions.map((rider) => ({ id: rider._id, name: rider.name })) : [] },
      selectedId: state.open?.orderId ?? null,
      drawer: state.drawer === 'closed' ? null : { readOnly: true, status: state.drawer, order: state.order, failure: state.failure, timeZone: TZ },
    }),
    calls: (state) => state.calls,
  };
}

const EMPTY_LIST: ListProps<OrderSummary> = {
  list: { status: 'ready', rows: [], totalCount: 0, query: QUERY, searchText: '', selected: [], loadError: null, actionLoading: false, dialog: null },
  onSearch: () => undefined,
  onSort: () => undefined,
  onPageChange: () => undefined,
  onPageSizeChange: () => undefined,
  onRetry: () => undefined,
  onSelectionChange: () => undefined,
  onDelete: () => undefined,
  onConfirmDelete: () => undefined,
  onCancelDialog: () => undefined,
  onFetchSelected: () => undefined,
  onUpdateStatus: () => undefined,
  onConfirmStatus: () => undefined,
  setFilters: () => undefined,
};
const NO_EXPORT: OrderExportProps = { status: 'idle', format: 'csv', rows: 0, bytes: 0, total: 0, fileName: null, failure: null, disabled: true, onExport: () => undefined, onCancel: () => undefined, onDismiss: () => undefined };

function screenView(snapshot: AnyMachineSnapshot) {
  const typed = snapshot as Parameters<typeof connectOrderHistory>[0];
  const props = connectOrderHistory(typed, () => undefined, EMPTY_LIST, NO_EXPORT, 0, TZ);
  const drawer = connectHistoryDrawer(typed, () => undefined, TZ);
  return {
    staff: props.staff,
    companies: props.companies,
    riders: props.riders,
    selectedId: props.selectedId,
    drawer: drawer && { readOnly: drawer.readOnly, status: drawer.status, order: drawer.order, failure: drawer.failure, timeZone: drawer.timeZone },
  };
}

for (const input of [
  { query: QUERY, staff: false, mainCompanyId: MAIN },
  { query: QUERY, staff: true, mainCompanyId: null },
] satisfies OrderHistoryInput[]) {
  describe(`orderHistoryMachine, model-based, ${input.staff ? 'staff' : 'a company user'}`, () => {
    beforeAll(() => {
      vi.useFakeTimers();
    });
    afterAll(() => {
      vi.useRealTimers();
    });
    const fakes = new PromiseFakes();
    const machine = orderHistoryMachine.provide({
      actors: {
        // The list and the export run as they are; their own tests play them. The list never answers here.
        list: createListPagingMachine<OrderSummary>().provide({ actors: { fetchPage: fromPromise<ListPage<OrderSummary>, ListQuery>(() => new Promise(() => undefined)) } }),
        listCompanies: fakes.logic<CompanyChoice[], unknown>('listCompanies'),
        listRiders: fakes.logic<OrderRiderOption[], { companyId: string }>('listRiders'),
        getOrder: fakes.logic<Order, HistoryOrderRef>('getOrder'),
      },
    });
    const runner = new ModelRunner(machine, fakes, { oracle: screenSpec(input), connect: screenView });
    // The model invokes no list (@xstate/graph plays no invocation): the filters it forwards go nowhere there.
    const model = orderHistoryMachine.provide({ actions: { forwardFilters: () => undefined } });
    const paths = [FILTER_EVENTS, DRAWER_EVENTS].flatMap((events) => [...transitionPaths(model, events, input), ...ignoredEventPaths(model, events, input)]);
    it('has paths', () => expect(paths.length).toBeGreaterThan(20));
    for (const [index, path] of paths.entries()) {
      it(pathName(path, index), async () => {
        await runner.run(path, input);
      });
    }
    it('reaches every state of its kind of user', () => {
      // A company user has no company filter and always a company for its riders; staff on every company wait for one.
      const companies = input.staff ? ['orderHistory.companies.failed', 'orderHistory.companies.loading', 'orderHistory.companies.ready'] : ['orderHistory.companies.none'];
      const riders = input.staff ? ['orderHistory.riders.none'] : [];
      expect(runner.coverage.visitedStates()).toEqual(
        [
          'orderHistory.companies',
          'orderHistory.companies.checking',
          ...companies,
          'orderHistory.drawer',
          'orderHistory.drawer.closed',
          'orderHistory.drawer.failed',
          'orderHistory.drawer.loading',
          'orderHistory.drawer.ready',
          'orderHistory.riders',
          'orderHistory.riders.checking',
          'orderHistory.riders.failed',
          'orderHistory.riders.loading',
          ...riders,
          'orderHistory.riders.ready',
        ].sort(),
      );
    });
  });
}

describe('orderHistoryMachine', () => {
  it('gives the list the filters, dropping the rider when another company is chosen', () => {
    const actor = createActor(
      orderHistoryMachine.provide({
        actors: {
          list: createListPagingMachine<OrderSummary>().provide({ actors: { fetchPage: fromPromise<ListPage<OrderSummary>, ListQuery>(() => new Promise(() => undefined)) } }),
          listCompanies: fromPromise<CompanyChoice[]>(() => new Promise(() => undefined)),
          listRiders: fromPromise<OrderRiderOption[], { companyId: string }>(() => new Promise(() => undefined)),
        },
      }),
      { input: { query: { ...QUERY, filters: { companyId: 'c-nonna' } }, staff: true, mainCompanyId: null } },
    ).start();
    const list = () => {
      const child: unknown = actor.getSnapshot().children.list?.getSnapshot();
      return (child as { context: { query: ListQuery } }).context.query;
    };
    actor.send({ type: 'user.filter', filters: filters({ companyId: 'c-nonna', riderId: 'r-1', from: '2026-11-20', statuses: ['FINISHED', 'CANCELED'] }) });
    expect(list().filters).toEqual({ companyId: 'c-nonna', riderId: 'r-1', from: '2026-11-20', status: 'FINISHED,CANCELED' });
    actor.send({ type: 'user.filter', filters: filters({ companyId: 'c-mineiro', riderId: 'r-1' }) });
    expect(list().filters).toEqual({ companyId: 'c-mineiro' });
    actor.stop();
  });

  it("reads the riders of the company the address names when back or forward changes it, and none on every company", async () => {
    const asked: string[] = [];
    const actor = createActor(
      orderHistoryMachine.provide({
        actors: {
          list: createListPagingMachine<OrderSummary>().provide({ actors: { fetchPage: fromPromise<ListPage<OrderSummary>, ListQuery>(() => new Promise(() => undefined)) } }),
          listCompanies: fromPromise<CompanyChoice[]>(() => new Promise(() => undefined)),
          listRiders: fromPromise<OrderRiderOption[], { companyId: string }>(async ({ input }) => {
            asked.push(input.companyId);
            return [{ _id: `rider-of-${input.companyId}`, name: 'Entregador', phone: '', online: true, activeOrders: 0 }];
          }),
        },
      }),
      { input: { query: { ...QUERY, filters: { companyId: 'c-nonna' } }, staff: true, mainCompanyId: null } },
    ).start();
    const riders = () => actor.getSnapshot().context.riders.map((rider) => rider._id);
    await vi.waitFor(() => expect(riders()).toEqual(['rider-of-c-nonna']));
    // Back to a page of another company: the address gives the list its query.
    actor.getSnapshot().children.list?.send({ type: 'address.changed', query: { ...QUERY, filters: { companyId: 'c-mineiro' } } });
    await vi.waitFor(() => expect(riders()).toEqual(['rider-of-c-mineiro']));
    // Forward to every company: no company, no riders.
    actor.getSnapshot().children.list?.send({ type: 'address.changed', query: { ...QUERY, filters: {} } });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ riders: 'none' })).toBe(true));
    expect(riders()).toEqual([]);
    expect(asked).toEqual(['c-nonna', 'c-mineiro']);
    actor.stop();
  });
});
