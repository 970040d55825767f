// The order history's fixtures, at a fixed instant (never the real clock): the board's orders of
// stories/orders, placed over a few days, with the list, filter and export states of the screen.
import type { OrderSummary } from '../../src/contract/schema.gen';
import type { ListQuery } from '../../src/domain/listQuery';
import { NO_ORDER_FILTERS } from '../../src/domain/orderHistory';
import type { PagedListState } from '../../src/ui/lists/listTypes';
import type { OrderExportProps, OrderHistoryProps } from '../../src/ui/orderHistory/orderHistoryTypes';
import { BOARD_ORDERS, CANCELED_ORDER, NOW, ON_THE_WAY_ORDER, RIDERS } from '../orders/orderFixtures';

export { NOW };

/** Newest first, as the history starts. */
export const HISTORY_QUERY: ListQuery = { page: 1, size: 10, sort: { field: 'placedAt', direction: 'desc' }, search: '', filters: {} };

const DAY_MS = 86_400_000;

/** Ten orders of the last days: the board's, settled, one cancelled, one late, placed an hour and a day apart. */
export const HISTORY_ROWS: OrderSummary[] = [...BOARD_ORDERS, { ...ON_THE_WAY_ORDER, _id: 'o-h1', number: 98 }, { ...CANCELED_ORDER, _id: 'o-h2', number: 97 }]
  .slice(0, 10)
  .map((order, index) => ({
    ...order,
    placedAt: new Date(NOW.getTime() - index * (DAY_MS / 4) - 40 * 60_000).toISOString(),
    status: index === 0 ? 'FINISHED' : order.status,
    rider: index === 0 ? { _id: 'r-1', name: 'Beatriz Dias', phone: '5511999990001' } : order.rider,
  }));

/** A list state: `rows` on page 1 of `totalCount`. */
export function historyList(overrides: Partial<PagedListState<OrderSummary>> = {}): PagedListState<OrderSummary> {
  return {
    status: 'ready',
    rows: HISTORY_ROWS,
    totalCount: 248,
    query: HISTORY_QUERY,
    searchText: '',
    selected: [],
    loadError: null,
    actionLoading: false,
    dialog: null,
    ...overrides,
  };
}

/** The export's button, nothing asked yet, each callback made by `spy`, then `overrides`. */
export function exportProps(spy: () => () => void, overrides: Partial<OrderExportProps> = {}): OrderExportProps {
  return { status: 'idle', format: 'csv', rows: 0, bytes: 0, total: 248, fileName: null, failure: null, disabled: false, onExport: spy(), onCancel: spy(), onDismiss: spy(), ...overrides };
}

/** A company user's history, read, no filter, each callback made by `spy`, then `overrides`. */
export function historyProps(spy: () => () => void, overrides: Partial<OrderHistoryProps> = {}): OrderHistoryProps {
  return {
    list: historyList(),
    filters: NO_ORDER_FILTERS,
    staff: false,
    companies: { status: 'none', options: [] },
    riders: { status: 'ready', options: RIDERS.map((rider) => ({ id: rider._id, name: rider.name })) },
    selectedId: null,
    now: NOW.getTime(),
    timeZone: 'America/Sao_Paulo',
    exporting: exportProps(spy),
    onSearch: spy(),
    onSort: spy(),
    onPageChange: spy(),
    onPageSizeChange: spy(),
    onRetry: spy(),
    onSelectionChange: spy(),
    onFiltersChange: spy(),
    onOpen: spy(),
    ...overrides,
  };
}
