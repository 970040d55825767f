// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { SignedInHome } from '../../src/ui/auth/SignedInHome';
import { renderUi } from './render';

afterEach(cleanup);

describe('SignedInHome', () => {
  it('says who is signed in for which company and raises onSignOut', () => {
    const onSignOut = vi.fn();
    renderUi(<SignedInHome fullname="Ana Souza" companyName="Pizzaria Bella" onSignOut={onSignOut} />, 'en');
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByText('Signed in as Ana Souza')).toBeTruthy();
    expect(screen.getByText('Company: Pizzaria Bella')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Language' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it('says no company is linked, in Portuguese', () => {
    renderUi(<SignedInHome fullname="Ana Souza" companyName={null} onSignOut={() => undefined} />);
    expect(screen.getByText('Conectado como Ana Souza')).toBeTruthy();
    expect(screen.getByText('Nenhuma empresa vinculada')).toBeTruthy();
  });

  it('shows the sign-out loading while signing out', () => {
    renderUi(<SignedInHome fullname="Ana Souza" signingOut onSignOut={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Aguarde...' }).hasAttribute('disabled')).toBe(true);
  });
});
