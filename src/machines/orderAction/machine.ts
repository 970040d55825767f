import { assign, fromPromise, setup, type EventFromLogic } from 'xstate';
import { asApiError, type ApiError } from '../../contract/apiError';
import { newIdempotencyKey } from '../../contract/idempotencyKey';
import type { Order, OrderPrintLink, OrderRiderOptions, OrderTransition } from '../../contract/schema.gen';
import { allowedTransitions, type OrderMove } from '../../domain/orderTransitions';
import { notProvided } from '../notProvided';
import type { OrderActionContext, OrderActionEvent, OrderActionInput, OrderChangeConflict, OrderDeskActor, OrderMoveRequest, OrderRef, TransitionInput } from './types';

/** The moves `actor` may make on `order` now. */
function movesOf(order: Order, actor: OrderDeskActor): OrderMove[] {
  return allowedTransitions({ status: order.status, fulfilment: order.fulfilment, riderId: order.rider?._id ?? null, companyType: order.companyType }, actor);
}

/** The body of a move: the target, the version read, and only the needs the form gave. */
export function moveBody(request: OrderMoveRequest, version: number): OrderTransition {
  const { to, prepMinutes, reason, deliveryManId, outcome } = request;
  return {
    to,
    version,
    ...(prepMinutes === undefined ? {} : { prepMinutes }),
    ...(reason === undefined ? {} : { reason }),
    ...(deliveryManId === undefined ? {} : { deliveryManId }),
    ...(outcome === undefined ? {} : { outcome }),
  };
}

// Both bodies come from moveBody, which writes the fields in one order.
function sameBody(a: OrderTransition, b: OrderTransition): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Who changed the order last, from its history (its last entry). */
export function conflictOf(order: Order): OrderChangeConflict {
  const last = order.history[order.history.length - 1];
  return { byName: last?.byName ?? null, at: last?.at ?? order.statusAt, status: order.status };
}

// Entered only with an order read.
function orderOf(context: OrderActionContext): Order {
  if (!context.order) throw new Error('orderActionMachine: no order read');
  return context.order;
}

function requestOf(context: OrderActionContext): OrderMoveRequest {
  if (!context.request) throw new Error('orderActionMachine: no move asked for');
  return context.request;
}

function sentOf(context: OrderActionContext) {
  if (!context.sent) throw new Error('orderActionMachine: nothing to send');
  return context.sent;
}

function isConflictError(error: unknown): boolean {
  const failure = asApiError(error);
  return failure.statusCode === 409 && (failure.code === 'stale_version' || failure.code === 'illegal_transition');
}

function isNoAnswer(error: unknown): boolean {
  return asApiError(error).statusCode === 0;
}

const toSubmitting = [
  // The same move sent again unchanged (after a lost answer) keeps its key: the server answers the first.
  { guard: 'isSentBody', target: 'submitting', actions: 'clearNotices' },
  { target: 'submitting', actions: ['clearNotices', 'issueIdempotencyKey'] },
] as const;

/**
 * One order in the drawer (issue 24). `getOrder` reads it; the moves offered are those the
 * transition table allows this actor (`allowedTransitions`), and the company's riders are read
 * (`listRiders`) once an assign move is offered. A move (`user.move`) is sent with the order's
 * `version` and an `Idempotency-Key` (`transition`); accepting first asks `user.confirm` (or
 * `user.back`). The answer becomes the order and is told to the board (`notifyMoved`); accepting
 * with the company's auto-print asks a print link at once. A refusal keeps the form's values and
 * the server's reason; a conflict (409 `stale_version` or `illegal_transition`) reads the order
 * again and says who changed it; a lost answer keeps the move, sent again with the same key on
 * `user.retry`. `order.changed` with a newer version reads the order again (dropping the notices
 * of the older one, but not a lost answer's Retry). `user.print` asks a
 * print link (`createPrintLink`) and tells it (`notifyPrint`: the page opens the ticket).
 * `notifyMoved` and `notifyPrint` are empty here, filled in where the drawer is used.
 * @example createActor(orderActionMachine.provide({ actors: { getOrder, listRiders, transition, createPrintLink } }), { input }).start();
 */
