import { companyTypes, type CompanyType } from '../../src/domain/company';
import { orderActorOf } from '../../src/domain/orders';
import type { CompanyScope, Principal } from '../auth/principal';
import type { Db } from '../db';
import { errors } from '../errors';
import type { OrderEventFilter } from './events';

/**
 * The events a caller's stream carries: those of the companies of the request's scope whose type
 * the caller acts on orders for (src/domain/orders.ts `orderActorOf`), narrowed to one board's
 * type when asked. 403 when that leaves no company.
 */
export async function eventFilterFor(db: Db, principal: Principal | null, scope: CompanyScope | null, type?: CompanyType): Promise<OrderEventFilter> {
  // A company-scoped operation always has both; neither would mean the guard did not run.
  if (!principal || !scope) throw errors.unauthenticated();
  const types = companyTypes.filter((t) => (type === undefined || t === type) && orderActorOf(principal.permissions, t) !== null);
  if (types.length === 0) throw errors.forbidden();
  if (scope.all) return { companyIds: null, types: new Set(types) };
  const rows = scope.ids.length === 0 ? [] : await db.selectFrom('companies').select(['id', 'type']).where('id', 'in', scope.ids).execute();
  const ids = rows.filter((row) => types.includes(row.type)).map((row) => row.id);
  if (ids.length === 0) throw errors.forbidden();
  return { companyIds: new Set(ids), types: new Set(types) };
}

/**
 * The event a resume starts after: the `Last-Event-ID` header, else the `lastEventId` query; null
 * when neither is given. 400 for anything but an event id (digits).
 */
export function resumePoint(header: string | string[] | undefined, query: string | undefined): string | null {
  const value = (Array.isArray(header) ? header[0] : header) ?? query;
  if (value === undefined || value === '') return null;
  if (!/^\d{1,18}$/.test(value)) throw errors.badRequest('Last-Event-ID must be the id of an order event (digits)', 'validation');
  return value;
}
