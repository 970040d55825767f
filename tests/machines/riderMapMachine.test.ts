import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, getNextSnapshot, type AnyMachineSnapshot, type EventObject } from 'xstate';
import type { TestParam, TestPath } from '@xstate/graph';
import type { ApiError } from '../../src/contract/apiError';
import type { RiderFilter } from '../../src/domain/riders';
import { connectRiderMap, type RiderMapMachineProps } from '../../src/machines/riderMap/connect';
import { mayPass, riderMapMachine, type RiderMapEvent, type RiderMapInput } from '../../src/machines/riderMap/machine';
import type { RiderPositionsAnswer } from '../../src/domain/riders';
import { createModel, flush, ModelRunner, pathName, PromiseFakes, statePairs, toTestMachine, type ModelEvent, type Oracle } from './modelHarness';
import type { RiderPosition } from '../../src/contract/schema.gen';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** "asks for fresh positions every 5 s" (the map's documented refresh, also its retry of a passing failure). */
const REFRESH_MS = 5000;

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
const UNAVAILABLE: ApiError = { statusCode: 503, error: 'Service Unavailable', message: 'Later' };
/** The page cancelled the call (it left): no answer, but nothing to try again. */
const ABORTED: ApiError = { ...NETWORK, code: 'aborted' };

const EVENTS: ReadonlyArray<ModelEvent<RiderMapEvent>> = [
  { type: 'done.fetchRiders', output: FIRST },
  { type: 'done.fetchRiders', output: NONE },
  { type: 'error.fetchRiders', error: NETWORK },
  { type: 'error.fetchRiders', error: FORBIDDEN },
  { type: 'error.fetchRiders', error: UNAVAILABLE },
  { type: 'error.fetchRiders', error: ABORTED },
  { type: 'after.refreshInterval' },
  { type: 'user.retry' },
  { type: 'user.filter', filter: 'onRoute' },
  { type: 'page.hidden' },
  { type: 'page.visible' },
];
/** Fewer answers, for a second input that only changes the filter the map starts from. */
const SOME_EVENTS = EVENTS.filter((event) => !('output' in event && event.output === NONE) && !('error' in event && (event.error === UNAVAILABLE || event.error === ABORTED)));

/**
 * The map as its documentation words it (seed 001 section 2.5, the machine's and the page's
 * comments), written without the machine: it loads every rider at once, then again 5 s after each
 * answer while the tab is visible. A hidden tab asks nothing; showing it again loads at once. A
 * failed load keeps the last riders, says why, offers a retry, and tries again on its own 5 s
 * later only when the failure may pass (no answer, 429, 5xx), never after a refusal. The filter
 * survives everything; a new one is handed to the page (to write in the address), the one shown
 * is not. Calls: `fetchRiders` (no input) and the page's `filterChanged` (the filter).
 */
type MapPhase = 'loading' | 'waiting' | 'failed' | 'hidden';
interface MapSpec {
  phase: MapPhase;
  riders: RiderPosition[] | null;
  receivedAt: number | null;
  filter: RiderFilter;
  error: ApiError | null;
  calls: Array<{ src: string; input: unknown }>;
}
const FETCH = { src: 'fetchRiders', input: undefined };
/** No answer (but not a call the page itself aborted), too many requests, or the server's own failure. */
const passes = (error: ApiError | null): boolean =>
  error !== null && (error.statusCode === 0 ? error.code !== 'aborted' : error.statusCode === 429 || error.statusCode >= 500);
/** What the page shows: the map's props (data only), and whether refreshing is paused (the machine's tag; the map does not show it). */
type MapShown = Omit<RiderMapMachineProps, 'onFilterChange' | 'onRetry'> & { paused: boolean };
function shown(snapshot: Parameters<typeof connectRiderMap>[0]): RiderMapMachineProps & { paused: boolean } {
  return { ...connectRiderMap(snapshot, () => {}), paused: snapshot.hasTag('paused') };
}
function mapSpec(input: RiderMapInput): Oracle<MapSpec, MapShown> {
  return {
    initial: { phase: 'loading', riders: null, receivedAt: null, filter: input.filter ?? 'all', error: null, calls: [FETCH] },
    next(state, event) {
      const load = (): MapSpec => ({ ...state, phase: 'loading', calls: [...state.calls, FETCH] });
      switch (event.type) {
        case 'user.filter': {
          const filter = Reflect.get(event, 'filter') as RiderFilter;
          if (filter === state.filter) return state;
          return { ...state, filter, calls: [...state.calls, { src: 'filterChanged', input: filter }] };
        }
        case 'page.hidden':
          return state.phase === 'hidden' ? state : { ...state, phase: 'hidden' };
        case 'page.visible':
          return state.phase === 'hidden' ? load() : state;
        case 'done.fetchRiders': {
          if (state.phase !== 'loading') return state;
          const answer = Reflect.get(event, 'output') as RiderPositionsAnswer;
          return { ...state, phase: 'waiting', riders: answer.riders, receivedAt: answer.receivedAt, error: null };
        }
        case 'error.fetchRiders':
          return state.phase === 'loading' ? { ...state, phase: 'failed', error: Reflect.get(event, 'error') as ApiError } : state;
        case 'after.refreshInterval':
          return state.phase === 'waiting' || (state.phase === 'failed' && passes(state.error)) ? load() : state;
        case 'user.retry':
          return state.phase === 'failed' ? load() : state;
        default:
          return state;
      }
    },
    view(state) {
      const status = state.error === null ? 'ready' : 'failed';
      const failure = state.error === null ? null : state.error.statusCode === 403 || state.error.statusCode === 401 ? 'forbidden' : state.error.statusCode === 0 ? 'network' : 'other';
      return {
        status: state.riders === null && state.error === null ? 'loading' : status,
        riders: state.riders ?? [],
        filter: state.filter,
        failure,
        refreshing: state.phase === 'loading' && (state.riders !== null || state.error !== null),
        paused: state.phase === 'hidden',
        receivedAt: state.receivedAt,
        retryEverySeconds: passes(state.error) ? REFRESH_MS / 1000 : null,
      };
    },
    calls: (state) => state.calls,
  };
}

/** What the user does and time does in any state (actors' answers only come while a call is out). */
const anytime = (event: EventObject): boolean => event.type.startsWith('user.') || event.type.startsWith('page.') || event.type.startsWith('after.');

/**
 * The shortest path to every state of the model (value and context), each followed by one more
 * step for every event that state handles, so the loops (`waiting → loading → waiting`,
 * `hidden → visible`) and the guarded transitions are taken too. Every event a user or the clock
 * can bring that a state ignores is played too (it must change nothing), once per state value,
 * error and whether riders were received.
 */
function transitionPaths(input: RiderMapInput, events: ReadonlyArray<ModelEvent<RiderMapEvent>>): Array<TestPath<AnyMachineSnapshot, EventObject>> {
  const { model, shortestPaths } = createModel(riderMapMachine, events);
  const logic = toTestMachine(riderMapMachine);
  const ignoredPlayed = new Set<string>();
  const ignored = (state: AnyMachineSnapshot, event: EventObject): boolean => {
    if (!anytime(event)) return false;
    const { riders, loadError } = state.context as { riders: unknown; loadError: unknown };
    const key = JSON.stringify([state.value, riders === null, loadError, event]);
    if (ignoredPlayed.has(key)) return false;
    ignoredPlayed.add(key);
    return true;
  };
  return shortestPaths(input).flatMap((path) =>
    events.filter((event) => path.state.can(event) || ignored(path.state, event)).map((event) => {
      const state = getNextSnapshot(logic, path.state, event);
      const extended = { state, steps: [...path.steps, { event, state }], weight: path.weight + 1 };
      return { ...extended, description: path.description, test: (params: TestParam<AnyMachineSnapshot, EventObject>) => model.testPath(extended, params) };
    }),
  );
}

describe('riderMapMachine, model-based', () => {
  const inputs: Array<[string, RiderMapInput, ReadonlyArray<ModelEvent<RiderMapEvent>>]> = [
    ['no filter in the address', {}, EVENTS],
    ['the address asks for online riders', { filter: 'online' }, SOME_EVENTS],
  ];
  const runners = inputs.map(([, input]) => {
    const fakes = new PromiseFakes();
    return new ModelRunner(
      riderMapMachine.provide({
        actors: { fetchRiders: fakes.logic<RiderPositionsAnswer, unknown>('fetchRiders') },
        // The page's own action, recorded with the calls in the order they happen.
        actions: { filterChanged: (_, { filter }) => void fakes.calls.push({ src: 'filterChanged', input: filter }) },
      }),
      fakes,
      { oracle: mapSpec(input), connect: (snapshot) => shown(snapshot) },
    );
  });

  for (const [n, [label, input, events]] of inputs.entries()) {
    const runner = runners[n];
    describe(label, () => {
      const paths = transitionPaths(input, events);
      it('has paths', () => expect(paths.length).toBeGreaterThan(0));
      for (const [index, path] of paths.entries()) {
        it(pathName(path, index), async () => {
          await runner?.run(path, input);
        });
      }

      it('plays every (state, event) pair', () => {
        const all = statePairs(riderMapMachine, events, input);
        expect(all.length).toBeGreaterThan(50);
        expect(all.filter((pair) => !runner?.playedPairs.has(pair))).toEqual([]);
      });
    });
  }

  it('reaches every state and takes every transition', () => {
    const [first, second] = runners;
    const visited = new Set([...(first?.coverage.visitedStates() ?? []), ...(second?.coverage.visitedStates() ?? [])]);
    expect([...visited].sort()).toEqual([
      'riderMap.hidden',
      'riderMap.visible',
      'riderMap.visible.failed',
      'riderMap.visible.loading',
      'riderMap.visible.waiting',
    ]);
    expect(first?.coverage.allStates()).toEqual([...visited].sort());
    const missing = (first?.coverage.missingTransitions() ?? []).filter((t) => second?.coverage.missingTransitions().includes(t));
    expect(missing).toEqual([]);
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
    expect(shown(actor.getSnapshot())).toMatchObject({ status: 'ready', riders: FIRST.riders, receivedAt: FIRST.receivedAt });
    await vi.advanceTimersByTimeAsync(REFRESH_MS - 1);
    expect(fetchRiders).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchRiders).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(REFRESH_MS * 3);
    expect(fetchRiders).toHaveBeenCalledTimes(5);
    actor.stop();
  });

  it('asks nothing while the tab is hidden and loads at once when it shows again', async () => {
    const { actor, fetchRiders } = start();
    fetchRiders.mockResolvedValue(FIRST);
    actor.start();
    await flush();
    actor.send({ type: 'page.hidden' });
    expect(shown(actor.getSnapshot())).toMatchObject({ paused: true, status: 'ready', riders: FIRST.riders });
    await vi.advanceTimersByTimeAsync(REFRESH_MS * 20);
    expect(fetchRiders).toHaveBeenCalledTimes(1);
    actor.send({ type: 'page.visible' });
    await flush();
    expect(fetchRiders).toHaveBeenCalledTimes(2);
    expect(shown(actor.getSnapshot()).paused).toBe(false);
    actor.stop();
  });

  it('keeps the last riders and the filter when a load fails, retries a passing failure on its own, and clears it on the next answer', async () => {
    const { actor, fetchRiders, filterChanged } = start({ filter: 'offline' });
    fetchRiders.mockResolvedValueOnce(FIRST).mockRejectedValueOnce(NETWORK).mockResolvedValueOnce(NONE);
    actor.start();
    await flush();
    await vi.advanceTimersByTimeAsync(REFRESH_MS);
    expect(shown(actor.getSnapshot())).toMatchObject({
      status: 'failed',
      failure: 'network',
      riders: FIRST.riders,
      filter: 'offline',
      retryEverySeconds: 5,
      refreshing: false,
    });
    actor.send({ type: 'user.filter', filter: 'onRoute' });
    expect(filterChanged.mock.calls).toEqual([['onRoute']]);
    await vi.advanceTimersByTimeAsync(REFRESH_MS);
    expect(fetchRiders).toHaveBeenCalledTimes(3);
    expect(shown(actor.getSnapshot())).toMatchObject({ status: 'ready', failure: null, riders: [], filter: 'onRoute' });
    actor.stop();
  });

  it('tries a failure that may pass again 5 s later, not sooner', async () => {
    const { actor, fetchRiders } = start();
    fetchRiders.mockRejectedValueOnce(UNAVAILABLE).mockResolvedValueOnce(FIRST);
    actor.start();
    await flush();
    expect(shown(actor.getSnapshot())).toMatchObject({ status: 'failed', failure: 'other', retryEverySeconds: 5 });
    await vi.advanceTimersByTimeAsync(REFRESH_MS - 1);
    expect(fetchRiders).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchRiders).toHaveBeenCalledTimes(2);
    expect(shown(actor.getSnapshot())).toMatchObject({ status: 'ready', riders: FIRST.riders });
    actor.stop();
  });

  it('waits for the user after a refusal, and loads when asked', async () => {
    const { actor, fetchRiders } = start();
    fetchRiders.mockRejectedValueOnce(FORBIDDEN).mockResolvedValueOnce(FIRST);
    actor.start();
    await flush();
    expect(shown(actor.getSnapshot())).toMatchObject({ status: 'failed', failure: 'forbidden', riders: [], retryEverySeconds: null });
    await vi.advanceTimersByTimeAsync(REFRESH_MS * 10);
    expect(fetchRiders).toHaveBeenCalledTimes(1);
    actor.send({ type: 'user.retry' });
    expect(shown(actor.getSnapshot())).toMatchObject({ status: 'failed', refreshing: true });
    await flush();
    expect(shown(actor.getSnapshot())).toMatchObject({ status: 'ready', riders: FIRST.riders });
    actor.stop();
  });

  it('says loading until the first answer, and refreshing over riders already shown', async () => {
    const { actor, fetchRiders } = start();
    let answer: (value: RiderPositionsAnswer) => void = () => {};
    fetchRiders.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    actor.start();
    expect(shown(actor.getSnapshot())).toMatchObject({ status: 'loading', refreshing: false, riders: [] });
    answer(FIRST);
    await flush();
    await vi.advanceTimersByTimeAsync(REFRESH_MS);
    expect(shown(actor.getSnapshot())).toMatchObject({ status: 'ready', refreshing: true, riders: FIRST.riders });
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

describe('connectRiderMap', () => {
  it('the filter and the retry send the machine’s events, with the same callbacks for the same send', () => {
    const sent: RiderMapEvent[] = [];
    const send = (event: RiderMapEvent) => {
      sent.push(event);
    };
    const actor = createActor(riderMapMachine, { input: {} });
    const props = connectRiderMap(actor.getSnapshot(), send);
    props.onFilterChange('onRoute');
    props.onRetry();
    expect(sent).toEqual([{ type: 'user.filter', filter: 'onRoute' }, { type: 'user.retry' }]);
    const again = connectRiderMap(actor.getSnapshot(), send);
    expect(again.onFilterChange).toBe(props.onFilterChange);
    expect(again.onRetry).toBe(props.onRetry);
    expect(connectRiderMap(actor.getSnapshot(), () => {}).onRetry).not.toBe(props.onRetry);
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
