import type { ReactNode } from 'react';
import { Alert, Button, Field, Heading, Input, Stack, Text, chakra, type ButtonProps } from '@chakra-ui/react';
import type { FieldMessages } from '../../domain/authForms';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import { shownMessage, type FieldMetaView } from './fieldMessage';

/** Where a sign-in form stands; the route derives it from its machine's state. */
export type AuthFormStatus = 'idle' | 'submitting' | 'failed' | 'succeeded';

/** The props every sign-in form shares. */
export interface AuthFormBaseProps<Values> {
  /** Where the submission stands; `submitting` and `succeeded` show the button loading. */
  status: AuthFormStatus;
  /** A failure, already translated; shown as a danger notice (`role="alert"`) whenever given. */
  errorMessage?: string | undefined;
  /** A success, already translated; shown as a success notice (`role="status"`) whenever given. */
  successMessage?: string | undefined;
  /** The values the form starts with (empty by default). */
  defaultValues?: Partial<Values> | undefined;
  /** Raised with the values of a valid submission; never raised for an invalid one. */
  onSubmit: (values: Values) => void;
}

/** True while the submit button shows its loading state (the login keeps it for 4 s after success). */
export function isBusy(status: AuthFormStatus): boolean {
  return status === 'submitting' || status === 'succeeded';
}

/**
 * TanStack form-level validator answer: the field messages, or undefined when the form is valid
 * (an empty `fields` object would still count as an error for TanStack's bookkeeping).
 */
export function asFormErrors<Values>(messages: FieldMessages<Values>): { fields: FieldMessages<Values> } | undefined {
  return Object.keys(messages).length > 0 ? { fields: messages } : undefined;
}

/** What {@link bindTextField} needs of a TanStack text field (structural, so any form's field fits). */
export interface TextFieldApi {
  name: string;
  state: { value: string; meta: FieldMetaView };
  handleChange: (value: string) => void;
  handleBlur: () => void;
  validate: (cause: 'change') => unknown;
}

/**
 * The value, message and events of {@link AuthTextField} bound to a TanStack field. Leaving a
 * field also runs the form's checks, so a field tabbed through empty shows "required" although
 * nothing changed (the form validates on change only).
 */
export function bindTextField(
  LL: TranslationFunctions,
  field: TextFieldApi,
): Pick<AuthTextFieldProps, 'name' | 'value' | 'error' | 'onChange' | 'onBlur'> {
  return {
    name: field.name,
    value: field.state.value,
    error: shownMessage(LL, field.state.meta),
    onChange: field.handleChange,
    onBlur: () => {
      field.handleBlur();
      field.validate('change');
    },
  };
}

/** Props of {@link AuthTextField}. */
export interface AuthTextFieldProps {
  /** The visible label, also the input's accessible name. */
  label: string;
  /** The input's `name`. */
  name: string;
  type?: 'text' | 'email' | 'password';
  /** The `autocomplete` token (`username`, `current-password`, `new-password`, `name`, `email`). */
  autoComplete: string;
  value: string;
  /** The translated message to show; undefined hides it. */
  error?: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** A labelled, required text input with its message below; Chakra's Field wires the ids and aria. */
export function AuthTextField({ label, name, type = 'text', autoComplete, value, error, onChange, onBlur }: AuthTextFieldProps) {
  return (
    <Field.Root invalid={error !== undefined} required>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={value}
        size="lg"
        bg="bg"
        colorPalette="brand"
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      {/* Chakra's fg.error (red.500) is under 4.5:1 on white at this size; red.700 passes AA. */}
      <Field.ErrorText textStyle="sm" color={{ base: 'red.700', _dark: 'red.300' }}>
        {error}
      </Field.ErrorText>
    </Field.Root>
  );
}

/** Props of {@link FormNotice}. */
export interface FormNoticeProps {
  tone: 'danger' | 'success';
  children: ReactNode;
}

/** A danger notice (`role="alert"`, announced at once) or a success notice (`role="status"`). */
export function FormNotice({ tone, children }: FormNoticeProps) {
  const danger = tone === 'danger';
  return (
    <Alert.Root status={danger ? 'error' : 'success'} role={danger ? 'alert' : 'status'} variant="subtle" data-tone={tone}>
      <Alert.Indicator />
      <Alert.Title>{children}</Alert.Title>
    </Alert.Root>
  );
}

/** Props of {@link AuthFormFrame}. */
export interface AuthFormFrameProps {
  /** The form's `data-state`: the status it shows. */
  status: AuthFormStatus;
  /** The id given to the heading, which names the form. */
  titleId: string;
  title: string;
  description?: string | undefined;
  /** Raised on submit (button or Enter); the default navigation is already prevented. */
  onSubmit: () => void;
  children: ReactNode;
}

/** The frame of a sign-in form: a `<form>` named by its `h1`, with a line under the heading. */
export function AuthFormFrame({ status, titleId, title, description, onSubmit, children }: AuthFormFrameProps) {
  return (
    <chakra.form
      noValidate
      aria-labelledby={titleId}
      data-state={status}
      display="flex"
      flexDirection="column"
      gap="6"
      w="full"
      maxW="md"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="2" textAlign="center">
        <Heading as="h1" id={titleId} size="2xl">
          {title}
        </Heading>
        {description ? <Text color="fg.muted">{description}</Text> : null}
      </Stack>
      {children}
    </chakra.form>
  );
}

/** The notices above a form's fields: the danger one, then the success one. */
export function FormNotices({ errorMessage, successMessage }: { errorMessage?: string | undefined; successMessage?: string | undefined }) {
  return (
    <>
      {errorMessage ? <FormNotice tone="danger">{errorMessage}</FormNotice> : null}
      {successMessage ? <FormNotice tone="success">{successMessage}</FormNotice> : null}
    </>
  );
}

/** The submit button: brand solid, spinner and "Aguarde..." while busy. */
export function SubmitButton({ busy, loadingText, children, ...rest }: { busy: boolean; loadingText: string } & ButtonProps) {
  return (
    <Button type="submit" colorPalette="brand" size="lg" loading={busy} loadingText={loadingText} aria-busy={busy} {...rest}>
      {children}
    </Button>
  );
}
