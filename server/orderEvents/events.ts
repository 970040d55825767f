import { sql, type RawBuilder } from 'kysely';
import type { CompanyType } from '../../src/domain/company';
import type { Db } from '../db';

/** The channel every append notifies (`select pg_notify('order_events', ...)` in the append's transaction). */
export const ORDER_EVENTS_CHANNEL = 'order_events';

/** One row of `order_events`, with the type of its company (which board it belongs to). */
export interface StoredOrderEvent {
  /** The event id (a bigserial, kept as text: it may outgrow a JavaScript number). */
  id: string;
  companyId: string;
  /** Null when the company is gone. */
  companyType: CompanyType | null;
  orderId: string;
  status: string;
  version: number;
}

/** Which events a stream carries: those of these companies (null: every company) whose company is of one of these types. */
export interface OrderEventFilter {
  companyIds: ReadonlySet<string> | null;
  types: ReadonlySet<CompanyType>;
}

/** Whether `event` is one `filter` lets through. */
export function isInFilter(filter: OrderEventFilter, event: StoredOrderEvent): boolean {
  if (filter.companyIds !== null && !filter.companyIds.has(event.companyId)) return false;
  return event.companyType !== null && filter.types.has(event.companyType);
}

interface EventRow {
  id: string;
  company_id: string;
  company_type: CompanyType | null;
  order_id: string;
  status: string;
  version: number;
}

function toEvent(row: EventRow): StoredOrderEvent {
  return { id: row.id, companyId: row.company_id, companyType: row.company_type, orderId: row.order_id, status: row.status, version: Number(row.version) };
}

// The table is written by the orders' append (server/repositories/orderEvents.ts); it is read here
// with plain SQL so that the reader needs nothing of the writer's types.
async function selectEvents(db: Db, where: RawBuilder<unknown>, limit: number): Promise<StoredOrderEvent[]> {
  const result = await sql<EventRow>`
    select e.id::text as id, e.company_id, c.type as company_type, e.order_id, e.status, e.version
    from order_events e left join companies c on c.id = e.company_id
    where ${where}
    order by e.id
    limit ${limit}`.execute(db);
  return result.rows.map(toEvent);
}

/** The events of these ids (those that exist), in id order. */
export function eventsById(db: Db, ids: readonly string[]): Promise<StoredOrderEvent[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return selectEvents(db, sql`e.id in (${sql.join(ids.map((id) => sql`${id}::bigint`))})`, ids.length);
}

/** At most `limit` events after event `afterId` that `filter` lets through (every company's when null), in id order. */
export function eventsAfter(db: Db, afterId: string, filter: OrderEventFilter | null, limit: number): Promise<StoredOrderEvent[]> {
  const conditions: RawBuilder<unknown>[] = [sql`e.id > ${afterId}::bigint`];
  if (filter) {
    if (filter.companyIds !== null) conditions.push(sql`e.company_id in (${sql.join([...filter.companyIds])})`);
    conditions.push(sql`c.type in (${sql.join([...filter.types])})`);
  }
  return selectEvents(db, sql.join(conditions, sql` and `), limit);
}

/** The id of the latest event ('0' when there is none). */
export async function latestEventId(db: Db): Promise<string> {
  const result = await sql<{ id: string }>`select coalesce(max(id), 0)::text as id from order_events`.execute(db);
  return result.rows[0]?.id ?? '0';
}

/** Deletes the events older than `maxAgeHours` (the stream resumes within a day); answers how many went. */
export async function pruneOrderEvents(db: Db, maxAgeHours = 24): Promise<number> {
  const result = await sql`delete from order_events where at < now() - make_interval(hours => ${maxAgeHours})`.execute(db);
  return Number(result.numAffectedRows ?? 0n);
}
