// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { LateOrdersReportView } from '../../../src/ui/orderReports/LateOrdersReportView';
import { NewOrdersReportView } from '../../../src/ui/orderReports/NewOrdersReportView';
import type { OrderTotalsChartProps } from '../../../src/ui/orderReports/orderReportTypes';
import { OrderTotalsReportView } from '../../../src/ui/orderReports/OrderTotalsReportView';
import { CANTINA_TOTALS, EMPTY_TOTALS, lateOrdersProps, newOrdersProps, totalsProps } from '../../../stories/orderReports/orderReportFixtures';
import { renderUi } from '../render';

afterEach(cleanup);

/** The texts of a table's body, row by row. */
function rows(table: HTMLElement): string[][] {
  return [...table.querySelectorAll('tbody tr')].map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? ''));
}

/** Stands in for the canvas chart (jsdom draws no canvas): what it was given. */
const charted: { props: OrderTotalsChartProps | null } = { props: null };
/** What the chart was last given. */
function chartProps(): OrderTotalsChartProps {
  if (!charted.props) throw new Error('no chart drawn');
  return charted.props;
}
function FakeChart(props: OrderTotalsChartProps) {
  charted.props = props;
  return <div data-part="fake-chart" />;
}

describe('NewOrdersReportView', () => {
  it("shows each company's day with acceptance times as minutes:seconds, and the waiting orders with how long they waited", () => {
    renderUi(<NewOrdersReportView {...newOrdersProps(vi.fn)} />);
    expect(screen.getByText('Pedidos feitos hoje, 12/03/2025.')).toBeTruthy();
    // 95 s is 1:35, 245 s is 4:05; none accepted says so.
    expect(rows(screen.getByRole('table', { name: 'Por estabelecimento' }))).toEqual([
      ['Cantina da Nonna', '18', '2', '14', '2', '1:35', '4:05'],
      ['Mercado Bom Preço', '1', '1', '0', '0', 'sem aceite', 'sem aceite'],
    ]);
    // The orders waiting (2 and 1) stand out in badges; the other counts are plain.
    expect([...screen.getByRole('table', { name: 'Por estabelecimento' }).querySelectorAll('.chakra-badge')].map((badge) => badge.textContent)).toEqual(['2', '1']);
    // At 12:30: #125 placed at 12:23:30 has waited 6 min, #124 placed at 12:25 5 min (staff, every company: the company shows).
    expect(rows(screen.getByRole('table', { name: 'Aguardando aceite agora (2)' }))).toEqual([
      ['#125', 'Cantina da Nonna', 'Diego Martins', '12:23', '6 min', 'R$\u00a027,90'],
      ['#124', 'Cantina da Nonna', 'Ana Paula Souza', '12:25', '5 min', 'R$\u00a045,90'],
    ]);
    expect(screen.getByText('Atualizado às 12:30 · Atualiza sozinho a cada 30 segundos.')).toBeTruthy();
  });

  it('refreshes when asked, and says a failure with Try again', () => {
    const props = newOrdersProps(vi.fn, { status: 'failed', report: null, failure: { statusCode: 403, code: 'forbidden' } });
    renderUi(<NewOrdersReportView {...props} />);
    expect(screen.getByRole('alert').textContent).toContain('Você não tem permissão para ver os relatórios de pedidos destes estabelecimentos.');
    fireEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(props.onRefresh).toHaveBeenCalledTimes(2);
  });

  it('says loading on the first read', () => {
    renderUi(<NewOrdersReportView {...newOrdersProps(vi.fn, { status: 'loading', report: null })} />);
    expect(screen.getByRole('status').textContent).toBe('Carregando o relatório...');
  });

  it('sends the company chosen in the filter, and every company as null', () => {
    const props = newOrdersProps(vi.fn);
    renderUi(<NewOrdersReportView {...props} />);
    const filter = screen.getByLabelText('Estabelecimento');
    fireEvent.change(filter, { target: { value: 'c-mercado' } });
    fireEvent.change(filter, { target: { value: '' } });
    expect(props.companyFilter?.onCompany).toHaveBeenNthCalledWith(1, 'c-mercado');
    expect(props.companyFilter?.onCompany).toHaveBeenNthCalledWith(2, null);
  });
});

