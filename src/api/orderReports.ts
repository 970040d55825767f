/**
 * The order reports' calls (issue 25, tag orders of the contract), typed with openapi-fetch;
 * failures are thrown as `ApiError` values (see ./errors). Each reads one company (`companyId`) or,
 * with none, every company the caller may read: the `Company` header then asks for all of them
 * rather than the session's main company.
 */
import { EVERY_COMPANY, type ApiClients } from './client';
import { unwrap } from './errors';
import type { LateOrdersReport, NewOrdersReport, OrderTotalsReport } from '../contract/schema.gen';

/** The `Company` header of a report: one company, or (null) every company the caller reads. */
function reportCompanyHeader(companyId: string | null): { Company: string } {
  return { Company: companyId || EVERY_COMPANY };
}

/** Today's orders per company, with acceptance times, and the orders waiting now (GET /v2/orders/reports/new-orders). */
export function getNewOrdersReport(clients: ApiClients, query: { companyId: string | null; timeZone: string }): Promise<NewOrdersReport> {
  return unwrap(
    clients.api.GET('/v2/orders/reports/new-orders', { params: { query: { timeZone: query.timeZone }, header: reportCompanyHeader(query.companyId) } }),
  );
}

/** The totals of the orders placed in `[from, to)`, by day of `timeZone`, company, payment type and status (GET /v2/orders/reports/totals). */
export function getOrderTotals(
  clients: ApiClients,
  query: { companyId: string | null; from: string; to: string; timeZone: string },
): Promise<OrderTotalsReport> {
  return unwrap(
    clients.api.GET('/v2/orders/reports/totals', {
      params: { query: { from: query.from, to: query.to, timeZone: query.timeZone }, header: reportCompanyHeader(query.companyId) },
    }),
  );
}

/** The open orders past their expected time, per company and one by one (GET /v2/orders/reports/late). */
export function getLateOrdersReport(clients: ApiClients, query: { companyId: string | null }): Promise<LateOrdersReport> {
  return unwrap(clients.api.GET('/v2/orders/reports/late', { params: { header: reportCompanyHeader(query.companyId) } }));
}
