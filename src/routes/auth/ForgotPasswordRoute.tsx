import { navigate } from 'wouter/use-browser-location';
import { ForgotPasswordForm } from '../../ui/auth/ForgotPasswordForm';
import { LOGIN_PATH } from '../paths';
import { AuthArea } from './AuthArea';
import { forgotEmptyAnswer } from './messages';
import { useAccountForms } from './useAccountForms';
import { useSubmitForm } from './useSubmitForm';

/** `/auth/forgot-password`: asks for the reset mail; success goes to login with AUTH.FORGOT.SUCCESS. */
export function ForgotPasswordRoute() {
  const form = useSubmitForm(useAccountForms().forgotPassword, forgotEmptyAnswer, 'resetRequested');
  return (
    <AuthArea>
      <ForgotPasswordForm status={form.status} errorMessage={form.errorMessage} onSubmit={form.submit} onBack={() => navigate(LOGIN_PATH)} />
    </AuthArea>
  );
}
