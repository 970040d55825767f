// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { SideMenu, type SideMenuProps } from '../../../src/ui/shell/SideMenu';
import { MENU_SECTIONS } from '../../../stories/shell/shellFixtures';
import { renderUi } from '../render';

afterEach(cleanup);

function props(overrides: Partial<SideMenuProps> = {}): SideMenuProps {
  return {
    sections: MENU_SECTIONS,
    activePath: '/company/company',
    state: 'expanded',
    onNavigate: vi.fn(),
    onToggleMinimize: vi.fn(),
    onHoverStart: vi.fn(),
    onHoverEnd: vi.fn(),
    ...overrides,
  };
}

describe('SideMenu', () => {
  it('marks the active entry, opens its group and shows the headings', () => {
    const { container } = renderUi(<SideMenu {...props()} />);
    const current = container.querySelectorAll('[aria-current="page"]');
    expect(current).toHaveLength(1);
    expect(current[0]?.getAttribute('href')).toBe('/company/company');
    expect(screen.getByRole('heading', { name: 'Relatórios' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeTruthy();
    expect(container.firstElementChild?.getAttribute('data-state')).toBe('expanded');
  });

  it('raises onNavigate with the page on a plain click, and lets modified clicks through', () => {
    const p = props();
    renderUi(<SideMenu {...p} />);
    fireEvent.click(screen.getByRole('link', { name: 'Cardápio' }));
    expect(p.onNavigate).toHaveBeenCalledWith('/food-menu');
    fireEvent.click(screen.getByRole('link', { name: 'Cupons' }), { ctrlKey: true });
    expect(p.onNavigate).toHaveBeenCalledTimes(1);
  });

  it('raises the toggle and the hover events', () => {
    const p = props();
    const { container } = renderUi(<SideMenu {...p} />);
    fireEvent.click(screen.getByRole('button', { name: 'Minimizar o menu' }));
    expect(p.onToggleMinimize).toHaveBeenCalledOnce();
    const root = container.firstElementChild;
    if (!root) throw new Error('no root');
    fireEvent.mouseEnter(root);
    fireEvent.mouseLeave(root);
    expect(p.onHoverStart).toHaveBeenCalledOnce();
    expect(p.onHoverEnd).toHaveBeenCalledOnce();
  });

  it('minimized: offers to expand, keeps the entries named, hides the headings', () => {
    const { container } = renderUi(<SideMenu {...props({ state: 'minimized', activePath: '/dashboard' })} />, 'en');
    expect(container.firstElementChild?.getAttribute('data-state')).toBe('minimized');
    expect(screen.getByRole('button', { name: 'Expand the menu' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Início' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('heading', { name: 'Relatórios' })).toBeNull();
  });

  it('has no toggle in the drawer', () => {
    renderUi(<SideMenu {...props({ showToggle: false })} />);
    expect(screen.queryByRole('button', { name: 'Minimizar o menu' })).toBeNull();
  });
});
