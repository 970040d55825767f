import type { CompanyType } from '../../src/domain/company';
import { orderActorOf, orderReaderOf } from '../../src/domain/orders';
import type { CompanyScope, Principal } from '../auth/principal';
import type { Db } from '../db';
import type { CompanyRow } from '../db/schema';
import { errors } from '../errors';
import { companyRowOf } from '../repositories/companies';
import { orderRowOf, type OrderRow } from '../repositories/orders';
import { isInScope } from './companies';

/** Who acts on a company's orders: an operator of the company, or staff. */
export type DeskActor = 'company' | 'staff';

/** A company the caller acts on orders for, and as whom. */
export interface DeskCompany {
  row: CompanyRow;
  actor: DeskActor;
}

/** The caller of a company-scoped operation (the guard made sure there is one). */
export function callerOf(principal: Principal | null, scope: CompanyScope | null): { principal: Principal; scope: CompanyScope } {
  if (!principal || !scope) throw errors.unauthenticated();
  return { principal, scope };
}

/**
 * The companies of the request's scope whose orders the caller acts on (src/domain/orders.ts
 * `orderActorOf`), narrowed to one type when asked, by name; 403 when none is left.
 */
export async function deskCompanies(db: Db, principal: Principal, scope: CompanyScope, type?: CompanyType): Promise<DeskCompany[]> {
  let query = db.selectFrom('companies').selectAll();
  if (!scope.all) query = scope.ids.length === 0 ? query.where('id', '=', '') : query.where('id', 'in', scope.ids);
  if (type) query = query.where('type', '=', type);
  const rows = await query.orderBy('name').orderBy('id').execute();
  const companies = rows.flatMap((row) => {
    const actor = orderActorOf(principal.permissions, row.type);
    return actor === null ? [] : [{ row, actor }];
  });
  if (companies.length === 0) throw errors.forbidden('Your order permissions cover none of the companies you act for');
  return companies;
}

/** Company `id` when the caller acts on its orders (or, with `roleOf` = `orderReaderOf`, reads them), else a 404 (unknown, out of scope, or not the caller's). */
export async function deskCompany(db: Db, principal: Principal, scope: CompanyScope, id: string, lock = false, roleOf = orderActorOf): Promise<DeskCompany> {
  const row = isInScope(scope, id) ? await companyRowOf(db, id, lock) : undefined;
  const actor = row ? roleOf(principal.permissions, row.type) : null;
  if (!row || actor === null) throw errors.notFound('company', id);
  return { row, actor };
}

/** Order `id` with its company when the caller acts on that company's orders, else a 404; `lock` holds the order's row. */
export async function deskOrder(db: Db, principal: Principal, scope: CompanyScope, id: string, lock = false): Promise<{ order: OrderRow } & DeskCompany> {
  const order = await orderRowOf(db, id, lock);
  const row = order && isInScope(scope, order.company_id) ? await companyRowOf(db, order.company_id) : undefined;
  const actor = row ? orderActorOf(principal.permissions, row.type) : null;
  if (!order || !row || actor === null) throw errors.notFound('order', id);
  return { order, row, actor };
}

/** The companies whose orders a caller reads, as the history and the reports query them. */
export interface ReadCompanies {
  /** The companies read, by name. */
  companies: DeskCompany[];
  /** Their ids for a query; null when they are every company (staff over the whole platform), so that no list of ids is sent. */
  companyIds: string[] | null;
}

/**
 * The companies of the request's scope whose orders the caller reads (src/domain/orders.ts
 * `orderReaderOf`: the desk's operators and staff, and the report permissions on their own
 * company), by name; 403 when none is left. The `Company` header narrows the scope to one.
 */
export async function readerCompanies(db: Db, principal: Principal, scope: CompanyScope): Promise<ReadCompanies> {
  let query = db.selectFrom('companies').selectAll();
  if (!scope.all) query = scope.ids.length === 0 ? query.where('id', '=', '') : query.where('id', 'in', scope.ids);
  const rows = await query.orderBy('name').orderBy('id').execute();
  const companies = rows.flatMap((row) => {
    const actor = orderReaderOf(principal.permissions, row.type);
    return actor === null ? [] : [{ row, actor }];
  });
  if (companies.length === 0) throw errors.forbidden('Your order permissions cover none of the companies you act for');
  const everyCompany = scope.all && companies.length === rows.length;
  return { companies, companyIds: everyCompany ? null : companies.map((c) => c.row.id) };
}

/**
 * {@link readerCompanies}' ids alone: null at once when the scope is every company and the
 * caller reads every kind of company there is (staff), from the kinds rather than every company's
 * row (the history's page reads this on each call).
 */
export async function readerCompanyIds(db: Db, principal: Principal, scope: CompanyScope): Promise<string[] | null> {
  if (scope.all) {
    const types = await db.selectFrom('companies').select('type').distinct().execute();
    if (types.length > 0 && types.every((row) => orderReaderOf(principal.permissions, row.type) !== null)) return null;
  }
  return (await readerCompanies(db, principal, scope)).companyIds;
}

/** Order `id` with its company when the caller reads that company's orders (`orderReaderOf`), else a 404. */
export async function readerOrder(db: Db, principal: Principal, scope: CompanyScope, id: string): Promise<{ order: OrderRow } & DeskCompany> {
  const order = await orderRowOf(db, id, false);
  const row = order && isInScope(scope, order.company_id) ? await companyRowOf(db, order.company_id) : undefined;
  const actor = row ? orderReaderOf(principal.permissions, row.type) : null;
  if (!order || !row || actor === null) throw errors.notFound('order', id);
  return { order, row, actor };
}
