import type { ReactNode } from 'react';
import { Alert, Button, Checkbox, Dialog, Field, Grid, HStack, Input, NativeSelect, Portal, Spinner, Stack, Text, Textarea, chakra } from '@chakra-ui/react';
import { useForm } from '@tanstack/react-form';
import {
  APPLICATION_STATUSES,
  APPLICATION_TYPES,
  EMPTY_APPLICATION_FORM,
  isValidApplicationForm,
  validateApplicationForm,
  type ApplicationFieldProblem,
  type ApplicationFormValues,
  type ValidApplicationForm,
} from '../../domain/applications';
import { useI18n } from '../../i18n/context';
import { asFieldErrors, shownProblem, type ProblemMeta } from '../callCenter/fieldProblem';
import { applicationFieldText, applicationStatusText, applicationTypeText } from './applicationTexts';

/** The application dialog's width in px. */
export const APPLICATION_DIALOG_WIDTH = 640;

/** Where the dialog is: loading the terms of the application edited, failed to, editing, or saving. */
export type ApplicationDialogStatus = 'loading' | 'loadFailed' | 'editing' | 'saving';

/** Props of {@link ApplicationDialog}. */
export interface ApplicationDialogProps {
  open: boolean;
  /** `create` for a new application, `edit` for a stored one. */
  mode: 'create' | 'edit';
  status: ApplicationDialogStatus;
  /** The stored name, for the heading of the edit dialog. */
  applicationName?: string | undefined;
  /** The values the form starts with (the stored ones, or those of a refused save). */
  defaultValues?: ApplicationFormValues | undefined;
  /** Why loading or the last save failed, translated. */
  errorMessage?: string | undefined;
  /** Raised with the values of a valid submission; never for an invalid one. */
  onSubmit: (values: ValidApplicationForm) => void;
  onCancel: () => void;
  onRetry: () => void;
}

function FieldFrame({ label, required, error, hint, disabled, children }: { label: string; required?: boolean; error: string | undefined; hint?: string | undefined; disabled: boolean; children: ReactNode }) {
  return (
    <Field.Root invalid={error !== undefined} required={required ?? false} disabled={disabled}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children}
      {hint && error === undefined ? <Field.HelperText>{hint}</Field.HelperText> : null}
      <Field.ErrorText textStyle="sm" color={{ base: 'red.700', _dark: 'red.300' }}>
        {error}
      </Field.ErrorText>
    </Field.Root>
  );
}

