// Orders to show the order desk with, at a fixed instant (never the real clock). São Paulo is
// UTC−3 all year: 2025-03-12T15:30:00Z is Wednesday 12 March, 12:30 there, the lunch peak.
import type { Order, OrderBoardCompany, OrderHistoryEntry, OrderRiderOption, OrderSummary } from '../../src/contract/schema.gen';
import type { OrderStatus, PaymentType } from '../../src/domain/orders';
import type { OrderMove } from '../../src/domain/orderTransitions';
import type { OrderBoardProps, OrderDrawerProps } from '../../src/ui/orders/orderDeskTypes';

/** Wednesday 12 March 2025, 12:30 in São Paulo. */
export const NOW = new Date('2025-03-12T15:30:00Z');

const CANTINA = { companyId: 'c-cantina', companyName: 'Cantina da Nonna', companyType: 'restaurant' } as const;
const MERCADO = { companyId: 'c-mercado', companyName: 'Mercado Bom Preço', companyType: 'supermarket' } as const;
const SUSHI = { companyId: 'c-sushi', companyName: 'Sushi Kenzo', companyType: 'restaurant' } as const;

/** An order on the board: a new one, placed at 12:25, to accept by 12:33. */
export const NEW_ORDER: OrderSummary = {
  _id: 'o-124',
  ...CANTINA,
  number: 124,
  status: 'WAIT_COMPANY',
  version: 1,
  fulfilment: 'delivery',
  paymentType: 'app card',
  paid: true,
  customerName: 'Ana Paula Souza',
  total: 4590,
  placedAt: '2025-03-12T15:25:00Z',
  statusAt: '2025-03-12T15:25:00Z',
  scheduledFor: null,
  prepMinutes: null,
  readyBy: null,
  acceptBy: '2025-03-12T15:33:00Z',
  rider: null,
  outcome: null,
  cancelReason: null,
  late: false,
};

/** A board with one order in each column (awaiting payment included), some late, one pickup, one cash. */
export const BOARD_ORDERS: OrderSummary[] = [
  { ...NEW_ORDER, _id: 'o-130', number: 130, status: 'SCHEDULED', customerName: 'Bruno Lima', total: 8900, placedAt: '2025-03-12T13:00:00Z', statusAt: '2025-03-12T13:00:00Z', scheduledFor: '2025-03-12T22:30:00Z', acceptBy: null },
  { ...NEW_ORDER, _id: 'o-131', number: 131, status: 'AWAITING_PAYMENT', paymentType: 'PIX', paid: false, customerName: 'Carla Dias', total: 3250, placedAt: '2025-03-12T15:28:00Z', statusAt: '2025-03-12T15:28:00Z', acceptBy: null },
  NEW_ORDER,
  { ...NEW_ORDER, _id: 'o-125', number: 125, paymentType: 'money', paid: false, customerName: 'Diego Martins', total: 2790, placedAt: '2025-03-12T15:23:30Z', statusAt: '2025-03-12T15:23:30Z', acceptBy: '2025-03-12T15:31:30Z' },
  { ...NEW_ORDER, _id: 'o-120', number: 120, status: 'IN_PREPARATION', version: 2, customerName: 'Elisa Rocha', total: 6120, placedAt: '2025-03-12T15:02:00Z', statusAt: '2025-03-12T15:04:00Z', prepMinutes: 20, readyBy: '2025-03-12T15:24:00Z', acceptBy: null, late: true },
  { ...NEW_ORDER, _id: 'o-121', number: 121, status: 'IN_PREPARATION', version: 2, fulfilment: 'pickup', customerName: 'Fábio Nunes', total: 1990, placedAt: '2025-03-12T15:10:00Z', statusAt: '2025-03-12T15:12:00Z', prepMinutes: 25, readyBy: '2025-03-12T15:37:00Z', acceptBy: null },
  { ...NEW_ORDER, _id: 'o-118', number: 118, status: 'AWAIT_DELIVERYMAN', version: 3, customerName: 'Gabriela Reis', total: 5400, placedAt: '2025-03-12T14:50:00Z', statusAt: '2025-03-12T15:15:00Z', prepMinutes: 20, readyBy: '2025-03-12T15:12:00Z', acceptBy: null },
  { ...NEW_ORDER, _id: 'o-115', number: 115, status: 'DELIVERY_ROUTE', version: 6, paymentType: 'money', paid: false, customerName: 'Heitor Alves', total: 7350, placedAt: '2025-03-12T14:30:00Z', statusAt: '2025-03-12T15:10:00Z', prepMinutes: 20, readyBy: '2025-03-12T14:52:00Z', acceptBy: null, rider: { _id: 'r-1', name: 'João Pedro', phone: '5531988887777' } },
  { ...NEW_ORDER, _id: 'o-110', number: 110, status: 'DELIVERED', version: 8, customerName: 'Isabela Costa', total: 4200, placedAt: '2025-03-12T14:00:00Z', statusAt: '2025-03-12T14:55:00Z', acceptBy: null, outcome: 'entregue' },
  { ...NEW_ORDER, _id: 'o-112', number: 112, status: 'CANCELED', version: 2, customerName: 'Jorge Pinto', total: 3100, placedAt: '2025-03-12T14:40:00Z', statusAt: '2025-03-12T14:48:00Z', acceptBy: null, cancelReason: 'out_of_stock' },
];

