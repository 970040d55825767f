import type { ApiError } from '../../contract/apiError';
import type { LateOrdersReport, NewOrdersReport, OrderTotalsReport } from '../../contract/schema.gen';
import type { CompanyQuery, TotalsQuery } from '../../domain/orderReports';

/** A company a report reads, as its company filter offers it. */
export interface ReportCompany {
  id: string;
  name: string;
}

/** What one report screen asks: today's new orders, the totals of some days, or the late orders; each of one company or of all. */
export type OrderReportQuery = (CompanyQuery & { kind: 'newOrders' }) | (TotalsQuery & { kind: 'totals' }) | (CompanyQuery & { kind: 'late' });

/** A report as read, with the kind of its query. */
export type OrderReportAnswer =
  | { kind: 'newOrders'; report: NewOrdersReport }
  | { kind: 'totals'; report: OrderTotalsReport }
  | { kind: 'late'; report: LateOrdersReport };

/** What a report screen starts from: the query its address holds, and how often it reads itself again (null: only when asked). */
export interface OrderReportInput {
  query: OrderReportQuery;
  refreshMs: number | null;
}

/** A report screen's data; loading, failing and waiting are its states. */
export interface OrderReportContext {
  query: OrderReportQuery;
  /** The last answer to `query`; null until the first, and again when the query changes. Kept when a later read fails. */
  answer: OrderReportAnswer | null;
  /** Why the last read failed; cleared by the next answer. The view translates it. */
  failure: ApiError | null;
  /** The company filter's options: those of the last unfiltered answer, and any a filtered one named. */
  companies: ReportCompany[];
  refreshMs: number | null;
}

/** Every event a report screen takes. */
export type OrderReportEvent = { type: 'user.refresh' } | { type: 'user.query'; query: OrderReportQuery };
