import { assign, fromPromise, sendTo, setup, type EventFromLogic } from 'xstate';
import type { ResponseTargets, Ticket, TicketOrderOption, TicketPerson, TicketSummary } from '../../contract/schema.gen';
import { toTicketListFilters } from '../../domain/helpdeskList';
import type { ListQuery } from '../../domain/listQuery';
import type { HelpdeskOption, NewTicketValues } from '../../domain/helpdeskValues';
import { createListPagingMachine, LIST_SEARCH_DEBOUNCE_MS } from '../listPaging/machine';
import { notProvided } from '../notProvided';
import { optionsRegion } from '../optionsRegion';
import { createRecordEditorMachine } from '../recordEditor/machine';
import type { OrderSearch, TicketListContext, TicketListEvent, TicketListInput } from './types';

/** The new ticket dialog: a record editor opened on nothing, saving with createTicket (bindings). */
export const newTicketEditor = createRecordEditorMachine<never, NewTicketValues, never, Ticket>({ lifetime: 'dialog' });

/** The response targets dialog: opened on `'targets'`, it reads them, then saves them (bindings). */
export const responseTargetsEditor = createRecordEditorMachine<'targets', ResponseTargets, ResponseTargets, ResponseTargets>({ lifetime: 'dialog' });

/**
 * The ticket list (`/helpdesk/tickets`, issue 26), the parent of its list and dialogs: it invokes
 * the paged list (`list`, listTickets, bound to the address by the page), the new ticket dialog
 * (`newTicket`) and the response targets dialog (`targets`, staff), and runs three regions. For
 * staff, `companies` and `assignees` read what the company and assignee filters offer (and the new
 * ticket's company). `orderOptions` reads the orders the new ticket's order field offers, 150 ms
 * after its text last changed. New filters (`user.filter`) go to the list, which asks again from
 * page 1.
 * @example createActor(createTicketListMachine(clients, options), { input: { query, staff: true } }).start();
 */
export const ticketListMachine = setup({
  types: {
    input: {} as TicketListInput,
    context: {} as TicketListContext,
    events: {} as TicketListEvent,
  },
  actors: {
    list: createListPagingMachine<TicketSummary>(),
    newTicket: newTicketEditor,
    targets: responseTargetsEditor,
    listCompanies: fromPromise<HelpdeskOption[]>(() => notProvided('ticketListMachine', 'listCompanies')),
    listAssignees: fromPromise<TicketPerson[]>(() => notProvided('ticketListMachine', 'listAssignees')),
    listOrderOptions: fromPromise<TicketOrderOption[], OrderSearch>(() => notProvided('ticketListMachine', 'listOrderOptions')),
  },
  actions: {
    forwardFilters: sendTo('list', (_, params: { filters: ReturnType<typeof toTicketListFilters> }) => ({ type: 'user.filter' as const, filters: params.filters })),
    storeCompanies: assign((_, params: { options: HelpdeskOption[] }) => ({ companies: params.options })),
    storeAssignees: assign((_, params: { options: TicketPerson[] }) => ({ assignees: params.options })),
    storeOrderSearch: assign((_, params: { search: OrderSearch }) => ({ orderSearch: params.search })),
    storeOrderOptions: assign((_, params: { options: TicketOrderOption[] }) => ({ orderOptions: params.options })),
  },
  guards: {
    isStaff: ({ context }) => context.staff,
  },
  delays: {
    orderSearchDebounce: LIST_SEARCH_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'ticketList',
  type: 'parallel',
  context: ({ input }): TicketListContext => ({
    query: input.query,
    staff: input.staff,
    companies: [],
    assignees: [],
    orderSearch: { digits: '', companyId: null },
    orderOptions: [],
  }),
  invoke: [
    { id: 'list', src: 'list', input: ({ context }): { query: ListQuery } => ({ query: context.query }) },
    { id: 'newTicket', src: 'newTicket' },
    { id: 'targets', src: 'targets' },
  ],
  on: {
    'user.filter': { actions: { type: 'forwardFilters', params: ({ event }) => ({ filters: toTicketListFilters(event.filters) }) } },
  },
  states: {
    // Staff's companies and staff users; a company user reads its own company's tickets: none.
    companies: optionsRegion<HelpdeskOption[]>()('listCompanies', 'storeCompanies'),
    assignees: optionsRegion<TicketPerson[]>()('listAssignees', 'storeAssignees'),
    orderOptions: {
      initial: 'idle',
      on: {
        'user.order_search': { target: '.waiting', actions: { type: 'storeOrderSearch', params: ({ event }) => ({ search: event.search }) } },
      },
      states: {
        idle: {},
        waiting: { after: { orderSearchDebounce: 'loading' } },
        loading: {
          invoke: {
            id: 'listOrderOptions',
            src: 'listOrderOptions',
            input: ({ context }) => context.orderSearch,
            onDone: { target: 'ready', actions: { type: 'storeOrderOptions', params: ({ event }) => ({ options: event.output }) } },
            onError: { target: 'failed', actions: { type: 'storeOrderOptions', params: () => ({ options: [] }) } },
          },
        },
        ready: {},
        // The field still takes a number typed whole; the server checks it.
        failed: {},
      },
    },
  },
});

/** Every event the ticket list accepts. */
export type TicketListMachineEvent = EventFromLogic<typeof ticketListMachine>;
