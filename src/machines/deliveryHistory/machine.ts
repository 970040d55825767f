import { assign, fromPromise, setup } from 'xstate';
import { asApiError, type ApiError } from '../../contract/apiError';
import type { RacesPage, RiderHistory } from '../../domain/riderHistory';
import { notProvided } from '../notProvided';

/** How many races a page of a rider's history shows. */
export const RACES_PAGE_SIZE = 5;

/** A rider's history panel's data; loading, failing and paging are its states. */
export interface DeliveryHistoryContext {
  id: string;
  history: RiderHistory | null;
  /** The races page asked for. */
  racesPage: number;
  failure: ApiError | null;
  /** Why the last races page failed (the page shown stays). */
  racesFailure: ApiError | null;
}

/** Every event of a rider's history panel. */
export type DeliveryHistoryEvent = { type: 'user.retry' } | { type: 'user.races_page'; page: number };

/**
 * A rider's history (seed 000 section 7): `loadHistory` fetches the rider, its online days of the
 * last week and the first page of its races together; `loadRaces` fetches another page of races,
 * keeping the page shown while it loads and when it fails.
 */
export const deliveryHistoryMachine = setup({
  types: {
    input: {} as { id: string },
    context: {} as DeliveryHistoryContext,
    events: {} as DeliveryHistoryEvent,
  },
  actors: {
    loadHistory: fromPromise<RiderHistory, { id: string }>(() => notProvided('deliveryHistoryMachine', 'loadHistory')),
    loadRaces: fromPromise<RacesPage, { id: string; page: number }>(() => notProvided('deliveryHistoryMachine', 'loadRaces')),
  },
  actions: {
    storeHistory: assign((_, params: { history: RiderHistory }) => ({
      history: params.history,
      racesPage: params.history.races.page,
      failure: null,
      racesFailure: null,
    })),
    storeFailure: assign((_, params: { error: unknown }) => ({ failure: asApiError(params.error) })),
    askRacesPage: assign((_, params: { page: number }) => ({ racesPage: params.page, racesFailure: null })),
    storeRaces: assign(({ context }, params: { races: RacesPage }) => ({
      history: context.history ? { ...context.history, races: params.races } : null,
      racesPage: params.races.page,
    })),
    storeRacesFailure: assign(({ context }, params: { error: unknown }) => ({
      racesFailure: asApiError(params.error),
      racesPage: context.history?.races.page ?? 1,
    })),
  },
  guards: {
    isOtherPage: ({ context }, params: { page: number }) => Number.isInteger(params.page) && params.page >= 1 && params.page !== context.racesPage,
  },
}).createMachine({
  id: 'deliveryHistory',
  context: ({ input }) => ({ id: input.id, history: null, racesPage: 1, failure: null, racesFailure: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadHistory',
        src: 'loadHistory',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'ready', actions: { type: 'storeHistory', params: ({ event }) => ({ history: event.output }) } },
        onError: { target: 'failed', actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: { 'user.retry': { target: 'loading' } },
    },
    ready: {
      on: {
        'user.races_page': {
          guard: { type: 'isOtherPage', params: ({ event }) => ({ page: event.page }) },
          target: 'loadingRaces',
          actions: { type: 'askRacesPage', params: ({ event }) => ({ page: event.page }) },
        },
      },
    },
    loadingRaces: {
      invoke: {
        id: 'loadRaces',
        src: 'loadRaces',
        input: ({ context }) => ({ id: context.id, page: context.racesPage }),
        onDone: { target: 'ready', actions: { type: 'storeRaces', params: ({ event }) => ({ races: event.output }) } },
        onError: { target: 'ready', actions: { type: 'storeRacesFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
