import { useEffect, useMemo, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useLocation, useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { fromPromise } from 'xstate';
import { checkIsRollAssignedToUser } from '../../api/roleActors';
import { createRolesListMachine } from '../../bindings/roles';
import { parseListQuery, sameListQuery, serializeListQuery } from '../../domain/listQuery';
import { useI18n } from '../../i18n/context';
import { toListView } from '../../machines/listPagingMachine';
import type { RoleDialogOutput } from '../../machines/roleDialogMachine';
import { RolesList } from '../../ui/roles/RolesList';
import { userManagementHeader } from '../../ui/users/UserEdit';
import { USER_MANAGEMENT_PATH } from '../users/paths';
import { notify } from '../notices';
import { RoleDialogContainer } from '../roles/RoleDialogContainer';
import { roleDeleteGateMachine, toDeleteGateView, type AssignmentAnswer } from '../../machines/roleDeleteGateMachine';
import type { RoleDialogRequest } from '../roles/roleDialogView';
import { roleErrorText } from '../roles/roleErrors';
import { ROLE_LIST } from '../roles/roleList';
import { deferredDeletesOf, undoableDelete } from '../lists/undoableDelete';
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
  const search = useSearch();

  // Notices are raised by machine actions, in the language shown at that moment.
  const texts = useLatest(LL);

  const listMachine = useMemo(
    () =>
      createRolesListMachine(clients).provide({
        actors: { deleteRows: undoableDelete(deletes, 'role', texts, (T) => T.ROLES.DELETED()) },
        actions: {
          notifyActionFailed: (_, { error }) => {
            const T = texts.current;
            notify({ type: 'error', title: T.ROLES.DELETE_FAILED({ reason: roleErrorText(T, error) }), duration: LIST_NOTICE_MS });
          },
        },
      }),
    [clients, texts, deletes],
  );
  const list = useActorRef(listMachine, { input: { query: parseListQuery(window.location.search, ROLE_LIST) } });
  const listView = useSelector(list, toListView);

  const gateMachine = useMemo(
    () =>
      roleDeleteGateMachine.provide({
        actors: {
          checkAssignment: fromPromise<AssignmentAnswer, { roleId: string }>(({ input }) => checkIsRollAssignedToUser(clients, input.roleId)),
        },
        actions: {
          askToDelete: (_, { id }) => list.send({ type: 'user.delete', ids: [id] }),
        },
      }),
    [clients, list],
  );
  const gate = useActorRef(gateMachine);
  const deleteCheck = useSelector(gate, toDeleteGateView);

  // The address follows the list (a new history entry per change, so Back returns to it), and
  // the list follows the address (Back, Forward, an edited link).
  const shownQuery = listView.query;
  const wanted = serializeListQuery(shownQuery, ROLE_LIST);
  useEffect(() => {
    const current = window.location.search;
    if (current === wanted) return;
    const equivalent = sameListQuery(parseListQuery(current, ROLE_LIST), shownQuery);
    navigate(`${window.location.pathname}${wanted}`, { replace: equivalent });
  }, [wanted, shownQuery]);
  useEffect(() => {
    list.send({ type: 'address.changed', query: parseListQuery(search, ROLE_LIST) });
  }, [list, search]);

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
    if (output.saved && dialog) list.send({ type: dialog.request.roleId === null ? 'row.created' : 'row.updated' });
    setDialog(null);
  };

  return (
    <>
      <RolesList
        list={listView}
        deleteCheck={deleteCheck}
        onNew={() => open({ roleId: null, title: '', isCoreRole: false })}
        onEdit={(role) => open({ roleId: role.id, title: role.title, isCoreRole: false })}
        onView={(role) => open({ roleId: role.id, title: role.title, isCoreRole: true })}
        onDelete={(role) => gate.send({ type: 'user.delete', role: { id: role.id, title: role.title } })}
        onCloseDeleteCheck={() => gate.send({ type: 'user.close' })}
        onFetchSelected={() => list.send({ type: 'user.fetch_selected' })}
        onConfirmDelete={() => list.send({ type: 'user.confirm' })}
        onCancelDialog={() => list.send({ type: 'user.cancel' })}
        onSearch={(text) => list.send({ type: 'user.search', text })}
        onSort={(field) => list.send({ type: 'user.sort', field })}
        onPageChange={(page) => list.send({ type: 'user.go_to_page', page })}
        onPageSizeChange={(size) => list.send({ type: 'user.change_page_size', size })}
        onRetry={() => list.send({ type: 'user.retry' })}
        onSelectionChange={(ids) => list.send({ type: 'user.select', ids })}
      />
      {dialog ? <RoleDialogContainer key={dialog.key} clients={clients} request={dialog.request} onClosed={onClosed} /> : null}
    </>
  );
}
