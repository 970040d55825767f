// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { App } from '../../src/App';

afterEach(cleanup);

function visit(path: string) {
  window.history.replaceState(null, '', path);
}

describe('App', () => {
  it.each(['/', '/auth'])('sends %s to /auth/login', async (path) => {
    visit(path);
    render(<App initialLanguage="ptBr" storage={null} />);
    expect(await screen.findByRole('heading', { name: 'Logar no sistema' })).toBeTruthy();
    expect(window.location.pathname).toBe('/auth/login');
  });

  it('switches the language, keeps the choice and sets <html lang>', async () => {
    visit('/auth/login');
    const stored = new Map<string, string>();
    render(<App initialLanguage="ptBr" storage={{ setItem: (key, value) => void stored.set(key, value) }} />);
    await screen.findByRole('heading', { name: 'Logar no sistema' });
    expect(document.documentElement.lang).toBe('pt-BR');
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'English' }));
    });
    expect(await screen.findByRole('heading', { name: 'Sign in to the system' })).toBeTruthy();
    expect(stored.get('language')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('starts in the stored language', async () => {
    visit('/auth/login');
    render(<App initialLanguage="en" storage={null} />);
    expect(await screen.findByRole('heading', { name: 'Sign in to the system' })).toBeTruthy();
  });

  it('shows a not-found page with a way back for an unknown path', async () => {
    visit('/nowhere');
    render(<App initialLanguage="ptBr" storage={null} />);
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeTruthy();
    expect(screen.getByText('Não encontramos a página /nowhere.')).toBeTruthy();
    act(() => {
      fireEvent.click(screen.getByRole('link', { name: 'Voltar para o login' }));
    });
    expect(await screen.findByRole('heading', { name: 'Logar no sistema' })).toBeTruthy();
    expect(window.location.pathname).toBe('/auth/login');
  });
});
