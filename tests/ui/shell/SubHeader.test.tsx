// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { SubHeader } from '../../../src/ui/shell/SubHeader';
import { CRUMBS } from '../../../stories/shell/shellFixtures';
import { renderUi } from '../render';

afterEach(cleanup);

describe('SubHeader', () => {
  it('shows the title and breadcrumbs, and no scroll-to-top at the top', () => {
    const onNavigate = vi.fn();
    renderUi(<SubHeader title="Empresas" breadcrumbs={CRUMBS} showScrollTop={false} onScrollTop={vi.fn()} onNavigate={onNavigate} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Empresas' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Trilha de navegação' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Voltar ao topo' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Início' }));
    expect(onNavigate).toHaveBeenCalledWith('/dashboard');
  });

  it('lists each crumb as an item of its own, separators between them and no list item inside another', () => {
    const { container } = renderUi(
      <SubHeader title="Empresas" breadcrumbs={CRUMBS} showScrollTop={false} onScrollTop={vi.fn()} onNavigate={vi.fn()} />,
    );
    const list = screen.getByRole('navigation', { name: 'Trilha de navegação' }).querySelector('ol');
    expect(list).not.toBeNull();
    expect(container.querySelectorAll('li li')).toHaveLength(0);
    // Three crumbs: three items and the two separators between them, all children of the list.
    const children = [...(list?.children ?? [])];
    expect(children.map((child) => child.tagName)).toEqual(['LI', 'LI', 'LI', 'LI', 'LI']);
    expect(children.map((child) => child.getAttribute('aria-hidden'))).toEqual([null, 'true', null, 'true', null]);
    expect(children[4]?.textContent).toBe('Empresas');
  });

  it('shows the scroll-to-top when asked and raises onScrollTop', () => {
    const onScrollTop = vi.fn();
    renderUi(<SubHeader title="Companies" breadcrumbs={[]} showScrollTop onScrollTop={onScrollTop} onNavigate={vi.fn()} />, 'en');
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(onScrollTop).toHaveBeenCalledOnce();
    expect(screen.queryByRole('navigation', { name: 'Breadcrumbs' })).toBeNull();
  });
});
