import type { components } from '../../src/api/schema.gen';
import type { Db } from '../db';
import type { RoleRow } from '../db/schema';
import { errors } from '../errors';

type Role = components['schemas']['Role'];
type Permission = components['schemas']['Permission'];

/** Parses a role id; anything but a positive integer is not found. */
export function parseRoleId(id: string): number {
  const n = Number(id);
  if (!/^\d+$/.test(id) || n <= 0 || n > 2147483647) throw errors.notFound('role', id);
  return n;
}

/** Role rows as the contract's `Role`, with their permission ids. */
export async function toRoles(db: Db, rows: readonly RoleRow[]): Promise<Role[]> {
  if (rows.length === 0) return [];
  const links = await db
    .selectFrom('role_permissions')
    .select(['role_id', 'permission_id'])
    .where(
      'role_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('permission_id')
    .execute();
  return rows.map((row) => ({
    id: String(row.id),
    title: row.title,
    isCoreRole: row.is_core_role,
    permissions: links.filter((l) => l.role_id === row.id).map((l) => String(l.permission_id)),
  }));
}

/** One role, or a 404. */
export async function getRole(db: Db, id: number): Promise<{ row: RoleRow; role: Role }> {
  const row = await db.selectFrom('roles').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw errors.notFound('role', String(id));
  const [role] = await toRoles(db, [row]);
  return { row, role: role as Role };
}

/** The two-level permission tree; `selected` ticks the given permission ids. */
export async function permissionTree(db: Db, selected: ReadonlySet<number> = new Set()): Promise<Permission[]> {
  const rows = await db.selectFrom('permissions').selectAll().orderBy('sort').orderBy('id').execute();
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
    if (!/^\d+$/.test(id)) throw errors.badRequest(`permissions: permission ${id} does not exist`, 'unknown_permission');
    return Number(id);
  });
  if (numbers.length === 0) return [];
  const found = await db.selectFrom('permissions').select('id').where('id', 'in', numbers).execute();
  const missing = numbers.filter((n) => !found.some((f) => f.id === n));
  if (missing.length > 0) {
    throw errors.badRequest(`permissions: permission ${missing.join(', ')} does not exist`, 'unknown_permission');
  }
  return numbers;
}
