import { assign, fromPromise, sendTo, setup, type EventFromLogic } from 'xstate';
import { asApiError } from '../../contract/apiError';
import type { Order, OrderRiderOption, OrderSummary } from '../../contract/schema.gen';
import type { ListQuery } from '../../domain/listQuery';
import { parseOrderHistoryFilters, toOrderHistoryListFilters, type OrderHistoryFilters } from '../../domain/orderHistory';
import { createListPagingMachine } from '../listPaging/machine';
import { notProvided } from '../notProvided';
import { optionsRegion } from '../optionsRegion';
import { orderExportMachine } from './exportMachine';
import type { CompanyChoice, HistoryOrderRef, OrderHistoryContext, OrderHistoryEvent, OrderHistoryInput } from './types';

/** The company whose riders the rider filter offers for `filters`: staff's company filter (none: every company), a company user's own. */
export function ridersCompanyOf(context: Pick<OrderHistoryContext, 'staff' | 'mainCompanyId'>, filters: Pick<OrderHistoryFilters, 'companyId'>): string | null {
  return context.staff ? filters.companyId : context.mainCompanyId;
}

/** The filters the list is given: a rider is one of a company's, so another company drops the rider chosen. */
export function filtersForList(context: Pick<OrderHistoryContext, 'staff' | 'mainCompanyId' | 'ridersCompanyId'>, filters: OrderHistoryFilters): OrderHistoryFilters {
  return ridersCompanyOf(context, filters) === context.ridersCompanyId ? filters : { ...filters, riderId: null };
}

/**
 * The order history screen (`/report/order`, issue 25), the parent of its list: it invokes the
 * paged list (`list`, the list machine over listOrders, bound to the address by the page) and the
 * export (`export`, see ./exportMachine.ts), and runs three regions. `companies` (staff only)
 * reads the companies the filter offers (`listCompanies`). `riders` reads the riders of the
 * company followed (`listRiders`: a company user's own; for staff, the company filtered to, none
 * on every company), again when the list is given another company (the filter bar, or back and
 * forward in the browser). `drawer` reads the order a row opens (`getOrder`), shown read-only,
 * until closed. New filters (`user.filter`) go to the list, which asks again from page 1.
 * @example createActor(createOrderHistoryMachine(clients, timeZone), { input: { query, staff: false, mainCompanyId } }).start();
 */
