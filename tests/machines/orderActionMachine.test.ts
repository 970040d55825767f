import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import type { ApiError } from '../../src/contract/apiError';
import type { Order, OrderHistoryEntry, OrderPrintLink, OrderRiderOptions, OrderTransition } from '../../src/contract/schema.gen';
import { orderActionMachine } from '../../src/machines/orderAction/machine';
import type { OrderActionContext, OrderActionEvent, OrderActionInput, OrderChangeConflict, OrderMoveRequest, OrderRef, TransitionInput } from '../../src/machines/orderAction/types';
import { flush, ModelRunner, playEachPath, PromiseFakes, transitionPaths, type ModelCall, type ModelEvent, type Oracle } from './modelHarness';
import { fullOrder, orderCard } from './orderFixtures';

/** Every key the model asks for is this one: the model's snapshots and the real ones must be equal. */
const KEY = '00000000-0000-4000-8000-000000000001';
type Key = ReturnType<Crypto['randomUUID']>;
/** How the next key is made: `KEY` for the model, counted in the tests that tell keys apart. */
let issueKey = (): Key => KEY;
const ownRandomUUID = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
crypto.randomUUID = () => issueKey();
afterAll(() => {
  if (ownRandomUUID) Object.defineProperty(crypto, 'randomUUID', ownRandomUUID);
  else Reflect.deleteProperty(crypto, 'randomUUID');
});

const order = (version: number, status: Order['status'], history: OrderHistoryEntry[] = []): Order => fullOrder(orderCard('o1', version, status), history);

const entry = (at: string, to: Order['status'], byName: string | null): OrderHistoryEntry => ({
  at,
  action: to === 'IN_PREPARATION' ? 'accept' : 'confirmPayment',
  from: to === 'IN_PREPARATION' ? 'WAIT_COMPANY' : 'AWAITING_PAYMENT',
  to,
  byUserId: byName === null ? null : 'u9',
  byName,
  actor: byName === null ? 'platform' : 'company',
  prepMinutes: to === 'IN_PREPARATION' ? 30 : null,
  reason: null,
  outcome: null,
  riderId: null,
});

/** The order read first: new, version 2. */
const WAITING = order(2, 'WAIT_COMPANY', [entry('2026-03-02T11:50:00.000Z', 'WAIT_COMPANY', null)]);
/** Accepted by Bruno Lima at 12:03 (version 3): what a conflict reads again. */
const TAKEN = order(3, 'IN_PREPARATION', [entry('2026-03-02T11:50:00.000Z', 'WAIT_COMPANY', null), entry('2026-03-02T12:03:00.000Z', 'IN_PREPARATION', 'Bruno Lima')]);
/** What the server answers to our accept (version 3). */
const ACCEPTED = order(3, 'IN_PREPARATION', [entry('2026-03-02T11:50:00.000Z', 'WAIT_COMPANY', null), entry('2026-03-02T12:01:00.000Z', 'IN_PREPARATION', 'Carla Dias')]);
/** Ready and waiting for a rider (version 5): an assign move is offered. */
const QUEUED = order(5, 'AWAIT_DELIVERYMAN');
const RIDERS: OrderRiderOptions = { items: [{ _id: 'r1', name: 'Davi Rocha', phone: '5531988887777', online: true, activeOrders: 0 }] };
const LINK: OrderPrintLink = { token: 'tk-1', expiresAt: '2026-03-02T12:10:00.000Z' };

const NETWORK: ApiError = { statusCode: 0, error: 'Network Error', message: 'Failed to fetch', code: 'network' };
const OUT_OF_RANGE: ApiError = { statusCode: 400, error: 'Bad Request', message: 'prepMinutes must be 10 to 90', code: 'prep_minutes_out_of_range' };
const STALE: ApiError = { statusCode: 409, error: 'Conflict', message: 'The order changed', code: 'stale_version' };
const FORBIDDEN: ApiError = { statusCode: 403, error: 'Forbidden', message: 'Not yours', code: 'forbidden' };

const ACCEPT_25: OrderMoveRequest = { to: 'IN_PREPARATION', prepMinutes: 25 };
const REJECT: OrderMoveRequest = { to: 'CANCELED', reason: 'Sem estoque' };

