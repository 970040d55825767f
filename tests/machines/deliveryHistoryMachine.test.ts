import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ApiError } from '../../src/contract/apiError';
import { connectDeliveryHistory } from '../../src/machines/deliveryHistory/connect';
import { deliveryHistoryMachine, RACES_PAGE_SIZE, type DeliveryHistoryEvent } from '../../src/machines/deliveryHistory/machine';
import type { RacesPage, RiderHistory } from '../../src/domain/riderHistory';
import { RIDER, raceOf, WEEK } from '../../stories/delivery/deliveryFixtures';
import { flush, ignoredEventPaths, ModelRunner, pathName, PromiseFakes, statePairs, transitionPaths, type ModelEvent, type Oracle } from './modelHarness';

const PAGE_1: RacesPage = { items: [raceOf(1), raceOf(2)], totalCount: 4, page: 1 };
const PAGE_2: RacesPage = { items: [raceOf(3), raceOf(4)], totalCount: 4, page: 2 };
const HISTORY: RiderHistory = { rider: RIDER, days: WEEK, races: PAGE_1 };
const NOT_FOUND: ApiError = { statusCode: 404, error: 'Not Found', message: 'No', code: 'not_found' };
const NETWORK: ApiError = { statusCode: 0, error: 'Network Error', message: 'Failed to fetch', code: 'network' };

const EVENTS: ReadonlyArray<ModelEvent<DeliveryHistoryEvent>> = [
  { type: 'done.loadHistory', output: HISTORY },
  { type: 'error.loadHistory', error: NOT_FOUND },
  { type: 'user.retry' },
  { type: 'user.races_page', page: 2 },
  { type: 'user.races_page', page: 1 },
  // No such page: nothing to ask.
  { type: 'user.races_page', page: 0 },
  { type: 'done.loadRaces', output: PAGE_2 },
  { type: 'error.loadRaces', error: NETWORK },
];

/**
 * A rider's history panel as its documentation words it (seed 000 section 7, the panel's
 * comments), written without the machine: the rider, its week and the first page of races load
 * together (`loadHistory` with the rider's id); a failed load says why and offers a retry (the
 * failure shown until the answer). Another page of races (a whole number from 1, not the one
 * shown) is asked with `loadRaces` (id and page), the page shown kept while it loads; its answer
 * replaces the races, its failure keeps the page shown and says why until the next page is asked.
 */
type HistoryPhase = 'loading' | 'failed' | 'ready' | 'loadingRaces';
interface HistorySpec {
  phase: HistoryPhase;
  history: RiderHistory | null;
  failure: ApiError | null;
  racesFailure: ApiError | null;
  calls: Array<{ src: string; input: unknown }>;
}
function historySpec(id: string): Oracle<HistorySpec, unknown> {
  return {
    initial: { phase: 'loading', history: null, failure: null, racesFailure: null, calls: [{ src: 'loadHistory', input: { id } }] },
    next(state, event) {
      switch (state.phase) {
        case 'loading':
          if (event.type === 'done.loadHistory') return { ...state, phase: 'ready', history: Reflect.get(event, 'output') as RiderHistory, failure: null, racesFailure: null };
          if (event.type === 'error.loadHistory') return { ...state, phase: 'failed', failure: Reflect.get(event, 'error') as ApiError };
          return state;
        case 'failed':
          return event.type === 'user.retry' ? { ...state, phase: 'loading', calls: [...state.calls, { src: 'loadHistory', input: { id } }] } : state;
        case 'ready': {
          const page: unknown = Reflect.get(event, 'page');
          if (event.type !== 'user.races_page' || typeof page !== 'number' || !Number.isInteger(page) || page < 1 || page === state.history?.races.page) return state;
          return { ...state, phase: 'loadingRaces', racesFailure: null, calls: [...state.calls, { src: 'loadRaces', input: { id, page } }] };
        }
        case 'loadingRaces': {
          const { history } = state;
          if (event.type === 'done.loadRaces' && history) return { ...state, phase: 'ready', history: { ...history, races: Reflect.get(event, 'output') as RacesPage } };
          if (event.type === 'error.loadRaces') return { ...state, phase: 'ready', racesFailure: Reflect.get(event, 'error') as ApiError };
          return state;
        }
      }
    },
    // The drawer is open while mounted, with the page size of the races.
    view: ({ phase, history, failure, racesFailure }) => ({ open: true, status: phase, history, racesPageSize: RACES_PAGE_SIZE, failure, racesFailure }),
    calls: (state) => state.calls,
  };
}

