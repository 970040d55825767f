import { assign, fromPromise, setup, type EventFromLogic, type SnapshotFrom } from 'xstate';
import { asApiError, type ApiError } from '../../contract/apiError';
import type { RiderFilter } from '../../domain/riders';
import type { RiderPositionsAnswer } from '../../domain/riders';
import { notProvided } from '../notProvided';
import type { RiderPosition } from '../../contract/schema.gen';

/** The live map asks for fresh positions every 5 s while the tab is visible. */
export const RIDER_REFRESH_MS = 5000;

/** What the map starts from: the filter its address holds (`all` when none). */
export interface RiderMapInput {
  filter?: RiderFilter | undefined;
}

/** The map's data; whether it loads, waits, failed or is paused is its state. */
export interface RiderMapContext {
  /** The last riders received; null until the first answer. Kept when a later load fails. */
  riders: RiderPosition[] | null;
  /** When `riders` arrived. */
  receivedAt: number | null;
  filter: RiderFilter;
  /** Why the last load failed; cleared by the next answer. The view translates it. */
  loadError: ApiError | null;
}

/** Every event the map accepts. */
export type RiderMapEvent =
  | { type: 'user.filter'; filter: RiderFilter }
  | { type: 'user.retry' }
  | { type: 'page.hidden' }
  | { type: 'page.visible' };

/** The tags a view reads (see {@link toRiderMapView}). */
export type RiderMapTag = 'loading' | 'failed' | 'paused';

/** A failure worth trying again unasked: no answer at all, too many requests, or the server's own failure. */
export function mayPass(error: ApiError | null): boolean {
  if (!error) return false;
  if (error.statusCode === 0) return error.code !== 'aborted';
  return error.statusCode === 429 || error.statusCode >= 500;
}

/**
 * The live rider map (seed 001 section 2.5): the actor `fetchRiders` loads every rider with a
 * position at once, then again `RIDER_REFRESH_MS` after each answer while the tab is visible.
 * A hidden tab (`page.hidden`) stops refreshing; showing it again (`page.visible`) loads at once.
 * A failed load keeps the last riders and the error, offers `user.retry`, and retries on its own
 * after the same interval when the failure may pass (no answer, 429, 5xx), not when the server
 * refused (403). The filter is the view's: it survives every load, failure and pause, and
 * `filterChanged` tells the container (to keep it in the address).
 * @example
 * createActor(riderMapMachine.provide({ actors: { fetchRiders } }), { input: { filter: 'online' } }).start();
 */
export const riderMapMachine = setup({
  types: {
    input: {} as RiderMapInput,
    context: {} as RiderMapContext,
    events: {} as RiderMapEvent,
    tags: {} as RiderMapTag,
  },
  actors: {
    fetchRiders: fromPromise<RiderPositionsAnswer>(() => notProvided('riderMapMachine', 'fetchRiders')),
  },
  delays: {
    refreshInterval: RIDER_REFRESH_MS,
  },
  actions: {
    // The container keeps the filter in the address (machine.provide).
    filterChanged: (_, _params: { filter: RiderFilter }) => {},
    setFilter: assign((_, params: { filter: RiderFilter }) => ({ filter: params.filter })),
    storeRiders: assign((_, params: { answer: RiderPositionsAnswer }) => ({
      riders: params.answer.riders,
      receivedAt: params.answer.receivedAt,
      loadError: null,
    })),
    storeLoadError: assign((_, params: { error: unknown }) => ({ loadError: asApiError(params.error) })),
  },
  guards: {
    isNewFilter: ({ context }, params: { filter: RiderFilter }) => context.filter !== params.filter,
    isPassingFailure: ({ context }) => mayPass(context.loadError),
  },
}).createMachine({
  id: 'riderMap',
  context: ({ input }) => ({ riders: null, receivedAt: null, filter: input.filter ?? 'all', loadError: null }),
  initial: 'visible',
  on: {
    'user.filter': {
      guard: { type: 'isNewFilter', params: ({ event }) => ({ filter: event.filter }) },
      actions: [
        { type: 'setFilter', params: ({ event }) => ({ filter: event.filter }) },
        { type: 'filterChanged', params: ({ event }) => ({ filter: event.filter }) },
      ],
    },
  },
  states: {
    visible: {
      initial: 'loading',
      on: { 'page.hidden': { target: 'hidden' } },
      states: {
        loading: {
          tags: 'loading',
          invoke: {
            id: 'fetchRiders',
            src: 'fetchRiders',
            onDone: { target: 'waiting', actions: { type: 'storeRiders', params: ({ event }) => ({ answer: event.output }) } },
            onError: { target: 'failed', actions: { type: 'storeLoadError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        waiting: {
          after: { refreshInterval: { target: 'loading' } },
        },
        // The last riders stay on the map with the error and a retry.
        failed: {
          tags: 'failed',
          on: { 'user.retry': { target: 'loading' } },
          after: { refreshInterval: { guard: 'isPassingFailure', target: 'loading' } },
        },
      },
    },
    // Nobody sees the map: no calls until the tab shows again, then a load at once.
    hidden: {
      tags: 'paused',
      on: { 'page.visible': { target: 'visible' } },
    },
  },
});

/** Every event the map machine accepts. */
export type RiderMapMachineEvent = EventFromLogic<typeof riderMapMachine>;

/** Where the map stands: waiting for its first riders, showing riders, or showing a failure. */
export type RiderMapStatus = 'loading' | 'ready' | 'failed';

/** Why the last load failed, as the view says it. */
export type RiderMapFailure = 'forbidden' | 'network' | 'other';

/** A map snapshot as plain data for its view (Zag's `connect`). */
export interface RiderMapView {
  status: RiderMapStatus;
  /** Every rider received (the view filters them), empty before the first answer. */
  riders: RiderPosition[];
  filter: RiderFilter;
  failure: RiderMapFailure | null;
  /** A load is under way over riders already shown (or over a failure being retried). */
  refreshing: boolean;
  /** The tab is hidden and refreshing stopped. */
  paused: boolean;
  /** When the riders shown arrived (ms since the epoch). */
  receivedAt: number | null;
  /** True when the failure may pass and is tried again on its own. */
  retriesAlone: boolean;
}

function failureOf(error: ApiError | null): RiderMapFailure | null {
  if (!error) return null;
  if (error.statusCode === 401 || error.statusCode === 403) return 'forbidden';
  if (error.statusCode === 0) return 'network';
  return 'other';
}

const EMPTY: RiderPosition[] = [];

/**
 * The view of a map snapshot: `loading` until the first answer (or failure), `failed` while the
 * last load's error stands (the last riders still shown), else `ready`.
 */
export function toRiderMapView(snapshot: SnapshotFrom<typeof riderMapMachine>): RiderMapView {
  const { context } = snapshot;
  const failure = failureOf(context.loadError);
  let status: RiderMapStatus = 'ready';
  if (failure) status = 'failed';
  else if (context.riders === null) status = 'loading';
  return {
    status,
    riders: context.riders ?? EMPTY,
    filter: context.filter,
    failure,
    refreshing: snapshot.hasTag('loading') && (context.riders !== null || failure !== null),
    paused: snapshot.hasTag('paused'),
    receivedAt: context.receivedAt,
    retriesAlone: mayPass(context.loadError),
  };
}
