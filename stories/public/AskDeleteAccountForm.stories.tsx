import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AskDeleteAccountForm } from '../../src/ui/public/AskDeleteAccountForm';
import { onPublicPage } from './publicFixtures';

const FILLED = { email: 'cliente@example.com', name: 'Cliente Antigo', phone: '(11) 98765-4321', reason: 'Não uso mais o aplicativo.' };

const meta = {
  title: 'Public/AskDeleteAccountForm',
  component: AskDeleteAccountForm,
  decorators: [onPublicPage],
  args: { status: 'editing', onSubmit: fn() },
} satisfies Meta<typeof AskDeleteAccountForm>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Empty, ready to be filled in. */
export const Empty: Story = {};
/** Sending the request. */
export const Sending: Story = { args: { status: 'sending', defaultValues: FILLED } };
/** Recorded: the protocol to follow it up. */
export const Recorded: Story = { args: { status: 'recorded', protocol: '20260514-K7QX2M' } };
/** Too many requests from this connection: try later; what was typed is kept. */
export const TooManyRequests: Story = { args: { status: 'refused', defaultValues: FILLED, errorMessage: 'Muitos pedidos feitos desta conexão. Tente novamente mais tarde.' } };
/** An address naming no application. */
export const UnknownApplication: Story = { args: { status: 'refused', defaultValues: FILLED, errorMessage: 'Este aplicativo não foi encontrado. Confira o endereço que você abriu.' } };
/** In English. */
export const English: Story = { globals: { locale: 'en' } };
