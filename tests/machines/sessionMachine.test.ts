import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { answerLater, waitFor } from '../support/waitFor';
import type { ApiError } from '../../src/api/errors';
import { sessionMachine, type SessionInput, type Tokens, type User } from '../../src/machines/sessionMachine';
import { createModel, ModelRunner, pathName, PromiseFakes } from './modelHarness';

const STORED: Tokens = { accessToken: 'access-0', refreshToken: 'refresh-0' };
const SIGNED_IN: Tokens = { accessToken: 'access-1', refreshToken: 'refresh-1' };
const REFRESHED: Tokens = { accessToken: 'access-2', refreshToken: 'refresh-2' };

const UNAUTHORIZED: ApiError = { statusCode: 401, error: 'Unauthorized', message: 'Token expired', code: 'token_expired' };
const SERVER_ERROR: ApiError = { statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' };
const NETWORK: ApiError = { statusCode: 0, error: 'Network Error', message: 'Failed to fetch', code: 'network' };

const USER: User = {
  id: 'u-1',
  _id: 'u-1',
  username: 'ana',
  email: 'ana@example.com',
  fullname: 'Ana Souza',
  roles: [],
  company: { _id: 'c-1', name: 'Cantina', type: 'restaurant', shoppingFlow: 'MENU' },
  pic: null,
  occupation: null,
  companyName: null,
  phone: null,
  address: null,
  socialNetworks: null,
  shopper: false,
  isRoot: false,
  isApplication: false,
  franchises: [],
  permissions: [],
  createdAt: '2024-01-01T00:00:00.000Z',
};

describe('sessionMachine, model-based', () => {
  const fakes = new PromiseFakes();
  const runner = new ModelRunner(
    sessionMachine.provide({
      actors: {
        fetchUser: fakes.logic<User, { accessToken: string }>('fetchUser'),
        refreshTokens: fakes.logic<Tokens, { refreshToken: string }>('refreshTokens'),
        signOut: fakes.logic<unknown, Tokens>('signOut'),
      },
    }),
    fakes,
  );
  const model = createModel(sessionMachine, [
    { type: 'session.signed_in', tokens: SIGNED_IN },
    { type: 'session.token_expired' },
    { type: 'session.sign_out' },
    { type: 'done.fetchUser', output: USER },
    { type: 'error.fetchUser', error: UNAUTHORIZED },
    { type: 'error.fetchUser', error: SERVER_ERROR },
    { type: 'error.fetchUser', error: NETWORK },
    { type: 'done.refreshTokens', output: REFRESHED },
    { type: 'error.refreshTokens', error: UNAUTHORIZED },
    { type: 'error.refreshTokens', error: NETWORK },
    { type: 'done.signOut', output: null },
    { type: 'error.signOut', error: NETWORK },
  ]);
  const inputs: Array<[string, SessionInput]> = [
    ['nothing stored', { storedTokens: null }],
    ['tokens stored', { storedTokens: STORED }],
  ];

  for (const [label, input] of inputs) {
    describe(label, () => {
      const paths = model.shortestPaths(input);
      it('has paths', () => expect(paths.length).toBeGreaterThan(5));
      for (const [index, path] of paths.entries()) {
        it(pathName(path, index), async () => {
          await runner.run(path, input);
        });
      }
    });
  }

  it('reaches every state and takes every transition', () => {
    expect(runner.coverage.visitedStates()).toEqual(runner.coverage.allStates());
    expect(runner.coverage.allStates()).toEqual([
      'session.loggedIn',
      'session.loggedIn.loadingUser',
      'session.loggedIn.loadingUser.afterRefresh',
      'session.loggedIn.loadingUser.firstAttempt',
      'session.loggedIn.ready',
      'session.loggedIn.refreshing',
      'session.loggedOut',
      'session.signingOut',
    ]);
    expect(runner.coverage.missingTransitions()).toEqual([]);
  });
});

type Call<T> = (input: T) => Promise<unknown>;

/** The session with recording actions and the given actor behaviours. */
function startSession(
  options: {
    storedTokens?: Tokens | null;
    fetchUser?: Call<{ accessToken: string }>;
    refreshTokens?: Call<{ refreshToken: string }>;
    signOut?: Call<Tokens>;
  } = {},
) {
  const fetchUser = vi.fn(options.fetchUser ?? (async () => USER));
  const refreshTokens = vi.fn(options.refreshTokens ?? (async () => REFRESHED));
  const signOut = vi.fn(options.signOut ?? (async () => undefined));
  const log: string[] = [];
  const persistTokens = vi.fn<(tokens: Tokens) => void>();
  const persistMainCompany = vi.fn<(company: unknown) => void>();
  const machine = sessionMachine.provide({
    actors: {
      // Answered on a later task, as over the network: a loop of calls cannot starve the deadline.
      fetchUser: fromPromise<User, { accessToken: string }>(async ({ input }) => (await answerLater(fetchUser(input))) as User),
      refreshTokens: fromPromise<Tokens, { refreshToken: string }>(async ({ input }) => (await answerLater(refreshTokens(input))) as Tokens),
      signOut: fromPromise<unknown, Tokens>(async ({ input }) => {
        log.push('signOut call');
        return answerLater(signOut(input));
      }),
    },
    actions: {
      persistTokens: (_, { tokens }) => persistTokens(tokens),
      persistMainCompany: (_, { mainCompany }) => persistMainCompany(mainCompany),
      clearStoredSession: () => log.push('clearStoredSession'),
      goToLogin: () => log.push('goToLogin'),
    },
  });
  const actor = createActor(machine, { input: { storedTokens: options.storedTokens ?? null } });
  actor.start();
  return { actor, log, fetchUser, refreshTokens, signOut, persistTokens, persistMainCompany };
}

describe('sessionMachine rules', () => {
  beforeEach(() => {
    vi.useRealTimers();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('starts logged out; a sign-in stores the tokens and loads the user and main company', async () => {
    const session = startSession();
    expect(session.actor.getSnapshot().hasTag('loggedOut')).toBe(true);
    expect(session.fetchUser).not.toHaveBeenCalled();

    session.actor.send({ type: 'session.signed_in', tokens: { ...SIGNED_IN } });
    expect(session.actor.getSnapshot().matches({ loggedIn: 'loadingUser' })).toBe(true);
    expect(session.actor.getSnapshot().context.user).toBeNull();
    expect(session.persistTokens).toHaveBeenCalledWith(SIGNED_IN);

    const ready = await waitFor(session.actor, (s) => s.hasTag('ready'));
    expect(session.fetchUser).toHaveBeenCalledWith({ accessToken: 'access-1' });
    expect(ready.context.user).toEqual(USER);
    expect(ready.context.mainCompany).toEqual({ _id: 'c-1', name: 'Cantina', type: 'restaurant', shoppingFlow: 'MENU' });
    expect(session.persistMainCompany).toHaveBeenCalledWith(ready.context.mainCompany);
  });

  it('keeps only the two tokens of a token pair', () => {
    const session = startSession();
    const pair = { ...SIGNED_IN, expiresIn: 900, tokenType: 'Bearer' as const };
    session.actor.send({ type: 'session.signed_in', tokens: pair });
    expect(session.actor.getSnapshot().context.tokens).toEqual(SIGNED_IN);
    expect(session.persistTokens).toHaveBeenCalledWith(SIGNED_IN);
  });

  it('signs in automatically with stored tokens, without storing them again', async () => {
    const session = startSession({ storedTokens: STORED });
    expect(session.actor.getSnapshot().matches({ loggedIn: { loadingUser: 'firstAttempt' } })).toBe(true);
    await waitFor(session.actor, (s) => s.hasTag('ready'));
    expect(session.fetchUser).toHaveBeenCalledWith({ accessToken: 'access-0' });
    expect(session.persistTokens).not.toHaveBeenCalled();
  });

  it('defaults the main company flow from its type, and keeps none for staff', async () => {
    const company = { _id: 'c-2', name: 'Mercado', type: 'supermarket' } as User['company'];
    const withCompany = startSession({ storedTokens: STORED, fetchUser: async () => ({ ...USER, company }) });
    const ready = await waitFor(withCompany.actor, (s) => s.hasTag('ready'));
    expect(ready.context.mainCompany).toEqual({ _id: 'c-2', name: 'Mercado', type: 'supermarket', shoppingFlow: 'PRODUCT' });

    const staff = startSession({ storedTokens: STORED, fetchUser: async () => ({ ...USER, company: null }) });
    const staffReady = await waitFor(staff.actor, (s) => s.hasTag('ready'));
    expect(staffReady.context.mainCompany).toBeNull();
    expect(staff.persistMainCompany).toHaveBeenCalledWith(null);
  });

  it('a failed user fetch clears the stored session and goes to login, without a refresh', async () => {
    const session = startSession({ storedTokens: STORED, fetchUser: () => Promise.reject(SERVER_ERROR) });
    const out = await waitFor(session.actor, (s) => s.hasTag('loggedOut'));
    expect(out.context).toEqual({ tokens: null, user: null, mainCompany: null });
    expect(session.log).toEqual(['clearStoredSession', 'goToLogin']);
    expect(session.refreshTokens).not.toHaveBeenCalled();
  });

  it('a 401 on the user fetch refreshes once, stores the new tokens and retries with them', async () => {
    const fetchUser = vi.fn<Call<{ accessToken: string }>>().mockRejectedValueOnce(UNAUTHORIZED).mockResolvedValueOnce(USER);
    const session = startSession({ storedTokens: STORED, fetchUser });
    const ready = await waitFor(session.actor, (s) => s.hasTag('ready'));
    expect(session.refreshTokens).toHaveBeenCalledTimes(1);
    expect(session.refreshTokens).toHaveBeenCalledWith({ refreshToken: 'refresh-0' });
    expect(fetchUser.mock.calls).toEqual([[{ accessToken: 'access-0' }], [{ accessToken: 'access-2' }]]);
    expect(session.persistTokens).toHaveBeenCalledWith(REFRESHED);
    expect(ready.context.tokens).toEqual(REFRESHED);
  });

  it('a second 401 after the refresh signs out (server sign-out with the new tokens), never a second refresh', async () => {
    const session = startSession({ storedTokens: STORED, fetchUser: () => Promise.reject(UNAUTHORIZED) });
    const out = await waitFor(session.actor, (s) => s.hasTag('loggedOut'));
    expect(session.refreshTokens).toHaveBeenCalledTimes(1);
    expect(session.fetchUser).toHaveBeenCalledTimes(2);
    expect(session.signOut).toHaveBeenCalledWith(REFRESHED);
    expect(session.log).toEqual(['clearStoredSession', 'signOut call', 'goToLogin']);
    expect(out.context.tokens).toBeNull();
  });

  it('a failed refresh signs out locally', async () => {
    const session = startSession({
      storedTokens: STORED,
      fetchUser: () => Promise.reject(UNAUTHORIZED),
      refreshTokens: () => Promise.reject(UNAUTHORIZED),
    });
    const out = await waitFor(session.actor, (s) => s.hasTag('loggedOut'));
    expect(session.refreshTokens).toHaveBeenCalledTimes(1);
    expect(session.fetchUser).toHaveBeenCalledTimes(1);
    expect(session.signOut).not.toHaveBeenCalled();
    expect(session.log).toEqual(['clearStoredSession', 'goToLogin']);
    expect(out.context).toEqual({ tokens: null, user: null, mainCompany: null });
  });

  it('an expired token while ready refreshes without fetching the user again', async () => {
    const session = startSession({ storedTokens: STORED });
    await waitFor(session.actor, (s) => s.hasTag('ready'));
    session.actor.send({ type: 'session.token_expired' });
    expect(session.actor.getSnapshot().hasTag('refreshing')).toBe(true);
    // Concurrent 401s of other calls arrive while refreshing: they join the refresh under way.
    session.actor.send({ type: 'session.token_expired' });
    session.actor.send({ type: 'session.token_expired' });
    const ready = await waitFor(session.actor, (s) => s.hasTag('ready'));
    expect(session.refreshTokens).toHaveBeenCalledTimes(1);
    expect(session.fetchUser).toHaveBeenCalledTimes(1);
    expect(ready.context.tokens).toEqual(REFRESHED);
    expect(ready.context.user).toEqual(USER);
  });

  it('a later expiry refreshes again, with the refresh token of the last refresh', async () => {
    let round = 0;
    const session = startSession({
      storedTokens: STORED,
      refreshTokens: async () => {
        round += 1;
        return { accessToken: `access-r${round}`, refreshToken: `refresh-r${round}` };
      },
    });
    await waitFor(session.actor, (s) => s.hasTag('ready'));
    session.actor.send({ type: 'session.token_expired' });
    await waitFor(session.actor, (s) => s.hasTag('ready'));
    session.actor.send({ type: 'session.token_expired' });
    const ready = await waitFor(session.actor, (s) => s.hasTag('ready'));
    expect(session.refreshTokens.mock.calls).toEqual([[{ refreshToken: 'refresh-0' }], [{ refreshToken: 'refresh-r1' }]]);
    expect(ready.context.tokens).toEqual({ accessToken: 'access-r2', refreshToken: 'refresh-r2' });
  });

  it('a refused refresh after an expiry while ready signs out and forgets the stored session', async () => {
    const session = startSession({ storedTokens: STORED, refreshTokens: () => Promise.reject(UNAUTHORIZED) });
    await waitFor(session.actor, (s) => s.hasTag('ready'));
    session.actor.send({ type: 'session.token_expired' });
    await waitFor(session.actor, (s) => s.hasTag('loggedOut'));
    expect(session.log).toEqual(['clearStoredSession', 'goToLogin']);
  });

  it('keeps the stored session when a call gets no answer (network down, or the page left mid-call)', async () => {
    const refresh = startSession({ storedTokens: STORED, refreshTokens: () => Promise.reject(NETWORK) });
    await waitFor(refresh.actor, (s) => s.hasTag('ready'));
    refresh.actor.send({ type: 'session.token_expired' });
    await waitFor(refresh.actor, (s) => s.hasTag('loggedOut'));
    expect(refresh.log).toEqual(['goToLogin']);
    const aborted: ApiError = { statusCode: 0, error: 'Network Error', message: 'The call was aborted', code: 'aborted' };
    const fetch = startSession({ storedTokens: STORED, fetchUser: () => Promise.reject(aborted) });
    await waitFor(fetch.actor, (s) => s.hasTag('loggedOut'));
    expect(fetch.log).toEqual(['goToLogin']);
  });

  it('ignores an expired token while the user loads: the fetch answers for itself', () => {
    const session = startSession({ storedTokens: STORED, fetchUser: () => new Promise(() => {}) });
    session.actor.send({ type: 'session.token_expired' });
    expect(session.actor.getSnapshot().matches({ loggedIn: { loadingUser: 'firstAttempt' } })).toBe(true);
    expect(session.refreshTokens).not.toHaveBeenCalled();
  });

  it('sign-out ends the server session, clears storage and goes to login', async () => {
    let finish: () => void = () => {};
    const session = startSession({ storedTokens: STORED, signOut: () => new Promise<void>((resolve) => (finish = resolve)) });
    await waitFor(session.actor, (s) => s.hasTag('ready'));
    session.actor.send({ type: 'session.sign_out' });
    expect(session.actor.getSnapshot().hasTag('signingOut')).toBe(true);
    // Storage is cleared before the server answers: a reload now must not sign in again.
    expect(session.log).toEqual(['clearStoredSession', 'signOut call']);
    finish();
    const out = await waitFor(session.actor, (s) => s.hasTag('loggedOut'));
    expect(session.signOut).toHaveBeenCalledWith(STORED);
    expect(session.log).toEqual(['clearStoredSession', 'signOut call', 'goToLogin']);
    expect(out.context).toEqual({ tokens: null, user: null, mainCompany: null });
  });

  it('sign-out still clears everything and goes to login when the server call fails', async () => {
    const session = startSession({ storedTokens: STORED, signOut: () => Promise.reject(NETWORK) });
    await waitFor(session.actor, (s) => s.hasTag('ready'));
    session.actor.send({ type: 'session.sign_out' });
    const out = await waitFor(session.actor, (s) => s.hasTag('loggedOut'));
    expect(out.status).toBe('active');
    expect(session.log).toEqual(['clearStoredSession', 'signOut call', 'goToLogin']);
    expect(out.context).toEqual({ tokens: null, user: null, mainCompany: null });
    // Signed out for good: nothing stored, so no automatic sign-in; a new sign-in works.
    session.actor.send({ type: 'session.signed_in', tokens: SIGNED_IN });
    expect(session.actor.getSnapshot().hasTag('loadingUser')).toBe(true);
  });

  it('sign-out while the user is still loading cancels the fetch and signs out', async () => {
    const session = startSession({ storedTokens: STORED, fetchUser: () => new Promise(() => {}) });
    session.actor.send({ type: 'session.sign_out' });
    await waitFor(session.actor, (s) => s.hasTag('loggedOut'));
    expect(session.log).toEqual(['clearStoredSession', 'signOut call', 'goToLogin']);
  });
});

