import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ApiError } from '../../src/contract/apiError';

import { createLookupMachine, toLookupView, type LookupEvent, type LookupView } from '../../src/machines/lookup/machine';
import { flush, ignoredEventPaths, ModelRunner, pathName, PromiseFakes, statePairs, transitionPaths, type ModelEvent, type Oracle } from './modelHarness';
import { LIST_SEARCH_DEBOUNCE_MS } from '../support/seed';

const machine = createLookupMachine<string, string[]>();
const NOT_FOUND: ApiError = { statusCode: 404, error: 'Not Found', message: 'The requested application x is not found', code: 'not_found' };

const EVENTS: ReadonlyArray<ModelEvent<LookupEvent<string>>> = [
  { type: 'user.change', query: 'mercado' },
  { type: 'user.change', query: null },
  { type: 'user.type', query: 'cant' },
  { type: 'user.type', query: null },
  { type: 'after.debounce' },
  { type: 'done.lookup', output: ['Cantina Online'] },
  { type: 'error.lookup', error: NOT_FOUND },
  { type: 'user.retry' },
];

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/**
 * The lookup as its documentation and the pages it serves (the privacy terms, the applications
 * search) describe it, written without the machine: a query is asked at once when the lookup
 * starts with one and on each change (a select), 150 ms after the last keystroke when typed (a
 * search box), and never while it is empty (null), which shows nothing. The answer stays on
 * screen while a newer one loads; a failure keeps it too, with the error and a retry. A query
 * typed and not yet asked counts as loading.
 */
interface LookupSpec {
  phase: 'idle' | 'debouncing' | 'loading' | 'ready' | 'failed';
  query: string | null;
  result: string[] | null;
  error: ApiError | null;
  calls: Array<{ src: string; input: unknown }>;
}
function lookupSpec(query: string | null): Oracle<LookupSpec, LookupView<string[]>> {
  const ask = (state: LookupSpec, asked: string): LookupSpec => ({
    ...state,
    phase: 'loading',
    query: asked,
    calls: [...state.calls, { src: 'lookup', input: { query: asked } }],
  });
  const nothing = (state: LookupSpec): LookupSpec => ({ ...state, phase: 'idle', query: null, result: null, error: null });
  const empty: LookupSpec = { phase: 'idle', query: null, result: null, error: null, calls: [] };
  return {
    initial: query === null ? empty : ask(empty, query),
    next(state, anyEvent) {
      // The events of EVENTS, each with its payload.
      const event = anyEvent as ModelEvent<LookupEvent<string>>;
      switch (event.type) {
        case 'user.change':
          return event.query === null ? nothing(state) : ask(state, event.query);
        case 'user.type':
          return { ...state, phase: 'debouncing', query: event.query };
        default:
      }
      if (state.phase === 'debouncing' && event.type === 'after.debounce') return state.query === null ? nothing(state) : ask(state, state.query);
      if (state.phase === 'loading' && event.type === 'done.lookup') return { ...state, phase: 'ready', result: Reflect.get(event, 'output') as string[], error: null };
      if (state.phase === 'loading' && event.type === 'error.lookup') return { ...state, phase: 'failed', error: Reflect.get(event, 'error') as ApiError };
      if (state.phase === 'failed' && event.type === 'user.retry' && state.query !== null) return ask(state, state.query);
      return state;
    },
    view: (state) => ({
      status: state.phase === 'debouncing' ? 'loading' : state.phase,
      result: state.result,
      error: state.error,
    }),
    calls: (state) => state.calls,
  };
}

describe('lookupMachine, model-based', () => {
  // Started with nothing to ask (the forced-upgrade lookup) and with a query (the privacy page).
  const inputs: Array<[string, { query: string | null }]> = [
    ['idle', { query: null }],
    ['asked', { query: 'delivery' }],
  ];
  const fakes = new PromiseFakes();
  const runners = inputs.map(
    ([, input]) =>
      new ModelRunner(machine.provide({ actors: { lookup: fakes.logic<string[], { query: string }>('lookup') } }), fakes, {
        oracle: lookupSpec(input.query),
        connect: (snapshot) => toLookupView(snapshot as Parameters<typeof toLookupView<string, string[]>>[0]),
      }),
  );

  for (const [n, [label, input]] of inputs.entries()) {
    describe(label, () => {
      const runner = runners[n];
      // The user's events each state ignores, played after every transition into it: the oracle says nothing happens.
      const paths = [...transitionPaths(machine, EVENTS, input), ...ignoredEventPaths(machine, EVENTS, input, { everyArrival: true })];
      it('has paths', () => expect(paths.length).toBeGreaterThan(20));
      for (const [index, path] of paths.entries()) {
        it(pathName(path, index), async () => {
          await runner?.run(path, input);
        });
      }

      it('plays every (state, event) pair', () => {
        const all = statePairs(machine, EVENTS, input);
        expect(all.length).toBeGreaterThan(20);
        expect(all.filter((pair) => !runner?.playedPairs.has(pair))).toEqual([]);
      });
    });
  }

  it('reaches every state and takes every transition', () => {
    const [idle, asked] = runners;
    expect(idle?.coverage.allStates()).toEqual(['lookup.debouncing', 'lookup.failed', 'lookup.idle', 'lookup.loading', 'lookup.ready', 'lookup.starting']);
    const visited = new Set([...(idle?.coverage.visitedStates() ?? []), ...(asked?.coverage.visitedStates() ?? [])]);
    expect([...visited].sort()).toEqual(idle?.coverage.allStates());
    const missing = (idle?.coverage.missingTransitions() ?? []).filter((t) => asked?.coverage.missingTransitions().includes(t));
    expect(missing).toEqual([]);
  });
});

