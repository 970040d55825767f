import { findRolePage, allRoles, type RoleSortColumn } from '../repositories/roles';
import { roleHolderCount } from '../repositories/userRoles';
import { pageWindow, sortColumn } from '../services/paging';
import { createRole, deleteRole, getRole, parseRoleId, permissionTree, toRoles, updateRole } from '../services/roles';
import type { Handlers } from './types';

// Without a prototype, a sortField such as `valueOf` or `constructor` names no column (400), not a function.
const ROLE_SORT_FIELDS: Record<string, RoleSortColumn> = Object.assign(Object.create(null) as Record<string, RoleSortColumn>, {
  id: 'id',
  title: 'title',
} as const);

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
    return toRoles(db, await allRoles(db));
  },

  async getRoleById({ db, params }) {
    return (await getRole(db, parseRoleId(params.id))).role;
  },

  async createRole({ db, body, reply, principal }) {
    const role = await createRole(db, principal, body);
    reply.header('location', `/api/acl/roles/${role.id}`);
    return role;
  },

  async updateRole({ db, body, principal }) {
    return updateRole(db, principal, parseRoleId(body.id), body);
  },

  async deleteRole({ db, params }) {
    await deleteRole(db, parseRoleId(params.id));
  },

  async checkIsRollAssignedToUser({ db, query }) {
    const id = parseRoleId(query.roleId);
    await getRole(db, id);
    const userCount = await roleHolderCount(db, id);
    return { roleId: String(id), assigned: userCount > 0, userCount };
  },

  async findRoles({ db, body }) {
    const page = await findRolePage(db, {
      title: body.filter?.title?.trim(),
      column: sortColumn(ROLE_SORT_FIELDS, body.sortField, 'id'),
      direction: body.sortOrder === 'desc' ? 'desc' : 'asc',
      ...pageWindow(body),
    });
    return { items: await toRoles(db, page.rows), totalCount: page.totalCount };
  },
} satisfies Handlers;
