import type { SnapshotFrom } from 'xstate';
import type { RoleDeleteCheck, RolesListProps } from '../../ui/roles/RolesList';
import type { RoleDeleteGateEvent, roleDeleteGateMachine } from './machine';

/** The part of the roles list the delete gate drives: a row's Delete, the check under way or its refusal, and the refusal's Ok. */
export type DeleteGateProps = Pick<RolesListProps, 'deleteCheck' | 'onDelete' | 'onCloseDeleteCheck'>;

/** The row being checked, or the refusal with its count; null when the gate is idle. */
function deleteCheckOf(snapshot: SnapshotFrom<typeof roleDeleteGateMachine>): RoleDeleteCheck {
  const { target, userCount } = snapshot.context;
  if (target === null) return null;
  if (snapshot.matches('checking')) return { kind: 'checking', id: target.id, title: target.title };
  if (snapshot.matches('assigned')) return { kind: 'assigned', id: target.id, title: target.title, userCount };
  return null;
}

/** The roles list's delete-gate props from a gate snapshot: a row's Delete and the refusal's Ok sent to the gate. */
export function connectDeleteGate(snapshot: SnapshotFrom<typeof roleDeleteGateMachine>, send: (event: RoleDeleteGateEvent) => void): DeleteGateProps {
  return {
    deleteCheck: deleteCheckOf(snapshot),
    onDelete: (role) => send({ type: 'user.delete', role: { id: role.id, title: role.title } }),
    onCloseDeleteCheck: () => send({ type: 'user.close' }),
  };
}
