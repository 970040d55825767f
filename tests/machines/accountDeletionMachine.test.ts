import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ApiError } from '../../src/api/errors';
import type { components } from '../../src/api/schema.gen';
import { accountDeletionMachine, toAccountDeletionView } from '../../src/machines/accountDeletionMachine';
import { createModel, flush, ModelRunner, pathName, PromiseFakes } from './modelHarness';

type AccountDeletionRequest = components['schemas']['AccountDeletionRequest'];
type AccountDeletionReceipt = components['schemas']['AccountDeletionReceipt'];

const REQUEST: AccountDeletionRequest = { email: 'cliente@example.com', reason: 'Não uso mais.' };
const RECEIPT: AccountDeletionReceipt = { ok: true, protocol: '20260101-K7QX2M' };
const TOO_MANY: ApiError = { statusCode: 429, error: 'Too Many Requests', message: 'Try again in 3600 seconds', code: 'too_many_requests' };

const fakes = new PromiseFakes();
const runner = new ModelRunner(
  accountDeletionMachine.provide({ actors: { askDeleteAccount: fakes.logic<AccountDeletionReceipt, AccountDeletionRequest>('askDeleteAccount') } }),
  fakes,
);
const model = createModel(accountDeletionMachine, [
  { type: 'user.submit', request: REQUEST },
  { type: 'done.askDeleteAccount', output: RECEIPT },
  { type: 'error.askDeleteAccount', error: TOO_MANY },
]);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('accountDeletionMachine, model-based', () => {
  const paths = model.simplePaths(undefined);
  for (const [index, path] of paths.entries()) {
    it(pathName(path, index), async () => {
      await runner.run(path, undefined);
    });
  }

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
    const view = () => toAccountDeletionView(actor.getSnapshot());
    expect(view()).toEqual({ status: 'editing', request: null, protocol: null, failure: null });
    actor.send({ type: 'user.submit', request: REQUEST });
    expect(view().status).toBe('sending');
    await flush();
    expect(view()).toEqual({ status: 'refused', request: REQUEST, protocol: null, failure: TOO_MANY });
    actor.send({ type: 'user.submit', request: REQUEST });
    expect(view().failure).toBeNull();
    await flush();
    expect(view()).toMatchObject({ status: 'recorded', protocol: '20260101-K7QX2M' });
    expect(ask).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().status).toBe('done');
  });
});
