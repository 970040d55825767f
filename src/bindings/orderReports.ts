/** Bindings of the order reports: the report machine with the real calls of `src/api/orderReports.ts`. */
import { fromPromise } from 'xstate';
import type { ApiClients } from '../api/client';
import { getLateOrdersReport, getNewOrdersReport, getOrderTotals } from '../api/orderReports';
import { DEFAULT_TIME_ZONE } from '../domain/company';
import { rangeInstants } from '../domain/orderReports';
import { orderReportMachine } from '../machines/orderReports/machine';
import type { OrderReportAnswer, OrderReportQuery } from '../machines/orderReports/types';

/** The reports count calendar days on the platform's clock (São Paulo), as the order desk shows times. */
export const REPORT_TIME_ZONE = DEFAULT_TIME_ZONE;

/** Reads the report a query asks for. */
export async function loadOrderReport(clients: ApiClients, query: OrderReportQuery): Promise<OrderReportAnswer> {
  switch (query.kind) {
    case 'newOrders':
      return { kind: 'newOrders', report: await getNewOrdersReport(clients, { companyId: query.companyId, timeZone: REPORT_TIME_ZONE }) };
    case 'totals':
      return {
        kind: 'totals',
        report: await getOrderTotals(clients, { companyId: query.companyId, timeZone: REPORT_TIME_ZONE, ...rangeInstants(query, REPORT_TIME_ZONE) }),
      };
    case 'late':
      return { kind: 'late', report: await getLateOrdersReport(clients, { companyId: query.companyId }) };
  }
}

/**
 * A report screen's machine with its real call; the page provides `queryChanged` (the address).
 * @example createActor(createOrderReportMachine(clients), { input: { query: { kind: 'late', companyId: null }, refreshMs: REPORT_REFRESH_MS } }).start();
 */
export function createOrderReportMachine(clients: ApiClients) {
  return orderReportMachine.provide({
    actors: { loadReport: fromPromise<OrderReportAnswer, OrderReportQuery>(({ input }) => loadOrderReport(clients, input)) },
  });
}