const REF = { orderId: 'o1', companyId: 'c1' };
const INPUT: OrderActionInput = { orderId: 'o1', companyId: 'c1', actor: 'company', autoPrint: false };
const AUTO_PRINT_INPUT: OrderActionInput = { ...INPUT, autoPrint: true };

/** Loading, a failed load, accepting (confirmed or not), rejecting, each answer of a move, a newer version, printing. */
const EVENTS: ReadonlyArray<ModelEvent<OrderActionEvent>> = [
  { type: 'done.getOrder', output: WAITING },
  { type: 'done.getOrder', output: TAKEN },
  { type: 'error.getOrder', error: NETWORK },
  { type: 'user.retry' },
  { type: 'user.move', request: ACCEPT_25 },
  { type: 'user.move', request: REJECT },
  { type: 'user.confirm' },
  { type: 'user.back' },
  { type: 'done.transition', output: ACCEPTED },
  { type: 'error.transition', error: OUT_OF_RANGE },
  { type: 'error.transition', error: STALE },
  { type: 'error.transition', error: NETWORK },
  { type: 'order.changed', version: 3 },
  { type: 'user.print' },
  { type: 'done.createPrintLink', output: LINK },
  { type: 'error.createPrintLink', error: FORBIDDEN },
];
/** An order waiting for a rider: its riders are read (or not). */
const RIDER_EVENTS: ReadonlyArray<ModelEvent<OrderActionEvent>> = [
  { type: 'done.getOrder', output: QUEUED },
  { type: 'done.listRiders', output: RIDERS },
  { type: 'error.listRiders', error: NETWORK },
  { type: 'order.changed', version: 6 },
];
/** Accepting with the company's auto-print. */
const AUTO_PRINT_EVENTS: ReadonlyArray<ModelEvent<OrderActionEvent>> = [
  { type: 'done.getOrder', output: WAITING },
  { type: 'user.move', request: ACCEPT_25 },
  { type: 'user.confirm' },
  { type: 'done.transition', output: ACCEPTED },
  { type: 'done.createPrintLink', output: LINK },
  { type: 'error.createPrintLink', error: FORBIDDEN },
];

type Step = 'loading' | 'failed' | 'loadingRiders' | 'idle' | 'confirming' | 'submitting' | 'resolvingConflict' | 'rereading' | 'printing';
const STEPS: readonly Step[] = ['loading', 'failed', 'loadingRiders', 'idle', 'confirming', 'submitting', 'resolvingConflict', 'rereading', 'printing'];

interface DrawerView {
  step: Step | null;
  version: number | null;
  status: string | null;
  /** The buttons, `action:to`. */
  moves: string[];
  riders: string[] | null;
  request: OrderMoveRequest | null;
  sent: { body: OrderTransition; key: string } | null;
  error: string | null;
  failure: string | null;
  conflict: OrderChangeConflict | null;
  printToken: string | null;
}
interface DrawerSpec extends DrawerView {
  autoPrint: boolean;
  calls: ModelCall[];
}

/** The buttons of an operator on a restaurant's delivery order, by status (the transition table, written out). */
const MOVES_OF: Partial<Record<Order['status'], string[]>> = {
  WAIT_COMPANY: ['accept:IN_PREPARATION', 'reject:CANCELED'],
  IN_PREPARATION: ['ready:AWAIT_DELIVERYMAN', 'cancel:CANCELED'],
  AWAIT_DELIVERYMAN: ['cancel:CANCELED', 'offer:WAIT_DELIVERYMAN', 'assign:ACCEPT_DELIVERYMAN', 'outsideFleet:DISPATCH_MACHINE', 'outsideFleet:DISPATCH_TENTREGO'],
};

/**
 * The drawer as issue 24 describes it, written without the machine: the order is read (a failure
 * offers Retry); its buttons are the moves the table allows an operator; the riders are read once
 * an assign move shows. Accepting asks a confirmation; a move is sent with the version read and a
 * key; its answer becomes the order (the board is told), a refusal keeps the form and the reason,
 * a conflict reads the order again and says who moved it, a lost answer keeps the move for Retry.
 * A newer version reads the order again. Printing asks a link and hands its token to the page;
 * accepting with auto-print asks one at once.
 */
