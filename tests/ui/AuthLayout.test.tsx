// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { AuthLayout, DEFAULT_AUTH_BACKGROUND_URL } from '../../src/ui/auth/AuthLayout';
import { renderUi } from './render';

afterEach(cleanup);

describe('AuthLayout', () => {
  it('puts the form in main, with the background, product name, language switch and footer title', () => {
    const { container } = renderUi(
      <AuthLayout backgroundUrl="/settings/login.png" footerTitle="2026 © Entregas">
        <p>the form</p>
      </AuthLayout>,
    );
    expect(screen.getByRole('main').textContent).toBe('the form');
    expect(container.querySelector('img[src="/settings/login.png"]')).toBeTruthy();
    expect(screen.getByText('Back-office Delivery')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Idioma' })).toBeTruthy();
    expect(screen.getByRole('contentinfo').textContent).toBe('2026 © Entregas');
  });

  it('uses the shipped illustration by default', () => {
    const { container } = renderUi(<AuthLayout>form</AuthLayout>);
    expect(container.querySelector(`img[src="${DEFAULT_AUTH_BACKGROUND_URL}"]`)).toBeTruthy();
  });

  it('raises onLanguageChange when another language is picked', () => {
    const onLanguageChange = vi.fn();
    renderUi(<AuthLayout onLanguageChange={onLanguageChange}>form</AuthLayout>);
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(onLanguageChange).toHaveBeenCalledExactlyOnceWith('en');
  });

  it("switches the provider's language when no handler is given", async () => {
    renderUi(<AuthLayout>form</AuthLayout>);
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('group', { name: 'Language' })).toBeTruthy();
  });
});
