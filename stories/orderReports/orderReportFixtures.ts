// Reports to show the order report views with, at a fixed instant (never the real clock). São Paulo
// is UTC−3 all year: 2025-03-12T15:30:00Z is Wednesday 12 March, 12:30 there.
import type { LateOrdersReport, NewOrdersReport, OrderSummary, OrderTotalsGroup, OrderTotalsReport } from '../../src/contract/schema.gen';
import type { LateOrdersReportProps, NewOrdersReportProps, OrderTotalsReportProps } from '../../src/ui/orderReports/orderReportTypes';
import { BOARD_ORDERS, NEW_ORDER } from '../orders/orderFixtures';

/** Wednesday 12 March 2025, 12:30 in São Paulo: the server's clock of the reports. */
export const REPORT_TIME = '2025-03-12T15:30:00Z';

export const COMPANY_OPTIONS = [
  { id: 'c-cantina', name: 'Cantina da Nonna' },
  { id: 'c-mercado', name: 'Mercado Bom Preço' },
];

/** Today's new orders: the Cantina with two waiting (one since 12:23:30) and acceptance times, the Mercado with none accepted. */
export const NEW_ORDERS_REPORT: NewOrdersReport = {
  day: '2025-03-12',
  timeZone: 'America/Sao_Paulo',
  serverTime: REPORT_TIME,
  companies: [
    { companyId: 'c-cantina', companyName: 'Cantina da Nonna', companyType: 'restaurant', placed: 18, waiting: 2, accepted: 14, canceled: 2, medianAcceptSeconds: 95, p90AcceptSeconds: 245 },
    { companyId: 'c-mercado', companyName: 'Mercado Bom Preço', companyType: 'supermarket', placed: 1, waiting: 1, accepted: 0, canceled: 0, medianAcceptSeconds: null, p90AcceptSeconds: null },
  ],
  waiting: BOARD_ORDERS.filter((order) => order.status === 'WAIT_COMPANY').sort((a, b) => a.placedAt.localeCompare(b.placedAt)),
};

/** The late orders: one past its ready time at the store (#120, 6 min), one on the road for 20 min (#115). */
export const LATE_ORDERS: OrderSummary[] = BOARD_ORDERS.filter((order) => order._id === 'o-120' || order._id === 'o-115').map((order) => ({ ...order, late: true }));

/** A supermarket's late order (#88, picking past its time) the Cantina's operator may not open on a board. */
export const MARKET_LATE_ORDER: OrderSummary = {
  ...NEW_ORDER,
  _id: 'o-88',
  companyId: 'c-mercado',
  companyName: 'Mercado Bom Preço',
  companyType: 'supermarket',
  number: 88,
  status: 'ACCEPT_SHOPPER',
  customerName: 'Lúcia Prado',
  placedAt: '2025-03-12T14:30:00Z',
  statusAt: '2025-03-12T14:35:00Z',
  readyBy: '2025-03-12T15:05:00Z',
  acceptBy: null,
  late: true,
};

export const LATE_REPORT: LateOrdersReport = {
  serverTime: REPORT_TIME,
  companies: [
    { companyId: 'c-cantina', companyName: 'Cantina da Nonna', companyType: 'restaurant', open: 6, late: 2 },
    { companyId: 'c-mercado', companyName: 'Mercado Bom Preço', companyType: 'supermarket', open: 1, late: 1 },
  ],
  orders: [MARKET_LATE_ORDER, ...LATE_ORDERS],
};

function group(key: string, label: string, count: number, canceled: number, total: number): OrderTotalsGroup {
  const kept = count - canceled;
  return { key, label, count, canceled, total, averageTicket: kept > 0 ? Math.round(total / kept) : 0, cancellationRate: count > 0 ? canceled / count : 0 };
}

const DAY_TOTALS: Array<[number, number, number]> = [
  [12, 1, 52_340],
  [9, 0, 41_210],
  [15, 2, 63_980],
  [11, 1, 47_450],
  [20, 3, 88_120],
  [24, 2, 110_300],
  [8, 0, 35_600],
  [13, 1, 56_900],
  [10, 0, 44_100],
  [14, 2, 60_250],
  [17, 1, 75_430],
  [6, 0, 26_800],
];

