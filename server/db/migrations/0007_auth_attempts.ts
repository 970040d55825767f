import { sql, type Kysely } from 'kysely';

/**
 * Counters of sign-in and password-reset attempts (server/auth/postgresAttempts.ts), one row
 * per counter (`sign-in:account:<e-mail>`, `sign-in:address:<address>`, ...). They live in the
 * database, not in a process, so that every API process behind a load balancer counts on the
 * same ones. A row whose window has ended is restarted by the next attempt or pruned.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table auth_attempts (
    key text primary key,
    count integer not null check (count >= 0),
    expires_at timestamptz not null
  )`.execute(db);
  await sql`create index auth_attempts_expires_at_idx on auth_attempts (expires_at)`.execute(db);
}

/** Drops the table. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists auth_attempts`.execute(db);
}
