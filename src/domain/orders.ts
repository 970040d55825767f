import type { CompanyType } from './company';

/** The order statuses of seed 001 ("Enumerations and vocabularies"), in the seed's order and spelling. */
export const ORDER_STATUSES = Object.freeze([
  'SCHEDULED',
  'WAIT_COMPANY',
  'AWAITING_PAYMENT',
  'FINISHED',
  'AWAIT_DELIVERYMAN',
  'WAIT_DELIVERYMAN',
  'NO_DELIVERYMAN_AVAILABLE',
  'ACCEPT_DELIVERYMAN',
  'IN_PREPARATION',
  'ACCEPT_SHOPPER',
  'DISPATCH',
  'DELIVERY_ROUTE',
  'DELIVERY_AT_STORE',
  'DELIVERY_GOBACK',
  'DELIVERED',
  'RELEASE_SHOPPER',
  'RELEASE_DRIVER',
  'RELEASE_DRIVER_COD',
  'DISPATCH_MACHINE',
  'DISPATCH_TENTREGO',
  'CANCELED',
] as const);

export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The delivery outcomes a rider records (seed 001), spelled as the seed spells them. */
export const DELIVERY_OUTCOMES = Object.freeze([
  'entregue',
  'entregue_portao',
  'nao_entregue',
  'nao_entregue_cliente_nao_encontrado',
  'nao_entregue_endereco_nao_encontrado',
  'nao_entregue_cliente_desistiu',
  'nao_entregue_voltou_fila',
  'nao_entregue_remover_lista',
] as const);

export type DeliveryOutcome = (typeof DELIVERY_OUTCOMES)[number];

/** The payment types of seed 001, spaces and capitals included. */
export const PAYMENT_TYPES = Object.freeze(['money', 'app card', 'PIX', 'PIX local', 'digital wallet', 'digital card', 'PIX app'] as const);

export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** How the customer gets the order: a rider brings it, or the customer collects it at the store. */
export const FULFILMENTS = Object.freeze(['delivery', 'pickup'] as const);

export type Fulfilment = (typeof FULFILMENTS)[number];

function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

/** Whether a value is one of the seed's 21 order statuses (exact spelling). */
export function isOrderStatus(value: unknown): value is OrderStatus {
  return isOneOf(ORDER_STATUSES, value);
}

/** The kind of board a route shows (`/shopping-cart/restaurant`, `/shopping-cart/supermarket`). */
export type OrderBoardType = 'restaurant' | 'supermarket';

/** The `data` of one `order` event of the stream (the contract's `OrderEvent`): an order changed, a hint (the board or the order is read for the order itself). */
export interface OrderEvent {
  orderId: string;
  companyId: string;
  status: OrderStatus;
  version: number;
}

/** Whether a value is one of the seed's delivery outcomes. */
export function isDeliveryOutcome(value: unknown): value is DeliveryOutcome {
  return isOneOf(DELIVERY_OUTCOMES, value);
}

/** Whether a value is one of the seed's payment types (`'PIX app'`, not `'pix_app'`). */
export function isPaymentType(value: unknown): value is PaymentType {
  return isOneOf(PAYMENT_TYPES, value);
}

/** Whether a value is `'delivery'` or `'pickup'`. */
export function isFulfilment(value: unknown): value is Fulfilment {
  return isOneOf(FULFILMENTS, value);
}

/** The columns of the order board (DESIGN.md "Orders"), left to right. */
export const BOARD_COLUMNS = Object.freeze([
  'scheduled',
  'awaitingPayment',
  'new',
  'preparing',
  'waitingRider',
  'onTheWay',
  'done',
  'canceled',
] as const);

export type BoardColumn = (typeof BOARD_COLUMNS)[number];

// Written out status by status (not derived) so that a new status cannot fall into a column unseen.
const COLUMN_OF: Readonly<Record<OrderStatus, BoardColumn>> = Object.freeze({
  SCHEDULED: 'scheduled',
  AWAITING_PAYMENT: 'awaitingPayment',
  WAIT_COMPANY: 'new',
  IN_PREPARATION: 'preparing',
  ACCEPT_SHOPPER: 'preparing',
  RELEASE_SHOPPER: 'preparing',
  AWAIT_DELIVERYMAN: 'waitingRider',
  WAIT_DELIVERYMAN: 'waitingRider',
  ACCEPT_DELIVERYMAN: 'waitingRider',
  DELIVERY_AT_STORE: 'waitingRider',
  NO_DELIVERYMAN_AVAILABLE: 'waitingRider',
  DISPATCH: 'onTheWay',
  RELEASE_DRIVER: 'onTheWay',
  RELEASE_DRIVER_COD: 'onTheWay',
  DISPATCH_MACHINE: 'onTheWay',
  DISPATCH_TENTREGO: 'onTheWay',
  DELIVERY_ROUTE: 'onTheWay',
  DELIVERY_GOBACK: 'onTheWay',
  DELIVERED: 'done',
  FINISHED: 'done',
  CANCELED: 'canceled',
});

