import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { translator } from '../../src/i18n/translator';
import { ResetPasswordForm } from '../../src/ui/auth/ResetPasswordForm';
import { onAuthPage, submitEmptyForm } from './storyKit';

const filled = { password: 'new-secret-password', confirmPassword: 'new-secret-password' };

const meta = {
  title: 'Auth/ResetPasswordForm',
  component: ResetPasswordForm,
  decorators: [onAuthPage],
  args: { status: 'idle', onSubmit: fn(), onBackToLogin: fn() },
  argTypes: { status: { control: 'inline-radio', options: ['idle', 'submitting', 'failed', 'succeeded'] } },
} satisfies Meta<typeof ResetPasswordForm>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The empty form. */
export const Idle: Story = {};

/** The empty form submitted: both fields required. */
export const Invalid: Story = { play: submitEmptyForm };

/** The new password is on its way. */
export const Submitting: Story = { args: { status: 'submitting', defaultValues: filled } };

/** The link had expired or was already used. */
export const Failed: Story = {
  args: { status: 'failed', defaultValues: filled, errorMessage: translator('ptBr').AUTH.RESET.TOKEN_INVALID() },
};

/** Reset: the success notice, then the route goes to login. */
export const Succeeded: Story = {
  args: { status: 'succeeded', defaultValues: filled, successMessage: translator('ptBr').AUTH.RESET.SUCCESS() },
};

/** The empty form in English. */
export const English: Story = { globals: { locale: 'en' } };
