import { Input } from '@chakra-ui/react';
import { useForm } from '@tanstack/react-form';
import { EMPTY_CONTACT_FORM, validateContactForm, type ContactFormValues } from '../../domain/callCenter';
import { useI18n } from '../../i18n/context';
import { bindField } from '../auth/formParts';
import { FormField } from '../forms/FormField';
import { RecordForm, RecordFormDialog } from '../forms/RecordFormDialog';
import { contactFieldText } from './callCenterTexts';
import { asFieldErrors, shownProblem } from './fieldProblem';

/** The add-contact dialog's width in px. */
export const CONTACT_DIALOG_WIDTH = 480;

/** Props of {@link ContactDialog}. */
export interface ContactDialogProps {
  open: boolean;
  /** `saving` while the server adds the contact: nothing can be changed or dismissed. */
  status: 'editing' | 'saving';
  /** The values the form starts with (those of a refused save). */
  defaultValues?: ContactFormValues | null | undefined;
  /** Why the last save was refused, translated. */
  errorMessage?: string | undefined;
  /** Raised with the values of a valid submission; never for an invalid one. */
  onSubmit: (values: ContactFormValues) => void;
  onCancel: () => void;
}

interface FieldSpec {
  name: keyof ContactFormValues;
  label: string;
  hint?: string | undefined;
  required?: boolean | undefined;
  type?: 'text' | 'tel' | undefined;
  autoComplete?: string | undefined;
}

/**
 * The add-contact dialog: name and phone required (10 to 13 digits, punctuation allowed), the
 * platform user's id optional; Cancel and Save. Problems show once a field is touched, and all of
 * them on an invalid submit; a refused save shows its reason above the fields.
 */
export function ContactDialog({ open, status, onCancel, ...form }: ContactDialogProps) {
  const { LL } = useI18n();
  const T = LL.CALL_CENTER.CONTACT_DIALOG;
  return (
    <RecordFormDialog
      open={open}
      status={status}
      width={CONTACT_DIALOG_WIDTH}
      title={T.TITLE()}
      part="contact-dialog"
      texts={{ cancel: T.CANCEL(), save: T.SAVE(), saving: T.SAVING() }}
      onCancel={onCancel}
    >
      <ContactForm saving={status === 'saving'} {...form} />
    </RecordFormDialog>
  );
}

function ContactForm({ saving, defaultValues, errorMessage, onSubmit }: Pick<ContactDialogProps, 'defaultValues' | 'errorMessage' | 'onSubmit'> & { saving: boolean }) {
  const { LL } = useI18n();
  const form = useForm({
    defaultValues: defaultValues ?? EMPTY_CONTACT_FORM,
    validators: { onChange: ({ value }: { value: ContactFormValues }) => asFieldErrors(validateContactForm(value)) },
    onSubmit: ({ value }: { value: ContactFormValues }) => onSubmit(value),
  });
  const T = LL.CALL_CENTER.CONTACT_DIALOG;
  const fields: FieldSpec[] = [
    { name: 'name', label: T.NAME(), required: true, autoComplete: 'off' },
    { name: 'phone', label: T.PHONE(), hint: T.PHONE_HINT(), required: true, type: 'tel', autoComplete: 'off' },
    { name: 'userId', label: T.USER_ID(), hint: T.USER_ID_HINT(), autoComplete: 'off' },
  ];
  return (
    <RecordForm refusal={errorMessage} onSubmit={() => void form.handleSubmit()}>
      {fields.map((spec) => (
        <form.Field key={spec.name} name={spec.name}>
          {(field) => {
            const bound = bindField(field, (meta) => shownProblem(meta, (problem) => contactFieldText(LL, problem)));
            return (
              <FormField label={spec.label} required={spec.required} disabled={saving} error={bound.error} helper={spec.hint}>
                <Input
                  name={bound.name}
                  type={spec.type ?? 'text'}
                  autoComplete={spec.autoComplete}
                  value={bound.value}
                  colorPalette="brand"
                  onChange={(event) => bound.onChange(event.target.value)}
                  onBlur={bound.onBlur}
                />
              </FormField>
            );
          }}
        </form.Field>
      ))}
    </RecordForm>
  );
}
