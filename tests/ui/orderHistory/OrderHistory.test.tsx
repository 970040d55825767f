// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { NO_ORDER_FILTERS } from '../../../src/domain/orderHistory';
import { OrderHistory, type OrderHistoryProps } from '../../../src/ui/orderHistory/OrderHistory';
import { exportProps, historyList, historyProps, HISTORY_ROWS } from '../../../stories/orderHistory/orderHistoryFixtures';
import { inUi, renderUi } from '../render';

afterEach(cleanup);

function props(overrides: Partial<OrderHistoryProps> = {}): OrderHistoryProps {
  return historyProps(vi.fn, overrides);
}

const bodyRows = () => [...document.querySelectorAll<HTMLTableRowElement>('tbody tr[data-order]')];
const cellsOf = (row: HTMLTableRowElement | undefined) => [...(row?.querySelectorAll('td') ?? [])].map((cell) => cell.textContent);

describe('OrderHistory', () => {
  it('shows each order with its number, day and time in São Paulo, customer, status, payment, fulfilment, rider and total in reais', () => {
    renderUi(<OrderHistory {...props()} />);
    expect(bodyRows()).toHaveLength(10);
    // #130: placed 14:50 UTC on 12 March 2025 (11:50 in São Paulo), settled, app card, R$ 89,00.
    expect(cellsOf(bodyRows()[0])).toEqual(['130', '12/03/2025 11:50', 'Bruno Lima', 'Finalizado', 'Cartão no app', 'Entrega', 'Beatriz Dias', 'R$\u00a089,00']);
    expect(screen.queryByRole('columnheader', { name: 'Empresa' })).toBeNull();
  });

  it('shows staff the company of each order', () => {
    renderUi(<OrderHistory {...props({ staff: true, companies: { status: 'ready', options: [{ id: 'c-cantina', name: 'Cantina da Nonna' }] } })} />);
    expect(screen.getByRole('columnheader', { name: 'Empresa' })).toBeTruthy();
    expect(cellsOf(bodyRows()[0])[2]).toBe('Cantina da Nonna');
  });

  it('sorts by the time placed and the total, saying which way', () => {
    const onSort = vi.fn();
    renderUi(<OrderHistory {...props({ onSort })} />);
    const placed = screen.getByRole('columnheader', { name: /Feito em/ });
    expect(placed.getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('columnheader', { name: /Total/ }).getAttribute('aria-sort')).toBe('none');
    fireEvent.click(within(screen.getByRole('columnheader', { name: /Total/ })).getByRole('button'));
    fireEvent.click(within(placed).getByRole('button'));
    expect(onSort.mock.calls).toEqual([['total'], ['placedAt']]);
  });

  it('opens a row on click, Enter and Space, and marks the one open', () => {
    const onOpen = vi.fn();
    renderUi(<OrderHistory {...props({ onOpen, selectedId: HISTORY_ROWS[2]?._id ?? null })} />);
    const rows = bodyRows();
    expect(rows.map((row) => row.getAttribute('aria-current'))).toEqual([null, null, 'true', null, null, null, null, null, null, null]);
    expect(rows[1]?.tabIndex).toBe(0);
    fireEvent.click(rows[0] as HTMLElement);
    fireEvent.keyDown(rows[1] as HTMLElement, { key: 'Enter' });
    fireEvent.keyDown(rows[3] as HTMLElement, { key: ' ' });
    fireEvent.keyDown(rows[4] as HTMLElement, { key: 'a' });
    expect(onOpen.mock.calls.map((call: unknown[]) => Reflect.get(call[0] as object, 'number'))).toEqual([130, 131, 125]);
  });

  it('sets the last 7 days of São Paulo with one click, and the payment and fulfilment chosen', () => {
    const onFiltersChange = vi.fn();
    renderUi(<OrderHistory {...props({ onFiltersChange })} />);
    // NOW is 12 March 2025, 12:30 in São Paulo.
    fireEvent.click(screen.getByRole('button', { name: 'Últimos 7 dias' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ontem' }));
    fireEvent.change(screen.getByLabelText('Pagamento'), { target: { value: 'PIX' } });
    fireEvent.change(screen.getByLabelText('Entrega ou retirada'), { target: { value: 'pickup' } });
    fireEvent.change(screen.getByLabelText('De'), { target: { value: '2025-03-01' } });
    expect(onFiltersChange.mock.calls).toEqual([
      [{ ...NO_ORDER_FILTERS, from: '2025-03-06', to: '2025-03-12' }],
      [{ ...NO_ORDER_FILTERS, from: '2025-03-11', to: '2025-03-11' }],
      [{ ...NO_ORDER_FILTERS, paymentType: 'PIX' }],
      [{ ...NO_ORDER_FILTERS, fulfilment: 'pickup' }],
      [{ ...NO_ORDER_FILTERS, from: '2025-03-01' }],
    ]);
  });

  it('marks the preset the dates match, and clears every filter', () => {
    const onFiltersChange = vi.fn();
    renderUi(<OrderHistory {...props({ onFiltersChange, filters: { ...NO_ORDER_FILTERS, from: '2025-03-06', to: '2025-03-12', riderId: 'r-2' } })} />);
    expect(screen.getByRole('button', { name: 'Últimos 7 dias' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Hoje' }).getAttribute('aria-pressed')).toBe('false');
    expect((screen.getByLabelText('Entregador') as HTMLSelectElement).value).toBe('r-2');
    fireEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(onFiltersChange).toHaveBeenCalledWith(NO_ORDER_FILTERS);
  });

  it('lets staff choose a company, which drops the rider of another one; the rider filter waits for a company', () => {
    const onFiltersChange = vi.fn();
    renderUi(
      <OrderHistory
        {...props({
          onFiltersChange,
          staff: true,
          filters: { ...NO_ORDER_FILTERS, riderId: 'r-1' },
          companies: { status: 'ready', options: [{ id: 'c-cantina', name: 'Cantina da Nonna' }, { id: 'c-sushi', name: 'Sushi Kenzo' }] },
          riders: { status: 'none', options: [] },
        })}
      />,
    );
    expect((screen.getByLabelText('Entregador') as HTMLSelectElement).disabled).toBe(true);
    expect(screen.getByText('Escolha uma empresa para filtrar por entregador')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Empresa'), { target: { value: 'c-sushi' } });
    expect(onFiltersChange).toHaveBeenCalledWith({ ...NO_ORDER_FILTERS, companyId: 'c-sushi', riderId: null });
  });

  it('says the riders could not be read', () => {
    renderUi(<OrderHistory {...props({ riders: { status: 'failed', options: [] } })} />);
    expect((screen.getByLabelText('Entregador') as HTMLSelectElement).disabled).toBe(true);
    expect(screen.getByText('Não foi possível carregar os entregadores')).toBeTruthy();
  });

  it('waits for the first page, says when nothing matches, and offers Retry when the load failed', () => {
    const onRetry = vi.fn();
    const { rerender } = renderUi(<OrderHistory {...props({ list: historyList({ status: 'initial', rows: [], totalCount: 0 }) })} />);
    expect(screen.getByText('Aguarde....')).toBeTruthy();
    rerender(inUi(<OrderHistory {...props({ list: historyList({ rows: [], totalCount: 0 }) })} />));
    expect(screen.getByText('Nenhum registro encontrado')).toBeTruthy();
    cleanup();
    renderUi(<OrderHistory {...props({ onRetry, list: historyList({ status: 'failed', loadError: { statusCode: 0, code: 'network' } }) })} />);
    expect(screen.getByRole('alert').textContent).toContain('Não foi possível carregar a lista.');
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    // The rows already shown stay.
    expect(bodyRows()).toHaveLength(10);
  });

  it('exports with a progress bar of the rows received and Cancel, then says where the file went', () => {
    const onExport = vi.fn();
    const onCancel = vi.fn();
    const { rerender } = renderUi(<OrderHistory {...props({ exporting: exportProps(vi.fn, { onExport }) })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(onExport).toHaveBeenCalledTimes(1);
    expect(onExport).toHaveBeenLastCalledWith('csv');
    rerender(inUi(<OrderHistory {...props({ exporting: exportProps(vi.fn, { status: 'exporting', rows: 93, total: 248, onCancel }) })} />));
    expect(screen.queryByRole('button', { name: 'Exportar CSV' })).toBeNull();
    expect(screen.getByText('Exportando 93 de 248 pedidos…')).toBeTruthy();
    // 93 of 248 is 37.5 %: the bar shows 38.
    expect(document.querySelector('[data-part="export-progress"] [role="progressbar"]')?.getAttribute('aria-valuenow')).toBe('38');
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    rerender(inUi(<OrderHistory {...props({ exporting: exportProps(vi.fn, { status: 'saved', rows: 248, fileName: 'pedidos-2025-03-06-2025-03-12.csv' }) })} />));
    expect(screen.getByText('248 pedidos exportados em pedidos-2025-03-06-2025-03-12.csv.')).toBeTruthy();
  });

  it('exports more orders than the list counts with the rows so far under a moving bar', () => {
    // The list's count stops at 1,000: the export may hold more, so no share of it is shown.
    renderUi(<OrderHistory {...props({ exporting: exportProps(vi.fn, { status: 'exporting', rows: 4210, total: 1000 }) })} />);
    expect(screen.getByText('Exportando pedidos… 4210 até agora')).toBeTruthy();
    expect(document.querySelector('[data-part="export-progress"] [role="progressbar"]')?.hasAttribute('aria-valuenow')).toBe(false);
  });

  it('exports XLSX with the bytes received, then names the spreadsheet and its size', () => {
    const onExport = vi.fn();
    const { rerender } = renderUi(<OrderHistory {...props({ exporting: exportProps(vi.fn, { onExport }) })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Exportar XLSX' }));
    expect(onExport).toHaveBeenCalledTimes(1);
    expect(onExport).toHaveBeenLastCalledWith('xlsx');
    rerender(inUi(<OrderHistory {...props({ exporting: exportProps(vi.fn, { status: 'exporting', format: 'xlsx', bytes: 12_400_000, total: 248 }) })} />));
    expect(screen.getByText('Exportando pedidos para a planilha… 12,4 MB recebidos')).toBeTruthy();
    expect(document.querySelector('[data-part="export-progress"] [role="progressbar"]')?.hasAttribute('aria-valuenow')).toBe(false);
    rerender(inUi(<OrderHistory {...props({ exporting: exportProps(vi.fn, { status: 'saved', format: 'xlsx', bytes: 850_000, fileName: 'pedidos-2025-03-06-2025-03-12.xlsx' }) })} />));
    expect(screen.getByText('Planilha salva em pedidos-2025-03-06-2025-03-12.xlsx (850 kB).')).toBeTruthy();
    // Try again after a failure asks for the same format.
    rerender(inUi(<OrderHistory {...props({ exporting: exportProps(vi.fn, { status: 'failed', format: 'xlsx', failure: { statusCode: 500 }, onExport }) })} />));
    fireEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(onExport).toHaveBeenCalledTimes(2);
    expect(onExport).toHaveBeenLastCalledWith('xlsx');
  });

  it('offers no export of an empty list', () => {
    renderUi(<OrderHistory {...props({ exporting: exportProps(vi.fn, { disabled: true, total: 0 }) })} />);
    expect((screen.getByRole('button', { name: 'Exportar CSV' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Exportar XLSX' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
