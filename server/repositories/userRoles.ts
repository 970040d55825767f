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

/** Of each of the users `userIds` (some) who holds roles: its role ids and the names its roles grant (by name, repeats kept). */
export function grantsOfUsers(db: Db, userIds: readonly number[]) {
  return db
    .selectFrom('user_roles')
    .leftJoin('role_permissions', 'role_permissions.role_id', 'user_roles.role_id')
    .leftJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
    .select([
      'user_roles.user_id',
      sql<number[]>`array_agg(distinct user_roles.role_id)`.as('role_ids'),
      sql<string[]>`coalesce(array_agg(permissions.name order by permissions.name) filter (where permissions.name is not null), '{}')`.as('names'),
    ])
    .where('user_roles.user_id', 'in', userIds)
    .groupBy('user_roles.user_id')
    .execute();
}

/** Gives user `userId` the roles `roleIds` (none: no role) instead of those it held. */
export async function replaceUserRoles(db: Db, userId: number, roleIds: readonly number[]): Promise<void> {
  await db.deleteFrom('user_roles').where('user_id', '=', userId).execute();
  if (roleIds.length > 0) await db.insertInto('user_roles').values(roleIds.map((role_id) => ({ user_id: userId, role_id }))).execute();
}
