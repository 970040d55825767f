import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ApiError } from '../../src/api/errors';
import { submitMachine, type SubmitValues } from '../../src/machines/submitMachine';
import { createModel, flush, ModelRunner, pathName, PromiseFakes } from './modelHarness';

const REFUSED: ApiError = { statusCode: 409, error: 'Conflict', message: 'E-mail taken', code: 'email_taken' };
const input = { emptyResultCode: 'AUTH.VALIDATION.INVALID_LOGIN' };

const fakes = new PromiseFakes();
const runner = new ModelRunner(submitMachine.provide({ actors: { submit: fakes.logic<unknown, SubmitValues>('submit') } }), fakes);
const model = createModel(submitMachine, [
  { type: 'user.submit', values: { email: 'ana@example.com' } },
  { type: 'done.submit', output: { id: 'u-1' } },
  { type: 'done.submit', output: null },
  { type: 'error.submit', error: REFUSED },
]);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('submitMachine, model-based', () => {
  const paths = model.simplePaths(input);

  for (const [index, path] of paths.entries()) {
    it(pathName(path, index), async () => {
      await runner.run(path, input);
    });
  }

  it('reaches every state and takes every transition', () => {
    expect(paths.length).toBeGreaterThan(0);
    expect(runner.coverage.visitedStates()).toEqual(runner.coverage.allStates());
    expect(runner.coverage.allStates()).toEqual(['submit.failed', 'submit.idle', 'submit.submitting', 'submit.succeeded']);
    expect(runner.coverage.missingTransitions()).toEqual([]);
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
