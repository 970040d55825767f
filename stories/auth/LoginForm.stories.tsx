import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { translator } from '../../src/i18n/translator';
import { LoginForm } from '../../src/ui/auth/LoginForm';
import { authFormMeta, filledStories, submitEmptyForm } from './storyKit';

const filled = filledStories({ email: 'admin@delivery.example', password: 'secret-password' });

const meta = {
  title: 'Auth/LoginForm',
  component: LoginForm,
  ...authFormMeta,
  args: {
    status: 'idle',
    onSubmit: fn(),
    forgotPasswordHref: '/auth/forgot-password',
    onForgotPassword: fn(),
    registerHref: '/auth/registration',
    onRegister: fn(),
  },
} satisfies Meta<typeof LoginForm>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The empty form, "Logar no sistema". */
export const Idle: Story = {};

/** The empty form submitted: every field touched and showing its message; `onSubmit` not raised. */
export const Invalid: Story = { play: submitEmptyForm };

/** The credentials are on their way: the button shows its loading state. */
export const Submitting: Story = filled.submitting;

/** Login answered 401: the invalid-login text as a danger notice; the button is usable again. */
export const Failed: Story = filled.failed(translator('ptBr').AUTH.VALIDATION.INVALID_LOGIN());

/** Signed in: the button keeps loading for 4 s, until the redirect. */
export const Succeeded: Story = filled.succeeded();

/** The empty form in English, "Sign in to the system". */
export const English: Story = { globals: { locale: 'en' } };

/** The empty form submitted, in English. */
export const EnglishInvalid: Story = { globals: { locale: 'en' }, play: submitEmptyForm };
