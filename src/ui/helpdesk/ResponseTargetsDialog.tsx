import { Input, Text } from '@chakra-ui/react';
import { useForm } from '@tanstack/react-form';
import { RESPONSE_TARGET_MAX_MINUTES, RESPONSE_TARGET_MIN_MINUTES, type TicketPriority } from '../../domain/helpdesk';
import { useI18n } from '../../i18n/context';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import { bindField } from '../auth/formParts';
import { asFieldErrors, shownProblem } from '../callCenter/fieldProblem';
import { FormField } from '../forms/FormField';
import { RecordForm, RecordFormDialog } from '../forms/RecordFormDialog';
import { targetMinutes, toResponseTargets, toTargetsForm, validateTargets, type TargetProblem, type TargetsFormValues } from './helpdeskForms';
import { durationText, helpdeskErrorText, priorityText } from './helpdeskTexts';
import type { ResponseTargetsDialogProps } from './helpdeskTypes';

/** The response targets dialog's width in px. */
export const RESPONSE_TARGETS_DIALOG_WIDTH = 460;

/** The priorities, most urgent first, as the dialog lists them. */
const PRIORITIES_SHOWN: readonly TicketPriority[] = ['HIGH', 'MEDIUM', 'LOW'];

function problemText(LL: TranslationFunctions, problem: TargetProblem): string {
  const V = LL.HELPDESK.TARGETS.VALIDATION;
  if (problem === 'required') return V.REQUIRED();
  if (problem === 'whole') return V.WHOLE();
  return V.RANGE({ min: RESPONSE_TARGET_MIN_MINUTES, max: RESPONSE_TARGET_MAX_MINUTES });
}

/**
 * Staff's response targets: minutes to solve a ticket of each priority (1 to 43,200), each also
 * said in days, hours and minutes. The targets loading, their load failed (with Retry), editing,
 * saving (nothing closes it), and a refused save that keeps the values and says why.
 */
export function ResponseTargetsDialog({ status, targets, failure, onSave, onRetry, onClose }: ResponseTargetsDialogProps) {
  const { LL } = useI18n();
  const T = LL.HELPDESK.TARGETS;
  return (
    <RecordFormDialog
      open
      status={status === 'failed' ? 'editing' : status}
      width={RESPONSE_TARGETS_DIALOG_WIDTH}
      title={T.TITLE()}
      part="response-targets-dialog"
      texts={{ cancel: T.CANCEL(), save: T.SAVE(), saving: T.SAVING() }}
      load={{
        loadingText: T.LOADING(),
        failedTitle: T.LOAD_FAILED(),
        failedText: failure ? helpdeskErrorText(LL, failure) : undefined,
        retryLabel: T.RETRY(),
        onRetry,
        retryIn: 'footer',
      }}
      onCancel={onClose}
    >
      <TargetsForm
        saving={status === 'saving'}
        defaultValues={toTargetsForm(targets)}
        refusal={status === 'failed' && failure ? helpdeskErrorText(LL, failure) : undefined}
        onSave={onSave}
      />
    </RecordFormDialog>
  );
}

function TargetsForm({ saving, defaultValues, refusal, onSave }: { saving: boolean; defaultValues: TargetsFormValues; refusal: string | undefined; onSave: ResponseTargetsDialogProps['onSave'] }) {
  const { LL } = useI18n();
  const T = LL.HELPDESK.TARGETS;
  const form = useForm({
    defaultValues,
    validators: { onChange: ({ value }: { value: TargetsFormValues }) => asFieldErrors(validateTargets(value)) },
    onSubmit: ({ value }: { value: TargetsFormValues }) => {
      const targets = toResponseTargets(value);
      if (targets) onSave(targets);
    },
  });
  return (
    <form.Subscribe selector={(state) => state.submissionAttempts > 0 && !state.isValid}>
      {(invalid) => (
        <RecordForm refusal={refusal} invalid={invalid ? T.INVALID() : undefined} onSubmit={() => void form.handleSubmit()}>
          <Text textStyle="sm" color="fg.muted">
            {T.HINT()}
          </Text>
          {PRIORITIES_SHOWN.map((priority) => (
            <form.Field key={priority} name={priority}>
              {(field) => {
                const bound = bindField(field, (meta) => shownProblem(meta, (problem: TargetProblem) => problemText(LL, problem)));
                const minutes = targetMinutes(bound.value);
                return (
                  <FormField
                    label={T.MINUTES({ priority: priorityText(LL, priority) })}
                    required
                    disabled={saving}
                    error={bound.error}
                    helper={typeof minutes === 'number' ? T.EQUALS({ duration: durationText(LL, minutes) }) : undefined}
                  >
                    <Input
                      name={bound.name}
                      type="number"
                      min={RESPONSE_TARGET_MIN_MINUTES}
                      max={RESPONSE_TARGET_MAX_MINUTES}
                      step={1}
                      inputMode="numeric"
                      autoComplete="off"
                      value={bound.value}
                      colorPalette="brand"
                      data-priority={priority}
                      onChange={(event) => bound.onChange(event.target.value)}
                      onBlur={bound.onBlur}
                    />
                  </FormField>
                );
              }}
            </form.Field>
          ))}
        </RecordForm>
      )}
    </form.Subscribe>
  );
}
