import { lateOrdersReport, newOrdersReport, orderTotals } from '../services/orderReports';
import { callerOf } from '../services/ordersAccess';
import type { Handlers } from './types';

/**
 * The order reports (issue 25): the totals of a range, today's new orders and the late ones, of
 * the companies the caller reads orders of (one with the `Company` header).
 */
export const orderReportHandlers = {
  async getOrderTotals({ db, principal, scope, query }) {
    const caller = callerOf(principal, scope);
    return orderTotals(db, caller.principal, caller.scope, query);
  },

  async getNewOrdersReport({ db, principal, scope, query, now }) {
    const caller = callerOf(principal, scope);
    return newOrdersReport(db, caller.principal, caller.scope, query, now());
  },

  async getLateOrdersReport({ db, principal, scope, now }) {
    const caller = callerOf(principal, scope);
    return lateOrdersReport(db, caller.principal, caller.scope, now());
  },
} satisfies Handlers;
