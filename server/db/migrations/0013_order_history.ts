import { sql, type Kysely } from 'kysely';

/**
 * The accented letters the order history's name search folds, and the letters they fold to, one
 * for one (capitals included: `lower` leaves accented capitals alone under the C collation).
 * The column below folds the stored names with them; the search folds its text with the same
 * two strings (server/repositories/orders.ts `foldSearchText`), so both sides always agree.
 */
export const FOLD_FROM = 'àáâãäåāăąèéêëēĕėęěìíîïĩīĭįòóôõöøōŏőùúûüũūŭůűųçćĉċčñńņňýÿŷÀÁÂÃÄÅĀĂĄÈÉÊËĒĔĖĘĚÌÍÎÏĨĪĬĮÒÓÔÕÖØŌŎŐÙÚÛÜŨŪŬŮŰŲÇĆĈĊČÑŃŅŇÝŸŶ';
export const FOLD_TO = 'aaaaaaaaaeeeeeeeeeiiiiiiiiooooooooouuuuuuuuuucccccnnnnyyyaaaaaaaaaeeeeeeeeeiiiiiiiiooooooooouuuuuuuuuucccccnnnnyyy';

/**
 * The order history at scale (issue 25: 5,000,000 orders, a page in 20 ms whatever the filters):
 * - `search_name`: the customer's name lower-cased with its accents removed, and `phone_digits`:
 *   the digits of the phone, both computed by the database from the row (generated columns, so
 *   every way an order is written fills them and existing rows get them now), each with a pg_trgm
 *   GIN index, so that a search by words of the name or digits of the phone reads its matches
 *   through the index (pg_trgm is installed by migration 0005, on PGlite too);
 * - the history read newest first, by company (`orders_history_idx`, rebuilt) or across every
 *   company (staff), carries the status, payment type and fulfilment, so that the usual filters are
 *   checked in the index without reading the rows; the same by total for the sort by total;
 * - by rider (replacing the rider index of 0012, which counted a rider's active orders) and by
 *   status (the late orders and a status across every company), newest first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const trgm = await sql<{ schema: string }>`
    select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'`.execute(db);
  const schema = trgm.rows[0]?.schema;
  if (schema === undefined) throw new Error('pg_trgm is not installed (migration 0005 installs it)');
  const ops = sql.id(schema, 'gin_trgm_ops');
  const statements = [
    sql`alter table orders
      add column search_name text generated always as (translate(lower(customer_name), ${sql.lit(FOLD_FROM)}, ${sql.lit(FOLD_TO)})) stored,
      add column phone_digits text generated always as (regexp_replace(customer_phone, '[^0-9]', '', 'g')) stored`,
    sql`create index orders_search_name_trgm on orders using gin (search_name ${ops})`,
    sql`create index orders_phone_digits_trgm on orders using gin (phone_digits ${ops})`,
    sql`drop index orders_history_idx`,
    sql`create index orders_history_idx on orders (company_id, placed_at desc, id desc) include (status, payment_type, fulfilment)`,
    sql`create index orders_placed_idx on orders (placed_at desc, id desc) include (status, payment_type, fulfilment)`,
    sql`create index orders_company_total_idx on orders (company_id, total desc, id desc) include (placed_at, status, payment_type, fulfilment)`,
    sql`create index orders_total_idx on orders (total desc, id desc) include (placed_at, status, payment_type, fulfilment)`,
    sql`drop index orders_rider_idx`,
    sql`create index orders_rider_idx on orders (rider_id, placed_at desc, id desc) where rider_id is not null`,
    sql`create index orders_status_idx on orders (status, placed_at desc, id desc)`,
  ];
  for (const statement of statements) await statement.execute(db);
}

/** Back to the columns and indexes of migration 0012. */
export async function down(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`drop index orders_status_idx`,
    sql`drop index orders_rider_idx`,
    sql`create index orders_rider_idx on orders (rider_id) where rider_id is not null`,
    sql`drop index orders_total_idx`,
    sql`drop index orders_company_total_idx`,
    sql`drop index orders_placed_idx`,
    sql`drop index orders_history_idx`,
    sql`create index orders_history_idx on orders (company_id, placed_at desc, id desc)`,
    sql`drop index orders_phone_digits_trgm`,
    sql`drop index orders_search_name_trgm`,
    sql`alter table orders drop column phone_digits, drop column search_name`,
  ];
  for (const statement of statements) await statement.execute(db);
}
