import { assign, fromPromise, setup, type EventFromLogic } from 'xstate';
import { asApiError, type ApiError } from '../../contract/apiError';
import type { AccountDeletionReceipt, AccountDeletionRequest } from '../../contract/schema.gen';

/** The request page's data; whether it is filled in, sending, refused or recorded is its state. */
export interface AccountDeletionContext {
  /** The request last sent (a refusal keeps it in the form). */
  request: AccountDeletionRequest | null;
  /** The protocol of the recorded request. */
  receipt: AccountDeletionReceipt | null;
  /** Why the last request was refused; the view translates it (404 unknown application, 429 too many). */
  failure: ApiError | null;
}

/**
 * The public `ask-delete-account/{application}` page: the form is filled in and sent; the
 * server's protocol confirms it, or its refusal (an unknown application, too many requests from
 * this connection) is shown and the form can be sent again. The call is the actor `askDeleteAccount`.
 */
export const accountDeletionMachine = setup({
  types: {
    context: {} as AccountDeletionContext,
    events: {} as { type: 'user.submit'; request: AccountDeletionRequest },
  },
  actors: {
    askDeleteAccount: fromPromise<AccountDeletionReceipt, AccountDeletionRequest>(() => {
      throw new Error('accountDeletionMachine: provide the actor "askDeleteAccount" with machine.provide()');
    }),
  },
  actions: {
    storeRequest: assign((_, params: { request: AccountDeletionRequest }) => ({ request: params.request, failure: null })),
    storeReceipt: assign((_, params: { receipt: AccountDeletionReceipt }) => ({ receipt: params.receipt })),
    storeFailure: assign((_, params: { error: unknown }) => ({ failure: asApiError(params.error) })),
  },
}).createMachine({
  id: 'accountDeletion',
  context: { request: null, receipt: null, failure: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'user.submit': { target: 'sending', actions: { type: 'storeRequest', params: ({ event }) => ({ request: event.request }) } },
      },
    },
    sending: {
      invoke: {
        id: 'askDeleteAccount',
        src: 'askDeleteAccount',
        // Entered only from a submit, which stores the request.
        input: ({ context }) => context.request as AccountDeletionRequest,
        onDone: { target: 'recorded', actions: { type: 'storeReceipt', params: ({ event }) => ({ receipt: event.output }) } },
        onError: { target: 'refused', actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    refused: {
      on: {
        'user.submit': { target: 'sending', actions: { type: 'storeRequest', params: ({ event }) => ({ request: event.request }) } },
      },
    },
    recorded: { type: 'final' },
  },
});

/** Every event the request page accepts. */
export type AccountDeletionEvent = EventFromLogic<typeof accountDeletionMachine>;
