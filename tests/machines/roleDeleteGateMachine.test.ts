import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { connectDeleteGate } from '../../src/machines/roleDeleteGate/connect';
import { roleDeleteGateMachine, type AssignmentAnswer, type RoleDeleteGateEvent } from '../../src/machines/roleDeleteGate/machine';
import { flush, ignoredEventPaths, ModelRunner, pathName, PromiseFakes, statePairs, transitionPaths, type Oracle } from './modelHarness';

const ROLE = { id: '7', title: 'Gerente de loja' };

type GateSnapshot = Parameters<typeof connectDeleteGate>[0];
/** The roles list's delete check as the gate connects it. */
const deleteCheckOf = (snapshot: GateSnapshot) => connectDeleteGate(snapshot, () => {}).deleteCheck;
const NETWORK = { statusCode: 0, error: 'Network Error', message: 'offline', code: 'network' };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const OTHER = { id: '8', title: 'Outro' };
const EVENTS = [
  { type: 'user.delete', role: ROLE },
  { type: 'user.delete', role: OTHER },
  { type: 'done.checkAssignment', output: { assigned: true, userCount: 1 } },
  { type: 'done.checkAssignment', output: { assigned: false, userCount: 0 } },
  { type: 'error.checkAssignment', error: NETWORK },
  { type: 'user.close' },
] as const;

/**
 * The gate as seed 000 section 7 (checkIsRollAssignedToUser) and its documentation word it,
 * written without the machine: Delete on a row checks that role's assignment, showing the row as
 * being checked (another Delete meanwhile is not taken); a role held by users is not offered for
 * deletion, the gate saying how many until closed (no other Delete taken meanwhile); a free role,
 * or one whose check failed, goes on to the list's delete dialog (`askToDelete` with its id).
 */
interface GateSpec {
  phase: 'idle' | 'checking' | 'assigned';
  target: { id: string; title: string } | null;
  userCount: number;
  calls: Array<{ src: string; input: unknown }>;
}
const GATE_SPEC: Oracle<GateSpec, unknown> = {
  initial: { phase: 'idle', target: null, userCount: 0, calls: [] },
  next(state, event) {
    const { target } = state;
    const askToDelete = (): GateSpec => ({ phase: 'idle', target: null, userCount: 0, calls: [...state.calls, { src: 'askToDelete', input: { id: target?.id } }] });
    switch (state.phase) {
      case 'idle': {
        if (event.type !== 'user.delete') return state;
        const role = Reflect.get(event, 'role') as { id: string; title: string };
        return { ...state, phase: 'checking', target: role, userCount: 0, calls: [...state.calls, { src: 'checkAssignment', input: { roleId: role.id } }] };
      }
      case 'checking': {
        if (event.type === 'error.checkAssignment') return askToDelete();
        if (event.type !== 'done.checkAssignment') return state;
        const answer = Reflect.get(event, 'output') as AssignmentAnswer;
        return answer.assigned && answer.userCount > 0 ? { ...state, phase: 'assigned', userCount: answer.userCount } : askToDelete();
      }
      case 'assigned':
        return event.type === 'user.close' ? { ...state, phase: 'idle', target: null, userCount: 0 } : state;
    }
  },
  view({ phase, target, userCount }) {
    if (target === null || phase === 'idle') return null;
    return phase === 'checking' ? { kind: 'checking', id: target.id, title: target.title } : { kind: 'assigned', id: target.id, title: target.title, userCount };
  },
  calls: (state) => state.calls,
};

describe('roleDeleteGateMachine, model-based', () => {
  const fakes = new PromiseFakes();
  const runner = new ModelRunner(
    roleDeleteGateMachine.provide({
      actors: { checkAssignment: fakes.logic<AssignmentAnswer, { roleId: string }>('checkAssignment') },
      // The list's delete dialog, recorded with the calls in the order they happen.
      actions: { askToDelete: (_, params) => void fakes.calls.push({ src: 'askToDelete', input: params }) },
    }),
    fakes,
    { oracle: GATE_SPEC, connect: (snapshot) => deleteCheckOf(snapshot as GateSnapshot) },
  );
  // The user's events played where the machine does not handle them (once per state): the oracle says whether it should have.
  const paths = [...transitionPaths(roleDeleteGateMachine, EVENTS, undefined), ...ignoredEventPaths(roleDeleteGateMachine, EVENTS, undefined)];

  it('has paths', () => expect(paths.length).toBeGreaterThan(0));
  for (const [index, path] of paths.entries()) {
    it(pathName(path, index), async () => {
      await runner.run(path, undefined);
    });
  }

  it('plays every (state, event) pair', () => {
    const all = statePairs(roleDeleteGateMachine, EVENTS, undefined);
    expect(all.length).toBeGreaterThan(5);
    expect(all.filter((pair) => !runner.playedPairs.has(pair))).toEqual([]);
  });

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
    expect(deleteCheckOf(gate.actor.getSnapshot())).toEqual({ kind: 'checking', id: '7', title: 'Gerente de loja' });
    await flush();
    expect(gate.check).toHaveBeenCalledWith('7');
    expect(gate.asked).toEqual(['7']);
    expect(deleteCheckOf(gate.actor.getSnapshot())).toBeNull();
  });

  it('does not ask to delete a role still assigned, and says to how many users until closed', async () => {
    const gate = startGate(async () => ({ assigned: true, userCount: 3 }));
    gate.actor.send({ type: 'user.delete', role: ROLE });
    await flush();
    expect(gate.asked).toEqual([]);
    expect(deleteCheckOf(gate.actor.getSnapshot())).toEqual({ kind: 'assigned', id: '7', title: 'Gerente de loja', userCount: 3 });
    // Another Delete is not taken while the refusal shows.
    gate.actor.send({ type: 'user.delete', role: { id: '8', title: 'Outro' } });
    expect(gate.check).toHaveBeenCalledTimes(1);
    gate.actor.send({ type: 'user.close' });
    expect(deleteCheckOf(gate.actor.getSnapshot())).toBeNull();
  });

  it('when the check fails, asks to delete anyway: the server refuses an assigned role', async () => {
    const gate = startGate(async () => {
      throw NETWORK;
    });
    gate.actor.send({ type: 'user.delete', role: ROLE });
    await flush();
    expect(gate.asked).toEqual(['7']);
  });

  it('takes a role as assigned only when the answer says so and names at least one user; else the delete is asked (the server refuses with 409)', async () => {
    for (const answer of [{ assigned: true, userCount: 0 }, { assigned: false, userCount: 2 }]) {
      const gate = startGate(async () => answer);
      gate.actor.send({ type: 'user.delete', role: ROLE });
      await flush();
      expect([answer, gate.asked]).toEqual([answer, ['7']]);
      expect(deleteCheckOf(gate.actor.getSnapshot())).toBeNull();
    }
  });
});

describe('connectDeleteGate', () => {
  it('sends a row\'s Delete (its id and title) and the refusal\'s Ok to the gate', () => {
    const sent: RoleDeleteGateEvent[] = [];
    const props = connectDeleteGate(createActor(roleDeleteGateMachine).getSnapshot(), (event) => sent.push(event));
    props.onDelete({ ...ROLE, permissions: ['orders'], isCoreRole: false });
    props.onCloseDeleteCheck();
    expect(sent).toEqual([{ type: 'user.delete', role: ROLE }, { type: 'user.close' }]);
  });
});
