import { describe, expect, it } from 'vitest';
import { countCsvLines, exportFileName } from '../../src/api/orders';
import type { ListQuery } from '../../src/domain/listQuery';
import {
  datePresetRange,
  NO_ORDER_FILTERS,
  parseOrderHistoryFilters,
  toListOrdersQuery,
  toOrderHistoryListFilters,
} from '../../src/domain/orderHistory';

const SP = 'America/Sao_Paulo';
const QUERY: ListQuery = { page: 1, size: 10, sort: { field: 'placedAt', direction: 'desc' }, search: '', filters: {} };

describe('the order history query', () => {
  it('asks listOrders for the days of São Paulo as instants, the last day included', () => {
    // São Paulo is UTC−3: its 20 November starts at 03:00 UTC; the 26th ends when the 27th starts.
    expect(toListOrdersQuery({ ...QUERY, page: 3, size: 5, search: ' 11987650123 ', filters: { from: '2026-11-20', to: '2026-11-26' } }, SP)).toEqual({
      sort: '-placedAt',
      from: '2026-11-20T03:00:00.000Z',
      to: '2026-11-27T03:00:00.000Z',
      q: '11987650123',
      pageIn: 3,
      pageOut: 5,
    });
  });

  it('reads the days on the calendar it is given', () => {
    expect(toListOrdersQuery({ ...QUERY, filters: { from: '2026-11-20' } }, 'UTC').from).toBe('2026-11-20T00:00:00.000Z');
    expect(toListOrdersQuery({ ...QUERY, filters: { to: '2026-11-20' } }, 'Asia/Tokyo').to).toBe('2026-11-20T15:00:00.000Z');
  });

  it('sends the statuses, payment, fulfilment, rider and sort, and no company (that is the Company header)', () => {
    const query = toListOrdersQuery(
      { ...QUERY, sort: { field: 'total', direction: 'asc' }, filters: { status: 'CANCELED,FINISHED', paymentType: 'PIX local', fulfilment: 'pickup', riderId: 'r-9', companyId: 'c-1' } },
      SP,
    );
    expect(query).toEqual({ sort: 'total', status: ['FINISHED', 'CANCELED'], paymentType: 'PIX local', fulfilment: 'pickup', riderId: 'r-9', pageIn: 1, pageOut: 10 });
    expect(toListOrdersQuery({ ...QUERY, sort: { field: 'total', direction: 'desc' } }, SP).sort).toBe('-total');
  });

  it('drops what the address holds wrong', () => {
    expect(parseOrderHistoryFilters({ from: '2026-02-30', to: 'yesterday', status: 'LOST,FINISHED', paymentType: 'gold', fulfilment: 'drone', riderId: ' ', companyId: '' })).toEqual({
      ...NO_ORDER_FILTERS,
      statuses: ['FINISHED'],
    });
  });

  it('writes the filters back as the address keeps them', () => {
    const filters = { ...NO_ORDER_FILTERS, from: '2026-11-20', statuses: ['CANCELED', 'FINISHED'] as const, paymentType: 'money' as const, companyId: 'c-1' };
    expect(toOrderHistoryListFilters({ ...filters, statuses: [...filters.statuses] })).toEqual({ from: '2026-11-20', status: 'FINISHED,CANCELED', paymentType: 'money', companyId: 'c-1' });
    expect(toOrderHistoryListFilters(NO_ORDER_FILTERS)).toEqual({});
  });

  it('offers today, yesterday, the last 7 days and this month of São Paulo', () => {
    // 27 November 2026, 01:30 UTC is still the 26th, 22:30, in São Paulo.
    const now = Date.parse('2026-11-27T01:30:00Z');
    expect(datePresetRange('today', now, SP)).toEqual({ from: '2026-11-26', to: '2026-11-26' });
    expect(datePresetRange('yesterday', now, SP)).toEqual({ from: '2026-11-25', to: '2026-11-25' });
    expect(datePresetRange('last7Days', now, SP)).toEqual({ from: '2026-11-20', to: '2026-11-26' });
    expect(datePresetRange('thisMonth', now, SP)).toEqual({ from: '2026-11-01', to: '2026-11-26' });
  });
});

describe('the export', () => {
  it('names the file as the server says, else the fallback', () => {
    expect(exportFileName('attachment; filename="pedidos-2026-11-20-2026-11-26.csv"', 'pedidos.csv')).toBe('pedidos-2026-11-20-2026-11-26.csv');
    expect(exportFileName("attachment; filename=pedidos.csv; filename*=UTF-8''pedidos-%C3%BAltimos.csv", 'x.csv')).toBe('pedidos-últimos.csv');
    expect(exportFileName('attachment; filename=semana.csv', 'x.csv')).toBe('semana.csv');
    expect(exportFileName(null, 'pedidos.csv')).toBe('pedidos.csv');
  });

  it('counts the rows as the bytes arrive, cut anywhere, a line break inside quotes ending none', () => {
    const bytes = new TextEncoder().encode('\uFEFFNúmero;Cliente\n181;"Inês\nGonçalves"\n182;"Ana ""Bia"""\n');
    let count = { lines: 0, quoted: false };
    for (let at = 0; at < bytes.length; at += 3) count = countCsvLines(count, bytes.subarray(at, at + 3));
    expect(count).toEqual({ lines: 3, quoted: false });
  });
});
