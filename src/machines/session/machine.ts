import { and, assign, fromPromise, setup, stateIn } from 'xstate';
import type { User } from '../../contract/schema.gen';
import { isApiError } from '../../contract/apiError';
import { toTokens, type MainCompany, type Tokens } from '../../domain/sessionStorage';
import { notProvided } from '../notProvided';
import { mainCompanyOf, tokensOf } from './context';
import type { SessionContext, SessionEvent, SessionInput, SessionTag } from './types';

const LOADING_USER_FIRST_ATTEMPT = '#session.loggedIn.loadingUser.firstAttempt';

/**
 * The session of seed 000 section 4: automatic sign-in from stored tokens, the user fetched once,
 * one token refresh per expiry, sign-out. Storage and navigation are empty named actions the
 * container provides; the server calls are the actors `fetchUser`, `refreshTokens`, `signOut`.
 * @example
 * const actor = createActor(sessionMachine.provide({ actors, actions }), { input: { storedTokens } });
 * actor.getSnapshot().hasTag('ready'); // signed in with the user loaded
 */
export const sessionMachine = setup({
  types: {
    input: {} as SessionInput,
    context: {} as SessionContext,
    events: {} as SessionEvent,
    tags: {} as SessionTag,
  },
  actors: {
    fetchUser: fromPromise<User, { accessToken: string }>(() => notProvided('sessionMachine', 'fetchUser')),
    refreshTokens: fromPromise<Tokens, { refreshToken: string }>(() => notProvided('sessionMachine', 'refreshTokens')),
    signOut: fromPromise<unknown, Tokens>(() => notProvided('sessionMachine', 'signOut')),
  },
  actions: {
    // Storage and navigation are the container's (machine.provide); the machine only says when.
    persistTokens: (_, _params: { tokens: Tokens }) => {},
    persistMainCompany: (_, _params: { mainCompany: MainCompany | null }) => {},
    clearStoredSession: () => {},
    goToLogin: () => {},
    storeTokens: assign((_, params: { tokens: Tokens }) => ({ tokens: toTokens(params.tokens) })),
    storeUser: assign((_, params: { user: User }) => ({ user: params.user, mainCompany: mainCompanyOf(params.user) })),
    clearSession: assign({ tokens: null, user: null, mainCompany: null }),
  },
  guards: {
    hasTokens: ({ context }) => context.tokens !== null,
    hasUser: ({ context }) => context.user !== null,
    // Reads the error event raw: setup types named guards with the machine's own events only.
    isUnauthorized: ({ event }: { event: object }) =>
      'error' in event && isApiError(event.error) && event.error.statusCode === 401,
    // No answer at all (network down, or the page left while the call ran): nothing says the session is over.
    isNoAnswer: ({ event }: { event: object }) => 'error' in event && isApiError(event.error) && event.error.statusCode === 0,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    tokens: input.storedTokens ? toTokens(input.storedTokens) : null,
    user: null,
    mainCompany: null,
  }),
  initial: 'loggedOut',
  states: {
    loggedOut: {
      tags: 'loggedOut',
      // Tokens stored by an earlier page load: the automatic sign-in, with the user not loaded.
      always: { guard: 'hasTokens', target: 'loggedIn' },
      on: {
        'session.signed_in': {
          target: 'loggedIn',
          actions: [
            { type: 'storeTokens', params: ({ event }) => ({ tokens: event.tokens }) },
            { type: 'persistTokens', params: ({ event }) => ({ tokens: toTokens(event.tokens) }) },
          ],
        },
      },
    },
    loggedIn: {
      tags: 'loggedIn',
      initial: 'loadingUser',
      on: { 'session.sign_out': { target: 'signingOut' } },
      states: {
        loadingUser: {
          tags: 'loadingUser',
          // The attempt is a state, not a flag: a 401 before any refresh refreshes once; a 401
          // after it means the fresh token is refused too, and refreshing again would loop.
          initial: 'firstAttempt',
          states: { firstAttempt: {}, afterRefresh: {} },
          invoke: {
            id: 'fetchUser',
            src: 'fetchUser',
            input: ({ context }) => ({ accessToken: tokensOf(context).accessToken }),
            onDone: {
              target: 'ready',
              actions: [
                { type: 'storeUser', params: ({ event }) => ({ user: event.output }) },
                { type: 'persistMainCompany', params: ({ event }) => ({ mainCompany: mainCompanyOf(event.output) }) },
              ],
            },
            onError: [
              {
                guard: and(['isUnauthorized', stateIn(LOADING_USER_FIRST_ATTEMPT)]),
                target: 'refreshing',
              },
              { guard: 'isUnauthorized', target: '#session.signingOut' },
              // Back to login, but the stored session stays: leaving the page aborts this call
              // (the next page would otherwise start signed out), and a reload retries it.
              { guard: 'isNoAnswer', target: '#session.loggedOut', actions: ['clearSession', 'goToLogin'] },
              // Seed 000 section 8: a failed user fetch clears the stored session, back to login.
              { target: '#session.loggedOut', actions: ['clearSession', 'clearStoredSession', 'goToLogin'] },
            ],
          },
        },
        refreshing: {
          tags: 'refreshing',
          invoke: {
            id: 'refreshTokens',
            src: 'refreshTokens',
            input: ({ context }) => ({ refreshToken: tokensOf(context).refreshToken }),
            onDone: [
              {
                guard: 'hasUser',
                target: 'ready',
                actions: [
                  { type: 'storeTokens', params: ({ event }) => ({ tokens: event.output }) },
                  { type: 'persistTokens', params: ({ event }) => ({ tokens: toTokens(event.output) }) },
                ],
              },
              {
                // The user is fetched only when not yet loaded.
                target: 'loadingUser.afterRefresh',
                actions: [
                  { type: 'storeTokens', params: ({ event }) => ({ tokens: event.output }) },
                  { type: 'persistTokens', params: ({ event }) => ({ tokens: toTokens(event.output) }) },
                ],
              },
            ],
            onError: [
              // No answer: the stored session stays for the next page load (see loadingUser).
              { guard: 'isNoAnswer', target: '#session.loggedOut', actions: ['clearSession', 'goToLogin'] },
              // The refresh token was refused: no server session is left to end, so no sign-out call.
              { target: '#session.loggedOut', actions: ['clearSession', 'clearStoredSession', 'goToLogin'] },
            ],
          },
        },
        ready: {
          tags: 'ready',
          // Only here: while the user loads, its own 401 drives the refresh; while refreshing,
          // concurrent 401s of other calls collapse into the refresh under way.
          on: { 'session.token_expired': { target: 'refreshing' } },
        },
      },
    },
    signingOut: {
      tags: 'signingOut',
      // Forget the stored session first: a reload during the call must not sign in again.
      entry: 'clearStoredSession',
      invoke: {
        id: 'signOut',
        src: 'signOut',
        input: ({ context }) => tokensOf(context),
        // Best effort: an unreachable server does not keep anyone signed in here.
        onDone: { target: 'loggedOut', actions: ['clearSession', 'goToLogin'] },
        onError: { target: 'loggedOut', actions: ['clearSession', 'goToLogin'] },
      },
    },
  },
});
