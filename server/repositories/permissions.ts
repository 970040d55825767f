import type { Db } from '../db';
import type { PermissionRow } from '../db/schema';

// The permissions, a two-level tree (table permissions).

/** Every permission, in the checklist's order. */
export function allPermissions(db: Db): Promise<PermissionRow[]> {
  return db.selectFrom('permissions').selectAll().orderBy('sort').orderBy('id').execute();
}

/** Of the permission ids `ids` (some), those that exist. */
export async function existingPermissionIds(db: Db, ids: readonly number[]): Promise<number[]> {
  const rows = await db.selectFrom('permissions').select('id').where('id', 'in', ids).execute();
  return rows.map((row) => row.id);
}

/** Every permission's id, name and parent, in no order. */
export function permissionNames(db: Db): Promise<Pick<PermissionRow, 'id' | 'name' | 'parent_id'>[]> {
  return db.selectFrom('permissions').select(['id', 'name', 'parent_id']).execute();
}
