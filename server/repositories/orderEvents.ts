import { sql, type SqlBool } from 'kysely';
import type { Db } from '../db';

// The order events the live stream reads (table order_events; server/orderEvents reads them).

/** What one change of an order says. */
export interface OrderEventValues {
  companyId: string;
  orderId: string;
  status: string;
  version: number;
}

/**
 * Appends the event of one change of an order and notifies channel `order_events` with the new
 * row as JSON (its id as text), both in `trx`: the notification goes out when the change commits,
 * and not at all when it rolls back. Answers the event id.
 */
export async function appendOrderEvent(trx: Db, event: OrderEventValues): Promise<string> {
  const inserted = await sql<{ id: string; payload: string }>`
    with row as (
      insert into order_events (company_id, order_id, status, version)
      values (${event.companyId}, ${event.orderId}, ${event.status}, ${event.version})
      returning id, company_id, order_id, status, version, at)
    select id::text as id, json_build_object('id', id::text, 'company_id', company_id, 'order_id', order_id,
      'status', status, 'version', version, 'at', at)::text as payload from row`.execute(trx);
  const row = inserted.rows[0];
  if (!row) throw new Error('appendOrderEvent: the event was not inserted');
  await sql`select pg_notify('order_events', ${row.payload})`.execute(trx);
  return row.id;
}

/** The id of the latest event of these companies (null: every company), '0' when there is none. */
export async function latestEventIdOf(db: Db, companyIds: readonly string[] | null): Promise<string> {
  let query = db.selectFrom('order_events').select(sql<string>`coalesce(max(id), 0)::text`.as('id'));
  if (companyIds !== null) query = companyIds.length === 0 ? query.where(sql<SqlBool>`false`) : query.where('company_id', 'in', companyIds);
  const row = await query.executeTakeFirst();
  return row?.id ?? '0';
}
