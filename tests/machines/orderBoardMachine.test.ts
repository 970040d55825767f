import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, type AnyMachineSnapshot, type EventObject } from 'xstate';
import type { ApiError } from '../../src/contract/apiError';
import type { FailureView } from '../../src/ui/errorTexts';
import type { Order, OrderBoard, OrderBoardCompany, OrderSettings, OrderSummary } from '../../src/contract/schema.gen';
import { orderActionMachine } from '../../src/machines/orderAction/machine';
import { hasWaitingOrder, orderBoardMachine } from '../../src/machines/orderBoard/machine';
import { connectionOf, connectOrderBoard, connectOrderDeskSettings } from '../../src/machines/orderBoard/connect';
import type { BoardQuery, OrderBoardContext, OrderBoardEvent, OrderEventsInput, SettingsSave } from '../../src/machines/orderBoard/types';
import { fullOrder, orderCard as card } from './orderFixtures';
import { everyEventPairs, everyEventPaths, expectEveryPairPlayed, ModelRunner, playEachPath, PromiseFakes, type ModelCall, type ModelEvent, type Oracle } from './modelHarness';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const SETTINGS = { acceptMinutes: 8, prepMinutes: 20, repeatAlert: false, autoPrint: true };
const COMPANY: OrderBoardCompany = { _id: 'c1', name: 'Cantina', type: 'restaurant', settings: SETTINGS, active: 2, waiting: 1, late: 0 };
/** The local clock: 12:00:00 less 1.5 s, so the server runs 1500 ms ahead. */
const LOCAL_NOW = Date.parse('2026-03-02T11:59:58.500Z');
/** The first read: o1 new at version 2, o2 preparing at version 5. */
const BOARD_1: OrderBoard = { orders: [card('o1', 2, 'WAIT_COMPANY'), card('o2', 5, 'IN_PREPARATION')], companies: [COMPANY], serverTime: '2026-03-02T12:00:00.000Z', lastEventId: '40' };
/** A later read: o1 accepted (version 3); the server 2 s ahead. */
const BOARD_2: OrderBoard = { orders: [card('o1', 3, 'IN_PREPARATION'), card('o2', 5, 'IN_PREPARATION')], companies: [COMPANY], serverTime: '2026-03-02T12:00:00.500Z', lastEventId: '44' };
/** A read after #9 was placed: o3, new. */
const BOARD_9: OrderBoard = { ...BOARD_1, orders: [...BOARD_1.orders, { ...card('o3', 1, 'WAIT_COMPANY'), number: 9 }] };
/** What the drawer answered for o1 once moved: version 4, ready. */
const MOVED: Order = fullOrder(card('o1', 4, 'AWAIT_DELIVERYMAN'));
const NETWORK: ApiError = { statusCode: 0, error: 'Network Error', message: 'Failed to fetch', code: 'network' };
const O1_V3 = { orderId: 'o1', companyId: 'c1', status: 'IN_PREPARATION' as const, version: 3 };

// The model walks every state these reach; the drawer's answers, printing, closing and the
// filters are played in the rules below (each would multiply the states walked).
const EVENTS: ReadonlyArray<ModelEvent<OrderBoardEvent>> = [
  { type: 'done.getBoard', output: BOARD_1 },
  { type: 'done.getBoard', output: BOARD_2 },
  { type: 'error.getBoard', error: NETWORK },
  { type: 'user.retry' },
  { type: 'stream.open' },
  { type: 'stream.error', error: NETWORK },
  { type: 'stream.order', event: O1_V3, eventId: '41' },
  { type: 'after.reconcile' },
  { type: 'after.debounce' },
  { type: 'after.reconnectDelay' },
  { type: 'user.open', orderId: 'o1' },
];
/** The drawer's answers, closing and the filters, walked from the board once read (no stream events, no timers). */
const UI_EVENTS: ReadonlyArray<ModelEvent<OrderBoardEvent>> = [
  { type: 'done.getBoard', output: BOARD_1 },
  { type: 'done.getBoard', output: BOARD_9 },
  { type: 'user.open', orderId: 'o1' },
  { type: 'user.accept_request', orderId: 'o1' },
  { type: 'user.close' },
  { type: 'order.moved', order: MOVED },
  { type: 'order.print', token: 'tk' },
  { type: 'user.toggle_awaiting_payment' },
  { type: 'user.filter_company', companyId: 'c2' },
  // The toast's link: #7 is on the board (o1, the first of that number), #9 is not.
  { type: 'address.order', number: 7 },
  { type: 'address.order', number: 9 },
];