function drawerSpec(autoPrint: boolean): Oracle<DrawerSpec, DrawerView> {
  const call = (state: DrawerSpec, src: string, input: unknown): DrawerSpec => ({ ...state, calls: [...state.calls, { src, input }] });
  const read = (state: DrawerSpec, step: Step): DrawerSpec => call({ ...state, step }, 'getOrder', REF);
  /** Where the drawer rests once the order is shown: the riders are read the first time an assign shows. */
  const shown = (state: DrawerSpec): DrawerSpec =>
    state.riders === null && state.moves.some((move) => move.startsWith('assign:')) ? call({ ...state, step: 'loadingRiders' }, 'listRiders', { companyId: 'c1' }) : { ...state, step: 'idle' };
  const withOrder = (state: DrawerSpec, next: Order): DrawerSpec => ({ ...state, version: next.version, status: next.status, moves: MOVES_OF[next.status] ?? [] });
  const send = (state: DrawerSpec, request: OrderMoveRequest): DrawerSpec => {
    const body: OrderTransition = { ...request, version: state.version ?? -1 };
    const sent = { body, key: KEY };
    return call({ ...state, step: 'submitting', request, sent, error: null, conflict: null }, 'transition', { ...REF, body, idempotencyKey: KEY });
  };
  const isAccept = (state: DrawerSpec, request: { to: string }) => state.moves.includes(`accept:${request.to}`);
  return {
    initial: {
      step: 'loading',
      version: null,
      status: null,
      moves: [],
      riders: null,
      request: null,
      sent: null,
      error: null,
      failure: null,
      conflict: null,
      printToken: null,
      autoPrint,
      calls: [{ src: 'getOrder', input: REF }],
    },
    next(state, event) {
      const field = (name: string): unknown => Reflect.get(event, name);
      const error = () => (field('error') as ApiError).code ?? null;
      switch (state.step) {
        case 'loading':
          if (event.type === 'done.getOrder') return shown(withOrder(state, field('output') as Order));
          if (event.type === 'error.getOrder') return { ...state, step: 'failed', failure: error() };
          return state;
        case 'failed':
          return event.type === 'user.retry' ? read({ ...state, failure: null }, 'loading') : state;
        case 'loadingRiders':
          if (event.type === 'done.listRiders') return { ...state, step: 'idle', riders: (field('output') as OrderRiderOptions).items.map((rider) => rider.name) };
          if (event.type === 'error.listRiders') return { ...state, step: 'idle', riders: [], error: error() };
          return state;
        case 'idle': {
          if (event.type === 'user.move') {
            const request = field('request') as OrderMoveRequest;
            if (isAccept(state, request)) return { ...state, step: 'confirming', request };
            return state.moves.some((move) => move.endsWith(`:${request.to}`)) ? send(state, request) : state;
          }
          if (event.type === 'user.retry' && state.sent !== null && state.error === 'network') {
            return call({ ...state, step: 'submitting', error: null, conflict: null }, 'transition', { ...REF, body: state.sent.body, idempotencyKey: state.sent.key });
          }
          if (event.type === 'user.print') return call({ ...state, step: 'printing', error: null, conflict: null }, 'createPrintLink', REF);
          if (event.type === 'order.changed' && (field('version') as number) > (state.version ?? Infinity)) return read(state, 'rereading');
          return state;
        }
        case 'confirming':
          if (event.type === 'user.confirm' && state.request) return send(state, state.request);
          if (event.type === 'user.back') return { ...state, step: 'idle', request: null };
          if (event.type === 'order.changed' && (field('version') as number) > (state.version ?? Infinity)) return read({ ...state, request: null }, 'rereading');
          return state;
        case 'submitting': {
          if (event.type === 'done.transition') {
            const answered = field('output') as Order;
            const accepted = state.sent !== null && isAccept(state, state.sent.body);
            const moved = call(withOrder({ ...state, request: null, sent: null, error: null, conflict: null }, answered), 'notifyMoved', { version: answered.version });
            return state.autoPrint && accepted ? call({ ...moved, step: 'printing' }, 'createPrintLink', REF) : shown(moved);
          }
          if (event.type === 'error.transition') {
            const failure = field('error') as ApiError;
            if (failure.statusCode === 409) return read({ ...state, sent: null }, 'resolvingConflict');
            if (failure.statusCode === 0) return { ...state, step: 'idle', error: error() };
            return { ...state, step: 'idle', error: error(), sent: null };
          }
          return state;
        }
        case 'resolvingConflict': {
          if (event.type === 'done.getOrder') {
            const reread = field('output') as Order;
            const last = reread.history[reread.history.length - 1];
            const conflict = { byName: last?.byName ?? null, at: last?.at ?? reread.statusAt, status: reread.status };
            return shown(withOrder({ ...state, conflict, request: null, error: null }, reread));
          }
          if (event.type === 'error.getOrder') return { ...state, step: 'idle', error: error() };
          return state;
        }
        // The newer order replaces what was said of the older one; a lost answer keeps its Retry.
        case 'rereading':
          if (event.type === 'done.getOrder') {
            const lost = state.sent !== null && state.error === 'network';
            return shown(withOrder({ ...state, conflict: null, error: lost ? state.error : null }, field('output') as Order));
          }
          if (event.type === 'error.getOrder') return { ...state, step: 'idle', error: error() };
          return state;
        case 'printing': {
          if (event.type === 'done.createPrintLink') {
            const link = field('output') as OrderPrintLink;
            return shown(call({ ...state, printToken: link.token, error: null }, 'notifyPrint', { token: link.token }));
          }
          if (event.type === 'error.createPrintLink') return shown({ ...state, error: error() });
          return state;
        }
        default:
          return state;
      }
    },
    view: ({ autoPrint: _autoPrint, calls: _calls, ...view }) => view,
    calls: (state) => state.calls,
  };
}

