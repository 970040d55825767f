import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';

/** The role a delete was asked for. */
export interface DeleteTarget {
  id: string;
  title: string;
}

/** What the assignment check answers (the contract's RoleAssignment). */
export interface AssignmentAnswer {
  assigned: boolean;
  userCount: number;
}

interface RoleDeleteGateContext {
  target: DeleteTarget | null;
  /** How many users hold the target, once the check says it is assigned. */
  userCount: number;
}

type RoleDeleteGateEvent = { type: 'user.delete'; role: DeleteTarget } | { type: 'user.close' };

/**
 * Before the roles list asks 'Are you sure to permanently delete this role?', the role's
 * assignment is checked (checkIsRollAssignedToUser): a role still held by users is not offered
 * for deletion, and the gate says how many users hold it until it is closed. A free role goes
 * on to the list's own delete dialog through `askToDelete`, which the container provides. When
 * the check itself fails, the delete is asked anyway: the server refuses an assigned role (409).
 */
export const roleDeleteGateMachine = setup({
  types: {
    context: {} as RoleDeleteGateContext,
    events: {} as RoleDeleteGateEvent,
  },
  actors: {
    checkAssignment: fromPromise<AssignmentAnswer, { roleId: string }>(() => {
      throw new Error('roleDeleteGateMachine: provide checkAssignment');
    }),
  },
  actions: {
    askToDelete: (_, _params: { id: string }) => {},
  },
  guards: {
    isAssigned: (_, params: AssignmentAnswer) => params.assigned && params.userCount > 0,
  },
}).createMachine({
  id: 'roleDeleteGate',
  context: { target: null, userCount: 0 },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'user.delete': { target: 'checking', actions: assign({ target: ({ event }) => event.role, userCount: 0 }) },
      },
    },
    checking: {
      invoke: {
        id: 'checkAssignment',
        src: 'checkAssignment',
        input: ({ context }) => ({ roleId: context.target?.id ?? '' }),
        onDone: [
          {
            guard: { type: 'isAssigned', params: ({ event }) => event.output },
            target: 'assigned',
            actions: assign({ userCount: ({ event }) => event.output.userCount }),
          },
          {
            target: 'idle',
            actions: [{ type: 'askToDelete', params: ({ context }) => ({ id: context.target?.id ?? '' }) }, assign({ target: null })],
          },
        ],
        onError: {
          target: 'idle',
          actions: [{ type: 'askToDelete', params: ({ context }) => ({ id: context.target?.id ?? '' }) }, assign({ target: null })],
        },
      },
    },
    // Refused: the dialog says how many users hold the role until it is closed.
    assigned: {
      on: { 'user.close': { target: 'idle', actions: assign({ target: null, userCount: 0 }) } },
    },
  },
});

/** The gate as the roles list shows it: the row being checked, or the refusal with its count. */
export type DeleteGateView =
  | { kind: 'checking'; id: string; title: string }
  | { kind: 'assigned'; id: string; title: string; userCount: number }
  | null;

/** The view of a gate snapshot. */
export function toDeleteGateView(snapshot: SnapshotFrom<typeof roleDeleteGateMachine>): DeleteGateView {
  const { target, userCount } = snapshot.context;
  if (target === null) return null;
  if (snapshot.matches('checking')) return { kind: 'checking', id: target.id, title: target.title };
  if (snapshot.matches('assigned')) return { kind: 'assigned', id: target.id, title: target.title, userCount };
  return null;
}
