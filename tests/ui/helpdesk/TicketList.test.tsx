// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { NO_TICKET_FILTERS } from '../../../src/domain/helpdeskList';
import { TicketList } from '../../../src/ui/helpdesk/TicketList';
import type { TicketListProps } from '../../../src/ui/helpdesk/helpdeskTypes';
import { staffListProps, ticketList, ticketListProps } from '../../../stories/helpdesk/helpdeskFixtures';
import { renderUi } from '../render';
import './jsdomGaps';

afterEach(cleanup);

const props = (overrides: Partial<TicketListProps> = {}) => ticketListProps(vi.fn, overrides);
const rows = () => [...document.querySelectorAll<HTMLTableRowElement>('tbody tr[data-protocol]')];

describe('TicketList', () => {
  it('opens a row on click, Enter and Space, not on other keys', () => {
    const onOpen = vi.fn();
    renderUi(<TicketList {...props({ onOpen })} />);
    const [first, second, third] = rows();
    expect(second?.tabIndex).toBe(0);
    fireEvent.keyDown(second as HTMLElement, { key: 'Enter' });
    fireEvent.keyDown(third as HTMLElement, { key: ' ' });
    fireEvent.keyDown(first as HTMLElement, { key: 'a' });
    fireEvent.click(first as HTMLElement);
    expect(onOpen.mock.calls.map((call: unknown[]) => Reflect.get(call[0] as object, 'protocol'))).toEqual([second?.dataset.protocol, third?.dataset.protocol, first?.dataset.protocol]);
  });

  it('shows a row with its protocol, badges, requester, opened and due times in São Paulo, and Atrasado when overdue', () => {
    renderUi(<TicketList {...props()} />);
    const overdue = rows().find((row) => row.dataset.protocol === '20261125-000039') as HTMLElement;
    const cells = [...overdue.querySelectorAll('td')].map((cell) => cell.textContent);
    // The department under the subject.
    expect(cells.slice(0, 4)).toEqual(['20261125-000039', 'Repasse da semana veio menorFinanceiro', 'Em andamento', 'Alta']);
    expect(cells.at(-1)).toContain('Atrasado');
    expect(screen.queryByRole('columnheader', { name: 'Empresa' })).toBeNull();
  });

  it('sets the status filter from the counts, clears it with Todos, and toggles overdue', () => {
    const onFiltersChange = vi.fn();
    renderUi(<TicketList {...props({ onFiltersChange, filters: { ...NO_TICKET_FILTERS, statuses: ['NEW'] } })} />);
    const counts = screen.getByRole('group', { name: 'Chamados por situação' });
    expect(within(counts).getByRole('button', { name: /^Novo/ }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(counts).getByRole('button', { name: /^Em espera/ }));
    fireEvent.click(within(counts).getByRole('button', { name: /^Novo/ }));
    fireEvent.click(within(counts).getByRole('button', { name: /^Todos/ }));
    fireEvent.click(within(counts).getByRole('button', { name: /^Atrasados/ }));
    expect(onFiltersChange.mock.calls.map((call: unknown[]) => call[0])).toEqual([
      { ...NO_TICKET_FILTERS, statuses: ['ON_HOLD'] },
      NO_TICKET_FILTERS,
      NO_TICKET_FILTERS,
      { ...NO_TICKET_FILTERS, statuses: ['NEW'], overdue: true },
    ]);
  });

  it('gives staff the company and assignee columns, Meus and Sem responsável, and the targets button', () => {
    const p = staffListProps(vi.fn);
    renderUi(<TicketList {...p} />);
    expect(screen.getByRole('columnheader', { name: 'Empresa' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Meus' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sem responsável' }));
    expect(vi.mocked(p.onFiltersChange).mock.calls.map((call) => call[0].assignee)).toEqual(['me', 'none']);
    fireEvent.click(screen.getByRole('button', { name: 'Prazos de resposta' }));
    expect(p.onOpenResponseTargets).toHaveBeenCalled();
  });

  it('tells an empty list from one its filters empty', () => {
    renderUi(<TicketList {...props({ list: ticketList({ rows: [], totalCount: 0 }) })} />);
    expect(screen.getByText(/Nenhum chamado ainda/)).toBeTruthy();
    cleanup();
    renderUi(<TicketList {...props({ list: ticketList({ rows: [], totalCount: 0, searchText: 'x' }) })} />);
    expect(screen.getByText('Nenhum chamado com estes filtros ou esta busca.')).toBeTruthy();
  });

  it('shows a failed load with Retry', () => {
    const onRetry = vi.fn();
    renderUi(<TicketList {...props({ onRetry, list: ticketList({ status: 'failed', rows: [], loadError: { statusCode: 0 } }) })} />);
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Tentar novamente' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
