import { sql } from 'kysely';
import type { Db } from '../db';
import { errors } from '../errors';
import { inTransaction } from '../idempotency';
import { containsPattern, pageWindow, sortColumn } from '../services/paging';
import { assertMayGrant, getRole, parsePermissionIds, parseRoleId, permissionTree, toRoles } from '../services/roles';
import type { Handlers } from './types';

// Without a prototype, a sortField such as `valueOf` or `constructor` names no column (400), not a function.
const ROLE_SORT_FIELDS: Record<string, 'id' | 'title'> = Object.assign(Object.create(null) as Record<string, 'id' | 'title'>, {
  id: 'id',
  title: 'title',
} as const);

async function assertTitleFree(db: Db, title: string, exceptId?: number) {
  let query = db.selectFrom('roles').select('id').where(sql<string>`lower(title)`, '=', title.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw errors.conflict(`title ${title} is already taken`, 'title_taken');
}

function cleanTitle(title: string): string {
  const trimmed = title.trim();
  if (trimmed === '') throw errors.badRequest('title: Title is required', 'title_required');
  return trimmed;
}

async function assignedCount(db: Db, roleId: number): Promise<number> {
  const row = await db
    .selectFrom('user_roles')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('role_id', '=', roleId)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** Roles and the permission catalogue. */
export const roleHandlers = {
  async getAllPermissions({ db }) {
    return permissionTree(db);
  },

  async getRolePermission({ db, query }) {
    const { role } = await getRole(db, parseRoleId(query.roleId));
    return permissionTree(db, new Set(role.permissions.map(Number)));
  },

  async getAllRoles({ db }) {
    return toRoles(db, await db.selectFrom('roles').selectAll().orderBy('id').execute());
  },

  async getRoleById({ db, params }) {
    return (await getRole(db, parseRoleId(params.id))).role;
  },

  async createRole({ db, body, reply, principal }) {
    const title = cleanTitle(body.title);
    // Inside the transaction that keeps an Idempotency-Key when one is sent.
    const role = await inTransaction(db, async (trx) => {
      await assertTitleFree(trx, title);
      const permissionIds = await parsePermissionIds(trx, body.permissions);
      await assertMayGrant(trx, principal, permissionIds);
      const row = await trx.insertInto('roles').values({ title }).returningAll().executeTakeFirstOrThrow();
      if (permissionIds.length > 0) {
        await trx
          .insertInto('role_permissions')
          .values(permissionIds.map((permission_id) => ({ role_id: row.id, permission_id })))
          .execute();
      }
      return (await getRole(trx, row.id)).role;
    });
    reply.header('location', `/api/acl/roles/${role.id}`);
    return role;
  },

  async updateRole({ db, body, principal }) {
    const id = parseRoleId(body.id);
    const title = cleanTitle(body.title);
    return db.transaction().execute(async (trx) => {
      const { row, role } = await getRole(trx, id);
      if (row.is_core_role) throw errors.coreRole();
      await assertTitleFree(trx, title, id);
      const permissionIds = await parsePermissionIds(trx, body.permissions);
      // What the role already holds is kept, not granted: only additions need the caller to hold them.
      await assertMayGrant(trx, principal, permissionIds, role.permissions.map(Number));
      await trx.updateTable('roles').set({ title }).where('id', '=', id).execute();
      await trx.deleteFrom('role_permissions').where('role_id', '=', id).execute();
      if (permissionIds.length > 0) {
        await trx
          .insertInto('role_permissions')
          .values(permissionIds.map((permission_id) => ({ role_id: id, permission_id })))
          .execute();
      }
      return (await getRole(trx, id)).role;
    });
  },

  async deleteRole({ db, params }) {
    const id = parseRoleId(params.id);
    await db.transaction().execute(async (trx) => {
      const { row } = await getRole(trx, id);
      if (row.is_core_role) throw errors.coreRole();
      const count = await assignedCount(trx, id);
      if (count > 0) throw errors.roleAssigned(count);
      await trx.deleteFrom('roles').where('id', '=', id).execute();
    });
  },

  async checkIsRollAssignedToUser({ db, query }) {
    const id = parseRoleId(query.roleId);
    await getRole(db, id);
    const userCount = await assignedCount(db, id);
    return { roleId: String(id), assigned: userCount > 0, userCount };
  },

  async findRoles({ db, body }) {
    const column = sortColumn<'id' | 'title'>(ROLE_SORT_FIELDS, body.sortField, 'id');
    const direction = body.sortOrder === 'desc' ? 'desc' : 'asc';
    const { offset, limit } = pageWindow(body);
    const title = body.filter?.title?.trim();
    let base = db.selectFrom('roles');
    if (title) base = base.where('title', 'ilike', containsPattern(title));
    const [rows, count] = await Promise.all([
      base.selectAll().orderBy(column, direction).orderBy('id', direction).offset(offset).limit(limit).execute(),
      base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return { items: await toRoles(db, rows), totalCount: count.n };
  },
} satisfies Handlers;
