import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { translator } from '../../src/i18n/translator';
import { ForgotPasswordForm } from '../../src/ui/auth/ForgotPasswordForm';
import { authFormMeta, filledStories, submitEmptyForm } from './storyKit';

const email = 'ana@delivery.example';
const filled = filledStories({ email });

const meta = {
  title: 'Auth/ForgotPasswordForm',
  component: ForgotPasswordForm,
  ...authFormMeta,
  args: { status: 'idle', onSubmit: fn(), onBack: fn() },
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The empty form. */
export const Idle: Story = {};

/** The empty form submitted: "E-mail é obrigatório". */
export const Invalid: Story = { play: submitEmptyForm };

/** The request is on its way. */
export const Submitting: Story = filled.submitting;

/** Forgot answered a falsy result: the not-found text naming the e-mail. */
export const Failed: Story = filled.failed(translator('ptBr').AUTH.VALIDATION.EMAIL_NOT_FOUND({ email }));

/** Sent: the success notice, then the route goes to login. */
export const Succeeded: Story = filled.succeeded(translator('ptBr').AUTH.FORGOT.SUCCESS());

/** The empty form in English. */
export const English: Story = { globals: { locale: 'en' } };
