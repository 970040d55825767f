import { Field, Input } from '@chakra-ui/react';
import type { UserFieldMessages } from '../../domain/userForms';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import { shownUserMessage, type UserFieldMeta } from './userMessages';

/**
 * TanStack form-level validator answer: the field messages, or undefined when the form is valid
 * (an empty `fields` object would still count as an error for TanStack's bookkeeping).
 */
export function asUserFormErrors<Values>(messages: UserFieldMessages<Values>): { fields: UserFieldMessages<Values> } | undefined {
  return Object.keys(messages).length > 0 ? { fields: messages } : undefined;
}

/** What {@link bindUserField} needs of a TanStack text field. */
export interface UserTextFieldApi {
  name: string;
  state: { value: string; meta: UserFieldMeta };
  handleChange: (value: string) => void;
  handleBlur: () => void;
  validate: (cause: 'change') => unknown;
}

/**
 * The value, message and events of {@link UserTextField} bound to a TanStack field; leaving a
 * field runs the form's checks, so a required field tabbed through empty says so.
 */
export function bindUserField(LL: TranslationFunctions, field: UserTextFieldApi): Pick<UserTextFieldProps, 'name' | 'value' | 'error' | 'onChange' | 'onBlur'> {
  return {
    name: field.name,
    value: field.state.value,
    error: shownUserMessage(LL, field.state.meta),
    onChange: field.handleChange,
    onBlur: () => {
      field.handleBlur();
      field.validate('change');
    },
  };
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
export function UserTextField({ label, name, value, required = false, type = 'text', autoComplete = 'off', disabled, error, onChange, onBlur }: UserTextFieldProps) {
  return (
    <Field.Root invalid={error !== undefined} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <Input
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={value}
        bg="bg"
        colorPalette="brand"
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      {/* red.700 rather than fg.error: it passes WCAG AA on white at this size. */}
      <Field.ErrorText textStyle="sm" color={{ base: 'red.700', _dark: 'red.300' }}>
        {error}
      </Field.ErrorText>
    </Field.Root>
  );
}
