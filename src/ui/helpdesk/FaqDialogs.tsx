import { Alert, Button, Dialog, Input, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useForm } from '@tanstack/react-form';
import { FAQ_ANSWER_MAX, FAQ_QUESTION_MAX } from '../../domain/helpdesk';
import { useI18n } from '../../i18n/context';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import { bindField } from '../auth/formParts';
import { asFieldErrors, shownProblem } from '../callCenter/fieldProblem';
import { FormField } from '../forms/FormField';
import { RecordForm, RecordFormDialog } from '../forms/RecordFormDialog';
import { FAQ_POSITION_MAX, toFaqForm, toFaqValues, validateFaq, type FaqFormValues, type FaqProblem } from './helpdeskForms';
import { helpdeskErrorText } from './helpdeskTexts';
import type { FaqDeleteProps, FaqEditorProps } from './helpdeskTypes';

/** The FAQ editor's width in px. */
export const FAQ_EDITOR_WIDTH = 600;

function problemText(LL: TranslationFunctions, field: keyof FaqFormValues, problem: FaqProblem): string {
  const V = LL.HELPDESK.FAQ.EDITOR.VALIDATION;
  if (field === 'position') return V.POSITION_INVALID({ max: FAQ_POSITION_MAX });
  if (field === 'question') return problem === 'too_long' ? V.QUESTION_TOO_LONG({ max: FAQ_QUESTION_MAX }) : V.QUESTION_REQUIRED();
  return problem === 'too_long' ? V.ANSWER_TOO_LONG({ max: FAQ_ANSWER_MAX }) : V.ANSWER_REQUIRED();
}

/**
 * Staff's FAQ editor, for a new question or a change: the question, the answer (its line breaks
 * kept) and an optional place in the list. Problems show once touched, all on Save; a failed save
 * says why and keeps what was typed; nothing closes it while saving.
 */
export function FaqEditorDialog({ entry, saving, failure, onSave, onClose }: FaqEditorProps) {
  const { LL } = useI18n();
  const E = LL.HELPDESK.FAQ.EDITOR;
  return (
    <RecordFormDialog
      open
      status={saving ? 'saving' : 'editing'}
      width={FAQ_EDITOR_WIDTH}
      title={entry ? E.EDIT_TITLE() : E.NEW_TITLE()}
      part="faq-editor"
      texts={{ cancel: E.CANCEL(), save: E.SAVE(), saving: E.SAVING() }}
      onCancel={onClose}
    >
      <FaqForm defaultValues={toFaqForm(entry)} saving={saving} refusal={failure ? `${E.FAILED()} ${helpdeskErrorText(LL, failure)}` : undefined} onSave={onSave} />
    </RecordFormDialog>
  );
}

function FaqForm({ defaultValues, saving, refusal, onSave }: { defaultValues: FaqFormValues; saving: boolean; refusal: string | undefined; onSave: FaqEditorProps['onSave'] }) {
  const { LL } = useI18n();
  const E = LL.HELPDESK.FAQ.EDITOR;
  const form = useForm({
    defaultValues,
    validators: { onChange: ({ value }: { value: FaqFormValues }) => asFieldErrors(validateFaq(value)) },
    onSubmit: ({ value }: { value: FaqFormValues }) => {
      const values = toFaqValues(value);
      if (values) onSave(values);
    },
  });
  const shown = (field: keyof FaqFormValues) => (meta: { isTouched: boolean; isDirty: boolean; errors: ReadonlyArray<FaqProblem | undefined | null> }) =>
    shownProblem(meta, (problem: FaqProblem) => problemText(LL, field, problem));
  return (
    <form.Subscribe selector={(state) => state.submissionAttempts > 0 && !state.isValid}>
      {(invalid) => (
        <RecordForm refusal={refusal} invalid={invalid ? E.INVALID() : undefined} onSubmit={() => void form.handleSubmit()}>
          <form.Field name="question">
            {(field) => {
              const bound = bindField(field, shown('question'));
              return (
                <FormField label={E.QUESTION()} required disabled={saving} error={bound.error}>
                  <Input name={bound.name} autoComplete="off" value={bound.value} colorPalette="brand" onChange={(event) => bound.onChange(event.target.value)} onBlur={bound.onBlur} />
                </FormField>
              );
            }}
          </form.Field>
          <form.Field name="answer">
            {(field) => {
              const bound = bindField(field, shown('answer'));
              return (
                <FormField label={E.ANSWER()} required disabled={saving} error={bound.error} helper={E.ANSWER_HINT()}>
                  <Textarea name={bound.name} rows={8} value={bound.value} colorPalette="brand" onChange={(event) => bound.onChange(event.target.value)} onBlur={bound.onBlur} />
                </FormField>
              );
            }}
          </form.Field>
          <form.Field name="position">
            {(field) => {
              const bound = bindField(field, shown('position'));
              return (
                <FormField label={E.POSITION()} disabled={saving} error={bound.error} helper={E.POSITION_HINT()}>
                  <Input name={bound.name} type="number" min={1} max={FAQ_POSITION_MAX} step={1} inputMode="numeric" autoComplete="off" width="8rem" value={bound.value} colorPalette="brand" onChange={(event) => bound.onChange(event.target.value)} onBlur={bound.onBlur} />
                </FormField>
              );
            }}
          </form.Field>
        </RecordForm>
      )}
    </form.Subscribe>
  );
}

/** The question before deleting a FAQ entry: Cancel and Delete, which waits while deleting; a failure says why. */
export function FaqDeleteDialog({ entry, deleting, failure, onConfirm, onClose }: FaqDeleteProps) {
  const { LL } = useI18n();
  const D = LL.HELPDESK.FAQ.DELETE_DIALOG;
  return (
    <Dialog.Root role="alertdialog" open placement="center" closeOnEscape={!deleting} closeOnInteractOutside={!deleting} onOpenChange={(details) => !details.open && !deleting && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content width="440px" maxW="calc(100vw - 2rem)" data-part="faq-delete" data-state={deleting ? 'deleting' : failure ? 'failed' : 'open'}>
            <Dialog.Header>
              <Dialog.Title>{D.TITLE()}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>{D.DESCRIPTION({ question: entry.question })}</Text>
                {failure && !deleting ? (
                  <Alert.Root status="error" role="alert" size="sm">
                    <Alert.Indicator />
                    <Alert.Content>
                      <Alert.Title>{D.FAILED()}</Alert.Title>
                      <Alert.Description>{helpdeskErrorText(LL, failure)}</Alert.Description>
                    </Alert.Content>
                  </Alert.Root>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" disabled={deleting} onClick={onClose}>
                {D.CANCEL()}
              </Button>
              <Button colorPalette="red" loading={deleting} loadingText={D.DELETING()} onClick={onConfirm}>
                {D.CONFIRM()}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
