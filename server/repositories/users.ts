import { sql } from 'kysely';
import type { Db } from '../db';

// The users' accounts as sign-in and password changes read and write them (table users).

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
