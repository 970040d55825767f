import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readXlsx } from '../support/readXlsx';
import { SCREENSHOTS, startE2eRun } from './harness';

const run = startE2eRun();

const DAY_MS = 86_400_000;

/** A day on São Paulo's calendar as the history writes it (`26/11/2026`), `daysAgo` days before now. */
function spDay(daysAgo: number): string {
  return new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric' }).format(Date.now() - daysAgo * DAY_MS);
}

/** The same day as the CSV writes it (ISO, `2026-11-26`). */
function spIsoDay(daysAgo: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(Date.now() - daysAgo * DAY_MS);
}

const table = (page: Page) => page.locator('[data-part="order-history-table"]');
const rows = (page: Page) => table(page).locator('tbody tr[data-order]');
const drawer = (page: Page) => page.locator('[data-part="order-drawer"]');

/** Waits until the list shows a page read for what was asked last (no load under way). */
async function settled(page: Page): Promise<void> {
  await expect.poll(() => table(page).getAttribute('data-state'), { timeout: 10_000 }).toBe('ready');
}

describe('the order history in Chromium (issue 25)', () => {
  it("finds yesterday's order by the customer's phone, shows its timeline read-only and exports the week as CSV", async () => {
    const page = await run.newPage({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
    await run.signIn(page, 'restaurant@example.com');

    // Relatórios → Pedidos in the side menu.
    const nav = page.locator('aside nav');
    await nav.getByText('Relatórios', { exact: true }).waitFor();
    const entry = nav.locator('a[href="/report/order"]');
    expect((await entry.textContent())?.trim()).toBe('Pedidos');
    await entry.click();
    await page.waitForURL(`${run.url}/report/order`);
    await page.getByRole('heading', { name: 'Histórico de pedidos' }).waitFor();
    await settled(page);
    expect(await rows(page).count()).toBe(10);
    // A company user reads its own company: no company column.
    expect(await table(page).getByRole('columnheader', { name: 'Empresa' }).count()).toBe(0);
    await page.screenshot({ path: `${SCREENSHOTS}/order-history.png`, fullPage: true });

    // The phone's digits find the one order, and the address keeps the search.
    await page.getByRole('searchbox', { name: 'Número, cliente ou telefone' }).fill('11987650123');
    await expect.poll(() => new URL(page.url()).searchParams.get('q'), { timeout: 10_000 }).toBe('11987650123');
    await settled(page);
    await expect.poll(() => rows(page).count()).toBe(1);
    const row = rows(page).first();
    const cells = await row.locator('td').allTextContents();
    expect(cells.slice(1)).toEqual([`${spDay(1)} 19:40`, 'Inês Gonçalves', 'Finalizado', 'Cartão no app', 'Entrega', cells[6], 'R$\u00a067,80']);
    expect(cells[6]).not.toBe('—');

    // The keyboard opens it: the drawer shows the whole timeline and no moves, no print.
    await row.focus();
    await page.keyboard.press('Enter');
    await drawer(page).getByRole('heading', { name: `Pedido #${cells[0]}` }).waitFor();
    await drawer(page).locator('[data-part="order-timeline"]').waitFor();
    const timeline = await drawer(page).locator('[data-part="order-timeline"] li').allTextContents();
    expect(timeline).toHaveLength(9);
    expect(timeline[0]).toContain('19:40');
    expect(timeline[8]).toContain('Finalizado');
    expect(await drawer(page).locator('[data-part="order-actions"]').count()).toBe(0);
    expect(await drawer(page).getByRole('button', { name: 'Imprimir' }).count()).toBe(0);
    expect(await drawer(page).getAttribute('data-read-only')).toBe('true');
    await drawer(page).getByText('Lasanha à bolonhesa').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/order-history-drawer.png`, fullPage: true });
    await drawer(page).getByRole('button', { name: 'Fechar' }).click();
    await expect.poll(() => drawer(page).count()).toBe(0);

    // The week: the last 7 days, every order of them, exported as it is filtered.
    await page.getByRole('searchbox', { name: 'Número, cliente ou telefone' }).fill('');
    await page.getByRole('button', { name: 'Últimos 7 dias' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('from'), { timeout: 10_000 }).toBe(spIsoDay(6));
    expect(new URL(page.url()).searchParams.get('to')).toBe(spIsoDay(0));
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(null);
    await settled(page);
    const total = Number(await table(page).getAttribute('data-total'));
    expect(total).toBeGreaterThan(10);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(`pedidos-${spIsoDay(6)}-${spIsoDay(0)}.csv`);
    const path = await download.path();
    const bytes = readFileSync(path);
    // UTF-8 with a byte order mark, so spreadsheet programs in pt-BR read the accents right.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    const lines = text.split(/\r?\n/).filter((line) => line !== '');
    expect(lines).toHaveLength(total + 1);
    expect(lines[0]?.split(';').length).toBeGreaterThan(8);
    const ines = lines.filter((line) => line.includes('Inês Gonçalves'));
    expect(ines).toHaveLength(1);
    expect(ines[0]).toContain(';67,80');
    expect(ines[0]).toContain(`${spIsoDay(1)}T19:40`);
    expect(ines[0]).toContain('Finalizado');
    await page.locator('[data-part="order-export"][data-state="saved"]').waitFor();
    expect(await page.locator('[data-part="export-saved"]').textContent()).toContain(`${total} pedidos exportados em pedidos-${spIsoDay(6)}-${spIsoDay(0)}.csv.`);
    await page.screenshot({ path: `${SCREENSHOTS}/order-history-exported.png`, fullPage: true });

    // The same week as an XLSX workbook: the same orders, amounts and times as cells of their kinds.
    const [workbook] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar XLSX' }).click()]);
    expect(workbook.suggestedFilename()).toBe(`pedidos-${spIsoDay(6)}-${spIsoDay(0)}.xlsx`);
    const book = readXlsx(readFileSync(await workbook.path()));
    const sheet = book.sheets[0]?.rows ?? [];
    expect(sheet).toHaveLength(total + 1);
    const inesRow = sheet.find((cells) => cells[7]?.v === 'Inês Gonçalves');
    expect(inesRow?.[13]).toEqual({ t: 'n', s: 2, v: '67.80' });
    expect(inesRow?.[3]?.v).toBe('Finalizado');
    await page.locator('[data-part="order-export"][data-state="saved"] [data-part="export-saved"]').getByText(/^Planilha salva em pedidos-.*\.xlsx \(.+\)\.$/).waitFor();
    await page.close();
  });

  it('shows the export streaming with its progress and stops it on Cancel', async () => {
    const page = await run.newPage({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
    await run.signIn(page, 'restaurant@example.com');
    // The server's answer is held back after its first bytes: the export shows its progress until cancelled.
    let release: () => void = () => {};
    await page.route('**/api/v2/orders/export**', async (route) => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      await route.abort().catch(() => undefined);
    });
    await page.goto(`${run.url}/report/order`);
    await settled(page);
    let downloads = 0;
    page.on('download', () => {
      downloads += 1;
    });
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    const progress = page.locator('[data-part="order-export"][data-state="exporting"]');
    await progress.waitFor();
    const total = Number(await table(page).getAttribute('data-total'));
    expect(await progress.locator('[data-part="export-progress-text"]').textContent()).toBe(`Exportando 0 de ${total} pedidos…`);
    await page.screenshot({ path: `${SCREENSHOTS}/order-history-exporting.png` });
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await page.locator('[data-part="order-export"][data-state="idle"]').waitFor();
    release();
    await page.waitForTimeout(300);
    // Nothing saved, and no failure shown for the export the user stopped.
    expect(downloads).toBe(0);
    expect(await page.locator('[data-part="export-failed"]').count()).toBe(0);
    await page.close();
  });
});
