/**
 * Bindings of the register, forgot and reset password pages: their forms with the real calls of
 * `src/api/authActors.ts`. Loaded with those pages, not with the sign-in page or the shell.
 */
import { fromPromise } from 'xstate';
import type { ApiClients } from '../api/client';
import { forgotPassword, register, resetPassword } from '../api/authActors';
import type { ForgotPasswordValues, RegisterValues, ResetPasswordValues } from '../domain/authForms';
import { createRecordEditorMachine } from '../machines/recordEditor/machine';
import type { RecordSaveInput } from '../machines/recordEditor/types';
import type { ForgotPasswordResult, User } from '../contract/schema.gen';

/** The reset form's values with the token of the mail's link. */
export type ResetPasswordRequestValues = ResetPasswordValues & { token: string };

type Save<Values, Saved> = ReturnType<typeof fromPromise<Saved, RecordSaveInput<never, Values, never>>>;

function saving<Values, Saved>(send: (values: Values) => Promise<Saved>): Save<Values, Saved> {
  return fromPromise<Saved, RecordSaveInput<never, Values, never>>(({ input }) => send(input.values));
}

/**
 * The register, forgot and reset password forms with their real calls (record editors that only
 * save). The notice and the way to login stay with the pages: `notifySaved`.
 * @example
 * const forms = createAccountForms(createApiClients(config, anonymousCredentials));
 * const [snapshot, send] = useActor(forms.forgotPassword.provide({ actions: { notifySaved } }));
 */
export function createAccountForms(clients: ApiClients) {
  // Seed 000 section 8: no user in the answer is a failure (the invalid-login text).
  const registerForm = createRecordEditorMachine<never, RegisterValues, never, User | null>({ lifetime: 'form', isEmptyAnswer: (user) => !user }).provide({
    actors: {
      // The agreement tick stays in the form.
      save: saving<RegisterValues, User | null>(({ fullname, email, username, password, confirmPassword }: RegisterValues) =>
        register(clients, { fullname, email, username, password, confirmPassword }),
      ),
    },
  });
  // The contract answers `{ ok }`; `ok: false` is the seed's falsy result (no account for the e-mail).
  const forgotPasswordForm = createRecordEditorMachine<never, ForgotPasswordValues, never, ForgotPasswordResult | null>({
    lifetime: 'form',
    isEmptyAnswer: (result) => !result || result.ok === false,
  }).provide({ actors: { save: saving<ForgotPasswordValues, ForgotPasswordResult | null>(({ email }: ForgotPasswordValues) => forgotPassword(clients, email)) } });
  // A reset answers 204: there is no result to judge.
  const resetPasswordForm = createRecordEditorMachine<never, ResetPasswordRequestValues, never, void>({ lifetime: 'form' }).provide({
    actors: {
      save: saving(({ token, password, confirmPassword }: ResetPasswordRequestValues) => resetPassword(clients, { token, password, confirmPassword })),
    },
  });
  return { register: registerForm, forgotPassword: forgotPasswordForm, resetPassword: resetPasswordForm };
}
