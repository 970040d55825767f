import { emptyForgotPassword, type ForgotPasswordValues } from '../../domain/authForms';
import { AuthFormFrame, AuthTextFields, SubmitAndBack, type AuthFormBaseProps } from './formParts';
import { useAuthForm } from './useAuthForm';

/** Props of {@link ForgotPasswordForm}. */
export interface ForgotPasswordFormProps extends AuthFormBaseProps<ForgotPasswordValues> {
  /** Raised by the back button (to the login page). */
  onBack: () => void;
}

/** The forgot-password form: the e-mail (login rules), the submit and back buttons. */
export function ForgotPasswordForm(props: ForgotPasswordFormProps) {
  const { LL, busy, form, frame } = useAuthForm(props, emptyForgotPassword, (checks) => checks.validateForgotPassword);

  return (
    <AuthFormFrame {...frame} title={LL.AUTH.FORGOT.TITLE()} description={LL.AUTH.FORGOT.DESC()}>
      <AuthTextFields form={form} fields={[{ name: 'email', label: LL.AUTH.INPUT.EMAIL(), type: 'email', autoComplete: 'email' }]} />
      <SubmitAndBack busy={busy} backLabel={LL.AUTH.GENERAL.BACK_BUTTON()} onBack={props.onBack} />
    </AuthFormFrame>
  );
}
