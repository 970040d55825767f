import { useId } from 'react';
import { Button, HStack } from '@chakra-ui/react';
import { useForm } from '@tanstack/react-form';
import { emptyForgotPassword, validateForgotPassword, type ForgotPasswordValues } from '../../domain/authForms';
import { useI18n } from '../../i18n/I18nProvider';
import {
  AuthFormFrame,
  AuthTextField,
  FormNotices,
  SubmitButton,
  asFormErrors,
  bindTextField,
  isBusy,
  type AuthFormBaseProps,
} from './formParts';

/** Props of {@link ForgotPasswordForm}. */
export interface ForgotPasswordFormProps extends AuthFormBaseProps<ForgotPasswordValues> {
  /** Raised by the back button (to the login page). */
  onBack: () => void;
}

/** The forgot-password form: the e-mail (login rules), the submit and back buttons. */
export function ForgotPasswordForm({ status, errorMessage, successMessage, defaultValues, onSubmit, onBack }: ForgotPasswordFormProps) {
  const { LL } = useI18n();
  const titleId = useId();
  const busy = isBusy(status);
  const form = useForm({
    defaultValues: { ...emptyForgotPassword, ...defaultValues },
    validators: { onChange: ({ value }) => asFormErrors(validateForgotPassword(value)) },
    onSubmit: ({ value }) => onSubmit(value),
  });

  return (
    <AuthFormFrame
      status={status}
      titleId={titleId}
      title={LL.AUTH.FORGOT.TITLE()}
      description={LL.AUTH.FORGOT.DESC()}
      onSubmit={() => {
        if (!busy) void form.handleSubmit();
      }}
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