/** The companies of the staff board with their counters. */
export const COMPANIES: OrderBoardCompany[] = [
  { _id: 'c-cantina', name: 'Cantina da Nonna', type: 'restaurant', settings: { acceptMinutes: 8, prepMinutes: 25, repeatAlert: false, autoPrint: false }, active: 62, waiting: 4, late: 3 },
  { _id: 'c-mercado', name: 'Mercado Bom Preço', type: 'supermarket', settings: { acceptMinutes: 8, prepMinutes: 40, repeatAlert: false, autoPrint: true }, active: 48, waiting: 2, late: 1 },
  { _id: 'c-sushi', name: 'Sushi Kenzo', type: 'restaurant', settings: { acceptMinutes: 5, prepMinutes: 30, repeatAlert: true, autoPrint: false }, active: 40, waiting: 0, late: 0 },
];

// The peak's statuses, in the proportions of a lunch rush: most orders in the kitchen or on the road.
const PEAK_STATUSES: OrderStatus[] = [
  'WAIT_COMPANY', 'IN_PREPARATION', 'IN_PREPARATION', 'IN_PREPARATION', 'AWAIT_DELIVERYMAN', 'WAIT_DELIVERYMAN',
  'ACCEPT_DELIVERYMAN', 'DELIVERY_AT_STORE', 'DISPATCH', 'DELIVERY_ROUTE', 'DELIVERY_ROUTE', 'RELEASE_DRIVER_COD',
  'IN_PREPARATION', 'SCHEDULED', 'NO_DELIVERYMAN_AVAILABLE',
];
const PEAK_NAMES = ['Ana', 'Bruno', 'Carla', 'Diego', 'Elisa', 'Fábio', 'Gabriela', 'Heitor', 'Isabela', 'Jorge', 'Karina', 'Lucas', 'Marina', 'Nicolas', 'Olívia'];
const PEAK_PAYMENTS: PaymentType[] = ['app card', 'PIX', 'money', 'PIX app', 'digital wallet'];
const PEAK_COMPANIES = [CANTINA, MERCADO, SUSHI];

/** 150 active orders across the columns and three companies: the lunch peak. */
export const PEAK_ORDERS: OrderSummary[] = Array.from({ length: 150 }, (_, index) => {
  const status = PEAK_STATUSES[index % PEAK_STATUSES.length] ?? 'IN_PREPARATION';
  const placed = Date.parse('2025-03-12T14:20:00Z') + index * 28_000;
  const paymentType = PEAK_PAYMENTS[index % PEAK_PAYMENTS.length] ?? 'PIX';
  return {
    ...NEW_ORDER,
    ...(PEAK_COMPANIES[index % 3] ?? CANTINA),
    _id: `peak-${index + 1}`,
    number: 200 + index,
    status,
    version: 1 + (index % 5),
    fulfilment: index % 11 === 0 ? 'pickup' : 'delivery',
    paymentType,
    paid: paymentType !== 'money',
    customerName: `${PEAK_NAMES[index % PEAK_NAMES.length] ?? 'Ana'} Silva`,
    total: 1990 + index * 137,
    placedAt: new Date(placed).toISOString(),
    statusAt: new Date(placed + 60_000).toISOString(),
    scheduledFor: status === 'SCHEDULED' ? '2025-03-12T23:00:00Z' : null,
    acceptBy: status === 'WAIT_COMPANY' ? new Date(NOW.getTime() + ((index * 37) % 480) * 1000).toISOString() : null,
    late: index % 9 === 0 && status !== 'SCHEDULED',
  };
});

/** Late orders: past their ready time in the kitchen and too long on the road. */
export const LATE_ORDERS: OrderSummary[] = BOARD_ORDERS.map((order) =>
  order.status === 'IN_PREPARATION' || order.status === 'AWAIT_DELIVERYMAN' || order.status === 'DELIVERY_ROUTE' ? { ...order, late: true } : order,
);