type Sync = 'idle' | 'pending' | 'reading' | 'waiting';
type Link = 'connecting' | 'live' | 'reconnecting';
interface BoardView {
  status: 'loading' | 'failed' | 'ready';
  sync: Sync | null;
  link: Link | null;
  /** The wait before the next connection while reconnecting. */
  reconnectIn: number | null;
  /** The banner: live, reconnecting, or offline once the waits stopped growing. */
  connection: 'live' | 'reconnecting' | 'offline';
  cards: string[];
  clockOffset: number;
  lastEventId: string | null;
  warning: ApiError | null;
  failure: ApiError | null;
  selectedId: string | null;
  waiting: boolean;
  showAwaitingPayment: boolean;
  companyFilter: string | null;
}
interface BoardSpec extends Omit<BoardView, 'connection'> {
  orders: OrderSummary[];
  /** The order the address named, until a read of the board opens it or not. */
  openNumber: number | null;
  attempts: number;
  hints: Array<{ orderId: string; version: number }>;
  calls: ModelCall[];
}

const QUERY = { type: 'restaurant', companyId: null };
/**
 * The model walks a backoff that stops growing after 2 failed attempts (the machine's input);
 * the product's 6 (1, 2, 4, 8, 16, then 30 s) is played once, below: every count of attempts in
 * every state would multiply the paths without showing anything new.
 */
const MODEL_MAX_ATTEMPTS = 2;
const BACKOFF = [0, 1000, 2000, 4000, 8000, 16000, 30000];

/**
 * The board as issue 24 describes it, written without the machine: the board loads (a failure
 * offers Retry); then the stream connects from the board's last event id; an event newer than the
 * card held (or of an unknown order) reads the board 300 ms later, a burst once; 30 s without a
 * read reads it anyway; a lost stream shows reconnecting and connects again after 1, 2, 4, 8, 16,
 * then 30 s, from the last event id heard, and the board is read at each of those attempts and
 * once it is back; a failed re-read
 * keeps the board with a warning. Events heard during a read that its answer is older than read
 * again. The drawer is told of its order's events; a move's answer replaces the card at once.
 */
