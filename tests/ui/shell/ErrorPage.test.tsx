// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { i18nObject } from '../../../src/i18n/i18n-util';
import { loadAllLocales } from '../../../src/i18n/i18n-util.sync';
import { ErrorPage } from '../../../src/ui/errors/ErrorPage';
import { errorPageContent } from '../../../src/ui/errors/errorContent';
import { renderUi } from '../render';

loadAllLocales();
const LL = { ptBr: i18nObject('pt-BR'), en: i18nObject('en') } as const;

afterEach(cleanup);

describe('errorPageContent', () => {
  it('error/403 is variant 6, code 403, access denied, in both languages', () => {
    expect(errorPageContent('error/403', LL.ptBr)).toMatchObject({ variant: 6, code: 403, title: '403... Acesso negado' });
    expect(errorPageContent('error/403', LL.ptBr).description).toMatch(/permissão.*administrador/);
    expect(errorPageContent('403', LL.en)).toMatchObject({ variant: 6, code: 403, title: '403... Access denied' });
    expect(errorPageContent('403', LL.en).description).toMatch(/permission.*administrator/);
  });

  it('error-v1..v6 give their variant and the default code 404; anything else is v1', () => {
    for (const variant of [1, 2, 3, 4, 5, 6] as const) {
      expect(errorPageContent(`error-v${variant}`, LL.en)).toMatchObject({ variant, code: 404 });
    }
    expect(errorPageContent('error/error-v4', LL.en).subtitle).toBe('Nothing left to do here');
    expect(errorPageContent('whatever', LL.ptBr)).toMatchObject({ variant: 1, code: 404 });
  });
});

describe('ErrorPage', () => {
  it('the 403 page in Portuguese', () => {
    const { container } = renderUi(<ErrorPage {...errorPageContent('error/403', LL.ptBr)} homeHref="/dashboard" />);
    expect(screen.getByRole('heading', { level: 1, name: '403... Acesso negado' })).toBeTruthy();
    expect(screen.getByText(/Entre em contato com o administrador/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar para o início' }).getAttribute('href')).toBe('/dashboard');
    expect(container.querySelector('[data-state="error-403"]')?.getAttribute('data-variant')).toBe('6');
  });

  it('the 403 page in English', () => {
    renderUi(<ErrorPage {...errorPageContent('error/403', LL.en)} />, 'en');
    expect(screen.getByRole('heading', { level: 1, name: '403... Access denied' })).toBeTruthy();
    expect(screen.getByText(/contact the system administrator/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  it('error-v1 in both languages', () => {
    renderUi(<ErrorPage {...errorPageContent('error-v1', LL.en)} />, 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'OOPS! Something went wrong here' })).toBeTruthy();
    expect(screen.getByText("Sorry we can't seem to find the page you're looking for.")).toBeTruthy();
    expect(screen.getByText('Error 404')).toBeTruthy();
    cleanup();
    renderUi(<ErrorPage {...errorPageContent('error-v1', LL.ptBr)} />);
    expect(screen.getByRole('heading', { level: 1, name: 'OPA! Algo deu errado aqui' })).toBeTruthy();
    expect(screen.getByText('Desculpe, não conseguimos encontrar a página que você procura.')).toBeTruthy();
  });

  it('error-v4 says nothing is left to do, in Portuguese', () => {
    const { container } = renderUi(<ErrorPage {...errorPageContent('error-v4', LL.ptBr)} />);
    expect(screen.getByText('Nada mais a fazer aqui')).toBeTruthy();
    expect(container.querySelector('[data-variant="4"]')).toBeTruthy();
  });
});
