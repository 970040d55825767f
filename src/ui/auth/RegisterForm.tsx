import { Checkbox, Stack } from '@chakra-ui/react';
import { useStore } from '@tanstack/react-form';
import { emptyRegister, type RegisterValues } from '../../domain/authForms';
import { AuthFormFrame, AuthTextFields, FormNotice, SubmitAndBack, newPasswordFields, type AuthFormBaseProps } from './formParts';
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
  const { LL, busy, form, frame } = useAuthForm(props, emptyRegister, (checks) => checks.validateRegister);
  // The seed asks for a notice on submit, not a message under the checkbox.
  const termsRefused = useStore(form.store, (state) => state.submissionAttempts > 0 && !state.values.agree);

  return (
    <AuthFormFrame
      {...frame}
      title={LL.AUTH.REGISTER.TITLE()}
      description={LL.AUTH.REGISTER.DESC()}
      notice={termsRefused ? <FormNotice tone="danger">{LL.AUTH.REGISTER.TERMS_REQUIRED()}</FormNotice> : null}
    >
      <Stack gap="4">
        <AuthTextFields
          form={form}
          fields={[
            { name: 'fullname', label: LL.AUTH.INPUT.FULLNAME(), autoComplete: 'name' },
            { name: 'email', label: LL.AUTH.INPUT.EMAIL(), type: 'email', autoComplete: 'email' },
            { name: 'username', label: LL.AUTH.INPUT.USERNAME(), autoComplete: 'username' },
            ...newPasswordFields(LL),
          ]}
        />
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
      <SubmitAndBack busy={busy} backLabel={LL.AUTH.GENERAL.BACK_BUTTON()} onBack={props.onBack} />
    </AuthFormFrame>
  );
}
