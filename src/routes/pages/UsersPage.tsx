import { useCallback, useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import type { Role, User } from '../../contract/schema.gen';
import { createRolesLookup, createUsersListMachine } from '../../bindings/users';
import { refusalToActOn } from '../../domain/userAdministration';
import { USER_LIST } from '../../domain/listQuery';
import { useI18n } from '../../i18n/context';
import { notify } from '../notices';
import { userManagementHeader } from '../../ui/users/userManagementHeader';
import { UsersList } from '../../ui/users/UsersList';
import { userErrorText } from '../../ui/users/userMessages';
import { deferredDeletesOf, undoableDelete } from '../lists/undoableDelete';
import { usePagedList } from '../lists/usePagedList';
import { useServices } from '../services';
import { useLatest } from '../useLatest';
import { editUserPath, NEW_USER_PATH, USER_MANAGEMENT_PATH } from '../paths';
import { usePageHeader } from '../shell/pageHeader';

/** No role known yet (or none could be read): one array, so the list is not drawn again for nothing. */
const NO_ROLES: Role[] = [];

/** `user-management/users`: the users list bound to the list machine, the address and the server. */
export default function UsersPage() {
  const services = useServices();
  const { clients, session } = services;
  const deletes = deferredDeletesOf(services);
  const me = useSelector(session, (s) => s.context.user);
  const { LL } = useI18n();
  const texts = useLatest(LL);
  const [, navigate] = useLocation();
  // Roles only name the user's roles; a refusal leaves the ids shown.
  const rolesLookup = useActorRef(useMemo(() => createRolesLookup(clients), [clients]), { input: { query: 'all' } });
  const roles = useSelector(rolesLookup, (snapshot) => snapshot.context.result ?? NO_ROLES);

  const machine = useMemo(
    () =>
      createUsersListMachine(clients).provide({
        actors: {
          deleteRows: undoableDelete(deletes, 'user', texts, (T, ids) => (ids.length === 1 ? T.USERS.DELETE.DONE() : T.USERS.DELETE.MANY_DONE())),
        },
        actions: {
          notifyActionFailed: (_, { error }) => notify({ type: 'error', title: userErrorText(texts.current, error) }),
        },
      }),
    [clients, texts, deletes],
  );
  const { props } = usePagedList(machine, USER_LIST);
  // The server refuses these writes; the list says so before anyone tries (its rows are all within the caller's companies).
  const readOnly = useCallback(
    (user: User) =>
      me
        ? refusalToActOn(
            { id: me.id, isRoot: me.isRoot, permissions: me.permissions.map((p) => p.name) },
            { id: user.id, isRoot: user.isRoot, permissions: user.permissions.map((p) => p.name) },
          )
        : null,
    [me],
  );
  usePageHeader(userManagementHeader(LL, [{ title: LL.USERS.BREADCRUMBS.USERS() }], USER_MANAGEMENT_PATH));

  return (
    <UsersList
      {...props}
      roles={roles}
      readOnly={readOnly}
      onNew={() => navigate(NEW_USER_PATH)}
      onEdit={(id) => navigate(editUserPath(id))}
    />
  );
}
