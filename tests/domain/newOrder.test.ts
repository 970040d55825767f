import { describe, expect, it } from 'vitest';
import { describeNewOrder, newOrderPath, type NewOrder } from '../../src/domain/newOrder';

describe('newOrderPath', () => {
  it('is the seed\'s newOrder/{companyId}', () => {
    expect(newOrderPath('64c000000000000000000001')).toBe('newOrder/64c000000000000000000001');
  });
});

describe('describeNewOrder', () => {
  it.each<[unknown, NewOrder | null]>([
    [null, null],
    [undefined, null],
    [false, null],
    ['', null],
    [true, { reference: null, customer: null }],
    [1042, { reference: '1042', customer: null }],
    [' A-7 ', { reference: 'A-7', customer: null }],
    [{ orderNumber: 1042, customerName: 'Ana Souza' }, { reference: '1042', customer: 'Ana Souza' }],
    [{ _id: '65f0', customer: { name: 'Bruno' } }, { reference: '65f0', customer: 'Bruno' }],
    [{ code: 'X1', client: 'Carla' }, { reference: 'X1', customer: 'Carla' }],
    [{ '-Nb1': { orderNumber: 1 }, '-Nb2': { orderNumber: 2, user: { fullname: 'Davi' } } }, { reference: '2', customer: 'Davi' }],
    [{ createdAt: 1700000000000 }, { reference: null, customer: null }],
    [[1, 2], { reference: null, customer: null }],
  ])('%j names %j', (value, expected) => {
    expect(describeNewOrder(value)).toEqual(expected);
  });
});

describe('describeNewOrder, values the realtime database may send', () => {
  it.each<[string, unknown, NewOrder]>([
    ['push ids arriving out of key order: the last by key', { '-Nb2': { orderNumber: 2 }, '-Nb1': { orderNumber: 1 } }, { reference: '2', customer: null }],
    ['three pushed orders: the last', { '-Nb1': { orderNumber: 1 }, '-Nb2': { orderNumber: 2 }, '-Nb3': { orderNumber: 3, customerName: 'Eva' } }, { reference: '3', customer: 'Eva' }],
    ['a customer left null', { orderNumber: 1042, customer: null }, { reference: '1042', customer: null }],
    ['NaN', Number.NaN, { reference: null, customer: null }],
    ['Infinity', Number.POSITIVE_INFINITY, { reference: null, customer: null }],
    ['a NaN order number beside a code', { orderNumber: Number.NaN, code: 'X1' }, { reference: 'X1', customer: null }],
    ['a blank order number beside a code', { orderNumber: '  ', code: 'X1' }, { reference: 'X1', customer: null }],
    ['padded text, a blank name beside a full name', { orderNumber: ' A-9 ', customer: { name: ' ', fullname: 'Davi Lima' } }, { reference: 'A-9', customer: 'Davi Lima' }],
    // An array is not an object of orders keyed by push ids: it announces an order without naming it.
    ['an array holding an order', [{ orderNumber: 5, customerName: 'Eva' }], { reference: null, customer: null }],
  ])('%s', (_, value, expected) => {
    expect(describeNewOrder(value)).toEqual(expected);
  });
});
