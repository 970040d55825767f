import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { __unsafe_getAllOwnEventDescriptors, createActor, fromPromise } from 'xstate';
import type { ApiError } from '../../src/contract/apiError';
import type { AccountDeletionReceipt, AccountDeletionRequest } from '../../src/contract/schema.gen';
import { connectAccountDeletion } from '../../src/machines/accountDeletion/connect';
import { accountDeletionMachine, type AccountDeletionEvent } from '../../src/machines/accountDeletion/machine';
import { everyEventPairs, everyEventPaths, flush, ModelRunner, pathName, PromiseFakes, statePairs, toTestMachine, type ModelEvent, type Oracle } from './modelHarness';

const REQUEST: AccountDeletionRequest = { email: 'cliente@example.com', reason: 'Não uso mais.' };
const CORRECTED: AccountDeletionRequest = { email: 'cliente.silva@example.com', reason: 'Não uso mais.' };
const RECEIPT: AccountDeletionReceipt = { ok: true, protocol: '20260101-K7QX2M' };
const TOO_MANY: ApiError = { statusCode: 429, error: 'Too Many Requests', message: 'Try again in 3600 seconds', code: 'too_many_requests' };
const UNKNOWN_APPLICATION: ApiError = { statusCode: 404, error: 'Not Found', message: 'The requested application is not found', code: 'not_found' };

type RequestSnapshot = Parameters<typeof connectAccountDeletion>[0];
/** A refusal as the page words it, here the refusal itself. */
const TEXTS = { errorText: (failure: ApiError) => JSON.stringify(failure) };
/** The form's props as connected, with the request and refusal the page keeps. */
function shown(snapshot: RequestSnapshot, send: (event: AccountDeletionEvent) => void = () => {}) {
  return { ...connectAccountDeletion(snapshot, send, TEXTS), request: snapshot.context.request, failure: snapshot.context.failure };
}

const fakes = new PromiseFakes();
const runner = new ModelRunner(
  accountDeletionMachine.provide({ actors: { askDeleteAccount: fakes.logic<AccountDeletionReceipt, AccountDeletionRequest>('askDeleteAccount') } }),
  fakes,
  { oracle: requestSpec(), connect: (snapshot) => shown(snapshot as RequestSnapshot) },
);
const EVENTS: ReadonlyArray<ModelEvent<AccountDeletionEvent>> = [
  { type: 'user.submit', request: REQUEST },
  { type: 'user.submit', request: CORRECTED },
  { type: 'done.askDeleteAccount', output: RECEIPT },
  { type: 'error.askDeleteAccount', error: TOO_MANY },
  { type: 'error.askDeleteAccount', error: UNKNOWN_APPLICATION },
];

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

interface RequestSpec {
  status: 'editing' | 'sending' | 'refused' | 'recorded';
  request: AccountDeletionRequest | null;
  protocol: string | null;
  failure: ApiError | null;
  calls: Array<{ src: string; input: unknown }>;
}

/**
 * The public ask-delete-account/{application} page (seed 001 section 1's public routes, POST
 * /v1/food/ask-delete-account/{id} of section 7) as its documentation describes it, written
 * without the machine: the form is sent as filled in; the server's protocol confirms it for good;
 * a refusal (an unknown application, too many requests) is shown with the request kept in the
 * form, and the form can be sent again, which clears the refusal. Nothing is sent while a
 * request is under way.
 */
function requestSpec(): Oracle<RequestSpec, unknown> {
  return {
    initial: { status: 'editing', request: null, protocol: null, failure: null, calls: [] },
    next(state, event) {
      const field = (name: string): unknown => Reflect.get(event, name);
      switch (state.status) {
        case 'editing':
        case 'refused': {
          if (event.type !== 'user.submit') return state;
          const request = field('request') as AccountDeletionRequest;
          return { ...state, status: 'sending', request, failure: null, calls: [...state.calls, { src: 'askDeleteAccount', input: request }] };
        }
        case 'sending':
          if (event.type === 'done.askDeleteAccount') return { ...state, status: 'recorded', protocol: (field('output') as AccountDeletionReceipt).protocol };
          if (event.type === 'error.askDeleteAccount') return { ...state, status: 'refused', failure: field('error') as ApiError };
          return state;
        case 'recorded':
          return state;
      }
    },
    // The form starts from the request sent, as typed; a refusal is worded only while refused.
    view: ({ status, request, protocol, failure }) => ({
      status,
      protocol,
      errorMessage: status === 'refused' && failure ? TEXTS.errorText(failure) : undefined,
      defaultValues: request ? { email: request.email, name: request.name ?? '', phone: request.phone ?? '', reason: request.reason ?? '' } : undefined,
      request,
      failure,
    }),
    calls: (state) => state.calls,
  };
}

