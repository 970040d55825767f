import type { Db } from '../db';
import { PostgresAttemptStore } from './postgresAttempts';
import { RedisAttemptStore } from './redisAttempts';

/** One counter of attempts: its key, how many attempts it allows, and over how long. */
export interface AttemptLimit {
  key: string;
  limit: number;
  /** The window opens with the counter's first attempt and the counter starts afresh when it ends. */
  windowMs: number;
}

/**
 * Where attempt counters live. Every API process that opens the same store (one
 * PostgreSQL database, or one Redis) counts on the same counters, so a load balancer
 * spreading a caller's attempts over several processes changes nothing.
 */
export interface AttemptStore {
  /**
   * Counts one attempt on every counter, all or none. When a counter is already at its
   * limit nothing is counted and the answer is the number of seconds until the last of the
   * full counters' windows ends; otherwise the answer is 0.
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
