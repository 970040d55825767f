import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { __unsafe_getAllOwnEventDescriptors, createActor, fromCallback, fromPromise, type AnyEventObject } from 'xstate';
import type { FirebaseConfig } from '../../src/contract/runtimeConfig';
import { newOrderPath, type NewOrder, type NewOrderListener, type NewOrderWatch } from '../../src/domain/newOrder';
import { connectOrderAlert, type OrderAlertProps } from '../../src/machines/orderAlert/connect';
import { orderAlertMachine, type OrderAlertEvent } from '../../src/machines/orderAlert/machine';
import { newOrderSubscriptionLogic } from '../../src/machines/orderAlert/subscription';
import type { OrderAlertInput, WaitingAnswer, WaitingQuery } from '../../src/machines/orderAlert/types';
import { flush, ModelRunner, pathName, pathsOverBoth, PromiseFakes, statePairs, type ModelEvent, type Oracle } from './modelHarness';
import { NEW_ORDER_SOUND_DELAY_MS, NEW_ORDER_SOUND_DURATION_MS } from '../support/seed';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const FIREBASE: FirebaseConfig = { databaseURL: 'ws://127.0.0.1:9000?ns=demo-new-orders' };
const COMPANY = '64c000000000000000000001';
const ORDER_1042 = { orderNumber: 1042, customerName: 'Ana Souza' };

// The same order as ORDER_1042, its keys in another order (a database may send either).
const ORDER_1042_AGAIN = { customerName: 'Ana Souza', orderNumber: 1042 };
const REFUSED = 'permission_denied at /newOrder/64c000000000000000000001';

const EVENTS: ReadonlyArray<ModelEvent<OrderAlertEvent>> = [
  { type: 'done.firebaseConfig', output: FIREBASE },
  { type: 'done.firebaseConfig', output: null },
  { type: 'error.firebaseConfig', error: new Error('config.json is not valid JSON') },
  { type: 'newOrder.value', value: ORDER_1042 },
  { type: 'newOrder.value', value: ORDER_1042_AGAIN },
  { type: 'newOrder.value', value: 'A-7' },
  { type: 'newOrder.value', value: null },
  { type: 'newOrder.failed', message: REFUSED },
  { type: 'after.soundDelay' },
  { type: 'after.soundDuration' },
  { type: 'user.silence' },
  { type: 'user.dismiss' },
  { type: 'done.orderWaiting', output: { repeatAlert: true, waiting: true } },
  { type: 'done.orderWaiting', output: { repeatAlert: true, waiting: false } },
  { type: 'done.orderWaiting', output: { repeatAlert: false, waiting: true } },
  { type: 'error.orderWaiting', error: new Error('Failed to fetch') },
];

/**
 * The new-order alert as seed 001 section 4 words it, with the rules the machine documents,
 * written without the machine. Without a Firebase configuration (none, or unreadable) the alert
 * is off; without a company nothing is watched; otherwise newOrder/{companyId} is watched. A value
 * present that was not the last announced shows the toast naming the order, tells the desktop and
 * remembers it for the company; the sound starts 750 ms later and stops 35 s after that, or when
 * silenced; the toast stays until dismissed. A newer order restarts the alert; the same order
 * again (its keys in any order) stays quiet. An emptied path, toast hidden, forgets the order (and
 * says so to the container). A refused watch stops the sound, is reported and is no longer watched.
 */
/** What the alert shows, from its props: the toast's state and order, the sound, and whether the alert is off. */
interface AlertShown {
  toast: OrderAlertProps['toast']['status'];
  order: NewOrder | null;
  playing: boolean;
  off: boolean;
}
function shown(props: OrderAlertProps): AlertShown {
  return { toast: props.toast.status, order: props.toast.order, playing: props.audio.playing, off: props.off };
}