describe('accountDeletionMachine, model-based', () => {
  const paths = everyEventPaths(accountDeletionMachine, EVENTS, undefined);

  it('has paths', () => expect(paths.length).toBeGreaterThan(10));
  for (const [index, path] of paths.entries()) {
    it(pathName(path, index), async () => {
      await runner.run(path, undefined);
    });
  }

  it('plays every (state, event) pair', () => {
    const handled = statePairs(accountDeletionMachine, EVENTS, undefined);
    expect(handled.length).toBeGreaterThan(5);
    expect(handled.filter((pair) => !runner.playedPairs.has(pair))).toEqual([]);
    expect(everyEventPairs(accountDeletionMachine, EVENTS, undefined).filter((pair) => !runner.playedPairs.has(pair))).toEqual([]);
  });

  it('plays every event of the page on the real machine', () => {
    // An event the machine handles nowhere would be skipped by the runner, not compared.
    const types = new Set(EVENTS.map((event) => event.type));
    expect([...types].filter((type) => !toTestMachine(accountDeletionMachine).root.events.includes(type))).toEqual([]);
  });

  it('reaches every state and takes every transition', () => {
    expect(runner.coverage.allStates()).toEqual(['accountDeletion.editing', 'accountDeletion.recorded', 'accountDeletion.refused', 'accountDeletion.sending']);
    expect(runner.coverage.visitedStates()).toEqual(runner.coverage.allStates());
    expect(runner.coverage.missingTransitions()).toEqual([]);
  });
});

describe('accountDeletionMachine rules', () => {
  it('sends the request and shows its protocol; a refusal keeps the request and can be sent again', async () => {
    const ask = vi.fn<(request: AccountDeletionRequest) => Promise<AccountDeletionReceipt>>().mockRejectedValueOnce(TOO_MANY).mockResolvedValueOnce(RECEIPT);
    const actor = createActor(
      accountDeletionMachine.provide({ actors: { askDeleteAccount: fromPromise<AccountDeletionReceipt, AccountDeletionRequest>(({ input }) => ask(input)) } }),
    ).start();
    const view = () => shown(actor.getSnapshot(), actor.send);
    expect(view()).toEqual({ status: 'editing', request: null, protocol: null, failure: null, errorMessage: undefined, defaultValues: undefined, onSubmit: expect.any(Function) });
    actor.send({ type: 'user.submit', request: REQUEST });
    expect(view().status).toBe('sending');
    await flush();
    expect(view()).toEqual({
      status: 'refused',
      request: REQUEST,
      protocol: null,
      failure: TOO_MANY,
      errorMessage: JSON.stringify(TOO_MANY),
      defaultValues: { email: REQUEST.email, name: '', phone: '', reason: REQUEST.reason },
      onSubmit: expect.any(Function),
    });
    actor.send({ type: 'user.submit', request: REQUEST });
    expect(view().failure).toBeNull();
    await flush();
    expect(view()).toMatchObject({ status: 'recorded', protocol: '20260101-K7QX2M' });
    expect(ask).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().status).toBe('done');
  });
});

describe('connectAccountDeletion', () => {
  it('sends a valid submission as the call\'s body: trimmed, without the empty optional fields', () => {
    const sent: AccountDeletionEvent[] = [];
    const props = connectAccountDeletion(createActor(accountDeletionMachine).getSnapshot(), (event) => sent.push(event), TEXTS);
    props.onSubmit({ email: ' cliente@example.com ', name: '', phone: ' ', reason: 'Não uso mais. ' });
    expect(sent).toEqual([{ type: 'user.submit', request: REQUEST }]);
  });

  it('shows a refused request again in the form, every field as sent', async () => {
    const actor = createActor(
      accountDeletionMachine.provide({ actors: { askDeleteAccount: fromPromise<AccountDeletionReceipt, AccountDeletionRequest>(() => Promise.reject(TOO_MANY)) } }),
    ).start();
    actor.send({ type: 'user.submit', request: { email: 'ana@example.com', name: 'Ana', phone: '11 91234-5678' } });
    await flush();
    expect(connectAccountDeletion(actor.getSnapshot(), actor.send, TEXTS).defaultValues).toEqual({ email: 'ana@example.com', name: 'Ana', phone: '11 91234-5678', reason: '' });
  });
});
