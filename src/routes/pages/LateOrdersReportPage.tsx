import { useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import type { OrderSummary } from '../../contract/schema.gen';
import { boardPathOf, companyInSearch } from '../../domain/orderReports';
import { connectLateOrdersReport } from '../../machines/orderReports/connect';
import { REPORT_REFRESH_MS } from '../../machines/orderReports/machine';
import { LateOrdersReportView } from '../../ui/orderReports/LateOrdersReportView';
import { useOrderReport } from './orderReportPage';

/**
 * `/report/shopping-cart` (issue 25): the open orders past their expected time, by company and one
 * by one, read again every 30 s; a late order opens on its board (`/shopping-cart/{type}?order=`)
 * when the user may open that board.
 */
export default function LateOrdersReportPage() {
  const [companyId] = useState(() => companyInSearch(window.location.search));
  const { actor, snapshot, staff, permissions } = useOrderReport({ kind: 'late', companyId }, REPORT_REFRESH_MS);
  const [, go] = useLocation();
  const openerOf = useCallback(
    (order: OrderSummary) => {
      const path = boardPathOf(order, permissions);
      return path === null ? null : () => go(path);
    },
    [permissions, go],
  );
  return <LateOrdersReportView {...connectLateOrdersReport(snapshot, actor.send, { staff, openerOf })} />;
}
