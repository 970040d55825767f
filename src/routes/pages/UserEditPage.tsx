import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import { createUserEditMachine } from '../../bindings/userEdit';
import type { UserFormValues } from '../../domain/userForms';
import { useI18n } from '../../i18n/context';
import { connectUserEdit } from '../../machines/userEdit/connect';
import { USER_SAVE_NOTICE_MS } from '../../machines/userEdit/machine';
import { notify } from '../notices';
import { UserEdit, userEditHeader } from '../../ui/users/UserEdit';
import { useServices } from '../services';
import { usePageHeader } from '../shell/pageHeader';
import { useLatest } from '../useLatest';
import { editUserPath, NEW_USER_PATH, USER_MANAGEMENT_PATH, USERS_PATH } from '../paths';
import type { PageProps } from './types';

/** What Save & Duplicate carries to the create form, in the history entry's state. */
interface DuplicateState {
  prefill: UserFormValues;
}

function isDuplicateState(value: unknown): value is DuplicateState {
  return typeof value === 'object' && value !== null && 'prefill' in value && typeof value.prefill === 'object' && value.prefill !== null;
}

/**
 * `user-management/users/add`, `.../add/{id}`, `.../edit`, `.../edit/{id}` and `.../{id}`: the
 * user edit machine bound to the server, the router and the notices. No id or 0 creates.
 */
export default function UserEditPage({ params }: PageProps) {
  const { clients } = useServices();
  const { LL } = useI18n();
  const texts = useLatest(LL);
  const [, navigate] = useLocation();
  const machine = useMemo(
    () =>
      createUserEditMachine(clients).provide({
        actions: {
          goToList: () => navigate(USERS_PATH),
          goToEdit: (_, { id }) => navigate(editUserPath(id), { replace: true }),
          openDuplicate: (_, { values }) => navigate(NEW_USER_PATH, { state: { prefill: values } satisfies DuplicateState }),
          notifySaved: (_, { created }) =>
            notify({
              type: 'success',
              duration: USER_SAVE_NOTICE_MS,
              title: created ? texts.current.USERS.NOTICES.CREATED() : texts.current.USERS.NOTICES.SAVED(),
            }),
          notifyPasswordChanged: () =>
            notify({ type: 'success', duration: USER_SAVE_NOTICE_MS, title: texts.current.USERS.NOTICES.PASSWORD_CHANGED() }),
        },
      }),
    [clients, navigate, texts],
  );
  const history: unknown = window.history.state;
  const actor = useActorRef(machine, { input: { id: params.id ?? null, prefill: isDuplicateState(history) ? history.prefill : null } });
  const snapshot = useSelector(actor, (state) => state);
  const props = connectUserEdit(snapshot, actor.send);
  usePageHeader(userEditHeader(LL, props.mode, props.user?.fullname ?? '', { management: USER_MANAGEMENT_PATH, users: USERS_PATH }));

  return <UserEdit {...props} />;
}
