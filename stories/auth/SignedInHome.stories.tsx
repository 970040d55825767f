import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SignedInHome } from '../../src/ui/auth/SignedInHome';

const meta = {
  title: 'Auth/SignedInHome',
  component: SignedInHome,
  args: { fullname: 'Ana Souza', companyName: 'Pizzaria Bella Napoli', onSignOut: fn() },
} satisfies Meta<typeof SignedInHome>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Signed in, with a main company. */
export const SignedIn: Story = {};

/** Signed in, no company linked (a platform user). */
export const NoCompany: Story = { args: { companyName: null } };

/** The sign-out is on its way. */
export const SigningOut: Story = { args: { signingOut: true } };

/** In English. */
export const English: Story = { globals: { locale: 'en' } };
