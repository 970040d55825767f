// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAuthChecks } from '../../src/domain/authForms';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ResetPasswordForm, type ResetPasswordFormProps } from '../../src/ui/auth/ResetPasswordForm';
import { renderUi } from './render';

afterEach(cleanup);

function props(overrides: Partial<ResetPasswordFormProps> = {}): ResetPasswordFormProps {
  return { status: 'idle', onSubmit: vi.fn(), onBackToLogin: vi.fn(), ...overrides };
}

describe('ResetPasswordForm', () => {
  // The checks arrive right after the form shows (see useAuthForm); here they are ready before typing.
  beforeAll(async () => {
    await loadAuthChecks();
  });

  it('is a named form with two new-password inputs', () => {
    renderUi(<ResetPasswordForm {...props()} />, 'en');
    expect(screen.getByRole('form', { name: 'Reset password' }).getAttribute('data-state')).toBe('idle');
    expect(screen.getByLabelText(/^Password/).getAttribute('autocomplete')).toBe('new-password');
    expect(screen.getByLabelText(/^Confirm Password/).getAttribute('autocomplete')).toBe('new-password');
  });

  it('hides errors until touched, and on an empty submit shows both and raises nothing', async () => {
    const onSubmit = vi.fn();
    renderUi(<ResetPasswordForm {...props({ onSubmit })} />, 'en');
    expect(screen.queryByText('Password is required')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Password is required')).toBeTruthy();
    expect(screen.getByText('Confirm Password is required')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("says exactly \"Passsword and ConfirmPassword didn't match.\"", async () => {
    const onSubmit = vi.fn();
    renderUi(<ResetPasswordForm {...props({ onSubmit })} />, 'en');
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'new-secret' } });
    fireEvent.change(screen.getByLabelText(/^Confirm Password/), { target: { value: 'new-secreT' } });
    expect(await screen.findByText("Passsword and ConfirmPassword didn't match.")).toBeTruthy();
    fireEvent.submit(screen.getByRole('form'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('raises onSubmit with both values when they match', async () => {
    const onSubmit = vi.fn();
    renderUi(<ResetPasswordForm {...props({ onSubmit })} />);
    fireEvent.change(screen.getByLabelText(/^Senha/), { target: { value: 'new-secret' } });
    fireEvent.change(screen.getByLabelText(/^Confirmar senha/), { target: { value: 'new-secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ password: 'new-secret', confirmPassword: 'new-secret' }),
    );
  });

  it('shows the loading state after success too', () => {
    renderUi(<ResetPasswordForm {...props({ status: 'succeeded', successMessage: 'ok' })} />);
    expect(screen.getByRole('button', { name: 'Aguarde...' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('ok');
  });

  it('shows an expired link in the alert role and goes back to sign-in', () => {
    const onBackToLogin = vi.fn();
    const text = 'This reset link has expired or has already been used. Ask for a new one.';
    renderUi(<ResetPasswordForm {...props({ status: 'failed', errorMessage: text, onBackToLogin })} />, 'en');
    expect(screen.getByRole('alert').textContent).toBe(text);
    fireEvent.click(screen.getByRole('button', { name: 'Back to sign-in' }));
    expect(onBackToLogin).toHaveBeenCalledOnce();
  });
});
