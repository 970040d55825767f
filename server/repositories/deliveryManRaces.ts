import { sql, type Selectable, type SqlBool } from 'kysely';
import type { Db } from '../db';
import type { DeliveryManRacesTable } from '../db/schema';

// The riders' races (table delivery_man_races).

/** How many races the rider `riderId` has, whatever the company. */
export async function raceCountOf(db: Db, riderId: string): Promise<number> {
  const row = await db
    .selectFrom('delivery_man_races')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('delivery_man_id', '=', riderId)
    .executeTakeFirstOrThrow();
  return row.n;
}

/**
 * One page of the rider `riderId`'s races for `companyIds` (null: every company), newest first,
 * then how many there are in all (read one after the other).
 */
export async function findRacePage(
  db: Db,
  find: { riderId: string; companyIds: readonly string[] | null; offset: number; limit: number },
): Promise<{ rows: Selectable<DeliveryManRacesTable>[]; totalCount: number }> {
  const ids = find.companyIds;
  let races = db.selectFrom('delivery_man_races').where('delivery_man_id', '=', find.riderId);
  if (ids !== null) races = ids.length === 0 ? races.where(sql<SqlBool>`false`) : races.where('company_id', 'in', ids);
  const rows = await races
    .selectAll()
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .offset(find.offset)
    .limit(find.limit)
    .execute();
  const count = await races.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return { rows, totalCount: count.n };
}
