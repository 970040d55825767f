// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { DEFAULT_AVATAR_URL, TopBar } from '../../../src/ui/shell/TopBar';
import { renderUi } from '../render';

// jsdom has no ResizeObserver; the menu's positioner watches its trigger with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

afterEach(cleanup);

describe('TopBar', () => {
  it('shows the default avatar when the user has no picture', () => {
    const { container } = renderUi(<TopBar fullname="Ana Souza" picture={null} onSignOut={vi.fn()} onOpenQuickPanel={vi.fn()} />);
    expect(container.querySelector('[data-part="avatar"]')?.getAttribute('src')).toBe(DEFAULT_AVATAR_URL);
  });

  it("shows the user's picture when there is one", () => {
    const { container } = renderUi(<TopBar fullname="Ana Souza" picture="https://cdn.example.com/ana.png" onSignOut={vi.fn()} onOpenQuickPanel={vi.fn()} />);
    expect(container.querySelector('[data-part="avatar"]')?.getAttribute('src')).toBe('https://cdn.example.com/ana.png');
  });

  it('the user menu shows name and company and raises onSignOut', async () => {
    const onSignOut = vi.fn();
    renderUi(<TopBar fullname="Ana Souza" companyName="Pizzaria Bella" onSignOut={onSignOut} onOpenQuickPanel={vi.fn()} defaultUserMenuOpen />, 'en');
    expect(await screen.findByText('Pizzaria Bella')).toBeTruthy();
    expect(screen.getByRole('group', { name: /Ana Souza/ }).querySelector('[data-part="menu-avatar"]')?.getAttribute('src')).toBe(DEFAULT_AVATAR_URL);
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toBeTruthy();
    // The menu selects its highlighted item: ArrowUp from no highlight goes to the last one, sign-out.
    const menu = screen.getByRole('menu');
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Sign out' }).hasAttribute('data-highlighted')).toBe(true));
    fireEvent.keyDown(menu, { key: 'Enter' });
    await waitFor(() => expect(onSignOut).toHaveBeenCalledOnce());
  });

  it('offers the language in the user menu (for phones, where the switch does not fit)', async () => {
    const onLanguageChange = vi.fn();
    renderUi(<TopBar fullname="Ana Souza" onSignOut={vi.fn()} onOpenQuickPanel={vi.fn()} onLanguageChange={onLanguageChange} defaultUserMenuOpen />);
    const english = await screen.findByRole('menuitemradio', { name: 'English' });
    expect(screen.getByRole('menuitemradio', { name: 'Português' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(english);
    await waitFor(() => expect(onLanguageChange).toHaveBeenCalledWith('en'));
  });

  it('raises onOpenQuickPanel and renders the switch slot', () => {
    const onOpenQuickPanel = vi.fn();
    renderUi(<TopBar fullname="Ana Souza" onSignOut={vi.fn()} onOpenQuickPanel={onOpenQuickPanel} switchSlot={<span>switch here</span>} />);
    fireEvent.click(screen.getByRole('button', { name: 'Abrir o painel rápido' }));
    expect(onOpenQuickPanel).toHaveBeenCalledOnce();
    expect(screen.getByText('switch here')).toBeTruthy();
  });
});
