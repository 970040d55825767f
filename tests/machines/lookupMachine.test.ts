import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ApiError } from '../../src/api/errors';

import { createLookupMachine, toLookupView, type LookupEvent } from '../../src/machines/lookupMachine';
import { createModel, flush, ModelRunner, pathName, PromiseFakes, type ModelEvent } from './modelHarness';
import { LIST_SEARCH_DEBOUNCE_MS } from '../support/seed';

const machine = createLookupMachine<string, string[]>();
const NOT_FOUND: ApiError = { statusCode: 404, error: 'Not Found', message: 'The requested application x is not found', code: 'not_found' };

const fakes = new PromiseFakes();
const runner = new ModelRunner(machine.provide({ actors: { lookup: fakes.logic<string[], { query: string }>('lookup') } }), fakes);
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
const model = createModel(machine, EVENTS);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('lookupMachine, model-based', () => {
  // Started with nothing to ask (the forced-upgrade lookup) and with a query (the privacy page).
  const runs = [
    ...model.shortestPaths({ query: null }).map((path) => ({ path, input: { query: null } })),
    ...model.shortestPaths({ query: 'delivery' }).map((path) => ({ path, input: { query: 'delivery' } })),
  ];

  for (const [index, { path, input }] of runs.entries()) {
    it(`${input.query === null ? 'idle' : 'asked'} ${pathName(path, index)}`, async () => {
      await runner.run(path, input);
    });
  }

  it('reaches every state and takes every transition', () => {
    expect(runner.coverage.allStates()).toEqual(['lookup.debouncing', 'lookup.failed', 'lookup.idle', 'lookup.loading', 'lookup.ready', 'lookup.starting']);
    expect(runner.coverage.visitedStates()).toEqual(runner.coverage.allStates());
    expect(runner.coverage.missingTransitions()).toEqual([]);
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
