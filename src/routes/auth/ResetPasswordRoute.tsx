import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { useI18n } from '../../i18n/context';
import { ResetPasswordForm } from '../../ui/auth/ResetPasswordForm';
import { LOGIN_PATH } from '../paths';
import { AuthArea } from './AuthArea';
import { registerEmptyAnswer } from './messages';
import { useAccountForms } from './useAccountForms';
import { useSubmitForm } from './useSubmitForm';

/** `/auth/reset-password?token=…`: the link of the reset mail; success goes to login. */
export function ResetPasswordRoute() {
  const { LL } = useI18n();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  // A reset answers nothing to judge; the invalid-login text is never reached.
  const form = useSubmitForm(useAccountForms().resetPassword, registerEmptyAnswer, 'passwordReset');
  return (
    <AuthArea>
      <ResetPasswordForm
        status={form.status}
        // A link without its token cannot work: say so before anything is typed.
        errorMessage={token === '' ? LL.AUTH.RESET.TOKEN_INVALID() : form.errorMessage}
        onSubmit={(values) => form.submit({ ...values, token })}
        onBackToLogin={() => navigate(LOGIN_PATH)}
      />
    </AuthArea>
  );
}
