// The props of the order history's views, in one place: its connect functions
// (src/machines/orderHistory/connect.ts) are typed from these.
import type { OrderSummary } from '../../contract/schema.gen';
import type { ExportFormat, OrderHistoryFilters } from '../../domain/orderHistory';
import type { FailureView } from '../errorTexts';
import type { PagedListEvents, PagedListState } from '../lists/listTypes';

/** A company or a rider the filter bar offers. */
export interface HistoryOption {
  id: string;
  name: string;
}

/** Where a filter's options stand: not offered (none), being read, read, or failed. */
export type HistoryOptionsStatus = 'none' | 'loading' | 'ready' | 'failed';

/** A filter's options and where they stand. */
export interface HistoryOptions {
  status: HistoryOptionsStatus;
  options: readonly HistoryOption[];
}

/** Where the export stands: not asked, streaming, the file saved, or failed. */
export type OrderExportStatus = 'idle' | 'exporting' | 'saved' | 'failed';

/** Props of `OrderExport`: its button, progress bar and Cancel, and its outcome. */
export interface OrderExportProps {
  status: OrderExportStatus;
  /** The format of the export running or ended (`csv` before the first). */
  format: ExportFormat;
  /** Rows received so far (a CSV's; an XLSX file's are counted by its reader only). */
  rows: number;
  /** Bytes received so far. */
  bytes: number;
  /** Rows the list holds (`totalDocs`): the bar's 100 %. */
  total: number;
  /** The file saved (status `saved`). */
  fileName: string | null;
  /** Why it failed (status `failed`). */
  failure: FailureView | null;
  /** True while there is nothing to export (no rows, or the list not read yet). */
  disabled: boolean;
  /** Export the list as a file of `format`. */
  onExport: (format: ExportFormat) => void;
  onCancel: () => void;
  onDismiss: () => void;
}

/** Props of `OrderHistory`: the filter bar, the table, the paginator and the export. */
export interface OrderHistoryProps extends PagedListEvents {
  /** The list machine's view (`connectList`'s `list`). */
  list: PagedListState<OrderSummary>;
  /** The filters the list's query holds. */
  filters: OrderHistoryFilters;
  /** Staff see the company column and filter by company. */
  staff: boolean;
  companies: HistoryOptions;
  riders: HistoryOptions;
  /** The order open in the drawer: its row is marked. */
  selectedId: string | null;
  /** The instant "today" is read at (the presets' days). */
  now: number;
  /** The calendar of the dates shown and picked. */
  timeZone: string;
  exporting: OrderExportProps;
  /** New filters: the list goes back to page 1 and loads. */
  onFiltersChange: (filters: OrderHistoryFilters) => void;
  /** A row opened (click, Enter or Space). */
  onOpen: (order: OrderSummary) => void;
}
