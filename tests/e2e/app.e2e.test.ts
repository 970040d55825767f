import { describe, expect, it } from 'vitest';
import { SCREENSHOTS, startE2eRun } from './harness';
import { E2E_PASSWORD } from './server';

const e2e = startE2eRun();

describe('the product in Chromium', () => {
  it('loads the app at / and lands on sign-in, in Portuguese then English', async () => {
    const page = await e2e.browser.newPage();
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    await page.goto(`${e2e.url}/`);
    await page.getByRole('heading', { name: 'Logar no sistema' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth/login');
    expect(await page.getAttribute('html', 'lang')).toBe('pt-BR');
    await page.screenshot({ path: `${SCREENSHOTS}/login-pt-BR.png` });

    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Sign in to the system' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
    await page.reload();
    await page.getByRole('heading', { name: 'Sign in to the system' }).waitFor();
    expect(failures).toEqual([]);
    await page.close();
  });

  it('serves the runtime config and the API beside the app on one port', async () => {
    const page = await e2e.browser.newPage();
    await page.goto(`${e2e.url}/auth/login`);
    const answers = await page.evaluate(async (password) => {
      const config = await (await fetch('/config.json')).json();
      const good = await fetch(`${config.apiBaseUrl}/users/auth-admin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'root@example.com', password, type: 'admin' }),
      });
      const bad = await fetch(`${config.apiBaseUrl}/users/auth-admin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'root@example.com', password: 'wrong', type: 'admin' }),
      });
      return { config, good: good.status, tokens: Object.keys(await good.json()), bad: await bad.json() };
    }, E2E_PASSWORD);
    expect(answers.config.apiBaseUrl).toBe('/api');
    expect(answers.good).toBe(200);
    expect(answers.tokens.sort()).toEqual(['accessToken', 'expiresIn', 'refreshToken', 'tokenType']);
    expect(answers.bad).toMatchObject({ statusCode: 401, message: 'The login detail is incorrect' });
    await page.close();
  });

  it('answers a deep link with the app and an unknown API path with a JSON 404', async () => {
    const page = await e2e.browser.newPage();
    await page.goto(`${e2e.url}/somewhere/else`);
    await page.getByRole('link').first().waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/not-found.png` });
    const api = await page.evaluate(async () => {
      const response = await fetch('/api/no-such-call');
      return { status: response.status, body: await response.json() };
    });
    expect(api).toMatchObject({ status: 404, body: { statusCode: 404, code: 'route_not_found' } });
    await page.close();
  });
});

describe('titles and wording in Chromium', () => {
  it("titles /mail, gives Users and Roles the same breadcrumbs, and words the delete dialogs and 'New role' as the seed does", async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${e2e.url}/auth/login`);
    await page.getByLabel('E-mail').fill('root@example.com');
    await page.getByLabel(/^Senha/).fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(`${e2e.url}/dashboard`, { timeout: 15_000 });
    const crumbs = page.getByRole('navigation', { name: /^(Trilha de navegação|Breadcrumbs)$/ });
    const crumbTexts = async () => (await crumbs.locator('li').allTextContents()).map((text) => text.trim()).filter((text) => text !== '');

    await page.goto(`${e2e.url}/mail`);
    await page.getByRole('heading', { level: 1, name: 'E-mail' }).waitFor();
    await expect.poll(crumbTexts).toEqual(['Painel', 'E-mail']);

    await page.goto(`${e2e.url}/user-management/users`);
    await page.getByRole('heading', { level: 1, name: 'Usuários' }).waitFor();
    await expect.poll(crumbTexts).toEqual(['Gestão de usuários', 'Usuários']);
    await page.goto(`${e2e.url}/user-management/roles`);
    await page.getByRole('heading', { level: 1, name: 'Perfis' }).waitFor();
    await expect.poll(crumbTexts).toEqual(['Gestão de usuários', 'Perfis']);

    await page.getByRole('button', { name: 'English' }).click();
    // The seed's own button text stays ('New Role' in seed 000 section 2), beside 'New role' as the dialog's title.
    await page.getByRole('button', { name: 'New Role' }).click();
    await page.getByRole('heading', { name: 'New role' }).waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('row', { name: /Atendimento|Suporte|Operador/ }).first().getByRole('button', { name: /^Delete role / }).click();
    await page.getByRole('alertdialog', { name: /^(Delete role|This role cannot be deleted)$/ }).waitFor();
    await page.keyboard.press('Escape');
    await page.goto(`${e2e.url}/user-management/users`);
    await page.getByRole('button', { name: /^Delete user / }).first().click();
    await page.getByRole('alertdialog', { name: 'Delete user' }).waitFor();
    await page.keyboard.press('Escape');
    await page.goto(`${e2e.url}/mail`);
    await page.getByRole('heading', { level: 1, name: 'Mail' }).waitFor();
    await page.close();
  });
});
