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

/** The role `id`, or undefined. */
export function roleRowOf(db: Db, id: number): Promise<RoleRow | undefined> {
  return db.selectFrom('roles').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Of the role ids `ids` (some), those that exist. */
export async function existingRoleIds(db: Db, ids: readonly number[]): Promise<number[]> {
  const rows = await db.selectFrom('roles').select('id').where('id', 'in', ids).execute();
  return rows.map((row) => row.id);
}

/** The permissions of the roles `roleIds` (some), one link per role and permission, by permission id. */
export function permissionLinksOf(db: Db, roleIds: readonly number[]): Promise<{ role_id: number; permission_id: number }[]> {
  return db.selectFrom('role_permissions').select(['role_id', 'permission_id']).where('role_id', 'in', roleIds).orderBy('permission_id').execute();
}

/** The permission ids the roles `roleIds` (some) hold, once per role holding them. */
export async function permissionIdsOfRoles(db: Db, roleIds: readonly number[]): Promise<number[]> {
  const rows = await db.selectFrom('role_permissions').select('permission_id').where('role_id', 'in', roleIds).execute();
  return rows.map((row) => row.permission_id);
}
