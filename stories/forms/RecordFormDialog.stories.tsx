import type { Meta, StoryObj } from '@storybook/react-vite';
import { Dialog, Input, Text } from '@chakra-ui/react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Language } from '../../src/i18n/language';
import { translator } from '../../src/i18n/translator';
import { FormField } from '../../src/ui/forms/FormField';
import { DialogLoading, FailureNotice, FormDialogFrame, RecordForm, RecordFormDialog, type RecordLoad } from '../../src/ui/forms/RecordFormDialog';

/** The application dialog's words: a record whose terms load first. */
function texts(language: Language) {
  const T = translator(language).APPLICATIONS;
  return {
    title: T.DIALOG.EDIT({ name: 'Cantina Online' }),
    texts: { cancel: T.DIALOG.CANCEL(), save: T.DIALOG.SAVE(), saving: T.DIALOG.SAVING() },
    load: (retryIn: RecordLoad['retryIn']): RecordLoad => ({
      loadingText: T.DIALOG.LOADING(),
      failedTitle: T.DIALOG.LOAD_FAILED(),
      failedText: language === 'en' ? 'The server could not be reached. Check your connection.' : 'Não foi possível falar com o servidor. Verifique sua conexão.',
      retryLabel: T.DIALOG.RETRY(),
      onRetry: fn(),
      retryIn,
    }),
    name: T.NAME(),
    version: T.VERSION(),
    versionHint: T.DIALOG.VERSION_HINT(),
    required: translator(language).APPLICATIONS.FIELD.REQUIRED(),
  };
}

const pt = texts('ptBr');

/** A small record form: a name and a version, the version with its hint or its message. */
function fields(words: ReturnType<typeof texts>, versionError?: string) {
  return (
    <>
      <FormField label={words.name} required>
        <Input name="name" autoComplete="off" defaultValue="Cantina Online" />
      </FormField>
      <FormField label={words.version} required helper={words.versionHint} error={versionError}>
        <Input name="version" autoComplete="off" defaultValue={versionError ? '' : '2.23.0'} />
      </FormField>
    </>
  );
}

/** The form after a refused save: the refusal above the fields, until the next save. */
const refusedForm = (
  <RecordForm refusal="Já existe um aplicativo com este nome." onSubmit={fn()}>
    {fields(pt)}
  </RecordForm>
);

const meta = {
  title: 'Forms/RecordFormDialog',
  component: RecordFormDialog,
  args: {
    open: true,
    status: 'editing',
    width: 560,
    part: 'record-form',
    title: pt.title,
    texts: pt.texts,
    load: pt.load('footer'),
    onCancel: fn(),
    children: <RecordForm onSubmit={fn()}>{fields(pt)}</RecordForm>,
  },
} satisfies Meta<typeof RecordFormDialog>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Loading, Retry to go in the footer: no footer yet. */
export const Loading: Story = { args: { status: 'loading' } };
/** The load failed, Retry in the footer beside Cancel. */
export const LoadFailed: Story = { args: { status: 'loadFailed' } };
/** Loading, Retry to go in the notice: Cancel and Save (off) stay in the footer. */
export const LoadingWithFormFooter: Story = { args: { status: 'loading', load: pt.load('notice') } };
/** The load failed, Retry inside the notice; Save off. */
export const LoadFailedRetryInNotice: Story = { args: { status: 'loadFailed', load: pt.load('notice') } };
/** The form, ready to save. */
export const Editing: Story = {};
/** A save tried with a field to fix: the invalid-form notice above the fields. */
export const Invalid: Story = {
  args: {
    children: (
      <RecordForm invalid={translator('ptBr').DELIVERY.FORM.INVALID()} onSubmit={fn()}>
        {fields(pt, pt.required)}
      </RecordForm>
    ),
  },
};
/** The server refused the save: why, above the fields. */
export const Refused: Story = { args: { children: refusedForm } };
/** Saving: Save busy, Cancel off, the refusal gone until the server answers. */
export const Saving: Story = { args: { status: 'saving', children: refusedForm } };
/** Nothing can be saved: Save off. */
export const SaveDisabled: Story = {
  args: {
    children: (
      <RecordForm saveDisabled onSubmit={fn()}>
        <Text>{translator('ptBr').DELIVERY.COMPANY.NO_COMPANY_LEFT()}</Text>
      </RecordForm>
    ),
  },
};
/** Cancel raises the dialog's cancel. */
export const SaveAndCancel: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(args.onCancel).toHaveBeenCalled());
  },
};
/** In English. */
export const English: Story = {
  args: { title: texts('en').title, texts: texts('en').texts, load: texts('en').load('footer'), children: <RecordForm onSubmit={fn()}>{fields(texts('en'))}</RecordForm> },
  globals: { locale: 'en' },
};

/** The frame alone, with a close button in the corner: the loading and a failure as bodies. */
export const Frame: Story = {
  render: (args) => (
    <FormDialogFrame open width={args.width} title={args.title} part="record-frame" state="loading" closeLabel="Fechar" onCancel={args.onCancel}>
      <Dialog.Body display="flex" flexDirection="column" gap="4">
        <DialogLoading text={pt.load('notice').loadingText} />
        <FailureNotice title={pt.load('notice').failedTitle} text={pt.load('notice').failedText} retry={{ label: 'Tentar novamente', onRetry: fn() }} />
        <FailureNotice text={pt.load('notice').failedText} />
      </Dialog.Body>
    </FormDialogFrame>
  ),
};