function boardSpec(): Oracle<BoardSpec, BoardView> {
  const isNews = (orders: OrderSummary[], hint: { orderId: string; version: number }) => {
    const held = orders.find((order) => order._id === hint.orderId);
    return !held || hint.version > held.version;
  };
  const stored = (state: BoardSpec, board: OrderBoard): BoardSpec => ({
    ...state,
    orders: board.orders,
    cards: board.orders.map((order) => `${order._id}@${order.version}`),
    clockOffset: Date.parse(board.serverTime) - LOCAL_NOW,
    lastEventId: state.lastEventId ?? board.lastEventId,
    warning: null,
    failure: null,
    hints: [],
    waiting: board.orders.some((order) => order.status === 'WAIT_COMPANY' && (state.companyFilter === null || order.companyId === state.companyFilter)),
  });
  const read = (state: BoardSpec): BoardSpec => ({ ...state, sync: 'reading', calls: [...state.calls, { src: 'getBoard', input: QUERY }] });
  const connect = (state: BoardSpec): BoardSpec => ({ ...state, link: 'connecting', reconnectIn: null, calls: [...state.calls, { src: 'orderEvents', input: { ...QUERY, lastEventId: state.lastEventId } }] });
  const open = (state: BoardSpec, orderId: string): BoardSpec => ({
    ...state,
    selectedId: orderId,
    calls: [...state.calls, { src: 'orderAction', input: { orderId, companyId: 'c1', actor: 'staff', autoPrint: true } }],
  });
  /** After a read: the order the address named opens if the board holds it, and is forgotten. */
  const openNamed = (state: BoardSpec): BoardSpec => {
    if (state.openNumber === null) return state;
    const named = state.orders.find((order) => order.number === state.openNumber);
    const forgotten: BoardSpec = { ...state, openNumber: null };
    return named ? open(forgotten, named._id) : forgotten;
  };
  const lose = (state: BoardSpec): BoardSpec => {
    const attempts = Math.min(state.attempts + 1, MODEL_MAX_ATTEMPTS);
    return { ...state, link: 'reconnecting', attempts, reconnectIn: BACKOFF[attempts] ?? null };
  };
  return {
    initial: {
      status: 'loading',
      sync: null,
      link: null,
      reconnectIn: null,
      cards: [],
      orders: [],
      clockOffset: 0,
      lastEventId: null,
      warning: null,
      failure: null,
      selectedId: null,
      waiting: false,
      showAwaitingPayment: false,
      companyFilter: null,
      attempts: 0,
      openNumber: null,
      hints: [],
      calls: [{ src: 'getBoard', input: QUERY }],
    },
    next(state, event) {
      const field = (name: string): unknown => Reflect.get(event, name);
      // The filters apply in every state; the "new" column counts only the company filtered to.
      if (event.type === 'user.toggle_awaiting_payment') return { ...state, showAwaitingPayment: !state.showAwaitingPayment };
      if (event.type === 'user.filter_company') {
        const companyFilter = field('companyId') as string | null;
        return { ...state, companyFilter, waiting: state.orders.some((order) => order.status === 'WAIT_COMPANY' && (companyFilter === null || order.companyId === companyFilter)) };
      }
      // Named before the board is read: kept for the first read.
      if (event.type === 'address.order' && state.status !== 'ready') return { ...state, openNumber: field('number') as number };
      if (state.status === 'loading') {
        if (event.type === 'done.getBoard') return openNamed(connect({ ...stored(state, field('output') as OrderBoard), status: 'ready', sync: 'idle' }));
        if (event.type === 'error.getBoard') return { ...state, status: 'failed', failure: field('error') as ApiError };
        return state;
      }
      if (state.status === 'failed') return event.type === 'user.retry' ? { ...state, status: 'loading', failure: null, calls: [...state.calls, { src: 'getBoard', input: QUERY }] } : state;
      switch (event.type) {
        case 'stream.order': {
          const hint = field('event') as typeof O1_V3;
          const eventId = field('eventId') as string | null;
          let next: BoardSpec = { ...state, lastEventId: eventId ?? state.lastEventId };
          if (state.selectedId === hint.orderId) next = { ...next, calls: [...next.calls, { src: 'drawer', input: { type: 'order.changed', version: hint.version } }] };
          if (isNews(state.orders, hint)) {
            if (state.sync === 'idle') next = { ...next, sync: 'pending' };
            if (state.sync === 'reading' && !state.hints.some((held) => held.orderId === hint.orderId && held.version >= hint.version)) {
              next = { ...next, hints: [...state.hints.filter((held) => held.orderId !== hint.orderId), { orderId: hint.orderId, version: hint.version }] };
            }
          }
          return next;
        }
        case 'order.moved': {
          const moved = field('order') as Order;
          const held = state.orders.find((order) => order._id === moved._id);
          if (held && held.version >= moved.version) return state;
          const orders = state.orders.map((order) => (order._id === moved._id ? { ...order, version: moved.version, status: moved.status } : order));
          return {
            ...state,
            orders,
            cards: orders.map((order) => `${order._id}@${order.version}`),
            waiting: orders.some((order) => order.status === 'WAIT_COMPANY' && (state.companyFilter === null || order.companyId === state.companyFilter)),
          };
        }
        case 'order.print':
          return { ...state, calls: [...state.calls, { src: 'openPrint', input: { token: field('token'), type: 'restaurant' } }] };
        // The board's `a` opens the drawer as a click does (and asks its accept form).
        case 'user.accept_request':
        case 'user.open':
          return open(state, field('orderId') as string);
        // On the board: opened now; else the board is read first (unless a read is under way or due).
        case 'address.order': {
          const named: BoardSpec = { ...state, openNumber: field('number') as number };
          if (state.orders.some((order) => order.number === named.openNumber)) return openNamed(named);
          return state.sync === 'idle' || state.sync === 'waiting' ? read(named) : named;
        }
        case 'user.close':
          return { ...state, selectedId: null };
        case 'stream.open': {
          const linked: BoardSpec = state.link === 'connecting' ? { ...state, link: 'live', attempts: 0 } : state;
          return state.sync === 'waiting' ? read(linked) : linked;
        }
        case 'stream.error': {
          const lost = state.link === 'reconnecting' ? state : lose(state);
          return state.sync === 'idle' || state.sync === 'pending' ? { ...lost, sync: 'waiting' } : lost;
        }
        // Each attempt to connect again reads the board too, while it waits for the stream.
        case 'after.reconnectDelay': {
          if (state.link !== 'reconnecting') return state;
          const connecting = connect(state);
          return state.sync === 'waiting' ? read(connecting) : connecting;
        }
        case 'after.reconcile':
          return state.sync === 'idle' ? read(state) : state;
        case 'after.debounce':
          return state.sync === 'pending' ? read(state) : state;
        case 'user.retry':
          return state.sync === 'idle' || state.sync === 'waiting' ? read(state) : state;
        case 'done.getBoard': {
          if (state.sync !== 'reading') return state;
          const board = field('output') as OrderBoard;
          const again = state.hints.some((hint) => isNews(board.orders, hint));
          return openNamed({ ...stored(state, board), sync: state.link === 'reconnecting' ? 'waiting' : again ? 'pending' : 'idle' });
        }
        case 'error.getBoard':
          if (state.sync !== 'reading') return state;
          return { ...state, warning: field('error') as ApiError, hints: [], sync: state.link === 'reconnecting' ? 'waiting' : 'idle' };
        default:
          return state;
      }
    },
    view: ({ status, sync, link, reconnectIn, attempts, cards, clockOffset, lastEventId, warning, failure, selectedId, waiting, showAwaitingPayment, companyFilter }) => ({
      // Live while live or first connecting; offline once the attempts reached the limit.
      connection: status !== 'ready' || link === 'live' || (link === 'connecting' && attempts === 0) ? 'live' : attempts >= MODEL_MAX_ATTEMPTS ? 'offline' : 'reconnecting',
      showAwaitingPayment,
      companyFilter,
      status,
      sync,
      link,
      reconnectIn,
      cards,
      clockOffset,
      lastEventId,
      warning,
      failure,
      selectedId,
      waiting,
    }),
    calls: (state) => state.calls,
  };
}

