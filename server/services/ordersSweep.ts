import type { Db } from '../db';
import { cancelOverdueOrders } from './orders';

/** How often the server cancels the orders left past their acceptance deadline. */
export const DEADLINE_SWEEP_MS = 30_000;

/**
 * Cancels, every `everyMs`, the orders of every company left in WAIT_COMPANY past their
 * acceptance deadline (the board does it too before it is read, so a board nobody watches still
 * loses them); a failed round is reported and the next one tries again. Answers the stop.
 */
export function startDeadlineSweep(db: Db, report: (error: unknown) => void, options: { everyMs?: number; now?: () => Date } = {}): () => void {
  const now = options.now ?? (() => new Date());
  let running = false;
  const timer = setInterval(() => {
    // A round still running (a slow database) is not overtaken by the next.
    if (running) return;
    running = true;
    cancelOverdueOrders(db, null, now())
      .catch(report)
      .finally(() => {
        running = false;
      });
  }, options.everyMs ?? DEADLINE_SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}
