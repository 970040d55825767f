// The props of the order reports' views, in one place: the connect functions of
// src/machines/orderReports are typed from these.
import type { LateOrdersReport, NewOrdersReport, OrderSummary, OrderTotalsReport } from '../../contract/schema.gen';
import type { DayRange, RangePreset } from '../../domain/orderReports';
import type { FailureView } from '../errorTexts';

/** Where a report stands: the first read (nothing to show yet), shown, or its last read failed (the last report, if any, still shown). */
export type ReportStatus = 'loading' | 'ready' | 'failed';

/** A company of the filter's options. */
export interface ReportCompanyOption {
  id: string;
  name: string;
}

/** Staff's company filter: every company, or one. */
export interface ReportCompanyFilterProps {
  companies: readonly ReportCompanyOption[];
  /** The company the report reads (null: every company). */
  companyId: string | null;
  onCompany: (companyId: string | null) => void;
}

/** What every report view shows around its numbers. */
export interface ReportFrameProps {
  status: ReportStatus;
  /** A read is on its way over a report already shown. */
  refreshing: boolean;
  /** Why the last read failed, said in the reports' words. */
  failure: FailureView | null;
  /** Reads the report again (the Refresh button, and Try again after a failure). */
  onRefresh: () => void;
  /** The company filter, for staff; null for a company's user. */
  companyFilter: ReportCompanyFilterProps | null;
}

/** Props of `NewOrdersReportView`. */
export interface NewOrdersReportProps extends ReportFrameProps {
  report: NewOrdersReport | null;
  /** How often it reads itself again, in seconds (null: only when asked). */
  refreshEverySeconds: number | null;
}

/** Props of `LateOrdersReportView`. */
export interface LateOrdersReportProps extends ReportFrameProps {
  report: LateOrdersReport | null;
  refreshEverySeconds: number | null;
  /** Opens a late order on its board; null for an order the user may not open there. */
  openerOf: (order: OrderSummary) => (() => void) | null;
}

/** One bar of a totals chart. */
export interface TotalsChartBar {
  label: string;
  /** Cents. */
  total: number;
  count: number;
}

/** Props of the totals chart (loaded lazily with its library). */
export interface OrderTotalsChartProps {
  /** The days of the range, oldest first: the line of totals by day. */
  days: readonly TotalsChartBar[];
  /** The totals by payment type, largest first: the bars. */
  paymentTypes: readonly TotalsChartBar[];
  /** `R$ 1.234,50`: how the axes and the legend say an amount of cents. */
  formatMoney: (cents: number) => string;
  /** The charts' accessible names. */
  dayTitle: string;
  paymentTitle: string;
}

/** Props of `OrderTotalsReportView`. */
export interface OrderTotalsReportProps extends ReportFrameProps {
  report: OrderTotalsReport | null;
  /** The days asked, both included. */
  range: DayRange;
  /** The preset whose days these are, if any. */
  preset: RangePreset | null;
  onRange: (range: DayRange) => void;
  onPreset: (preset: RangePreset) => void;
}
