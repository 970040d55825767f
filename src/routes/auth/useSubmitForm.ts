import { useActor } from '@xstate/react';
import { navigate } from 'wouter/use-browser-location';
import { useI18n } from '../../i18n/context';
import { toRecordEditorView } from '../../machines/recordEditor/connect';
import type { RecordEditorMachine } from '../../machines/recordEditor/machine';
import type { AuthFormStatus } from '../../ui/auth/formParts';
import { LOGIN_PATH } from '../paths';
import { submitFailureMessage, type EmptyAnswerText, type LoginNotice } from './messages';

/**
 * Runs a register, forgot or reset form (a record editor that only saves): on success the login
 * page opens with `notice`; an answer with nothing done shows `emptyAnswer`'s text.
 * Answers the form's status, its danger notice and the submit event.
 */
export function useSubmitForm<Values, Saved>(
  machine: RecordEditorMachine<never, Values, never, Saved>,
  emptyAnswer: EmptyAnswerText<Values>,
  notice: LoginNotice,
) {
  const { LL } = useI18n();
  const [snapshot, send] = useActor(machine.provide({ actions: { notifySaved: () => navigate(LOGIN_PATH, { state: { notice } }) } }));
  const { status: editor, failure, values } = toRecordEditorView(snapshot);
  const status: AuthFormStatus = editor === 'saving' ? 'submitting' : editor === 'saved' ? 'succeeded' : failure ? 'failed' : 'idle';
  return {
    status,
    errorMessage: failure ? submitFailureMessage(LL, failure, values, emptyAnswer) : undefined,
    submit: (next: Values) => send({ type: 'user.save', values: next }),
  };
}