/** The drawer as the page would show it, from the real snapshot. */
function view(snapshot: AnyMachineSnapshot): DrawerView {
  const context = snapshot.context as OrderActionContext;
  return {
    step: STEPS.find((step) => snapshot.matches(step)) ?? null,
    version: context.order?.version ?? null,
    status: context.order?.status ?? null,
    moves: context.moves.map((move) => `${move.action}:${move.to}`),
    riders: context.riders?.map((rider) => rider.name) ?? null,
    request: context.request,
    sent: context.sent,
    error: context.error?.code ?? null,
    failure: context.failure?.code ?? null,
    conflict: context.conflict,
    printToken: context.printLink?.token ?? null,
  };
}

/** The drawer's machine with fakes: every read, move and print link recorded, and what it tells the board and the page. */
function fakeDrawer(fakes: PromiseFakes) {
  return orderActionMachine.provide({
    actors: {
      getOrder: fakes.logic<Order, OrderRef>('getOrder'),
      listRiders: fakes.logic<OrderRiderOptions, { companyId: string }>('listRiders'),
      transition: fakes.logic<Order, TransitionInput>('transition'),
      createPrintLink: fakes.logic<OrderPrintLink, OrderRef>('createPrintLink'),
    },
    actions: {
      notifyMoved: (_, params: { order: Order }) => {
        fakes.calls.push({ src: 'notifyMoved', input: { version: params.order.version } });
      },
      notifyPrint: (_, params: { token: string }) => {
        fakes.calls.push({ src: 'notifyPrint', input: { token: params.token } });
      },
    },
  });
}

describe('orderActionMachine, model-based', () => {
  beforeEach(() => {
    issueKey = () => KEY;
  });
  const fakes = new PromiseFakes();
  const machine = fakeDrawer(fakes);
  const runner = new ModelRunner(machine, fakes, { oracle: drawerSpec(false), connect: view });
  const autoPrintRunner = new ModelRunner(machine, fakes, { oracle: drawerSpec(true), connect: view });
  // One more step from each state reached: every transition, each state once per context.
  playEachPath(runner, [...transitionPaths(machine, EVENTS, INPUT), ...transitionPaths(machine, RIDER_EVENTS, INPUT)], INPUT, 40);
  playEachPath(autoPrintRunner, transitionPaths(machine, AUTO_PRINT_EVENTS, AUTO_PRINT_INPUT), AUTO_PRINT_INPUT, 3);

  it('reaches every state and takes every transition', () => {
    const missing = new Set(autoPrintRunner.coverage.missingTransitions());
    expect(runner.coverage.missingTransitions().filter((transition) => missing.has(transition))).toEqual([]);
    expect(runner.coverage.visitedStates()).toEqual([
      'orderAction.checking',
      'orderAction.confirming',
      'orderAction.failed',
      'orderAction.idle',
      'orderAction.loading',
      'orderAction.loadingRiders',
      'orderAction.printing',
      'orderAction.rereading',
      'orderAction.resolvingConflict',
      'orderAction.sending',
      'orderAction.submitting',
    ]);
    expect(runner.coverage.allStates()).toEqual(runner.coverage.visitedStates());
  });
});

