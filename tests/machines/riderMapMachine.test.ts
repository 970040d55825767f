import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, getNextSnapshot, type AnyMachineSnapshot, type EventObject } from 'xstate';
import type { TestParam, TestPath } from '@xstate/graph';
import type { ApiError } from '../../src/api/errors';
import type { RiderPosition } from '../../src/domain/riders';
import {
  mayPass,
  RIDER_REFRESH_MS,
  riderMapMachine,
  toRiderMapView,
  type RiderMapEvent,
  type RiderMapInput,
  type RiderPositionsAnswer,
} from '../../src/machines/riderMapMachine';
import { createModel, flush, ModelRunner, pathName, PromiseFakes, toTestMachine, type ModelEvent } from './modelHarness';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const ANA: RiderPosition = {
  _id: 'r1',
  person: { name: 'Ana Souza' },
  typeOfVehicle: 'moto',
  isOnline: true,
  onRoute: false,
  flag: 'FREE',
  location: [-46.6452, -23.571],
};
const BRUNO: RiderPosition = { ...ANA, _id: 'r2', person: null, isOnline: false, flag: 'UNAVAILABLE', location: [-46.64, -23.55] };
const FIRST: RiderPositionsAnswer = { riders: [ANA, BRUNO], receivedAt: Date.UTC(2025, 2, 12, 17, 2) };
const NONE: RiderPositionsAnswer = { riders: [], receivedAt: Date.UTC(2025, 2, 12, 17, 3) };
const NETWORK: ApiError = { statusCode: 0, error: 'Network Error', message: 'Failed to fetch', code: 'network' };
const FORBIDDEN: ApiError = { statusCode: 403, error: 'Forbidden', message: 'No', code: 'forbidden' };

const EVENTS: ReadonlyArray<ModelEvent<RiderMapEvent>> = [
  { type: 'done.fetchRiders', output: FIRST },
  { type: 'done.fetchRiders', output: NONE },
  { type: 'error.fetchRiders', error: NETWORK },
  { type: 'error.fetchRiders', error: FORBIDDEN },
  { type: 'after.refreshInterval' },
  { type: 'user.retry' },
  { type: 'user.filter', filter: 'onRoute' },
  { type: 'user.filter', filter: 'all' },
  { type: 'page.hidden' },
  { type: 'page.visible' },
];

/**
 * The shortest path to every state of the model (value and context), each followed by one more
 * step for every event that state handles, so the loops (`waiting → loading → waiting`,
 * `hidden → visible`) and the guarded transitions are taken too.
 */
function transitionPaths(input: RiderMapInput): Array<TestPath<AnyMachineSnapshot, EventObject>> {
  const { model, shortestPaths } = createModel(riderMapMachine, EVENTS);
  const logic = toTestMachine(riderMapMachine);
  return shortestPaths(input).flatMap((path) =>
    EVENTS.filter((event) => path.state.can(event)).map((event) => {
      const state = getNextSnapshot(logic, path.state, event);
      const extended = { state, steps: [...path.steps, { event, state }], weight: path.weight + 1 };
      return { ...extended, description: path.description, test: (params: TestParam<AnyMachineSnapshot, EventObject>) => model.testPath(extended, params) };
    }),
  );
}

describe('riderMapMachine, model-based', () => {
  const fakes = new PromiseFakes();
  const runner = new ModelRunner(
    riderMapMachine.provide({ actors: { fetchRiders: fakes.logic<RiderPositionsAnswer, unknown>('fetchRiders') } }),
    fakes,
  );
  const inputs: Array<[string, RiderMapInput]> = [
    ['no filter in the address', {}],
    ['the address asks for online riders', { filter: 'online' }],
  ];

  for (const [label, input] of inputs) {
    describe(label, () => {
      const paths = transitionPaths(input);
      it('has paths', () => expect(paths.length).toBeGreaterThan(0));
      for (const [index, path] of paths.entries()) {
        it(pathName(path, index), async () => {
          await runner.run(path, input);
        });
      }
    });
  }

  it('reaches every state and takes every transition', () => {
    expect(runner.coverage.visitedStates()).toEqual(runner.coverage.allStates());
    expect(runner.coverage.allStates()).toEqual([
      'riderMap.hidden',
      'riderMap.visible',
      'riderMap.visible.failed',
      'riderMap.visible.loading',
      'riderMap.visible.waiting',
    ]);
    expect(runner.coverage.missingTransitions()).toEqual([]);
  });
});

