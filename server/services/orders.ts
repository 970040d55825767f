import { randomBytes } from 'node:crypto';
import type { Updateable } from 'kysely';
import type { Order, OrderPlacement, OrderTransition } from '../../src/contract/schema.gen';
import { columnOf } from '../../src/domain/orders';
import { ACCEPTANCE_DEADLINE_REASON, checkPlacement, checkTransition, type OrderActor, type TransitionNext } from '../../src/domain/orderTransitions';
import type { CompanyScope, Principal } from '../auth/principal';
import { inTransaction, type Db } from '../db';
import type { CompanyRow, OrdersTable } from '../db/schema';
import { errors } from '../errors';
import { companyRowOf } from '../repositories/companies';
import { findRider } from '../repositories/deliveryMen';
import { appendOrderEvent } from '../repositories/orderEvents';
import { insertOrderHistory, lastOrderMove } from '../repositories/orderHistory';
import { insertOrder, nextOrderNumber, overdueWaitingOrders, updateOrder, type OrderRow } from '../repositories/orders';
import { openStateOf } from './openingHours';
import { deskOrder } from './ordersAccess';
import { DEFAULT_ORDER_SETTINGS, orderAnswer, settingsByCompany } from './ordersAnswers';
import { orderErrors } from './ordersErrors';
import { placementProblem } from './ordersPlacement';

/** Who makes a move: a user (by id and name), or the platform (null). */
export type MoveAuthor = { id: number; fullname: string } | null;

/** What a placing or a move leaves: the order, and whether it entered WAIT_COMPANY (the new-order alert rings). */
export interface OrderChange {
  order: Order;
  entersWaitCompany: boolean;
}

const minutesAfter = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000);

/** A new order id: 24 hex digits, as the platform's ids. */
function newOrderId(): string {
  return randomBytes(12).toString('hex');
}

/** Whether the caller places as the platform: root, or an application user that is not a company's. */
function isPlatformUser(principal: Principal): boolean {
  return principal.user.is_root || (principal.user.is_application && principal.user.company_id === null);
}

/** The one company a placing is for: the `Company` header's (400 `company_required` when the scope names several). */
function placingCompanyId(scope: CompanyScope): string {
  if (scope.all || scope.ids.length !== 1 || scope.ids[0] === undefined) throw orderErrors.companyRequired();
  return scope.ids[0];
}

/**
 * Places `body` for the company of the request's `Company` header at `now`, as the platform:
 * checked whole (a 400 naming the first broken rule, nothing saved), the company taking orders
 * and open unless the order is scheduled (409), then the order with its number, its history
 * entry and its event in one transaction.
 */
export async function placeOrder(db: Db, principal: Principal, scope: CompanyScope, body: OrderPlacement, now: Date): Promise<OrderChange> {
  if (!isPlatformUser(principal)) throw orderErrors.placingRefused();
  const placement = checkPlacement('platform', body.status);
  // The contract's enum admits only the placing statuses: a refusal here is a body past its schema.
  if (!placement.ok) throw errors.conflict(placement.message, 'illegal_transition');
  const companyId = placingCompanyId(scope);
  const problem = placementProblem(body, now);
  if (problem) throw problem;
  const company = await companyRowOf(db, companyId);
  if (!company) throw orderErrors.companyRequired();
  if (company.type === 'partner') throw orderErrors.companyTakesNoOrders(company.name);
  if (placement.status !== 'SCHEDULED' && !(await openStateOf(db, company, now)).isOpen) throw orderErrors.companyClosed(company.name);
  const settings = (await settingsByCompany(db, [company.id])).get(company.id);
  const acceptMinutes = settings?.acceptMinutes ?? DEFAULT_ORDER_SETTINGS.acceptMinutes;

  return inTransaction(db, async (trx) => {
    const number = await nextOrderNumber(trx, company.id);
    const row = await insertOrder(trx, {
      id: newOrderId(),
      company_id: company.id,
      number,
      status: placement.status,
      version: 1,
      fulfilment: body.fulfilment,
      payment_type: body.paymentType,
      paid: body.paid,
      items: JSON.stringify(
        body.items.map((item) => ({
          name: item.name.trim(),
          quantity: item.quantity,
          unitPrice: item.unitPrice,
          notes: item.notes.trim(),
          complements: item.complements.map((c) => ({ name: c.name.trim(), quantity: c.quantity, unitPrice: c.unitPrice })),
        })),
      ),
      items_total: body.totals.items,
      delivery_fee: body.totals.deliveryFee,
      discount: body.totals.discount,
      total: body.totals.total,
      customer_name: body.customer.name.trim(),
      customer_phone: body.customer.phone,
      address: body.address
        ? JSON.stringify({
            street: body.address.street.trim(),
            number: body.address.number.trim(),
            district: body.address.district.trim(),
            city: body.address.city.trim(),
            complement: body.address.complement.trim(),
            coordinates: [body.address.coordinates[0] ?? 0, body.address.coordinates[1] ?? 0],
          })
        : null,
      scheduled_for: body.scheduledFor === null ? null : new Date(body.scheduledFor),
      accept_by: placement.status === 'WAIT_COMPANY' ? minutesAfter(now, acceptMinutes) : null,
      placed_at: now,
      status_at: now,
      updated_at: now,
    });
    await insertOrderHistory(trx, {
      order_id: row.id,
      at: now,
      action: 'place',
      from_status: null,
      to_status: row.status,
      by_user_id: null,
      by_name: null,
      actor: 'platform',
      prep_minutes: null,
      reason: null,
      outcome: null,
      rider_id: null,
    });
    await appendOrderEvent(trx, { companyId: row.company_id, orderId: row.id, status: row.status, version: row.version });
    return { order: await orderAnswer(trx, row.id, now), entersWaitCompany: row.status === 'WAIT_COMPANY' };
  });
}