/** A drawer started on `input` whose keys are `key-1`, `key-2`, … and whose calls are recorded. */
function started(input: OrderActionInput = INPUT) {
  let issued = 0;
  issueKey = () => {
    issued += 1;
    return `00000000-0000-4000-8000-00000000000${issued}`;
  };
  const fakes = new PromiseFakes();
  const actor = createActor(fakeDrawer(fakes), { input });
  actor.start();
  const send = async (event: OrderActionEvent) => {
    actor.send(event);
    await flush();
  };
  return { fakes, actor, send };
}

const KEY_1 = '00000000-0000-4000-8000-000000000001';
const KEY_2 = '00000000-0000-4000-8000-000000000002';

describe('orderActionMachine, a move sent again', () => {
  afterEach(() => {
    issueKey = () => KEY;
  });

  it('sends the same key and body on Retry after a lost answer, and a new key for a changed body', async () => {
    const { fakes, actor, send } = started();
    await fakes.settle('getOrder', { output: WAITING });
    await send({ type: 'user.move', request: ACCEPT_25 });
    await send({ type: 'user.confirm' });
    await fakes.settle('transition', { error: NETWORK });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toEqual(NETWORK);
    await send({ type: 'user.retry' });
    await fakes.settle('transition', { error: NETWORK });
    await send({ type: 'user.move', request: { to: 'IN_PREPARATION', prepMinutes: 30 } });
    await send({ type: 'user.confirm' });
    expect(fakes.calls.filter((call) => call.src === 'transition')).toEqual([
      { src: 'transition', input: { orderId: 'o1', companyId: 'c1', body: { to: 'IN_PREPARATION', version: 2, prepMinutes: 25 }, idempotencyKey: KEY_1 } },
      { src: 'transition', input: { orderId: 'o1', companyId: 'c1', body: { to: 'IN_PREPARATION', version: 2, prepMinutes: 25 }, idempotencyKey: KEY_1 } },
      { src: 'transition', input: { orderId: 'o1', companyId: 'c1', body: { to: 'IN_PREPARATION', version: 2, prepMinutes: 30 }, idempotencyKey: KEY_2 } },
    ]);
    actor.stop();
  });

  it('sends the same move asked again after a lost answer with its key', async () => {
    const { fakes, actor, send } = started();
    await fakes.settle('getOrder', { output: WAITING });
    await send({ type: 'user.move', request: REJECT });
    await fakes.settle('transition', { error: NETWORK });
    await send({ type: 'user.move', request: REJECT });
    expect(fakes.calls.filter((call) => call.src === 'transition').map((call) => call.input)).toEqual([
      { orderId: 'o1', companyId: 'c1', body: { to: 'CANCELED', version: 2, reason: 'Sem estoque' }, idempotencyKey: KEY_1 },
      { orderId: 'o1', companyId: 'c1', body: { to: 'CANCELED', version: 2, reason: 'Sem estoque' }, idempotencyKey: KEY_1 },
    ]);
    actor.stop();
  });

  it('offers no Retry of a move after a refusal', async () => {
    const { fakes, actor, send } = started();
    await fakes.settle('getOrder', { output: WAITING });
    await send({ type: 'user.move', request: { to: 'IN_PREPARATION', prepMinutes: 5 } });
    await send({ type: 'user.confirm' });
    await fakes.settle('transition', { error: OUT_OF_RANGE });
    await send({ type: 'user.retry' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.request).toEqual({ to: 'IN_PREPARATION', prepMinutes: 5 });
    expect(actor.getSnapshot().context.error?.code).toBe('prep_minutes_out_of_range');
    expect(fakes.calls.filter((call) => call.src === 'transition')).toHaveLength(1);
    actor.stop();
  });
});

describe('orderActionMachine, what the drawer ignores', () => {
  afterEach(() => {
    issueKey = () => KEY;
  });

  it('reads nothing for a version equal to or older than the order shown', async () => {
    const { fakes, actor, send } = started();
    await fakes.settle('getOrder', { output: WAITING });
    await send({ type: 'order.changed', version: 2 });
    await send({ type: 'order.changed', version: 1 });
    await send({ type: 'user.move', request: ACCEPT_25 });
    await send({ type: 'order.changed', version: 2 });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(fakes.calls).toEqual([{ src: 'getOrder', input: REF }]);
    actor.stop();
  });

  it('sends no move the table does not offer, and no Retry without a lost answer', async () => {
    const { fakes, actor, send } = started();
    await fakes.settle('getOrder', { output: WAITING });
    await send({ type: 'user.move', request: { to: 'DELIVERED' } });
    await send({ type: 'user.move', request: { to: 'AWAIT_DELIVERYMAN' } });
    await send({ type: 'user.retry' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.request).toBeNull();
    expect(fakes.calls).toEqual([{ src: 'getOrder', input: REF }]);
    actor.stop();
  });

  it('reads no riders when no assign move is offered', async () => {
    const { fakes, actor } = started();
    await fakes.settle('getOrder', { output: TAKEN });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.riders).toBeNull();
    expect(fakes.calls).toEqual([{ src: 'getOrder', input: REF }]);
    actor.stop();
  });
});

describe('orderActionMachine, a move told in literals', () => {
  afterEach(() => {
    issueKey = () => KEY;
  });

  it('accepts after a confirmation, tells the board once and shows the answered order', async () => {
    const { fakes, actor, send } = started();
    await fakes.settle('getOrder', { output: WAITING });
    expect(actor.getSnapshot().context.moves).toEqual([
      { action: 'accept', to: 'IN_PREPARATION', needs: ['prepMinutes'] },
      { action: 'reject', to: 'CANCELED', needs: ['reason'] },
    ]);
    await send({ type: 'user.move', request: ACCEPT_25 });
    await send({ type: 'user.back' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(fakes.calls).toEqual([{ src: 'getOrder', input: REF }]);
    await send({ type: 'user.move', request: ACCEPT_25 });
    await send({ type: 'user.confirm' });
    await fakes.settle('transition', { output: ACCEPTED });
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().value).toBe('idle');
    expect([context.order?.version, context.order?.status, context.request, context.error, context.sent]).toEqual([3, 'IN_PREPARATION', null, null, null]);
    expect(fakes.calls.slice(1)).toEqual([
      { src: 'transition', input: { orderId: 'o1', companyId: 'c1', body: { to: 'IN_PREPARATION', version: 2, prepMinutes: 25 }, idempotencyKey: KEY_1 } },
      { src: 'notifyMoved', input: { version: 3 } },
    ]);
    actor.stop();
  });

  it('says who moved the order first after a 409 stale_version', async () => {
    const { fakes, actor, send } = started();
    await fakes.settle('getOrder', { output: WAITING });
    await send({ type: 'user.move', request: REJECT });
    await fakes.settle('transition', { error: STALE });
    await fakes.settle('getOrder', { output: TAKEN });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.conflict).toEqual({ byName: 'Bruno Lima', at: '2026-03-02T12:03:00.000Z', status: 'IN_PREPARATION' });
    expect(actor.getSnapshot().context.order?.version).toBe(3);
    actor.stop();
  });

  it('prints on accept with auto-print once the accept is answered, and on user.print', async () => {
    const { fakes, actor, send } = started(AUTO_PRINT_INPUT);
    await fakes.settle('getOrder', { output: WAITING });
    await send({ type: 'user.move', request: ACCEPT_25 });
    await send({ type: 'user.confirm' });
    expect(fakes.calls.map((call) => call.src)).toEqual(['getOrder', 'transition']);
    await fakes.settle('transition', { output: ACCEPTED });
    expect(actor.getSnapshot().value).toBe('printing');
    await fakes.settle('createPrintLink', { output: LINK });
    await send({ type: 'user.print' });
    await fakes.settle('createPrintLink', { output: { token: 'tk-2', expiresAt: '2026-03-02T12:12:00.000Z' } });
    expect(fakes.calls.slice(2)).toEqual([
      { src: 'notifyMoved', input: { version: 3 } },
      { src: 'createPrintLink', input: REF },
      { src: 'notifyPrint', input: { token: 'tk-1' } },
      { src: 'createPrintLink', input: REF },
      { src: 'notifyPrint', input: { token: 'tk-2' } },
    ]);
    actor.stop();
  });
});
