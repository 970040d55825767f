import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ApiError } from '../../src/api/errors';
import {
  deliveryHistoryMachine,
  toDeliveryHistoryView,
  type DeliveryHistoryEvent,
  type RacesPage,
  type RiderHistory,
} from '../../src/machines/deliveryHistoryMachine';
import { RIDER, raceOf, WEEK } from '../../stories/delivery/deliveryFixtures';
import { flush, ModelRunner, pathName, PromiseFakes, transitionPaths, type ModelEvent } from './modelHarness';

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
  { type: 'done.loadRaces', output: PAGE_2 },
  { type: 'error.loadRaces', error: NETWORK },
];

describe('deliveryHistoryMachine, model-based', () => {
  const fakes = new PromiseFakes();
  const runner = new ModelRunner(
    deliveryHistoryMachine.provide({
      actors: {
        loadHistory: fakes.logic<RiderHistory, { id: string }>('loadHistory'),
        loadRaces: fakes.logic<RacesPage, { id: string; page: number }>('loadRaces'),
      },
    }),
    fakes,
  );
  const input = { id: RIDER._id };
  const paths = transitionPaths(deliveryHistoryMachine, EVENTS, input);
  it('has paths', () => expect(paths.length).toBeGreaterThan(0));
  for (const [index, path] of paths.entries()) {
    it(pathName(path, index), async () => {
      await runner.run(path, input);
    });
  }

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
    const view = () => toDeliveryHistoryView(actor.getSnapshot());
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
