import { assign, fromPromise, setup } from 'xstate';
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

/** The tags a view reads (see `connectRiderMap`). */
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
