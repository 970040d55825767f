import { Alert, Button, Dialog, Field, Input, Portal, Stack, chakra } from '@chakra-ui/react';
import { useForm } from '@tanstack/react-form';
import { EMPTY_CONTACT_FORM, validateContactForm, type ContactFormValues } from '../../domain/callCenter';
import { useI18n } from '../../i18n/context';
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
export function ContactDialog({ open, status, defaultValues, errorMessage, onSubmit, onCancel }: ContactDialogProps) {
  const { LL } = useI18n();
  const saving = status === 'saving';
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
    <Dialog.Root
      open={open}
      placement="center"
      closeOnEscape={!saving}
      closeOnInteractOutside={!saving}
      onOpenChange={(details) => {
        if (!details.open && !saving) onCancel();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content width={`${CONTACT_DIALOG_WIDTH}px`} maxW="calc(100vw - 2rem)" data-part="contact-dialog" data-state={status}>
            <chakra.form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                if (!saving) void form.handleSubmit();
              }}
            >
              <Dialog.Header>
                <Dialog.Title>{T.TITLE()}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {errorMessage ? (
                    <Alert.Root status="error" role="alert">
                      <Alert.Indicator />
                      <Alert.Title>{errorMessage}</Alert.Title>
                    </Alert.Root>
                  ) : null}
                  {fields.map((spec) => (
                    <form.Field key={spec.name} name={spec.name}>
                      {(field) => {
                        const error = shownProblem(field.state.meta, (problem) => contactFieldText(LL, problem));
                        return (
                          <Field.Root invalid={error !== undefined} required={spec.required ?? false} disabled={saving}>
                            <Field.Label>
                              {spec.label}
                              {spec.required ? <Field.RequiredIndicator /> : null}
                            </Field.Label>
                            <Input
                              name={spec.name}
                              type={spec.type ?? 'text'}
                              autoComplete={spec.autoComplete}
                              value={field.state.value}
                              colorPalette="brand"
                              onChange={(event) => field.handleChange(event.target.value)}
                              onBlur={() => {
                                field.handleBlur();
                                void field.validate('change');
                              }}
                            />
                            {spec.hint && error === undefined ? <Field.HelperText>{spec.hint}</Field.HelperText> : null}
                            <Field.ErrorText textStyle="sm" color={{ base: 'red.700', _dark: 'red.300' }}>
                              {error}
                            </Field.ErrorText>
                          </Field.Root>
                        );
                      }}
                    </form.Field>
                  ))}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" disabled={saving} onClick={onCancel}>
                  {T.CANCEL()}
                </Button>
                <Button type="submit" colorPalette="brand" loading={saving} loadingText={T.SAVING()}>
                  {T.SAVE()}
                </Button>
              </Dialog.Footer>
            </chakra.form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
