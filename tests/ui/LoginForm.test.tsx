// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { LoginForm, type LoginFormProps } from '../../src/ui/auth/LoginForm';
import { renderUi } from './render';

afterEach(cleanup);

function props(overrides: Partial<LoginFormProps> = {}): LoginFormProps {
  return {
    status: 'idle',
    onSubmit: vi.fn(),
    forgotPasswordHref: '/auth/forgot-password',
    onForgotPassword: vi.fn(),
    registerHref: '/auth/registration',
    onRegister: vi.fn(),
    ...overrides,
  };
}

const email = () => screen.getByLabelText(/^E-mail/);
const password = () => screen.getByLabelText(/^Senha/);
const submit = () => screen.getByRole('button', { name: 'Entrar' });

describe('LoginForm', () => {
  it('is a named form with labelled inputs carrying autocomplete tokens and data-state', () => {
    renderUi(<LoginForm {...props()} />);
    const form = screen.getByRole('form', { name: 'Logar no sistema' });
    expect(form.getAttribute('data-state')).toBe('idle');
    expect(email().getAttribute('autocomplete')).toBe('username');
    expect(email().getAttribute('type')).toBe('email');
    expect(password().getAttribute('autocomplete')).toBe('current-password');
    expect(password().getAttribute('type')).toBe('password');
  });

  it('hides errors until a field is touched, then shows its message (checked when the checks arrive, if typed before)', async () => {
    // First in the file, so the value is usually typed before the checks module has loaded.
    renderUi(<LoginForm {...props()} />);
    expect(screen.queryByText('O campo E-mail é obrigatório')).toBeNull();
    fireEvent.change(email(), { target: { value: 'ab' } });
    expect(await screen.findByText('O campo E-mail não é válido', undefined, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByText('O campo Senha é obrigatório')).toBeNull();
    fireEvent.blur(password());
    expect(await screen.findByText('O campo Senha é obrigatório')).toBeTruthy();
  });

  it('marks every field touched on an empty submit, shows the keyed messages and raises nothing', async () => {
    const onSubmit = vi.fn();
    renderUi(<LoginForm {...props({ onSubmit })} />);
    fireEvent.click(submit());
    expect(await screen.findByText('O campo E-mail é obrigatório')).toBeTruthy();
    expect(screen.getByText('O campo Senha é obrigatório')).toBeTruthy();
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the length messages with 3 and 100', async () => {
    renderUi(<LoginForm {...props()} />);
    fireEvent.change(password(), { target: { value: 'ab' } });
    expect(await screen.findByText('o tamanho mínimo é 3')).toBeTruthy();
    fireEvent.change(password(), { target: { value: 'x'.repeat(101) } });
    expect(await screen.findByText('o tamanho máximo é 100')).toBeTruthy();
  });

  it('raises onSubmit with the values on Enter in a valid form', async () => {
    const onSubmit = vi.fn();
    renderUi(<LoginForm {...props({ onSubmit })} />);
    fireEvent.change(email(), { target: { value: 'admin@example.com' } });
    fireEvent.change(password(), { target: { value: 'secret' } });
    fireEvent.submit(screen.getByRole('form'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ email: 'admin@example.com', password: 'secret' }));
  });

  it('translates the messages in English', async () => {
    renderUi(<LoginForm {...props()} />, 'en');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
  });

  it.each(['submitting', 'succeeded'] as const)('shows the button loading and ignores Enter while %s', async (status) => {
    const onSubmit = vi.fn();
    renderUi(<LoginForm {...props({ status, onSubmit, defaultValues: { email: 'admin@example.com', password: 'secret' } })} />);
    const button = screen.getByRole('button', { name: 'Aguarde...' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.hasAttribute('data-loading')).toBe(true);
    expect(screen.getByRole('form').getAttribute('data-state')).toBe(status);
    fireEvent.submit(screen.getByRole('form'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('raises onEdit at each change of a field, so a refusal shown can go', () => {
    const onEdit = vi.fn();
    renderUi(<LoginForm {...props({ status: 'failed', errorMessage: 'Login e/ou senha incorretos', onEdit })} />);
    expect(onEdit).not.toHaveBeenCalled();
    fireEvent.change(email(), { target: { value: 'ana@example.co' } });
    expect(onEdit).toHaveBeenCalledTimes(1);
    fireEvent.change(password(), { target: { value: 'secret-2' } });
    expect(onEdit).toHaveBeenCalledTimes(2);
    fireEvent.blur(password());
    expect(onEdit).toHaveBeenCalledTimes(2);
  });

  it('shows the failure as a danger notice in the alert role', () => {
    renderUi(<LoginForm {...props({ status: 'failed', errorMessage: 'Login e/ou senha incorretos' })} />);
    expect(screen.getByRole('alert').textContent).toContain('Login e/ou senha incorretos');
    expect(submit().hasAttribute('disabled')).toBe(false);
  });

  it('raises the navigation events on plain clicks of real links', () => {
    const onForgotPassword = vi.fn();
    const onRegister = vi.fn();
    renderUi(<LoginForm {...props({ onForgotPassword, onRegister })} />);
    const forgot = screen.getByRole('link', { name: 'Esqueceu a senha?' });
    expect(forgot.getAttribute('href')).toBe('/auth/forgot-password');
    fireEvent.click(forgot);
    expect(onForgotPassword).toHaveBeenCalledOnce();
    const register = screen.getByRole('link', { name: 'Cadastre-se' });
    expect(register.getAttribute('href')).toBe('/auth/registration');
    fireEvent.click(register, { ctrlKey: true });
    expect(onRegister).not.toHaveBeenCalled();
    fireEvent.click(register);
    expect(onRegister).toHaveBeenCalledOnce();
  });
});
