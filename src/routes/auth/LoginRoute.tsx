import { useActor, useSelector } from '@xstate/react';
import { useState } from 'react';
import { Redirect } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { useI18n } from '../../i18n/context';
import { connectLogin } from '../../machines/login/connect';
import { LoginForm } from '../../ui/auth/LoginForm';
import { DASHBOARD_PATH, FORGOT_PASSWORD_PATH, REGISTER_PATH, safeNext } from '../paths';
import { useServices } from '../services';
import { AuthArea } from './AuthArea';
import { useLoginMachine } from './useLoginMachine';
import { loginErrorMessage, loginNoticeMessage, noticeFromHistory } from './messages';

/**
 * `/auth/login`: the login machine mapped to the login form. A visitor who is already signed in
 * goes on at once (to `next` or the dashboard); one who signs in here waits for the form's own
 * delay and full page load.
 */
export function LoginRoute() {
  const { session, readStoredBackground } = useServices();
  const loginMachine = useLoginMachine();
  const { LL } = useI18n();
  const [notice] = useState(() => noticeFromHistory(window.history.state));
  const [next] = useState(() => safeNext(window.location.search));
  const [snapshot, send] = useActor(
    loginMachine.provide({
      actions: {
        signedIn: (_, { tokens }) => session.send({ type: 'session.signed_in', tokens }),
        // A full page load, as the seed asks: the new page starts from the stored session.
        // A visitor sent here from another address goes back to it.
        goToDashboard: () => window.location.assign(next ?? DASHBOARD_PATH),
      },
    }),
    { input: { readStoredBackground } },
  );
  const login = connectLogin(snapshot, send, { errorMessage: (error) => loginErrorMessage(LL, error), notice: loginNoticeMessage(LL, notice) });
  const { status } = login.form;
  const alreadySignedIn = useSelector(session, (s) => s.hasTag('ready'));
  if (alreadySignedIn && (status === 'idle' || status === 'failed')) return <Redirect to={next ?? DASHBOARD_PATH} replace />;
  return (
    <AuthArea backgroundUrl={login.backgroundUrl}>
      <LoginForm
        {...login.form}
        forgotPasswordHref={FORGOT_PASSWORD_PATH}
        onForgotPassword={() => navigate(FORGOT_PASSWORD_PATH)}
        registerHref={REGISTER_PATH}
        onRegister={() => navigate(REGISTER_PATH)}
      />
    </AuthArea>
  );
}
