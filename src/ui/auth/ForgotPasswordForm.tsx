import { Button, HStack } from '@chakra-ui/react';
import { emptyForgotPassword, type ForgotPasswordValues } from '../../domain/authForms';
import {
  AuthFormFrame,
  AuthTextField,
  FormNotices,
  SubmitButton,
  bindTextField,
  type AuthFormBaseProps,
} from './formParts';
import { useAuthForm } from './useAuthForm';

/** Props of {@link ForgotPasswordForm}. */
export interface ForgotPasswordFormProps extends AuthFormBaseProps<ForgotPasswordValues> {
  /** Raised by the back button (to the login page). */
  onBack: () => void;
}

/** The forgot-password form: the e-mail (login rules), the submit and back buttons. */
export function ForgotPasswordForm(props: ForgotPasswordFormProps) {
  const { status, errorMessage, successMessage, onBack } = props;
  const { LL, titleId, busy, form, submit } = useAuthForm(props, emptyForgotPassword, (checks) => checks.validateForgotPassword);

  return (
    <AuthFormFrame
      status={status}
      titleId={titleId}
      title={LL.AUTH.FORGOT.TITLE()}
      description={LL.AUTH.FORGOT.DESC()}
      onSubmit={submit}
    >
      <FormNotices errorMessage={errorMessage} successMessage={successMessage} />
      <form.Field name="email">
        {(field) => <AuthTextField label={LL.AUTH.INPUT.EMAIL()} type="email" autoComplete="email" {...bindTextField(LL, field)} />}
      </form.Field>
      <HStack gap="3" justify="center" flexWrap="wrap">
        <SubmitButton busy={busy} loadingText={LL.AUTH.GENERAL.LOADING()}>
          {LL.AUTH.GENERAL.SUBMIT_BUTTON()}
        </SubmitButton>
        <Button type="button" variant="outline" size="lg" onClick={onBack}>
          {LL.AUTH.GENERAL.BACK_BUTTON()}
        </Button>
      </HStack>
    </AuthFormFrame>
  );
}
