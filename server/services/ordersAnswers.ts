import type { Order, OrderHistoryEntry, OrderSettings, OrderSummary } from '../../src/contract/schema.gen';
import { columnOf, isActiveStatus } from '../../src/domain/orders';
import { DEFAULT_ACCEPTANCE_DEADLINE_MINUTES } from '../../src/domain/orderTransitions';
import type { Db } from '../db';
import { orderHistoryOf, type OrderHistoryRow } from '../repositories/orderHistory';
import { orderSettingsOf } from '../repositories/orderSettings';
import { DEFAULT_DELIVERY_MINUTES, orderViewOf, type OrderSummaryView, type OrderView } from '../repositories/orders';
import { errors } from '../errors';

/** The settings of a company that never changed them. */
export const DEFAULT_ORDER_SETTINGS: Readonly<OrderSettings> = Object.freeze({
  acceptMinutes: DEFAULT_ACCEPTANCE_DEADLINE_MINUTES,
  prepMinutes: 20,
  repeatAlert: false,
  autoPrint: false,
});

/** How long an order may be on the way when its company set no delivery time. */

/** The desk settings of these companies, by company (the defaults for those that set none). */
export async function settingsByCompany(db: Db, companyIds: readonly string[]): Promise<Map<string, OrderSettings>> {
  const stored = new Map((await orderSettingsOf(db, companyIds)).map((row) => [row.company_id, row]));
  return new Map(
    companyIds.map((id) => {
      const row = stored.get(id);
      const settings: OrderSettings = row
        ? { acceptMinutes: row.accept_minutes, prepMinutes: row.prep_minutes, repeatAlert: row.repeat_alert, autoPrint: row.auto_print }
        : { ...DEFAULT_ORDER_SETTINGS };
      return [id, settings];
    }),
  );
}

/**
 * Whether an active order is past its time at `now`: past `ready_by` while still at the store
 * (preparing or waiting for a rider), or on the way longer than its company's delivery time.
 */
export function isLate(view: Pick<OrderView, 'status' | 'ready_by' | 'dispatched_at' | 'delivery_minutes'>, now: Date): boolean {
  if (!isActiveStatus(view.status)) return false;
  const column = columnOf(view.status);
  if ((column === 'preparing' || column === 'waitingRider') && view.ready_by) return view.ready_by.getTime() < now.getTime();
  if (column === 'onTheWay' && view.dispatched_at) {
    const minutes = view.delivery_minutes ?? DEFAULT_DELIVERY_MINUTES;
    return now.getTime() - view.dispatched_at.getTime() > minutes * 60_000;
  }
  return false;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** An order as the board and the history list show it at `now`. */
export function toOrderSummary(view: OrderSummaryView, now: Date): OrderSummary {
  return {
    _id: view.id,
    companyId: view.company_id,
    companyName: view.company_name,
    companyType: view.company_type,
    number: view.number,
    status: view.status,
    version: view.version,
    fulfilment: view.fulfilment,
    paymentType: view.payment_type,
    paid: view.paid,
    customerName: view.customer_name,
    total: view.total,
    placedAt: view.placed_at.toISOString(),
    statusAt: view.status_at.toISOString(),
    scheduledFor: iso(view.scheduled_for),
    prepMinutes: view.prep_minutes,
    readyBy: iso(view.ready_by),
    acceptBy: view.status === 'WAIT_COMPANY' ? iso(view.accept_by) : null,
    rider: view.rider_id === null ? null : { _id: view.rider_id, name: view.rider_name ?? '', phone: view.rider_phone ?? '' },
    outcome: view.outcome,
    cancelReason: view.cancel_reason,
    late: isLate(view, now),
  };
}

function toHistoryEntry(row: OrderHistoryRow): OrderHistoryEntry {
  return {
    at: row.at.toISOString(),
    action: row.action,
    from: row.from_status,
    to: row.to_status,
    byUserId: row.by_user_id === null ? null : String(row.by_user_id),
    byName: row.by_name,
    actor: row.actor,
    prepMinutes: row.prep_minutes,
    reason: row.reason,
    outcome: row.outcome,
    riderId: row.rider_id,
  };
}

/** Order `id` whole (items, totals, customer, address, history) at `now`; 404 when it is gone. */
export async function orderAnswer(db: Db, id: string, now: Date): Promise<Order> {
  const view = await orderViewOf(db, id);
  if (!view) throw errors.notFound('order', id);
  const history = await orderHistoryOf(db, id);
  return {
    ...toOrderSummary(view, now),
    items: view.items,
    totals: { items: view.items_total, deliveryFee: view.delivery_fee, discount: view.discount, total: view.total },
    customer: { name: view.customer_name, phone: view.customer_phone },
    address: view.address,
    history: history.map(toHistoryEntry),
  };
}