type Phase = 'configuring' | 'off' | 'noCompany' | 'quiet' | 'waiting' | 'ringing' | 'checking' | 'silenced' | 'unavailable';
interface AlertSpec {
  phase: Phase;
  order: NewOrder | null;
  announced: string | null;
  calls: Array<{ src: string; input: unknown }>;
}
/** Each value the model writes, as the alert names and remembers it. */
function known(value: unknown): { order: NewOrder; fingerprint: string } | null {
  if (value === ORDER_1042 || value === ORDER_1042_AGAIN) {
    return { order: { reference: '1042', customer: 'Ana Souza' }, fingerprint: '{"customerName":"Ana Souza","orderNumber":1042}' };
  }
  if (value === 'A-7') return { order: { reference: 'A-7', customer: null }, fingerprint: '"A-7"' };
  if (value === null) return null;
  throw new Error(`the oracle does not know the value ${JSON.stringify(value)}`);
}
const ALERTING: readonly Phase[] = ['waiting', 'ringing', 'checking', 'silenced'];
function alertSpec(input: OrderAlertInput): Oracle<AlertSpec, AlertShown> {
  const { companyId } = input;
  return {
    initial: { phase: 'configuring', order: null, announced: input.announced ?? null, calls: [{ src: 'firebaseConfig', input: undefined }] },
    next(state, event) {
      const call = (...calls: Array<[string, unknown]>) => [...state.calls, ...calls.map(([src, given]) => ({ src, input: given }))];
      // Leaving the ringing state stops the sound.
      const silence: Array<[string, unknown]> = state.phase === 'ringing' ? [['stopSound', undefined]] : [];
      switch (state.phase) {
        case 'configuring': {
          if (event.type === 'error.firebaseConfig') return { ...state, phase: 'off' };
          if (event.type !== 'done.firebaseConfig') return state;
          const firebase: unknown = Reflect.get(event, 'output');
          if (firebase === null) return { ...state, phase: 'off' };
          if (companyId === null) return { ...state, phase: 'noCompany' };
          return { ...state, phase: 'quiet', calls: call(['subscription', { firebase, companyId }]) };
        }
        case 'quiet':
        case 'waiting':
        case 'ringing':
        case 'checking':
        case 'silenced': {
          if (event.type === 'newOrder.failed') {
            const message: unknown = Reflect.get(event, 'message');
            return { ...state, phase: 'unavailable', order: null, calls: call(...silence, ['reportFailure', { message }], ['unsubscribe', undefined]) };
          }
          if (event.type === 'newOrder.value') {
            const value = known(Reflect.get(event, 'value'));
            if (value && value.fingerprint !== state.announced) {
              return {
                ...state,
                phase: 'waiting',
                order: value.order,
                announced: value.fingerprint,
                calls: call(...silence, ['notify', { order: value.order }], ['rememberAnnounced', { companyId, fingerprint: value.fingerprint }]),
              };
            }
            if (!value && state.phase === 'quiet') return { ...state, announced: null, calls: call(['rememberAnnounced', { companyId, fingerprint: null }]) };
            return state;
          }
          if (event.type === 'user.dismiss' && ALERTING.includes(state.phase)) return { ...state, phase: 'quiet', order: null, calls: call(...silence) };
          if (event.type === 'user.silence' && (state.phase === 'waiting' || state.phase === 'ringing' || state.phase === 'checking')) return { ...state, phase: 'silenced', calls: call(...silence) };
          if (event.type === 'after.soundDelay' && state.phase === 'waiting') return { ...state, phase: 'ringing', calls: call(['startSound', undefined]) };
          // The 35 s stop: a company with a board asks whether its setting repeats the alert and an order still waits.
          if (event.type === 'after.soundDuration' && state.phase === 'ringing') {
            if (input.boardType) return { ...state, phase: 'checking', calls: call(...silence, ['orderWaiting', { companyId, type: input.boardType }]) };
            return { ...state, phase: 'silenced', calls: call(...silence) };
          }
          if (event.type === 'done.orderWaiting' && state.phase === 'checking') {
            const answer = Reflect.get(event, 'output') as { repeatAlert: boolean; waiting: boolean };
            return answer.repeatAlert && answer.waiting ? { ...state, phase: 'ringing', calls: call(['startSound', undefined]) } : { ...state, phase: 'silenced' };
          }
          if (event.type === 'error.orderWaiting' && state.phase === 'checking') return { ...state, phase: 'silenced' };
          return state;
        }
        default:
          return state;
      }
    },
    view(state) {
      // Asking whether to ring again, the sound has stopped: silenced.
      const toast = state.phase === 'checking' ? 'silenced' : state.phase === 'waiting' || state.phase === 'ringing' || state.phase === 'silenced' ? state.phase : 'hidden';
      return { toast, order: toast === 'hidden' ? null : state.order, playing: state.phase === 'ringing', off: state.phase === 'off' };
    },
    calls: (state) => state.calls,
  };
}

