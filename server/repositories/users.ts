import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../db';
import type { NewUser, UserRow, UserUpdateRow } from '../db/schema';

// The users' accounts (table users); the users lists are in userList.ts.

/** What sign-in checks of the account of `email` (whatever its case), or undefined when there is none. */
export function findSignInAccount(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'password_hash', 'disabled', 'company_id'])
    .where(sql<string>`lower(email)`, '=', email)
    .executeTakeFirst();
}

/** Stores user `userId`'s new password hash; answers who it was, or undefined for an unknown id. */
export function setPasswordHash(db: Db, userId: number, passwordHash: string) {
  return db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: new Date() })
    .where('id', '=', userId)
    .returning(['id', 'email', 'company_id'])
    .executeTakeFirst();
}

/** How many users belong to application `applicationId`. */
export async function userCountOfApplication(db: Db, applicationId: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('application_id', '=', applicationId)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** The user `id`, or undefined. */
export function userRowOf(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Locks the user `id` until the transaction ends; answers whether it is root, or undefined when there is none. */
export function lockUserRow(db: Db, id: number): Promise<{ id: number; is_root: boolean } | undefined> {
  return db.selectFrom('users').select(['id', 'is_root']).where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Whether a user other than `exceptId` has `value` (lower case) in `field`, whatever its case. */
export async function userFieldTaken(db: Db, field: 'email' | 'username', value: string, exceptId?: number): Promise<boolean> {
  let query = db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(${sql.ref(field)})`, '=', value);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export function insertUser(db: Db, values: NewUser): Promise<UserRow> {
  return db.insertInto('users').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Changes the user `id`'s columns in `changes`. */
export async function updateUserRow(db: Db, id: number, changes: UserUpdateRow): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', id).execute();
}

/** Deletes the user `id`; answers whether it was root, or undefined when there was none. */
export function deleteUserRow(db: Db, id: number): Promise<{ is_root: boolean } | undefined> {
  return db.deleteFrom('users').where('id', '=', id).returning('is_root').executeTakeFirst();
}

/**
 * Locks every root user's row until the transaction ends, so that two writes each leaving one
 * root (two roots deleting each other at once) run one after the other and the second sees the first.
 */
export async function lockRootUsers(db: Db): Promise<void> {
  await db.selectFrom('users').select('id').where('is_root', '=', true).forUpdate().execute();
}

/**
 * How many enabled root users administer users: those without a role granting anything (the
 * fallback set) and those whose roles grant accessToRoot.
 */
export async function rootAdministratorCount(db: Db): Promise<number> {
  const row = await sql<{ n: number }>`
    select count(*)::int as n from users u
    where u.is_root and not u.disabled and (
      not exists (
        select 1 from user_roles ur join role_permissions rp on rp.role_id = ur.role_id where ur.user_id = u.id
      )
      or exists (
        select 1 from user_roles ur
        join role_permissions rp on rp.role_id = ur.role_id
        join permissions p on p.id = rp.permission_id
        where ur.user_id = u.id and p.name = 'accessToRoot'
      )
    )`.execute(db);
  return row.rows[0]?.n ?? 0;
}

/**
 * The users visible to caller `callerId` acting for the companies `companyIds`, as a condition on
 * `users`: the caller itself, and the users who are not root and whose companies (one at least)
 * are all of `companyIds`.
 */
export function usersVisibleTo(callerId: number, companyIds: readonly string[]): RawBuilder<SqlBool> {
  const theirs = sql<SqlBool>`(c.id = users.company_id or array[c.franchise_id] <@ users.franchises
    or (users.is_application and c.application_id = users.application_id))`;
  const allowed = companyIds.length > 0 ? sql<SqlBool>`c.id in (${sql.join(companyIds)})` : sql<SqlBool>`false`;
  return sql<SqlBool>`(users.id = ${callerId} or (not users.is_root
    and exists (select 1 from companies c where ${theirs})
    and not exists (select 1 from companies c where ${theirs} and not ${allowed})))`;
}
