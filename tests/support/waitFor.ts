import { waitFor as waitForever, type AnyActorRef, type SnapshotFrom } from 'xstate';

/** How long a test waits for an actor to reach a state before it fails. */
export const ACTOR_WAIT_MS = 5_000;

/**
 * XState's `waitFor` with a deadline: an actor that never gets there (a loop, a lost event) fails
 * its test within {@link ACTOR_WAIT_MS} instead of holding the worker. The deadline is a timer:
 * fakes answer on a later task (see {@link answerLater}), so a loop of answers cannot starve it.
 */
export function waitFor<TActorRef extends AnyActorRef>(
  actor: TActorRef,
  predicate: (snapshot: SnapshotFrom<TActorRef>) => boolean,
  options: Parameters<typeof waitForever>[2] = {},
): Promise<SnapshotFrom<TActorRef>> {
  return waitForever(actor, predicate, { timeout: ACTOR_WAIT_MS, ...options });
}

/** Answers `value` on a later task, as a server would: timers (the test's deadline) run in between. */
export async function answerLater<T>(value: T | Promise<T>): Promise<T> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  return value;
}
