import { assign, fromCallback, fromPromise, setup, type AnyEventObject, type EventFromLogic, type SnapshotFrom } from 'xstate';
import type { FirebaseConfig } from '../../contract/runtimeConfig';
import { describeNewOrder, orderFingerprint, type NewOrder, type NewOrderWatch, type NewOrderListener, type NewOrderSubscribe } from '../../domain/newOrder';
import { notProvided } from '../notProvided';

/** Seed 001 sections 4 and 9: the alert sound starts 750 ms after a new-order value arrives. */
export const NEW_ORDER_SOUND_DELAY_MS = 750;
/** Seed 001 sections 4 and 9: the alert sound stops after 35 s. */
export const NEW_ORDER_SOUND_DURATION_MS = 35_000;

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
    firebaseConfig: fromPromise<FirebaseConfig | null>(() => notProvided('orderAlertMachine', 'firebaseConfig')),
    subscription: fromCallback<AnyEventObject, NewOrderWatch>(() => notProvided('orderAlertMachine', 'subscription')),
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
