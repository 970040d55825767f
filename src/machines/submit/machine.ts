import { assign, fromPromise, setup, type EventFromLogic } from 'xstate';
import { asApiError, type ApiError } from '../../contract/apiError';

/** A form's values; each use (register, forgot, reset) submits its own form type. */
export type SubmitValues = object;

/** What the submit machine starts with. */
export interface SubmitInput {
  /**
   * The catalogue key shown when the answer is judged empty (seed 000 section 8): register uses
   * 'AUTH.VALIDATION.INVALID_LOGIN', forgot password 'AUTH.VALIDATION.NOT_FOUND' (naming the e-mail).
   */
  emptyResultCode: string;
}

/**
 * Why the last submission failed: the server answered nothing usable (`empty_result`, with the
 * input's code), or refused the call (`api_error`, with its stable code when it gave one).
 */
export type SubmitFailure =
  | { kind: 'empty_result'; code: string }
  | { kind: 'api_error'; code: string | null; error: ApiError };

/** The form's data; idle, submitting, succeeded and failed are its states. */
export interface SubmitContext {
  emptyResultCode: string;
  /** The values last submitted: a not-found text names the e-mail that was sent, not the one now typed. */
  values: SubmitValues | null;
  failure: SubmitFailure | null;
}

/**
 * One form submission (seed 000 section 8) for register, forgot password and reset password:
 * the actor `submit` sends the values, the guard `isEmptyResult` judges the answer, the action
 * `succeeded` shows the notice and goes to login. Codes stay in context; the view translates.
 * @example
 * const forgot = submitMachine.provide({ actors: { submit }, guards: { isEmptyResult: (_, { result }) => !result }, actions: { succeeded } });
 */
export const submitMachine = setup({
  types: {
    input: {} as SubmitInput,
    context: {} as SubmitContext,
    events: {} as { type: 'user.submit'; values: SubmitValues },
  },
  actors: {
    submit: fromPromise<unknown, SubmitValues>(() => {
      throw new Error('submitMachine: provide the actor "submit" with machine.provide()');
    }),
  },
  actions: {
    // The container shows the success notice and goes to login.
    succeeded: (_, _params: { result: unknown }) => {},
    storeValues: assign((_, params: { values: SubmitValues }) => ({ values: params.values, failure: null })),
    storeEmptyResult: assign(({ context }) => ({
      failure: { kind: 'empty_result' as const, code: context.emptyResultCode },
    })),
    storeApiError: assign((_, params: { error: unknown }) => {
      const error = asApiError(params.error);
      return { failure: { kind: 'api_error' as const, code: error.code ?? null, error } };
    }),
  },
  guards: {
    // The default fits register (no user) and forgot (falsy answer); uses with other answers provide their own.
    isEmptyResult: (_, params: { result: unknown }) => !params.result,
  },
}).createMachine({
  id: 'submit',
  context: ({ input }) => ({ emptyResultCode: input.emptyResultCode, values: null, failure: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'user.submit': {
          target: 'submitting',
          actions: { type: 'storeValues', params: ({ event }) => ({ values: event.values }) },
        },
      },
    },
    submitting: {
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => context.values ?? {},
        onDone: [
          {
            guard: { type: 'isEmptyResult', params: ({ event }) => ({ result: event.output }) },
            target: 'failed',
            actions: 'storeEmptyResult',
          },
          {
            target: 'succeeded',
            actions: { type: 'succeeded', params: ({ event }) => ({ result: event.output }) },
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'storeApiError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    succeeded: { type: 'final' },
    failed: {
      on: {
        'user.submit': {
          target: 'submitting',
          actions: { type: 'storeValues', params: ({ event }) => ({ values: event.values }) },
        },
      },
    },
  },
});

/** Every event the submit machine accepts. */
export type SubmitEvent = EventFromLogic<typeof submitMachine>;
