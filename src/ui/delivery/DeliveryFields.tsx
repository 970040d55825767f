import type { ReactNode } from 'react';
import { Box, Input, Switch, Text } from '@chakra-ui/react';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import { useI18n } from '../../i18n/context';
import type { ListFailure } from '../lists/listTypes';
import { bindField, type BoundTextField, type TextFieldApi } from '../auth/formParts';
import { FormField, SelectField } from '../forms/FormField';
import { FailureNotice, RecordFormDialog, type RecordFormStatus } from '../forms/RecordFormDialog';
import { UserTextField } from '../users/userFields';
import type { DeliveryFieldMessage } from './deliveryForms';
import { deliveryErrorText, shownDeliveryMessage } from './deliveryTexts';

export { DialogLoading } from '../forms/RecordFormDialog';
export type { SelectOption, SelectFieldProps as DeliverySelectFieldProps } from '../forms/FormField';

/** What {@link bindDeliveryField} needs of a TanStack text field. */
export type DeliveryTextFieldApi = TextFieldApi<DeliveryFieldMessage>;

/**
 * The value, message and events of a text or select field bound to a TanStack field (the shared
 * {@link bindField} with the delivery messages); leaving a field runs the form's checks, so a
 * required field tabbed through empty says so.
 */
export function bindDeliveryField(LL: TranslationFunctions, field: DeliveryTextFieldApi): BoundTextField {
  return bindField(field, (meta) => shownDeliveryMessage(LL, meta));
}

/** A labelled text input with its message (the user form's field, shared). */
export const DeliveryTextField = UserTextField;

/** A labelled native select with its message below (the forms' select, shared). */
export const DeliverySelectField = SelectField;

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
    <FormField label={label} required disabled={disabled} error={error}>
      <Input type="datetime-local" name={name} value={value} max={max} bg="bg" colorPalette="brand" onChange={(event) => onChange(event.target.value)} onBlur={onBlur} />
    </FormField>
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

/** Props of {@link DeliveryFormDialog}. */
export interface DeliveryFormDialogProps {
  /** `closed` while the dialog goes away. */
  status: RecordFormStatus | 'closed';
  /** The dialog's width in px. */
  width: number;
  title: string;
  /** `data-part` of the content, for tests and styles. */
  part: string;
  /** What failed when the record could not be loaded. */
  loadFailedTitle: string;
  /** Why the last load failed. */
  failure: ListFailure | null;
  onCancel: () => void;
  onRetry: () => void;
  /** The dialog's form, a `RecordForm`, shown once the record is there. */
  children: ReactNode;
}

/**
 * The frame of the delivery dialogs: a record form dialog in the delivery words, whose failed
 * load says why with a retry inside the notice, Cancel and Save (off) staying in the footer.
 */
export function DeliveryFormDialog({ status, loadFailedTitle, failure, onRetry, children, ...frame }: DeliveryFormDialogProps) {
  const { LL } = useI18n();
  const F = LL.DELIVERY.FORM;
  return (
    <RecordFormDialog
      {...frame}
      open={status !== 'closed'}
      status={status}
      texts={{ cancel: F.CANCEL(), save: F.SAVE(), saving: F.SAVING() }}
      load={{
        loadingText: F.LOADING(),
        failedTitle: loadFailedTitle,
        failedText: failure ? deliveryErrorText(LL, failure) : undefined,
        retryLabel: F.RETRY(),
        onRetry,
        retryIn: 'notice',
      }}
    >
      {children}
    </RecordFormDialog>
  );
}

/** A failed load or save inside a delivery dialog or drawer, translated, with an optional retry. */
export function DialogFailure({ title, text, onRetry }: { title?: string | undefined; text: string; onRetry?: (() => void) | undefined }) {
  const { LL } = useI18n();
  return <FailureNotice title={title} text={text} retry={onRetry ? { label: LL.DELIVERY.FORM.RETRY(), onRetry } : undefined} />;
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