export const orderActionMachine = setup({
  types: {
    input: {} as OrderActionInput,
    context: {} as OrderActionContext,
    events: {} as OrderActionEvent,
  },
  actors: {
    getOrder: fromPromise<Order, OrderRef>(() => notProvided('orderActionMachine', 'getOrder')),
    listRiders: fromPromise<OrderRiderOptions, { companyId: string }>(() => notProvided('orderActionMachine', 'listRiders')),
    transition: fromPromise<Order, TransitionInput>(() => notProvided('orderActionMachine', 'transition')),
    createPrintLink: fromPromise<OrderPrintLink, OrderRef>(() => notProvided('orderActionMachine', 'createPrintLink')),
  },
  actions: {
    storeOrder: assign(({ context }, params: { order: Order }) => ({ order: params.order, moves: movesOf(params.order, context.actor) })),
    storeMoved: assign(({ context }, params: { order: Order }) => ({
      order: params.order,
      moves: movesOf(params.order, context.actor),
      request: null,
      sent: null,
      error: null,
      conflict: null,
    })),
    storeConflict: assign((_, params: { order: Order }) => ({ conflict: conflictOf(params.order), request: null, error: null })),
    storeRiders: assign((_, params: { riders: OrderRiderOptions }) => ({ riders: params.riders.items })),
    storeNoRiders: assign((_, params: { error: unknown }) => ({ riders: [], error: asApiError(params.error) })),
    storeRequest: assign((_, params: { request: OrderMoveRequest }) => ({ request: params.request })),
    clearNotices: assign({ error: null, conflict: null }),
    // A newer order is shown: what was said of the older one goes, but a lost answer's Retry stays
    // (sent again with its key, the server answers the first or refuses the stale version).
    clearStaleNotices: assign(({ context }) => ({ conflict: null, error: context.sent !== null && context.error?.statusCode === 0 ? context.error : null })),
    forgetRequest: assign({ request: null }),
    issueIdempotencyKey: assign(({ context }) => ({ sent: { body: moveBody(requestOf(context), orderOf(context).version), key: newIdempotencyKey() } })),
    forgetSent: assign({ sent: null }),
    storeError: assign((_, params: { error: unknown }) => ({ error: asApiError(params.error) })),
    storeFailure: assign((_, params: { error: unknown }) => ({ failure: asApiError(params.error) })),
    clearFailure: assign({ failure: null }),
    storePrintLink: assign((_, params: { link: OrderPrintLink }) => ({ printLink: params.link, error: null })),
    // The board's (it updates the card at once) and the page's (it opens the ticket).
    notifyMoved: (_, _params: { order: Order }) => {},
    notifyPrint: (_, _params: { token: string }) => {},
  },
  guards: {
    needsRiders: ({ context }) => context.riders === null && context.moves.some((move) => move.action === 'assign'),
    isOffered: ({ context }, params: { request: OrderMoveRequest }) => context.moves.some((move) => move.to === params.request.to),
    isAccept: ({ context }, params: { request: OrderMoveRequest }) => context.moves.some((move) => move.to === params.request.to && move.action === 'accept'),
    isSentBody: ({ context }) => context.sent !== null && context.request !== null && sameBody(context.sent.body, moveBody(context.request, orderOf(context).version)),
    hasUnanswered: ({ context }) => context.sent !== null && context.error?.statusCode === 0,
    isNewer: ({ context }, params: { version: number }) => context.order !== null && params.version > context.order.version,
    printsOnAccept: ({ context }) => context.autoPrint && context.sent !== null && context.moves.some((move) => move.action === 'accept' && move.to === context.sent?.body.to),
    isConflict: (_, params: { error: unknown }) => isConflictError(params.error),
    isNoAnswer: (_, params: { error: unknown }) => isNoAnswer(params.error),
  },
}).createMachine({
  id: 'orderAction',
  context: ({ input }) => ({
    orderId: input.orderId,
    companyId: input.companyId,
    actor: input.actor,
    autoPrint: input.autoPrint,
    order: null,
    moves: [],
    riders: null,
    request: null,
    sent: null,
    error: null,
    failure: null,
    conflict: null,
    printLink: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'getOrder',
        src: 'getOrder',
        input: ({ context }) => ({ orderId: context.orderId, companyId: context.companyId }),
        onDone: { target: 'checking', actions: { type: 'storeOrder', params: ({ event }) => ({ order: event.output }) } },
        onError: { target: 'failed', actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: { 'user.retry': { target: 'loading', actions: 'clearFailure' } },
    },
    // Whether the riders are wanted now (an assign move is offered and they were never read).
    checking: {
      always: [{ guard: 'needsRiders', target: 'loadingRiders' }, { target: 'idle' }],
    },
    loadingRiders: {
      invoke: {
        id: 'listRiders',
        src: 'listRiders',
        input: ({ context }) => ({ companyId: context.companyId }),
        onDone: { target: 'idle', actions: { type: 'storeRiders', params: ({ event }) => ({ riders: event.output }) } },
        onError: { target: 'idle', actions: { type: 'storeNoRiders', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    idle: {
      on: {
        'user.move': [
          {
            guard: { type: 'isAccept', params: ({ event }) => ({ request: event.request }) },
            target: 'confirming',
            actions: { type: 'storeRequest', params: ({ event }) => ({ request: event.request }) },
          },
          {
            guard: { type: 'isOffered', params: ({ event }) => ({ request: event.request }) },
            target: 'sending',
            actions: { type: 'storeRequest', params: ({ event }) => ({ request: event.request }) },
          },
        ],
        'user.retry': { guard: 'hasUnanswered', target: 'submitting', actions: 'clearNotices' },
        'user.print': { target: 'printing', actions: 'clearNotices' },
        'order.changed': { guard: { type: 'isNewer', params: ({ event }) => ({ version: event.version }) }, target: 'rereading' },
      },
    },
    confirming: {
      on: {
        'user.confirm': { target: 'sending' },
        'user.back': { target: 'idle', actions: 'forgetRequest' },
        // What was to be confirmed may be gone: the order is read again.
        'order.changed': { guard: { type: 'isNewer', params: ({ event }) => ({ version: event.version }) }, target: 'rereading', actions: 'forgetRequest' },
      },
    },
    // A key for the move: kept when the same body was sent before without an answer.
    sending: {
      always: toSubmitting,
    },
    submitting: {
      invoke: {
        id: 'transition',
        src: 'transition',
        input: ({ context }) => {
          const sent = sentOf(context);
          return { orderId: context.orderId, companyId: context.companyId, body: sent.body, idempotencyKey: sent.key };
        },
        onDone: [
          {
            guard: 'printsOnAccept',
            target: 'printing',
            actions: [{ type: 'storeMoved', params: ({ event }) => ({ order: event.output }) }, { type: 'notifyMoved', params: ({ event }) => ({ order: event.output }) }],
          },
          {
            target: 'checking',
            actions: [{ type: 'storeMoved', params: ({ event }) => ({ order: event.output }) }, { type: 'notifyMoved', params: ({ event }) => ({ order: event.output }) }],
          },
        ],
        onError: [
          { guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) }, target: 'resolvingConflict', actions: 'forgetSent' },
          // No answer: the move may have been made; Retry sends it again with the same key.
          { guard: { type: 'isNoAnswer', params: ({ event }) => ({ error: event.error }) }, target: 'idle', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
          { target: 'idle', actions: [{ type: 'storeError', params: ({ event }) => ({ error: event.error }) }, 'forgetSent'] },
        ],
      },
    },
    // Someone else moved it first: read it, and say who.
    resolvingConflict: {
      invoke: {
        id: 'getOrder',
        src: 'getOrder',
        input: ({ context }) => ({ orderId: context.orderId, companyId: context.companyId }),
        onDone: {
          target: 'checking',
          actions: [{ type: 'storeOrder', params: ({ event }) => ({ order: event.output }) }, { type: 'storeConflict', params: ({ event }) => ({ order: event.output }) }],
        },
        onError: { target: 'idle', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // The board heard of a newer version: the order shown stays until the new one arrives.
    rereading: {
      invoke: {
        id: 'getOrder',
        src: 'getOrder',
        input: ({ context }) => ({ orderId: context.orderId, companyId: context.companyId }),
        onDone: { target: 'checking', actions: [{ type: 'storeOrder', params: ({ event }) => ({ order: event.output }) }, 'clearStaleNotices'] },
        onError: { target: 'idle', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    printing: {
      invoke: {
        id: 'createPrintLink',
        src: 'createPrintLink',
        input: ({ context }) => ({ orderId: context.orderId, companyId: context.companyId }),
        onDone: {
          target: 'checking',
          actions: [{ type: 'storePrintLink', params: ({ event }) => ({ link: event.output }) }, { type: 'notifyPrint', params: ({ event }) => ({ token: event.output.token }) }],
        },
        onError: { target: 'checking', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});

/** Every event the drawer's machine accepts. */
export type OrderActionMachineEvent = EventFromLogic<typeof orderActionMachine>;

/** Whether a failure is one the drawer offers Retry for (the move's answer was lost). */
export function isLostAnswer(error: ApiError | null): boolean {
  return error !== null && error.statusCode === 0;
}
