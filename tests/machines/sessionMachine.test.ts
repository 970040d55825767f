import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import { answerLater, waitFor } from '../support/waitFor';
import type { ApiError } from '../../src/contract/apiError';
import type { MainCompany, Tokens } from '../../src/domain/sessionStorage';
import { sessionMachine } from '../../src/machines/session/machine';
import type { SessionContext, SessionEvent, SessionInput } from '../../src/machines/session/types';
import { ModelRunner, pathName, PromiseFakes, statePairs, transitionPaths, type ModelEvent, type Oracle } from './modelHarness';
import { userRecord } from '../support/users';
import type { User } from '../../src/contract/schema.gen';

const STORED: Tokens = { accessToken: 'access-0', refreshToken: 'refresh-0' };
const SIGNED_IN: Tokens = { accessToken: 'access-1', refreshToken: 'refresh-1' };
const REFRESHED: Tokens = { accessToken: 'access-2', refreshToken: 'refresh-2' };

const UNAUTHORIZED: ApiError = { statusCode: 401, error: 'Unauthorized', message: 'Token expired', code: 'token_expired' };
const SERVER_ERROR: ApiError = { statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' };
const NETWORK: ApiError = { statusCode: 0, error: 'Network Error', message: 'Failed to fetch', code: 'network' };

const USER: User = userRecord({
  id: 'u-1',
  username: 'ana',
  email: 'ana@example.com',
  fullname: 'Ana Souza',
  company: { _id: 'c-1', name: 'Cantina', type: 'restaurant', shoppingFlow: 'MENU' },
});

// A company stored without its flow (older records): the flow comes from its type.
const MARKET_USER: User = { ...USER, id: 'u-2', _id: 'u-2', username: 'bia', company: { _id: 'c-2', name: 'Mercado', type: 'supermarket' } as User['company'] };
const STAFF: User = { ...USER, id: 'u-3', _id: 'u-3', username: 'caio', company: null };

const EVENTS: ReadonlyArray<ModelEvent<SessionEvent>> = [
  { type: 'session.signed_in', tokens: SIGNED_IN },
  { type: 'session.token_expired' },
  { type: 'session.sign_out' },
  { type: 'done.fetchUser', output: USER },
  { type: 'done.fetchUser', output: MARKET_USER },
  { type: 'done.fetchUser', output: STAFF },
  { type: 'error.fetchUser', error: UNAUTHORIZED },
  { type: 'error.fetchUser', error: SERVER_ERROR },
  { type: 'error.fetchUser', error: NETWORK },
  { type: 'done.refreshTokens', output: REFRESHED },
  { type: 'error.refreshTokens', error: UNAUTHORIZED },
  { type: 'error.refreshTokens', error: NETWORK },
  { type: 'done.signOut', output: null },
  { type: 'error.signOut', error: NETWORK },
];

/**
 * The session as seed 000 sections 4 and 8 word it, with the rules the machine documents,
 * written without the machine: a sign-in keeps the two tokens (stored) with the user not yet
 * loaded, and fetches the user with the access token; stored tokens sign in at start without
 * being stored again. The user fetched is kept with its main company (its flow, when missing,
 * from its type: restaurant MENU, supermarket PRODUCT, partner PARTNER), and the main company
 * stored. A failed user fetch clears the stored session and goes to login; a 401 refreshes once
 * with the refresh token and fetches again with the new access token (a 401 after that signs
 * out); no answer at all (status 0) goes to login but keeps the stored session. While ready, an
 * expiry refreshes without fetching the user again; a refused refresh clears the stored session
 * and goes to login without a server sign-out. Sign-out forgets the stored session first, then
 * ends the server session with the tokens, and whatever it answers clears everything and goes to
 * login. Storage and navigation are recorded as calls beside the server calls.
 */
type Phase = 'loggedOut' | 'loadingUser' | 'loadingUserAgain' | 'refreshing' | 'ready' | 'signingOut';
interface SessionSpec {
  phase: Phase;
  tokens: Tokens | null;
  user: User | null;
  mainCompany: MainCompany | null;
  calls: Array<{ src: string; input: unknown }>;
}
const FLOW_OF_TYPE = { restaurant: 'MENU', supermarket: 'PRODUCT', partner: 'PARTNER' } as const;
const TAGS_OF: Record<Phase, string[]> = {
  loggedOut: ['loggedOut'],
  loadingUser: ['loadingUser', 'loggedIn'],
  loadingUserAgain: ['loadingUser', 'loggedIn'],
  refreshing: ['loggedIn', 'refreshing'],
  ready: ['loggedIn', 'ready'],
  signingOut: ['signingOut'],
};
const statusOf = (error: unknown): unknown => Reflect.get(error as object, 'statusCode');
function sessionSpec(input: SessionInput): Oracle<SessionSpec, unknown> {
  const stored = input.storedTokens;
  const initial: SessionSpec = stored
    ? {
        phase: 'loadingUser',
        tokens: { accessToken: stored.accessToken, refreshToken: stored.refreshToken },
        user: null,
        mainCompany: null,
        calls: [{ src: 'fetchUser', input: { accessToken: stored.accessToken } }],
      }
    : { phase: 'loggedOut', tokens: null, user: null, mainCompany: null, calls: [] };
  const call = (state: SessionSpec, ...calls: Array<[string, unknown]>) => [...state.calls, ...calls.map(([src, given]) => ({ src, input: given }))];
  const signedOut = (state: SessionSpec, ...calls: Array<[string, unknown]>): SessionSpec => ({
    phase: 'loggedOut',
    tokens: null,
    user: null,
    mainCompany: null,
    calls: call(state, ...calls),
  });
  const signOut = (state: SessionSpec): SessionSpec => ({ ...state, phase: 'signingOut', calls: call(state, ['clearStoredSession', undefined], ['signOut', state.tokens]) });
  // A call failed: no answer keeps the stored session, anything else clears it.
  const failed = (state: SessionSpec, error: unknown): SessionSpec =>
    statusOf(error) === 0 ? signedOut(state, ['goToLogin', undefined]) : signedOut(state, ['clearStoredSession', undefined], ['goToLogin', undefined]);
  return {
    initial,
    next(state, event) {
      const signedIn = state.phase !== 'loggedOut' && state.phase !== 'signingOut';
      if (signedIn && event.type === 'session.sign_out') return signOut(state);
      switch (state.phase) {
        case 'loggedOut': {
          if (event.type !== 'session.signed_in') return state;
          const given = Reflect.get(event, 'tokens') as Tokens;
          const tokens = { accessToken: given.accessToken, refreshToken: given.refreshToken };
          return { ...state, phase: 'loadingUser', tokens, calls: call(state, ['persistTokens', tokens], ['fetchUser', { accessToken: tokens.accessToken }]) };
        }
        case 'loadingUser':
        case 'loadingUserAgain': {
          if (event.type === 'done.fetchUser') {
            const user = Reflect.get(event, 'output') as User;
            const company = user.company;
            const mainCompany: MainCompany | null = company
              ? { _id: company._id, name: company.name, type: company.type, shoppingFlow: company.shoppingFlow ?? FLOW_OF_TYPE[company.type] }
              : null;
            return { ...state, phase: 'ready', user, mainCompany, calls: call(state, ['persistMainCompany', mainCompany]) };
          }
          if (event.type !== 'error.fetchUser') return state;
          const error: unknown = Reflect.get(event, 'error');
          if (statusOf(error) === 401) {
            if (state.phase === 'loadingUserAgain') return signOut(state);
            return { ...state, phase: 'refreshing', calls: call(state, ['refreshTokens', { refreshToken: state.tokens?.refreshToken }]) };
          }
          return failed(state, error);
        }
        case 'refreshing': {
          if (event.type === 'error.refreshTokens') return failed(state, Reflect.get(event, 'error'));
          if (event.type !== 'done.refreshTokens') return state;
          const given = Reflect.get(event, 'output') as Tokens;
          const tokens = { accessToken: given.accessToken, refreshToken: given.refreshToken };
          if (state.user) return { ...state, phase: 'ready', tokens, calls: call(state, ['persistTokens', tokens]) };
          return { ...state, phase: 'loadingUserAgain', tokens, calls: call(state, ['persistTokens', tokens], ['fetchUser', { accessToken: tokens.accessToken }]) };
        }
        case 'ready':
          if (event.type !== 'session.token_expired') return state;
          return { ...state, phase: 'refreshing', calls: call(state, ['refreshTokens', { refreshToken: state.tokens?.refreshToken }]) };
        case 'signingOut':
          return event.type === 'done.signOut' || event.type === 'error.signOut' ? signedOut(state, ['goToLogin', undefined]) : state;
      }
    },
    view: (state) => ({ tags: TAGS_OF[state.phase], tokens: state.tokens, user: state.user, mainCompany: state.mainCompany }),
    calls: (state) => state.calls,
  };
}

/** What the containers read of the session: its tags, and the tokens, user and main company. */
function sessionView(snapshot: AnyMachineSnapshot): unknown {
  const context = snapshot.context as SessionContext;
  return { tags: [...snapshot.tags].sort(), tokens: context.tokens, user: context.user, mainCompany: context.mainCompany };
}

describe('sessionMachine, model-based', () => {
  const inputs: Array<[string, SessionInput]> = [
    ['nothing stored', { storedTokens: null }],
    ['tokens stored', { storedTokens: STORED }],
  ];
  const runners = inputs.map(([, input]) => {
    const fakes = new PromiseFakes();
    // The container's storage and navigation, recorded in order with the server calls.
    const record = (src: string, given?: unknown) => fakes.calls.push({ src, input: given });
    const machine = sessionMachine.provide({
      actors: {
        fetchUser: fakes.logic<User, { accessToken: string }>('fetchUser'),
        refreshTokens: fakes.logic<Tokens, { refreshToken: string }>('refreshTokens'),
        signOut: fakes.logic<unknown, Tokens>('signOut'),
      },
      actions: {
        persistTokens: (_, { tokens }) => record('persistTokens', tokens),
        persistMainCompany: (_, { mainCompany }) => record('persistMainCompany', mainCompany),
        clearStoredSession: () => record('clearStoredSession'),
        goToLogin: () => record('goToLogin'),
      },
    });
    return new ModelRunner(machine, fakes, { oracle: sessionSpec(input), connect: sessionView });
  });

  for (const [n, [label, input]] of inputs.entries()) {
    const runner = runners[n];
    describe(label, () => {
      const paths = transitionPaths(sessionMachine, EVENTS, input);
      it('has paths', () => expect(paths.length).toBeGreaterThan(5));
      for (const [index, path] of paths.entries()) {
        it(pathName(path, index), async () => {
          await runner?.run(path, input);
        });
      }

      it('plays every (state, event) pair', () => {
        const all = statePairs(sessionMachine, EVENTS, input);
        expect(all.length).toBeGreaterThan(20);
        expect(all.filter((pair) => !runner?.playedPairs.has(pair))).toEqual([]);
      });
    });
  }

  it('reaches every state and takes every transition', () => {
    const visited = new Set(runners.flatMap((runner) => runner.coverage.visitedStates()));
    const coverage = runners[0]?.coverage;
    expect([...visited].sort()).toEqual(coverage?.allStates());
    expect(coverage?.allStates()).toEqual([
      'session.loggedIn',
      'session.loggedIn.loadingUser',
      'session.loggedIn.loadingUser.afterRefresh',
      'session.loggedIn.loadingUser.firstAttempt',
      'session.loggedIn.ready',
      'session.loggedIn.refreshing',
      'session.loggedOut',
      'session.signingOut',
    ]);
    const missing = runners.map((runner) => new Set(runner.coverage.missingTransitions()));
    expect([...(missing[0] ?? [])].filter((transition) => missing.every((each) => each.has(transition)))).toEqual([]);
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


describe('sessionMachine, a call failing without an API error', () => {
  beforeEach(() => {
    vi.useRealTimers();
  });

  // A rejection with no reason at all is no 401 and no missing answer: an ordinary failure, and the session goes on.
  it('a user fetch rejected without a reason clears the stored session and goes to login, without a refresh', async () => {
    const session = startSession({ storedTokens: STORED, fetchUser: () => Promise.reject(undefined) });
    const out = await waitFor(session.actor, (s) => s.hasTag('loggedOut'));
    expect(out.status).toBe('active');
    expect(out.context).toEqual({ tokens: null, user: null, mainCompany: null });
    expect(session.log).toEqual(['clearStoredSession', 'goToLogin']);
    expect(session.refreshTokens).not.toHaveBeenCalled();
  });

  it('a refresh rejected without a reason clears the stored session and goes to login, without a server sign-out', async () => {
    const session = startSession({ storedTokens: STORED, refreshTokens: () => Promise.reject(undefined) });
    await waitFor(session.actor, (s) => s.hasTag('ready'));
    session.actor.send({ type: 'session.token_expired' });
    const out = await waitFor(session.actor, (s) => s.hasTag('loggedOut'));
    expect(out.status).toBe('active');
    expect(out.context).toEqual({ tokens: null, user: null, mainCompany: null });
    expect(session.log).toEqual(['clearStoredSession', 'goToLogin']);
    expect(session.signOut).not.toHaveBeenCalled();
  });
});