function startLookup(query: string | null, lookup: (query: string) => Promise<string[]>) {
  const spy = vi.fn(lookup);
  const actor = createActor(machine.provide({ actors: { lookup: fromPromise<string[], { query: string }>(({ input }) => spy(input.query)) } }), {
    input: { query },
  }).start();
  return { actor, spy, view: () => toLookupView(actor.getSnapshot()) };
}

describe('lookupMachine rules', () => {
  it('asks at once when started with a query, and not at all without one', async () => {
    const asked = startLookup('delivery', async (q) => [q]);
    expect(asked.view().status).toBe('loading');
    await flush();
    expect(asked.view()).toEqual({ status: 'ready', result: ['delivery'], error: null });
    const idle = startLookup(null, async (q) => [q]);
    expect(idle.view()).toEqual({ status: 'idle', result: null, error: null });
    expect(idle.spy).not.toHaveBeenCalled();
  });

  it('asks 150 ms after the last keystroke, with the last text', async () => {
    const lookup = startLookup(null, async (q) => [q]);
    lookup.actor.send({ type: 'user.type', query: 'c' });
    await vi.advanceTimersByTimeAsync(LIST_SEARCH_DEBOUNCE_MS - 1);
    lookup.actor.send({ type: 'user.type', query: 'ca' });
    await vi.advanceTimersByTimeAsync(LIST_SEARCH_DEBOUNCE_MS - 1);
    expect(lookup.spy).not.toHaveBeenCalled();
    expect(lookup.view().status).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    expect(lookup.spy).toHaveBeenCalledTimes(1);
    expect(lookup.spy).toHaveBeenCalledWith('ca');
  });

  it('a change asks at once; a change to nothing clears the answer without asking', async () => {
    const lookup = startLookup(null, async (q) => [q]);
    lookup.actor.send({ type: 'user.change', query: 'android/active' });
    await flush();
    expect(lookup.view().result).toEqual(['android/active']);
    lookup.actor.send({ type: 'user.change', query: null });
    expect(lookup.view()).toEqual({ status: 'idle', result: null, error: null });
    expect(lookup.spy).toHaveBeenCalledTimes(1);
  });

  it('keeps the last answer through a newer failed one, with a retry', async () => {
    let fail = false;
    const lookup = startLookup('a', (q) => (fail ? Promise.reject(NOT_FOUND) : Promise.resolve([q])));
    await flush();
    fail = true;
    lookup.actor.send({ type: 'user.change', query: 'b' });
    await flush();
    expect(lookup.view()).toEqual({ status: 'failed', result: ['a'], error: NOT_FOUND });
    fail = false;
    lookup.actor.send({ type: 'user.retry' });
    await flush();
    expect(lookup.view()).toEqual({ status: 'ready', result: ['b'], error: null });
  });
});

describe('lookupMachine, what a change to nothing and a failure leave', () => {
  // The applications page shows the lookup's query in its search box.
  it('a change to nothing forgets the query asked before', async () => {
    const lookup = startLookup('android/active', async (q) => [q]);
    await flush();
    lookup.actor.send({ type: 'user.change', query: null });
    expect(lookup.actor.getSnapshot().context).toEqual({ query: null, result: null, error: null });
  });

  it('a lookup failing without an API error (the network down) keeps what it said', async () => {
    const lookup = startLookup('delivery', () => Promise.reject(new TypeError('Failed to fetch')));
    await flush();
    expect(lookup.view()).toEqual({ status: 'failed', result: null, error: { statusCode: 0, error: 'Network Error', message: 'Failed to fetch', code: 'network' } });
  });
});
