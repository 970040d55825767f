import { useState } from 'react';
import { REPORT_TIME_ZONE } from '../../bindings/orderReports';
import { todayIn, totalsQueryOf } from '../../domain/orderReports';
import { connectOrderTotalsReport } from '../../machines/orderReports/connect';
import { OrderTotalsReportView } from '../../ui/orderReports/OrderTotalsReportView';
import { useOrderReport } from './orderReportPage';

/**
 * `/report/group-order` (issue 25): the totals of the orders placed in a range of days (this month
 * unless the address says `?from=&to=`), by day, company, payment type and status; staff filter by
 * company (`?company=<id>`). Read when asked, not on a timer.
 */
export default function OrderTotalsReportPage() {
  const [today] = useState(() => todayIn(Date.now(), REPORT_TIME_ZONE));
  const [query] = useState(() => ({ kind: 'totals' as const, ...totalsQueryOf(window.location.search, today) }));
  const { actor, snapshot, staff } = useOrderReport(query, null);
  return <OrderTotalsReportView {...connectOrderTotalsReport(snapshot, actor.send, { staff, today })} />;
}
