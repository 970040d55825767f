import { sql } from 'kysely';
import { errors } from '../errors';
import { pageWindow, paginatorPage, paginatorWindow, sortColumn } from '../services/paging';
import { findUserPage, userSearch } from '../services/userList';
import { createUser, deleteUser, getUser, parseUserId, toUsers, updateUser } from '../services/users';
import { assertMayAssignRoles } from '../services/roles';
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

/** User administration: the ACL calls and the user service's. */
export const userHandlers = {
  async getUserById({ db, params }) {
    return getUser(db, parseUserId(params.id));
  },

  async deleteUserById({ db, params, principal }) {
    const id = parseUserId(params.id);
    if (principal?.userId === id) throw errors.conflict('You cannot delete your own user', 'delete_self');
    await deleteUser(db, id);
  },

  async updateUser({ db, body, principal }) {
    const { id, ...patch } = body;
    const userId = parseUserId(id);
    await assertMayAssignRoles(db, principal, patch.roles, await currentRoleIds(db, userId));
    return updateUser(db, userId, patch, principal?.sessionId);
  },

  async findUsers({ db, body }) {
    const page = await findUserPage(db, {
      column: sortColumn(USER_SORT_FIELDS, body.sortField, 'id'),
      direction: body.sortOrder === 'desc' ? 'desc' : 'asc',
      ...pageWindow(body),
      filter: body.filter,
    });
    return { items: await toUsers(db, page.rows), totalCount: page.totalCount };
  },

  async listUsers({ db, query }) {
    const rows = await db.selectFrom('users').selectAll().orderBy('id').limit(query.limit ?? 100).execute();
    return toUsers(db, rows);
  },

  async paginateUsers({ db, query }) {
    const page = query.pageIn ?? 1;
    const size = query.pageOut ?? 10;
    const { offset, limit } = paginatorWindow(page, size);
    let base = db.selectFrom('users');
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
    await assertMayAssignRoles(db, principal, body.roles);
    const user = await createUser(db, body, true);
    reply.header('location', `/api/acl/users/${user.id}`);
    return user;
  },

  async updateUserById({ db, params, body, principal }) {
    const userId = parseUserId(params.id);
    await assertMayAssignRoles(db, principal, body.roles, await currentRoleIds(db, userId));
    return updateUser(db, userId, body, principal?.sessionId);
  },

  async deleteUser({ db, params, principal }) {
    const id = parseUserId(params.id);
    if (principal?.userId === id) throw errors.conflict('You cannot delete your own user', 'delete_self');
    await deleteUser(db, id);
  },
} satisfies Handlers;
