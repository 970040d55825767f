import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ContactDialog } from '../../src/ui/callCenter/ContactDialog';

const meta = {
  title: 'Call center/ContactDialog',
  component: ContactDialog,
  args: { open: true, status: 'editing', onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof ContactDialog>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Empty, ready to be filled in. */
export const Empty: Story = {};
/** Saved with nothing filled in: every required field says so. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: /Salvar|Save/ }));
    await waitFor(() => expect(body.getAllByText(/Campo obrigatório|Required field/)).toHaveLength(2));
  },
};
/** The server adds the contact: nothing can be changed or dismissed. */
export const Saving: Story = { args: { status: 'saving', defaultValues: { name: 'Teresa Teste', phone: '+55 (11) 91234-0099', userId: '' } } };
/** The phone is already a contact of the company: the refusal above the fields, the values kept. */
export const PhoneTaken: Story = {
  args: {
    defaultValues: { name: 'Teresa Teste', phone: '5511987650001', userId: '' },
    errorMessage: 'Este telefone já é um contato desta empresa.',
  },
};
/** In English. */
export const English: Story = { globals: { locale: 'en' } };
