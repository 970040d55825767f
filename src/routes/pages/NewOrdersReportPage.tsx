import { useState } from 'react';
import { companyInSearch } from '../../domain/orderReports';
import { connectNewOrdersReport } from '../../machines/orderReports/connect';
import { REPORT_REFRESH_MS } from '../../machines/orderReports/machine';
import { NewOrdersReportView } from '../../ui/orderReports/NewOrdersReportView';
import { useOrderReport } from './orderReportPage';

/**
 * `/report/new-order` (issue 25): today's new orders per company and those waiting now, read again
 * every 30 s; staff filter by company (`?company=<id>`).
 */
export default function NewOrdersReportPage() {
  const [companyId] = useState(() => companyInSearch(window.location.search));
  const { actor, snapshot, staff } = useOrderReport({ kind: 'newOrders', companyId }, REPORT_REFRESH_MS);
  return <NewOrdersReportView {...connectNewOrdersReport(snapshot, actor.send, { staff })} />;
}
