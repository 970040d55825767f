import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import { createUser, getAllRoles, getUser, updateUser } from '../../api/userActors';
import { toUserCreate, toUserUpdate, type UserFormValues } from '../../domain/userForms';
import { useI18n } from '../../i18n/context';
import { toUserEditView, userEditMachine, USER_SAVE_NOTICE_MS, type User, type UserEditData } from '../../machines/userEditMachine';
import { notify } from '../notices';
import { UserEdit, userEditHeader } from '../../ui/users/UserEdit';
import { useServices } from '../services';
import { usePageHeader } from '../shell/pageHeader';
import { useLatest } from '../useLatest';
import { editUserPath, NEW_USER_PATH, USER_MANAGEMENT_PATH, USERS_PATH } from '../users/paths';
import type { PageProps } from './types';

/** What Save & Duplicate carries to the create form, in the history entry's state. */
interface DuplicateState {
  prefill: UserFormValues;
}

function isDuplicateState(value: unknown): value is DuplicateState {
  return typeof value === 'object' && value !== null && 'prefill' in value && typeof value.prefill === 'object' && value.prefill !== null;
}

/**
 * A first password for a user created from the form, which has no password field (seed 000
 * section 2): unguessable, never shown; the real one is set on the Change password tab.
 */
function firstPassword(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
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
      userEditMachine.provide({
        actors: {
          loadUser: fromPromise<UserEditData, { id: string }>(async ({ input }) => {
            const [user, roles] = await Promise.all([getUser(clients, input.id), getAllRoles(clients)]);
            return { user, roles };
          }),
          saveUser: fromPromise<User, { id: string | null; values: UserFormValues }>(({ input }) =>
            input.id === null ? createUser(clients, toUserCreate(input.values, firstPassword())) : updateUser(clients, toUserUpdate(input.id, input.values)),
          ),
          changePassword: fromPromise<unknown, { id: string; password: string }>(({ input }) => updateUser(clients, { id: input.id, password: input.password })),
        },
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
  const view = useSelector(actor, toUserEditView);
  usePageHeader(userEditHeader(LL, view.mode, view.user?.fullname ?? '', { management: USER_MANAGEMENT_PATH, users: USERS_PATH }));

  return (
    <UserEdit
      {...view}
      onBack={() => actor.send({ type: 'user.back' })}
      onReset={() => actor.send({ type: 'user.reset' })}
      onSave={(intent, values) => actor.send({ type: 'user.save', intent, values })}
      onInvalid={() => actor.send({ type: 'user.submit_invalid' })}
      onTabChange={(tab) => actor.send({ type: 'user.select_tab', tab })}
      onChangePassword={(password) => actor.send({ type: 'user.change_password', password })}
      onRetry={() => actor.send({ type: 'user.retry' })}
    />
  );
}
