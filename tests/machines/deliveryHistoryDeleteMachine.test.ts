import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ApiError } from '../../src/api/errors';
import type { DeleteOutcome } from '../../src/domain/deletes';
import { deliveryHistoryDeleteMachine, toHistoryDeleteView, type DeliveryHistoryDeleteEvent } from '../../src/machines/deliveryHistoryDeleteMachine';

import { flush, ModelRunner, pathName, PromiseFakes, transitionPaths, type ModelEvent } from './modelHarness';
import { LIST_DIALOG_CLOSE_MS } from '../support/seed';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const FORBIDDEN: ApiError = { statusCode: 403, error: 'Forbidden', message: 'No', code: 'forbidden' };

const EVENTS: ReadonlyArray<ModelEvent<DeliveryHistoryDeleteEvent>> = [
  { type: 'history.found', ids: ['r1', 'r2'] },
  { type: 'history.found', ids: [] },
  { type: 'user.confirm' },
  { type: 'user.cancel' },
  { type: 'after.dialogClose' },
  { type: 'done.deleteKeepingHistory', output: { undone: false, kept: [] } },
  { type: 'done.deleteKeepingHistory', output: { undone: true } },
  { type: 'error.deleteKeepingHistory', error: FORBIDDEN },
];

describe('deliveryHistoryDeleteMachine, model-based', () => {
  const fakes = new PromiseFakes();
  const runner = new ModelRunner(
    deliveryHistoryDeleteMachine.provide({ actors: { deleteKeepingHistory: fakes.logic<DeleteOutcome, { ids: string[] }>('deleteKeepingHistory') } }),
    fakes,
  );
  const paths = transitionPaths(deliveryHistoryDeleteMachine, EVENTS, undefined);
  it('has paths', () => expect(paths.length).toBeGreaterThan(0));
  for (const [index, path] of paths.entries()) {
    it(pathName(path, index), async () => {
      await runner.run(path, undefined);
    });
  }

  it('reaches every state and takes every transition', () => {
    expect(runner.coverage.visitedStates()).toEqual(runner.coverage.allStates());
    expect(runner.coverage.allStates()).toEqual([
      'deliveryHistoryDelete.asking',
      'deliveryHistoryDelete.closing',
      'deliveryHistoryDelete.deleting',
      'deliveryHistoryDelete.idle',
    ]);
    expect(runner.coverage.missingTransitions()).toEqual([]);
  });
});

describe('deliveryHistoryDeleteMachine', () => {
  const MADE: DeleteOutcome = { undone: false, kept: [] };
  function start(remove: (ids: string[]) => Promise<DeleteOutcome>) {
    const notices: string[] = [];
    const deleteKeepingHistory = vi.fn(remove);
    const actor = createActor(
      deliveryHistoryDeleteMachine.provide({
        actors: { deleteKeepingHistory: fromPromise<DeleteOutcome, { ids: string[] }>(({ input }) => deleteKeepingHistory(input.ids)) },
        actions: {
          notifyDeleted: (_, { ids }) => notices.push(`deleted ${ids.join(',')}`),
          notifyFailed: (_, { error }) => notices.push(`failed ${error.code ?? ''}`),
        },
      }),
    );
    actor.start();
    return { actor, notices, deleteKeepingHistory, view: () => toHistoryDeleteView(actor.getSnapshot()) };
  }

  it('asks, shows its waiting text 2.5 s, then deletes keeping the history', async () => {
    const { actor, notices, deleteKeepingHistory, view } = start(async () => MADE);
    expect(view().open).toBe(false);
    actor.send({ type: 'history.found', ids: ['r1'] });
    expect(view()).toEqual({ open: true, closing: false, deleting: false, ids: ['r1'] });
    actor.send({ type: 'user.confirm' });
    expect(view()).toMatchObject({ open: true, closing: true });
    await vi.advanceTimersByTimeAsync(LIST_DIALOG_CLOSE_MS - 1);
    expect(deleteKeepingHistory).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(deleteKeepingHistory).toHaveBeenCalledWith(['r1']);
    await flush();
    expect(view()).toEqual({ open: false, closing: false, deleting: false, ids: [] });
    expect(notices).toEqual(['deleted r1']);
  });

  it('deletes nothing when cancelled, and reports a refusal', async () => {
    const cancelled = start(async () => MADE);
    cancelled.actor.send({ type: 'history.found', ids: ['r1'] });
    cancelled.actor.send({ type: 'user.cancel' });
    await vi.advanceTimersByTimeAsync(LIST_DIALOG_CLOSE_MS * 2);
    expect(cancelled.deleteKeepingHistory).not.toHaveBeenCalled();
    expect(cancelled.view().open).toBe(false);

    const refused = start(async () => {
      throw FORBIDDEN;
    });
    refused.actor.send({ type: 'history.found', ids: ['r1'] });
    refused.actor.send({ type: 'user.confirm' });
    await vi.advanceTimersByTimeAsync(LIST_DIALOG_CLOSE_MS);
    await flush();
    expect(refused.notices).toEqual(['failed forbidden']);
  });

  it('closes without a notice when the delete was undone', async () => {
    const undone = start(async () => ({ undone: true }));
    undone.actor.send({ type: 'history.found', ids: ['r1'] });
    undone.actor.send({ type: 'user.confirm' });
    await vi.advanceTimersByTimeAsync(LIST_DIALOG_CLOSE_MS);
    await flush();
    expect(undone.deleteKeepingHistory).toHaveBeenCalledWith(['r1']);
    expect(undone.notices).toEqual([]);
    expect(undone.view()).toEqual({ open: false, closing: false, deleting: false, ids: [] });
  });
});
