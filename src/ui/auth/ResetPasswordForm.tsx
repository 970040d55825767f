import { Button, HStack, Stack } from '@chakra-ui/react';
import { emptyResetPassword, type ResetPasswordValues } from '../../domain/authForms';
import {
  AuthFormFrame,
  AuthTextField,
  FormNotices,
  SubmitButton,
  bindTextField,
  type AuthFormBaseProps,
} from './formParts';
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
  const { status, errorMessage, successMessage, onBackToLogin } = props;
  const { LL, titleId, busy, form, submit } = useAuthForm(props, emptyResetPassword, (checks) => checks.validateResetPassword);

  return (
    <AuthFormFrame
      status={status}
      titleId={titleId}
      title={LL.AUTH.RESET.TITLE()}
      description={LL.AUTH.RESET.DESC()}
      onSubmit={submit}
    >
      <FormNotices errorMessage={errorMessage} successMessage={successMessage} />
      <Stack gap="4">
        <form.Field name="password">
          {(field) => (
            <AuthTextField
              label={LL.AUTH.INPUT.PASSWORD()}
              type="password"
              autoComplete="new-password"
              {...bindTextField(LL, field)}
            />
          )}
        </form.Field>
        <form.Field name="confirmPassword">
          {(field) => (
            <AuthTextField
              label={LL.AUTH.INPUT.CONFIRM_PASSWORD()}
              type="password"
              autoComplete="new-password"
              {...bindTextField(LL, field)}
            />
          )}
        </form.Field>
      </Stack>
      <HStack gap="3" justify="center" flexWrap="wrap">
        <SubmitButton busy={busy} loadingText={LL.AUTH.GENERAL.LOADING()}>
          {LL.AUTH.GENERAL.SUBMIT_BUTTON()}
        </SubmitButton>
        <Button type="button" variant="outline" size="lg" onClick={onBackToLogin}>
          {LL.AUTH.RESET.BACK_TO_LOGIN()}
        </Button>
      </HStack>
    </AuthFormFrame>
  );
}
