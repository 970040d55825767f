import { assign, setup, type SnapshotFrom } from 'xstate';
import { isChild, isParent, setTick, type ChecklistTree } from '../../domain/roleChecklist';

/** What the checklist starts from: the catalogue's shape, the role's ticks (normalised), and whether it may change. */
export interface RoleChecklistInput {
  tree: ChecklistTree;
  ticked: readonly string[];
  /** A core role's checklist is shown but cannot change (seed 000 §5). */
  readOnly: boolean;
}

interface RoleChecklistContext {
  tree: ChecklistTree;
  ticked: readonly string[];
  readOnly: boolean;
}

/** The checklist's one event: a box ticked or unticked. */
export type RoleChecklistEvent = { type: 'user.toggle'; id: string };

/**
 * The role dialog's two-level permission checklist (seed 000 §5): ticking a child ticks its
 * parent; unticking the last ticked child unticks the parent; ticking a parent ticks all its
 * children; unticking a parent unticks them all. A read-only checklist ignores every toggle.
 * The ticks are `context.ticked`, in catalogue order.
 */
export const roleChecklistMachine = setup({
  types: {
    input: {} as RoleChecklistInput,
    context: {} as RoleChecklistContext,
    events: {} as RoleChecklistEvent,
  },
  guards: {
    isReadOnly: ({ context }) => context.readOnly,
    isTickedParent: ({ context }, { id }: { id: string }) => isParent(context.tree, id) && context.ticked.includes(id),
    isUntickedParent: ({ context }, { id }: { id: string }) => isParent(context.tree, id) && !context.ticked.includes(id),
    isTickedChild: ({ context }, { id }: { id: string }) => isChild(context.tree, id) && context.ticked.includes(id),
    isUntickedChild: ({ context }, { id }: { id: string }) => isChild(context.tree, id) && !context.ticked.includes(id),
  },
  actions: {
    tick: assign({ ticked: ({ context }, { id }: { id: string }) => setTick(context.tree, context.ticked, id, true) }),
    untick: assign({ ticked: ({ context }, { id }: { id: string }) => setTick(context.tree, context.ticked, id, false) }),
  },
}).createMachine({
  id: 'roleChecklist',
  context: ({ input }) => ({ tree: input.tree, ticked: [...input.ticked], readOnly: input.readOnly }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'isReadOnly', target: 'readOnly' }, { target: 'editable' }],
    },
    editable: {
      on: {
        'user.toggle': [
          { guard: { type: 'isTickedParent', params: ({ event }) => event }, actions: { type: 'untick', params: ({ event }) => event } },
          { guard: { type: 'isUntickedParent', params: ({ event }) => event }, actions: { type: 'tick', params: ({ event }) => event } },
          { guard: { type: 'isTickedChild', params: ({ event }) => event }, actions: { type: 'untick', params: ({ event }) => event } },
          { guard: { type: 'isUntickedChild', params: ({ event }) => event }, actions: { type: 'tick', params: ({ event }) => event } },
        ],
      },
    },
    // A core role: nothing changes.
    readOnly: {},
  },
});

/** The ticked ids of a checklist snapshot. */
export function tickedIds(snapshot: SnapshotFrom<typeof roleChecklistMachine>): readonly string[] {
  return snapshot.context.ticked;
}