/** A supermarket's board: picking statuses in the preparing column. */
export const MARKET_ORDERS: OrderSummary[] = [
  { ...NEW_ORDER, ...MERCADO, _id: 'm-40', number: 40, customerName: 'Lúcia Prado', total: 18990 },
  { ...NEW_ORDER, ...MERCADO, _id: 'm-38', number: 38, status: 'IN_PREPARATION', version: 2, customerName: 'Marcos Teixeira', total: 25640, acceptBy: null },
  { ...NEW_ORDER, ...MERCADO, _id: 'm-36', number: 36, status: 'ACCEPT_SHOPPER', version: 3, customerName: 'Nair Gomes', total: 9870, acceptBy: null },
  { ...NEW_ORDER, ...MERCADO, _id: 'm-35', number: 35, status: 'RELEASE_SHOPPER', version: 4, paymentType: 'money', paid: false, customerName: 'Otávio Ramos', total: 14300, acceptBy: null },
];

const entry = (at: string, action: OrderHistoryEntry['action'], from: OrderStatus | null, to: OrderStatus, byName: string | null, extra: Partial<OrderHistoryEntry> = {}): OrderHistoryEntry => ({
  at,
  action,
  from,
  to,
  byUserId: byName ? 'u-maria' : null,
  byName,
  actor: byName ? 'company' : 'platform',
  prepMinutes: null,
  reason: null,
  outcome: null,
  riderId: null,
  ...extra,
});

/** Order #124 in full: two items, a complement, a note, a delivery fee and a discount. */
export const FULL_ORDER: Order = {
  ...NEW_ORDER,
  items: [
    { name: 'X-Burger', quantity: 2, unitPrice: 1890, notes: 'sem cebola', complements: [{ name: 'Bacon', quantity: 1, unitPrice: 300 }] },
    { name: 'Refrigerante lata', quantity: 1, unitPrice: 600, notes: '', complements: [] },
  ],
  totals: { items: 4980, deliveryFee: 500, discount: 890, total: 4590 },
  customer: { name: 'Ana Paula Souza', phone: '5531999990000' },
  address: { street: 'Rua das Flores', number: '120', district: 'Centro', city: 'Belo Horizonte', complement: 'Apto 31', coordinates: [-43.9378, -19.9208] },
  history: [entry('2025-03-12T15:25:00Z', 'place', null, 'WAIT_COMPANY', null)],
};

/** The moves an operator has on a new delivery order. */
export const NEW_MOVES: OrderMove[] = [
  { action: 'accept', to: 'IN_PREPARATION', needs: ['prepMinutes'] },
  { action: 'reject', to: 'CANCELED', needs: ['reason'] },
];

/** Order #124 accepted by Maria at 12:31 (what a second operator finds on conflict). */
export const ACCEPTED_ORDER: Order = {
  ...FULL_ORDER,
  status: 'IN_PREPARATION',
  version: 2,
  statusAt: '2025-03-12T15:31:00Z',
  prepMinutes: 25,
  readyBy: '2025-03-12T15:56:00Z',
  acceptBy: null,
  history: [...FULL_ORDER.history, entry('2025-03-12T15:31:00Z', 'accept', 'WAIT_COMPANY', 'IN_PREPARATION', 'Maria Oliveira', { prepMinutes: 25 })],
};

/** The moves an operator has on an accepted restaurant delivery order. */
export const PREPARING_MOVES: OrderMove[] = [
  { action: 'ready', to: 'AWAIT_DELIVERYMAN', needs: [] },
  { action: 'cancel', to: 'CANCELED', needs: ['reason'] },
];

/** Order #124 ready and waiting for a rider. */
export const WAITING_RIDER_ORDER: Order = {
  ...ACCEPTED_ORDER,
  status: 'AWAIT_DELIVERYMAN',
  version: 3,
  history: [...ACCEPTED_ORDER.history, entry('2025-03-12T15:50:00Z', 'ready', 'IN_PREPARATION', 'AWAIT_DELIVERYMAN', 'Maria Oliveira')],
};

/** The moves an operator has on a queued delivery order. */
export const WAITING_RIDER_MOVES: OrderMove[] = [
  { action: 'cancel', to: 'CANCELED', needs: ['reason'] },
  { action: 'offer', to: 'WAIT_DELIVERYMAN', needs: [] },
  { action: 'assign', to: 'ACCEPT_DELIVERYMAN', needs: ['deliveryMan'] },
  { action: 'outsideFleet', to: 'DISPATCH_MACHINE', needs: [] },
  { action: 'outsideFleet', to: 'DISPATCH_TENTREGO', needs: [] },
];

