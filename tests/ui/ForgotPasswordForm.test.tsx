// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAuthChecks } from '../../src/domain/authForms';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ForgotPasswordForm, type ForgotPasswordFormProps } from '../../src/ui/auth/ForgotPasswordForm';
import { translator } from '../../src/i18n/translator';
import { renderUi } from './render';

afterEach(cleanup);

function props(overrides: Partial<ForgotPasswordFormProps> = {}): ForgotPasswordFormProps {
  return { status: 'idle', onSubmit: vi.fn(), onBack: vi.fn(), ...overrides };
}

const email = () => screen.getByLabelText(/^E-mail/);

describe('ForgotPasswordForm', () => {
  // The checks arrive right after the form shows (see useAuthForm); here they are ready before typing.
  beforeAll(async () => {
    await loadAuthChecks();
  });

  it('is a named form with a labelled e-mail input', () => {
    renderUi(<ForgotPasswordForm {...props()} />);
    expect(screen.getByRole('form', { name: 'Esqueceu a senha?' }).getAttribute('data-state')).toBe('idle');
    expect(email().getAttribute('autocomplete')).toBe('email');
  });

  it('hides the message until the field is left, then says it is required', async () => {
    renderUi(<ForgotPasswordForm {...props()} />);
    expect(screen.queryByText('O campo E-mail é obrigatório')).toBeNull();
    fireEvent.blur(email());
    expect(await screen.findByText('O campo E-mail é obrigatório')).toBeTruthy();
  });

  it('marks the field touched on an empty submit and raises nothing', async () => {
    const onSubmit = vi.fn();
    renderUi(<ForgotPasswordForm {...props({ onSubmit })} />, 'en');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says an invalid address is not valid', async () => {
    renderUi(<ForgotPasswordForm {...props()} />);
    fireEvent.change(email(), { target: { value: 'ana@' } });
    expect(await screen.findByText('O campo E-mail não é válido')).toBeTruthy();
  });

  it('raises onSubmit with the e-mail', async () => {
    const onSubmit = vi.fn();
    renderUi(<ForgotPasswordForm {...props({ onSubmit })} />);
    fireEvent.change(email(), { target: { value: 'ana@example.com' } });
    fireEvent.submit(screen.getByRole('form'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ email: 'ana@example.com' }));
  });

  it('shows the button loading while submitting', () => {
    renderUi(<ForgotPasswordForm {...props({ status: 'submitting' })} />);
    expect(screen.getByRole('button', { name: 'Aguarde...' }).hasAttribute('disabled')).toBe(true);
  });

  it('names the e-mail that was not found in the alert role', () => {
    const text = translator('en').AUTH.VALIDATION.EMAIL_NOT_FOUND({ email: 'nobody@example.com' });
    renderUi(<ForgotPasswordForm {...props({ status: 'failed', errorMessage: text })} />, 'en');
    expect(screen.getByRole('alert').textContent).toBe('The requested e-mail nobody@example.com is not found');
  });

  it('raises onBack', () => {
    const onBack = vi.fn();
    renderUi(<ForgotPasswordForm {...props({ onBack })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(onBack).toHaveBeenCalledOnce();
  });
});
