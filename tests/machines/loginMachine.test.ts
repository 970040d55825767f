import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { __unsafe_getAllOwnEventDescriptors, createActor, fromPromise } from 'xstate';
import type { ApiError } from '../../src/contract/apiError';
import { DEFAULT_LOGIN_BACKGROUND } from '../../src/domain/adminStyle';
import { connectLogin, type LoginConnect, type LoginTexts } from '../../src/machines/login/connect';
import { loginMachine, type LoginEvent, type LoginInput } from '../../src/machines/login/machine';
import type { Credentials } from '../../src/domain/authForms';
import type { Tokens } from '../../src/domain/sessionStorage';
import { flush, ModelRunner, pathName, pathsOverBoth, PromiseFakes, statePairs, type ModelEvent, type Oracle } from './modelHarness';
import { BACKGROUND_MAX_TRIES, BACKGROUND_POLL_MS, POST_LOGIN_DELAY_MS } from '../support/seed';

const TOKENS: Tokens = { accessToken: 'access-1', refreshToken: 'refresh-1' };
const CREDENTIALS: Credentials = { email: 'ana@example.com', password: 'secret-1' };
const INVALID_LOGIN: ApiError = { statusCode: 401, error: 'Unauthorized', message: 'Wrong e-mail or password', code: 'invalid_login' };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const FORM_EVENTS: ReadonlyArray<ModelEvent<LoginEvent>> = [
  { type: 'user.submit', ...CREDENTIALS },
  // A password is sent as typed, spaces and all. Another e-mail: the pairs' names cut an
  // event's data at its first 45 characters.
  { type: 'user.submit', email: 'bia@example.com', password: ' secret 2 ' },
  { type: 'done.signIn', output: TOKENS },
  { type: 'error.signIn', error: INVALID_LOGIN },
  { type: 'error.signIn', error: new TypeError('Failed to fetch') },
  { type: 'user.edit' },
  { type: 'after.postLoginDelay' },
];
const BACKGROUND_EVENTS: ReadonlyArray<ModelEvent<LoginEvent>> = [
  { type: 'done.readBackground', output: '/styles/background.png' },
  { type: 'done.readBackground', output: null },
  { type: 'done.readBackground', output: '' },
  { type: 'after.backgroundPoll' },
];

/**
 * The login page as seed 000 sections 2, 8 and 9 word it, with the rules the machine documents,
 * written without the machine. The form: a submit signs in with the e-mail and password typed
 * (no second one while it runs or after success) and clears the last refusal; success hands the
 * tokens over and keeps the button loading 4 s, then loads the dashboard; a refusal is kept (as
 * an ApiError; a failure that is not one is the network's) and shown until the user changes a
 * field; the notice the page came with shows only before any attempt. The background: the stored
 * image is looked for at once and every 500 ms, and after 5 looks without one the default is used.
 */
