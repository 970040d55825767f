import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RoleDialog } from '../../src/ui/roles/RoleDialog';
import { dialogViews } from './roleFixtures';

const SUPPORT = ['accessToHelpDeskTickets', 'accessToWhatsAppContacts', 'accessToCompanyDelivery'];

const meta = {
  title: 'Roles/RoleDialog',
  component: RoleDialog,
  args: {
    open: true,
    mode: 'edit',
    status: 'editing',
    roleTitle: 'Atendimento',
    defaultTitle: 'Atendimento',
    alert: null,
    ...dialogViews(SUPPORT),
    onToggle: fn(),
    onSave: fn(),
    onCancel: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof RoleDialog>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Loading the role and the catalogue. */
export const Loading: Story = { args: { status: 'loading' } };
/** The role could not be loaded: retry or close. */
export const LoadFailed: Story = { args: { status: 'loadFailed' } };
/** A new role: empty title, nothing ticked, an empty preview. */
export const Create: Story = { args: { mode: 'create', roleTitle: '', defaultTitle: '', ...dialogViews([]) } };
/** Editing a role: its ticks, a partly ticked parent, and what it opens beside. */
export const Edit: Story = {};
/** Saving with an empty title: the 'Oh snap!' alert and the required message. */
export const Invalid: Story = {
  args: { mode: 'create', roleTitle: '', defaultTitle: '', alert: { kind: 'invalid', message: 'Ops! Altere alguns campos e tente enviar novamente.' } },
};
/** The server refused the save: its alert (30 s), the draft kept. */
/** A title past the 100-character limit: kept as typed, with the maximum-length message. */
export const TitleTooLong: Story = {
  args: {
    mode: 'create',
    roleTitle: '',
    defaultTitle: 'Equipe de atendimento ao cliente das lojas da região metropolitana e das cidades do interior do estado',
    ...dialogViews([]),
  },
};
export const SaveFailed: Story = {
  args: { alert: { kind: 'failed', message: "O perfil não foi salvo: já existe um perfil com o título 'Atendimento'" } },
};
/** Saving: the Save button busy, the checklist frozen. */
export const Saving: Story = { args: { status: 'saving' } };
/** Updated: the dialog stays about a second, then closes. */
export const Saved: Story = { args: { status: 'saved' } };
/** A core role: everything read-only, Save disabled. */
export const CoreRole: Story = {
  args: { mode: 'view', roleTitle: 'Administrador', defaultTitle: 'Administrador', ...dialogViews(['accessToGlobal', 'accessToRoot']) },
};
/** In English. */
export const English: Story = { args: { ...dialogViews(SUPPORT, 'en') }, globals: { locale: 'en' } };
