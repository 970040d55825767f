import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SCREENSHOTS, startE2eRun } from './harness';
import { E2E_PASSWORD } from './server';

const e2e = startE2eRun();

/** A page of Playwright's own size (1280 × 720), failing the test on any page error. */
const newPage = () => e2e.newPage({});

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${e2e.url}/auth/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(/^Senha/).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** The dashboard of a signed-in user, reached after the 4 s loading and a full page load. */
async function expectDashboard(page: Page, fullname: string) {
  await page.waitForURL(`${e2e.url}/dashboard`, { timeout: 15_000 });
  await page.getByRole('heading', { name: `Olá, ${fullname}` }).waitFor();
}

describe('signing in and out in Chromium against the real server', () => {
  it('signs root in, stays signed in across a reload, and signs out to /auth/login', async () => {
    const page = await newPage();
    await signIn(page, 'root@example.com', E2E_PASSWORD);
    await expectDashboard(page, 'Raquel Root');
    await page.screenshot({ path: `${SCREENSHOTS}/dashboard.png` });
    await page.reload();
    await expectDashboard(page, 'Raquel Root');
    await page.getByRole('button', { name: 'Menu do usuário' }).click();
    const signOut = page.getByRole('menuitem', { name: 'Sair' });
    await signOut.waitFor();
    // The menu hangs from the fixed top bar: the page scrolled under it leaves it where it is
    // (a menu that moved and jumped back made a click land beside "Sair").
    const shift = await signOut.evaluate((item) => {
      const before = item.getBoundingClientRect().top;
      window.scrollTo(0, document.documentElement.scrollHeight);
      return { scrolled: window.scrollY, moved: item.getBoundingClientRect().top - before };
    });
    expect(shift.scrolled).toBeGreaterThan(0);
    expect(shift.moved).toBe(0);
    await signOut.click();
    await page.waitForURL(`${e2e.url}/auth/login`);
    await page.getByRole('heading', { name: 'Logar no sistema' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('authTokens'))).toBeNull();
    // Signed out: the dashboard sends the visitor back to sign-in.
    await page.goto(`${e2e.url}/dashboard`);
    await page.waitForURL(`${e2e.url}/auth/login`);
    await page.close();
  });

  it('shows the error for a wrong password and stays on the page', async () => {
    const page = await newPage();
    await signIn(page, 'root@example.com', 'wrong-password');
    await page.getByRole('alert').filter({ hasText: 'Login e/ou senha incorretos' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth/login');
    await page.screenshot({ path: `${SCREENSHOTS}/login-failed.png` });
    await page.close();
  });

  it('drops the sign-in error as soon as the user corrects a field', async () => {
    const page = await newPage();
    await signIn(page, 'root@example.com', 'wrong-password');
    const refusal = page.getByRole('alert').filter({ hasText: 'Login e/ou senha incorretos' });
    await refusal.waitFor();
    // One character less, as a user correcting it would type.
    await page.getByLabel(/^Senha/).fill('wrong-passwor');
    await refusal.waitFor({ state: 'detached', timeout: 2000 });
    // Corrected and sent again: signed in.
    await page.getByLabel(/^Senha/).fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expectDashboard(page, 'Raquel Root');
    await page.close();
  });

  it('registers a new user who then signs in', async () => {
    const page = await newPage();
    await page.goto(`${e2e.url}/auth/register`);
    await page.getByLabel('Nome completo').fill('Beatriz Nova');
    await page.getByLabel('E-mail').fill('beatriz@example.com');
    await page.getByLabel('Usuário').fill('beatriz');
    await page.getByLabel(/^Senha/).fill('senha-da-bia');
    await page.getByLabel('Confirmar senha').fill('senha-da-bia');
    await page.getByText('Eu concordo com os termos e condições').click();
    expect(await page.getByRole('checkbox').isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.waitForURL(`${e2e.url}/auth/login`);
    await page.getByText('Sua conta foi cadastrada com sucesso.').waitFor();
    await signIn(page, 'beatriz@example.com', 'senha-da-bia');
    await expectDashboard(page, 'Beatriz Nova');
    await page.close();
  });

  it('resets a forgotten password with the mailed single-use link', async () => {
    const page = await newPage();
    await page.goto(`${e2e.url}/auth/forgot-password`);
    await page.getByLabel('E-mail').fill('market@example.com');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.waitForURL(`${e2e.url}/auth/login`);
    await page.getByText('Enviamos para o seu e-mail as instruções para redefinir a senha.').waitFor();

    const mail = await e2e.product.db.selectFrom('mail_outbox').select('body').where('recipient', '=', 'market@example.com').executeTakeFirstOrThrow();
    const link = /https?:\/\/\S+\/auth\/reset-password\?token=[\w-]+/.exec(mail.body)?.[0];
    expect(link).toBeDefined();
    const path = new URL(link as string).pathname + new URL(link as string).search;
    await page.goto(`${e2e.url}${path}`);
    await page.getByLabel(/^Senha/).fill('nova-senha-123');
    await page.getByLabel('Confirmar senha').fill('nova-senha-123');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.waitForURL(`${e2e.url}/auth/login`);
    await page.getByText('Sua senha foi redefinida. Entre com a nova senha.').waitFor();

    // The link works once.
    await page.goto(`${e2e.url}${path}`);
    await page.getByLabel(/^Senha/).fill('outra-senha-123');
    await page.getByLabel('Confirmar senha').fill('outra-senha-123');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByRole('alert').filter({ hasText: 'Este link de redefinição expirou ou já foi usado.' }).waitFor();

    await signIn(page, 'market@example.com', 'nova-senha-123');
    await expectDashboard(page, 'Marta Mercado');
    await page.close();
  });
});