/**
 * Writes a granted move of `order` (its company `company`) at `now`: the order's next state with
 * its version + 1, the history entry, and the event, in `trx`.
 */
async function applyMove(trx: Db, order: OrderRow, company: Pick<CompanyRow, 'id'>, next: TransitionNext, actor: OrderActor, author: MoveAuthor, now: Date): Promise<OrderRow> {
  const changes: Updateable<OrdersTable> = {
    status: next.status,
    version: order.version + 1,
    rider_id: next.riderId,
    status_at: now,
    updated_at: now,
  };
  if (next.action === 'accept' && next.prepMinutes !== null) {
    changes.prep_minutes = next.prepMinutes;
    changes.accepted_at = now;
    changes.ready_by = minutesAfter(now, next.prepMinutes);
  }
  if (next.status === 'WAIT_COMPANY') {
    const settings = (await settingsByCompany(trx, [company.id])).get(company.id);
    changes.accept_by = minutesAfter(now, settings?.acceptMinutes ?? DEFAULT_ORDER_SETTINGS.acceptMinutes);
  }
  if (next.action === 'confirmPayment') changes.paid = true;
  if (next.outcome !== null) changes.outcome = next.outcome;
  if (next.status === 'CANCELED') changes.cancel_reason = next.reason;
  if (columnOf(next.status) === 'onTheWay' && columnOf(order.status) !== 'onTheWay') changes.dispatched_at = now;
  const moved = await updateOrder(trx, order.id, changes);
  await insertOrderHistory(trx, {
    order_id: order.id,
    at: now,
    action: next.action,
    from_status: order.status,
    to_status: next.status,
    by_user_id: author?.id ?? null,
    by_name: author?.fullname ?? null,
    actor,
    prep_minutes: next.prepMinutes,
    reason: next.reason,
    outcome: next.outcome,
    rider_id: next.riderId,
  });
  await appendOrderEvent(trx, { companyId: moved.company_id, orderId: moved.id, status: moved.status, version: moved.version });
  return moved;
}

/**
 * Moves order `id` as `body` asks, as the caller's role on its company, at `now`: 404 when the
 * caller does not act on its orders, 409 `stale_version` naming who changed it since `body.version`,
 * the transition table's refusals, 400 `unknown_delivery_man` for a rider not of the company.
 */
export async function transitionOrder(db: Db, principal: Principal, scope: CompanyScope, id: string, body: OrderTransition, now: Date): Promise<OrderChange> {
  return inTransaction(db, async (trx) => {
    const { order, row: company, actor } = await deskOrder(trx, principal, scope, id, true);
    if (body.version !== order.version) {
      const last = await lastOrderMove(trx, order.id);
      throw orderErrors.staleVersion(body.version, order.version, order.status, last?.by_name ?? 'the platform');
    }
    const check = checkTransition({ status: order.status, fulfilment: order.fulfilment, riderId: order.rider_id, companyType: company.type }, actor, body);
    if (!check.ok) throw orderErrors.refusedMove(check);
    const { next } = check;
    if (next.riderId !== null && next.riderId !== order.rider_id && !(await findRider(trx, [company.id], next.riderId))) {
      throw orderErrors.unknownDeliveryMan(next.riderId);
    }
    await applyMove(trx, order, company, next, actor, { id: principal.user.id, fullname: principal.user.fullname }, now);
    return { order: await orderAnswer(trx, order.id, now), entersWaitCompany: next.status === 'WAIT_COMPANY' };
  });
}

/**
 * Cancels, as the platform, the orders of these companies (null: every company) that waited in
 * WAIT_COMPANY past their acceptance deadline at `now` (reason `acceptance_deadline`, with history
 * and event); answers how many.
 */
export async function cancelOverdueOrders(db: Db, companyIds: readonly string[] | null, now: Date): Promise<number> {
  return inTransaction(db, async (trx) => {
    const overdue = await overdueWaitingOrders(trx, companyIds, now);
    let cancelled = 0;
    for (const order of overdue) {
      const company = await companyRowOf(trx, order.company_id);
      if (!company) continue;
      const check = checkTransition(
        { status: order.status, fulfilment: order.fulfilment, riderId: order.rider_id, companyType: company.type },
        'platform',
        { to: 'CANCELED', reason: ACCEPTANCE_DEADLINE_REASON },
      );
      if (!check.ok) continue;
      await applyMove(trx, order, company, check.next, 'platform', null, now);
      cancelled += 1;
    }
    return cancelled;
  });
}
