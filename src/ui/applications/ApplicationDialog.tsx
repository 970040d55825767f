import { Checkbox, Grid, Input, Textarea } from '@chakra-ui/react';
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
import { bindField } from '../auth/formParts';
import { FormField, SelectField } from '../forms/FormField';
import { RecordForm, RecordFormDialog } from '../forms/RecordFormDialog';
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

/** The form itself, mounted once the values it starts from are known. */
function ApplicationForm(props: ApplicationDialogProps) {
  const { LL } = useI18n();
  const T = LL.APPLICATIONS;
  const saving = props.status === 'saving';
  const form = useForm({
    defaultValues: props.defaultValues ?? EMPTY_APPLICATION_FORM,
    validators: { onChange: ({ value }: { value: ApplicationFormValues }) => asFieldErrors(validateApplicationForm(value)) },
    onSubmit: ({ value }: { value: ApplicationFormValues }) => {
      if (isValidApplicationForm(value)) props.onSubmit(value);
    },
  });
  const problem = (meta: ProblemMeta<ApplicationFieldProblem>) => shownProblem(meta, (p) => applicationFieldText(LL, p));
  /** A text field bound to the form, its hint below while it has no problem; the terms take several lines. */
  const text = (name: 'name' | 'version' | 'domain' | 'privacyTerms', label: string, options: { required?: boolean; hint?: string } = {}) => (
    <form.Field name={name}>
      {(field) => {
        const bound = bindField(field, problem);
        const onChange = (event: { target: { value: string } }) => bound.onChange(event.target.value);
        return (
          <FormField label={label} required={options.required} error={bound.error} helper={options.hint} disabled={saving}>
            {name === 'privacyTerms' ? (
              <Textarea name={name} rows={6} value={bound.value} onChange={onChange} onBlur={bound.onBlur} />
            ) : (
              <Input name={name} autoComplete="off" value={bound.value} onChange={onChange} onBlur={bound.onBlur} />
            )}
          </FormField>
        );
      }}
    </form.Field>
  );
  return (
    <RecordForm refusal={props.errorMessage} onSubmit={() => void form.handleSubmit()}>
      {text('name', T.NAME(), { required: true })}
      <Grid templateColumns={{ base: '1fr', sm: 'repeat(3, 1fr)' }} gap="4">
        <form.Field name="typeApp">
          {(field) => (
            <SelectField
              label={T.TYPE()}
              name={field.name}
              value={field.state.value}
              required
              placeholder={T.DIALOG.TYPE_PICK()}
              options={APPLICATION_TYPES.map((type) => ({ value: type, label: applicationTypeText(LL, type) }))}
              error={problem(field.state.meta)}
              disabled={saving}
              onChange={(value) => field.handleChange(APPLICATION_TYPES.find((type) => type === value) ?? '')}
              onBlur={() => {
                field.handleBlur();
                void field.validate('change');
              }}
            />
          )}
        </form.Field>
        <form.Field name="status">
          {(field) => (
            <SelectField
              label={T.STATUS()}
              name={field.name}
              value={field.state.value}
              options={APPLICATION_STATUSES.map((status) => ({ value: status, label: applicationStatusText(LL, status) }))}
              disabled={saving}
              onChange={(value) => field.handleChange(APPLICATION_STATUSES.find((status) => status === value) ?? 'active')}
              onBlur={field.handleBlur}
            />
          )}
        </form.Field>
        {text('version', T.VERSION(), { required: true, hint: T.DIALOG.VERSION_HINT() })}
      </Grid>
      {text('domain', T.DOMAIN(), { hint: T.DIALOG.DOMAIN_HINT() })}
      <form.Field name="upgrade">
        {(field) => (
          <Checkbox.Root colorPalette="brand" checked={field.state.value} disabled={saving} onCheckedChange={(details) => field.handleChange(details.checked === true)}>
            <Checkbox.HiddenInput name="upgrade" />
            <Checkbox.Control />
            <Checkbox.Label>{T.DIALOG.UPGRADE()}</Checkbox.Label>
          </Checkbox.Root>
        )}
      </form.Field>
      {text('privacyTerms', T.DIALOG.TERMS(), { hint: T.DIALOG.TERMS_HINT() })}
    </RecordForm>
  );
}

/**
 * The create and edit dialog of an application: name, platform and version required, status,
 * domain, forced upgrade, and the default privacy terms the public page shows; Cancel and Save.
 * Editing first loads the stored terms (a failed load offers Cancel and Retry). Problems show once
 * a field is touched, all of them on an invalid submit; a refused save (name or domain taken)
 * shows its reason above the fields.
 */
export function ApplicationDialog(props: ApplicationDialogProps) {
  const { LL } = useI18n();
  const { open, mode, status, onCancel } = props;
  const D = LL.APPLICATIONS.DIALOG;
  return (
    <RecordFormDialog
      open={open}
      status={status}
      width={APPLICATION_DIALOG_WIDTH}
      title={mode === 'create' ? D.NEW() : D.EDIT({ name: props.applicationName ?? '' })}
      part="application-dialog"
      texts={{ cancel: D.CANCEL(), save: D.SAVE(), saving: D.SAVING() }}
      load={{ loadingText: D.LOADING(), failedTitle: D.LOAD_FAILED(), failedText: props.errorMessage, retryLabel: D.RETRY(), onRetry: props.onRetry, retryIn: 'footer' }}
      onCancel={onCancel}
    >
      <ApplicationForm {...props} />
    </RecordFormDialog>
  );
}
