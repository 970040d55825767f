import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { asideMachine, HOVER_COLLAPSE_MS, HOVER_EXPAND_MS, toAsideView, type AsideInput } from '../../src/machines/asideMachine';
import { ModelRunner, pathName, PromiseFakes, transitionPaths } from './modelHarness';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const EVENTS = [
  { type: 'user.toggle_minimize' },
  { type: 'user.hover' },
  { type: 'user.leave' },
  { type: 'after.hoverExpand' },
  { type: 'after.hoverCollapse' },
] as const;

describe('asideMachine, model-based', () => {
  const runner = new ModelRunner(asideMachine, new PromiseFakes());
  const inputs: Array<[string, AsideInput]> = [
    ['stored expanded', { minimized: false }],
    ['stored minimized', { minimized: true }],
  ];

  for (const [label, input] of inputs) {
    describe(label, () => {
      const paths = transitionPaths(asideMachine, EVENTS, input);
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
      'aside.expanded',
      'aside.minimized',
      'aside.minimized.closed',
      'aside.minimized.closing',
      'aside.minimized.open',
      'aside.minimized.opening',
      'aside.starting',
    ]);
    expect(runner.coverage.missingTransitions()).toEqual([]);
  });
});

describe('asideMachine', () => {
  function start(minimized: boolean) {
    const persistMinimized = vi.fn<(minimized: boolean) => void>();
    const actor = createActor(asideMachine.provide({ actions: { persistMinimized: (_, params) => persistMinimized(params.minimized) } }), {
      input: { minimized },
    });
    actor.start();
    return { actor, persistMinimized };
  }

  it('starts as stored and persists each toggle', () => {
    const { actor, persistMinimized } = start(false);
    expect(toAsideView(actor.getSnapshot())).toBe('expanded');
    actor.send({ type: 'user.toggle_minimize' });
    expect(actor.getSnapshot().value).toEqual({ minimized: 'closed' });
    actor.send({ type: 'user.toggle_minimize' });
    expect(actor.getSnapshot().value).toBe('expanded');
    expect(persistMinimized.mock.calls).toEqual([[true], [false]]);
    expect(toAsideView(start(true).actor.getSnapshot())).toBe('minimized');
  });

  it('opens 50 ms after the hover and closes 100 ms after leaving', async () => {
    const { actor } = start(true);
    actor.send({ type: 'user.hover' });
    await vi.advanceTimersByTimeAsync(HOVER_EXPAND_MS - 1);
    expect(toAsideView(actor.getSnapshot())).toBe('minimized');
    await vi.advanceTimersByTimeAsync(1);
    expect(toAsideView(actor.getSnapshot())).toBe('minimized-open');
    actor.send({ type: 'user.leave' });
    await vi.advanceTimersByTimeAsync(HOVER_COLLAPSE_MS - 1);
    expect(actor.getSnapshot().value).toEqual({ minimized: 'closing' });
    expect(toAsideView(actor.getSnapshot())).toBe('minimized-open');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toEqual({ minimized: 'closed' });
  });

  it('ignores hovering while expanded, and a quick pass over a minimized menu', async () => {
    const { actor } = start(false);
    actor.send({ type: 'user.hover' });
    expect(actor.getSnapshot().value).toBe('expanded');
    const minimized = start(true).actor;
    minimized.send({ type: 'user.hover' });
    await vi.advanceTimersByTimeAsync(20);
    minimized.send({ type: 'user.leave' });
    await vi.advanceTimersByTimeAsync(HOVER_EXPAND_MS * 2);
    expect(minimized.getSnapshot().value).toEqual({ minimized: 'closed' });
  });
});