/** The board as the page would show it, from the real snapshot. */
function view(snapshot: AnyMachineSnapshot): BoardView {
  const context = snapshot.context as OrderBoardContext;
  const ready = snapshot.matches('ready');
  const sync = (['idle', 'pending', 'reading', 'waiting'] as const).find((state) => snapshot.matches({ ready: { board: state } })) ?? null;
  const link: Link | null = !ready ? null : snapshot.matches({ ready: { live: 'reconnecting' } }) ? 'reconnecting' : snapshot.matches({ ready: { live: { stream: 'live' } } }) ? 'live' : 'connecting';
  return {
    status: ready ? 'ready' : snapshot.matches('failed') ? 'failed' : 'loading',
    sync,
    link,
    reconnectIn: link === 'reconnecting' ? (BACKOFF[context.reconnectAttempts] ?? null) : null,
    connection: connectionOf(snapshot as Parameters<typeof connectionOf>[0]),
    cards: context.orders.map((order) => `${order._id}@${order.version}`),
    clockOffset: context.clockOffset,
    lastEventId: context.lastEventId,
    warning: context.warning,
    failure: context.failure,
    selectedId: context.selectedId,
    waiting: hasWaitingOrder(context),
    showAwaitingPayment: context.showAwaitingPayment,
    companyFilter: context.companyFilter,
  };
}

