import { assign, fromPromise, setup, type EventFromLogic } from 'xstate';
import { asApiError } from '../../contract/apiError';
import { newIdempotencyKey } from '../../contract/idempotencyKey';
import type { Order, Ticket, TicketPerson } from '../../contract/schema.gen';
import { statusAfterMessage } from '../../domain/helpdesk';
import { notProvided } from '../notProvided';
import { optionsRegion } from '../optionsRegion';
import type { TicketChangeInput, TicketChangeRequest, TicketContext, TicketEvent, TicketInput, TicketMessageInput, TicketOrderRef } from './types';

/** The reply box's text as it is sent: without the spaces around it. */
function bodyOf(draft: string): string {
  return draft.trim();
}

/** Whether the ticket shown takes a message of this kind from this caller now (the same rule as the server's). */
export function takesMessage(context: Pick<TicketContext, 'ticket' | 'staff'>, internal: boolean, now: number): boolean {
  const { ticket } = context;
  if (ticket === null) return false;
  return !('refused' in statusAfterMessage(ticket, { actor: context.staff ? 'staff' : 'requester', internal: context.staff && internal }, now));
}

/**
 * The ticket page (`/helpdesk/tickets/{protocol}`, issue 26). `ticket` reads the ticket
 * (`getTicket`), then waits for the caller: Send adds the reply box's text to the thread
 * (`sendMessage`, as an internal note when staff ask), a change asks for one field's new value
 * against the version shown (`changeTicket`). Each answer is the ticket as it now is. A failed send
 * keeps the text (sent again unchanged, it keeps its `Idempotency-Key`); a refused change is said
 * and the ticket read again (someone else may have changed it). For staff, `assignees` reads whom
 * the ticket may be assigned to. `drawer` reads the linked order when the caller opens it.
 * @example createActor(createTicketMachine(clients), { input: { protocol: '20261125-000001', staff: false } }).start();
 */
