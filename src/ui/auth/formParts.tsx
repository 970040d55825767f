import type { FunctionComponent, ReactNode } from 'react';
import { Alert, Button, HStack, Heading, Input, Stack, Text, chakra, type ButtonProps } from '@chakra-ui/react';
import type { FieldMessage } from '../../domain/authForms';
import { useI18n } from '../../i18n/context';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import { shownMessage, type FieldMetaView } from './fieldMessage';
import { FormField } from '../forms/FormField';

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
 * (an empty `fields` object would still count as an error for TanStack's bookkeeping). Any form's
 * messages fit, whatever their keys.
 */
export function asFormErrors<Messages extends object>(messages: Messages): { fields: Messages } | undefined {
  return Object.keys(messages).length > 0 ? { fields: messages } : undefined;
}

/**
 * What {@link bindField} needs of a TanStack text field (structural, so any form's field fits);
 * `Message` is the kind of message its form's checks give.
 */
export interface TextFieldApi<Message = FieldMessage> {
  name: string;
  state: { value: string; meta: FieldMetaView<Message> };
  handleChange: (value: string) => void;
  handleBlur: () => void;
  validate: (cause: 'change') => unknown;
}

/** The value, message and events a text input takes from its TanStack field. */
export type BoundTextField = Pick<AuthTextFieldProps, 'name' | 'value' | 'error' | 'onChange' | 'onBlur'>;

/**
 * The value, message and events of a text input bound to a TanStack field, its message the one
 * `shown` picks from the field's meta. Leaving a field also runs the form's checks, so a field
 * tabbed through empty shows "required" although nothing changed (the forms validate on change only).
 */
export function bindField<Message>(field: TextFieldApi<Message>, shown: (meta: FieldMetaView<Message>) => string | undefined): BoundTextField {
  return {
    name: field.name,
    value: field.state.value,
    error: shown(field.state.meta),
    onChange: field.handleChange,
    onBlur: () => {
      field.handleBlur();
      field.validate('change');
    },
  };
}

/** {@link bindField} for the sign-in forms, whose messages {@link AuthTextField} shows translated by `LL`. */
export function bindTextField(LL: TranslationFunctions, field: TextFieldApi): BoundTextField {
  return bindField(field, (meta) => shownMessage(LL, meta));
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

/** Props of {@link TextInputField}. */
export interface TextInputFieldProps {
  /** The visible label, also the input's accessible name. */
  label: string;
  /** The input's `name`. */
  name: string;
  value: string;
  type?: 'text' | 'email' | 'tel' | 'url' | 'password' | undefined;
  /** The `autocomplete` token. */
  autoComplete: string;
  /** Whether the field is required: the label then shows the indicator. */
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  /** The input's size; Chakra's default unless given. */
  size?: 'lg' | undefined;
  /** The translated message to show; undefined hides it. */
  error?: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/**
 * A labelled text input with its message below, the one every form's text fields show (the
 * sign-in forms' {@link AuthTextField}, the user forms' field), in the forms' {@link FormField} frame.
 */
export function TextInputField({
  label,
  name,
  value,
  type = 'text',
  autoComplete,
  required = false,
  disabled,
  size,
  error,
  onChange,
  onBlur,
}: TextInputFieldProps) {
  return (
    <FormField label={label} required={required} disabled={disabled} error={error}>
      <Input
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={value}
        size={size}
        bg="bg"
        colorPalette="brand"
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
    </FormField>
  );
}

/** A labelled, required text input of a sign-in form, large, with its message below. */
export function AuthTextField(props: AuthTextFieldProps) {
  return <TextInputField {...props} required size="lg" />;
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
  /** A notice of the form's own, above the route's (the register form's terms). */
  notice?: ReactNode;
  /** The route's failure, as the danger notice above the fields. */
  errorMessage?: string | undefined;
  /** The route's success, as the success notice above the fields. */
  successMessage?: string | undefined;
  /** Raised on submit (button or Enter); the default navigation is already prevented. */
  onSubmit: () => void;
  children: ReactNode;
}

/**
 * The frame of a sign-in form: a `<form>` named by its `h1`, with a line under the heading, then
 * the notices (the form's own, the danger one, the success one) above the fields.
 */
export function AuthFormFrame({ status, titleId, title, description, notice, errorMessage, successMessage, onSubmit, children }: AuthFormFrameProps) {
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
      {notice}
      <FormNotices errorMessage={errorMessage} successMessage={successMessage} />
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

/** A text field of a sign-in form, as data: the TanStack field it binds and how its input reads. */
export interface AuthTextFieldSpec<Name extends string> extends Pick<AuthTextFieldProps, 'label' | 'type' | 'autoComplete'> {
  name: Name;
}

/** The part of a TanStack form that {@link AuthTextFields} uses: its `Field`, for the text fields named `Name`. */
export interface TextFieldForm<Name extends string> {
  Field: FunctionComponent<{ name: Name; children: (field: TextFieldApi) => ReactNode }>;
}

/** Props of {@link AuthTextFields}. */
export interface AuthTextFieldsProps<Name extends string> {
  /** The form whose fields these are. */
  form: TextFieldForm<Name>;
  /** The fields, in order. */
  fields: ReadonlyArray<AuthTextFieldSpec<Name>>;
  /** Raised after each change of a field's value (the login's refusal goes away then). */
  onEdit?: (() => void) | undefined;
}

/** Text fields of a sign-in form, one {@link AuthTextField} each, bound to the form's field of its name. */
export function AuthTextFields<Name extends string>({ form, fields, onEdit }: AuthTextFieldsProps<Name>) {
  const { LL } = useI18n();
  return (
    <>
      {fields.map(({ name, ...input }) => (
        <form.Field key={name} name={name}>
          {(field) => {
            const bound = bindTextField(LL, field);
            const onChange = (value: string) => {
              bound.onChange(value);
              onEdit?.();
            };
            return <AuthTextField {...input} {...bound} onChange={onChange} />;
          }}
        </form.Field>
      ))}
    </>
  );
}

/** The new password and its confirmation, as the register and reset-password forms ask them. */
export function newPasswordFields(LL: TranslationFunctions): AuthTextFieldSpec<'password' | 'confirmPassword'>[] {
  return [
    { name: 'password', label: LL.AUTH.INPUT.PASSWORD(), type: 'password', autoComplete: 'new-password' },
    { name: 'confirmPassword', label: LL.AUTH.INPUT.CONFIRM_PASSWORD(), type: 'password', autoComplete: 'new-password' },
  ];
}

/** The submit button: brand solid, spinner and "Aguarde..." while busy. */
export function SubmitButton({ busy, loadingText, children, ...rest }: { busy: boolean; loadingText: string } & ButtonProps) {
  return (
    <Button type="submit" colorPalette="brand" size="lg" loading={busy} loadingText={loadingText} aria-busy={busy} {...rest}>
      {children}
    </Button>
  );
}

/** Props of {@link SubmitAndBack}. */
export interface SubmitAndBackProps {
  /** Whether the submit button shows its loading state. */
  busy: boolean;
  /** The back button's text. */
  backLabel: string;
  /** Raised by the back button. */
  onBack: () => void;
}

/** The buttons of a form that leads back to the login: submit ("Enviar") and back, side by side. */
export function SubmitAndBack({ busy, backLabel, onBack }: SubmitAndBackProps) {
  const { LL } = useI18n();
  return (
    <HStack gap="3" justify="center" flexWrap="wrap">
      <SubmitButton busy={busy} loadingText={LL.AUTH.GENERAL.LOADING()}>
        {LL.AUTH.GENERAL.SUBMIT_BUTTON()}
      </SubmitButton>
      <Button type="button" variant="outline" size="lg" onClick={onBack}>
        {backLabel}
      </Button>
    </HStack>
  );
}