function recordingDrawer(fakes: PromiseFakes) {
  return fromCallback<EventObject, { orderId: string }>(({ input, receive }) => {
    fakes.calls.push({ src: 'orderAction', input });
    receive((event) => fakes.calls.push({ src: 'drawer', input: event }));
  });
}

/** The board's machine with fakes: calls recorded, the stream and the drawer as recording callbacks. */
function fakeBoard(fakes: PromiseFakes) {
  return orderBoardMachine.provide({
    actors: {
      getBoard: fakes.logic<OrderBoard, BoardQuery>('getBoard'),
      orderEvents: fromCallback<EventObject, OrderEventsInput>(({ input }) => {
        fakes.calls.push({ src: 'orderEvents', input });
      }),
      // A drawer that records what it is started with and told; the board only starts, tells and stops it.
      orderAction: recordingDrawer(fakes) as unknown as typeof orderActionMachine,
      saveSettings: fakes.logic<OrderSettings, SettingsSave>('saveSettings'),
    },
    actions: {
      openPrint: (_, params: { token: string; type: string }) => {
        fakes.calls.push({ src: 'openPrint', input: params });
      },
    },
  });
}

const INPUT = { type: 'restaurant', companyId: null, actor: 'staff', now: () => LOCAL_NOW, maxReconnectAttempts: MODEL_MAX_ATTEMPTS };

const boardFakes = new PromiseFakes();
const boardRunner = new ModelRunner(fakeBoard(boardFakes), boardFakes, { oracle: boardSpec(), connect: view });

describe('orderBoardMachine, model-based', () => {
  const machine = fakeBoard(boardFakes);
  const runner = boardRunner;
  const paths = [...everyEventPaths(machine, EVENTS, INPUT), ...everyEventPaths(machine, UI_EVENTS, INPUT)];
  playEachPath(runner, paths, INPUT, 100);

  it('plays every (state, event) pair', () => {
    expectEveryPairPlayed(runner, everyEventPairs(machine, EVENTS, INPUT), 100);
    expectEveryPairPlayed(runner, everyEventPairs(machine, UI_EVENTS, INPUT), 10);
  });
});

// The desk settings dialog, walked apart with its own events so that the board's walk above does
// not multiply by them: the board's regions stay as first read (no stream events, no timers).
const SAVED: OrderSettings = { acceptMinutes: 15, prepMinutes: 30, repeatAlert: true, autoPrint: false };
const REFUSED: ApiError = { statusCode: 400, error: 'Bad Request', message: 'body/prepMinutes must be <= 90', code: 'validation' };
const SETTINGS_EVENTS: ReadonlyArray<ModelEvent<OrderBoardEvent>> = [
  { type: 'done.getBoard', output: BOARD_1 },
  { type: 'user.open_settings' },
  { type: 'user.save_settings', settings: SAVED },
  { type: 'user.cancel_settings' },
  { type: 'done.saveSettings', output: SAVED },
  { type: 'error.saveSettings', error: REFUSED },
  { type: 'user.filter_company', companyId: 'c1' },
  { type: 'user.filter_company', companyId: null },
];

