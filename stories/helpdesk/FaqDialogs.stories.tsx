import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FaqDeleteDialog, FaqEditorDialog } from '../../src/ui/helpdesk/FaqDialogs';
import { FAQ_ENTRIES, faqDeleteProps, faqEditorProps } from './helpdeskFixtures';

const meta = {
  title: 'Helpdesk/FaqDialogs',
  component: FaqEditorDialog,
  args: faqEditorProps(fn),
} satisfies Meta<typeof FaqEditorDialog>;

export default meta;

type Story = StoryObj<typeof meta>;

/** A new question: the question field has the focus. */
export const NewQuestion: Story = {};

/** Saved empty: both required fields say so. */
export const Invalid: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: /Salvar|Save/ }));
    await waitFor(() => expect(body.getByText(/Escreva a pergunta|Write the question/)).toBeTruthy());
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Changing an entry, its answer's line breaks kept. */
export const EditEntry: Story = { args: { entry: FAQ_ENTRIES[1] ?? null } };

/** The delete confirmation on its own. */
export const DeleteConfirmation: Story = { render: () => <FaqDeleteDialog {...faqDeleteProps(fn)} /> };
