import { sql } from 'kysely';
import type { Db } from '../db';

// Who holds which role (table user_roles).

/** How many users hold role `roleId`. */
export async function roleHolderCount(db: Db, roleId: number): Promise<number> {
  const row = await db
    .selectFrom('user_roles')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('role_id', '=', roleId)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** The roles user `userId` holds now (none for an unknown id). */
export async function roleIdsOfUser(db: Db, userId: number): Promise<number[]> {
  const rows = await db.selectFrom('user_roles').select('role_id').where('user_id', '=', userId).execute();
  return rows.map((row) => row.role_id);
}