describe('deliveryHistoryMachine, model-based', () => {
  const fakes = new PromiseFakes();
  const input = { id: RIDER._id };
  const runner = new ModelRunner(
    deliveryHistoryMachine.provide({
      actors: {
        loadHistory: fakes.logic<RiderHistory, { id: string }>('loadHistory'),
        loadRaces: fakes.logic<RacesPage, { id: string; page: number }>('loadRaces'),
      },
    }),
    fakes,
    { oracle: historySpec(input.id), connect: (snapshot) => connectDeliveryHistory(snapshot as Parameters<typeof connectDeliveryHistory>[0], () => {}, { onClose: () => {} }) },
  );
  // The user's events played where the machine does not handle them (once per state): the oracle says whether it should have.
  const paths = [...transitionPaths(deliveryHistoryMachine, EVENTS, input), ...ignoredEventPaths(deliveryHistoryMachine, EVENTS, input)];
  it('has paths', () => expect(paths.length).toBeGreaterThan(0));
  for (const [index, path] of paths.entries()) {
    it(pathName(path, index), async () => {
      await runner.run(path, input);
    });
  }

  it('plays every (state, event) pair', () => {
    const all = statePairs(deliveryHistoryMachine, EVENTS, input);
    expect(all.length).toBeGreaterThan(10);
    expect(all.filter((pair) => !runner.playedPairs.has(pair))).toEqual([]);
  });

  it('reaches every state and takes every transition', () => {
    expect(runner.coverage.visitedStates()).toEqual(runner.coverage.allStates());
    expect(runner.coverage.allStates()).toEqual([
      'deliveryHistory.failed',
      'deliveryHistory.loading',
      'deliveryHistory.loadingRaces',
      'deliveryHistory.ready',
    ]);
    expect(runner.coverage.missingTransitions()).toEqual([]);
  });
});

describe('deliveryHistoryMachine', () => {
  it('loads the history of the rider asked, then another page of races, keeping the page shown when one fails', async () => {
    const asked: string[] = [];
    let failNext = false;
    const actor = createActor(
      deliveryHistoryMachine.provide({
        actors: {
          loadHistory: fromPromise<RiderHistory, { id: string }>(async ({ input }) => {
            asked.push(`history ${input.id}`);
            return HISTORY;
          }),
          loadRaces: fromPromise<RacesPage, { id: string; page: number }>(async ({ input }) => {
            asked.push(`races ${input.id} ${input.page}`);
            if (failNext) throw NETWORK;
            return PAGE_2;
          }),
        },
      }),
      { input: { id: RIDER._id } },
    );
    actor.start();
    const view = () => connectDeliveryHistory(actor.getSnapshot(), actor.send, { onClose: () => {} });
    expect(view().status).toBe('loading');
    await flush();
    expect(view()).toMatchObject({ status: 'ready', history: { races: { page: 1 } } });
    actor.send({ type: 'user.races_page', page: 1 });
    expect(view().status).toBe('ready');
    actor.send({ type: 'user.races_page', page: 2 });
    expect(view().status).toBe('loadingRaces');
    await flush();
    expect(view().history?.races).toEqual(PAGE_2);
    failNext = true;
    actor.send({ type: 'user.races_page', page: 1 });
    await flush();
    expect(view()).toMatchObject({ status: 'ready', racesFailure: { code: 'network' }, history: { races: { page: 2 } } });
    expect(asked).toEqual([`history ${RIDER._id}`, `races ${RIDER._id} 2`, `races ${RIDER._id} 1`]);
  });
});

describe('connectDeliveryHistory', () => {
  it('sends the drawer\'s pages and retry to the machine, and its close to the page', () => {
    const snapshot = createActor(deliveryHistoryMachine, { input: { id: RIDER._id } }).getSnapshot();
    const sent: DeliveryHistoryEvent[] = [];
    let closed = 0;
    const props = connectDeliveryHistory(snapshot, (event) => sent.push(event), { onClose: () => (closed += 1) });
    props.onRacesPage(3);
    props.onRetry();
    props.onClose();
    expect(sent).toEqual([{ type: 'user.races_page', page: 3 }, { type: 'user.retry' }]);
    expect(closed).toBe(1);
  });
});