/** The first 12 days of March 2025: 159 orders, 13 cancelled, R$ 7.024,80 in all. */
export const TOTALS_REPORT: OrderTotalsReport = {
  from: '2025-03-01T03:00:00.000Z',
  to: '2025-03-13T03:00:00.000Z',
  timeZone: 'America/Sao_Paulo',
  overall: group('all', 'all', 159, 13, 702_480),
  byDay: DAY_TOTALS.map(([count, canceled, total], index) => group(`2025-03-${String(index + 1).padStart(2, '0')}`, `2025-03-${String(index + 1).padStart(2, '0')}`, count, canceled, total)),
  byCompany: [group('c-cantina', 'Cantina da Nonna', 120, 9, 512_380), group('c-mercado', 'Mercado Bom Preço', 39, 4, 190_100)],
  byPaymentType: [group('app card', 'app card', 80, 5, 380_000), group('PIX', 'PIX', 45, 4, 200_480), group('money', 'money', 34, 4, 122_000)],
  byStatus: [group('FINISHED', 'FINISHED', 140, 0, 650_000), group('DELIVERED', 'DELIVERED', 6, 0, 52_480), group('CANCELED', 'CANCELED', 13, 13, 0)],
  cancelReasons: [
    { reason: 'acceptance_deadline', count: 6 },
    { reason: 'out_of_stock', count: 4 },
    { reason: 'Cliente mudou de ideia', count: 2 },
    { reason: null, count: 1 },
  ],
};

/** The same days, one company alone. */
export const CANTINA_TOTALS: OrderTotalsReport = {
  ...TOTALS_REPORT,
  overall: group('all', 'all', 120, 9, 512_380),
  byCompany: [group('c-cantina', 'Cantina da Nonna', 120, 9, 512_380)],
};

/** No orders in the range. */
export const EMPTY_TOTALS: OrderTotalsReport = {
  ...TOTALS_REPORT,
  overall: group('all', 'all', 0, 0, 0),
  byDay: TOTALS_REPORT.byDay.map((day) => group(day.key, day.label, 0, 0, 0)),
  byCompany: [],
  byPaymentType: [],
  byStatus: [],
  cancelReasons: [],
};

type Spy = () => () => void;

const frame = (spy: Spy) => ({
  status: 'ready' as const,
  refreshing: false,
  failure: null,
  onRefresh: spy(),
  companyFilter: { companies: COMPANY_OPTIONS, companyId: null, onCompany: spy() },
});

/** The new orders view's props as staff see them, each callback made by `spy` (`fn` in stories, `vi.fn` in view tests), then `overrides`. */
export function newOrdersProps(spy: Spy, overrides: Partial<NewOrdersReportProps> = {}): NewOrdersReportProps {
  return { ...frame(spy), report: NEW_ORDERS_REPORT, refreshEverySeconds: 30, ...overrides };
}

/** The late orders view's props: the restaurants' orders open on their board (one `spy` callback), the supermarket's not. */
export function lateOrdersProps(spy: Spy, overrides: Partial<LateOrdersReportProps> = {}): LateOrdersReportProps {
  const open = spy();
  return {
    ...frame(spy),
    report: LATE_REPORT,
    refreshEverySeconds: 30,
    openerOf: (order: OrderSummary) => (order.companyType === 'restaurant' ? open : null),
    ...overrides,
  };
}

/** The totals view's props: 1 to 12 March 2025, this month's preset. */
export function totalsProps(spy: Spy, overrides: Partial<OrderTotalsReportProps> = {}): OrderTotalsReportProps {
  return {
    ...frame(spy),
    report: TOTALS_REPORT,
    range: { from: '2025-03-01', to: '2025-03-12' },
    preset: 'thisMonth',
    onRange: spy(),
    onPreset: spy(),
    ...overrides,
  };
}
