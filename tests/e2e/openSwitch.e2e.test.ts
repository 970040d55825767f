import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SCREENSHOTS, startE2eRun } from './harness';

const run = startE2eRun();

/** The dashboard's switch (the large one, in the greeting card). */
const dashboardSwitch = (page: Page) => page.locator('#shell-content [data-variant="large"]');

describe('the establishment open/closed switch in Chromium', () => {
  it('goes manual through the confirmation, survives a reload, and returns to automatic', async () => {
    const page = await run.newPage();
    await run.signIn(page, 'restaurant@example.com');
    const large = dashboardSwitch(page);
    await large.getByText('Estabelecimento aberto').waitFor();
    expect(await large.getAttribute('data-manual')).toBe('false');

    // Automatic: a toggle asks first; Cancel keeps everything.
    await large.getByText('Estabelecimento aberto').click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Atenção').waitFor();
    expect(await page.getByRole('alertdialog').count()).toBe(1);
    await page.screenshot({ path: `${SCREENSHOTS}/open-switch-confirm.png` });
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect.poll(() => large.getAttribute('data-state')).toBe('automatic');
    expect(await large.getAttribute('data-open')).toBe('true');

    // Yes: closed, and manual.
    await expect.poll(() => page.getByRole('alertdialog').count()).toBe(0);
    await large.getByText('Estabelecimento aberto').click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sim' }).click();
    await large.getByText('Estabelecimento fechado').waitFor();
    await expect.poll(() => large.getAttribute('data-manual')).toBe('true');
    await large.getByText(/^Fechado manualmente por Rodrigo Restaurante/).waitFor();
    // The top bar shows the same state.
    await page.locator('header [data-variant="compact"]').getByText('Estabelecimento fechado').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/open-switch-manual.png` });

    // The change is the server's: it survives a reload.
    await page.reload();
    await dashboardSwitch(page).getByText('Estabelecimento fechado').waitFor({ timeout: 15_000 });
    expect(await dashboardSwitch(page).getAttribute('data-manual')).toBe('true');

    // Manual: a toggle saves at once, no question.
    await dashboardSwitch(page).getByText('Estabelecimento fechado').click();
    await dashboardSwitch(page).getByText('Estabelecimento aberto').waitFor();
    expect(await page.getByRole('alertdialog').count()).toBe(0);

    // The manual notice's Yes: back to automatic, keeping the state.
    await dashboardSwitch(page).getByRole('button', { name: 'Sim' }).click();
    await expect.poll(() => dashboardSwitch(page).getAttribute('data-manual')).toBe('false');
    expect(await dashboardSwitch(page).getAttribute('data-open')).toBe('true');
    await dashboardSwitch(page).getByText(/^Modo automático retomado por Rodrigo Restaurante/).waitFor();
    await page.reload();
    await dashboardSwitch(page).getByText('Estabelecimento aberto').waitFor({ timeout: 15_000 });
    expect(await dashboardSwitch(page).getAttribute('data-manual')).toBe('false');
    await page.close();
  });

  it('is not shown to staff without a company', async () => {
    const page = await run.newPage();
    await run.signIn(page, 'root@example.com');
    // Settled first: every call of the dashboard has answered (a company's switch shows by then).
    await page.waitForLoadState('networkidle');
    expect(await page.locator('[data-variant="compact"], [data-variant="large"]').count()).toBe(0);
    await page.close();
  });
});
