import { assign, enqueueActions, fromCallback, fromPromise, raise, sendTo, setup, stateIn, stopChild, type EventFromLogic, type EventObject } from 'xstate';
import { asApiError } from '../../contract/apiError';
import type { Order, OrderBoard, OrderSettings, OrderSummary } from '../../contract/schema.gen';
import { orderActionMachine } from '../orderAction/machine';
import { notProvided } from '../notProvided';
import { RECONNECT_MAX_ATTEMPTS, type BoardQuery, type OrderBoardContext, type OrderEvent, type OrderBoardEvent, type OrderBoardInput, type OrderEventsInput, type OrderHint, type SettingsSave } from './types';

/** Issue 24: the board is read again every 30 s, whatever the events said. */
export const BOARD_RECONCILE_MS = 30_000;
/** A burst of events is one read, this long after the first of them. */
export const BOARD_EVENT_DEBOUNCE_MS = 300;
/** The first reconnection waits this long; each next one twice as long, up to {@link RECONNECT_MAX_MS}. */
export const RECONNECT_FIRST_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

/** The wait before reconnection number `attempts` (1 for the first). */
export function reconnectDelayOf(attempts: number): number {
  return Math.min(RECONNECT_FIRST_MS * 2 ** Math.max(attempts - 1, 0), RECONNECT_MAX_MS);
}

/** Whether an event says more than the board holds: an order it does not have, or a newer version. */
function isNewerThanBoard(orders: readonly OrderSummary[], hint: OrderHint): boolean {
  const held = orders.find((order) => order._id === hint.orderId);
  return held === undefined || hint.version > held.version;
}

/** The board's card of an order the drawer answered. */
export function summaryOf(order: Order): OrderSummary {
  const { _id, companyId, companyName, companyType, number, status, version, fulfilment, paymentType, paid, customerName, total } = order;
  const { placedAt, statusAt, scheduledFor, prepMinutes, readyBy, acceptBy, rider, outcome, cancelReason, late } = order;
  return { _id, companyId, companyName, companyType, number, status, version, fulfilment, paymentType, paid, customerName, total, placedAt, statusAt, scheduledFor, prepMinutes, readyBy, acceptBy, rider, outcome, cancelReason, late };
}

/** Whether an order waits in "new" on the board as filtered (the optional repeating alert rings while one does). */
export function hasWaitingOrder(context: Pick<OrderBoardContext, 'orders' | 'companyFilter'>): boolean {
  return context.orders.some((order) => order.status === 'WAIT_COMPANY' && (context.companyFilter === null || order.companyId === context.companyFilter));
}

const RECONNECTING = '#orderBoard.ready.live.reconnecting';

/** A company's desk settings until it changes them (the contract's defaults). */
export const DEFAULT_ORDER_SETTINGS: OrderSettings = { acceptMinutes: 8, prepMinutes: 20, repeatAlert: false, autoPrint: false };

/** The company whose desk settings the board edits: the one it is filtered to (staff), else its own; null for every company. */
export function settingsCompanyOf(context: Pick<OrderBoardContext, 'companyFilter' | 'companyId'>): string | null {
  return context.companyFilter ?? context.companyId;
}

/** A company's desk settings as the board last read them (the defaults for a company it does not list). */
export function settingsOf(context: Pick<OrderBoardContext, 'companies'>, companyId: string): OrderSettings {
  return context.companies.find((company) => company._id === companyId)?.settings ?? DEFAULT_ORDER_SETTINGS;
}

/**
 * The order board (issue 24). `getBoard` reads it: orders, companies, the server's clock (kept as
 * an offset from the local one) and the last event id. Once read, three regions run side by side.
 * `live`: the stream actor `orderEvents` (a callback actor sending `stream.open`, `stream.order`,
 * `stream.error`) resumes from the last event id; a failure shows `reconnecting` and connects again
 * after 1, 2, 4, 8, 16 then every 30 s (`reconnectDelay`). `board`: an event newer than the order
 * held (or of an order not held) reads the board 300 ms later (`debounce`; a burst is one read);
 * the board is read every 30 s anyway (`reconcile`), and once the stream is back; while it is
 * down the board is read at each attempt to connect again (`stream.retry`; the banner says so;
 * `user.retry` reads at once). A failed re-read
 * keeps the board and sets `warning`. `drawer`: `user.open` starts the order's drawer (the
 * `orderAction` machine), told of each event of its order; its answered moves replace the card at
 * once, its print links go to `openPrint` (empty here, filled in by the page). `settings`: the desk
 * settings dialog of the company followed (`user.open_settings`); `saveSettings` sends them, and
 * the answer replaces that company's settings on the board at once; a refusal keeps the values.
 * @example createActor(orderBoardMachine.provide({ actors: { getBoard, orderEvents, orderAction } }), { input: { type: 'restaurant', companyId: null, actor: 'staff' } }).start();
 */
