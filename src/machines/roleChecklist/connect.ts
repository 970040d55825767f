import type { SnapshotFrom } from 'xstate';
import { parentState } from '../../domain/roleChecklist';
import type { PermissionChecklistProps } from '../../ui/roles/PermissionChecklist';
import type { RoleChecklistEvent, roleChecklistMachine } from './machine';

/**
 * The permission checklist's props from a checklist snapshot: the tree's parents and children in
 * catalogue order, titled by `titleOf` (the permission's title in the language shown), ticked as
 * the machine holds them; read-only for a core role; a box's toggle sent to the machine.
 */
export function connectRoleChecklist(
  snapshot: SnapshotFrom<typeof roleChecklistMachine>,
  send: (event: RoleChecklistEvent) => void,
  titleOf: (id: string) => string,
): PermissionChecklistProps {
  const { tree, ticked } = snapshot.context;
  return {
    parents: tree.parents.map((parent) => ({
      id: parent.id,
      title: titleOf(parent.id),
      state: parentState(tree, ticked, parent.id),
      children: parent.childIds.map((id) => ({ id, title: titleOf(id), checked: ticked.includes(id) })),
    })),
    disabled: snapshot.matches('readOnly'),
    onToggle: (id) => send({ type: 'user.toggle', id }),
  };
}
