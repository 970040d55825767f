import { setup, type EventFromLogic, type SnapshotFrom } from 'xstate';

/** The values the bar shows, in order (seed 001 section 9: start, +35, +75, complete). */
export const PROGRESS_VALUES = { started: 0, step35: 35, step75: 75, complete: 100 } as const;

/** Time from the start to the first step. */
export const PROGRESS_STEP35_MS = 150;
/** Time from the first step to the second. */
export const PROGRESS_STEP75_MS = 600;
/** How long the full bar stays before it hides. */
export const PROGRESS_HIDE_MS = 300;

/**
 * The router-driven progress bar of seed 001 section 2.3. `route.start` shows it at 0; it then
 * steps to 35 and 75 on the named delays `step35` and `step75` (the router cannot say how far a
 * lazy route got, so time stands in for it); `route.done` fills it to 100 and `hide` removes it.
 * A new `route.start` at any point starts over at 0. Read the value with {@link progressValue}.
 */
export const progressMachine = setup({
  types: {
    events: {} as { type: 'route.start' } | { type: 'route.done' },
  },
  delays: {
    step35: PROGRESS_STEP35_MS,
    step75: PROGRESS_STEP75_MS,
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
        'route.done': { target: 'complete' },
      },
      states: {
        started: { after: { step35: { target: 'step35' } } },
        step35: { after: { step75: { target: 'step75' } } },
        step75: {},
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
  if (snapshot.matches({ running: 'step75' })) return PROGRESS_VALUES.step75;
  if (snapshot.matches({ running: 'step35' })) return PROGRESS_VALUES.step35;
  if (snapshot.matches('running')) return PROGRESS_VALUES.started;
  return null;
}
