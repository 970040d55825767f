import { sql, type Kysely } from 'kysely';

/**
 * The users list at scale (a million users):
 * - `search_key`: username, e-mail and full name lower-cased in one stored column, with a
 *   pg_trgm GIN index, so a search of three or more characters finds its matches through
 *   the index whichever of the three fields they are in;
 * - b-tree indexes on every sort field with `id` as the tie-breaker, so a page is read in
 *   index order and the deferred join reads only the page's rows;
 * - `user_list_stats`: the number of users and a version of their order, kept by triggers,
 *   so the unfiltered list counts without scanning and the server knows when positions it
 *   remembered are stale. Every write to `users` updates this one row, which serialises
 *   writers of users (they are rare: administration and registration).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Test files migrate schemas of one server at the same time; extensions are per database.
  await sql`select pg_advisory_xact_lock(hashtext('create extension pg_trgm'))`.execute(db);
  const installed = await sql<{ schema: string }>`
    select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'`.execute(db);
  let schema = installed.rows[0]?.schema;
  if (schema === undefined) {
    // In `public` when there is one, so that dropping a schema (a test's) never takes the extension along.
    const hasPublic = await sql<{ found: boolean }>`
      select exists (select 1 from pg_namespace where nspname = 'public') as found`.execute(db);
    schema = hasPublic.rows[0]?.found ? 'public' : undefined;
    await (schema ? sql`create extension pg_trgm schema public` : sql`create extension pg_trgm`).execute(db);
    const created = await sql<{ schema: string }>`
      select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'`.execute(db);
    schema = created.rows[0]?.schema;
  }
  if (schema === undefined) throw new Error('pg_trgm did not install');

  const statements = [
    // '\n' separates the fields: a search text holding it is matched field by field instead.
    sql`alter table users add column search_key text generated always as
      (lower(username) || E'\n' || lower(email) || E'\n' || lower(fullname)) stored`,
    sql`create index users_search_key_trgm on users using gin (search_key ${sql.id(schema, 'gin_trgm_ops')})`,
    sql`create index users_username_order on users (username, id)`,
    sql`create index users_email_order on users (email, id)`,
    sql`create index users_fullname_order on users (fullname, id)`,
    sql`create index users_created_at_order on users (created_at, id)`,
    sql`create table user_list_stats (
      singleton boolean primary key default true check (singleton),
      row_count bigint not null,
      version bigint not null
    )`,
    sql`insert into user_list_stats (row_count, version) select count(*), 1 from users`,
    sql`create function user_list_stats_added() returns trigger language plpgsql as $$
      begin
        update user_list_stats set row_count = row_count + (select count(*) from added), version = version + 1;
        return null;
      end $$`,
    sql`create function user_list_stats_removed() returns trigger language plpgsql as $$
      begin
        update user_list_stats set row_count = row_count - (select count(*) from removed), version = version + 1;
        return null;
      end $$`,
    sql`create function user_list_stats_reordered() returns trigger language plpgsql as $$
      begin
        update user_list_stats set version = version + 1;
        return null;
      end $$`,
    sql`create function user_list_stats_emptied() returns trigger language plpgsql as $$
      begin
        update user_list_stats set row_count = 0, version = version + 1;
        return null;
      end $$`,
    sql`create trigger users_list_added after insert on users
      referencing new table as added for each statement execute function user_list_stats_added()`,
    sql`create trigger users_list_removed after delete on users
      referencing old table as removed for each statement execute function user_list_stats_removed()`,
    sql`create trigger users_list_reordered after update of id, username, email, fullname, created_at on users
      for each statement execute function user_list_stats_reordered()`,
    sql`create trigger users_list_emptied after truncate on users
      for each statement execute function user_list_stats_emptied()`,
  ];
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`drop trigger users_list_emptied on users`,
    sql`drop trigger users_list_reordered on users`,
    sql`drop trigger users_list_removed on users`,
    sql`drop trigger users_list_added on users`,
    sql`drop function user_list_stats_emptied()`,
    sql`drop function user_list_stats_reordered()`,
    sql`drop function user_list_stats_removed()`,
    sql`drop function user_list_stats_added()`,
    sql`drop table user_list_stats`,
    sql`drop index users_created_at_order`,
    sql`drop index users_fullname_order`,
    sql`drop index users_email_order`,
    sql`drop index users_username_order`,
    sql`drop index users_search_key_trgm`,
    sql`alter table users drop column search_key`,
  ];
  for (const statement of statements) await statement.execute(db);
}