/** The company's delivery men: one free online, one busy, one offline. */
export const RIDERS: OrderRiderOption[] = [
  { _id: 'r-1', name: 'João Pedro', phone: '5531988887777', online: true, activeOrders: 0 },
  { _id: 'r-2', name: 'Rafael Souza', phone: '5531977776666', online: true, activeOrders: 2 },
  { _id: 'r-3', name: 'Tiago Mendes', phone: '5531966665555', online: false, activeOrders: 0 },
];

/** Order #124 on the road with João Pedro, cash to collect. */
export const ON_THE_WAY_ORDER: Order = {
  ...WAITING_RIDER_ORDER,
  status: 'DELIVERY_ROUTE',
  version: 6,
  paymentType: 'money',
  paid: false,
  rider: { _id: 'r-1', name: 'João Pedro', phone: '5531988887777' },
  history: [
    ...WAITING_RIDER_ORDER.history,
    entry('2025-03-12T15:52:00Z', 'assign', 'AWAIT_DELIVERYMAN', 'ACCEPT_DELIVERYMAN', 'Maria Oliveira', { riderId: 'r-1' }),
    entry('2025-03-12T15:58:00Z', 'dispatch', 'ACCEPT_DELIVERYMAN', 'DISPATCH', 'Maria Oliveira', { riderId: 'r-1' }),
    entry('2025-03-12T16:00:00Z', 'onRoute', 'DISPATCH', 'DELIVERY_ROUTE', null, { riderId: 'r-1' }),
  ],
};

/** What an operator may record of an order on the road. */
export const ON_THE_WAY_MOVES: OrderMove[] = [
  { action: 'outcome', to: 'DELIVERED', needs: ['outcome'], outcomes: ['entregue', 'entregue_portao'] },
  { action: 'outcome', to: 'DELIVERY_GOBACK', needs: ['outcome'], outcomes: ['nao_entregue', 'nao_entregue_cliente_nao_encontrado', 'nao_entregue_endereco_nao_encontrado', 'nao_entregue_cliente_desistiu', 'nao_entregue_remover_lista'] },
  { action: 'outcome', to: 'AWAIT_DELIVERYMAN', needs: ['outcome'], outcomes: ['nao_entregue_voltou_fila'] },
];

/** Order #124 rejected for a missing product. */
export const CANCELED_ORDER: Order = {
  ...FULL_ORDER,
  status: 'CANCELED',
  version: 2,
  acceptBy: null,
  cancelReason: 'out_of_stock',
  history: [...FULL_ORDER.history, entry('2025-03-12T15:27:00Z', 'reject', 'WAIT_COMPANY', 'CANCELED', 'Maria Oliveira', { reason: 'out_of_stock' })],
};

/** A pickup order paid in cash, for the ticket. */
export const CASH_PICKUP_ORDER: Order = { ...ACCEPTED_ORDER, fulfilment: 'pickup', paymentType: 'money', paid: false, address: null, totals: { items: 4980, deliveryFee: 0, discount: 890, total: 4090 }, total: 4090 };

/**
 * A restaurant's board at {@link NOW} with {@link BOARD_ORDERS}, live, nothing open, each callback
 * made by `spy` (`vi.fn` in tests, `fn` in stories), then `overrides`.
 */
export function boardProps(spy: () => () => void, overrides: Partial<OrderBoardProps> = {}): OrderBoardProps {
  return {
    status: 'ready',
    orders: BOARD_ORDERS,
    companies: [],
    showCompanyFilter: false,
    companyFilter: null,
    now: NOW,
    companyType: 'restaurant',
    showAwaitingPayment: false,
    selectedId: null,
    connection: 'live',
    failure: null,
    onOpen: spy(),
    onAcceptRequest: spy(),
    onToggleAwaitingPayment: spy(),
    onCompanyFilter: spy(),
    onRetry: spy(),
    ...overrides,
  };
}

/**
 * The drawer of {@link FULL_ORDER} (new: Accept and Reject offered), the riders listed, 25 minutes
 * proposed, nothing sent, each callback made by `spy`, then `overrides`.
 */
export function drawerProps(spy: () => () => void, overrides: Partial<OrderDrawerProps> = {}): OrderDrawerProps {
  return {
    status: 'ready',
    order: FULL_ORDER,
    moves: NEW_MOVES,
    riders: RIDERS,
    defaultPrepMinutes: 25,
    submitting: false,
    failure: null,
    refusal: null,
    conflict: null,
    initialAction: null,
    onMove: spy(),
    onPrint: spy(),
    onClose: spy(),
    onRetry: spy(),
    ...overrides,
  };
}
