import { assign, fromCallback, fromPromise, setup, type AnyEventObject, type EventFromLogic, type SnapshotFrom } from 'xstate';
import type { FirebaseConfig } from '../api/config';

/** Seed 001 sections 4 and 9: the alert sound starts 750 ms after a new-order value arrives. */
export const NEW_ORDER_SOUND_DELAY_MS = 750;
/** Seed 001 sections 4 and 9: the alert sound stops after 35 s. */
export const NEW_ORDER_SOUND_DURATION_MS = 35_000;

/** The Realtime Database path watched for a company's new orders (seed 001 section 4). */
export function newOrderPath(companyId: string): string {
  return `newOrder/${companyId}`;
}

/** A new order as the alert names it; either part may be unknown. */
export interface NewOrder {
  /** The order's number or id, as the platform wrote it. */
  reference: string | null;
  /** The customer's name, when the value carries one. */
  customer: string | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  return null;
}

const REFERENCE_KEYS = ['orderNumber', 'number', 'code', 'shortId', 'orderId', '_id', 'id'] as const;

function customerOf(order: Record<string, unknown>): string | null {
  const direct = text(order.customerName);
  if (direct) return direct;
  for (const key of ['customer', 'client', 'user'] as const) {
    const value = order[key];
    const name = isRecord(value) ? (text(value.name) ?? text(value.fullname)) : text(value);
    if (name) return name;
  }
  return null;
}

/**
 * What the value at `newOrder/{companyId}` says, or null when no value is present (null, false
 * or an empty string: nothing to announce). The seeds do not show the value's shape, so any
 * value announces an order, named as well as it allows: a number or string is the order's
 * reference; an object gives its `orderNumber` (or `number`, `code`, `shortId`, `orderId`,
 * `_id`, `id`) and its `customerName` (or `customer`/`client`/`user` name); an object of
 * orders keyed by push ids names the last one.
 * @example describeNewOrder({ orderNumber: 1042, customerName: 'Ana' }) // { reference: '1042', customer: 'Ana' }
 */
export function describeNewOrder(value: unknown): NewOrder | null {
  if (value === null || value === undefined || value === false || value === '') return null;
  const reference = text(value);
  if (reference) return { reference, customer: null };
  if (!isRecord(value)) return { reference: null, customer: null };
  const own = REFERENCE_KEYS.map((key) => text(value[key])).find((found) => found !== null) ?? null;
  const customer = customerOf(value);
  if (own || customer) return { reference: own, customer };
  const children = Object.keys(value)
    .sort()
    .map((key) => value[key])
    .filter(isRecord);
  const last = children.at(-1);
  return last ? (describeNewOrder(last) ?? { reference: null, customer: null }) : { reference: null, customer: null };
}

/**
 * The same value spelled the same whatever the order of its keys: what the alert remembers of an
 * order it announced, so that the value still present at the next sign-in does not ring again.
 * @example orderFingerprint({ b: 1, a: [2] }) === orderFingerprint({ a: [2], b: 1 }) // true
 */
export function orderFingerprint(value: unknown): string {
  const canonical = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(canonical);
    if (isRecord(node)) return Object.fromEntries(Object.keys(node).sort().map((key) => [key, canonical(node[key])]));
    return node;
  };
  return JSON.stringify(canonical(value)) ?? '';
}

/** What the subscription actor watches: the Firebase project and the company. */
export interface NewOrderWatch {
  firebase: FirebaseConfig;
  companyId: string;
}

/** Receives each value of the watched path (null when none), or the reason the watch was refused. */
export interface NewOrderListener {
  value: (value: unknown) => void;
  failed: (message: string) => void;
}

/** Starts watching and answers how to stop (possibly once loaded, as the lazily loaded SDK does). */
export type NewOrderSubscribe = (watch: NewOrderWatch, listener: NewOrderListener) => (() => void) | Promise<() => void>;

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The subscription actor over a `subscribe` function: each value becomes `newOrder.value`, a
 * refusal `newOrder.failed`; stopping the actor stops the watch, even one still loading.
 * @example orderAlertMachine.provide({ actors: { subscription: newOrderSubscriptionLogic(subscribeToNewOrders) } })
 */
export function newOrderSubscriptionLogic(subscribe: NewOrderSubscribe) {
  return fromCallback<AnyEventObject, NewOrderWatch>(({ input, sendBack }) => {
    let stopped = false;
    let stop: (() => void) | null = null;
    const listener: NewOrderListener = {
      value: (value) => {
        if (!stopped) sendBack({ type: 'newOrder.value', value });
      },
      failed: (message) => {
        if (!stopped) sendBack({ type: 'newOrder.failed', message });
      },
    };
    Promise.resolve()
      .then(() => subscribe(input, listener))
      .then(
        (unsubscribe) => {
          if (stopped) unsubscribe();
          else stop = unsubscribe;
        },
        (error: unknown) => listener.failed(messageOf(error)),
      );
    return () => {
      stopped = true;
      stop?.();
    };
  });
}

