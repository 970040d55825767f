import type { SnapshotFrom } from 'xstate';
import { isTabEnabled } from '../../domain/userForms';
import type { UserEditProps, UserEditStatus } from '../../ui/users/UserEdit';
import { initialValuesOf } from './context';
import type { userEditMachine } from './machine';
import type { UserEditEvent } from './types';

type UserEditSnapshot = SnapshotFrom<typeof userEditMachine>;

function statusOf(snapshot: UserEditSnapshot): UserEditStatus {
  if (snapshot.matches('start') || snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('loadFailed')) return 'loadFailed';
  if (snapshot.matches('saving')) return 'saving';
  if (snapshot.matches('changingPassword')) return 'changingPassword';
  if (snapshot.matches('left')) return 'left';
  return 'editing';
}

/**
 * The props of the user edit view (`UserEdit`) for a snapshot, its callbacks sending the
 * machine's events (Zag's `connect`).
 * @example
 * const snapshot = useSelector(actor, (s) => s);
 * return <UserEdit {...connectUserEdit(snapshot, actor.send)} />;
 */
export function connectUserEdit(snapshot: UserEditSnapshot, send: (event: UserEditEvent) => void): UserEditProps {
  const { context } = snapshot;
  const hasId = context.userId !== null;
  return {
    mode: hasId ? 'edit' : 'create',
    status: statusOf(snapshot),
    user: context.user,
    roles: context.roles,
    tab: context.tab,
    // Tabs 4 and 5 need an id.
    enabledTabs: ([1, 2, 3, 4, 5] as const).filter((tab) => isTabEnabled(tab, hasId)),
    // Reset is offered on the first tab only.
    canReset: context.tab === 1,
    invalidAlert: snapshot.matches({ editing: 'invalid' }),
    initialValues: initialValuesOf(context),
    formRevision: context.formRevision,
    passwordRevision: context.passwordRevision,
    failure: context.failure,
    onBack: () => send({ type: 'user.back' }),
    onReset: () => send({ type: 'user.reset' }),
    onSave: (intent, values) => send({ type: 'user.save', intent, values }),
    onInvalid: () => send({ type: 'user.submit_invalid' }),
    onTabChange: (tab) => send({ type: 'user.select_tab', tab }),
    onChangePassword: (password) => send({ type: 'user.change_password', password }),
    onRetry: () => send({ type: 'user.retry' }),
  };
}
