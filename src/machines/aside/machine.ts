import { setup, type EventFromLogic } from 'xstate';

/** What the aside machine starts with. */
export interface AsideInput {
  /** The stored `aside.minimized` flag of the layout configuration. */
  minimized: boolean;
}

/** Seed 001 section 9: a minimized menu expands 50 ms after the pointer enters it. */
export const HOVER_EXPAND_MS = 50;
/** Seed 001 section 9: and collapses 100 ms after the pointer leaves it. */
export const HOVER_COLLAPSE_MS = 100;

/**
 * The side menu of seed 001 section 2.3: `expanded` or `minimized`, switched by the minimize
 * toggle (each switch persisted through the container's `persistMinimized`). While minimized,
 * hovering opens it over the content after `hoverExpand` and leaving closes it after
 * `hoverCollapse`; a pointer that comes back in time cancels the pending change.
 * @example
 * createActor(asideMachine.provide({ actions: { persistMinimized: (_, { minimized }) => save(minimized) } }), { input: { minimized: config.aside.minimized } });
 */
export const asideMachine = setup({
  types: {
    input: {} as AsideInput,
    context: {} as AsideInput,
    events: {} as { type: 'user.toggle_minimize' } | { type: 'user.hover' } | { type: 'user.leave' },
  },
  actions: {
    // Storage belongs to the container (machine.provide), as in the other machines.
    persistMinimized: (_, _params: { minimized: boolean }) => {},
  },
  guards: {
    isStoredMinimized: ({ context }) => context.minimized,
  },
  delays: {
    hoverExpand: HOVER_EXPAND_MS,
    hoverCollapse: HOVER_COLLAPSE_MS,
  },
}).createMachine({
  id: 'aside',
  context: ({ input }) => ({ minimized: input.minimized }),
  initial: 'starting',
  states: {
    // The stored flag picks the first state; nothing waits here.
    starting: {
      always: [{ guard: 'isStoredMinimized', target: 'minimized' }, { target: 'expanded' }],
    },
    expanded: {
      on: {
        'user.toggle_minimize': { target: 'minimized', actions: { type: 'persistMinimized', params: { minimized: true } } },
      },
    },
    minimized: {
      initial: 'closed',
      on: {
        'user.toggle_minimize': { target: 'expanded', actions: { type: 'persistMinimized', params: { minimized: false } } },
      },
      states: {
        closed: {
          on: { 'user.hover': { target: 'opening' } },
        },
        opening: {
          after: { hoverExpand: { target: 'open' } },
          on: { 'user.leave': { target: 'closed' } },
        },
        open: {
          on: { 'user.leave': { target: 'closing' } },
        },
        closing: {
          after: { hoverCollapse: { target: 'closed' } },
          on: { 'user.hover': { target: 'open' } },
        },
      },
    },
  },
});

/** Every event the aside machine accepts. */
export type AsideEvent = EventFromLogic<typeof asideMachine>;
