import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { translator } from '../../src/i18n/translator';
import { RegisterForm } from '../../src/ui/auth/RegisterForm';
import { authFormMeta, filledStories, submitEmptyForm, submitForm } from './storyKit';

const values = {
  fullname: 'Ana Souza',
  email: 'ana@delivery.example',
  username: 'ana.souza',
  password: 'secret-password',
  confirmPassword: 'secret-password',
  agree: true,
};
const filled = filledStories(values);

const meta = {
  title: 'Auth/RegisterForm',
  component: RegisterForm,
  ...authFormMeta,
  args: { status: 'idle', onSubmit: fn(), onBack: fn() },
} satisfies Meta<typeof RegisterForm>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The empty form. */
export const Idle: Story = {};

/** The empty form submitted: every message, and the terms notice. */
export const Invalid: Story = { play: submitEmptyForm };

/** Everything filled in but the terms: only the danger notice "You must agree the terms and condition". */
export const TermsNotAgreed: Story = { args: { defaultValues: { ...values, agree: false } }, play: submitForm };

/** The password and its confirmation differ. */
export const Mismatch: Story = { args: { defaultValues: { ...values, confirmPassword: 'another-password' } }, play: submitForm };

/** The account is on its way. */
export const Submitting: Story = filled.submitting;

/** Register answered an empty result: the invalid-login text. */
export const Failed: Story = filled.failed(translator('ptBr').AUTH.VALIDATION.INVALID_LOGIN());

/** Registered: the success notice, then the route goes to login. */
export const Succeeded: Story = filled.succeeded(translator('ptBr').AUTH.REGISTER.SUCCESS());

/** The empty form in English. */
export const English: Story = { globals: { locale: 'en' } };

/** The password and its confirmation differ, in English: "Passsword and ConfirmPassword didn't match." */
export const EnglishMismatch: Story = { ...Mismatch, globals: { locale: 'en' } };
