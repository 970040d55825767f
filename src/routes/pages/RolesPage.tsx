import { useMemo, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import { sendParent } from 'xstate';
import { createRoleDeleteGateMachine, createRolesListMachine } from '../../bindings/roles';
import { useI18n } from '../../i18n/context';
import { createListScreenMachine } from '../../machines/listScreen/machine';
import { RolesList } from '../../ui/roles/RolesList';
import { userManagementHeader } from '../../ui/users/userManagementHeader';
import { USER_MANAGEMENT_PATH } from '../paths';
import { notify } from '../notices';
import { RoleDialogContainer } from '../roles/RoleDialogContainer';
import { connectDeleteGate } from '../../machines/roleDeleteGate/connect';
import type { RoleDialogOutput, RoleDialogRequest } from '../roles/roleDialogView';
import { roleErrorText } from '../roles/roleErrors';
import { ROLE_LIST } from '../roles/roleList';
import { deferredDeletesOf, undoableDelete } from '../lists/undoableDelete';
import { useAddressListQuery, useListAddress } from '../lists/usePagedList';
import { useScreenChild, useScreenList } from '../lists/useScreenChild';
import { useServices } from '../services';
import { useLatest } from '../useLatest';
import { usePageHeader } from '../shell/pageHeader';

/** A list notice stays as long as the seed's snackbar default (seed 000 section 9). */
const LIST_NOTICE_MS = 10_000;

/**
 * `/user-management/roles` and `/adm/roles`: the roles list (list paging machine over findRoles,
 * its page, size, sort and search kept in the address), the delete gate that checks who holds a
 * role before asking to delete it, and the role dialog for New Role, Edit and View.
 */
export default function RolesPage() {
  const services = useServices();
  const { clients } = services;
  const deletes = deferredDeletesOf(services);
  const { LL } = useI18n();
  const [path] = useLocation();

  // Notices are raised by machine actions, in the language shown at that moment.
  const texts = useLatest(LL);

  const { screenMachine, gateMachine } = useMemo(() => {
    const gateMachine = createRoleDeleteGateMachine(clients).provide({
      actions: { askToDelete: sendParent((_, { id }: { id: string }) => ({ type: 'rows.delete_checked', ids: [id] })) },
    });
    const list = createRolesListMachine(clients).provide({
      actors: { deleteRows: undoableDelete(deletes, 'role', texts, (T) => T.ROLES.DELETED()) },
      actions: {
        notifyActionFailed: (_, { error }) => {
          const T = texts.current;
          notify({ type: 'error', title: T.ROLES.DELETE_FAILED({ reason: roleErrorText(T, error) }), duration: LIST_NOTICE_MS });
        },
      },
    });
    return { gateMachine, screenMachine: createListScreenMachine({ list, gate: gateMachine }) };
  }, [clients, texts, deletes]);
  const screen = useActorRef(screenMachine, { input: { query: useAddressListQuery(ROLE_LIST) } });
  const list = useScreenList(screen);
  const gate = useScreenChild(screen, 'gate', gateMachine);
  const { view: listView, events } = useListAddress(list, ROLE_LIST);
  const gateSnapshot = useSelector(gate, (s) => s);

  // The area under user-management has no menu entry: the page names itself there.
  const underUserManagement = path.startsWith('/user-management');
  usePageHeader(
    underUserManagement
      ? // The same form as the users list's: User Management › Roles.
        userManagementHeader(LL, [{ title: LL.ROLES.CRUMB() }], USER_MANAGEMENT_PATH)
      : null,
  );

  // Which dialog is open: one mount of the dialog container per opening.
  const [dialog, setDialog] = useState<{ key: number; request: RoleDialogRequest } | null>(null);
  const open = (request: RoleDialogRequest) => setDialog((current) => ({ key: (current?.key ?? 0) + 1, request }));
  const onClosed = (output: RoleDialogOutput) => {
    if (output.saved && dialog) screen.send({ type: 'record.saved', created: dialog.request.roleId === null });
    setDialog(null);
  };

  return (
    <>
      <RolesList
        list={listView}
        onNew={() => open({ roleId: null, title: '', isCoreRole: false })}
        onEdit={(role) => open({ roleId: role.id, title: role.title, isCoreRole: false })}
        onView={(role) => open({ roleId: role.id, title: role.title, isCoreRole: true })}
        {...connectDeleteGate(gateSnapshot, gate.send)}
        onFetchSelected={() => list.send({ type: 'user.fetch_selected' })}
        onConfirmDelete={() => list.send({ type: 'user.confirm' })}
        onCancelDialog={() => list.send({ type: 'user.cancel' })}
        {...events}
      />
      {dialog ? <RoleDialogContainer key={dialog.key} clients={clients} request={dialog.request} onClosed={onClosed} /> : null}
    </>
  );
}