/** The board column an order of this status shows in, e.g. `columnOf('DELIVERY_AT_STORE') === 'waitingRider'`. */
export function columnOf(status: OrderStatus): BoardColumn {
  return COLUMN_OF[status];
}

/** The statuses one column gathers, in the seed's order. */
export function statusesOf(column: BoardColumn): OrderStatus[] {
  return ORDER_STATUSES.filter((status) => COLUMN_OF[status] === column);
}

/** The texts key naming a column: the column itself, except a supermarket's preparing column, which says "picking". */
export type BoardColumnLabel = BoardColumn | 'picking';

/** The label key of a column on a company's board, e.g. `columnLabelKey('preparing', 'supermarket') === 'picking'`. */
export function columnLabelKey(column: BoardColumn, companyType: CompanyType): BoardColumnLabel {
  return column === 'preparing' && companyType === 'supermarket' ? 'picking' : column;
}

/** Statuses in which the order is finished with: no move leaves them. */
export const TERMINAL_STATUSES: readonly OrderStatus[] = Object.freeze(['FINISHED', 'CANCELED']);

/** Statuses the board counts as active (everything but done and canceled). */
export function isActiveStatus(status: OrderStatus): boolean {
  const column = COLUMN_OF[status];
  return column !== 'done' && column !== 'canceled';
}

/** The seed's order permissions (seed 001 route table, `shopping-cart/{type}`). */
export const ORDER_PERMISSIONS = Object.freeze(['accessToShoppingCart', 'accessToFoodOrders', 'accessToMarketOrders'] as const);

export type OrderPermission = (typeof ORDER_PERMISSIONS)[number];

/** The permissions that make a user staff on every company's orders. */
export const ORDER_STAFF_PERMISSIONS = Object.freeze(['accessToGlobal', 'accessToRoot'] as const);

/**
 * Who the holder of these permissions is to an order of a company of this type: staff
 * (`accessToGlobal` or `accessToRoot`), an operator of the company (`accessToShoppingCart` on
 * either board, `accessToFoodOrders` on a restaurant's, `accessToMarketOrders` on a
 * supermarket's), or nobody (null); a partner company takes no orders, so only staff act on one. Whether the user belongs to that company is the caller's
 * check; this says only what the permissions allow.
 * @example orderActorOf(['accessToMarketOrders'], 'restaurant') // null
 */
export function orderActorOf(permissions: readonly string[], companyType: CompanyType): 'company' | 'staff' | null {
  if (ORDER_STAFF_PERMISSIONS.some((name) => permissions.includes(name))) return 'staff';
  if (companyType === 'partner') return null;
  if (permissions.includes('accessToShoppingCart')) return 'company';
  if (companyType === 'restaurant' && permissions.includes('accessToFoodOrders')) return 'company';
  if (companyType === 'supermarket' && permissions.includes('accessToMarketOrders')) return 'company';
  return null;
}

/** The seed's report permissions (seed 001 route table, `report/order` and the other order reports). */
export const ORDER_REPORT_PERMISSIONS = Object.freeze(['accessToSupport', 'accessToCart'] as const);

/**
 * Who may read the orders of a company of this type (the history, its export, the reports and an
 * order read-only): whoever acts on them (`orderActorOf`), and the holders of a report permission
 * (`accessToSupport`, `accessToCart`) on a company that takes orders. Whether the user belongs to
 * that company is the caller's check.
 * @example orderReaderOf(['accessToCart'], 'supermarket') // 'company'
 * @example orderReaderOf(['accessToCart'], 'partner') // null
 */
export function orderReaderOf(permissions: readonly string[], companyType: CompanyType): 'company' | 'staff' | null {
  const actor = orderActorOf(permissions, companyType);
  if (actor !== null) return actor;
  if (companyType === 'partner') return null;
  return ORDER_REPORT_PERMISSIONS.some((name) => permissions.includes(name)) ? 'company' : null;
}

/** The key of each payment type's words in the ORDERS catalogue (`PAYMENT`), for the app and the export alike. */
export const PAYMENT_TEXT_KEYS = Object.freeze({
  money: 'MONEY',
  'app card': 'APP_CARD',
  PIX: 'PIX',
  'PIX local': 'PIX_LOCAL',
  'digital wallet': 'DIGITAL_WALLET',
  'digital card': 'DIGITAL_CARD',
  'PIX app': 'PIX_APP',
} as const satisfies Record<PaymentType, string>);
