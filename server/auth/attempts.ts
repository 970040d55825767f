import type { Db } from '../db';
import { PostgresAttemptStore } from './postgresAttempts';
import { RedisAttemptStore } from './redisAttempts';

/** One counter of attempts: its key, how many attempts it allows, and over how long. */
export interface AttemptLimit {
  key: string;
  /** How many attempts the window allows; null counts without ever refusing (a counter another limit looks at). */
  limit: number | null;
  /** The window opens with the counter's first attempt and the counter starts afresh when it ends. */
  windowMs: number;
  /**
   * Makes the limit hold only while another counter of the same take, `key`, has counted more
   * than `above` attempts (this one included): an account's failures from one address are
   * refused only once the account as a whole is past its own limit.
   */
  onlyWhen?: { key: string; above: number };
}

/**
 * Where attempt counters live. Every API process that opens the same store (one
 * PostgreSQL database, or one Redis) counts on the same counters, so a load balancer
 * spreading a caller's attempts over several processes changes nothing.
 */
export interface AttemptStore {
  /**
   * Counts one attempt on every counter, all or none. When a counter is already at its
   * limit (and its `onlyWhen` counter past its own) nothing is counted and the answer is the
   * number of seconds until the last refusing counter lets go (its window ends, or that of its
   * `onlyWhen` counter, whichever comes first); otherwise the answer is 0.
   */
  take(limits: readonly AttemptLimit[]): Promise<number>;
  /** Takes one attempt back from a counter (an attempt that turned out not to count). */
  giveBack(key: string): Promise<void>;
  /** Forgets a counter. */
  clear(key: string): Promise<void>;
  /** Releases what the store holds open. */
  close(): Promise<void>;
}

/**
 * The store the server counts in: Redis when `redisUrl` is set (connected before this
 * answers), else the database's `auth_attempts` table.
 */
export async function openAttemptStore(
  db: Db,
  redisUrl: string | undefined,
  onRedisError: (error: Error) => void,
): Promise<AttemptStore> {
  if (redisUrl) return RedisAttemptStore.connect(redisUrl, { onError: onRedisError });
  return new PostgresAttemptStore(db);
}

/** Seconds to wait for a window that ends in `ms` milliseconds: at least one. */
export function secondsToWait(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

/**
 * Which counters of a take refuse it, given each one's count with this attempt and the
 * milliseconds left in its window; answers how long until the refusal lifts (0: none refuses).
 */
export function refusalMs(limits: readonly AttemptLimit[], counted: ReadonlyMap<string, { count: number; remainingMs: number }>): number {
  let waitMs = 0;
  for (const { key, limit, onlyWhen } of limits) {
    const own = counted.get(key);
    if (limit === null || !own || own.count <= limit) continue;
    let liftsIn = own.remainingMs;
    if (onlyWhen) {
      const gate = counted.get(onlyWhen.key);
      if (!gate || gate.count <= onlyWhen.above) continue;
      liftsIn = Math.min(liftsIn, gate.remainingMs);
    }
    waitMs = Math.max(waitMs, liftsIn);
  }
  return waitMs;
}
