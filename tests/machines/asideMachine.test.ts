import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type ActorRefFrom } from 'xstate';
import { connectAside, type AsideProps } from '../../src/machines/aside/connect';
import { asideMachine, type AsideInput } from '../../src/machines/aside/machine';
import { ignoredEventPaths, ModelRunner, pathName, PromiseFakes, statePairs, transitionPaths, type Oracle } from './modelHarness';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

// Seed 001 section 9: "Side menu hover expand 50 ms, collapse 100 ms".
const HOVER_EXPAND = 50;
const HOVER_COLLAPSE = 100;

const EVENTS = [
  { type: 'user.toggle_minimize' },
  { type: 'user.hover' },
  { type: 'user.leave' },
  { type: 'after.hoverExpand' },
  { type: 'after.hoverCollapse' },
] as const;

/**
 * The side menu as seed 001 (section 2.3: "can minimize; expands on hover"; section 9: hover
 * expand 50 ms, collapse 100 ms) and the machine's documentation describe it, written without the
 * machine: it starts as the stored flag says; the minimize toggle switches it and stores the new
 * flag each time. Minimized, a hover opens it over the content once the expand delay passed, and
 * leaving closes it once the collapse delay passed; leaving before it opened, or coming back
 * before it closed, changes nothing on screen. Expanded, hovering and leaving do nothing.
 */
type Menu = 'expanded' | 'closed' | 'opening' | 'open' | 'closing';
interface MenuSpec {
  menu: Menu;
  calls: Array<{ src: string; input: unknown }>;
}
function asideSpec(input: AsideInput): Oracle<MenuSpec, Pick<AsideProps, 'state'>> {
  const moves: Record<Menu, Partial<Record<string, Menu>>> = {
    expanded: {},
    closed: { 'user.hover': 'opening' },
    opening: { 'after.hoverExpand': 'open', 'user.leave': 'closed' },
    open: { 'user.leave': 'closing' },
    closing: { 'after.hoverCollapse': 'closed', 'user.hover': 'open' },
  };
  return {
    initial: { menu: input.minimized ? 'closed' : 'expanded', calls: [] },
    next(state, event) {
      if (event.type === 'user.toggle_minimize') {
        const minimized = state.menu === 'expanded';
        return { menu: minimized ? 'closed' : 'expanded', calls: [...state.calls, { src: 'persistMinimized', input: { minimized } }] };
      }
      const menu = moves[state.menu][event.type];
      return menu ? { ...state, menu } : state;
    },
    view: ({ menu }) => ({ state: menu === 'expanded' ? 'expanded' : menu === 'open' || menu === 'closing' ? 'minimized-open' : 'minimized' }),
    calls: (state) => state.calls,
  };
}

describe('asideMachine, model-based', () => {
  const inputs: Array<[string, AsideInput]> = [
    ['stored expanded', { minimized: false }],
    ['stored minimized', { minimized: true }],
  ];
  const fakes = new PromiseFakes();
  // Storing the flag is the container's action: recorded as a call, with the flag stored.
  const logic = asideMachine.provide({
    actions: {
      persistMinimized: (_, params) => {
        fakes.calls.push({ src: 'persistMinimized', input: params });
      },
    },
  });
  const runners = inputs.map(
    ([, input]) =>
      new ModelRunner(logic, fakes, { oracle: asideSpec(input), connect: (snapshot) => connectAside(snapshot, () => {}) }),
  );

  for (const [n, [label, input]] of inputs.entries()) {
    describe(label, () => {
      const runner = runners[n];
      // The user's events each state ignores, played after every transition into it: the oracle says nothing happens.
      const paths = [...transitionPaths(asideMachine, EVENTS, input), ...ignoredEventPaths(asideMachine, EVENTS, input, { everyArrival: true })];
      it('has paths', () => expect(paths.length).toBeGreaterThan(0));
      for (const [index, path] of paths.entries()) {
        it(pathName(path, index), async () => {
          await runner?.run(path, input);
        });
      }

      it('plays every (state, event) pair', () => {
        const all = statePairs(asideMachine, EVENTS, input);
        expect(all.length).toBeGreaterThan(5);
        expect(all.filter((pair) => !runner?.playedPairs.has(pair))).toEqual([]);
      });
    });
  }

  it('reaches every state and takes every transition', () => {
    const [expanded, minimized] = runners;
    const visited = new Set([...(expanded?.coverage.visitedStates() ?? []), ...(minimized?.coverage.visitedStates() ?? [])]);
    expect([...visited].sort()).toEqual(expanded?.coverage.allStates());
    expect(expanded?.coverage.allStates()).toEqual([
      'aside.expanded',
      'aside.minimized',
      'aside.minimized.closed',
      'aside.minimized.closing',
      'aside.minimized.open',
      'aside.minimized.opening',
      'aside.starting',
    ]);
    const missing = (expanded?.coverage.missingTransitions() ?? []).filter((t) => minimized?.coverage.missingTransitions().includes(t));
    expect(missing).toEqual([]);
  });
});

/** How the side menu looks for the actor's snapshot (its `state` prop). */
function shown(actor: ActorRefFrom<typeof asideMachine>): AsideProps['state'] {
  return connectAside(actor.getSnapshot(), actor.send).state;
}

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
    expect(shown(actor)).toBe('expanded');
    actor.send({ type: 'user.toggle_minimize' });
    expect(actor.getSnapshot().value).toEqual({ minimized: 'closed' });
    actor.send({ type: 'user.toggle_minimize' });
    expect(actor.getSnapshot().value).toBe('expanded');
    expect(persistMinimized.mock.calls).toEqual([[true], [false]]);
    expect(shown(start(true).actor)).toBe('minimized');
  });

  it('opens 50 ms after the hover and closes 100 ms after leaving', async () => {
    const { actor } = start(true);
    actor.send({ type: 'user.hover' });
    await vi.advanceTimersByTimeAsync(HOVER_EXPAND - 1);
    expect(shown(actor)).toBe('minimized');
    await vi.advanceTimersByTimeAsync(1);
    expect(shown(actor)).toBe('minimized-open');
    actor.send({ type: 'user.leave' });
    await vi.advanceTimersByTimeAsync(HOVER_COLLAPSE - 1);
    expect(actor.getSnapshot().value).toEqual({ minimized: 'closing' });
    expect(shown(actor)).toBe('minimized-open');
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
    await vi.advanceTimersByTimeAsync(HOVER_EXPAND * 2);
    expect(minimized.getSnapshot().value).toEqual({ minimized: 'closed' });
  });
});

describe('connectAside', () => {
  it('the menu’s toggle and pointer send the machine’s events, with the same callbacks for the same send', () => {
    const sent: string[] = [];
    const send = (event: { type: string }) => {
      sent.push(event.type);
    };
    const actor = createActor(asideMachine, { input: { minimized: true } }).start();
    const props = connectAside(actor.getSnapshot(), send);
    props.onToggleMinimize();
    props.onHoverStart();
    props.onHoverEnd();
    expect(sent).toEqual(['user.toggle_minimize', 'user.hover', 'user.leave']);
    const again = connectAside(actor.getSnapshot(), send);
    expect(again.onToggleMinimize).toBe(props.onToggleMinimize);
    expect(again.onHoverStart).toBe(props.onHoverStart);
    expect(again.onHoverEnd).toBe(props.onHoverEnd);
    expect(connectAside(actor.getSnapshot(), () => {}).onHoverStart).not.toBe(props.onHoverStart);
  });
});
