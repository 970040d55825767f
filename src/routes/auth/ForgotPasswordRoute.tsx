import { navigate } from 'wouter/use-browser-location';
import { ForgotPasswordForm } from '../../ui/auth/ForgotPasswordForm';
import { LOGIN_PATH } from '../paths';
import { useServices } from '../services';
import { AuthArea } from './AuthArea';
import { useSubmitForm } from './useSubmitForm';

/** `/auth/forgot-password`: asks for the reset mail; success goes to login with AUTH.FORGOT.SUCCESS. */
export function ForgotPasswordRoute() {
  const { auth } = useServices();
  const form = useSubmitForm(auth.forgotPassword, 'AUTH.VALIDATION.NOT_FOUND', 'resetRequested');
  return (
    <AuthArea>
      <ForgotPasswordForm status={form.status} errorMessage={form.errorMessage} onSubmit={form.submit} onBack={() => navigate(LOGIN_PATH)} />
    </AuthArea>
  );
}