interface SettingsView {
  status: 'closed' | 'editing' | 'saving';
  disabledReason: 'loading' | 'choose_company' | null;
  companyName: string | null;
  values: OrderSettings | null;
  refusal: FailureView | null;
  /** The settings of the board's company c1, as the board (and so the accept form) has them. */
  cantina: OrderSettings | null;
}
interface SettingsSpec extends SettingsView {
  loaded: boolean;
  filter: string | null;
  calls: ModelCall[];
}

/**
 * The desk settings as the task words them, written without the machine: the button edits the
 * company user's own company, or the company a staff board is filtered to (none while it shows
 * every company: the button is off and says why); the dialog opens once the board is read, on that
 * company's settings as read, and the button is off until then; Save sends the values and waits (nothing closes it meanwhile); the
 * answer closes it and is the company's settings on the board at once; a refusal keeps the values
 * sent and says why until the next save; Cancel closes it and forgets them.
 */
function settingsSpec(companyId: string | null): Oracle<SettingsSpec, SettingsView> {
  const closed = { status: 'closed' as const, companyName: null, values: null, refusal: null };
  return {
    initial: { ...closed, disabledReason: 'loading', cantina: null, loaded: false, filter: null, calls: [{ src: 'getBoard', input: { type: 'restaurant', companyId } }] },
    next(state, event) {
      const target = state.filter ?? companyId;
      switch (event.type) {
        case 'done.getBoard':
          return state.loaded
            ? state
            : { ...state, loaded: true, disabledReason: target === null ? 'choose_company' : null, cantina: COMPANY.settings, calls: [...state.calls, { src: 'orderEvents', input: { type: 'restaurant', companyId, lastEventId: '40' } }] };
        case 'user.filter_company': {
          const filter = (event as Extract<OrderBoardEvent, { type: 'user.filter_company' }>).companyId;
          return { ...state, filter, disabledReason: !state.loaded ? 'loading' : (filter ?? companyId) === null ? 'choose_company' : null };
        }
        case 'user.open_settings':
          return state.loaded && state.status === 'closed' && target !== null ? { ...state, status: 'editing', companyName: 'Cantina', values: state.cantina } : state;
        case 'user.cancel_settings':
          return state.status === 'editing' ? { ...state, ...closed } : state;
        case 'user.save_settings':
          return state.status === 'editing'
            ? { ...state, status: 'saving', values: SAVED, refusal: null, calls: [...state.calls, { src: 'saveSettings', input: { companyId: 'c1', settings: SAVED } }] }
            : state;
        case 'done.saveSettings':
          return state.status === 'saving' ? { ...state, ...closed, cantina: SAVED } : state;
        case 'error.saveSettings':
          return state.status === 'saving' ? { ...state, status: 'editing', refusal: REFUSED } : state;
        default:
          return state;
      }
    },
    view: ({ status, disabledReason, companyName, values, refusal, cantina }) => ({ status, disabledReason, companyName, values, refusal, cantina }),
    calls: (state) => state.calls,
  };
}

function settingsView(snapshot: AnyMachineSnapshot): SettingsView {
  const board = snapshot as Parameters<typeof connectOrderDeskSettings>[0];
  const { status, disabledReason, companyName, values, refusal } = connectOrderDeskSettings(board, () => {});
  const cantina = connectOrderBoard(board, () => {}, LOCAL_NOW).companies.find((company) => company._id === 'c1')?.settings ?? null;
  return { status, disabledReason, companyName, values, refusal, cantina };
}

const settingsFakes = new PromiseFakes();
const settingsRunners = [null, 'c1'].map((companyId) => new ModelRunner(fakeBoard(settingsFakes), settingsFakes, { oracle: settingsSpec(companyId), connect: settingsView }));

