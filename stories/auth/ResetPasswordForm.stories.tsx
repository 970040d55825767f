import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { translator } from '../../src/i18n/translator';
import { ResetPasswordForm } from '../../src/ui/auth/ResetPasswordForm';
import { authFormMeta, filledStories, submitEmptyForm } from './storyKit';

const filled = filledStories({ password: 'new-secret-password', confirmPassword: 'new-secret-password' });

const meta = {
  title: 'Auth/ResetPasswordForm',
  component: ResetPasswordForm,
  ...authFormMeta,
  args: { status: 'idle', onSubmit: fn(), onBackToLogin: fn() },
} satisfies Meta<typeof ResetPasswordForm>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The empty form. */
export const Idle: Story = {};

/** The empty form submitted: both fields required. */
export const Invalid: Story = { play: submitEmptyForm };

/** The new password is on its way. */
export const Submitting: Story = filled.submitting;

/** The link had expired or was already used. */
export const Failed: Story = filled.failed(translator('ptBr').AUTH.RESET.TOKEN_INVALID());

/** Reset: the success notice, then the route goes to login. */
export const Succeeded: Story = filled.succeeded(translator('ptBr').AUTH.RESET.SUCCESS());

/** The empty form in English. */
export const English: Story = { globals: { locale: 'en' } };
