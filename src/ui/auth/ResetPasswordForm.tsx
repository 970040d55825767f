import { Stack } from '@chakra-ui/react';
import { emptyResetPassword, type ResetPasswordValues } from '../../domain/authForms';
import { AuthFormFrame, AuthTextFields, SubmitAndBack, newPasswordFields, type AuthFormBaseProps } from './formParts';
import { useAuthForm } from './useAuthForm';

/** Props of {@link ResetPasswordForm}. */
export interface ResetPasswordFormProps extends AuthFormBaseProps<ResetPasswordValues> {
  /** Raised by the "back to sign-in" button. */
  onBackToLogin: () => void;
}

/**
 * The reset-password form: the new password twice. An expired or used link is the route's
 * `errorMessage` (`AUTH.RESET.TOKEN_INVALID`).
 */
export function ResetPasswordForm(props: ResetPasswordFormProps) {
  const { LL, busy, form, frame } = useAuthForm(props, emptyResetPassword, (checks) => checks.validateResetPassword);

  return (
    <AuthFormFrame {...frame} title={LL.AUTH.RESET.TITLE()} description={LL.AUTH.RESET.DESC()}>
      <Stack gap="4">
        <AuthTextFields form={form} fields={newPasswordFields(LL)} />
      </Stack>
      <SubmitAndBack busy={busy} backLabel={LL.AUTH.RESET.BACK_TO_LOGIN()} onBack={props.onBackToLogin} />
    </AuthFormFrame>
  );
}
