import type { ReactNode } from 'react';
import { Alert, Box, Button, Dialog, Field, HStack, Input, NativeSelect, Portal, Spinner, Switch, Text } from '@chakra-ui/react';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import { useI18n } from '../../i18n/context';
import { UserTextField, type UserTextFieldProps } from '../users/userFields';
import { shownDeliveryMessage, type DeliveryFieldMeta } from './deliveryTexts';

/** What {@link bindDeliveryField} needs of a TanStack text field. */
export interface DeliveryTextFieldApi {
  name: string;
  state: { value: string; meta: DeliveryFieldMeta };
  handleChange: (value: string) => void;
  handleBlur: () => void;
  validate: (cause: 'change') => unknown;
}

/**
 * The value, message and events of a text or select field bound to a TanStack field; leaving a
 * field runs the form's checks, so a required field tabbed through empty says so.
 */
export function bindDeliveryField(LL: TranslationFunctions, field: DeliveryTextFieldApi): Pick<UserTextFieldProps, 'name' | 'value' | 'error' | 'onChange' | 'onBlur'> {
  return {
    name: field.name,
    value: field.state.value,
    error: shownDeliveryMessage(LL, field.state.meta),
    onChange: field.handleChange,
    onBlur: () => {
      field.handleBlur();
      field.validate('change');
    },
  };
}

/** A labelled text input with its message (the user form's field, shared). */
export const DeliveryTextField = UserTextField;

/** An option of {@link DeliverySelectField}. */
export interface SelectOption {
  value: string;
  label: string;
}

/** Props of {@link DeliverySelectField}. */
export interface DeliverySelectFieldProps {
  label: string;
  name: string;
  value: string;
  options: SelectOption[];
  /** The first, empty option ("Select a company"); none when the field always has a value. */
  placeholder?: string | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  error?: string | undefined;
  helper?: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** A labelled native select with its message below. */
export function DeliverySelectField({ label, name, value, options, placeholder, required = false, disabled, error, helper, onChange, onBlur }: DeliverySelectFieldProps) {
  return (
    <Field.Root invalid={error !== undefined} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field name={name} value={value} bg="bg" onChange={(event) => onChange(event.target.value)} onBlur={onBlur}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {helper !== undefined && error === undefined ? <Field.HelperText>{helper}</Field.HelperText> : null}
      <Field.ErrorText textStyle="sm" color={{ base: 'red.700', _dark: 'red.300' }}>
        {error}
      </Field.ErrorText>
    </Field.Root>
  );
}

/** Props of {@link DeliveryDateTimeField}. */
export interface DeliveryDateTimeFieldProps {
  label: string;
  name: string;
  /** `YYYY-MM-DDTHH:mm`, local time. */
  value: string;
  /** The latest value the picker offers. */
  max?: string | undefined;
  disabled?: boolean | undefined;
  error?: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** A required, labelled date and time input (local time) with its message below. */
export function DeliveryDateTimeField({ label, name, value, max, disabled, error, onChange, onBlur }: DeliveryDateTimeFieldProps) {
  return (
    <Field.Root invalid={error !== undefined} required disabled={disabled}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input type="datetime-local" name={name} value={value} max={max} bg="bg" colorPalette="brand" onChange={(event) => onChange(event.target.value)} onBlur={onBlur} />
      <Field.ErrorText textStyle="sm" color={{ base: 'red.700', _dark: 'red.300' }}>
        {error}
      </Field.ErrorText>
    </Field.Root>
  );
}

/** Props of {@link DeliverySwitchField}. */
export interface DeliverySwitchFieldProps {
  label: string;
  name: string;
  checked: boolean;
  disabled?: boolean | undefined;
  onChange: (checked: boolean) => void;
}

/** A labelled switch. */
export function DeliverySwitchField({ label, name, checked, disabled, onChange }: DeliverySwitchFieldProps) {
  return (
    <Switch.Root name={name} checked={checked} disabled={disabled} colorPalette="brand" onCheckedChange={(details) => onChange(details.checked)}>
      <Switch.HiddenInput />
      <Switch.Control />
      <Switch.Label>{label}</Switch.Label>
    </Switch.Root>
  );
}

/** Props of {@link DeliveryDialog}. */
export interface DeliveryDialogProps {
  open: boolean;
  /** The dialog's width in px. */
  width: number;
  title: string;
  /** Saving: nothing closes the dialog until the server answers. */
  busy?: boolean | undefined;
  /** `data-part` of the content, for tests and styles. */
  part: string;
  /** `data-state` of the content. */
  state: string;
  onClose: () => void;
  children: ReactNode;
  footer: ReactNode;
}

/**
 * The frame of the delivery dialogs: title, body, footer; Escape and a click outside cancel unless
 * busy. A form in the body is submitted by a footer button naming it (`form=`).
 */
export function DeliveryDialog({ open, width, title, busy = false, part, state, onClose, children, footer }: DeliveryDialogProps) {
  return (
    <Dialog.Root
      open={open}
      placement="center"
      scrollBehavior="inside"
      closeOnEscape={!busy}
      closeOnInteractOutside={!busy}
      onOpenChange={(details) => {
        if (!details.open && !busy) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content width={`${width}px`} maxW="calc(100vw - 2rem)" data-part={part} data-state={state}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body display="flex" flexDirection="column" gap="4">
              {children}
            </Dialog.Body>
            <Dialog.Footer>{footer}</Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The body of a dialog whose record is loading. */
export function DialogLoading({ text }: { text: string }) {
  return (
    <HStack gap="2" py="6" justify="center" role="status" data-part="dialog-loading">
      <Spinner size="sm" colorPalette="brand" />
      <Text>{text}</Text>
    </HStack>
  );
}

/** A failed load or save inside a dialog, translated, with an optional retry. */
export function DialogFailure({ title, text, onRetry }: { title?: string | undefined; text: string; onRetry?: (() => void) | undefined }) {
  const { LL } = useI18n();
  return (
    <Alert.Root status="error" role="alert" data-part="dialog-failure">
      <Alert.Indicator />
      <Alert.Content>
        {title !== undefined ? <Alert.Title>{title}</Alert.Title> : null}
        <Alert.Description>{text}</Alert.Description>
      </Alert.Content>
      {onRetry ? (
        <Button size="sm" variant="outline" colorPalette="red" alignSelf="center" onClick={onRetry}>
          {LL.DELIVERY.FORM.RETRY()}
        </Button>
      ) : null}
    </Alert.Root>
  );
}

/** A small labelled value (the rider's details in a dialog or the history). */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text textStyle="xs" color="fg.muted">
        {label}
      </Text>
      <Text textStyle="sm" fontWeight="medium">
        {children}
      </Text>
    </Box>
  );
}