export const ticketMachine = setup({
  types: {
    input: {} as TicketInput,
    context: {} as TicketContext,
    events: {} as TicketEvent,
  },
  actors: {
    getTicket: fromPromise<Ticket, { protocol: string }>(() => notProvided('ticketMachine', 'getTicket')),
    sendMessage: fromPromise<Ticket, TicketMessageInput>(() => notProvided('ticketMachine', 'sendMessage')),
    changeTicket: fromPromise<Ticket, TicketChangeInput>(() => notProvided('ticketMachine', 'changeTicket')),
    listAssignees: fromPromise<TicketPerson[]>(() => notProvided('ticketMachine', 'listAssignees')),
    getOrder: fromPromise<Order, TicketOrderRef>(() => notProvided('ticketMachine', 'getOrder')),
  },
  actions: {
    storeTicket: assign((_, params: { ticket: Ticket }) => ({ ticket: params.ticket, failure: null })),
    storeFailure: assign((_, params: { error: unknown }) => ({ failure: asApiError(params.error) })),
    storeDraft: assign((_, params: { text: string }) => ({ draft: params.text, sendFailure: null })),
    storeInternal: assign(({ context }, params: { internal: boolean }) => ({ internal: context.staff && params.internal })),
    // Random, so a test model provides its own to compare contexts.
    keyMessage: assign(({ context }) => {
      const body = bodyOf(context.draft);
      const same = context.sent !== null && context.sent.body === body && context.sent.internal === context.internal;
      return { sent: same ? context.sent : { key: newIdempotencyKey(), body, internal: context.internal }, sendFailure: null };
    }),
    storeSent: assign((_, params: { ticket: Ticket }) => ({ ticket: params.ticket, draft: '', internal: false, sent: null, sendFailure: null })),
    storeSendFailure: assign((_, params: { error: unknown }) => ({ sendFailure: asApiError(params.error) })),
    clearChangeFailure: assign({ changeFailure: null }),
    storeChangeFailure: assign((_, params: { error: unknown }) => ({ changeFailure: asApiError(params.error) })),
    storeAssignees: assign((_, params: { options: TicketPerson[] }) => ({ assignees: params.options })),
    storeOrder: assign((_, params: { order: Order }) => ({ order: params.order, orderFailure: null })),
    storeOrderFailure: assign((_, params: { error: unknown }) => ({ orderFailure: asApiError(params.error) })),
    closeOrder: assign({ order: null, orderFailure: null }),
  },
  guards: {
    isStaff: ({ context }) => context.staff,
    hasText: ({ context }) => bodyOf(context.draft) !== '',
    hasOrder: ({ context }) => context.ticket?.order != null,
  },
}).createMachine({
  id: 'ticket',
  type: 'parallel',
  context: ({ input }): TicketContext => ({
    protocol: input.protocol,
    staff: input.staff,
    ticket: null,
    failure: null,
    draft: '',
    internal: false,
    sent: null,
    sendFailure: null,
    changeFailure: null,
    assignees: [],
    order: null,
    orderFailure: null,
  }),
  on: {
    'user.draft': { actions: { type: 'storeDraft', params: ({ event }) => ({ text: event.text }) } },
    'user.internal': { actions: { type: 'storeInternal', params: ({ event }) => ({ internal: event.internal }) } },
  },
  states: {
    ticket: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'getTicket',
            src: 'getTicket',
            input: ({ context }) => ({ protocol: context.protocol }),
            onDone: { target: 'ready', actions: { type: 'storeTicket', params: ({ event }) => ({ ticket: event.output }) } },
            onError: { target: 'failed', actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        failed: {
          on: { 'user.retry': 'loading' },
        },
        ready: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                // The server refuses what the ticket no longer takes, and says why.
                'user.send': { guard: 'hasText', target: 'sending', actions: 'keyMessage' },
                'user.change': { target: 'changing', actions: 'clearChangeFailure' },
              },
            },
            sending: {
              invoke: {
                id: 'sendMessage',
                src: 'sendMessage',
                input: ({ context }) => {
                  if (!context.sent) throw new Error('ticketMachine: sending no message');
                  return { protocol: context.protocol, body: context.sent.body, internal: context.sent.internal, idempotencyKey: context.sent.key };
                },
                onDone: { target: 'idle', actions: { type: 'storeSent', params: ({ event }) => ({ ticket: event.output }) } },
                onError: { target: 'idle', actions: { type: 'storeSendFailure', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            changing: {
              invoke: {
                id: 'changeTicket',
                src: 'changeTicket',
                input: ({ context, event }) => {
                  if (!context.ticket || event.type !== 'user.change') throw new Error('ticketMachine: changing no ticket');
                  const change: TicketChangeRequest = event.change;
                  return { protocol: context.protocol, version: context.ticket.version, change };
                },
                onDone: { target: 'idle', actions: { type: 'storeTicket', params: ({ event }) => ({ ticket: event.output }) } },
                onError: { target: 'reloading', actions: { type: 'storeChangeFailure', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            // After a refused change: the ticket as it now is, the refusal still said.
            reloading: {
              invoke: {
                // Never beside the first read: the same id, so the same call.
                id: 'getTicket',
                src: 'getTicket',
                input: ({ context }) => ({ protocol: context.protocol }),
                onDone: { target: 'idle', actions: { type: 'storeTicket', params: ({ event }) => ({ ticket: event.output }) } },
                onError: { target: 'idle' },
              },
            },
          },
        },
      },
    },
    // Whom staff may assign; the menu then offers the one assigned and "nobody" when it failed.
    assignees: optionsRegion<TicketPerson[]>()('listAssignees', 'storeAssignees'),
    drawer: {
      initial: 'closed',
      on: {
        'user.close_order': { target: '.closed', actions: 'closeOrder' },
      },
      states: {
        closed: {
          on: { 'user.open_order': { guard: 'hasOrder', target: 'loading' } },
        },
        loading: {
          invoke: {
            id: 'getOrder',
            src: 'getOrder',
            input: ({ context }) => {
              const ticket = context.ticket;
              if (!ticket?.order) throw new Error('ticketMachine: the ticket names no order');
              return { orderId: ticket.order._id, companyId: ticket.companyId };
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

/** Every event the ticket page accepts. */
export type TicketMachineEvent = EventFromLogic<typeof ticketMachine>;
