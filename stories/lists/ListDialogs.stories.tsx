import type { Meta, StoryObj } from '@storybook/react-vite';
import { Dialog } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import { translator } from '../../src/i18n/translator';
import { DELETE_DIALOG_WIDTH, DeleteDialog, FetchSelectedDialog, ListDialogFrame, UpdateStatusDialog } from '../../src/ui/lists/ListDialogs';

const ITEMS = [
  { id: '1', text: 'Ana Souza, ana@example.com' },
  { id: '2', text: 'Bruno Lima, bruno@example.com' },
];

const meta = {
  title: 'Lists/DeleteDialog',
  component: DeleteDialog,
  args: {
    open: true,
    title: 'Excluir usuário',
    description: 'Tem certeza de que deseja excluir este usuário permanentemente?',
    waitingText: 'Excluindo o usuário...',
    closing: false,
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof DeleteDialog>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Asking (440 px). */
export const Confirm: Story = {};
/** Confirmed: the waiting text for 2.5 s, then it closes with a true result. */
export const Closing: Story = { args: { closing: true } };
/** In English, with the seed's texts. */
export const English: Story = {
  args: { title: 'Delete user', description: 'Are you sure to permanently delete this user?', waitingText: 'User is deleting...' },
  globals: { locale: 'en' },
};

/** The fetch-selected dialog (400 px): the ticked rows. */
export const FetchSelected: Story = {
  render: () => <FetchSelectedDialog open items={ITEMS} onClose={fn()} />,
};

/** The update-status dialog (480 px): a status to pick. */
export const UpdateStatus: Story = {
  render: () => (
    <UpdateStatusDialog
      open
      items={ITEMS}
      statuses={[
        { value: 'active', label: 'Ativo' },
        { value: 'suspended', label: 'Suspenso' },
      ]}
      closing={false}
      onConfirm={fn()}
      onCancel={fn()}
    />
  ),
};

/** The update-status dialog confirmed: its waiting text for 2.5 s. */
export const UpdateStatusClosing: Story = {
  render: () => <UpdateStatusDialog open items={ITEMS} statuses={[{ value: 'active', label: 'Ativo' }]} closing status="active" onConfirm={fn()} onCancel={fn()} />,
};

/** The frame the dialogs share, with a list's own content and the default Ok: here the roles list's refusal (440 px, an alert). */
export const Frame: Story = {
  render: () => {
    const LL = translator('ptBr');
    return (
      <ListDialogFrame
        open
        width={DELETE_DIALOG_WIDTH}
        title={LL.ROLES.ASSIGNED_TITLE()}
        alert
        onClose={fn()}
        part="role-assigned-dialog"
      >
        <Dialog.Description>{LL.ROLES.ASSIGNED_DESCRIPTION({ title: 'Operador de entregas', count: 3 })}</Dialog.Description>
      </ListDialogFrame>
    );
  },
};
