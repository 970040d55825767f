import type { OrderBoard, OrderRiderOptions, OrderSettings } from '../../src/contract/schema.gen';
import type { CompanyType } from '../../src/domain/company';
import { isActiveStatus, ORDER_STATUSES, orderReaderOf, statusesOf, type OrderStatus } from '../../src/domain/orders';
import type { CompanyScope, Principal } from '../auth/principal';
import type { Db } from '../db';
import { findRiders } from '../repositories/deliveryMen';
import { latestEventIdOf } from '../repositories/orderEvents';
import { saveOrderSettings } from '../repositories/orderSettings';
import { activeOrdersByRider, boardOrders } from '../repositories/orders';
import { cancelOverdueOrders } from './orders';
import { deskCompanies, deskCompany } from './ordersAccess';
import { DEFAULT_ORDER_SETTINGS, settingsByCompany, toOrderSummary } from './ordersAnswers';
import { orderErrors } from './ordersErrors';

const ACTIVE: readonly OrderStatus[] = ORDER_STATUSES.filter(isActiveStatus);
const DONE: readonly OrderStatus[] = statusesOf('done');
const HOUR = 60 * 60_000;

/**
 * The board of the companies of the scope the caller acts on orders for (of one type when asked)
 * at `now`: the orders that waited past their acceptance deadline are cancelled first; then the
 * active orders, those done in the last 2 hours and those cancelled in the last hour, the
 * companies with their settings and counters, and the latest event id.
 */
export async function orderBoard(db: Db, principal: Principal, scope: CompanyScope, type: CompanyType | undefined, now: Date): Promise<OrderBoard> {
  const companies = await deskCompanies(db, principal, scope, type);
  const ids = companies.map((c) => c.row.id);
  await cancelOverdueOrders(db, ids, now);
  const views = await boardOrders(db, ids, { active: ACTIVE, done: DONE }, new Date(now.getTime() - 2 * HOUR), new Date(now.getTime() - HOUR));
  const orders = views.map((view) => toOrderSummary(view, now));
  const settings = await settingsByCompany(db, ids);
  return {
    orders,
    companies: companies.map(({ row }) => {
      const own = orders.filter((o) => o.companyId === row.id && isActiveStatus(o.status));
      return {
        _id: row.id,
        name: row.name,
        type: row.type,
        settings: settings.get(row.id) ?? { ...DEFAULT_ORDER_SETTINGS },
        active: own.length,
        waiting: own.filter((o) => o.status === 'WAIT_COMPANY').length,
        late: own.filter((o) => o.late).length,
      };
    }),
    serverTime: now.toISOString(),
    lastEventId: await latestEventIdOf(db, ids),
  };
}

/** The company one company-scoped call is about: the `Company` header's (400 `company_required` when the scope names several). */
function headerCompanyId(scope: CompanyScope): string {
  if (scope.all || scope.ids.length !== 1 || scope.ids[0] === undefined) {
    throw orderErrors.companyRequired();
  }
  return scope.ids[0];
}

/** The delivery men of the `Company` header's company an order may go to: online first, then by name, each with the active orders it holds. */
export async function orderRiders(db: Db, principal: Principal, scope: CompanyScope): Promise<OrderRiderOptions> {
  // The history's rider filter asks too: the company's order readers may.
  const { row } = await deskCompany(db, principal, scope, headerCompanyId(scope), false, orderReaderOf);
  const riders = await findRiders(db, { companyIds: [row.id] });
  const busy = await activeOrdersByRider(db, row.id, ACTIVE);
  const items = riders.map((rider) => ({
    _id: rider.id,
    name: rider.person_name ?? '',
    phone: rider.phone,
    online: rider.is_online,
    activeOrders: busy.get(rider.id) ?? 0,
  }));
  // A stable sort keeps the riders' order by name within each group.
  return { items: items.sort((a, b) => Number(b.online) - Number(a.online)) };
}

/** Replaces the desk settings of company `companyId` (one the caller acts on orders for, else 404); the schema checks the ranges. */
export async function updateOrderSettings(db: Db, principal: Principal, scope: CompanyScope, companyId: string, body: OrderSettings, now: Date): Promise<OrderSettings> {
  const { row } = await deskCompany(db, principal, scope, companyId);
  const saved = await saveOrderSettings(db, {
    company_id: row.id,
    accept_minutes: body.acceptMinutes,
    prep_minutes: body.prepMinutes,
    repeat_alert: body.repeatAlert,
    auto_print: body.autoPrint,
    updated_at: now,
  });
  return { acceptMinutes: saved.accept_minutes, prepMinutes: saved.prep_minutes, repeatAlert: saved.repeat_alert, autoPrint: saved.auto_print };
}