type FormPhase = 'idle' | 'submitting' | 'succeeded' | 'redirecting' | 'failed' | 'correcting';
interface LoginSpec {
  form: FormPhase;
  error: ApiError | null;
  background: 'reading' | 'waiting' | 'found';
  image: string | null;
  looks: number;
  calls: Array<{ src: string; input: unknown }>;
}
const NETWORK_FAILURE: ApiError = { statusCode: 0, error: 'Network Error', message: 'Failed to fetch', code: 'network' };
// The reader travels in the look's input; a function compares as nothing.
const LOOK = { src: 'readBackground', input: {} };
/** A refusal in the tests' words: all of it, so the view says which one. */
const refusal = (error: ApiError): string => [error.statusCode, error.error, error.message, error.code ?? '-'].join(' | ');
/** The page's words in the tests: the refusal, and the notice the page came with. */
const TEXTS: LoginTexts = { errorMessage: refusal, notice: 'registered' };
/** What the login page shows (the connect's props, data only): the form's status, the refusal, the notice, and the background. */
type LoginShown = { form: Omit<LoginConnect['form'], 'onSubmit' | 'onEdit'>; backgroundUrl: string | null };
const LOGIN_SPEC: Oracle<LoginSpec, LoginShown> = {
  initial: { form: 'idle', error: null, background: 'reading', image: null, looks: 1, calls: [LOOK] },
  next(state, event) {
    const call = (src: string, given?: unknown) => [...state.calls, { src, input: given }];
    const { form } = state;
    if (event.type === 'user.submit' && (form === 'idle' || form === 'failed' || form === 'correcting')) {
      return { ...state, form: 'submitting', error: null, calls: call('signIn', { email: Reflect.get(event, 'email'), password: Reflect.get(event, 'password') }) };
    }
    if (event.type === 'done.signIn' && form === 'submitting') return { ...state, form: 'succeeded', calls: call('signedIn', Reflect.get(event, 'output')) };
    if (event.type === 'error.signIn' && form === 'submitting') {
      const error: unknown = Reflect.get(event, 'error');
      return { ...state, form: 'failed', error: error instanceof Error ? NETWORK_FAILURE : (error as ApiError) };
    }
    if (event.type === 'user.edit' && form === 'failed') return { ...state, form: 'correcting', error: null };
    if (event.type === 'after.postLoginDelay' && form === 'succeeded') return { ...state, form: 'redirecting', calls: call('goToDashboard') };
    if (event.type === 'done.readBackground' && state.background === 'reading') {
      const image: unknown = Reflect.get(event, 'output');
      if (typeof image === 'string' && image !== '') return { ...state, background: 'found', image };
      if (state.looks === 5) return { ...state, background: 'found', image: '/auth-background.svg' };
      return { ...state, background: 'waiting' };
    }
    if (event.type === 'after.backgroundPoll' && state.background === 'waiting') {
      return { ...state, background: 'reading', looks: state.looks + 1, calls: [...state.calls, LOOK] };
    }
    return state;
  },
  view: (state) => ({
    form: {
      status: state.form === 'correcting' ? 'idle' : state.form === 'redirecting' ? 'succeeded' : state.form,
      errorMessage: state.error ? refusal(state.error) : undefined,
      successMessage: state.form === 'idle' ? 'registered' : undefined,
    },
    backgroundUrl: state.image,
  }),
  calls: (state) => state.calls,
};

describe('loginMachine, model-based', () => {
  const fakes = new PromiseFakes();
  const runner = new ModelRunner(
    loginMachine.provide({
      actors: {
        signIn: fakes.logic<Tokens, Credentials>('signIn'),
        readBackground: fakes.logic<string | null, { read: () => string | null }>('readBackground'),
      },
      actions: {
        signedIn: (_, { tokens }) => fakes.calls.push({ src: 'signedIn', input: tokens }),
        goToDashboard: () => fakes.calls.push({ src: 'goToDashboard', input: undefined }),
      },
    }),
    fakes,
    { oracle: LOGIN_SPEC, connect: (snapshot) => connectLogin(snapshot, () => {}, TEXTS) },
  );
  const input: LoginInput = { readStoredBackground: () => null };
  // The regions are independent; each is walked on its own so one region's timers never fire
  // in the middle of the other's path (the model has no clock, the fake timers do).
  const regions: Array<[string, ReadonlyArray<ModelEvent<LoginEvent>>]> = [
    ['form', FORM_EVENTS],
    ['background', BACKGROUND_EVENTS],
  ];

  for (const [region, events] of regions) {
    describe(region, () => {
      const paths = pathsOverBoth(loginMachine, events, input, LOGIN_SPEC);
      it('has paths', () => expect(paths.length).toBeGreaterThanOrEqual(2));
      for (const [index, path] of paths.entries()) {
        it(pathName(path, index), async () => {
          await runner.run(path, input);
        });
      }

      it('plays every (state, event) pair', () => {
        const all = statePairs(loginMachine, events, input);
        expect(all.length).toBeGreaterThan(10);
        expect(all.filter((pair) => !runner.playedPairs.has(pair))).toEqual([]);
      });
    });
  }

  it('reaches every state and takes every transition', () => {
    expect(runner.coverage.visitedStates()).toEqual(runner.coverage.allStates());
    expect(runner.coverage.allStates()).toEqual([
      'login.background',
      'login.background.defaulted',
      'login.background.reading',
      'login.background.ready',
      'login.background.waiting',
      'login.form',
      'login.form.correcting',
      'login.form.failed',
      'login.form.idle',
      'login.form.redirecting',
      'login.form.submitting',
      'login.form.succeeded',
    ]);
    expect(runner.coverage.missingTransitions()).toEqual([]);
  });
});

