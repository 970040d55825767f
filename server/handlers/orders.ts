import type { FastifyReply } from 'fastify';
import type { Order } from '../../src/contract/schema.gen';
import type { Db } from '../db';
import { placeOrder, transitionOrder, type OrderChange } from '../services/orders';
import { exportOrders } from '../services/orderExport';
import { listOrders } from '../services/orderHistory';
import { callerOf, deskOrder, readerOrder } from '../services/ordersAccess';
import { orderAnswer } from '../services/ordersAnswers';
import { orderBoard, orderRiders, updateOrderSettings } from '../services/ordersBoard';
import { orderErrors } from '../services/ordersErrors';
import type { Handlers, NewOrderSignal } from './types';

/**
 * Rings the new-order alert of an order that entered WAIT_COMPANY once its change is committed:
 * at once when `db` is no transaction, else when the answer has gone out with a success (a write
 * made idempotent commits with the answer kept for its key, just before it is sent). A failing
 * alert is logged; the order stands.
 */
function ringAfterCommit(db: Db, reply: FastifyReply, signal: NewOrderSignal, change: OrderChange): void {
  if (!change.entersWaitCompany) return;
  const { order } = change;
  const ring = () => {
    signal(order.companyId, { orderId: order._id, orderNumber: order.number, customerName: order.customerName, total: order.total / 100, createdAt: order.statusAt }).catch(
      (error: unknown) => reply.log.error({ err: error }, `the new-order alert of order ${order._id} was not written`),
    );
  };
  if (!db.isTransaction) ring();
  else reply.raw.once('finish', () => reply.statusCode < 300 && ring());
}

/**
 * The order desk (issue 24): the board, the history list, one order, its moves, the riders it may
 * go to, the desk settings and the print links; placing for the platform's applications. The live
 * events are server/handlers/orderEvents.ts's.
 */
export const orderHandlers = {
  async getOrderBoard({ db, principal, scope, query, now }) {
    const caller = callerOf(principal, scope);
    return orderBoard(db, caller.principal, caller.scope, query.type, now());
  },

  async listOrders({ db, principal, scope, query, now }) {
    const caller = callerOf(principal, scope);
    return listOrders(db, caller.principal, caller.scope, query, now());
  },

  async exportOrders({ db, principal, scope, query, now, reply }) {
    const caller = callerOf(principal, scope);
    const file = await exportOrders(db, caller.principal, caller.scope, query, now());
    reply.header('content-type', file.contentType);
    reply.header('content-disposition', `attachment; filename="${file.fileName}"`);
    // nginx would otherwise hold the file in its buffer instead of passing it on as it is read.
    reply.header('x-accel-buffering', 'no');
    return file.body;
  },

  async getOrder({ db, principal, scope, params, now }) {
    const caller = callerOf(principal, scope);
    const { order } = await readerOrder(db, caller.principal, caller.scope, params.id);
    return orderAnswer(db, order.id, now());
  },

  async placeOrder({ db, principal, scope, body, now, reply, newOrderSignal }): Promise<Order> {
    const caller = callerOf(principal, scope);
    const change = await placeOrder(db, caller.principal, caller.scope, body, now());
    ringAfterCommit(db, reply, newOrderSignal, change);
    return change.order;
  },

  async transitionOrder({ db, principal, scope, params, body, now, reply, newOrderSignal }): Promise<Order> {
    const caller = callerOf(principal, scope);
    const change = await transitionOrder(db, caller.principal, caller.scope, params.id, body, now());
    ringAfterCommit(db, reply, newOrderSignal, change);
    return change.order;
  },

  async listOrderRiders({ db, principal, scope }) {
    const caller = callerOf(principal, scope);
    return orderRiders(db, caller.principal, caller.scope);
  },

  async updateCompanyOrderSettings({ db, principal, scope, params, body, now }) {
    const caller = callerOf(principal, scope);
    return updateOrderSettings(db, caller.principal, caller.scope, params.id, body, now());
  },

  async createOrderPrintLink({ db, principal, scope, params, now, printLinks }) {
    const caller = callerOf(principal, scope);
    const { order } = await deskOrder(db, caller.principal, caller.scope, params.id);
    const link = await printLinks.sign(order.id, now());
    return { token: link.token, expiresAt: link.expiresAt.toISOString() };
  },

  async getPrintedOrder({ db, query, now, printLinks }) {
    const orderId = await printLinks.verify(query.token, now());
    if (orderId === null) throw orderErrors.invalidPrintLink();
    return orderAnswer(db, orderId, now());
  },
} satisfies Handlers;