/** The form itself, mounted once the values it starts from are known. */
function ApplicationForm(props: ApplicationDialogProps) {
  const { LL } = useI18n();
  const T = LL.APPLICATIONS;
  const { onCancel } = props;
  const saving = props.status === 'saving';
  const form = useForm({
    defaultValues: props.defaultValues ?? EMPTY_APPLICATION_FORM,
    validators: { onChange: ({ value }: { value: ApplicationFormValues }) => asFieldErrors(validateApplicationForm(value)) },
    onSubmit: ({ value }: { value: ApplicationFormValues }) => {
      if (isValidApplicationForm(value)) props.onSubmit(value);
    },
  });
  const problem = (meta: ProblemMeta<ApplicationFieldProblem>) => shownProblem(meta, (p) => applicationFieldText(LL, p));
  const blur = (field: { handleBlur: () => void; validate: (cause: 'change') => unknown }) => () => {
    field.handleBlur();
    void field.validate('change');
  };
  return (
    <chakra.form
      noValidate
      display="contents"
      onSubmit={(event) => {
        event.preventDefault();
        if (!saving) void form.handleSubmit();
      }}
    >
      <Dialog.Body>
        <Stack gap="4">
          {props.errorMessage ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{props.errorMessage}</Alert.Title>
            </Alert.Root>
          ) : null}
          <form.Field name="name">
            {(field) => (
              <FieldFrame label={T.NAME()} required error={problem(field.state.meta)} disabled={saving}>
                <Input name="name" autoComplete="off" value={field.state.value} onChange={(e) => field.handleChange(e.target.value)} onBlur={blur(field)} />
              </FieldFrame>
            )}
          </form.Field>
          <Grid templateColumns={{ base: '1fr', sm: 'repeat(3, 1fr)' }} gap="4">
            <form.Field name="typeApp">
              {(field) => (
                <FieldFrame label={T.TYPE()} required error={problem(field.state.meta)} disabled={saving}>
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      name="typeApp"
                      value={field.state.value}
                      onChange={(e) => field.handleChange(APPLICATION_TYPES.find((t) => t === e.target.value) ?? '')}
                      onBlur={blur(field)}
                    >
                      <option value="">{T.DIALOG.TYPE_PICK()}</option>
                      {APPLICATION_TYPES.map((type) => (
                        <option key={type} value={type}>
                          {applicationTypeText(LL, type)}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </FieldFrame>
              )}
            </form.Field>
            <form.Field name="status">
              {(field) => (
                <FieldFrame label={T.STATUS()} error={undefined} disabled={saving}>
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      name="status"
                      value={field.state.value}
                      onChange={(e) => field.handleChange(APPLICATION_STATUSES.find((s) => s === e.target.value) ?? 'active')}
                    >
                      {APPLICATION_STATUSES.map((option) => (
                        <option key={option} value={option}>
                          {applicationStatusText(LL, option)}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </FieldFrame>
              )}
            </form.Field>
            <form.Field name="version">
              {(field) => (
                <FieldFrame label={T.VERSION()} required error={problem(field.state.meta)} hint={T.DIALOG.VERSION_HINT()} disabled={saving}>
                  <Input name="version" autoComplete="off" value={field.state.value} onChange={(e) => field.handleChange(e.target.value)} onBlur={blur(field)} />
                </FieldFrame>
              )}
            </form.Field>
          </Grid>
          <form.Field name="domain">
            {(field) => (
              <FieldFrame label={T.DOMAIN()} error={problem(field.state.meta)} hint={T.DIALOG.DOMAIN_HINT()} disabled={saving}>
                <Input name="domain" autoComplete="off" value={field.state.value} onChange={(e) => field.handleChange(e.target.value)} onBlur={blur(field)} />
              </FieldFrame>
            )}
          </form.Field>
          <form.Field name="upgrade">
            {(field) => (
              <Checkbox.Root
                colorPalette="brand"
                checked={field.state.value}
                disabled={saving}
                onCheckedChange={(details) => field.handleChange(details.checked === true)}
              >
                <Checkbox.HiddenInput name="upgrade" />
                <Checkbox.Control />
                <Checkbox.Label>{T.DIALOG.UPGRADE()}</Checkbox.Label>
              </Checkbox.Root>
            )}
          </form.Field>
          <form.Field name="privacyTerms">
            {(field) => (
              <FieldFrame label={T.DIALOG.TERMS()} error={problem(field.state.meta)} hint={T.DIALOG.TERMS_HINT()} disabled={saving}>
                <Textarea name="privacyTerms" rows={6} value={field.state.value} onChange={(e) => field.handleChange(e.target.value)} onBlur={blur(field)} />
              </FieldFrame>
            )}
          </form.Field>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" disabled={saving} onClick={onCancel}>
          {T.DIALOG.CANCEL()}
        </Button>
        <Button type="submit" colorPalette="brand" loading={saving} loadingText={T.DIALOG.SAVING()}>
          {T.DIALOG.SAVE()}
        </Button>
      </Dialog.Footer>
    </chakra.form>
  );
}

/**
 * The create and edit dialog of an application: name, platform and version required, status,
 * domain, forced upgrade, and the default privacy terms the public page shows; Cancel and Save.
 * Editing first loads the stored terms. Problems show once a field is touched, all of them on an
 * invalid submit; a refused save (name or domain taken) shows its reason above the fields.
 */
export function ApplicationDialog(props: ApplicationDialogProps) {
  const { LL } = useI18n();
  const { open, mode, status, onCancel } = props;
  const T = LL.APPLICATIONS;
  const saving = status === 'saving';
  const heading = mode === 'create' ? T.DIALOG.NEW() : T.DIALOG.EDIT({ name: props.applicationName ?? '' });

  return (
    <Dialog.Root
      open={open}
      placement="center"
      scrollBehavior="inside"
      closeOnEscape={!saving}
      closeOnInteractOutside={!saving}
      onOpenChange={(details) => {
        if (!details.open && !saving) onCancel();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content width={`${APPLICATION_DIALOG_WIDTH}px`} maxW="calc(100vw - 2rem)" data-part="application-dialog" data-state={status}>
            <Dialog.Header>
              <Dialog.Title>{heading}</Dialog.Title>
            </Dialog.Header>
            {status === 'loading' ? (
              <Dialog.Body>
                <HStack gap="3" py="10" justify="center" role="status">
                  <Spinner size="sm" colorPalette="brand" />
                  <Text>{T.DIALOG.LOADING()}</Text>
                </HStack>
              </Dialog.Body>
            ) : status === 'loadFailed' ? (
              <>
                <Dialog.Body>
                  <Alert.Root status="error" role="alert">
                    <Alert.Indicator />
                    <Alert.Content>
                      <Alert.Title>{T.DIALOG.LOAD_FAILED()}</Alert.Title>
                      {props.errorMessage ? <Alert.Description>{props.errorMessage}</Alert.Description> : null}
                    </Alert.Content>
                  </Alert.Root>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button variant="outline" onClick={onCancel}>
                    {T.DIALOG.CANCEL()}
                  </Button>
                  <Button colorPalette="brand" onClick={props.onRetry}>
                    {T.DIALOG.RETRY()}
                  </Button>
                </Dialog.Footer>
              </>
            ) : (
              <ApplicationForm {...props} />
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
