import type { ReactNode } from 'react';
import { Field, NativeSelect } from '@chakra-ui/react';

/** Props of {@link FormField}. */
export interface FormFieldProps {
  /** The visible label, also the control's accessible name. */
  label: string;
  /** Whether the field is required: the label then shows the indicator. */
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  /** The translated message to show; undefined hides it. */
  error?: string | undefined;
  /** A hint under the control, while there is no message. */
  helper?: string | undefined;
  /** The control: an input, a select, a text area. */
  children: ReactNode;
}

/**
 * A labelled form control with its hint or its message below, as every form shows them (the
 * sign-in forms' text input's look); Chakra's Field wires the ids and aria of the control inside.
 */
export function FormField({ label, required = false, disabled, error, helper, children }: FormFieldProps) {
  return (
    <Field.Root invalid={error !== undefined} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children}
      {helper !== undefined && error === undefined ? <Field.HelperText>{helper}</Field.HelperText> : null}
      {/* Chakra's fg.error (red.500) is under 4.5:1 on white at this size; red.700 passes AA. */}
      <Field.ErrorText textStyle="sm" color={{ base: 'red.700', _dark: 'red.300' }}>
        {error}
      </Field.ErrorText>
    </Field.Root>
  );
}

/** An option of {@link SelectField}. */
export interface SelectOption {
  value: string;
  label: string;
}

/** Props of {@link SelectField}. */
export interface SelectFieldProps {
  label: string;
  name: string;
  value: string;
  options: readonly SelectOption[];
  /** The first, empty option ("Select a company"); none when the field always has a value. */
  placeholder?: string | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  error?: string | undefined;
  helper?: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** Props of {@link OptionsSelect}. */
export interface OptionsSelectProps {
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  /** The first, empty option ("Any", "Select a company"); none when the select always has a value. */
  placeholder?: string | undefined;
  id?: string | undefined;
  name?: string | undefined;
  disabled?: boolean | undefined;
  /** The form's white field background (a toolbar filter keeps the default). */
  filled?: boolean | undefined;
  onBlur?: (() => void) | undefined;
}

/** A native select of options, the one every form field and list filter draws. */
export function OptionsSelect({ value, options, onChange, placeholder, id, name, disabled, filled = false, onBlur }: OptionsSelectProps) {
  return (
    <NativeSelect.Root size="md" disabled={disabled}>
      <NativeSelect.Field id={id} name={name} value={value} bg={filled ? 'bg' : undefined} onChange={(event) => onChange(event.target.value)} onBlur={onBlur}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** A labelled native select with its hint or its message below. */
export function SelectField({ label, name, value, options, placeholder, required, disabled, error, helper, onChange, onBlur }: SelectFieldProps) {
  return (
    <FormField label={label} required={required} disabled={disabled} error={error} helper={helper}>
      <OptionsSelect name={name} value={value} options={options} placeholder={placeholder} filled onChange={onChange} onBlur={onBlur} />
    </FormField>
  );
}