describe('LateOrdersReportView', () => {
  it('lists the late orders with how late each is, and opens on the board only those the user may open', () => {
    const opened: string[] = [];
    const props = lateOrdersProps(vi.fn, { openerOf: (order) => (order.companyType === 'restaurant' ? () => opened.push(order._id) : null) });
    renderUi(<LateOrdersReportView {...props} />);
    expect(rows(screen.getByRole('table', { name: 'Por estabelecimento' }))).toEqual([
      ['Cantina da Nonna', '6', '2'],
      ['Mercado Bom Preço', '1', '1'],
    ]);
    expect([...screen.getByRole('table', { name: 'Por estabelecimento' }).querySelectorAll('.chakra-badge')].map((badge) => badge.textContent)).toEqual(['2', '1']);
    // At 12:30: #88 was to be ready at 12:05, #120 at 12:24; #115 went on its way at 12:10.
    expect(rows(screen.getByRole('table', { name: 'Pedidos atrasados agora (3)' }))).toEqual([
      ['#88', 'Mercado Bom Preço', 'Lúcia Prado', 'Em separação', '25 min além do horário de pronto'],
      ['#120', 'Cantina da Nonna', 'Elisa Rocha', 'Em preparo', '6 min além do horário de pronto'],
      ['#115', 'Cantina da Nonna', 'Heitor Alves', 'Em rota de entrega', 'a caminho há 20 min'],
    ]);
    expect(screen.queryByRole('button', { name: 'Abrir o pedido #88 no quadro' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Abrir o pedido #120 no quadro' }));
    // A click anywhere on the row opens it too; the supermarket's row does nothing.
    fireEvent.click(screen.getByText('Heitor Alves'));
    fireEvent.click(screen.getByText('Lúcia Prado'));
    expect(opened).toEqual(['o-120', 'o-115']);
  });

  it('says when nothing is late', () => {
    const props = lateOrdersProps(vi.fn);
    renderUi(<LateOrdersReportView {...props} report={props.report && { ...props.report, orders: [] }} />);
    expect(screen.getByText('Nenhum pedido atrasado agora.')).toBeTruthy();
  });
});

describe('OrderTotalsReportView', () => {
  it('shows the range in all, in reais and as a percentage, the chart of days and payment types, and the tables', () => {
    charted.props = null;
    renderUi(<OrderTotalsReportView {...totalsProps(vi.fn)} Chart={FakeChart} />);
    const summary = screen.getByLabelText('Resumo do período');
    // 159 orders, 13 cancelled (8,2%), R$ 7.024,80 over the 146 kept: R$ 48,12 each (48,115 rounded).
    expect([...summary.querySelectorAll('dd')].map((value) => value.textContent)).toEqual(['159', 'R$\u00a07.024,80', 'R$\u00a048,12', '8,2%']);
    expect(chartProps().days.slice(0, 2)).toEqual([
      { label: '01/03', total: 52_340, count: 12 },
      { label: '02/03', total: 41_210, count: 9 },
    ]);
    expect(chartProps().paymentTypes.map((bar) => bar.label)).toEqual(['Cartão no app', 'PIX', 'Dinheiro']);
    expect(chartProps().formatMoney(123_456)).toBe('R$\u00a01.234,56');
    expect(rows(screen.getByRole('table', { name: 'Por estabelecimento' }))[0]).toEqual(['Cantina da Nonna', '120', 'R$\u00a05.123,80', 'R$\u00a046,16', '9', '7,5%']);
    expect(rows(screen.getByRole('table', { name: 'Por situação' })).map((row) => row[0])).toEqual(['Finalizado', 'Entregue', 'Cancelado']);
    expect(rows(screen.getByRole('table', { name: 'Motivos de cancelamento' }))).toEqual([
      ['Prazo de aceite esgotado', '6'],
      ['Produto em falta', '4'],
      ['Cliente mudou de ideia', '2'],
      ['Sem motivo informado', '1'],
    ]);
  });

  it('sends a preset, a typed range (either way round) and a company', () => {
    const props = totalsProps(vi.fn);
    renderUi(<OrderTotalsReportView {...props} Chart={FakeChart} />);
    const presets = screen.getByRole('group', { name: 'Períodos prontos' });
    expect(within(presets).getByRole('button', { name: 'Este mês' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(presets).getByRole('button', { name: 'Mês passado' }));
    expect(props.onPreset).toHaveBeenCalledWith('lastMonth');
    fireEvent.change(screen.getByLabelText('De'), { target: { value: '2025-03-20' } });
    expect(props.onRange).toHaveBeenCalledWith({ from: '2025-03-12', to: '2025-03-20' });
    // A date cleared in the field asks nothing.
    fireEvent.change(screen.getByLabelText('Até'), { target: { value: '' } });
    expect(props.onRange).toHaveBeenCalledTimes(1);
  });

  it("hides the table by company once filtered to one, and shows that company's numbers", () => {
    const base = totalsProps(vi.fn);
    renderUi(
      <OrderTotalsReportView {...base} report={CANTINA_TOTALS} companyFilter={base.companyFilter && { ...base.companyFilter, companyId: 'c-cantina' }} Chart={FakeChart} />,
    );
    expect(screen.queryByRole('table', { name: 'Por estabelecimento' })).toBeNull();
    expect(screen.getByLabelText('Resumo do período').querySelector('dd')?.textContent).toBe('120');
  });

  it('says a range without orders', () => {
    renderUi(<OrderTotalsReportView {...totalsProps(vi.fn, { report: EMPTY_TOTALS })} Chart={FakeChart} />);
    expect(screen.getByText('Nenhum pedido neste período.')).toBeTruthy();
    expect(screen.queryByLabelText('Resumo do período')).toBeNull();
  });

  it('keeps the tables when the chart cannot be drawn', () => {
    const Broken = () => {
      throw new Error('no canvas');
    };
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderUi(<OrderTotalsReportView {...totalsProps(vi.fn)} Chart={Broken} />);
    quiet.mockRestore();
    expect(screen.getByText('Não foi possível desenhar o gráfico; os números estão nas tabelas abaixo.')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Por situação' })).toBeTruthy();
  });
});
