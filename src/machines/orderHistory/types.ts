import type { ApiError } from '../../contract/apiError';
import type { Order, OrderRiderOption } from '../../contract/schema.gen';
import type { ListQuery } from '../../domain/listQuery';
import type { ExportFormat, OrderHistoryFilters } from '../../domain/orderHistory';

/** A company a staff member may filter the history by. */
export interface CompanyChoice {
  id: string;
  name: string;
}

/** An order of the history, named with its company (the `Company` header of getOrder). */
export interface HistoryOrderRef {
  orderId: string;
  companyId: string;
}

/** What the history screen starts from. */
export interface OrderHistoryInput {
  /** The list query the address holds. */
  query: ListQuery;
  /** Staff (`accessToGlobal`, `accessToRoot`) read every company's orders, and filter by company. */
  staff: boolean;
  /** The session's main company (null for staff): whose riders the rider filter offers. */
  mainCompanyId: string | null;
}

/** The history screen's data; what loads, fails or is open is its state. */
export interface OrderHistoryContext {
  staff: boolean;
  mainCompanyId: string | null;
  /** The company whose riders the rider filter offers: the company filter's, else the main company; null for none. */
  ridersCompanyId: string | null;
  riders: OrderRiderOption[];
  companies: CompanyChoice[];
  /** The order open in the drawer. */
  open: HistoryOrderRef | null;
  order: Order | null;
  orderFailure: ApiError | null;
}

/** Every event the history screen accepts (the list's own go to the list it invokes). */
export type OrderHistoryEvent =
  /** New filters from the filter bar: the list asks again from page 1; a new company reads its riders. */
  | { type: 'user.filter'; filters: OrderHistoryFilters }
  /** A row opened (click or Enter): its order is read and shown read-only. */
  | { type: 'user.open_order'; order: HistoryOrderRef }
  | { type: 'user.close_order' }
  | { type: 'user.retry_order' };

/** What the screen offers to export: the list's query as shown, how many rows it holds, and the file's language. */
export interface OrderExportTarget {
  query: ListQuery;
  /** The list's `totalDocs`: the bar's 100 %. */
  total: number;
  language: 'pt-BR' | 'en';
}

/** What an export is asked for: the list as shown, in a file of `format`. */
export interface OrderExportRequest extends OrderExportTarget {
  format: ExportFormat;
}

/** The export's data; whether it runs, finished or failed is its state. */
export interface OrderExportContext {
  request: OrderExportRequest | null;
  /** Rows received so far (a CSV's lines; an XLSX file's rows are known only to the reader of its zip). */
  rows: number;
  /** Bytes received so far. */
  bytes: number;
  /** The file saved last. */
  fileName: string | null;
  failure: ApiError | null;
}

/** Every event the export accepts: the user's, and those its download actor sends back. */
export type OrderExportEvent =
  | { type: 'user.export'; request: OrderExportRequest }
  | { type: 'user.cancel_export' }
  | { type: 'user.dismiss_export' }
  | { type: 'export.rows'; rows: number; bytes: number }
  | { type: 'export.saved'; fileName: string; rows: number; bytes: number }
  | { type: 'export.failed'; error: ApiError };
