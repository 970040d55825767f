// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Dialog, Input } from '@chakra-ui/react';
import { FormField } from '../../../src/ui/forms/FormField';
import { FormDialogFrame, RecordForm, RecordFormDialog, type RecordFormDialogProps, type RecordFormProps, type RecordLoad } from '../../../src/ui/forms/RecordFormDialog';
import { renderUi } from '../render';

afterEach(cleanup);

const TEXTS = { cancel: 'Cancel', save: 'Save', saving: 'Saving...' };

function loadOf(retryIn: RecordLoad['retryIn']): RecordLoad {
  return { loadingText: 'Loading...', failedTitle: 'The record could not be loaded.', failedText: 'No connection.', retryLabel: 'Try again', onRetry: vi.fn(), retryIn };
}

function dialogProps(overrides: Partial<RecordFormDialogProps> = {}, form: Partial<RecordFormProps> = {}) {
  const onSubmit = vi.fn();
  const props: RecordFormDialogProps = {
    open: true,
    status: 'editing',
    width: 480,
    title: 'Edit the record',
    part: 'record-form',
    texts: TEXTS,
    load: loadOf('notice'),
    onCancel: vi.fn(),
    children: (
      <RecordForm onSubmit={onSubmit} {...form}>
        <FormField label="Name" required>
          <Input name="name" defaultValue="Ana" />
        </FormField>
      </RecordForm>
    ),
    ...overrides,
  };
  return { props, onSubmit };
}

const button = (dialog: HTMLElement, name: string) => within(dialog).getByRole('button', { name }) as HTMLButtonElement;

describe('RecordFormDialog', () => {
  it('while loading, with the retry in the notice: the spinner, Cancel, and Save off', async () => {
    const { props } = dialogProps({ status: 'loading' });
    renderUi(<RecordFormDialog {...props} />, 'en');
    const dialog = await screen.findByRole('dialog', { name: 'Edit the record' });
    expect(within(dialog).getByRole('status').textContent).toBe('Loading...');
    expect(button(dialog, 'Cancel').disabled).toBe(false);
    expect(button(dialog, 'Save').disabled).toBe(true);
    expect(within(dialog).queryByRole('textbox')).toBeNull();
  });

  it('a failed load says what and why, the retry inside the notice', async () => {
    const { props } = dialogProps({ status: 'loadFailed' });
    renderUi(<RecordFormDialog {...props} />, 'en');
    const dialog = await screen.findByRole('dialog');
    const alert = within(dialog).getByRole('alert');
    expect(alert.textContent).toContain('The record could not be loaded.');
    expect(alert.textContent).toContain('No connection.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(props.load?.onRetry).toHaveBeenCalledOnce();
    expect(button(dialog, 'Save').disabled).toBe(true);
  });

  it('with the retry in the footer: no footer while loading, then Cancel and Try again', async () => {
    const load = loadOf('footer');
    renderUi(<RecordFormDialog {...dialogProps({ status: 'loading', load }).props} />, 'en');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryAllByRole('button')).toEqual([]);
    cleanup();
    const { props } = dialogProps({ status: 'loadFailed', load });
    renderUi(<RecordFormDialog {...props} />, 'en');
    const failed = await screen.findByRole('dialog');
    expect(within(failed).getAllByRole('button').map((b) => b.textContent)).toEqual(['Cancel', 'Try again']);
    expect(within(within(failed).getByRole('alert')).queryByRole('button')).toBeNull();
    fireEvent.click(button(failed, 'Try again'));
    expect(load.onRetry).toHaveBeenCalledOnce();
    fireEvent.click(button(failed, 'Cancel'));
    expect(props.onCancel).toHaveBeenCalledOnce();
  });

  it('editing: the notices above the fields, Save submits the form and Cancel cancels', async () => {
    const { props, onSubmit } = dialogProps({}, { invalid: 'Fix the fields.', refusal: 'The name is taken.' });
    renderUi(<RecordFormDialog {...props} />, 'en');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Fix the fields.', 'The name is taken.']);
    expect((within(dialog).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Ana');
    fireEvent.click(button(dialog, 'Save'));
    expect(onSubmit).toHaveBeenCalledOnce();
    fireEvent.click(button(dialog, 'Cancel'));
    expect(props.onCancel).toHaveBeenCalledOnce();
  });

  it('Escape cancels while editing', async () => {
    const { props } = dialogProps();
    renderUi(<RecordFormDialog {...props} />, 'en');
    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(props.onCancel).toHaveBeenCalledOnce());
  });

  it('saving: Save busy, Cancel off, Escape and submitting do nothing, the old refusal gone', async () => {
    const { props, onSubmit } = dialogProps({ status: 'saving' }, { refusal: 'The name is taken.' });
    renderUi(<RecordFormDialog {...props} />, 'en');
    const dialog = await screen.findByRole('dialog');
    expect(dialog.getAttribute('data-state')).toBe('saving');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(button(dialog, 'Cancel').disabled).toBe(true);
    expect(button(dialog, 'Saving...').disabled).toBe(true);
    fireEvent.submit(within(dialog).getByLabelText(/^Name/));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(props.onCancel).not.toHaveBeenCalled();
  });

  it('Save can be off although the form shows', async () => {
    const { props } = dialogProps({}, { saveDisabled: true });
    renderUi(<RecordFormDialog {...props} />, 'en');
    expect(button(await screen.findByRole('dialog'), 'Save').disabled).toBe(true);
  });

  it('a record form is shown inside its dialog only', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<RecordForm onSubmit={vi.fn()}>{null}</RecordForm>)).toThrow(/inside a RecordFormDialog/);
    vi.restoreAllMocks();
  });
});

describe('FormDialogFrame', () => {
  it('has a close button in the corner when given its name, off while busy', async () => {
    const onCancel = vi.fn();
    const frame = (busy: boolean) => (
      <FormDialogFrame open width={400} title="A record" part="frame" state="open" busy={busy} closeLabel="Close" onCancel={onCancel}>
        <Dialog.Body>Body</Dialog.Body>
      </FormDialogFrame>
    );
    renderUi(frame(true), 'en');
    const dialog = await screen.findByRole('dialog', { name: 'A record' });
    expect(dialog.getAttribute('data-part')).toBe('frame');
    expect(button(dialog, 'Close').disabled).toBe(true);
    cleanup();
    renderUi(frame(false), 'en');
    fireEvent.click(button(await screen.findByRole('dialog'), 'Close'));
    await waitFor(() => expect(onCancel).toHaveBeenCalledOnce());
  });
});
