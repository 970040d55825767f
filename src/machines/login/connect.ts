import type { SnapshotFrom } from 'xstate';
import type { ApiError } from '../../contract/apiError';
import type { AuthFormStatus } from '../../ui/auth/formParts';
import type { LoginFormProps } from '../../ui/auth/LoginForm';
import type { LoginEvent, loginMachine } from './machine';

/** The words the page gives the login form (the views word errors; a machine does not). */
export interface LoginTexts {
  /** A refusal in words (a 401 is the invalid-login text). */
  errorMessage: (error: ApiError) => string | undefined;
  /** The notice another page left (registered, mail sent, password changed), if any. */
  notice: string | undefined;
}

/** What the login machine drives: the form (its links are the page's) and the page's background. */
export interface LoginConnect {
  form: Pick<LoginFormProps, 'status' | 'errorMessage' | 'successMessage' | 'onSubmit' | 'onEdit'>;
  /** The background image once found or defaulted; null while it is looked for. */
  backgroundUrl: string | null;
}

type LoginSnapshot = Pick<SnapshotFrom<typeof loginMachine>, 'matches' | 'context'>;

function statusOf(snapshot: LoginSnapshot): AuthFormStatus {
  if (snapshot.matches({ form: 'submitting' })) return 'submitting';
  if (snapshot.matches({ form: 'failed' })) return 'failed';
  // Correcting the fields after a refusal is idle again; success keeps the button loading until the redirect.
  if (snapshot.matches({ form: 'idle' }) || snapshot.matches({ form: 'correcting' })) return 'idle';
  return 'succeeded';
}

/**
 * The login form's props of a snapshot (Zag's `connect`): its status, the refusal in words while
 * it stands, the notice the page came with until the first attempt, and the submit and the edit
 * sending the machine's events; beside it, the background found.
 * @example
 * const login = connectLogin(snapshot, send, { errorMessage: (error) => loginErrorMessage(LL, error), notice });
 * <AuthArea backgroundUrl={login.backgroundUrl}><LoginForm {...login.form} {...links} /></AuthArea>
 */
export function connectLogin(snapshot: LoginSnapshot, send: (event: LoginEvent) => void, texts: LoginTexts): LoginConnect {
  const status = statusOf(snapshot);
  const { error, background } = snapshot.context;
  return {
    form: {
      status,
      errorMessage: status === 'failed' && error ? texts.errorMessage(error) : undefined,
      successMessage: snapshot.matches({ form: 'idle' }) ? texts.notice : undefined,
      onEdit: () => send({ type: 'user.edit' }),
      onSubmit: (values) => send({ type: 'user.submit', email: values.email, password: values.password }),
    },
    backgroundUrl: background,
  };
}