describe('orderBoardMachine, the desk settings, model-based', () => {
  const inputs = [
    ['staff, every company until one is chosen', { ...INPUT }],
    ['a company user, its own company', { ...INPUT, companyId: 'c1', actor: 'company' }],
  ] as const;
  for (const [n, [label, input]] of inputs.entries()) {
    const runner = settingsRunners[n];
    if (!runner) continue;
    describe(label, () => {
      const machine = fakeBoard(settingsFakes);
      playEachPath(runner, everyEventPaths(machine, SETTINGS_EVENTS, input), input, 10);
      it('plays every (state, event) pair', () => expectEveryPairPlayed(runner, everyEventPairs(machine, SETTINGS_EVENTS, input), 10));
    });
  }
});

describe('orderBoardMachine, coverage', () => {
  const runners = [boardRunner, ...settingsRunners];
  it('reaches every state and takes every transition, over the board and the settings walks', () => {
    const visited = new Set(runners.flatMap((runner) => runner.coverage.visitedStates()));
    expect([...visited].sort()).toEqual(boardRunner.coverage.allStates());
    expect(boardRunner.coverage.allStates()).toEqual([
      'orderBoard.failed',
      'orderBoard.loading',
      'orderBoard.ready',
      'orderBoard.ready.board',
      'orderBoard.ready.board.idle',
      'orderBoard.ready.board.pending',
      'orderBoard.ready.board.reading',
      'orderBoard.ready.board.waiting',
      'orderBoard.ready.drawer',
      'orderBoard.ready.drawer.closed',
      'orderBoard.ready.drawer.open',
      'orderBoard.ready.live',
      'orderBoard.ready.live.reconnecting',
      'orderBoard.ready.live.stream',
      'orderBoard.ready.live.stream.connecting',
      'orderBoard.ready.live.stream.live',
      'orderBoard.ready.settings',
      'orderBoard.ready.settings.closed',
      'orderBoard.ready.settings.editing',
      'orderBoard.ready.settings.saving',
    ]);
    const missing = runners.map((runner) => new Set(runner.coverage.missingTransitions()));
    expect([...(missing[0] ?? [])].filter((transition) => missing.every((each) => each.has(transition)))).toEqual([]);
  });
});

describe('orderBoardMachine, reconnecting with the product’s backoff', () => {
  it('connects again after 1, 2, 4, 8, 16, then every 30 s, reading the board each time, and says it is offline after the sixth failure', async () => {
    const fakes = new PromiseFakes();
    const actor = createActor(fakeBoard(fakes), { input: { type: 'restaurant', companyId: null, actor: 'staff', now: () => LOCAL_NOW } }).start();
    await fakes.settle('getBoard', { output: BOARD_1 });
    const connections = () => fakes.calls.filter((call) => call.src === 'orderEvents').length;
    const reads = () => fakes.calls.filter((call) => call.src === 'getBoard').length;
    expect([connections(), reads()]).toEqual([1, 1]);
    const shown: string[] = [];
    for (const wait of [1000, 2000, 4000, 8000, 16000, 30000, 30000]) {
      actor.send({ type: 'stream.error', error: NETWORK });
      shown.push(connectionOf(actor.getSnapshot()));
      const [before, readBefore] = [connections(), reads()];
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(connections(), `nothing before ${wait} ms`).toBe(before);
      await vi.advanceTimersByTimeAsync(1);
      expect([connections(), reads()], `a connection and a read at ${wait} ms`).toEqual([before + 1, readBefore + 1]);
      await fakes.settle('getBoard', { output: BOARD_1 });
    }
    expect(shown).toEqual(['reconnecting', 'reconnecting', 'reconnecting', 'reconnecting', 'reconnecting', 'offline', 'offline']);
    // Back (the board was just read with the attempt): live, and the next loss starts at 1 s again.
    actor.send({ type: 'stream.open' });
    expect(connectionOf(actor.getSnapshot())).toBe('live');
    actor.send({ type: 'stream.error', error: NETWORK });
    const before = connections();
    await vi.advanceTimersByTimeAsync(1000);
    expect(connections()).toBe(before + 1);
    actor.stop();
  });
});
