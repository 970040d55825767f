import type { Db } from '../db';
import { startRounds } from '../rounds';
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
  return startRounds(() => cancelOverdueOrders(db, null, now()), report, options.everyMs ?? DEADLINE_SWEEP_MS);
}