describe('riderMapMachine', () => {
  function start(input: RiderMapInput = {}) {
    const fetchRiders = vi.fn<() => Promise<RiderPositionsAnswer>>();
    const filterChanged = vi.fn<(filter: string) => void>();
    const actor = createActor(
      riderMapMachine.provide({
        actors: { fetchRiders: fromPromise(() => fetchRiders()) },
        actions: { filterChanged: (_, params) => filterChanged(params.filter) },
      }),
      { input },
    );
    return { actor, fetchRiders, filterChanged };
  }

  it('loads at once, then every 5 s after each answer', async () => {
    const { actor, fetchRiders } = start();
    fetchRiders.mockResolvedValue(FIRST);
    actor.start();
    await flush();
    expect(fetchRiders).toHaveBeenCalledTimes(1);
    expect(toRiderMapView(actor.getSnapshot())).toMatchObject({ status: 'ready', riders: FIRST.riders, receivedAt: FIRST.receivedAt });
    await vi.advanceTimersByTimeAsync(RIDER_REFRESH_MS - 1);
    expect(fetchRiders).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchRiders).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(RIDER_REFRESH_MS * 3);
    expect(fetchRiders).toHaveBeenCalledTimes(5);
    actor.stop();
  });

  it('asks nothing while the tab is hidden and loads at once when it shows again', async () => {
    const { actor, fetchRiders } = start();
    fetchRiders.mockResolvedValue(FIRST);
    actor.start();
    await flush();
    actor.send({ type: 'page.hidden' });
    expect(toRiderMapView(actor.getSnapshot())).toMatchObject({ paused: true, status: 'ready', riders: FIRST.riders });
    await vi.advanceTimersByTimeAsync(RIDER_REFRESH_MS * 20);
    expect(fetchRiders).toHaveBeenCalledTimes(1);
    actor.send({ type: 'page.visible' });
    await flush();
    expect(fetchRiders).toHaveBeenCalledTimes(2);
    expect(toRiderMapView(actor.getSnapshot()).paused).toBe(false);
    actor.stop();
  });

  it('keeps the last riders and the filter when a load fails, retries a passing failure on its own, and clears it on the next answer', async () => {
    const { actor, fetchRiders, filterChanged } = start({ filter: 'offline' });
    fetchRiders.mockResolvedValueOnce(FIRST).mockRejectedValueOnce(NETWORK).mockResolvedValueOnce(NONE);
    actor.start();
    await flush();
    await vi.advanceTimersByTimeAsync(RIDER_REFRESH_MS);
    expect(toRiderMapView(actor.getSnapshot())).toMatchObject({
      status: 'failed',
      failure: 'network',
      riders: FIRST.riders,
      filter: 'offline',
      retriesAlone: true,
      refreshing: false,
    });
    actor.send({ type: 'user.filter', filter: 'onRoute' });
    expect(filterChanged.mock.calls).toEqual([['onRoute']]);
    await vi.advanceTimersByTimeAsync(RIDER_REFRESH_MS);
    expect(fetchRiders).toHaveBeenCalledTimes(3);
    expect(toRiderMapView(actor.getSnapshot())).toMatchObject({ status: 'ready', failure: null, riders: [], filter: 'onRoute' });
    actor.stop();
  });

  it('waits for the user after a refusal, and loads when asked', async () => {
    const { actor, fetchRiders } = start();
    fetchRiders.mockRejectedValueOnce(FORBIDDEN).mockResolvedValueOnce(FIRST);
    actor.start();
    await flush();
    expect(toRiderMapView(actor.getSnapshot())).toMatchObject({ status: 'failed', failure: 'forbidden', riders: [], retriesAlone: false });
    await vi.advanceTimersByTimeAsync(RIDER_REFRESH_MS * 10);
    expect(fetchRiders).toHaveBeenCalledTimes(1);
    actor.send({ type: 'user.retry' });
    expect(toRiderMapView(actor.getSnapshot())).toMatchObject({ status: 'failed', refreshing: true });
    await flush();
    expect(toRiderMapView(actor.getSnapshot())).toMatchObject({ status: 'ready', riders: FIRST.riders });
    actor.stop();
  });

  it('says loading until the first answer, and refreshing over riders already shown', async () => {
    const { actor, fetchRiders } = start();
    let answer: (value: RiderPositionsAnswer) => void = () => {};
    fetchRiders.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    actor.start();
    expect(toRiderMapView(actor.getSnapshot())).toMatchObject({ status: 'loading', refreshing: false, riders: [] });
    answer(FIRST);
    await flush();
    await vi.advanceTimersByTimeAsync(RIDER_REFRESH_MS);
    expect(toRiderMapView(actor.getSnapshot())).toMatchObject({ status: 'ready', refreshing: true, riders: FIRST.riders });
    actor.stop();
  });

  it('ignores a filter it already shows', () => {
    const { actor, filterChanged } = start({ filter: 'online' });
    actor.start();
    actor.send({ type: 'user.filter', filter: 'online' });
    expect(filterChanged).not.toHaveBeenCalled();
    actor.stop();
  });
});

describe('mayPass', () => {
  it.each<[string, ApiError | null, boolean]>([
    ['no error', null, false],
    ['no answer', NETWORK, true],
    ['an aborted call', { ...NETWORK, code: 'aborted' }, false],
    ['429', { statusCode: 429, error: 'Too Many Requests', message: 'Slow down' }, true],
    ['503', { statusCode: 503, error: 'Service Unavailable', message: 'Later' }, true],
    ['403', FORBIDDEN, false],
    ['400', { statusCode: 400, error: 'Bad Request', message: 'online must be a boolean' }, false],
  ])('%s: %s', (_, error, expected) => {
    expect(mayPass(error)).toBe(expected);
  });
});