export const orderHistoryMachine = setup({
  types: {
    input: {} as OrderHistoryInput,
    context: {} as OrderHistoryContext & { query: ListQuery },
    events: {} as OrderHistoryEvent,
  },
  actors: {
    list: createListPagingMachine<OrderSummary>(),
    export: orderExportMachine,
    listCompanies: fromPromise<CompanyChoice[]>(() => notProvided('orderHistoryMachine', 'listCompanies')),
    listRiders: fromPromise<OrderRiderOption[], { companyId: string }>(() => notProvided('orderHistoryMachine', 'listRiders')),
    getOrder: fromPromise<Order, HistoryOrderRef>(() => notProvided('orderHistoryMachine', 'getOrder')),
  },
  actions: {
    forwardFilters: sendTo('list', ({ context }, params: { filters: OrderHistoryFilters }) => ({
      type: 'user.filter' as const,
      filters: toOrderHistoryListFilters(filtersForList(context, params.filters)),
    })),
    followCompany: assign(({ context }, params: { filters: OrderHistoryFilters }) => ({ ridersCompanyId: ridersCompanyOf(context, params.filters), riders: [] })),
    storeRiders: assign((_, params: { riders: OrderRiderOption[] }) => ({ riders: params.riders })),
    storeCompanies: assign((_, params: { options: CompanyChoice[] }) => ({ companies: params.options })),
    openOrder: assign((_, params: { order: HistoryOrderRef }) => ({ open: params.order, order: null, orderFailure: null })),
    storeOrder: assign((_, params: { order: Order }) => ({ order: params.order, orderFailure: null })),
    storeOrderFailure: assign((_, params: { error: unknown }) => ({ orderFailure: asApiError(params.error) })),
    closeOrder: assign({ open: null, order: null, orderFailure: null }),
  },
  guards: {
    isStaff: ({ context }) => context.staff,
    hasRidersCompany: ({ context }) => context.ridersCompanyId !== null,
    followsOtherCompany: ({ context }, params: { filters: OrderHistoryFilters }) => ridersCompanyOf(context, params.filters) !== context.ridersCompanyId,
  },
}).createMachine({
  id: 'orderHistory',
  type: 'parallel',
  context: ({ input }) => ({
    query: input.query,
    staff: input.staff,
    mainCompanyId: input.mainCompanyId,
    ridersCompanyId: input.staff ? (input.query.filters.companyId ?? null) : input.mainCompanyId,
    riders: [],
    companies: [],
    open: null,
    order: null,
    orderFailure: null,
  }),
  invoke: [
    {
      id: 'list',
      src: 'list',
      input: ({ context }) => ({ query: context.query }),
      // The list's query may change without the filter bar: back and forward in the browser give
      // the list the query of the address. The riders follow its company whichever way it came.
      onSnapshot: {
        guard: { type: 'followsOtherCompany', params: ({ event }) => ({ filters: parseOrderHistoryFilters(event.snapshot.context.query.filters) }) },
        target: '#orderHistory.riders.checking',
        actions: { type: 'followCompany', params: ({ event }) => ({ filters: parseOrderHistoryFilters(event.snapshot.context.query.filters) }) },
      },
    },
    { id: 'export', src: 'export' },
  ],
  states: {
    // Staff's companies for the filter; a company user reads its own company's orders: none. When
    // they could not be read, the filter offers the companies of the rows shown.
    companies: optionsRegion<CompanyChoice[]>()('listCompanies', 'storeCompanies'),
    riders: {
      initial: 'checking',
      on: {
        'user.filter': [
          {
            guard: { type: 'followsOtherCompany', params: ({ event }) => ({ filters: event.filters }) },
            target: '.checking',
            actions: [
              { type: 'forwardFilters', params: ({ event }) => ({ filters: event.filters }) },
              { type: 'followCompany', params: ({ event }) => ({ filters: event.filters }) },
            ],
          },
          { actions: { type: 'forwardFilters', params: ({ event }) => ({ filters: event.filters }) } },
        ],
      },
      states: {
        checking: {
          always: [{ guard: 'hasRidersCompany', target: 'loading' }, { target: 'none' }],
        },
        // Staff on every company: riders are a company's, so the rider filter waits for one.
        none: {},
        loading: {
          invoke: {
            id: 'listRiders',
            src: 'listRiders',
            input: ({ context }) => ({ companyId: context.ridersCompanyId ?? '' }),
            onDone: { target: 'ready', actions: { type: 'storeRiders', params: ({ event }) => ({ riders: event.output }) } },
            onError: { target: 'failed' },
          },
        },
        ready: {},
        // The rider filter is then off, with its reason.
        failed: {},
      },
    },
    drawer: {
      initial: 'closed',
      on: {
        'user.open_order': { target: '.loading', actions: { type: 'openOrder', params: ({ event }) => ({ order: event.order }) } },
        'user.close_order': { target: '.closed', actions: 'closeOrder' },
      },
      states: {
        closed: {},
        loading: {
          invoke: {
            id: 'getOrder',
            src: 'getOrder',
            input: ({ context }) => {
              if (!context.open) throw new Error('orderHistoryMachine: reading no order');
              return context.open;
            },
            onDone: { target: 'ready', actions: { type: 'storeOrder', params: ({ event }) => ({ order: event.output }) } },
            onError: { target: 'failed', actions: { type: 'storeOrderFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        ready: {},
        failed: {
          on: { 'user.retry_order': { target: 'loading', actions: assign({ orderFailure: null }) } },
        },
      },
    },
  },
});

/** Every event the history screen accepts. */
export type OrderHistoryMachineEvent = EventFromLogic<typeof orderHistoryMachine>;
