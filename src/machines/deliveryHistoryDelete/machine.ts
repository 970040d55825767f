import { assign, fromPromise, setup } from 'xstate';
import { asApiError, type ApiError } from '../../contract/apiError';
import type { DeleteOutcome } from '../../domain/deletes';
import { LIST_DIALOG_CLOSE_MS } from '../listPaging/machine';

/** The ids the server kept back because they have history. */
export interface DeliveryHistoryDeleteContext {
  ids: string[];
}

/** Every event of the second delete confirmation. */
export type DeliveryHistoryDeleteEvent =
  | { type: 'history.found'; ids: string[] }
  | { type: 'user.confirm' }
  | { type: 'user.cancel' };

/**
 * The second confirmation of a rider delete: riders with races or online days are refused by
 * the server (409 `has_history`) until the user confirms again, told that the history is kept.
 * Like the delete dialog, a confirmed dialog shows its waiting text 2.5 s, then the actor
 * `deleteKeepingHistory` deletes with `confirm=true` (or answers that the user undid it); the
 * notices are the container's.
 */
export const deliveryHistoryDeleteMachine = setup({
  types: {
    context: {} as DeliveryHistoryDeleteContext,
    events: {} as DeliveryHistoryDeleteEvent,
    tags: {} as 'open' | 'closing' | 'deleting',
  },
  actors: {
    deleteKeepingHistory: fromPromise<DeleteOutcome, { ids: string[] }>(() => {
      throw new Error('deliveryHistoryDeleteMachine: provide the actor "deleteKeepingHistory" with machine.provide()');
    }),
  },
  delays: { dialogClose: LIST_DIALOG_CLOSE_MS },
  actions: {
    notifyDeleted: (_, _params: { ids: string[] }) => {},
    notifyFailed: (_, _params: { error: ApiError }) => {},
    takeIds: assign((_, params: { ids: string[] }) => ({ ids: [...params.ids] })),
    clearIds: assign({ ids: [] }),
  },
  guards: {
    hasIds: (_, params: { ids: string[] }) => params.ids.length > 0,
    wasUndone: (_, params: { outcome: DeleteOutcome }) => params.outcome.undone,
  },
}).createMachine({
  id: 'deliveryHistoryDelete',
  context: { ids: [] },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'history.found': {
          guard: { type: 'hasIds', params: ({ event }) => ({ ids: event.ids }) },
          target: 'asking',
          actions: { type: 'takeIds', params: ({ event }) => ({ ids: event.ids }) },
        },
      },
    },
    asking: {
      tags: 'open',
      on: {
        'user.confirm': { target: 'closing' },
        'user.cancel': { target: 'idle', actions: 'clearIds' },
      },
    },
    closing: {
      tags: ['open', 'closing'],
      after: { dialogClose: { target: 'deleting' } },
    },
    deleting: {
      tags: 'deleting',
      invoke: {
        id: 'deleteKeepingHistory',
        src: 'deleteKeepingHistory',
        input: ({ context }) => ({ ids: context.ids }),
        onDone: [
          // Undone in time (see DeleteOutcome): nothing was deleted.
          { guard: { type: 'wasUndone', params: ({ event }) => ({ outcome: event.output }) }, target: 'idle', actions: 'clearIds' },
          { target: 'idle', actions: [{ type: 'notifyDeleted', params: ({ context }) => ({ ids: context.ids }) }, 'clearIds'] },
        ],
        onError: { target: 'idle', actions: [{ type: 'notifyFailed', params: ({ event }) => ({ error: asApiError(event.error) }) }, 'clearIds'] },
      },
    },
  },
});