/** The login page with recording actions; the reader answers `backgrounds` in turn, then null. */
function startLogin(options: { signIn?: (credentials: Credentials) => Promise<Tokens>; backgrounds?: Array<string | null> } = {}) {
  const signIn = vi.fn(options.signIn ?? (async () => TOKENS));
  const backgrounds = [...(options.backgrounds ?? [])];
  const readStoredBackground = vi.fn(() => backgrounds.shift() ?? null);
  const signedIn = vi.fn<(tokens: Tokens) => void>();
  const goToDashboard = vi.fn();
  const machine = loginMachine.provide({
    actors: { signIn: fromPromise<Tokens, Credentials>(({ input }) => signIn(input)) },
    actions: { signedIn: (_, { tokens }) => signedIn(tokens), goToDashboard },
  });
  const actor = createActor(machine, { input: { readStoredBackground } });
  actor.start();
  return { actor, signIn, signedIn, goToDashboard, readStoredBackground };
}

describe('loginMachine form', () => {
  it('signs in, hands the tokens over, keeps loading 4000 ms, then goes to the dashboard', async () => {
    const login = startLogin();
    login.actor.send({ type: 'user.submit', ...CREDENTIALS });
    expect(login.actor.getSnapshot().matches({ form: 'submitting' })).toBe(true);
    await flush();
    expect(login.signIn).toHaveBeenCalledWith(CREDENTIALS);
    expect(login.actor.getSnapshot().matches({ form: 'succeeded' })).toBe(true);
    expect(login.signedIn).toHaveBeenCalledWith(TOKENS);

    await vi.advanceTimersByTimeAsync(POST_LOGIN_DELAY_MS - 1);
    expect(login.actor.getSnapshot().matches({ form: 'succeeded' })).toBe(true);
    expect(login.goToDashboard).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    expect(login.actor.getSnapshot().matches({ form: 'redirecting' })).toBe(true);
    expect(login.goToDashboard).toHaveBeenCalledTimes(1);
    expect(POST_LOGIN_DELAY_MS).toBe(4000);
  });

  it('keeps the ApiError of a refused sign-in, and a new submit tries again', async () => {
    const signIn = vi.fn<(credentials: Credentials) => Promise<Tokens>>().mockRejectedValueOnce(INVALID_LOGIN).mockResolvedValueOnce(TOKENS);
    const login = startLogin({ signIn });
    login.actor.send({ type: 'user.submit', ...CREDENTIALS });
    await flush();
    expect(login.actor.getSnapshot().matches({ form: 'failed' })).toBe(true);
    expect(login.actor.getSnapshot().context.error).toEqual(INVALID_LOGIN);
    expect(login.signedIn).not.toHaveBeenCalled();

    login.actor.send({ type: 'user.submit', email: 'ana@example.com', password: 'secret-2' });
    expect(login.actor.getSnapshot().matches({ form: 'submitting' })).toBe(true);
    expect(login.actor.getSnapshot().context.error).toBeNull();
    await flush();
    expect(signIn).toHaveBeenLastCalledWith({ email: 'ana@example.com', password: 'secret-2' });
    expect(login.actor.getSnapshot().matches({ form: 'succeeded' })).toBe(true);
  });

  it('drops the refusal as soon as the user changes a field, and signs in from there', async () => {
    const signIn = vi.fn<(credentials: Credentials) => Promise<Tokens>>().mockRejectedValueOnce(INVALID_LOGIN).mockResolvedValueOnce(TOKENS);
    const login = startLogin({ signIn });
    // Before any attempt, a change is nothing to clear.
    login.actor.send({ type: 'user.edit' });
    expect(login.actor.getSnapshot().matches({ form: 'idle' })).toBe(true);
    login.actor.send({ type: 'user.submit', ...CREDENTIALS });
    await flush();
    expect(login.actor.getSnapshot().context.error).toEqual(INVALID_LOGIN);

    login.actor.send({ type: 'user.edit' });
    expect(login.actor.getSnapshot().matches({ form: 'correcting' })).toBe(true);
    expect(login.actor.getSnapshot().context.error).toBeNull();
    login.actor.send({ type: 'user.edit' });
    expect(login.actor.getSnapshot().context.error).toBeNull();

    login.actor.send({ type: 'user.submit', email: 'ana@example.com', password: 'secret-2' });
    await flush();
    expect(signIn).toHaveBeenLastCalledWith({ email: 'ana@example.com', password: 'secret-2' });
    expect(login.actor.getSnapshot().matches({ form: 'succeeded' })).toBe(true);
  });

  it('the form’s submit and edit send the machine’s events; the refusal shows in the page’s words until a field changes', async () => {
    const signIn = vi.fn<(credentials: Credentials) => Promise<Tokens>>().mockRejectedValueOnce(INVALID_LOGIN).mockResolvedValueOnce(TOKENS);
    const login = startLogin({ signIn });
    const props = () => connectLogin(login.actor.getSnapshot(), login.actor.send, TEXTS).form;
    expect(props()).toMatchObject({ status: 'idle', errorMessage: undefined, successMessage: 'registered' });
    props().onSubmit(CREDENTIALS);
    expect(props()).toMatchObject({ status: 'submitting', successMessage: undefined });
    await flush();
    expect(signIn).toHaveBeenLastCalledWith(CREDENTIALS);
    expect(props()).toMatchObject({ status: 'failed', errorMessage: '401 | Unauthorized | Wrong e-mail or password | invalid_login' });
    props().onEdit?.();
    expect(props()).toMatchObject({ status: 'idle', errorMessage: undefined, successMessage: undefined });
    props().onSubmit({ email: 'ana@example.com', password: 'secret-2' });
    await flush();
    expect(signIn).toHaveBeenLastCalledWith({ email: 'ana@example.com', password: 'secret-2' });
    expect(props().status).toBe('succeeded');
  });

  it('turns a failure that is not an ApiError into one (network)', async () => {
    const login = startLogin({ signIn: () => Promise.reject(new TypeError('Failed to fetch')) });
    login.actor.send({ type: 'user.submit', ...CREDENTIALS });
    await flush();
    expect(login.actor.getSnapshot().context.error).toEqual({
      statusCode: 0,
      error: 'Network Error',
      message: 'Failed to fetch',
      code: 'network',
    });
  });

  it('ignores a second submit while the first is under way or after success', async () => {
    let finish: (tokens: Tokens) => void = () => {};
    const login = startLogin({ signIn: () => new Promise<Tokens>((resolve) => (finish = resolve)) });
    login.actor.send({ type: 'user.submit', ...CREDENTIALS });
    login.actor.send({ type: 'user.submit', ...CREDENTIALS });
    expect(login.signIn).toHaveBeenCalledTimes(1);
    finish(TOKENS);
    await flush();
    login.actor.send({ type: 'user.submit', ...CREDENTIALS });
    expect(login.signIn).toHaveBeenCalledTimes(1);
    expect(login.actor.getSnapshot().matches({ form: 'succeeded' })).toBe(true);
  });
});

