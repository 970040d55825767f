// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Dashboard } from '../../../src/ui/dashboard/Dashboard';
import { renderUi } from '../render';

afterEach(cleanup);

const modules = [
  { page: '/helpdesk/tickets', title: 'Chamados', icon: 'help' },
  { page: '/partners/licenses', title: 'Licenças', icon: 'handshake', section: 'Parceiros' },
];

describe('Dashboard', () => {
  it('greets the user by name with the company and links each module', () => {
    const onNavigate = vi.fn();
    renderUi(<Dashboard fullname="Paulo Parceiro" companyName="Entregas Parceiras" modules={modules} onNavigate={onNavigate} />);
    expect(screen.getByRole('heading', { name: 'Olá, Paulo Parceiro' })).toBeTruthy();
    expect(screen.getByText('Empresa: Entregas Parceiras')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Licenças Parceiros' });
    expect(link.getAttribute('href')).toBe('/partners/licenses');
    fireEvent.click(link);
    expect(onNavigate).toHaveBeenCalledWith('/partners/licenses');
  });

  it('leaves a modified click to the browser (new tab)', () => {
    const onNavigate = vi.fn();
    renderUi(<Dashboard fullname="Ana" modules={modules} onNavigate={onNavigate} />);
    fireEvent.click(screen.getByRole('link', { name: 'Chamados' }), { ctrlKey: true });
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('says when no company is linked and when no module is open, in English too', () => {
    renderUi(<Dashboard fullname="Raquel Root" companyName={null} modules={[]} onNavigate={vi.fn()} />, 'en');
    expect(screen.getByRole('heading', { name: 'Hello, Raquel Root' })).toBeTruthy();
    expect(screen.getByText('No company linked')).toBeTruthy();
    expect(screen.getByText('No module is open to your user. Contact the administrator.')).toBeTruthy();
    expect(screen.queryAllByRole('link')).toEqual([]);
  });

  it('shows the switch where it is given', () => {
    renderUi(<Dashboard fullname="Ana" modules={[]} onNavigate={vi.fn()} switchSlot={<span>Estabelecimento aberto</span>} />);
    expect(screen.getByText('Estabelecimento aberto')).toBeTruthy();
  });
});
