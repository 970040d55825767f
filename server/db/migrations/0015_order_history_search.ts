import { sql, type Kysely } from 'kysely';

/**
 * The order history's slow cases at 5,000,000 orders (measured on PostgreSQL, issue 25), each
 * given an index:
 * - a company's orders searched by a word of the customer's name: the trigram index of 0013 finds
 *   the word in every company's orders and each row was then read to keep the company's (a word
 *   the company has none of took 4 s); `orders_company_search_trgm` holds the company with the
 *   trigrams (btree_gin lets a GIN index hold the company id), so only the company's matches are read
 *   (60 ms);
 * - the order number across every company (staff searching `1234`): `orders_number_idx`;
 * - a status with a payment type or fulfilment across every company: `orders_status_idx` carries
 *   them, so the rows of a status that match none are skipped in the index (3.2 s to 110 ms).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Test files migrate schemas of one server at the same time; extensions are per database.
  await sql`select pg_advisory_xact_lock(hashtext('create extension btree_gin'))`.execute(db);
  const installed = await sql<{ found: boolean }>`select exists (select 1 from pg_extension where extname = 'btree_gin') as found`.execute(db);
  if (!installed.rows[0]?.found) {
    // In `public` when there is one, so that dropping a schema (a test's) never takes the extension along.
    const hasPublic = await sql<{ found: boolean }>`select exists (select 1 from pg_namespace where nspname = 'public') as found`.execute(db);
    await (hasPublic.rows[0]?.found ? sql`create extension btree_gin schema public` : sql`create extension btree_gin`).execute(db);
  }
  const trgm = await sql<{ schema: string }>`
    select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'`.execute(db);
  const schema = trgm.rows[0]?.schema;
  if (schema === undefined) throw new Error('pg_trgm is not installed (migration 0005 installs it)');
  const statements = [
    sql`create index orders_company_search_trgm on orders using gin (company_id, search_name ${sql.id(schema, 'gin_trgm_ops')})`,
    sql`create index orders_number_idx on orders (number)`,
    sql`drop index orders_status_idx`,
    sql`create index orders_status_idx on orders (status, placed_at desc, id desc) include (company_id, payment_type, fulfilment)`,
  ];
  for (const statement of statements) await statement.execute(db);
}

/** Back to the indexes of migration 0013 (btree_gin stays: other databases of the server may use it). */
export async function down(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`drop index orders_status_idx`,
    sql`create index orders_status_idx on orders (status, placed_at desc, id desc)`,
    sql`drop index orders_number_idx`,
    sql`drop index orders_company_search_trgm`,
  ];
  for (const statement of statements) await statement.execute(db);
}
