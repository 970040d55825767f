// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { AuthPlaceholder, type AuthPlaceholderProps } from '../../src/ui/AuthPlaceholder';
import { system } from '../../src/ui/theme';

afterEach(cleanup);

function renderWithTheme(ui: ReactElement) {
  return render(<ChakraProvider value={system}>{ui}</ChakraProvider>);
}

const ptBrProps: AuthPlaceholderProps = {
  productName: 'Back-office Delivery',
  title: 'Logar no sistema',
  message: 'O formulário de acesso chega em breve.',
  language: 'ptBr',
  languageLabel: 'Idioma',
  languageOptions: { ptBr: 'Português', en: 'English' },
  onLanguageChange: () => undefined,
};

describe('AuthPlaceholder', () => {
  it('renders a main landmark with the heading, the product and a labelled language switch', () => {
    renderWithTheme(<AuthPlaceholder {...ptBrProps} />);
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Logar no sistema' })).toBeTruthy();
    expect(screen.getByText('Back-office Delivery')).toBeTruthy();
    const group = screen.getByRole('group', { name: 'Idioma' });
    expect(group).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Português' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('raises onLanguageChange with en when English is picked', () => {
    const onLanguageChange = vi.fn();
    renderWithTheme(<AuthPlaceholder {...ptBrProps} onLanguageChange={onLanguageChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(onLanguageChange).toHaveBeenCalledExactlyOnceWith('en');
  });

  it('raises nothing when the language in use is picked again', () => {
    const onLanguageChange = vi.fn();
    renderWithTheme(<AuthPlaceholder {...ptBrProps} onLanguageChange={onLanguageChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Português' }));
    expect(onLanguageChange).not.toHaveBeenCalled();
  });

  it('shows English pressed when English is in use', () => {
    renderWithTheme(
      <AuthPlaceholder {...ptBrProps} language="en" title="Sign in to the system" languageLabel="Language" />,
    );
    expect(screen.getByRole('heading', { name: 'Sign in to the system' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Language' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
  });
});
