// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAuthChecks } from '../../src/domain/authForms';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { RegisterForm, type RegisterFormProps } from '../../src/ui/auth/RegisterForm';
import { renderUi } from './render';

afterEach(cleanup);

function props(overrides: Partial<RegisterFormProps> = {}): RegisterFormProps {
  return { status: 'idle', onSubmit: vi.fn(), onBack: vi.fn(), ...overrides };
}

const input = (label: RegExp) => screen.getByLabelText(label);
const change = (label: RegExp, value: string) => fireEvent.change(input(label), { target: { value } });

function fillValid(language: 'ptBr' | 'en' = 'ptBr') {
  const labels =
    language === 'ptBr'
      ? { fullname: /^Nome completo/, email: /^E-mail/, username: /^Usuário/, password: /^Senha/, confirm: /^Confirmar senha/ }
      : { fullname: /^Fullname/, email: /^Email/, username: /^Username/, password: /^Password/, confirm: /^Confirm Password/ };
  change(labels.fullname, 'Ana Souza');
  change(labels.email, 'ana@example.com');
  change(labels.username, 'ana');
  change(labels.password, 'secret');
  change(labels.confirm, 'secret');
}

describe('RegisterForm', () => {
  // The checks arrive right after the form shows (see useAuthForm); here they are ready before typing.
  beforeAll(async () => {
    await loadAuthChecks();
  });

  it('labels every input with its autocomplete token and carries data-state', () => {
    renderUi(<RegisterForm {...props()} />);
    expect(screen.getByRole('form', { name: 'Cadastre-se' }).getAttribute('data-state')).toBe('idle');
    expect(input(/^Nome completo/).getAttribute('autocomplete')).toBe('name');
    expect(input(/^E-mail/).getAttribute('autocomplete')).toBe('email');
    expect(input(/^Usuário/).getAttribute('autocomplete')).toBe('username');
    expect(input(/^Senha/).getAttribute('autocomplete')).toBe('new-password');
    expect(input(/^Confirmar senha/).getAttribute('autocomplete')).toBe('new-password');
    expect(screen.getByRole('checkbox', { name: 'Eu concordo com os termos e condições' })).toBeTruthy();
  });

  it('hides errors until touched', async () => {
    renderUi(<RegisterForm {...props()} />);
    expect(screen.queryByText('O campo Nome completo é obrigatório')).toBeNull();
    change(/^Nome completo/, 'Al');
    expect(await screen.findByText('o tamanho mínimo é 3')).toBeTruthy();
    expect(screen.queryByText('O campo Usuário é obrigatório')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('on an empty submit marks all touched, shows every keyed message and the terms notice, and raises nothing', async () => {
    const onSubmit = vi.fn();
    renderUi(<RegisterForm {...props({ onSubmit })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('O campo Nome completo é obrigatório')).toBeTruthy();
    expect(screen.getByText('O campo E-mail é obrigatório')).toBeTruthy();
    expect(screen.getByText('O campo Usuário é obrigatório')).toBeTruthy();
    expect(screen.getByText('O campo Senha é obrigatório')).toBeTruthy();
    expect(screen.getByText('O campo Confirmar senha é obrigatório')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Você precisa concordar com os termos e condições');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("says exactly \"Passsword and ConfirmPassword didn't match.\" in English", async () => {
    renderUi(<RegisterForm {...props()} />, 'en');
    change(/^Password/, 'secret');
    change(/^Confirm Password/, 'secreT');
    expect(await screen.findByText("Passsword and ConfirmPassword didn't match.")).toBeTruthy();
  });

  it("re-checks the confirmation when the password changes", async () => {
    renderUi(<RegisterForm {...props()} />);
    change(/^Senha/, 'secret');
    change(/^Confirmar senha/, 'secret');
    expect(screen.queryByText('A senha e a confirmação de senha não conferem.')).toBeNull();
    change(/^Senha/, 'secrets');
    expect(await screen.findByText('A senha e a confirmação de senha não conferem.')).toBeTruthy();
  });

  it('shows exactly "You must agree the terms and condition" when submitted without agreeing, and raises nothing', async () => {
    const onSubmit = vi.fn();
    renderUi(<RegisterForm {...props({ onSubmit })} />, 'en');
    fillValid('en');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('You must agree the terms and condition');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('raises onSubmit with the values once the terms are agreed, and drops the notice', async () => {
    const onSubmit = vi.fn();
    renderUi(<RegisterForm {...props({ onSubmit })} />);
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await screen.findByRole('alert');
    fireEvent.click(screen.getByRole('checkbox'));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
        fullname: 'Ana Souza',
        email: 'ana@example.com',
        username: 'ana',
        password: 'secret',
        confirmPassword: 'secret',
        agree: true,
      }),
    );
  });

  it('shows the button loading while submitting', () => {
    renderUi(<RegisterForm {...props({ status: 'submitting' })} />);
    const button = screen.getByRole('button', { name: 'Aguarde...' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('form').getAttribute('data-state')).toBe('submitting');
  });

  it('shows the failure text in the alert role and the success in a status', () => {
    renderUi(<RegisterForm {...props({ status: 'failed', errorMessage: 'The login detail is incorrect' })} />, 'en');
    expect(screen.getByRole('alert').textContent).toBe('The login detail is incorrect');
    cleanup();
    renderUi(<RegisterForm {...props({ status: 'succeeded', successMessage: 'Your account has been successfully registered.' })} />, 'en');
    expect(screen.getByRole('status').textContent).toBe('Your account has been successfully registered.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('raises onBack from the back button', () => {
    const onBack = vi.fn();
    renderUi(<RegisterForm {...props({ onBack })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(onBack).toHaveBeenCalledOnce();
  });
});
