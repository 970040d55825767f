import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { PROGRESS_HIDE_MS, PROGRESS_STEP35_MS, PROGRESS_STEP75_MS, progressMachine, progressValue } from '../../src/machines/progressMachine';
import { ModelRunner, pathName, PromiseFakes, transitionPaths } from './modelHarness';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const EVENTS = [
  { type: 'route.start' },
  { type: 'route.done' },
  { type: 'after.step35' },
  { type: 'after.step75' },
  { type: 'after.stepShown' },
  { type: 'after.hide' },
] as const;

describe('progressMachine, model-based', () => {
  const runner = new ModelRunner(progressMachine, new PromiseFakes());
  const paths = transitionPaths(progressMachine, EVENTS, undefined);

  it('has paths', () => expect(paths.length).toBeGreaterThan(0));
  for (const [index, path] of paths.entries()) {
    it(pathName(path, index), async () => {
      await runner.run(path, undefined);
    });
  }

  it('reaches every state and takes every transition', () => {
    expect(runner.coverage.visitedStates()).toEqual(runner.coverage.allStates());
    expect(runner.coverage.allStates()).toEqual([
      'progress.complete',
      'progress.finishing',
      'progress.finishing.at35',
      'progress.finishing.at75',
      'progress.hidden',
      'progress.running',
      'progress.running.started',
      'progress.running.step35',
      'progress.running.step75',
    ]);
    expect(runner.coverage.missingTransitions()).toEqual([]);
  });
});

describe('progressMachine', () => {
  it('shows 0, 35, 75 on the delays, 100 when done, then hides', async () => {
    const actor = createActor(progressMachine).start();
    const value = () => progressValue(actor.getSnapshot());
    expect(value()).toBeNull();
    actor.send({ type: 'route.start' });
    expect(value()).toBe(0);
    await vi.advanceTimersByTimeAsync(PROGRESS_STEP35_MS);
    expect(value()).toBe(35);
    await vi.advanceTimersByTimeAsync(PROGRESS_STEP75_MS);
    expect(value()).toBe(75);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(value()).toBe(75);
    actor.send({ type: 'route.done' });
    expect(value()).toBe(100);
    await vi.advanceTimersByTimeAsync(PROGRESS_HIDE_MS);
    expect(value()).toBeNull();
  });

  it('shows 35 then 75, 100 ms each, when the route is done before the bar got there', async () => {
    const actor = createActor(progressMachine).start();
    const value = () => progressValue(actor.getSnapshot());
    actor.send({ type: 'route.start' });
    actor.send({ type: 'route.done' });
    expect(value()).toBe(35);
    await vi.advanceTimersByTimeAsync(99);
    expect(value()).toBe(35);
    await vi.advanceTimersByTimeAsync(1);
    expect(value()).toBe(75);
    await vi.advanceTimersByTimeAsync(99);
    expect(value()).toBe(75);
    await vi.advanceTimersByTimeAsync(1);
    expect(value()).toBe(100);
    // Done at 35: only 75 is left to show.
    actor.send({ type: 'route.start' });
    await vi.advanceTimersByTimeAsync(150);
    expect(value()).toBe(35);
    actor.send({ type: 'route.done' });
    expect(value()).toBe(75);
    await vi.advanceTimersByTimeAsync(100);
    expect(value()).toBe(100);
    // A navigation while finishing starts over.
    actor.send({ type: 'route.start' });
    actor.send({ type: 'route.done' });
    actor.send({ type: 'route.start' });
    expect(value()).toBe(0);
  });

  it('starts over at 0 when another navigation starts', async () => {
    const actor = createActor(progressMachine).start();
    actor.send({ type: 'route.start' });
    await vi.advanceTimersByTimeAsync(PROGRESS_STEP35_MS);
    actor.send({ type: 'route.start' });
    expect(progressValue(actor.getSnapshot())).toBe(0);
    await vi.advanceTimersByTimeAsync(PROGRESS_STEP35_MS - 1);
    expect(progressValue(actor.getSnapshot())).toBe(0);
    actor.send({ type: 'route.done' });
    actor.send({ type: 'route.start' });
    expect(progressValue(actor.getSnapshot())).toBe(0);
  });

  it('ignores route.done while hidden', () => {
    const actor = createActor(progressMachine).start();
    actor.send({ type: 'route.done' });
    expect(actor.getSnapshot().value).toBe('hidden');
  });
});
