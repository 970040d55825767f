import { sql, type Kysely } from 'kysely';

/**
 * The answers of writes sent with an `Idempotency-Key` header (server/idempotency.ts). A row is
 * claimed at the start of the write's own transaction and given the answer before it commits,
 * so the key, the write and the answer are durable together or not at all; the primary key
 * makes a second request with the same key wait for the first and then read its answer.
 * Keys belong to the caller and the operation: two users (or two operations) never share one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table idempotency_keys (
    user_id integer not null references users (id) on delete cascade,
    operation text not null,
    key text not null,
    fingerprint text not null,
    status integer,
    body json,
    location text,
    created_at timestamptz not null default now(),
    primary key (user_id, operation, key)
  )`.execute(db);
}

/** Drops the table. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists idempotency_keys`.execute(db);
}
