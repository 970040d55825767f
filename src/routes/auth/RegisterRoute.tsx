import { navigate } from 'wouter/use-browser-location';
import { RegisterForm } from '../../ui/auth/RegisterForm';
import { LOGIN_PATH } from '../paths';
import { useServices } from '../services';
import { AuthArea } from './AuthArea';
import { useSubmitForm } from './useSubmitForm';

/** `/auth/register`: registration; success goes to login with AUTH.REGISTER.SUCCESS. */
export function RegisterRoute() {
  const { auth } = useServices();
  const form = useSubmitForm(auth.register, 'AUTH.VALIDATION.INVALID_LOGIN', 'registered');
  return (
    <AuthArea>
      <RegisterForm status={form.status} errorMessage={form.errorMessage} onSubmit={form.submit} onBack={() => navigate(LOGIN_PATH)} />
    </AuthArea>
  );
}
