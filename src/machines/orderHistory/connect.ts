import type { SnapshotFrom } from 'xstate';
import type { OrderSummary } from '../../contract/schema.gen';
import { parseOrderHistoryFilters } from '../../domain/orderHistory';
import type { ReadOnlyOrderDrawerProps } from '../../ui/orders/orderDeskTypes';
import type { HistoryOption, HistoryOptions, OrderExportProps, OrderHistoryProps } from '../../ui/orderHistory/orderHistoryTypes';
import type { ListProps } from '../listPaging/connect';
import type { orderExportMachine } from './exportMachine';
import type { orderHistoryMachine } from './machine';
import type { OrderExportEvent, OrderExportTarget, OrderHistoryEvent } from './types';

type HistorySnapshot = Pick<SnapshotFrom<typeof orderHistoryMachine>, 'matches' | 'context'>;
type ExportSnapshot = Pick<SnapshotFrom<typeof orderExportMachine>, 'matches' | 'context'>;

/** The companies of the rows shown (and the one filtered to), by name: the company filter's options when the companies could not be read. */
export function companiesOfRows(rows: readonly OrderSummary[], chosen: string | null): HistoryOption[] {
  const byId = new Map<string, string>();
  for (const row of rows) byId.set(row.companyId, row.companyName);
  if (chosen !== null && !byId.has(chosen)) byId.set(chosen, chosen);
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

function companiesOf(snapshot: HistorySnapshot, rows: readonly OrderSummary[], chosen: string | null): HistoryOptions {
  if (snapshot.matches({ companies: 'none' })) return { status: 'none', options: [] };
  if (snapshot.matches({ companies: 'loading' })) return { status: 'loading', options: companiesOfRows(rows, chosen) };
  if (snapshot.matches({ companies: 'failed' })) return { status: 'failed', options: companiesOfRows(rows, chosen) };
  return { status: 'ready', options: snapshot.context.companies };
}

function ridersOf(snapshot: HistorySnapshot): HistoryOptions {
  if (snapshot.matches({ riders: 'loading' }) || snapshot.matches({ riders: 'checking' })) return { status: 'loading', options: [] };
  if (snapshot.matches({ riders: 'failed' })) return { status: 'failed', options: [] };
  if (snapshot.matches({ riders: 'none' })) return { status: 'none', options: [] };
  return { status: 'ready', options: snapshot.context.riders.map((rider) => ({ id: rider._id, name: rider.name })) };
}

/**
 * The export's props of its snapshot: its state, the file's format, the rows and bytes received
 * of the total, and the callbacks; `target` is what Export asks for (the list as shown), null
 * while there is nothing to export.
 */
export function connectOrderExport(snapshot: ExportSnapshot, send: (event: OrderExportEvent) => void, target: OrderExportTarget | null): OrderExportProps {
  const { context } = snapshot;
  const exporting = snapshot.matches('exporting');
  return {
    status: exporting ? 'exporting' : snapshot.matches('saved') ? 'saved' : snapshot.matches('failed') ? 'failed' : 'idle',
    format: context.request?.format ?? 'csv',
    rows: context.rows,
    bytes: context.bytes,
    total: exporting ? (context.request?.total ?? 0) : (target?.total ?? context.request?.total ?? 0),
    fileName: context.fileName,
    failure: context.failure,
    disabled: target === null || target.total === 0,
    onExport: (format) => {
      if (target) send({ type: 'user.export', request: { ...target, format } });
    },
    onCancel: () => send({ type: 'user.cancel_export' }),
    onDismiss: () => send({ type: 'user.dismiss_export' }),
  };
}

/**
 * The history's props (Zag's `connect`): the list's own (`connectList`), the filters its query
 * holds, the options of the company and rider filters, the order open, and the callbacks sending
 * the screen's events. `now` and `timeZone` are the page's; `exporting` is {@link connectOrderExport}'s.
 * @example <OrderHistory {...connectOrderHistory(snapshot, actor.send, list, exporting, Date.now(), timeZone)} />
 */
export function connectOrderHistory(
  snapshot: HistorySnapshot,
  send: (event: OrderHistoryEvent) => void,
  list: ListProps<OrderSummary>,
  exporting: OrderExportProps,
  now: number,
  timeZone: string,
): OrderHistoryProps {
  const { context } = snapshot;
  const filters = parseOrderHistoryFilters(list.list.query.filters);
  const shownFilters = context.staff ? filters : { ...filters, companyId: null };
  return {
    list: list.list,
    filters: shownFilters,
    staff: context.staff,
    companies: companiesOf(snapshot, list.list.rows, shownFilters.companyId),
    riders: ridersOf(snapshot),
    selectedId: context.open?.orderId ?? null,
    now,
    timeZone,
    exporting,
    onSearch: list.onSearch,
    onSort: list.onSort,
    onPageChange: list.onPageChange,
    onPageSizeChange: list.onPageSizeChange,
    onRetry: list.onRetry,
    onSelectionChange: list.onSelectionChange,
    onFiltersChange: (next) => send({ type: 'user.filter', filters: next }),
    onOpen: (order) => send({ type: 'user.open_order', order: { orderId: order._id, companyId: order.companyId } }),
  };
}

/** The read-only drawer's props, or null while no order is open. */
export function connectHistoryDrawer(snapshot: HistorySnapshot, send: (event: OrderHistoryEvent) => void, timeZone: string): ReadOnlyOrderDrawerProps | null {
  const { context } = snapshot;
  if (snapshot.matches({ drawer: 'closed' })) return null;
  return {
    readOnly: true,
    status: snapshot.matches({ drawer: 'loading' }) ? 'loading' : snapshot.matches({ drawer: 'failed' }) ? 'failed' : 'ready',
    order: context.order,
    failure: context.orderFailure,
    timeZone,
    onClose: () => send({ type: 'user.close_order' }),
    onRetry: () => send({ type: 'user.retry_order' }),
  };
}