export const orderBoardMachine = setup({
  types: {
    input: {} as OrderBoardInput,
    context: {} as OrderBoardContext,
    events: {} as OrderBoardEvent,
  },
  actors: {
    getBoard: fromPromise<OrderBoard, BoardQuery>(() => notProvided('orderBoardMachine', 'getBoard')),
    orderEvents: fromCallback<EventObject, OrderEventsInput>(() => notProvided('orderBoardMachine', 'orderEvents')),
    orderAction: orderActionMachine,
    saveSettings: fromPromise<OrderSettings, SettingsSave>(() => notProvided('orderBoardMachine', 'saveSettings')),
  },
  actions: {
    storeBoard: assign(({ context }, params: { board: OrderBoard }) => ({
      orders: params.board.orders,
      companies: params.board.companies,
      clockOffset: Date.parse(params.board.serverTime) - context.now(),
      // The stream's own position is ahead of a board read since it started.
      lastEventId: context.lastEventId ?? params.board.lastEventId,
      warning: null,
      failure: null,
      hints: [],
    })),
    storeWarning: assign((_, params: { error: unknown }) => ({ warning: asApiError(params.error), hints: [] })),
    storeFailure: assign((_, params: { error: unknown }) => ({ failure: asApiError(params.error) })),
    clearFailure: assign({ failure: null }),
    storeEventId: assign(({ context }, params: { eventId: string | null }) => ({ lastEventId: params.eventId ?? context.lastEventId })),
    // One hint per order, its newest version.
    storeHint: assign(({ context }, params: { event: OrderEvent }) => {
      const { orderId, version } = params.event;
      const held = context.hints.find((hint) => hint.orderId === orderId);
      if (held && held.version >= version) return {};
      return { hints: [...context.hints.filter((hint) => hint.orderId !== orderId), { orderId, version }] };
    }),
    countAttempt: assign(({ context }) => ({ reconnectAttempts: Math.min(context.reconnectAttempts + 1, context.maxReconnectAttempts) })),
    resetAttempts: assign({ reconnectAttempts: 0 }),
    storeMoved: assign(({ context }, params: { order: Order }) => {
      const card = summaryOf(params.order);
      const held = context.orders.find((order) => order._id === card._id);
      if (held && held.version >= card.version) return {};
      return { orders: held ? context.orders.map((order) => (order._id === card._id ? card : order)) : [...context.orders, card] };
    }),
    toggleAwaitingPayment: assign(({ context }) => ({ showAwaitingPayment: !context.showAwaitingPayment })),
    storeCompanyFilter: assign((_, params: { companyId: string | null }) => ({ companyFilter: params.companyId })),
    openDrawer: assign(({ context, spawn }, params: { orderId: string }) => {
      const card = context.orders.find((order) => order._id === params.orderId);
      const companyId = card?.companyId ?? context.companyId ?? '';
      const company = context.companies.find((candidate) => candidate._id === companyId);
      const input = { orderId: params.orderId, companyId, actor: context.actor, autoPrint: company?.settings.autoPrint ?? false };
      return { selectedId: params.orderId, drawer: spawn('orderAction', { id: 'drawer', input }) };
    }),
    closeDrawer: enqueueActions(({ context, enqueue }) => {
      if (context.drawer) enqueue(stopChild(context.drawer));
      enqueue.assign({ selectedId: null, drawer: null, initialAction: null });
    }),
    askAccept: assign({ initialAction: 'accept' as const }),
    storeOpenNumber: assign((_, params: { number: number }) => ({ openNumber: params.number })),
    // After a read: the order the address named opens if the board now holds it, and is forgotten.
    openNamed: enqueueActions(({ context, enqueue }) => {
      if (context.openNumber === null) return;
      const named = context.orders.find((order) => order.number === context.openNumber);
      enqueue.assign({ openNumber: null });
      if (named) enqueue.raise({ type: 'user.open', orderId: named._id });
    }),
    tellDrawer: sendTo(({ context }) => context.drawer ?? '', (_, params: { version: number }) => ({ type: 'order.changed', version: params.version })),
    // The page's: opens `/shopping-cart/{type}/print?token=…`.
    openPrint: (_, _params: { token: string; type: OrderBoardContext['type'] }) => {},
    openSettings: assign(({ context }) => {
      const companyId = settingsCompanyOf(context);
      return { settingsCompanyId: companyId, settingsValues: companyId === null ? null : settingsOf(context, companyId), settingsFailure: null };
    }),
    storeSettingsValues: assign((_, params: { settings: OrderSettings }) => ({ settingsValues: params.settings, settingsFailure: null })),
    storeSettingsFailure: assign((_, params: { error: unknown }) => ({ settingsFailure: asApiError(params.error) })),
    // The saved settings replace the company's at once: accepting proposes the new preparation time.
    storeSettings: assign(({ context }, params: { companyId: string; settings: OrderSettings }) => ({
      companies: context.companies.map((company) => (company._id === params.companyId ? { ...company, settings: params.settings } : company)),
    })),
    closeSettings: assign({ settingsCompanyId: null, settingsValues: null, settingsFailure: null }),
  },
  guards: {
    isNews: ({ context }, params: { event: OrderEvent }) => isNewerThanBoard(context.orders, { orderId: params.event.orderId, version: params.event.version }),
    hasNewsHints: ({ context }, params: { board: OrderBoard }) => context.hints.some((hint) => isNewerThanBoard(params.board.orders, hint)),
    isOfDrawer: ({ context }, params: { event: OrderEvent }) => context.drawer !== null && params.event.orderId === context.selectedId,
    isReconnecting: stateIn(RECONNECTING),
    isOnBoard: ({ context }, params: { number: number }) => context.orders.some((order) => order.number === params.number),
    hasSettingsCompany: ({ context }) => settingsCompanyOf(context) !== null,
  },
  delays: {
    reconcile: BOARD_RECONCILE_MS,
    debounce: BOARD_EVENT_DEBOUNCE_MS,
    reconnectDelay: ({ context }) => reconnectDelayOf(context.reconnectAttempts),
  },
}).createMachine({
  id: 'orderBoard',
  context: ({ input }) => ({
    type: input.type,
    companyId: input.companyId,
    actor: input.actor,
    now: input.now ?? Date.now,
    orders: [],
    companies: [],
    clockOffset: 0,
    lastEventId: null,
    companyFilter: null,
    showAwaitingPayment: false,
    selectedId: null,
    initialAction: null,
    openNumber: input.openNumber ?? null,
    drawer: null,
    hints: [],
    warning: null,
    failure: null,
    reconnectAttempts: 0,
    maxReconnectAttempts: input.maxReconnectAttempts ?? RECONNECT_MAX_ATTEMPTS,
    settingsCompanyId: null,
    settingsValues: null,
    settingsFailure: null,
  }),
  initial: 'loading',
  on: {
    // Before the board is read: opened with the first read (the drawer's entry).
    'address.order': { actions: { type: 'storeOpenNumber', params: ({ event }) => ({ number: event.number }) } },
    'user.toggle_awaiting_payment': { actions: 'toggleAwaitingPayment' },
    'user.filter_company': { actions: { type: 'storeCompanyFilter', params: ({ event }) => ({ companyId: event.companyId }) } },
  },
  states: {
    loading: {
      invoke: {
        id: 'getBoard',
        src: 'getBoard',
        input: ({ context }) => ({ type: context.type, companyId: context.companyId }),
        onDone: { target: 'ready', actions: { type: 'storeBoard', params: ({ event }) => ({ board: event.output }) } },
        onError: { target: 'failed', actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: { 'user.retry': { target: 'loading', actions: 'clearFailure' } },
    },
    ready: {
      type: 'parallel',
      on: {
        'order.moved': { actions: { type: 'storeMoved', params: ({ event }) => ({ order: event.order }) } },
        'order.print': { actions: { type: 'openPrint', params: ({ context, event }) => ({ token: event.token, type: context.type }) } },
      },
      states: {
        board: {
          initial: 'idle',
          states: {
            idle: {
              after: { reconcile: { target: 'reading' } },
              on: {
                'stream.order': { guard: { type: 'isNews', params: ({ event }) => ({ event: event.event }) }, target: 'pending' },
                'stream.error': { target: 'waiting' },
                'user.retry': { target: 'reading' },
              },
            },
            // Events heard; the read waits for the rest of the burst.
            pending: {
              after: { debounce: { target: 'reading' } },
              on: { 'stream.error': { target: 'waiting' } },
            },
            reading: {
              invoke: {
                id: 'getBoard',
                src: 'getBoard',
                input: ({ context }) => ({ type: context.type, companyId: context.companyId }),
                onDone: [
                  { guard: 'isReconnecting', target: 'waiting', actions: [{ type: 'storeBoard', params: ({ event }) => ({ board: event.output }) }, 'openNamed'] },
                  // Events heard while reading that this answer is older than: read again.
                  {
                    guard: { type: 'hasNewsHints', params: ({ event }) => ({ board: event.output }) },
                    target: 'pending',
                    actions: [{ type: 'storeBoard', params: ({ event }) => ({ board: event.output }) }, 'openNamed'],
                  },
                  { target: 'idle', actions: [{ type: 'storeBoard', params: ({ event }) => ({ board: event.output }) }, 'openNamed'] },
                ],
                onError: [
                  { guard: 'isReconnecting', target: 'waiting', actions: { type: 'storeWarning', params: ({ event }) => ({ error: event.error }) } },
                  { target: 'idle', actions: { type: 'storeWarning', params: ({ event }) => ({ error: event.error }) } },
                ],
              },
              on: {
                'stream.order': { guard: { type: 'isNews', params: ({ event }) => ({ event: event.event }) }, actions: { type: 'storeHint', params: ({ event }) => ({ event: event.event }) } },
              },
            },
            // The stream is down: the board is read once it is back (or on user.retry), and at
            // each attempt to connect again (1, 2, 4, 8, 16, then every 30 s), so it stays true
            // while the events cannot reach it.
            waiting: {
              on: {
                'stream.retry': { target: 'reading' },
                'stream.open': { target: 'reading' },
                'user.retry': { target: 'reading' },
              },
            },
          },
        },
        // The live region keeps the resume point and tells the drawer: a region of its own, so
        // that the board region's own handling of the event does not pre-empt it.
        live: {
          on: {
            'stream.order': [
              {
                guard: { type: 'isOfDrawer', params: ({ event }) => ({ event: event.event }) },
                actions: [{ type: 'storeEventId', params: ({ event }) => ({ eventId: event.eventId }) }, { type: 'tellDrawer', params: ({ event }) => ({ version: event.event.version }) }],
              },
              { actions: { type: 'storeEventId', params: ({ event }) => ({ eventId: event.eventId }) } },
            ],
          },
          initial: 'stream',
          states: {
            stream: {
              invoke: {
                id: 'orderEvents',
                src: 'orderEvents',
                input: ({ context }) => ({ type: context.type, companyId: context.companyId, lastEventId: context.lastEventId }),
              },
              initial: 'connecting',
              states: {
                connecting: {
                  on: { 'stream.open': { target: 'live', actions: 'resetAttempts' } },
                },
                live: {},
              },
              on: { 'stream.error': { target: 'reconnecting', actions: 'countAttempt' } },
            },
            reconnecting: {
              after: { reconnectDelay: { target: 'stream', actions: raise({ type: 'stream.retry' }) } },
            },
          },
        },
        // The desk settings dialog: opened on the company the board follows (none: every company,
        // nothing to open), its values kept when the server refuses them.
        settings: {
          initial: 'closed',
          states: {
            closed: {
              on: { 'user.open_settings': { guard: 'hasSettingsCompany', target: 'editing', actions: 'openSettings' } },
            },
            editing: {
              on: {
                'user.save_settings': { target: 'saving', actions: { type: 'storeSettingsValues', params: ({ event }) => ({ settings: event.settings }) } },
                'user.cancel_settings': { target: 'closed', actions: 'closeSettings' },
              },
            },
            // Nothing closes the dialog while the server decides.
            saving: {
              invoke: {
                id: 'saveSettings',
                src: 'saveSettings',
                input: ({ context }) => ({ companyId: context.settingsCompanyId ?? '', settings: context.settingsValues ?? DEFAULT_ORDER_SETTINGS }),
                onDone: {
                  target: 'closed',
                  actions: [{ type: 'storeSettings', params: ({ context, event }) => ({ companyId: context.settingsCompanyId ?? '', settings: event.output }) }, 'closeSettings'],
                },
                onError: { target: 'editing', actions: { type: 'storeSettingsFailure', params: ({ event }) => ({ error: event.error }) } },
              },
            },
          },
        },
        drawer: {
          initial: 'closed',
          states: {
            closed: {},
            open: {
              on: { 'user.close': { target: 'closed', actions: 'closeDrawer' } },
            },
          },
          // The order the address names (`?order=`) opens once, with the first board read.
          entry: 'openNamed',
          on: {
            // Named once the board is read: opened if held, else after a read of the board.
            'address.order': [
              { guard: { type: 'isOnBoard', params: ({ event }) => ({ number: event.number }) }, actions: [{ type: 'storeOpenNumber', params: ({ event }) => ({ number: event.number }) }, 'openNamed'] },
              { actions: [{ type: 'storeOpenNumber', params: ({ event }) => ({ number: event.number }) }, raise({ type: 'user.retry' })] },
            ],
            'user.open': { target: '.open', actions: ['closeDrawer', { type: 'openDrawer', params: ({ event }) => ({ orderId: event.orderId }) }] },
            'user.accept_request': {
              target: '.open',
              actions: ['closeDrawer', { type: 'openDrawer', params: ({ event }) => ({ orderId: event.orderId }) }, 'askAccept'],
            },
          },
        },
      },
    },
  },
});

/** Every event the board machine accepts. */
export type OrderBoardMachineEvent = EventFromLogic<typeof orderBoardMachine>;
