/** Bindings of the new-order alert: its question to the order board, apart from the order desk's bindings so the shell loads only this. */
import { fromPromise } from 'xstate';
import type { ApiClients } from '../api/client';
import { getBoard } from '../api/orders';
import type { WaitingAnswer, WaitingQuery } from '../machines/orderAlert/types';

/**
 * The new-order alert's question at its 35 s stop, asked of the company's board (GET
 * /v2/orders/board): whether the company's `repeatAlert` setting is on, and whether one of its
 * orders still waits in WAIT_COMPANY.
 * @example orderAlertMachine.provide({ actors: { orderWaiting: orderWaitingLogic(clients) } })
 */
export function orderWaitingLogic(clients: ApiClients) {
  return fromPromise<WaitingAnswer, WaitingQuery>(async ({ input }) => {
    const board = await getBoard(clients, { type: input.type, companyId: input.companyId });
    const company = board.companies.find((candidate) => candidate._id === input.companyId);
    return {
      repeatAlert: company?.settings.repeatAlert ?? false,
      waiting: board.orders.some((order) => order.companyId === input.companyId && order.status === 'WAIT_COMPANY'),
    };
  });
}
