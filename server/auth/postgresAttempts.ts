import { sql } from 'kysely';
import { inTransaction, type Db } from '../db';
import { refusalMs, secondsToWait, type AttemptLimit, type AttemptStore } from './attempts';

/** Thrown inside the counting transaction to roll it back when a counter is full. */
class CounterFull extends Error {
  constructor(readonly waitMs: number) {
    super('attempt counter full');
  }
}

/**
 * Attempt counters in the `auth_attempts` table (migration 0007), on PGlite or PostgreSQL.
 * Windows are measured with the database's clock, so processes whose clocks drift still agree.
 */
export class PostgresAttemptStore implements AttemptStore {
  private nextPrune = 0;

  /** `pruneEveryMs`: how often this process deletes the counters whose window has ended. */
  constructor(
    private readonly db: Db,
    private readonly pruneEveryMs = 60_000,
  ) {}

  async take(limits: readonly AttemptLimit[]): Promise<number> {
    // Counters are locked in key order, so two requests sharing two counters cannot deadlock.
    const ordered = [...limits].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    let waitMs = 0;
    try {
      await inTransaction(this.db, async (trx) => {
        const counted = new Map<string, { count: number; remainingMs: number }>();
        for (const { key, windowMs } of ordered) {
          // One atomic upsert: a counter whose window has ended starts again at 1.
          const { rows } = await sql<{ count: number; remaining_ms: number }>`
            insert into auth_attempts as a (key, count, expires_at)
            values (${key}, 1, now() + cast(${windowMs} as double precision) * interval '1 millisecond')
            on conflict (key) do update set
              count = case when a.expires_at <= now() then 1 else a.count + 1 end,
              expires_at = case when a.expires_at <= now() then excluded.expires_at else a.expires_at end
            returning count, cast(extract(epoch from a.expires_at - now()) * 1000 as double precision) as remaining_ms`.execute(trx);
          const row = rows[0];
          if (row) counted.set(key, { count: row.count, remainingMs: row.remaining_ms });
        }
        // Every counter is locked by now, so the decision sees the counts of this attempt alone.
        const fullFor = refusalMs(limits, counted);
        if (fullFor > 0) throw new CounterFull(fullFor);
      });
    } catch (error) {
      if (!(error instanceof CounterFull)) throw error;
      waitMs = error.waitMs;
    }
    await this.pruneWhenDue();
    return waitMs > 0 ? secondsToWait(waitMs) : 0;
  }

  async giveBack(key: string): Promise<void> {
    await this.db
      .updateTable('auth_attempts')
      .set((eb) => ({ count: eb('count', '-', 1) }))
      .where('key', '=', key)
      .where('count', '>', 0)
      .where('expires_at', '>', sql<Date>`now()`)
      .execute();
  }

  async clear(key: string): Promise<void> {
    await this.db.deleteFrom('auth_attempts').where('key', '=', key).execute();
  }

  /** Deletes the counters whose window has ended; answers how many. */
  async prune(): Promise<number> {
    const result = await this.db.deleteFrom('auth_attempts').where('expires_at', '<=', sql<Date>`now()`).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async close(): Promise<void> {
    // The database belongs to the app, which closes it.
  }

  private async pruneWhenDue(): Promise<void> {
    const now = Date.now();
    if (now < this.nextPrune) return;
    this.nextPrune = now + this.pruneEveryMs;
    await this.prune();
  }
}
