import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ApiError } from '../../src/contract/apiError';
import type { DeleteOutcome } from '../../src/domain/deletes';
import { connectHistoryDelete } from '../../src/machines/deliveryHistoryDelete/connect';
import { deliveryHistoryDeleteMachine, type DeliveryHistoryDeleteEvent } from '../../src/machines/deliveryHistoryDelete/machine';
import { flush, ignoredEventPaths, ModelRunner, pathName, PromiseFakes, statePairs, transitionPaths, type IgnoredEventOptions, type ModelEvent, type Oracle } from './modelHarness';
import { LIST_DIALOG_CLOSE_MS } from '../support/seed';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

type HistoryDeleteSnapshot = Parameters<typeof connectHistoryDelete>[0];

/** The riders list's second confirmation as connected, and whether the delete is under way (its dialog closed, the undo notice shown). */
function shown(snapshot: HistoryDeleteSnapshot) {
  return { ...connectHistoryDelete(snapshot, () => {}).historyDelete, deleting: snapshot.hasTag('deleting') };
}

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

/**
 * The second confirmation as its documentation words it (seed 000 section 2's delete dialog, the
 * machine's comment), written without the machine: riders the server kept back for their history
 * open it (none: nothing opens, and a confirmation already open is not replaced); Cancel closes it
 * and deletes nothing; Yes shows the waiting text 2.5 s, nothing else possible meanwhile, then
 * `deleteKeepingHistory` is called with those riders; it closes when answered, the container
 * telling of the delete (not when the user undid it) or of the refusal.
 */
type AskPhase = 'idle' | 'asking' | 'closing' | 'deleting';
interface AskSpec {
  phase: AskPhase;
  ids: string[];
  calls: Array<{ src: string; input: unknown }>;
}
const ASK_SPEC: Oracle<AskSpec, unknown> = {
  initial: { phase: 'idle', ids: [], calls: [] },
  next(state, event) {
    const closed = (...calls: Array<{ src: string; input: unknown }>): AskSpec => ({ phase: 'idle', ids: [], calls: [...state.calls, ...calls] });
    switch (state.phase) {
      case 'idle': {
        const ids = Reflect.get(event, 'ids') as string[] | undefined;
        return event.type === 'history.found' && ids && ids.length > 0 ? { ...state, phase: 'asking', ids: [...ids] } : state;
      }
      case 'asking':
        if (event.type === 'user.confirm') return { ...state, phase: 'closing' };
        return event.type === 'user.cancel' ? closed() : state;
      case 'closing':
        return event.type === 'after.dialogClose' ? { ...state, phase: 'deleting', calls: [...state.calls, { src: 'deleteKeepingHistory', input: { ids: state.ids } }] } : state;
      case 'deleting': {
        if (event.type === 'done.deleteKeepingHistory') {
          const outcome = Reflect.get(event, 'output') as DeleteOutcome;
          return outcome.undone ? closed() : closed({ src: 'notifyDeleted', input: { ids: state.ids } });
        }
        return event.type === 'error.deleteKeepingHistory' ? closed({ src: 'notifyFailed', input: { error: Reflect.get(event, 'error') } }) : state;
      }
    }
  },
  view: ({ phase, ids }) => ({ open: phase === 'asking' || phase === 'closing', closing: phase === 'closing', deleting: phase === 'deleting', ids }),
  calls: (state) => state.calls,
};

describe('deliveryHistoryDeleteMachine, model-based', () => {
  const fakes = new PromiseFakes();
  const runner = new ModelRunner(
    deliveryHistoryDeleteMachine.provide({
      actors: { deleteKeepingHistory: fakes.logic<DeleteOutcome, { ids: string[] }>('deleteKeepingHistory') },
      // The container's notices, recorded with the calls in the order they happen.
      actions: {
        notifyDeleted: (_, params) => void fakes.calls.push({ src: 'notifyDeleted', input: params }),
        notifyFailed: (_, params) => void fakes.calls.push({ src: 'notifyFailed', input: params }),
      },
    }),
    fakes,
    { oracle: ASK_SPEC, connect: (snapshot) => shown(snapshot as HistoryDeleteSnapshot) },
  );
  // What the user, the list and the clock can do, played where the machine does not handle it (once per state).
  const ignored: IgnoredEventOptions = { tried: (event) => !/^(done|error)\./.test(event.type) };
  const paths = [...transitionPaths(deliveryHistoryDeleteMachine, EVENTS, undefined), ...ignoredEventPaths(deliveryHistoryDeleteMachine, EVENTS, undefined, ignored)];
  it('has paths', () => expect(paths.length).toBeGreaterThan(0));
  for (const [index, path] of paths.entries()) {
    it(pathName(path, index), async () => {
      await runner.run(path, undefined);
    });
  }

  it('plays every (state, event) pair', () => {
    const all = statePairs(deliveryHistoryDeleteMachine, EVENTS, undefined);
    expect(all.length).toBeGreaterThan(5);
    expect(all.filter((pair) => !runner.playedPairs.has(pair))).toEqual([]);
  });

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
    return { actor, notices, deleteKeepingHistory, view: () => shown(actor.getSnapshot()) };
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

describe('connectHistoryDelete', () => {
  it('sends the dialog\'s Yes and Cancel to the machine', () => {
    const sent: DeliveryHistoryDeleteEvent[] = [];
    const props = connectHistoryDelete(createActor(deliveryHistoryDeleteMachine).getSnapshot(), (event) => sent.push(event));
    props.onConfirmHistoryDelete();
    props.onCancelHistoryDelete();
    expect(sent).toEqual([{ type: 'user.confirm' }, { type: 'user.cancel' }]);
  });
});
