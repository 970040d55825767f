import { Button, Checkbox, HStack, Stack } from '@chakra-ui/react';
import { useStore } from '@tanstack/react-form';
import { emptyRegister, type RegisterValues } from '../../domain/authForms';
import {
  AuthFormFrame,
  AuthTextField,
  FormNotice,
  FormNotices,
  SubmitButton,
  bindTextField,
  type AuthFormBaseProps,
} from './formParts';
import { useAuthForm } from './useAuthForm';

/** Props of {@link RegisterForm}. */
export interface RegisterFormProps extends AuthFormBaseProps<RegisterValues> {
  /** Raised by the back button (to the login page). */
  onBack: () => void;
}

/**
 * The register form: full name, e-mail, username, password and its confirmation, and the terms
 * checkbox. Submitting without agreeing shows the danger notice "You must agree the terms and
 * condition" and raises nothing.
 */
export function RegisterForm(props: RegisterFormProps) {
  const { status, errorMessage, successMessage, onBack } = props;
  const { LL, titleId, busy, form, submit } = useAuthForm(props, emptyRegister, (checks) => checks.validateRegister);
  // The seed asks for a notice on submit, not a message under the checkbox.
  const termsRefused = useStore(form.store, (state) => state.submissionAttempts > 0 && !state.values.agree);

  return (
    <AuthFormFrame
      status={status}
      titleId={titleId}
      title={LL.AUTH.REGISTER.TITLE()}
      description={LL.AUTH.REGISTER.DESC()}
      onSubmit={submit}
    >
      {termsRefused ? <FormNotice tone="danger">{LL.AUTH.REGISTER.TERMS_REQUIRED()}</FormNotice> : null}
      <FormNotices errorMessage={errorMessage} successMessage={successMessage} />
      <Stack gap="4">
        <form.Field name="fullname">
          {(field) => <AuthTextField label={LL.AUTH.INPUT.FULLNAME()} autoComplete="name" {...bindTextField(LL, field)} />}
        </form.Field>
        <form.Field name="email">
          {(field) => (
            <AuthTextField label={LL.AUTH.INPUT.EMAIL()} type="email" autoComplete="email" {...bindTextField(LL, field)} />
          )}
        </form.Field>
        <form.Field name="username">
          {(field) => <AuthTextField label={LL.AUTH.INPUT.USERNAME()} autoComplete="username" {...bindTextField(LL, field)} />}
        </form.Field>
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
        <form.Field name="agree">
          {(field) => (
            <Checkbox.Root
              name={field.name}
              colorPalette="brand"
              checked={field.state.value}
              invalid={termsRefused}
              onCheckedChange={(details) => field.handleChange(details.checked === true)}
            >
              <Checkbox.HiddenInput onBlur={field.handleBlur} />
              <Checkbox.Control />
              <Checkbox.Label>{LL.AUTH.REGISTER.AGREE()}</Checkbox.Label>
            </Checkbox.Root>
          )}
        </form.Field>
      </Stack>
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
