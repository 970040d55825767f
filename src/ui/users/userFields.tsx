import type { UserFieldMessage, UserFieldMessages } from '../../domain/userForms';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import { TextInputField, asFormErrors, bindField, type TextFieldApi } from '../auth/formParts';
import { shownUserMessage } from './userMessages';

/**
 * TanStack form-level validator answer: the field messages, or undefined when the form is valid
 * (the sign-in forms' {@link asFormErrors}, for the user forms' messages).
 */
export function asUserFormErrors<Values>(messages: UserFieldMessages<Values>): { fields: UserFieldMessages<Values> } | undefined {
  return asFormErrors(messages);
}

/** What {@link bindUserField} needs of a TanStack text field. */
export type UserTextFieldApi = TextFieldApi<UserFieldMessage>;

/**
 * The value, message and events of {@link UserTextField} bound to a TanStack field; leaving a
 * field runs the form's checks, so a required field tabbed through empty says so.
 */
export function bindUserField(LL: TranslationFunctions, field: UserTextFieldApi): Pick<UserTextFieldProps, 'name' | 'value' | 'error' | 'onChange' | 'onBlur'> {
  return bindField(field, (meta) => shownUserMessage(LL, meta));
}

/** Props of {@link UserTextField}. */
export interface UserTextFieldProps {
  label: string;
  name: string;
  value: string;
  required?: boolean | undefined;
  type?: 'text' | 'email' | 'tel' | 'url' | 'password' | undefined;
  autoComplete?: string | undefined;
  disabled?: boolean | undefined;
  error?: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** A labelled input with its message below; a required one shows the indicator. */
export function UserTextField({ autoComplete = 'off', ...rest }: UserTextFieldProps) {
  return <TextInputField autoComplete={autoComplete} {...rest} />;
}
