import { assign, fromPromise, setup } from 'xstate';

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

/** Every event of the delete gate. */
export type RoleDeleteGateEvent = { type: 'user.delete'; role: DeleteTarget } | { type: 'user.close' };

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
