import { asApiError } from '../../contract/apiError';
import type { ListPagingSetup } from './setup';

/**
 * The list's dialogs, each a state beside `browsing`: the delete confirmation, the ticked rows
 * and the update-status choice. A confirmed dialog shows its waiting text 2.5 s, then closes with
 * its result; a confirmed delete hides its rows until `deleteRows` says it was made (the page
 * reloads) or undone (they show again).
 */
export function dialogStates<Row>(machine: ListPagingSetup<Row>) {
  return {
    confirmingDelete: machine.createStateConfig({
      tags: 'deleteDialog',
      on: {
        'user.confirm': { target: 'closingDelete' },
        'user.cancel': { target: 'browsing.ready', actions: 'clearTargets' },
      },
    }),
    // The dialog shows its waiting text, then closes with a true result.
    closingDelete: machine.createStateConfig({
      tags: ['deleteDialog', 'closing'],
      after: { dialogClose: { target: 'deleting' } },
    }),
    // The rows are hidden while the delete can be undone (seed 000 section 9), then made:
    // `deleteRows` answers whether it was undone (the rows come back) or made.
    deleting: machine.createStateConfig({
      tags: ['actionLoading', 'hidingTargets'],
      invoke: {
        id: 'deleteRows',
        src: 'deleteRows',
        input: ({ context }) => ({ ids: context.targets }),
        onDone: [
          {
            guard: { type: 'wasUndone', params: ({ event }) => ({ outcome: event.output }) },
            target: 'browsing.ready',
            actions: 'clearTargets',
          },
          {
            target: 'browsing.loading',
            actions: [
              {
                type: 'notifyDeleted',
                params: ({ context, event }) => ({ ids: context.targets, kept: event.output.undone ? [] : event.output.kept }),
              },
              'clearTargets',
            ],
          },
        ],
        // Acted on row by row, a selection may have changed in part: the list is read again.
        onError: {
          target: 'browsing.loading',
          actions: [{ type: 'notifyActionFailed', params: ({ event }) => ({ error: asApiError(event.error) }) }, 'clearTargets'],
        },
      },
    }),
    showingSelected: machine.createStateConfig({
      tags: 'selectedDialog',
      on: { 'user.cancel': { target: 'browsing.ready', actions: 'clearTargets' } },
    }),
    choosingStatus: machine.createStateConfig({
      tags: 'statusDialog',
      on: {
        'user.confirm_status': {
          target: 'closingStatus',
          actions: { type: 'chooseStatus', params: ({ event }) => ({ status: event.status }) },
        },
        'user.cancel': { target: 'browsing.ready', actions: 'clearTargets' },
      },
    }),
    closingStatus: machine.createStateConfig({
      tags: ['statusDialog', 'closing'],
      after: { dialogClose: { target: 'updatingStatus' } },
    }),
    updatingStatus: machine.createStateConfig({
      tags: 'actionLoading',
      invoke: {
        id: 'updateStatus',
        src: 'updateStatus',
        input: ({ context }) => ({
          ids: context.targets,
          status: context.status ?? '',
          shown: context.page?.items ?? [],
        }),
        onDone: {
          target: 'browsing.loading',
          actions: [
            { type: 'notifyStatusUpdated', params: ({ context }) => ({ ids: context.targets, status: context.status ?? '' }) },
            'clearTargets',
          ],
        },
        // Acted on row by row, a selection may have changed in part: the list is read again.
        onError: {
          target: 'browsing.loading',
          actions: [{ type: 'notifyActionFailed', params: ({ event }) => ({ error: asApiError(event.error) }) }, 'clearTargets'],
        },
      },
    }),
  };
}
