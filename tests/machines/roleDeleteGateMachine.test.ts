import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { roleDeleteGateMachine, toDeleteGateView, type AssignmentAnswer } from '../../src/machines/roleDeleteGateMachine';
import { createModel, flush, ModelRunner, pathName, PromiseFakes } from './modelHarness';

const ROLE = { id: '7', title: 'Gerente de loja' };
const NETWORK = { statusCode: 0, error: 'Network Error', message: 'offline', code: 'network' };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('roleDeleteGateMachine, model-based', () => {
  const fakes = new PromiseFakes();
  const runner = new ModelRunner(
    roleDeleteGateMachine.provide({ actors: { checkAssignment: fakes.logic<AssignmentAnswer, { roleId: string }>('checkAssignment') } }),
    fakes,
  );
  const model = createModel(roleDeleteGateMachine, [
    { type: 'user.delete', role: ROLE },
    { type: 'done.checkAssignment', output: { assigned: true, userCount: 2 } },
    { type: 'done.checkAssignment', output: { assigned: false, userCount: 0 } },
    { type: 'error.checkAssignment', error: NETWORK },
    { type: 'user.close' },
  ]);
  const paths = model.simplePaths(undefined);

  for (const [index, path] of paths.entries()) {
    it(pathName(path, index), async () => {
      await runner.run(path, undefined);
    });
  }

  it('reaches every state and takes every transition', () => {
    expect(runner.coverage.allStates()).toEqual(['roleDeleteGate.assigned', 'roleDeleteGate.checking', 'roleDeleteGate.idle']);
    expect(runner.coverage.visitedStates()).toEqual(runner.coverage.allStates());
    expect(runner.coverage.missingTransitions()).toEqual([]);
  });
});

function startGate(answer: (roleId: string) => Promise<AssignmentAnswer>) {
  const asked: string[] = [];
  const check = vi.fn(answer);
  const actor = createActor(
    roleDeleteGateMachine.provide({
      actors: { checkAssignment: fromPromise<AssignmentAnswer, { roleId: string }>(({ input }) => check(input.roleId)) },
      actions: { askToDelete: (_, { id }) => asked.push(id) },
    }),
  ).start();
  return { actor, asked, check };
}

describe('roleDeleteGateMachine rules', () => {
  it('checks the role first, and asks to delete a role nobody holds', async () => {
    const gate = startGate(async () => ({ assigned: false, userCount: 0 }));
    gate.actor.send({ type: 'user.delete', role: ROLE });
    expect(toDeleteGateView(gate.actor.getSnapshot())).toEqual({ kind: 'checking', id: '7', title: 'Gerente de loja' });
    await flush();
    expect(gate.check).toHaveBeenCalledWith('7');
    expect(gate.asked).toEqual(['7']);
    expect(toDeleteGateView(gate.actor.getSnapshot())).toBeNull();
  });

  it('does not ask to delete a role still assigned, and says to how many users until closed', async () => {
    const gate = startGate(async () => ({ assigned: true, userCount: 3 }));
    gate.actor.send({ type: 'user.delete', role: ROLE });
    await flush();
    expect(gate.asked).toEqual([]);
    expect(toDeleteGateView(gate.actor.getSnapshot())).toEqual({ kind: 'assigned', id: '7', title: 'Gerente de loja', userCount: 3 });
    // Another Delete is not taken while the refusal shows.
    gate.actor.send({ type: 'user.delete', role: { id: '8', title: 'Outro' } });
    expect(gate.check).toHaveBeenCalledTimes(1);
    gate.actor.send({ type: 'user.close' });
    expect(toDeleteGateView(gate.actor.getSnapshot())).toBeNull();
  });

  it('when the check fails, asks to delete anyway: the server refuses an assigned role', async () => {
    const gate = startGate(async () => {
      throw NETWORK;
    });
    gate.actor.send({ type: 'user.delete', role: ROLE });
    await flush();
    expect(gate.asked).toEqual(['7']);
  });
});
