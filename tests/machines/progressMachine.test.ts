import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { PROGRESS_HIDE_MS, PROGRESS_STEP35_MS, PROGRESS_STEP75_MS, progressMachine, progressValue } from '../../src/machines/progress/machine';
import { ignoredEventPaths, expectEveryPairPlayed, expectEveryStateAndTransition, ModelRunner, PromiseFakes, playEachPath, statePairs, transitionPaths, type Oracle } from './modelHarness';

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

/**
 * The router's progress bar as seed 001 (sections 2.3 and 9: "start, +35, +75, complete") and
 * the machine's documentation describe it, written without the machine: hidden until a
 * navigation starts; it shows 0, then 35 and 75 as time passes; a navigation done at 75 fills it;
 * one done earlier still shows each step not shown yet, in order, before it fills; the full bar
 * then hides. A new navigation starts over at 0 wherever the bar is.
 */
type Bar = 'hidden' | 'at0' | 'at35' | 'at75' | 'finishingAt35' | 'finishingAt75' | 'full';
const BAR_SPEC: Oracle<Bar, number | null> = {
  initial: 'hidden',
  next(bar, event) {
    if (event.type === 'route.start') return 'at0';
    const steps: Partial<Record<Bar, Partial<Record<string, Bar>>>> = {
      at0: { 'after.step35': 'at35', 'route.done': 'finishingAt35' },
      at35: { 'after.step75': 'at75', 'route.done': 'finishingAt75' },
      at75: { 'route.done': 'full' },
      finishingAt35: { 'after.stepShown': 'finishingAt75' },
      finishingAt75: { 'after.stepShown': 'full' },
      full: { 'after.hide': 'hidden' },
    };
    return steps[bar]?.[event.type] ?? bar;
  },
  view: (bar) => ({ hidden: null, at0: 0, at35: 35, finishingAt35: 35, at75: 75, finishingAt75: 75, full: 100 })[bar],
  calls: () => [],
};

describe('progressMachine, model-based', () => {
  const runner = new ModelRunner(progressMachine, new PromiseFakes(), {
    oracle: BAR_SPEC,
    connect: (snapshot) => progressValue(snapshot as Parameters<typeof progressValue>[0]),
  });
  // The router's events each state ignores, played after every transition into it: the oracle says nothing happens.
  const paths = [...transitionPaths(progressMachine, EVENTS, undefined), ...ignoredEventPaths(progressMachine, EVENTS, undefined, { everyArrival: true })];

  playEachPath(runner, paths, undefined);

  it('reaches every state and takes every transition', () => {
    expectEveryStateAndTransition(runner, [
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
  });

  it('plays every (state, event) pair', () => expectEveryPairPlayed(runner, statePairs(progressMachine, EVENTS, undefined), 10));
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
