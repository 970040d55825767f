import { describe, expect, it } from 'vitest';
import { boardPathOf, dayRangeOf, latenessOf, presetOf, presetRange, rangeInstants, reportSearch, todayIn, totalsQueryOf } from '../../src/domain/orderReports';

describe('the totals report ranges', () => {
  it.each([
    ['today', { from: '2026-03-15', to: '2026-03-15' }],
    ['last7Days', { from: '2026-03-09', to: '2026-03-15' }],
    ['thisMonth', { from: '2026-03-01', to: '2026-03-15' }],
    ['lastMonth', { from: '2026-02-01', to: '2026-02-28' }],
  ] as const)('%s, on 15 March 2026', (preset, range) => {
    expect(presetRange(preset, '2026-03-15')).toEqual(range);
    expect(presetOf(range, '2026-03-15')).toBe(preset);
  });

  it('last month across a year, and the 7 days across a month', () => {
    expect(presetRange('lastMonth', '2026-01-03')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(presetRange('last7Days', '2026-03-02')).toEqual({ from: '2026-02-24', to: '2026-03-02' });
    expect(presetOf({ from: '2026-03-02', to: '2026-03-10' }, '2026-03-15')).toBeNull();
  });

  it('sends the start of the first day and of the day after the last on the São Paulo clock (UTC−3)', () => {
    expect(rangeInstants({ from: '2026-11-01', to: '2026-11-30' }, 'America/Sao_Paulo')).toEqual({ from: '2026-11-01T03:00:00.000Z', to: '2026-12-01T03:00:00.000Z' });
    expect(rangeInstants({ from: '2026-11-27', to: '2026-11-27' }, 'UTC')).toEqual({ from: '2026-11-27T00:00:00.000Z', to: '2026-11-28T00:00:00.000Z' });
  });

  it('today on a clock: 01:30 UTC is still the day before in São Paulo', () => {
    expect(todayIn(Date.parse('2026-11-27T01:30:00Z'), 'America/Sao_Paulo')).toBe('2026-11-26');
    expect(todayIn(Date.parse('2026-11-27T03:00:00Z'), 'America/Sao_Paulo')).toBe('2026-11-27');
  });

  it('reads two typed days in any order, and no range from a day that is none', () => {
    expect(dayRangeOf('2026-03-20', '2026-03-12')).toEqual({ from: '2026-03-12', to: '2026-03-20' });
    expect(dayRangeOf('2026-02-30', '2026-03-12')).toBeNull();
    expect(dayRangeOf('', '2026-03-12')).toBeNull();
  });
});

describe('the reports in the address', () => {
  it('writes the range and the company, and reads them back', () => {
    const search = reportSearch({ from: '2026-11-01', to: '2026-11-27', companyId: 'c1' });
    expect(search).toBe('?from=2026-11-01&to=2026-11-27&company=c1');
    expect(totalsQueryOf(search, '2026-11-27')).toEqual({ from: '2026-11-01', to: '2026-11-27', companyId: 'c1' });
    expect(reportSearch({ companyId: null })).toBe('');
  });

  it('is this month, every company, when the address holds no valid range', () => {
    expect(totalsQueryOf('', '2026-11-27')).toEqual({ from: '2026-11-01', to: '2026-11-27', companyId: null });
    expect(totalsQueryOf('?from=2026-13-01&to=2026-11-02', '2026-11-27')).toEqual({ from: '2026-11-01', to: '2026-11-27', companyId: null });
  });
});

describe('boardPathOf', () => {
  it("opens a restaurant's order on the restaurant board for whoever acts on its orders", () => {
    expect(boardPathOf({ number: 124, companyType: 'restaurant' }, ['accessToFoodOrders'])).toBe('/shopping-cart/restaurant?order=124');
    expect(boardPathOf({ number: 7, companyType: 'supermarket' }, ['accessToGlobal'])).toBe('/shopping-cart/supermarket?order=7');
  });

  it('opens nothing for a reader who does not act on that board, nor for a partner', () => {
    expect(boardPathOf({ number: 124, companyType: 'supermarket' }, ['accessToFoodOrders', 'accessToCart'])).toBeNull();
    expect(boardPathOf({ number: 124, companyType: 'restaurant' }, ['accessToCart'])).toBeNull();
    expect(boardPathOf({ number: 124, companyType: 'partner' }, ['accessToGlobal'])).toBeNull();
  });
});

describe('latenessOf', () => {
  const order = { placedAt: '2026-11-27T11:00:00Z', statusAt: '2026-11-27T11:40:00Z', readyBy: '2026-11-27T11:30:00Z' };
  it('counts past the ready time at the store, since leaving on the way, else since placed', () => {
    expect(latenessOf({ ...order, status: 'IN_PREPARATION' }, '2026-11-27T12:00:30Z')).toEqual({ kind: 'pastReady', minutes: 30 });
    expect(latenessOf({ ...order, status: 'AWAIT_DELIVERYMAN' }, '2026-11-27T11:29:00Z')).toEqual({ kind: 'pastReady', minutes: 0 });
    expect(latenessOf({ ...order, status: 'DELIVERY_ROUTE' }, '2026-11-27T12:25:00Z')).toEqual({ kind: 'onTheWay', minutes: 45 });
    expect(latenessOf({ ...order, status: 'IN_PREPARATION', readyBy: null }, '2026-11-27T12:25:00Z')).toEqual({ kind: 'open', minutes: 85 });
  });
});
