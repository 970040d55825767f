import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../server/seed';
import { SCREENSHOTS, startE2eRun } from './harness';

const run = startE2eRun();

const report = (page: Page) => page.locator('[data-part="order-report"]');

/** Waits until the report shows an answer and no read is out. */
async function settled(page: Page): Promise<void> {
  await page.locator('[data-part="order-report"][data-state="ready"][aria-busy="false"]').waitFor({ timeout: 15_000 });
}

/** The cells of one group's row of a totals table (label, count, total, average ticket, cancelled, rate). */
async function rowCells(page: Page, part: string, key: string): Promise<string[]> {
  return page.locator(`[data-part="${part}"] tr[data-key="${key}"] td`).allTextContents();
}

const summary = (page: Page, name: string) => page.locator(`[data-part="summary-${name}"] dd`).textContent();

/** The companies' names in the first column of a report's table. */
async function companyNames(page: Page, part: string): Promise<string[]> {
  return page.locator(`[data-part="${part}"] tbody tr td:first-child`).allTextContents();
}

describe('the order reports in Chromium (issue 25)', () => {
  it("as root: this month's totals with their chart, then one company's totals", async () => {
    const page = await run.newPage({ viewport: { width: 1440, height: 1000 } });
    await run.signIn(page, 'root@example.com');
    await page.goto(`${run.url}/report/group-order`);
    await settled(page);
    // This month is the range unless the address says another.
    await expect.poll(() => report(page).getByRole('button', { name: 'Este mês' }).getAttribute('aria-pressed')).toBe('true');
    // The chart arrives with its library and draws on canvas.
    await page.locator('[data-part="chart-by-day"] canvas').waitFor({ timeout: 15_000 });
    await page.locator('[data-part="chart-by-payment"] canvas').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/order-totals-month.png`, fullPage: true });

    // The demo history: both demo companies took orders this month.
    const cantina = await rowCells(page, 'totals-by-company', DEMO_IDS.restaurant);
    const market = await rowCells(page, 'totals-by-company', DEMO_IDS.supermarket);
    expect(cantina[0]).toBe('Cantina da Nonna');
    expect(market[0]).toBe('Supermercado Bom Preço');
    const everyCount = Number((await summary(page, 'count'))?.replace(/\./g, ''));
    expect(everyCount).toBeGreaterThan(Number(cantina[1]?.replace(/\./g, '')));
    expect(await summary(page, 'total')).toMatch(/^R\$\s[\d.]+,\d{2}$/);

    // Filtered to the Cantina: the totals become the Cantina's row, and the address says so.
    await page.locator('[data-part="company-filter"]').selectOption({ label: 'Cantina da Nonna' });
    await page.waitForURL((url) => url.searchParams.get('company') === DEMO_IDS.restaurant);
    await settled(page);
    expect(await summary(page, 'count')).toBe(cantina[1]);
    expect(await summary(page, 'total')).toBe(cantina[2]);
    expect(await summary(page, 'average-ticket')).toBe(cantina[3]);
    expect(await summary(page, 'cancellation-rate')).toBe(cantina[5]);
    await page.locator('[data-part="chart-by-day"] canvas').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/order-totals-cantina.png`, fullPage: true });

    // A reload keeps the company and the range.
    await page.reload();
    await settled(page);
    expect(await summary(page, 'count')).toBe(cantina[1]);
    expect(await page.locator('[data-part="company-filter"]').inputValue()).toBe(DEMO_IDS.restaurant);
    await page.context().close();
  });

  it("as the Cantina's user: every report shows the Cantina alone", async () => {
    const page = await run.newPage();
    await run.signIn(page, 'restaurant@example.com');

    await page.goto(`${run.url}/report/group-order`);
    await settled(page);
    expect(await page.locator('[data-part="company-filter"]').count()).toBe(0);
    expect(await companyNames(page, 'totals-by-company')).toEqual(['Cantina da Nonna']);
    // Last month's preset: the address holds the days.
    await report(page).getByRole('button', { name: 'Últimos 7 dias' }).click();
    await page.waitForURL((url) => url.searchParams.has('from') && url.searchParams.has('to'));
    await settled(page);
    expect(await companyNames(page, 'totals-by-company')).toEqual(['Cantina da Nonna']);
    await page.screenshot({ path: `${SCREENSHOTS}/order-totals-restaurant.png`, fullPage: true });

    await page.goto(`${run.url}/report/new-order`);
    await settled(page);
    expect(await companyNames(page, 'new-orders-companies')).toEqual(['Cantina da Nonna']);
    await page.screenshot({ path: `${SCREENSHOTS}/order-reports-new.png`, fullPage: true });

    await page.goto(`${run.url}/report/shopping-cart`);
    await settled(page);
    const late = await companyNames(page, 'late-companies');
    expect(late.every((name) => name === 'Cantina da Nonna')).toBe(true);
    const lateOrders = await page.locator('[data-part="late-orders"] tbody tr td:nth-child(2)').allTextContents();
    expect(lateOrders.every((name) => name === 'Cantina da Nonna')).toBe(true);
    await page.context().close();
  });
});
