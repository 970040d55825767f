import { useActor } from '@xstate/react';
import { navigate } from 'wouter/use-browser-location';
import { useI18n } from '../../i18n/context';
import type { submitMachine } from '../../machines/submit/machine';
import type { AuthFormStatus } from '../../ui/auth/formParts';
import { LOGIN_PATH } from '../paths';
import { submitFailureMessage, type LoginNotice } from './messages';

/**
 * Runs a register, forgot or reset submission: on success the login page opens with `notice`.
 * Answers the form's status, its danger notice and the submit event.
 */
export function useSubmitForm(
  machine: typeof submitMachine,
  emptyResultCode: string,
  notice: LoginNotice,
) {
  const { LL } = useI18n();
  const [snapshot, send] = useActor(
    machine.provide({ actions: { succeeded: () => navigate(LOGIN_PATH, { state: { notice } }) } }),
    { input: { emptyResultCode } },
  );
  const status: AuthFormStatus = snapshot.matches('submitting')
    ? 'submitting'
    : snapshot.matches('failed')
      ? 'failed'
      : snapshot.matches('succeeded')
        ? 'succeeded'
        : 'idle';
  return {
    status,
    errorMessage: status === 'failed' ? submitFailureMessage(LL, snapshot.context.failure, snapshot.context.values) : undefined,
    submit: (values: object) => send({ type: 'user.submit', values }),
  };
}
