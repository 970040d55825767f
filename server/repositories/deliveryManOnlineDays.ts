import { sql } from 'kysely';
import type { Db } from '../db';

// How long the riders were online per local day (table delivery_man_online_days).

/** How many online days the rider `riderId` has. */
export async function onlineDayCountOf(db: Db, riderId: string): Promise<number> {
  const row = await db
    .selectFrom('delivery_man_online_days')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('delivery_man_id', '=', riderId)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** The rider `riderId`'s online days from `oldest` to `newest` (`YYYY-MM-DD`, both included), day as text. */
export function onlineDaysBetween(db: Db, riderId: string, oldest: string, newest: string) {
  return db
    .selectFrom('delivery_man_online_days')
    .select([sql<string>`day::text`.as('day'), 'online_minutes', 'first_online_at', 'last_online_at'])
    .where('delivery_man_id', '=', riderId)
    .where('day', '>=', sql<Date>`${oldest}::date`)
    .where('day', '<=', sql<Date>`${newest}::date`)
    .execute();
}
