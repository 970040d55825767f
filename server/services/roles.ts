import type { Permission, Role } from '../../src/contract/schema.gen';
import { inTransaction, type Db } from '../db';
import type { RoleRow } from '../db/schema';
import type { Principal } from '../auth/principal';
import { errors } from '../errors';
import { allPermissions, existingPermissionIds, permissionNames } from '../repositories/permissions';
import {
  addRolePermissions,
  clearRolePermissions,
  deleteRoleRow,
  insertRole,
  permissionIdsOfRoles,
  permissionLinksOf,
  renameRole,
  roleRowOf,
  roleTitleTaken,
} from '../repositories/roles';
import { roleHolderCount } from '../repositories/userRoles';

/** Parses a role id; anything but a positive integer is not found. */
export function parseRoleId(id: string): number {
  const n = Number(id);
  if (!/^\d+$/.test(id) || n <= 0 || n > 2147483647) throw errors.notFound('role', id);
  return n;
}

/** Role rows as the contract's `Role`, with their permission ids. */
export async function toRoles(db: Db, rows: readonly RoleRow[]): Promise<Role[]> {
  if (rows.length === 0) return [];
  const links = await permissionLinksOf(db, rows.map((r) => r.id));
  return rows.map((row) => ({
    id: String(row.id),
    title: row.title,
    isCoreRole: row.is_core_role,
    permissions: links.filter((l) => l.role_id === row.id).map((l) => String(l.permission_id)),
  }));
}

/** One role, or a 404. */
export async function getRole(db: Db, id: number): Promise<{ row: RoleRow; role: Role }> {
  const row = await roleRowOf(db, id);
  if (!row) throw errors.notFound('role', String(id));
  const [role] = await toRoles(db, [row]);
  return { row, role: role as Role };
}

/** The two-level permission tree; `selected` ticks the given permission ids. */
export async function permissionTree(db: Db, selected: ReadonlySet<number> = new Set()): Promise<Permission[]> {
  const rows = await allPermissions(db);
  const node = (row: (typeof rows)[number]) => ({
    id: String(row.id),
    title: row.title,
    level: row.level as 1 | 2,
    parentId: row.parent_id === null ? null : String(row.parent_id),
    isSelected: selected.has(row.id),
    name: row.name,
  });
  return rows
    .filter((r) => r.parent_id === null)
    .map((parent) => ({
      ...node(parent),
      children: rows.filter((r) => r.parent_id === parent.id).map(node),
    }));
}

/** Checks every permission id exists; answers them as numbers. */
export async function parsePermissionIds(db: Db, ids: readonly string[]): Promise<number[]> {
  const numbers = [...new Set(ids)].map((id) => {
    // Ids are the database's integers: a longer number names no permission either.
    if (!/^\d+$/.test(id) || Number(id) > 2_147_483_647) throw errors.badRequest(`permissions: permission ${id} does not exist`, 'unknown_permission');
    return Number(id);
  });
  if (numbers.length === 0) return [];
  const found = await existingPermissionIds(db, numbers);
  const missing = numbers.filter((n) => !found.includes(n));
  if (missing.length > 0) {
    throw errors.badRequest(`permissions: permission ${missing.join(', ')} does not exist`, 'unknown_permission');
  }
  return numbers;
}

/**
 * Refuses to grant what the caller does not hold: of `permissionIds`, those not in `alreadyOnRole`
 * (kept, not granted) must each be held by the caller. A parent permission is a section of the
 * checklist that gates nothing by itself and is ticked with any of its children, so holding one of
 * its children is holding it. Root may grant anything.
 */
export async function assertMayGrant(
  db: Db,
  principal: Principal | null,
  permissionIds: readonly number[],
  alreadyOnRole: readonly number[] = [],
): Promise<void> {
  if (principal?.user.is_root) return;
  const granted = permissionIds.filter((id) => !alreadyOnRole.includes(id));
  if (granted.length === 0) return;
  const held = new Set(principal?.permissions ?? []);
  const rows = await permissionNames(db);
  const heldIds = new Set(rows.filter((row) => held.has(row.name)).map((row) => row.id));
  for (const row of rows) if (row.parent_id !== null && heldIds.has(row.id)) heldIds.add(row.parent_id);
  const refused = rows.filter((row) => granted.includes(row.id) && !heldIds.has(row.id)).map((row) => row.name);
  if (refused.length > 0) throw errors.permissionNotHeld(refused);
}

/**
 * Refuses to hand a user roles whose permissions the caller does not hold (the same rule as
 * {@link assertMayGrant}, so an administrator cannot grant through a user what they could not
 * grant through a role). Only the roles the user does not have yet count; root may assign any.
 */
export async function assertMayAssignRoles(
  db: Db,
  principal: Principal | null,
  roleIds: readonly string[] | undefined,
  currentRoleIds: readonly number[] = [],
): Promise<void> {
  if (roleIds === undefined || principal?.user.is_root) return;
  const added = roleIds.filter((id) => /^\d+$/.test(id)).map(Number).filter((id) => !currentRoleIds.includes(id));
  if (added.length === 0) return;
  await assertMayGrant(db, principal, [...new Set(await permissionIdsOfRoles(db, added))]);
}

/** What a role is written with: its title and its permission ids, as the contract sends them. */
export interface RoleInput {
  title: string;
  permissions: readonly string[];
}

function cleanTitle(title: string): string {
  const trimmed = title.trim();
  if (trimmed === '') throw errors.badRequest('title: Title is required', 'title_required');
  return trimmed;
}

async function assertTitleFree(db: Db, title: string, exceptId?: number) {
  if (await roleTitleTaken(db, title, exceptId)) throw errors.conflict(`title ${title} is already taken`, 'title_taken');
}

/** Creates a role with permissions the caller may grant; its title must be free. */
export async function createRole(db: Db, principal: Principal | null, input: RoleInput): Promise<Role> {
  const title = cleanTitle(input.title);
  // Inside the transaction that keeps an Idempotency-Key when one is sent.
  return inTransaction(db, async (trx) => {
    await assertTitleFree(trx, title);
    const permissionIds = await parsePermissionIds(trx, input.permissions);
    await assertMayGrant(trx, principal, permissionIds);
    const row = await insertRole(trx, title);
    await addRolePermissions(trx, row.id, permissionIds);
    return (await getRole(trx, row.id)).role;
  });
}

/** Renames role `id` and replaces its permissions; a core role is not changed. */
export async function updateRole(db: Db, principal: Principal | null, id: number, input: RoleInput): Promise<Role> {
  const title = cleanTitle(input.title);
  return inTransaction(db, async (trx) => {
    const { row, role } = await getRole(trx, id);
    if (row.is_core_role) throw errors.coreRole();
    await assertTitleFree(trx, title, id);
    const permissionIds = await parsePermissionIds(trx, input.permissions);
    // What the role already holds is kept, not granted: only additions need the caller to hold them.
    await assertMayGrant(trx, principal, permissionIds, role.permissions.map(Number));
    await renameRole(trx, id, title);
    await clearRolePermissions(trx, id);
    await addRolePermissions(trx, id, permissionIds);
    return (await getRole(trx, id)).role;
  });
}

/** Deletes role `id`, unless it is a core role or a user holds it. */
export async function deleteRole(db: Db, id: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    const { row } = await getRole(trx, id);
    if (row.is_core_role) throw errors.coreRole();
    const count = await roleHolderCount(trx, id);
    if (count > 0) throw errors.roleAssigned(count);
    await deleteRoleRow(trx, id);
  });
}
