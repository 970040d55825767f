import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { translator } from '../../src/i18n/translator';
import { ForgotPasswordForm } from '../../src/ui/auth/ForgotPasswordForm';
import { onAuthPage, submitEmptyForm } from './storyKit';

const filled = { email: 'ana@delivery.example' };

const meta = {
  title: 'Auth/ForgotPasswordForm',
  component: ForgotPasswordForm,
  decorators: [onAuthPage],
  args: { status: 'idle', onSubmit: fn(), onBack: fn() },
  argTypes: { status: { control: 'inline-radio', options: ['idle', 'submitting', 'failed', 'succeeded'] } },
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The empty form. */
export const Idle: Story = {};

/** The empty form submitted: "E-mail é obrigatório". */
export const Invalid: Story = { play: submitEmptyForm };

/** The request is on its way. */
export const Submitting: Story = { args: { status: 'submitting', defaultValues: filled } };

/** Forgot answered a falsy result: the not-found text naming the e-mail. */
export const Failed: Story = {
  args: {
    status: 'failed',
    defaultValues: filled,
    errorMessage: translator('ptBr').AUTH.VALIDATION.EMAIL_NOT_FOUND({ email: filled.email }),
  },
};

/** Sent: the success notice, then the route goes to login. */
export const Succeeded: Story = {
  args: { status: 'succeeded', defaultValues: filled, successMessage: translator('ptBr').AUTH.FORGOT.SUCCESS() },
};

/** The empty form in English. */
export const English: Story = { globals: { locale: 'en' } };