/** What the machine is started with: the signed-in user's main company, if any. */
export interface OrderAlertInput {
  companyId: string | null;
  /** The fingerprint of the order last announced to this company (kept across sign-ins), if any. */
  announced?: string | null | undefined;
}

/** The alert's data; whether it is off, watching, waiting, ringing or silenced is its state. */
export interface OrderAlertContext {
  companyId: string | null;
  firebase: FirebaseConfig | null;
  /** The order being announced. */
  order: NewOrder | null;
  /** Why the watch was refused. */
  failure: string | null;
  /** The fingerprint of the value last announced ({@link orderFingerprint}): that value does not ring again. */
  announced: string | null;
}

function notProvided(name: string): never {
  throw new Error(`orderAlertMachine: provide the actor "${name}" with machine.provide()`);
}

// Only entered once the guard saw both.
function watchOf(context: OrderAlertContext): NewOrderWatch {
  if (!context.firebase || !context.companyId) throw new Error('orderAlertMachine: watching without Firebase or a company');
  return { firebase: context.firebase, companyId: context.companyId };
}

/**
 * The new-order alert of seed 001 section 4. The actor `firebaseConfig` answers the Firebase
 * configuration of `config.json`; without one the alert is `off`, and without a company there is
 * nothing to watch (`noCompany`). Otherwise the actor `subscription` watches `newOrder/{companyId}`;
 * a value present starts an alert: the toast names the order (`notify` tells the desktop too), the
 * sound starts 750 ms later (`soundDelay`) and stops after 35 s (`soundDuration`) or when the user
 * silences it; the toast stays until dismissed. Another value restarts the alert for that order.
 * A value rings once: the value announced is remembered (`announced`, kept by the container per
 * company through `rememberAnnounced`), so the one still present at the next sign-in stays quiet,
 * until the path is emptied (the order taken) and a value comes again.
 * `startSound`, `stopSound`, `notify` and `reportFailure` are empty here, filled in by the container.
 * @example
 * createActor(orderAlertMachine.provide({ actors: { firebaseConfig, subscription }, actions: { startSound, stopSound } }), { input: { companyId } }).start();
 */
