// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { App } from '../../src/App';
import { createAppServices } from '../../src/routes/services';

afterEach(cleanup);

const config = { apiBaseUrl: 'http://api.test/api', callCenterBaseUrl: 'http://api.test/api', mapStyleUrl: null, firebase: null };

/** The server as the app sees it: no admin style configured; a print link without a token refused; every other call refused. */
async function fakeServer(request: Request): Promise<Response> {
  if (request.url.includes('/v2/setting/app/admin/styles')) return Response.json({ adminStyle: null });
  if (request.url.includes('/v2/public/orders/print')) {
    return Response.json({ statusCode: 403, error: 'Forbidden', message: 'no print link', code: 'invalid_print_link' }, { status: 403 });
  }
  return Response.json({ statusCode: 401, error: 'Unauthorized', message: 'no' }, { status: 401 });
}

function renderApp(path: string, language: 'ptBr' | 'en' = 'ptBr', storage: Pick<Storage, 'setItem'> | null = null) {
  window.history.replaceState(null, '', path);
  const services = createAppServices(config, null, { fetch: fakeServer });
  return render(<App initialLanguage={language} storage={storage} services={services} />);
}

describe('App', () => {
  it.each(['/', '/auth', '/dashboard'])('sends a signed-out visitor of %s to /auth/login', async (path) => {
    renderApp(path);
    // The first file to render the app pays for its modules' first load: a loaded machine needs longer.
    expect(await screen.findByRole('heading', { name: 'Logar no sistema' }, { timeout: 15000 })).toBeTruthy();
    expect(window.location.pathname).toBe('/auth/login');
  }, 20000);

  it('switches the language, keeps the choice and sets <html lang>', async () => {
    const stored = new Map<string, string>();
    renderApp('/auth/login', 'ptBr', { setItem: (key, value) => void stored.set(key, value) });
    await screen.findByRole('heading', { name: 'Logar no sistema' }, { timeout: 5000 });
    expect(document.documentElement.lang).toBe('pt-BR');
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'English' }));
    });
    expect(await screen.findByRole('heading', { name: 'Sign in to the system' }, { timeout: 5000 })).toBeTruthy();
    expect(stored.get('language')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('starts in the stored language', async () => {
    renderApp('/auth/login', 'en');
    expect(await screen.findByRole('heading', { name: 'Sign in to the system' }, { timeout: 5000 })).toBeTruthy();
  });

  it('applies the default admin style to the tab when none is configured', async () => {
    renderApp('/auth/login');
    await screen.findByRole('heading', { name: 'Logar no sistema' }, { timeout: 5000 });
    await vi.waitFor(() => expect(document.title).toBe('Back-office Delivery'));
  });

  it('sends a signed-out visitor of an unknown path to /error/403 (outside the layout)', async () => {
    renderApp('/nowhere');
    expect(await screen.findByRole('heading', { name: '403... Acesso negado' }, { timeout: 5000 })).toBeTruthy();
    expect(window.location.pathname).toBe('/error/403');
  });

  it('sends a signed-out visitor of a guarded route to sign-in with the way back', async () => {
    renderApp('/adm/roles');
    expect(await screen.findByRole('heading', { name: 'Logar no sistema' }, { timeout: 5000 })).toBeTruthy();
    expect(window.location.pathname).toBe('/auth/login');
    expect(new URLSearchParams(window.location.search).get('next')).toBe('/adm/roles');
  });

  it('shows a public page of this release to a signed-out visitor, on the blank layout', async () => {
    renderApp('/shopping-cart/restaurant/print');
    expect(await screen.findByRole('heading', { name: 'Link de impressão inválido ou expirado.' }, { timeout: 5000 })).toBeTruthy();
    expect(window.location.pathname).toBe('/shopping-cart/restaurant/print');
  });

  it('shows the access-denied page at /error/403 in both languages', async () => {
    renderApp('/error/403');
    expect(await screen.findByRole('heading', { name: '403... Acesso negado' }, { timeout: 5000 })).toBeTruthy();
    cleanup();
    renderApp('/error/403', 'en');
    expect(await screen.findByRole('heading', { name: '403... Access denied' }, { timeout: 5000 })).toBeTruthy();
  });

  it('shows a sample error variant with the default code 404', async () => {
    renderApp('/error/error-v3');
    await screen.findByRole('main', undefined, { timeout: 5000 });
    expect(document.querySelector('main')?.getAttribute('data-state')).toBe('error-404');
  });
});