describe('orderAlertMachine, model-based', () => {
  const watched: NewOrderWatch[] = [];
  const inputs: Array<[string, OrderAlertInput]> = [
    ['a company user', { companyId: COMPANY }],
    ['staff without a company', { companyId: null }],
    ['a company user signing in again, order 1042 announced before', { companyId: COMPANY, announced: '{"customerName":"Ana Souza","orderNumber":1042}' }],
    ['a restaurant user, asked at each stop whether to ring again', { companyId: COMPANY, boardType: 'restaurant' }],
  ];
  const runners = inputs.map(([, input]) => {
    const fakes = new PromiseFakes();
    const record = (src: string, given?: unknown) => fakes.calls.push({ src, input: given });
    const machine = orderAlertMachine.provide({
      actors: {
        firebaseConfig: fakes.logic<FirebaseConfig | null, unknown>('firebaseConfig'),
        subscription: fromCallback<AnyEventObject, NewOrderWatch>(({ input: watch }) => {
          watched.push(watch);
          record('subscription', watch);
          return () => record('unsubscribe');
        }),
        orderWaiting: fakes.logic<WaitingAnswer, WaitingQuery>('orderWaiting'),
      },
      actions: {
        startSound: () => record('startSound'),
        stopSound: () => record('stopSound'),
        notify: (_, { order }) => record('notify', { order }),
        reportFailure: (_, { message }) => record('reportFailure', { message }),
        rememberAnnounced: (_, { companyId, fingerprint }) => record('rememberAnnounced', { companyId, fingerprint }),
      },
    });
    return new ModelRunner(machine, fakes, { oracle: alertSpec(input), connect: (snapshot) => shown(connectOrderAlert(snapshot, () => {})) });
  });

  for (const [n, [label, input]] of inputs.entries()) {
    const runner = runners[n];
    describe(label, () => {
      const paths = pathsOverBoth(orderAlertMachine, EVENTS, input, alertSpec(input));
      it('has paths', () => expect(paths.length).toBeGreaterThan(0));
      for (const [index, path] of paths.entries()) {
        it(pathName(path, index), async () => {
          await runner?.run(path, input);
        });
      }

      it('plays every (state, event) pair', () => {
        const all = statePairs(orderAlertMachine, EVENTS, input);
        expect(all.length).toBeGreaterThan(2);
        expect(all.filter((pair) => !runner?.playedPairs.has(pair))).toEqual([]);
      });
    });
  }

  it('watches the company with the configured Firebase project, and nothing without a company', () => {
    expect(watched.length).toBeGreaterThan(0);
    expect(new Set(watched.map((watch) => JSON.stringify(watch)))).toEqual(new Set([JSON.stringify({ firebase: FIREBASE, companyId: COMPANY })]));
  });

  it('reaches every state and takes every transition', () => {
    const coverage = runners[0]?.coverage;
    const visited = new Set(runners.flatMap((runner) => runner.coverage.visitedStates()));
    expect([...visited].sort()).toEqual(coverage?.allStates());
    expect(coverage?.allStates()).toEqual([
      'orderAlert.configuring',
      'orderAlert.deciding',
      'orderAlert.noCompany',
      'orderAlert.off',
      'orderAlert.unavailable',
      'orderAlert.watching',
      'orderAlert.watching.alerting',
      'orderAlert.watching.alerting.checking',
      'orderAlert.watching.alerting.ringing',
      'orderAlert.watching.alerting.silenced',
      'orderAlert.watching.alerting.waiting',
      'orderAlert.watching.quiet',
    ]);
    const missing = runners.map((runner) => new Set(runner.coverage.missingTransitions()));
    expect([...(missing[0] ?? [])].filter((transition) => missing.every((each) => each.has(transition)))).toEqual([]);
  });
});