describe('loginMachine background', () => {
  it('uses a stored background at once', async () => {
    const login = startLogin({ backgrounds: ['/styles/bg.png'] });
    await flush();
    expect(login.actor.getSnapshot().matches({ background: 'ready' })).toBe(true);
    expect(login.actor.getSnapshot().context.background).toBe('/styles/bg.png');
    expect(login.readStoredBackground).toHaveBeenCalledTimes(1);
  });

  it('polls every 500 ms until the background is stored', async () => {
    const login = startLogin({ backgrounds: [null, null, '/styles/bg.png'] });
    await flush();
    expect(login.actor.getSnapshot().matches({ background: 'waiting' })).toBe(true);
    await vi.advanceTimersByTimeAsync(BACKGROUND_POLL_MS - 1);
    expect(login.readStoredBackground).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(login.readStoredBackground).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(BACKGROUND_POLL_MS);
    expect(login.readStoredBackground).toHaveBeenCalledTimes(3);
    expect(login.actor.getSnapshot().matches({ background: 'ready' })).toBe(true);
    expect(login.actor.getSnapshot().context.background).toBe('/styles/bg.png');
    await vi.advanceTimersByTimeAsync(10 * BACKGROUND_POLL_MS);
    expect(login.readStoredBackground).toHaveBeenCalledTimes(3);
  });

  it('falls back to the default background after 5 tries without one', async () => {
    const login = startLogin();
    await flush();
    // Tries at 0, 500, 1000, 1500 and 2000 ms.
    await vi.advanceTimersByTimeAsync((BACKGROUND_MAX_TRIES - 1) * BACKGROUND_POLL_MS - 1);
    expect(login.readStoredBackground).toHaveBeenCalledTimes(BACKGROUND_MAX_TRIES - 1);
    expect(login.actor.getSnapshot().matches({ background: 'waiting' })).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(login.readStoredBackground).toHaveBeenCalledTimes(BACKGROUND_MAX_TRIES);
    expect(login.actor.getSnapshot().matches({ background: 'defaulted' })).toBe(true);
    expect(login.actor.getSnapshot().context.background).toBe(DEFAULT_LOGIN_BACKGROUND);
    await vi.advanceTimersByTimeAsync(10 * BACKGROUND_POLL_MS);
    expect(login.readStoredBackground).toHaveBeenCalledTimes(BACKGROUND_MAX_TRIES);
    expect(BACKGROUND_MAX_TRIES).toBe(5);
    expect(BACKGROUND_POLL_MS).toBe(500);
  });

  it('counts a reader that throws as nothing stored yet', async () => {
    const actor = createActor(loginMachine, {
      input: {
        readStoredBackground: () => {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      },
    });
    actor.start();
    await flush();
    expect(actor.getSnapshot().matches({ background: 'waiting' })).toBe(true);
    await vi.advanceTimersByTimeAsync(BACKGROUND_MAX_TRIES * BACKGROUND_POLL_MS);
    expect(actor.getSnapshot().matches({ background: 'defaulted' })).toBe(true);
    actor.stop();
  });

  it('runs beside the form: a sign-in while polling does not stop the polls', async () => {
    const login = startLogin({ backgrounds: [null, '/styles/bg.png'] });
    login.actor.send({ type: 'user.submit', ...CREDENTIALS });
    await flush();
    expect(login.actor.getSnapshot().value).toEqual({ form: 'succeeded', background: 'waiting' });
    await vi.advanceTimersByTimeAsync(BACKGROUND_POLL_MS);
    expect(login.actor.getSnapshot().value).toEqual({ form: 'succeeded', background: 'ready' });
    await vi.advanceTimersByTimeAsync(POST_LOGIN_DELAY_MS - BACKGROUND_POLL_MS);
    expect(login.actor.getSnapshot().value).toEqual({ form: 'redirecting', background: 'ready' });
    expect(login.goToDashboard).toHaveBeenCalledTimes(1);
  });
});
