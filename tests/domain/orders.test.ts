import { describe, expect, it } from 'vitest';
import {
  BOARD_COLUMNS,
  columnLabelKey,
  columnOf,
  DELIVERY_OUTCOMES,
  isActiveStatus,
  isDeliveryOutcome,
  isFulfilment,
  isOrderStatus,
  isPaymentType,
  ORDER_PERMISSIONS,
  ORDER_STATUSES,
  orderActorOf,
  PAYMENT_TYPES,
  statusesOf,
  type BoardColumn,
  type OrderStatus,
} from '../../src/domain/orders';

describe('order vocabularies (seed 001)', () => {
  it('holds the 21 order statuses spelled and ordered as the seed lists them', () => {
    expect([...ORDER_STATUSES]).toEqual(
      'SCHEDULED, WAIT_COMPANY, AWAITING_PAYMENT, FINISHED, AWAIT_DELIVERYMAN, WAIT_DELIVERYMAN, NO_DELIVERYMAN_AVAILABLE, ACCEPT_DELIVERYMAN, IN_PREPARATION, ACCEPT_SHOPPER, DISPATCH, DELIVERY_ROUTE, DELIVERY_AT_STORE, DELIVERY_GOBACK, DELIVERED, RELEASE_SHOPPER, RELEASE_DRIVER, RELEASE_DRIVER_COD, DISPATCH_MACHINE, DISPATCH_TENTREGO, CANCELED'.split(', '),
    );
    expect(ORDER_STATUSES).toHaveLength(21);
  });

  it('holds the delivery outcomes and payment types as the seed spells them', () => {
    expect([...DELIVERY_OUTCOMES]).toEqual([
      'entregue',
      'entregue_portao',
      'nao_entregue',
      'nao_entregue_cliente_nao_encontrado',
      'nao_entregue_endereco_nao_encontrado',
      'nao_entregue_cliente_desistiu',
      'nao_entregue_voltou_fila',
      'nao_entregue_remover_lista',
    ]);
    expect([...PAYMENT_TYPES]).toEqual(['money', 'app card', 'PIX', 'PIX local', 'digital wallet', 'digital card', 'PIX app']);
    expect([...ORDER_PERMISSIONS]).toEqual(['accessToShoppingCart', 'accessToFoodOrders', 'accessToMarketOrders']);
  });

  it('guards accept exact spellings only', () => {
    expect(isOrderStatus('WAIT_COMPANY')).toBe(true);
    expect(isOrderStatus('wait_company')).toBe(false);
    expect(isOrderStatus('CANCELLED')).toBe(false);
    expect(isOrderStatus(3)).toBe(false);
    expect(isDeliveryOutcome('entregue_portao')).toBe(true);
    expect(isDeliveryOutcome('delivered')).toBe(false);
    expect(isDeliveryOutcome(null)).toBe(false);
    expect(isPaymentType('PIX app')).toBe(true);
    expect(isPaymentType('pix app')).toBe(false);
    expect(isPaymentType('app_card')).toBe(false);
    expect(isFulfilment('pickup')).toBe(true);
    expect(isFulfilment('takeaway')).toBe(false);
  });
});

describe('board columns', () => {
  it('lists the columns left to right', () => {
    expect([...BOARD_COLUMNS]).toEqual(['scheduled', 'awaitingPayment', 'new', 'preparing', 'waitingRider', 'onTheWay', 'done', 'canceled']);
  });

  const expected: [OrderStatus, BoardColumn][] = [
    ['SCHEDULED', 'scheduled'],
    ['WAIT_COMPANY', 'new'],
    ['AWAITING_PAYMENT', 'awaitingPayment'],
    ['FINISHED', 'done'],
    ['AWAIT_DELIVERYMAN', 'waitingRider'],
    ['WAIT_DELIVERYMAN', 'waitingRider'],
    ['NO_DELIVERYMAN_AVAILABLE', 'waitingRider'],
    ['ACCEPT_DELIVERYMAN', 'waitingRider'],
    ['IN_PREPARATION', 'preparing'],
    ['ACCEPT_SHOPPER', 'preparing'],
    ['DISPATCH', 'onTheWay'],
    ['DELIVERY_ROUTE', 'onTheWay'],
    ['DELIVERY_AT_STORE', 'waitingRider'],
    ['DELIVERY_GOBACK', 'onTheWay'],
    ['DELIVERED', 'done'],
    ['RELEASE_SHOPPER', 'preparing'],
    ['RELEASE_DRIVER', 'onTheWay'],
    ['RELEASE_DRIVER_COD', 'onTheWay'],
    ['DISPATCH_MACHINE', 'onTheWay'],
    ['DISPATCH_TENTREGO', 'onTheWay'],
    ['CANCELED', 'canceled'],
  ];

  it('writes out a column for each of the 21 statuses', () => {
    expect(expected).toHaveLength(21);
  });

  it.each(expected)('columnOf(%s) is %s', (status, column) => {
    expect(columnOf(status)).toBe(column);
  });

  it('gathers the statuses of a column', () => {
    expect(statusesOf('preparing')).toEqual(['IN_PREPARATION', 'ACCEPT_SHOPPER', 'RELEASE_SHOPPER']);
    expect(statusesOf('done')).toEqual(['FINISHED', 'DELIVERED']);
    expect(statusesOf('new')).toEqual(['WAIT_COMPANY']);
  });

  it('labels a supermarket’s preparing column "picking" and leaves the rest alone', () => {
    expect(columnLabelKey('preparing', 'supermarket')).toBe('picking');
    expect(columnLabelKey('preparing', 'restaurant')).toBe('preparing');
    expect(columnLabelKey('preparing', 'partner')).toBe('preparing');
    expect(columnLabelKey('onTheWay', 'supermarket')).toBe('onTheWay');
    expect(columnLabelKey('new', 'supermarket')).toBe('new');
  });

  it('counts every column but done and canceled as active', () => {
    expect(isActiveStatus('SCHEDULED')).toBe(true);
    expect(isActiveStatus('DELIVERY_GOBACK')).toBe(true);
    expect(isActiveStatus('DELIVERED')).toBe(false);
    expect(isActiveStatus('FINISHED')).toBe(false);
    expect(isActiveStatus('CANCELED')).toBe(false);
  });
});

describe('orderActorOf', () => {
  it('makes accessToGlobal and accessToRoot staff on every company type', () => {
    expect(orderActorOf(['accessToGlobal'], 'restaurant')).toBe('staff');
    expect(orderActorOf(['accessToRoot'], 'partner')).toBe('staff');
  });

  it('makes the board permissions an operator of the matching company type', () => {
    expect(orderActorOf(['accessToShoppingCart'], 'restaurant')).toBe('company');
    expect(orderActorOf(['accessToShoppingCart'], 'supermarket')).toBe('company');
    expect(orderActorOf(['accessToFoodOrders'], 'restaurant')).toBe('company');
    expect(orderActorOf(['accessToFoodOrders'], 'supermarket')).toBeNull();
    expect(orderActorOf(['accessToMarketOrders'], 'supermarket')).toBe('company');
    expect(orderActorOf(['accessToMarketOrders'], 'restaurant')).toBeNull();
  });

  it('gives nobody else a part in orders', () => {
    expect(orderActorOf([], 'restaurant')).toBeNull();
    expect(orderActorOf(['accessToAccessoriesMenu', 'accessToCart'], 'restaurant')).toBeNull();
    expect(orderActorOf(['accessToShoppingCart'], 'partner')).toBeNull();
  });
});
