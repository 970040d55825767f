import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { __unsafe_getAllOwnEventDescriptors, createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import type { ApiError } from '../../src/contract/apiError';
import { submitMachine, type SubmitEvent, type SubmitFailure, type SubmitInput, type SubmitValues } from '../../src/machines/submit/machine';
import { everyEventPairs, everyEventPaths, flush, ModelRunner, pathName, PromiseFakes, statePairs, toTestMachine, type ModelEvent, type Oracle } from './modelHarness';

const REFUSED: ApiError = { statusCode: 409, error: 'Conflict', message: 'E-mail taken', code: 'email_taken' };
const SERVER: ApiError = { statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' };
const SENT = { email: 'ana@example.com' };
const CORRECTED = { email: 'ana.souza@example.com' };

const EVENTS: ReadonlyArray<ModelEvent<SubmitEvent>> = [
  { type: 'user.submit', values: SENT },
  { type: 'user.submit', values: CORRECTED },
  { type: 'done.submit', output: { id: 'u-1' } },
  { type: 'done.submit', output: null },
  { type: 'done.submit', output: false },
  { type: 'error.submit', error: REFUSED },
  { type: 'error.submit', error: SERVER },
];

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

interface Call {
  src: string;
  input: unknown;
}
type SubmitPhase = 'idle' | 'submitting' | 'succeeded' | 'failed';
interface SubmitSpec {
  phase: SubmitPhase;
  values: SubmitValues | null;
  failure: SubmitFailure | null;
  calls: Call[];
}
/** What the form shows: where it is, why it failed, and the values the failure names. */
interface SubmitView {
  status: SubmitPhase;
  failure: SubmitFailure | null;
  values: SubmitValues | null;
}

/**
 * A register or forgot-password submission as seed 000 section 8 describes it, written without
 * the machine: the values are sent; an empty (falsy) answer fails with the form's own text
 * (register: the invalid-login text; forgot: a not-found text naming the e-mail that was sent);
 * any other answer succeeds (the notice and the login page, once); a refusal fails with the
 * server's error and its code (none when it gave none). A failed form can be sent again, which
 * clears the failure; nothing else is sent while a submission is under way, or after success.
 */
function submitSpec(input: SubmitInput): Oracle<SubmitSpec, SubmitView> {
  return {
    initial: { phase: 'idle', values: null, failure: null, calls: [] },
    next(state, event) {
      const field = (name: string): unknown => Reflect.get(event, name);
      switch (state.phase) {
        case 'idle':
        case 'failed': {
          if (event.type !== 'user.submit') return state;
          const values = field('values') as SubmitValues;
          return { phase: 'submitting', values, failure: null, calls: [...state.calls, { src: 'submit', input: values }] };
        }
        case 'submitting': {
          if (event.type === 'done.submit') {
            const result = field('output');
            if (!result) return { ...state, phase: 'failed', failure: { kind: 'empty_result', code: input.emptyResultCode } };
            return { ...state, phase: 'succeeded', calls: [...state.calls, { src: 'succeeded', input: { result } }] };
          }
          if (event.type === 'error.submit') {
            const error = field('error') as ApiError;
            return { ...state, phase: 'failed', failure: { kind: 'api_error', code: error.code ?? null, error } };
          }
          return state;
        }
        case 'succeeded':
          return state;
      }
    },
    view: ({ phase, failure, values }) => ({ status: phase, failure, values }),
    calls: (state) => state.calls,
  };
}

/** The form as useSubmitForm reads it: the state, and the failure and values its message is made of. */
function connect(snapshot: AnyMachineSnapshot): SubmitView {
  const { failure, values } = snapshot.context as { failure: SubmitFailure | null; values: SubmitValues | null };
  return { status: snapshot.value as SubmitPhase, failure, values };
}

describe('submitMachine, model-based', () => {
  const inputs: Array<[string, SubmitInput]> = [
    ['register', { emptyResultCode: 'AUTH.VALIDATION.INVALID_LOGIN' }],
    ['forgot password', { emptyResultCode: 'AUTH.VALIDATION.NOT_FOUND' }],
  ];
  const runners = inputs.map(([, input]) => {
    const fakes = new PromiseFakes();
    const machine = submitMachine.provide({
      actors: { submit: fakes.logic<unknown, SubmitValues>('submit') },
      // The notice and the login page, recorded with the calls.
      actions: { succeeded: (_, params) => void fakes.calls.push({ src: 'succeeded', input: params }) },
    });
    return new ModelRunner(machine, fakes, { oracle: submitSpec(input), connect });
  });

  for (const [n, [label, input]] of inputs.entries()) {
    const runner = runners[n];
    describe(label, () => {
      const paths = everyEventPaths(submitMachine, EVENTS, input);
      it('has paths', () => expect(paths.length).toBeGreaterThan(20));
      for (const [index, path] of paths.entries()) {
        it(pathName(path, index), async () => {
          await runner?.run(path, input);
        });
      }

      it('plays every (state, event) pair', () => {
        const handled = statePairs(submitMachine, EVENTS, input);
        expect(handled.length).toBeGreaterThan(10);
        expect(handled.filter((pair) => !runner?.playedPairs.has(pair))).toEqual([]);
        expect(everyEventPairs(submitMachine, EVENTS, input).filter((pair) => !runner?.playedPairs.has(pair))).toEqual([]);
      });
    });
  }

  it('plays every event of the form on the real machine', () => {
    // An event the machine handles nowhere would be skipped by the runner, not compared.
    const types = new Set(EVENTS.map((event) => event.type));
    expect([...types].filter((type) => !toTestMachine(submitMachine).root.events.includes(type))).toEqual([]);
  });

  it('reaches every state and takes every transition', () => {
    const visited = new Set(runners.flatMap((runner) => runner.coverage.visitedStates()));
    expect([...visited].sort()).toEqual(['submit.failed', 'submit.idle', 'submit.submitting', 'submit.succeeded']);
    expect(runners[0]?.coverage.allStates()).toEqual([...visited].sort());
    const missing = runners.map((runner) => new Set(runner.coverage.missingTransitions()));
    expect([...(missing[0] ?? [])].filter((transition) => missing.every((each) => each.has(transition)))).toEqual([]);
  });
});

/** A submit form whose actor answers with `answer`, recording the `succeeded` action. */
function startForm(
  answer: (values: SubmitValues) => Promise<unknown>,
  options: { emptyResultCode?: string; isEmptyResult?: (result: unknown) => boolean } = {},
) {
  const submit = vi.fn(answer);
  const succeeded = vi.fn<(result: unknown) => void>();
  const machine = submitMachine.provide({
    actors: { submit: fromPromise<unknown, SubmitValues>(({ input }) => submit(input)) },
    actions: { succeeded: (_, { result }) => succeeded(result) },
    ...(options.isEmptyResult ? { guards: { isEmptyResult: (_, { result }) => options.isEmptyResult?.(result) ?? false } } : {}),
  });
  const actor = createActor(machine, { input: { emptyResultCode: options.emptyResultCode ?? 'AUTH.VALIDATION.INVALID_LOGIN' } });
  actor.start();
  return { actor, submit, succeeded };
}

describe('submitMachine rules', () => {
  const REGISTER = { fullname: 'Ana Souza', email: 'ana@example.com', username: 'ana', password: 'secret-1', confirmPassword: 'secret-1' };

  it('submits the values and, on success, runs `succeeded` with the result (notice, then login)', async () => {
    const form = startForm(async () => ({ id: 'u-1' }));
    form.actor.send({ type: 'user.submit', values: REGISTER });
    expect(form.actor.getSnapshot().value).toBe('submitting');
    await flush();
    expect(form.submit).toHaveBeenCalledWith(REGISTER);
    expect(form.actor.getSnapshot().value).toBe('succeeded');
    expect(form.actor.getSnapshot().status).toBe('done');
    expect(form.succeeded).toHaveBeenCalledWith({ id: 'u-1' });
  });

  it('register: an empty result fails with the invalid-login code', async () => {
    const form = startForm(async () => null);
    form.actor.send({ type: 'user.submit', values: REGISTER });
    await flush();
    expect(form.actor.getSnapshot().value).toBe('failed');
    expect(form.actor.getSnapshot().context.failure).toEqual({ kind: 'empty_result', code: 'AUTH.VALIDATION.INVALID_LOGIN' });
    expect(form.succeeded).not.toHaveBeenCalled();
  });

  it('forgot password: a falsy result fails with the not-found code, keeping the e-mail sent', async () => {
    const form = startForm(async () => false, { emptyResultCode: 'AUTH.VALIDATION.NOT_FOUND' });
    form.actor.send({ type: 'user.submit', values: { email: 'nobody@example.com' } });
    await flush();
    expect(form.actor.getSnapshot().context).toMatchObject({
      values: { email: 'nobody@example.com' },
      failure: { kind: 'empty_result', code: 'AUTH.VALIDATION.NOT_FOUND' },
    });
  });

  it('a refused call fails with the ApiError and its code; a new submit clears it and tries again', async () => {
    const submit = vi.fn<(values: SubmitValues) => Promise<unknown>>().mockRejectedValueOnce(REFUSED).mockResolvedValueOnce({ id: 'u-1' });
    const form = startForm(submit);
    form.actor.send({ type: 'user.submit', values: REGISTER });
    await flush();
    expect(form.actor.getSnapshot().context.failure).toEqual({ kind: 'api_error', code: 'email_taken', error: REFUSED });

    const corrected = { ...REGISTER, email: 'ana.souza@example.com' };
    form.actor.send({ type: 'user.submit', values: corrected });
    expect(form.actor.getSnapshot().value).toBe('submitting');
    expect(form.actor.getSnapshot().context.failure).toBeNull();
    await flush();
    expect(submit).toHaveBeenLastCalledWith(corrected);
    expect(form.actor.getSnapshot().value).toBe('succeeded');
  });

  it('a failure without a server code keeps a null code (network)', async () => {
    const form = startForm(() => Promise.reject(new TypeError('Failed to fetch')));
    form.actor.send({ type: 'user.submit', values: REGISTER });
    await flush();
    expect(form.actor.getSnapshot().context.failure).toMatchObject({ kind: 'api_error', code: 'network' });
    const noCode = startForm(() => Promise.reject({ statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' }));
    noCode.actor.send({ type: 'user.submit', values: REGISTER });
    await flush();
    expect(noCode.actor.getSnapshot().context.failure).toMatchObject({ kind: 'api_error', code: null });
  });

  it('a use with no result to judge provides its own isEmptyResult (reset password answers 204)', async () => {
    const form = startForm(async () => undefined, { isEmptyResult: () => false });
    form.actor.send({ type: 'user.submit', values: { token: 't', password: 'secret-2' } });
    await flush();
    expect(form.actor.getSnapshot().value).toBe('succeeded');
    expect(form.succeeded).toHaveBeenCalledWith(undefined);
  });

  it('ignores a submit while one is under way', () => {
    const form = startForm(() => new Promise(() => {}));
    form.actor.send({ type: 'user.submit', values: REGISTER });
    form.actor.send({ type: 'user.submit', values: REGISTER });
    expect(form.submit).toHaveBeenCalledTimes(1);
  });
});
