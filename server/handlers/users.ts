import { errors } from '../errors';
import type { Principal } from '../auth/principal';
import { roleIdsOfUser } from '../repositories/userRoles';
import { pageWindow, paginatorPage, paginatorWindow, sortColumn } from '../services/paging';
import { findUserPage, firstUsers, paginatorUserPage } from '../repositories/userList';
import { createUser, deleteUser, getUser, parseUserId, toUsers, updateUser } from '../services/users';
import { assertMayAssignRoles } from '../services/roles';
import { administrator, assertMayActOn, assertMayRead, visibleUsers } from '../services/userAccess';
import type { Handlers } from './types';

const USER_SORT_FIELDS = {
  id: 'id',
  username: 'username',
  email: 'email',
  fullname: 'fullname',
  createdAt: 'created_at',
} as const;

/** The caller of a guarded operation (the guard has let only a signed-in caller through). */
function signedIn(principal: Principal | null): Principal {
  if (!principal) throw errors.unauthenticated();
  return principal;
}

/**
 * User administration: the ACL calls and the user service's. Every write acts only on users the
 * caller may act on (DESIGN.md, "Who may act on whom"); lists and reads show a caller who is not
 * root only the users within its companies.
 */
export const userHandlers = {
  async getUserById({ db, params, principal }) {
    const id = parseUserId(params.id);
    await assertMayRead(db, await administrator(db, signedIn(principal)), id);
    return getUser(db, id);
  },

  async deleteUserById({ db, params, principal }) {
    await deleteUser(db, parseUserId(params.id), await administrator(db, signedIn(principal)));
  },

  async updateUser({ db, body, principal }) {
    const { id, ...patch } = body;
    const userId = parseUserId(id);
    const admin = await administrator(db, signedIn(principal));
    // Whom the call acts on first: a refused target is named before what the roles would grant.
    await assertMayActOn(db, admin, userId);
    await assertMayAssignRoles(db, principal, patch.roles, await roleIdsOfUser(db, userId));
    return updateUser(db, userId, patch, admin, principal?.sessionId);
  },

  async findUsers({ db, body, principal }) {
    const page = await findUserPage(db, {
      column: sortColumn(USER_SORT_FIELDS, body.sortField, 'id'),
      direction: body.sortOrder === 'desc' ? 'desc' : 'asc',
      ...pageWindow(body),
      filter: body.filter,
      visible: visibleUsers(await administrator(db, signedIn(principal))),
    });
    return { items: await toUsers(db, page.rows), totalCount: page.totalCount };
  },

  async listUsers({ db, query, principal }) {
    const visible = visibleUsers(await administrator(db, signedIn(principal)));
    return toUsers(db, await firstUsers(db, visible, query.limit ?? 100));
  },

  async paginateUsers({ db, query, principal }) {
    const page = query.pageIn ?? 1;
    const size = query.pageOut ?? 10;
    const { rows, totalCount } = await paginatorUserPage(db, {
      ...paginatorWindow(page, size),
      visible: visibleUsers(await administrator(db, signedIn(principal))),
      person: query.person,
      company: query.company,
      applicationId: query.applicationId,
    });
    return paginatorPage(await toUsers(db, rows), totalCount, page, size);
  },

  async createUser({ db, body, principal, reply }) {
    const admin = await administrator(db, signedIn(principal));
    await assertMayAssignRoles(db, principal, body.roles);
    const user = await createUser(db, body, admin);
    reply.header('location', `/api/acl/users/${user.id}`);
    return user;
  },

  async updateUserById({ db, params, body, principal }) {
    const userId = parseUserId(params.id);
    const admin = await administrator(db, signedIn(principal));
    await assertMayActOn(db, admin, userId);
    await assertMayAssignRoles(db, principal, body.roles, await roleIdsOfUser(db, userId));
    return updateUser(db, userId, body, admin, principal?.sessionId);
  },

  async deleteUser({ db, params, principal }) {
    await deleteUser(db, parseUserId(params.id), await administrator(db, signedIn(principal)));
  },
} satisfies Handlers;
