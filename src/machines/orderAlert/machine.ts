import { assign, fromCallback, fromPromise, setup, type EventObject, type EventFromLogic } from 'xstate';
import type { FirebaseConfig } from '../../contract/runtimeConfig';
import { describeNewOrder, orderFingerprint, type NewOrder, type NewOrderWatch } from '../../domain/newOrder';
import { notProvided } from '../notProvided';
import type { OrderAlertContext, OrderAlertInput, WaitingAnswer, WaitingQuery } from './types';

/** Seed 001 sections 4 and 9: the alert sound starts 750 ms after a new-order value arrives. */
export const NEW_ORDER_SOUND_DELAY_MS = 750;
/** Seed 001 sections 4 and 9: the alert sound stops after 35 s. */
export const NEW_ORDER_SOUND_DURATION_MS = 35_000;

// Only entered once the guard saw both.
function watchOf(context: OrderAlertContext): NewOrderWatch {
  if (!context.firebase || !context.companyId) throw new Error('orderAlertMachine: watching without Firebase or a company');
  return { firebase: context.firebase, companyId: context.companyId };
}

// Only entered once the guard saw a board type (and watching, a company).
function waitingQueryOf(context: OrderAlertContext): WaitingQuery {
  if (!context.companyId || !context.boardType) throw new Error('orderAlertMachine: checking without a company or its board');
  return { companyId: context.companyId, type: context.boardType };
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
 * A company with a board (`boardType`) is asked at the 35 s stop (`checking`, the actor
 * `orderWaiting`) whether its `repeatAlert` setting is on and one of its orders still waits in
 * WAIT_COMPANY: then the sound rings again, for 35 s, and so on; otherwise (the setting off, the
 * default, or the call failed) it stays silenced as above. Silence stops the repeating too.
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
    subscription: fromCallback<EventObject, NewOrderWatch>(() => notProvided('orderAlertMachine', 'subscription')),
    orderWaiting: fromPromise<WaitingAnswer, WaitingQuery>(() => notProvided('orderAlertMachine', 'orderWaiting')),
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
    hasBoard: ({ context }) => context.boardType !== null,
    repeats: (_, params: { answer: WaitingAnswer }) => params.answer.repeatAlert && params.answer.waiting,
  },
  delays: {
    soundDelay: NEW_ORDER_SOUND_DELAY_MS,
    soundDuration: NEW_ORDER_SOUND_DURATION_MS,
  },
}).createMachine({
  id: 'orderAlert',
  context: ({ input }) => ({ companyId: input.companyId, boardType: input.boardType ?? null, firebase: null, order: null, failure: null, announced: input.announced ?? null }),
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
              // A company with a board asks whether to ring again; any other stays silenced (seed 001).
              after: { soundDuration: [{ guard: 'hasBoard', target: 'checking' }, { target: 'silenced' }] },
              on: { 'user.silence': { target: 'silenced' } },
            },
            // The sound has stopped; it rings again while the setting is on and an order waits.
            checking: {
              invoke: {
                id: 'orderWaiting',
                src: 'orderWaiting',
                input: ({ context }) => waitingQueryOf(context),
                onDone: [{ guard: { type: 'repeats', params: ({ event }) => ({ answer: event.output }) }, target: 'ringing' }, { target: 'silenced' }],
                onError: { target: 'silenced' },
              },
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
