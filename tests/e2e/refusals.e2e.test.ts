import { describe, expect, it } from 'vitest';
import { SCREENSHOTS, startE2eRun } from './harness';

const run = startE2eRun();

describe('refused and failed calls stay inside the shell, in Chromium', () => {
  it('sends a restaurant opening /adm/permissions to /error/403, and the app keeps working', async () => {
    const page = await run.newPage();
    await run.signIn(page, 'restaurant@example.com');
    await page.goto(`${run.url}/adm/permissions`);
    await page.waitForURL(`${run.url}/error/403`);
    await page.getByRole('heading', { name: '403... Acesso negado' }).waitFor();
    await page.getByRole('link', { name: 'Voltar para o início' }).click();
    await page.waitForURL(`${run.url}/dashboard`);
    await page.getByRole('heading', { name: /^Olá, / }).waitFor();
    // In-app navigation renders the next page.
    await page.locator('aside nav').getByRole('link', { name: 'Chamados' }).click();
    await page.waitForURL(`${run.url}/helpdesk/tickets`);
    await page.getByRole('heading', { level: 1, name: 'Chamados' }).waitFor();
    await page.close();
  });

  it('shows a refusal in words inside the shell when the API refuses a page the menu offered, and another entry opens after it', async () => {
    const page = await run.newPage();
    await run.signIn(page, 'app@example.com');
    // The application user loses accessToRoot while signed in: a role replaces its fallback set.
    const { db } = run.product;
    const user = await db.selectFrom('users').select('id').where('email', '=', 'app@example.com').executeTakeFirstOrThrow();
    const role = await db.selectFrom('roles').select('id').where('title', '=', 'Operador de entregas').executeTakeFirstOrThrow();
    await db.insertInto('user_roles').values({ user_id: user.id, role_id: role.id }).execute();

    const nav = page.locator('aside nav');
    await nav.getByRole('link', { name: 'Permissões' }).click();
    await page.waitForURL(`${run.url}/adm/permissions`);
    const refusal = page.locator('[data-state="page-refused"]');
    await refusal.getByRole('heading', { name: 'Acesso recusado' }).waitFor();
    expect(await refusal.innerText()).toContain('o seu usuário não tem a permissão que ela exige');
    // The shell stays: the menu, the top bar and the page's title.
    await page.getByRole('heading', { level: 1, name: 'Permissões' }).waitFor();
    expect(await page.getByRole('button', { name: 'Menu do usuário' }).isVisible()).toBe(true);
    await page.screenshot({ path: `${SCREENSHOTS}/refusal-in-shell.png` });

    // Retry asks again (and is refused again), then the menu leads elsewhere.
    await refusal.getByRole('button', { name: 'Tentar de novo' }).click();
    await refusal.getByRole('heading', { name: 'Acesso recusado' }).waitFor();
    await nav.getByRole('link', { name: 'Painel' }).first().click();
    await page.waitForURL(`${run.url}/dashboard`);
    await page.getByRole('heading', { name: /^Olá, / }).waitFor();
    await page.close();
  });
});
