import { assertEvent, assign, fromPromise, setup, type EventFromLogic } from 'xstate';
import { asApiError, type ApiError } from '../../contract/apiError';
import { DEFAULT_LOGIN_BACKGROUND } from '../../domain/adminStyle';
import type { Credentials } from '../../domain/authForms';
import type { Tokens } from '../../domain/sessionStorage';

/** Seed 000 section 9: the login button keeps loading this long after success, then redirects. */
export const POST_LOGIN_DELAY_MS = 4000;
/** Seed 000 section 9: how often the login page looks for the stored background. */
export const BACKGROUND_POLL_MS = 500;
/** Seed 000 sections 2 and 9: how many looks before the default background is used. */
export const BACKGROUND_MAX_TRIES = 5;

/** What the login page starts with: how to read the stored settings' background image. */
export interface LoginInput {
  /** The stored login background, or null while none is stored (the admin style may still be loading). */
  readStoredBackground: () => string | null;
}

/** The login page's data; submitting, redirecting and so on are its states. */
export interface LoginContext {
  readStoredBackground: () => string | null;
  /** Why the last sign-in failed; the view shows its message, or AUTH.VALIDATION.INVALID_LOGIN for a 401. */
  error: ApiError | null;
  /** The background image, once found or defaulted. */
  background: string | null;
  /** How many times the stored settings were read. */
  backgroundTries: number;
}

/**
 * The login page (seed 000 sections 2, 8, 9), two regions side by side: the `form` (sign in,
 * keep loading 4 s, then a full page load of /dashboard; a refusal shows until a field changes) and the `background` (look for the
 * stored image every 500 ms, default after 5 looks).
 * @example
 * const login = loginMachine.provide({ actions: { signedIn: (_, { tokens }) => session.send({ type: 'session.signed_in', tokens }), goToDashboard } });
 */
export const loginMachine = setup({
  types: {
    input: {} as LoginInput,
    context: {} as LoginContext,
    events: {} as { type: 'user.submit'; email: string; password: string } | { type: 'user.edit' },
  },
  actors: {
    signIn: fromPromise<Tokens, Credentials>(() => {
      throw new Error('loginMachine: provide the actor "signIn" with machine.provide()');
    }),
    // Reads through the input's reader; a reader that throws counts as "nothing stored yet".
    readBackground: fromPromise<string | null, { read: () => string | null }>(async ({ input }) => {
      try {
        return input.read();
      } catch {
        return null;
      }
    }),
  },
  actions: {
    // The container forwards the tokens to the session (signedIn) and loads /dashboard (goToDashboard).
    signedIn: (_, _params: { tokens: Tokens }) => {},
    goToDashboard: () => {},
    storeError: assign((_, params: { error: unknown }) => ({ error: asApiError(params.error) })),
    clearError: assign({ error: null }),
    countBackgroundTry: assign(({ context }) => ({ backgroundTries: context.backgroundTries + 1 })),
    storeBackground: assign((_, params: { image: string | null }) => ({ background: params.image })),
  },
  guards: {
    hasImage: (_, params: { image: string | null }) => params.image !== null && params.image !== '',
    backgroundTriesExhausted: ({ context }) => context.backgroundTries >= BACKGROUND_MAX_TRIES,
  },
  delays: {
    postLoginDelay: POST_LOGIN_DELAY_MS,
    backgroundPoll: BACKGROUND_POLL_MS,
  },
}).createMachine({
  id: 'login',
  type: 'parallel',
  context: ({ input }) => ({
    readStoredBackground: input.readStoredBackground,
    error: null,
    background: null,
    backgroundTries: 0,
  }),
  states: {
    form: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'user.submit': { target: 'submitting' } },
        },
        submitting: {
          entry: 'clearError',
          invoke: {
            id: 'signIn',
            src: 'signIn',
            input: ({ event }) => {
              assertEvent(event, 'user.submit');
              return { email: event.email, password: event.password };
            },
            onDone: {
              target: 'succeeded',
              actions: { type: 'signedIn', params: ({ event }) => ({ tokens: event.output }) },
            },
            onError: {
              target: 'failed',
              actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        succeeded: {
          // Seed 000 section 2: the button keeps loading 4 s after success, before the redirect.
          after: { postLoginDelay: { target: 'redirecting' } },
        },
        redirecting: {
          type: 'final',
          entry: 'goToDashboard',
        },
        failed: {
          on: {
            'user.submit': { target: 'submitting' },
            // The user corrects the fields: the refusal was about the values just changed.
            'user.edit': { target: 'correcting', actions: 'clearError' },
          },
        },
        // After a refusal, the fields changed: no error, and no notice from before the attempt.
        correcting: {
          on: { 'user.submit': { target: 'submitting' } },
        },
      },
    },
    background: {
      initial: 'reading',
      states: {
        reading: {
          // The first look is immediate: a stored image shows without waiting a poll.
          entry: 'countBackgroundTry',
          invoke: {
            id: 'readBackground',
            src: 'readBackground',
            input: ({ context }) => ({ read: context.readStoredBackground }),
            onDone: [
              {
                guard: { type: 'hasImage', params: ({ event }) => ({ image: event.output }) },
                target: 'ready',
                actions: { type: 'storeBackground', params: ({ event }) => ({ image: event.output }) },
              },
              {
                guard: 'backgroundTriesExhausted',
                target: 'defaulted',
                actions: { type: 'storeBackground', params: { image: DEFAULT_LOGIN_BACKGROUND } },
              },
              { target: 'waiting' },
            ],
          },
        },
        waiting: {
          after: { backgroundPoll: { target: 'reading' } },
        },
        ready: { type: 'final' },
        defaulted: { type: 'final' },
      },
    },
  },
});

/** Every event the login page accepts. */
export type LoginEvent = EventFromLogic<typeof loginMachine>;
