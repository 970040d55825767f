import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PrivacyTerms } from '../../src/ui/public/PrivacyTerms';
import { onPublicPage, TERMS } from './publicFixtures';

const meta = {
  title: 'Public/PrivacyTerms',
  component: PrivacyTerms,
  decorators: [onPublicPage],
  args: { status: 'ready', terms: TERMS, deleteAccountHref: '/ask-delete-account/64a000000000000000000001', onRetry: fn() },
} satisfies Meta<typeof PrivacyTerms>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Loading the terms. */
export const Loading: Story = { args: { status: 'loading', terms: null } };
/** The application's default terms, paragraph by paragraph. */
export const Shown: Story = {};
/** The terms of one user type (`user-privacy/{application}/deliveryman`). */
export const ForUserType: Story = {
  args: { terms: { ...TERMS, userType: 'deliveryman', terms: 'Política de privacidade para entregadores do Delivery Brasil.\n\nEnquanto você está on-line, sua localização é enviada ao estabelecimento.' } },
};
/** No such application, or no terms: a clear notice. */
export const NotFound: Story = { args: { status: 'notFound', terms: null } };
/** The server could not be reached: a retry. */
export const Failed: Story = { args: { status: 'failed', terms: null, errorMessage: 'Não foi possível falar com o servidor. Verifique sua conexão.' } };
/** In English. */
export const English: Story = { globals: { locale: 'en' } };
