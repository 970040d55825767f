import { useState } from 'react';
import { Box, Button, Stack, chakra } from '@chakra-ui/react';
import { useForm, useStore } from '@tanstack/react-form';
import {
  emptyChangePassword,
  isValidForm,
  passwordsMatch,
  validateChangePassword,
  type ChangePasswordValues,
} from '../../domain/userForms';
import { useI18n } from '../../i18n/context';
import { FormNotice } from '../auth/formParts';
import { asUserFormErrors, bindUserField, UserTextField } from './userFields';

/** Props of {@link ChangePasswordForm}. */
export interface ChangePasswordFormProps {
  /** A change is under way: the button shows it. */
  busy: boolean;
  /** A refused change, already translated. */
  errorMessage?: string | undefined;
  /** Raised with the new password when both are valid and equal. */
  onChangePassword: (password: string) => void;
}

/**
 * Tab 5: password and confirm password ('Password is required', 'Confirm password is
 * required'), the 'Change password' button disabled while the form is invalid, and 'Oh snap!
 * Password not match.' when it is pressed with two different passwords.
 */
export function ChangePasswordForm({ busy, errorMessage, onChangePassword }: ChangePasswordFormProps) {
  const { LL } = useI18n();
  const [tried, setTried] = useState(false);
  const form = useForm({
    defaultValues: { ...emptyChangePassword } as ChangePasswordValues,
    validators: { onChange: ({ value }: { value: ChangePasswordValues }) => asUserFormErrors(validateChangePassword(value)) },
    onSubmit: ({ value }: { value: ChangePasswordValues }) => {
      setTried(true);
      if (passwordsMatch(value)) onChangePassword(value.password);
    },
  });
  const invalid = useStore(form.store, (state) => !isValidForm(validateChangePassword(state.values)));
  const mismatch = useStore(form.store, (state) => !passwordsMatch(state.values));
  return (
    <chakra.form
      noValidate
      data-part="change-password"
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void form.handleSubmit();
      }}
    >
      <Stack gap="4" maxW="md">
        {tried && mismatch ? <FormNotice tone="danger">{LL.USERS.PASSWORD.MISMATCH()}</FormNotice> : null}
        {errorMessage ? <FormNotice tone="danger">{errorMessage}</FormNotice> : null}
        <form.Field name="password">
          {(field) => (
            <UserTextField label={LL.USERS.INPUT.PASSWORD()} type="password" autoComplete="new-password" required {...bindUserField(LL, field)} />
          )}
        </form.Field>
        <form.Field name="confirmPassword">
          {(field) => (
            <UserTextField
              label={LL.USERS.INPUT.CONFIRM_PASSWORD()}
              type="password"
              autoComplete="new-password"
              required
              {...bindUserField(LL, field)}
            />
          )}
        </form.Field>
        <Box>
          <Button type="submit" colorPalette="brand" disabled={invalid} loading={busy} loadingText={LL.USERS.PASSWORD.CHANGE()}>
            {LL.USERS.PASSWORD.CHANGE()}
          </Button>
        </Box>
      </Stack>
    </chakra.form>
  );
}
