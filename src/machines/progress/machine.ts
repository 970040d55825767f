import { setup, type EventFromLogic, type SnapshotFrom } from 'xstate';

/** The values the bar shows, in order (seed 001 section 9: start, +35, +75, complete). */
export const PROGRESS_VALUES = { started: 0, step35: 35, step75: 75, complete: 100 } as const;

/** Time from the start to the first step. */
export const PROGRESS_STEP35_MS = 150;
/** Time from the first step to the second. */
export const PROGRESS_STEP75_MS = 600;
/**
 * How long each step stays at the least when the route is done before the bar got there: every
 * navigation shows 35 and 75 before complete (seed 001: start, +35, +75, complete).
 */
export const PROGRESS_STEP_SHOWN_MS = 100;
/** How long the full bar stays before it hides. */
export const PROGRESS_HIDE_MS = 300;

/**
 * The router-driven progress bar of seed 001 section 2.3. `route.start` shows it at 0; it then
 * steps to 35 and 75 on the named delays `step35` and `step75` (the router cannot say how far a
 * lazy route got, so time stands in for it); `route.done` goes on through the steps not shown
 * yet, each for {@link PROGRESS_STEP_SHOWN_MS}, fills it to 100, and `hide` removes it.
 * A new `route.start` at any point starts over at 0. Read the value with {@link progressValue}.
 */
export const progressMachine = setup({
  types: {
    events: {} as { type: 'route.start' } | { type: 'route.done' },
  },
  delays: {
    step35: PROGRESS_STEP35_MS,
    step75: PROGRESS_STEP75_MS,
    stepShown: PROGRESS_STEP_SHOWN_MS,
    hide: PROGRESS_HIDE_MS,
  },
}).createMachine({
  id: 'progress',
  initial: 'hidden',
  states: {
    hidden: {
      on: { 'route.start': { target: 'running' } },
    },
    running: {
      initial: 'started',
      on: {
        // reenter: a navigation that starts while one runs begins again at 0.
        'route.start': { target: 'running', reenter: true },
      },
      states: {
        started: { after: { step35: { target: 'step35' } }, on: { 'route.done': { target: '#progress.finishing.at35' } } },
        step35: { after: { step75: { target: 'step75' } }, on: { 'route.done': { target: '#progress.finishing.at75' } } },
        step75: { on: { 'route.done': { target: '#progress.complete' } } },
      },
    },
    // The route is done before the bar reached 75: the steps left are shown, briefly, in order.
    finishing: {
      initial: 'at35',
      on: { 'route.start': { target: 'running' } },
      states: {
        at35: { after: { stepShown: { target: 'at75' } } },
        at75: { after: { stepShown: { target: '#progress.complete' } } },
      },
    },
    complete: {
      after: { hide: { target: 'hidden' } },
      on: { 'route.start': { target: 'running' } },
    },
  },
});

/** Every event the progress machine accepts. */
export type ProgressEvent = EventFromLogic<typeof progressMachine>;

/** The bar's value in a snapshot, or null while hidden: the `value` prop of `ProgressBar`. */
export function progressValue(snapshot: Pick<SnapshotFrom<typeof progressMachine>, 'matches'>): number | null {
  if (snapshot.matches('complete')) return PROGRESS_VALUES.complete;
  if (snapshot.matches({ running: 'step75' }) || snapshot.matches({ finishing: 'at75' })) return PROGRESS_VALUES.step75;
  if (snapshot.matches({ running: 'step35' }) || snapshot.matches({ finishing: 'at35' })) return PROGRESS_VALUES.step35;
  if (snapshot.matches('running')) return PROGRESS_VALUES.started;
  return null;
}
