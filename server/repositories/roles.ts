import { sql } from 'kysely';
import type { Db } from '../db';
import type { RoleRow } from '../db/schema';
import { containsPattern } from '../services/paging';
import { pageOf, type RowsPage } from './page';

// The roles and the permissions each holds (tables roles and role_permissions).

/** A column the roles list sorts by. */
export type RoleSortColumn = 'id' | 'title';

/** Every role, by id. */
export function allRoles(db: Db): Promise<RoleRow[]> {
  return db.selectFrom('roles').selectAll().orderBy('id').execute();
}

/** Whether another role than `exceptId` has `title`, whatever its case. */
export async function roleTitleTaken(db: Db, title: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('roles').select('id').where(sql<string>`lower(title)`, '=', title.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** One page of the roles whose title holds `title` (all when absent), sorted by `column` then id. */
export function findRolePage(
  db: Db,
  find: { title: string | undefined; column: RoleSortColumn; direction: 'asc' | 'desc'; offset: number; limit: number },
): Promise<RowsPage<RoleRow>> {
  let base = db.selectFrom('roles');
  if (find.title) base = base.where('title', 'ilike', containsPattern(find.title));
  return pageOf(base, (rows) => rows.selectAll().orderBy(find.column, find.direction).orderBy('id', find.direction).offset(find.offset).limit(find.limit));
}

/** Stores a new role without permissions. */
export function insertRole(db: Db, title: string): Promise<RoleRow> {
  return db.insertInto('roles').values({ title }).returningAll().executeTakeFirstOrThrow();
}

export async function renameRole(db: Db, id: number, title: string): Promise<void> {
  await db.updateTable('roles').set({ title }).where('id', '=', id).execute();
}

export async function deleteRoleRow(db: Db, id: number): Promise<void> {
  await db.deleteFrom('roles').where('id', '=', id).execute();
}

/** Gives role `roleId` the permissions `permissionIds` (none given, nothing written). */
export async function addRolePermissions(db: Db, roleId: number, permissionIds: readonly number[]): Promise<void> {
  if (permissionIds.length === 0) return;
  await db
    .insertInto('role_permissions')
    .values(permissionIds.map((permission_id) => ({ role_id: roleId, permission_id })))
    .execute();
}

/** Takes every permission from role `roleId`. */
export async function clearRolePermissions(db: Db, roleId: number): Promise<void> {
  await db.deleteFrom('role_permissions').where('role_id', '=', roleId).execute();
}
