import { sql, type Kysely } from 'kysely';

/**
 * The order reports (issue 25: the totals of a month over 5,000,000 orders in 200 ms): the orders
 * by the time placed carrying everything the totals count (company, status, payment type, total,
 * cancellation reason), so that a range, or one day of it, is counted from the index alone (an
 * index-only scan, no row read): across every company (staff), and by company first for the
 * reports of one company or a few (a month of one company is then its own stretch of the index).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create index orders_report_idx on orders (placed_at) include (company_id, status, payment_type, total, cancel_reason)`,
    sql`create index orders_company_report_idx on orders (company_id, placed_at) include (status, payment_type, total, cancel_reason)`,
  ];
  for (const statement of statements) await statement.execute(db);
}

/** Drops the reports' indexes. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ['orders_company_report_idx', 'orders_report_idx']) await sql`drop index ${sql.id(index)}`.execute(db);
}