/** A running alert whose subscription the test drives, recording the sound and the notifications. */
function start(options: { firebase?: FirebaseConfig | null; companyId?: string | null; announced?: string | null } = {}) {
  const log: string[] = [];
  const remembered: string[] = [];
  let listener: NewOrderListener | null = null;
  const unsubscribe = vi.fn();
  const subscribe = vi.fn((_watch: NewOrderWatch, given: NewOrderListener) => {
    listener = given;
    return unsubscribe;
  });
  const actor = createActor(
    orderAlertMachine.provide({
      actors: {
        firebaseConfig: fromPromise(async () => (options.firebase === undefined ? FIREBASE : options.firebase)),
        subscription: newOrderSubscriptionLogic(subscribe),
      },
      actions: {
        startSound: () => log.push(`start ${Date.now()}`),
        stopSound: () => log.push(`stop ${Date.now()}`),
        notify: (_, { order }) => log.push(`notify ${order.reference ?? '-'} ${order.customer ?? '-'}`),
        reportFailure: (_, { message }) => log.push(`failed ${message}`),
        rememberAnnounced: (_, { companyId, fingerprint }) => remembered.push(`${companyId ?? '-'} ${fingerprint ?? 'nothing'}`),
      },
    }),
    { input: { companyId: options.companyId === undefined ? COMPANY : options.companyId, announced: options.announced ?? null } },
  );
  actor.start();
  return {
    actor,
    log,
    remembered,
    subscribe,
    unsubscribe,
    view: () => shown(connectOrderAlert(actor.getSnapshot(), actor.send)),
    props: () => connectOrderAlert(actor.getSnapshot(), actor.send),
    /** Writes a value at the watched path, as the database would report it. */
    write: async (value: unknown) => {
      if (!listener) throw new Error('not subscribed');
      listener.value(value);
      await flush();
    },
    refuse: async (message: string) => {
      listener?.failed(message);
      await flush();
    },
  };
}

