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

  it('shows the scroll-to-top when asked and raises onScrollTop', () => {
    const onScrollTop = vi.fn();
    renderUi(<SubHeader title="Companies" breadcrumbs={[]} showScrollTop onScrollTop={onScrollTop} onNavigate={vi.fn()} />, 'en');
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(onScrollTop).toHaveBeenCalledOnce();
    expect(screen.queryByRole('navigation', { name: 'Breadcrumbs' })).toBeNull();
  });
});
