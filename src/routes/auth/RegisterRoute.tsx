import { navigate } from 'wouter/use-browser-location';
import { RegisterForm } from '../../ui/auth/RegisterForm';
import { LOGIN_PATH } from '../paths';
import { AuthArea } from './AuthArea';
import { registerEmptyAnswer } from './messages';
import { useAccountForms } from './useAccountForms';
import { useSubmitForm } from './useSubmitForm';

/** `/auth/register`: registration; success goes to login with AUTH.REGISTER.SUCCESS. */
export function RegisterRoute() {
  const form = useSubmitForm(useAccountForms().register, registerEmptyAnswer, 'registered');
  return (
    <AuthArea>
      <RegisterForm status={form.status} errorMessage={form.errorMessage} onSubmit={form.submit} onBack={() => navigate(LOGIN_PATH)} />
    </AuthArea>
  );
}
