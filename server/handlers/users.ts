import { sql } from 'kysely';
import { errors } from '../errors';
import type { Principal } from '../auth/principal';
import { pageWindow, paginatorPage, paginatorWindow, sortColumn } from '../services/paging';
import { findUserPage, userSearch } from '../services/userList';
import { createUser, deleteUser, getUser, parseUserId, toUsers, updateUser } from '../services/users';
import { assertMayAssignRoles } from '../services/roles';
import { administrator, assertMayActOn, assertMayRead, visibleUsers } from '../services/userAccess';
import type { Db } from '../db';
import type { Handlers } from './types';

const USER_SORT_FIELDS = {
  id: 'id',
  username: 'username',
  email: 'email',
  fullname: 'fullname',
  createdAt: 'created_at',
} as const;

/** The roles user `id` holds now (none for an unknown id: the update answers 404 itself). */
async function currentRoleIds(db: Db, id: number): Promise<number[]> {
  const rows = await db.selectFrom('user_roles').select('role_id').where('user_id', '=', id).execute();
  return rows.map((row) => row.role_id);
}

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
    await assertMayAssignRoles(db, principal, patch.roles, await currentRoleIds(db, userId));
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
    let rows = db.selectFrom('users').selectAll();
    if (visible) rows = rows.where(visible);
    return toUsers(db, await rows.orderBy('id').limit(query.limit ?? 100).execute());
  },

  async paginateUsers({ db, query, principal }) {
    const page = query.pageIn ?? 1;
    const size = query.pageOut ?? 10;
    const { offset, limit } = paginatorWindow(page, size);
    let base = db.selectFrom('users');
    const visible = visibleUsers(await administrator(db, signedIn(principal)));
    if (visible) base = base.where(visible);
    const person = query.person ? userSearch({ fullname: query.person, username: query.person, email: query.person }) : null;
    if (person) base = base.where(person);
    if (query.company) base = base.where('company_id', '=', query.company);
    if (query.applicationId) base = base.where('application_id', '=', query.applicationId);
    const [rows, count] = await Promise.all([
      base.selectAll().orderBy('id').offset(offset).limit(limit).execute(),
      base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return paginatorPage(await toUsers(db, rows), count.n, page, size);
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
    await assertMayAssignRoles(db, principal, body.roles, await currentRoleIds(db, userId));
    return updateUser(db, userId, body, admin, principal?.sessionId);
  },

  async deleteUser({ db, params, principal }) {
    await deleteUser(db, parseUserId(params.id), await administrator(db, signedIn(principal)));
  },
} satisfies Handlers;