describe('orderAlertMachine', () => {
  it('watches newOrder/{companyId} with the configured project', async () => {
    const alert = start();
    await flush();
    expect(alert.subscribe).toHaveBeenCalledTimes(1);
    expect(alert.subscribe.mock.calls[0]?.[0]).toEqual({ firebase: FIREBASE, companyId: COMPANY });
    expect(newOrderPath(COMPANY)).toBe('newOrder/64c000000000000000000001');
    expect(alert.view()).toEqual({ toast: 'hidden', order: null, playing: false, off: false });
  });

  it('starts the sound 750 ms after a value arrives and stops it 35 s later, the toast naming the order until dismissed', async () => {
    const alert = start();
    await flush();
    const t0 = Date.now();
    await alert.write(ORDER_1042);
    expect(alert.view()).toEqual({ toast: 'waiting', order: { reference: '1042', customer: 'Ana Souza' }, playing: false, off: false });
    expect(alert.log).toEqual(['notify 1042 Ana Souza']);
    await vi.advanceTimersByTimeAsync(NEW_ORDER_SOUND_DELAY_MS - 1);
    expect(alert.view().playing).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(alert.view()).toMatchObject({ toast: 'ringing', playing: true });
    expect(alert.log).toEqual(['notify 1042 Ana Souza', `start ${t0 + 750}`]);
    await vi.advanceTimersByTimeAsync(NEW_ORDER_SOUND_DURATION_MS - 1);
    expect(alert.view().playing).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(alert.log).toEqual(['notify 1042 Ana Souza', `start ${t0 + 750}`, `stop ${t0 + 750 + 35_000}`]);
    expect(alert.view()).toEqual({ toast: 'silenced', order: { reference: '1042', customer: 'Ana Souza' }, playing: false, off: false });
    alert.actor.send({ type: 'user.dismiss' });
    expect(alert.view().toast).toBe('hidden');
  });

  it('the toast’s Silence and Close send the machine’s events', async () => {
    const alert = start();
    await flush();
    await alert.write(ORDER_1042);
    await vi.advanceTimersByTimeAsync(NEW_ORDER_SOUND_DELAY_MS);
    expect(alert.view()).toMatchObject({ toast: 'ringing', playing: true });
    alert.props().toast.onSilence();
    expect(alert.view()).toMatchObject({ toast: 'silenced', playing: false });
    alert.props().toast.onDismiss();
    expect(alert.view()).toEqual({ toast: 'hidden', order: null, playing: false, off: false });
  });

  it('stops the sound at once when silenced, and never starts it when silenced before the 750 ms', async () => {
    const alert = start();
    await flush();
    await alert.write('A-7');
    await vi.advanceTimersByTimeAsync(1000);
    alert.actor.send({ type: 'user.silence' });
    expect(alert.view()).toMatchObject({ toast: 'silenced', playing: false });
    expect(alert.log.filter((line) => line.startsWith('st'))).toHaveLength(2);

    await alert.write({ orderNumber: 'A-8' });
    alert.actor.send({ type: 'user.silence' });
    await vi.advanceTimersByTimeAsync(NEW_ORDER_SOUND_DURATION_MS * 2);
    expect(alert.log.filter((line) => line.startsWith('st'))).toHaveLength(2);
    expect(alert.view().order).toEqual({ reference: 'A-8', customer: null });
  });

  it('restarts the alert for a newer order, its sound 750 ms after it', async () => {
    const alert = start();
    await flush();
    await alert.write(ORDER_1042);
    await vi.advanceTimersByTimeAsync(10_000);
    const t1 = Date.now();
    await alert.write({ orderNumber: 1043 });
    expect(alert.view()).toMatchObject({ toast: 'waiting', order: { reference: '1043' }, playing: false });
    await vi.advanceTimersByTimeAsync(NEW_ORDER_SOUND_DELAY_MS);
    expect(alert.log.slice(-3)).toEqual([`stop ${t1}`, 'notify 1043 -', `start ${t1 + 750}`]);
    await vi.advanceTimersByTimeAsync(NEW_ORDER_SOUND_DURATION_MS);
    expect(alert.log.at(-1)).toBe(`stop ${t1 + 750 + 35_000}`);
  });

  it('rings once per order: the order announced before (another sign-in) stays quiet until the path is emptied', async () => {
    const first = start();
    await flush();
    await first.write(ORDER_1042);
    expect(first.log).toEqual(['notify 1042 Ana Souza']);
    expect(first.remembered).toEqual([`${COMPANY} {"customerName":"Ana Souza","orderNumber":1042}`]);
    // The same value written again (the database repeats it on reconnection) does not restart the alert.
    await vi.advanceTimersByTimeAsync(NEW_ORDER_SOUND_DELAY_MS + NEW_ORDER_SOUND_DURATION_MS);
    first.actor.send({ type: 'user.dismiss' });
    await first.write({ customerName: 'Ana Souza', orderNumber: 1042 });
    expect(first.view().toast).toBe('hidden');
    first.actor.stop();

    // A later sign-in, the order still at the path: quiet.
    const later = start({ announced: '{"customerName":"Ana Souza","orderNumber":1042}' });
    await flush();
    await later.write(ORDER_1042);
    await vi.advanceTimersByTimeAsync(NEW_ORDER_SOUND_DURATION_MS);
    expect(later.view().toast).toBe('hidden');
    expect(later.log).toEqual([]);
    // Another order rings; the path emptied (the order taken) forgets, and the same value rings again.
    await later.write({ orderNumber: 1043 });
    expect(later.view().toast).toBe('waiting');
    later.actor.send({ type: 'user.dismiss' });
    await later.write(null);
    expect(later.remembered).toEqual([`${COMPANY} {"orderNumber":1043}`, `${COMPANY} nothing`]);
    await later.write({ orderNumber: 1043 });
    expect(later.view()).toMatchObject({ toast: 'waiting', order: { reference: '1043' } });
  });

  it('does not alert while no value is present', async () => {
    const alert = start();
    await flush();
    await alert.write(null);
    await alert.write(false);
    await alert.write('');
    await vi.advanceTimersByTimeAsync(NEW_ORDER_SOUND_DURATION_MS);
    expect(alert.view().toast).toBe('hidden');
    expect(alert.log).toEqual([]);
  });

  it('is off without a Firebase configuration, and watches nothing', async () => {
    const alert = start({ firebase: null });
    await flush();
    expect(alert.view().off).toBe(true);
    expect(alert.actor.getSnapshot().status).toBe('done');
    expect(alert.subscribe).not.toHaveBeenCalled();
  });

  it('watches nothing for staff without a company, and is not "off" then', async () => {
    const alert = start({ companyId: null });
    await flush();
    expect(alert.actor.getSnapshot().value).toBe('noCompany');
    expect(alert.view().off).toBe(false);
    expect(alert.subscribe).not.toHaveBeenCalled();
  });

  it('reports a refused watch, stops the sound and hides the toast', async () => {
    const alert = start();
    await flush();
    await alert.write(ORDER_1042);
    await vi.advanceTimersByTimeAsync(NEW_ORDER_SOUND_DELAY_MS);
    await alert.refuse('permission_denied');
    expect(alert.actor.getSnapshot().value).toBe('unavailable');
    expect(alert.view()).toMatchObject({ toast: 'hidden', playing: false });
    expect(alert.log.slice(-2)).toEqual([expect.stringMatching(/^stop /), 'failed permission_denied']);
    expect(alert.unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('stops watching when stopped', async () => {
    const alert = start();
    await flush();
    alert.actor.stop();
    expect(alert.unsubscribe).toHaveBeenCalledTimes(1);
  });
});

describe('newOrderSubscriptionLogic', () => {
  function run(subscribe: Parameters<typeof newOrderSubscriptionLogic>[0]) {
    const received: AnyEventObject[] = [];
    const actor = createActor(
      orderAlertMachine.provide({
        actors: { firebaseConfig: fromPromise<FirebaseConfig | null>(async () => FIREBASE), subscription: newOrderSubscriptionLogic(subscribe) },
        actions: { notify: (_, { order }) => received.push({ type: 'notify', order }), reportFailure: (_, { message }) => received.push({ type: 'failed', message }) },
      }),
      { input: { companyId: COMPANY } },
    );
    actor.start();
    return { actor, received };
  }

  it('unsubscribes a watch that finishes loading after the actor stopped', async () => {
    let finishLoading: (unsubscribe: () => void) => void = () => {};
    const unsubscribe = vi.fn();
    const { actor } = run(() => new Promise((resolve) => (finishLoading = resolve)));
    await flush();
    actor.stop();
    finishLoading(unsubscribe);
    await flush();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('turns a failure to load the SDK into a refused watch', async () => {
    const { actor, received } = run(async () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    await flush();
    expect(actor.getSnapshot().value).toBe('unavailable');
    expect(received).toEqual([{ type: 'failed', message: 'Failed to fetch dynamically imported module' }]);
  });

  it('delivers values to the machine', async () => {
    const { actor, received } = run((_watch, listener) => {
      listener.value({ orderNumber: 7 });
      return () => {};
    });
    await flush();
    expect(actor.getSnapshot().matches({ watching: 'alerting' })).toBe(true);
    expect(received).toEqual([{ type: 'notify', order: { reference: '7', customer: null } satisfies NewOrder }]);
  });
});

describe('orderAlertMachine, the watch and the alert’s data', () => {
  it('keeps watching while the alert runs, and stops the watch once, when the alert stops', async () => {
    const alert = start();
    await flush();
    expect(alert.unsubscribe).not.toHaveBeenCalled();
    await alert.write(ORDER_1042);
    expect(alert.view().toast).toBe('waiting');
    expect(alert.unsubscribe).not.toHaveBeenCalled();
    alert.actor.stop();
    expect(alert.unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('the same order again, the keys of its items in another order, stays quiet', async () => {
    const alert = start();
    await flush();
    await alert.write({ orderNumber: 1044, items: [{ qty: 1, name: 'Pizza' }] });
    alert.actor.send({ type: 'user.dismiss' });
    await alert.write({ items: [{ name: 'Pizza', qty: 1 }], orderNumber: 1044 });
    await vi.advanceTimersByTimeAsync(NEW_ORDER_SOUND_DELAY_MS);
    expect(alert.view().toast).toBe('hidden');
    expect(alert.log).toEqual(['notify 1044 -']);
    expect(alert.remembered).toEqual([`${COMPANY} {"items":[{"name":"Pizza","qty":1}],"orderNumber":1044}`]);
  });

  it('never watches newOrder/ itself (every company’s orders) for a blank company id', async () => {
    const alert = start({ companyId: '' });
    const errors: unknown[] = [];
    alert.actor.subscribe({ error: (error) => errors.push(error) });
    await flush();
    expect(alert.subscribe).not.toHaveBeenCalled();
    expect(alert.view().toast).toBe('hidden');
    // Over quietly, as for staff without a company: no error thrown again on a timer in the app.
    expect(errors).toEqual([]);
    expect(alert.actor.getSnapshot().status).toBe('done');
  });

  it('forgets the order when dismissed', async () => {
    const alert = start();
    await flush();
    await alert.write(ORDER_1042);
    expect(alert.actor.getSnapshot().context.order).toEqual({ reference: '1042', customer: 'Ana Souza' });
    alert.actor.send({ type: 'user.dismiss' });
    expect(alert.actor.getSnapshot().context).toMatchObject({ order: null, failure: null });
  });

  it('keeps why the watch was refused, forgets the order, and is over', async () => {
    const alert = start();
    await flush();
    await alert.write(ORDER_1042);
    await alert.refuse(REFUSED);
    const snapshot = alert.actor.getSnapshot();
    expect(snapshot.context).toMatchObject({ failure: 'permission_denied at /newOrder/64c000000000000000000001', order: null });
    expect(snapshot.status).toBe('done');
  });

  it('is over for staff without a company', async () => {
    const alert = start({ companyId: null });
    await flush();
    expect(alert.actor.getSnapshot().status).toBe('done');
  });
});

describe('orderAlertMachine, the repeating alert', () => {
  /** A restaurant's alert whose board answers, at each 35 s stop, the next of `answers`. */
  function ringing(answers: WaitingAnswer[]) {
    const log: string[] = [];
    const asked: WaitingQuery[] = [];
    let listener: NewOrderListener | null = null;
    const actor = createActor(
      orderAlertMachine.provide({
        actors: {
          firebaseConfig: fromPromise<FirebaseConfig | null>(async () => FIREBASE),
          subscription: newOrderSubscriptionLogic((_watch, given) => {
            listener = given;
            return () => {};
          }),
          orderWaiting: fromPromise<WaitingAnswer, WaitingQuery>(async ({ input }) => {
            asked.push(input);
            return answers.shift() ?? { repeatAlert: false, waiting: false };
          }),
        },
        actions: { startSound: () => log.push(`start ${Date.now()}`), stopSound: () => log.push(`stop ${Date.now()}`) },
      }),
      { input: { companyId: COMPANY, boardType: 'restaurant' } },
    );
    actor.start();
    return {
      actor,
      log,
      asked,
      write: async (value: unknown) => {
        listener?.value(value);
        await flush();
      },
    };
  }

  it('rings again after the 35 s stop while the setting is on and an order waits, and stops once none waits', async () => {
    const on = { repeatAlert: true, waiting: true };
    const alert = ringing([on, on, { repeatAlert: true, waiting: false }]);
    await flush();
    const t0 = Date.now();
    await alert.write(ORDER_1042);
    await vi.advanceTimersByTimeAsync(750 + 35_000 * 4);
    expect(alert.log).toEqual([
      `start ${t0 + 750}`,
      `stop ${t0 + 750 + 35_000}`,
      `start ${t0 + 750 + 35_000}`,
      `stop ${t0 + 750 + 70_000}`,
      `start ${t0 + 750 + 70_000}`,
      `stop ${t0 + 750 + 105_000}`,
    ]);
    expect(alert.asked).toEqual([
      { companyId: COMPANY, type: 'restaurant' },
      { companyId: COMPANY, type: 'restaurant' },
      { companyId: COMPANY, type: 'restaurant' },
    ]);
    expect(connectOrderAlert(alert.actor.getSnapshot(), alert.actor.send).toast.status).toBe('silenced');
  });

  it('with the setting off (the default) stops after 35 s as seed 001 says, the order still waiting', async () => {
    const alert = ringing([{ repeatAlert: false, waiting: true }]);
    await flush();
    const t0 = Date.now();
    await alert.write(ORDER_1042);
    await vi.advanceTimersByTimeAsync(750 + 35_000 * 3);
    expect(alert.log).toEqual([`start ${t0 + 750}`, `stop ${t0 + 750 + 35_000}`]);
    expect(alert.asked).toHaveLength(1);
  });

  it('Silence stops the repeating for good', async () => {
    const on = { repeatAlert: true, waiting: true };
    const alert = ringing([on, on, on]);
    await flush();
    await alert.write(ORDER_1042);
    await vi.advanceTimersByTimeAsync(750 + 35_000 + 1_000);
    expect(connectOrderAlert(alert.actor.getSnapshot(), alert.actor.send).audio.playing).toBe(true);
    alert.actor.send({ type: 'user.silence' });
    await vi.advanceTimersByTimeAsync(35_000 * 3);
    expect(alert.log.filter((line) => line.startsWith('start'))).toHaveLength(2);
    expect(alert.asked).toHaveLength(1);
  });
});
