/** Bindings of the order desk: the board and drawer machines with the real calls of `src/api/orders.ts`. */
import { fromCallback, fromPromise, sendParent, type EventObject } from 'xstate';
import type { ApiClients } from '../api/client';
import { createPrintLink, getBoard, getOrder, listRiders, openOrderEvents, transition, updateOrderSettings } from '../api/orders';
import type { Order, OrderBoard, OrderPrintLink, OrderRiderOptions, OrderSettings } from '../contract/schema.gen';
import { orderActionMachine } from '../machines/orderAction/machine';
import type { OrderRef, TransitionInput } from '../machines/orderAction/types';
import { orderBoardMachine } from '../machines/orderBoard/machine';
import type { BoardQuery, OrderBoardEvent, OrderEventsInput, SettingsSave } from '../machines/orderBoard/types';

/**
 * One drawer's machine with its real calls; its answered moves and print links are told to the
 * board that started it (`sendParent`).
 */
export function createOrderActionMachine(clients: ApiClients) {
  return orderActionMachine.provide({
    actors: {
      getOrder: fromPromise<Order, OrderRef>(({ input }) => getOrder(clients, input.orderId, input.companyId)),
      listRiders: fromPromise<OrderRiderOptions, { companyId: string }>(({ input }) => listRiders(clients, input.companyId)),
      transition: fromPromise<Order, TransitionInput>(({ input }) => transition(clients, input.orderId, input.companyId, input.body, input.idempotencyKey)),
      createPrintLink: fromPromise<OrderPrintLink, OrderRef>(({ input }) => createPrintLink(clients, input.orderId, input.companyId)),
    },
    actions: {
      notifyMoved: sendParent((_, params: { order: Order }): OrderBoardEvent => ({ type: 'order.moved', order: params.order })),
      notifyPrint: sendParent((_, params: { token: string }): OrderBoardEvent => ({ type: 'order.print', token: params.token })),
    },
  });
}

/**
 * The order board with its real calls: the board read, the live events read with fetch (stopped
 * when the actor stops), the drawer's machine and the desk settings' save. The page provides `openPrint`.
 * @example const board = createActor(createOrderBoardMachine(clients).provide({ actions: { openPrint } }), { input: { type: 'restaurant', companyId, actor: 'company' } }).start();
 */
export function createOrderBoardMachine(clients: ApiClients) {
  return orderBoardMachine.provide({
    actors: {
      getBoard: fromPromise<OrderBoard, BoardQuery>(({ input }) => getBoard(clients, { type: input.type, companyId: input.companyId })),
      orderEvents: fromCallback<EventObject, OrderEventsInput>(({ input, sendBack }) => {
        const stop = new AbortController();
        void openOrderEvents(clients, {
          type: input.type,
          companyId: input.companyId,
          lastEventId: input.lastEventId,
          onOpen: () => sendBack({ type: 'stream.open' } satisfies OrderBoardEvent),
          onEvent: (event, eventId) => sendBack({ type: 'stream.order', event, eventId } satisfies OrderBoardEvent),
          onError: (error) => sendBack({ type: 'stream.error', error } satisfies OrderBoardEvent),
          signal: stop.signal,
        });
        return () => stop.abort();
      }),
      orderAction: createOrderActionMachine(clients),
      saveSettings: fromPromise<OrderSettings, SettingsSave>(({ input }) => updateOrderSettings(clients, input.companyId, input.settings)),
    },
  });
}