export const orderAlertMachine = setup({
  types: {
    input: {} as OrderAlertInput,
    context: {} as OrderAlertContext,
    events: {} as
      | { type: 'newOrder.value'; value: unknown }
      | { type: 'newOrder.failed'; message: string }
      | { type: 'user.silence' }
      | { type: 'user.dismiss' },
  },
  actors: {
    firebaseConfig: fromPromise<FirebaseConfig | null>(() => notProvided('firebaseConfig')),
    subscription: fromCallback<AnyEventObject, NewOrderWatch>(() => notProvided('subscription')),
  },
  actions: {
    storeFirebase: assign((_, params: { firebase: FirebaseConfig | null }) => ({ firebase: params.firebase })),
    storeOrder: assign((_, params: { value: unknown }) => ({ order: describeNewOrder(params.value), announced: orderFingerprint(params.value) })),
    forgetAnnounced: assign({ announced: null }),
    rememberAnnounced: (_, _params: { companyId: string | null; fingerprint: string | null }) => {},
    clearOrder: assign({ order: null }),
    storeFailure: assign((_, params: { message: string }) => ({ failure: params.message, order: null })),
    startSound: () => {},
    stopSound: () => {},
    notify: (_, _params: { order: NewOrder }) => {},
    reportFailure: (_, _params: { message: string }) => {},
  },
  guards: {
    hasFirebase: (_, params: { firebase: FirebaseConfig | null }) => params.firebase !== null,
    // A blank id is no company: watching `newOrder/` would hear every company's orders.
    hasCompany: ({ context }) => context.companyId !== null && context.companyId !== '',
    isAbsent: (_, params: { value: unknown }) => describeNewOrder(params.value) === null,
    isNew: ({ context }, params: { value: unknown }) => describeNewOrder(params.value) !== null && orderFingerprint(params.value) !== context.announced,
  },
  delays: {
    soundDelay: NEW_ORDER_SOUND_DELAY_MS,
    soundDuration: NEW_ORDER_SOUND_DURATION_MS,
  },
}).createMachine({
  id: 'orderAlert',
  context: ({ input }) => ({ companyId: input.companyId, firebase: null, order: null, failure: null, announced: input.announced ?? null }),
  initial: 'configuring',
  states: {
    configuring: {
      invoke: {
        id: 'firebaseConfig',
        src: 'firebaseConfig',
        onDone: [
          {
            guard: { type: 'hasFirebase', params: ({ event }) => ({ firebase: event.output }) },
            target: 'deciding',
            actions: { type: 'storeFirebase', params: ({ event }) => ({ firebase: event.output }) },
          },
          { target: 'off' },
        ],
        // An unreadable configuration leaves nothing to watch.
        onError: { target: 'off' },
      },
    },
    // With Firebase configured: a company to watch, or none (staff without a main company).
    deciding: {
      always: [{ guard: 'hasCompany', target: 'watching' }, { target: 'noCompany' }],
    },
    off: { type: 'final' },
    noCompany: { type: 'final' },
    watching: {
      invoke: {
        id: 'subscription',
        src: 'subscription',
        input: ({ context }) => watchOf(context),
      },
      on: {
        'newOrder.failed': {
          target: 'unavailable',
          actions: [
            { type: 'storeFailure', params: ({ event }) => ({ message: event.message }) },
            { type: 'reportFailure', params: ({ event }) => ({ message: event.message }) },
          ],
        },
      },
      initial: 'quiet',
      states: {
        quiet: {
          on: {
            'newOrder.value': [
              {
                guard: { type: 'isNew', params: ({ event }) => ({ value: event.value }) },
                target: 'alerting',
                actions: { type: 'storeOrder', params: ({ event }) => ({ value: event.value }) },
              },
              // No order waits any more (the order desk took it): the next value rings, even the same one.
              {
                guard: { type: 'isAbsent', params: ({ event }) => ({ value: event.value }) },
                actions: ['forgetAnnounced', { type: 'rememberAnnounced', params: ({ context }) => ({ companyId: context.companyId, fingerprint: null }) }],
              },
            ],
          },
        },
        alerting: {
          entry: [
            { type: 'notify', params: ({ context }) => ({ order: context.order ?? { reference: null, customer: null } }) },
            { type: 'rememberAnnounced', params: ({ context }) => ({ companyId: context.companyId, fingerprint: context.announced }) },
          ],
          on: {
            // A newer order starts its own alert (the sound's 750 ms and 35 s again).
            'newOrder.value': {
              guard: { type: 'isNew', params: ({ event }) => ({ value: event.value }) },
              target: 'alerting',
              reenter: true,
              actions: { type: 'storeOrder', params: ({ event }) => ({ value: event.value }) },
            },
            'user.dismiss': { target: 'quiet', actions: 'clearOrder' },
          },
          initial: 'waiting',
          states: {
            waiting: {
              after: { soundDelay: { target: 'ringing' } },
              on: { 'user.silence': { target: 'silenced' } },
            },
            ringing: {
              entry: 'startSound',
              exit: 'stopSound',
              after: { soundDuration: { target: 'silenced' } },
              on: { 'user.silence': { target: 'silenced' } },
            },
            silenced: {},
          },
        },
      },
    },
    // The database refused the watch (its rules, for one); nothing more arrives.
    unavailable: { type: 'final' },
  },
});

/** Every event the new-order alert machine accepts. */
export type OrderAlertEvent = EventFromLogic<typeof orderAlertMachine>;

/** Where the toast stands: none, the sound about to start, ringing, or silenced (sound over). */
export type NewOrderToastStatus = 'hidden' | 'waiting' | 'ringing' | 'silenced';

/** The alert as the container shows it. */
export interface OrderAlertView {
  toast: NewOrderToastStatus;
  order: NewOrder | null;
  /** Whether the sound plays now. */
  playing: boolean;
  /** True once it is known that no Firebase configuration exists (the alert is off). */
  off: boolean;
}

/**
 * The view of a snapshot: the toast's state and order, the sound, and whether the alert is off.
 * @example const view = useSelector(actor, toOrderAlertView); <AudioArea playing={view.playing} ... />
 */
export function toOrderAlertView(snapshot: Pick<SnapshotFrom<typeof orderAlertMachine>, 'matches' | 'context'>): OrderAlertView {
  const alerting = (state: 'waiting' | 'ringing' | 'silenced') => snapshot.matches({ watching: { alerting: state } });
  const toast: NewOrderToastStatus = alerting('waiting')
    ? 'waiting'
    : alerting('ringing')
      ? 'ringing'
      : alerting('silenced')
        ? 'silenced'
        : 'hidden';
  return {
    toast,
    order: toast === 'hidden' ? null : snapshot.context.order,
    playing: toast === 'ringing',
    off: snapshot.matches('off'),
  };
}
