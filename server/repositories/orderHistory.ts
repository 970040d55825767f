import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db';
import type { OrderHistoryTable } from '../db/schema';

// Every move of an order: who, when, from and to (table order_history).

export type OrderHistoryRow = Selectable<OrderHistoryTable>;

export async function insertOrderHistory(db: Db, values: Insertable<OrderHistoryTable>): Promise<void> {
  await db.insertInto('order_history').values(values).execute();
}

/** The moves of order `orderId`, oldest first. */
export function orderHistoryOf(db: Db, orderId: string): Promise<OrderHistoryRow[]> {
  return db.selectFrom('order_history').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

/** The latest move of order `orderId`, or undefined. */
export function lastOrderMove(db: Db, orderId: string): Promise<OrderHistoryRow | undefined> {
  return db.selectFrom('order_history').selectAll().where('order_id', '=', orderId).orderBy('id', 'desc').limit(1).executeTakeFirst();
}
