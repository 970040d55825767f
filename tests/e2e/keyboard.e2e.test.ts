import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SCREENSHOTS, startE2eRun } from './harness';
import { E2E_PASSWORD } from './server';
import { PRERENDERED_FORM_ATTRIBUTE } from '../../src/routes/prerendered';

/**
 * The main flows by keyboard alone: no click, no fill. Each step presses Tab (or the keys the
 * widget's pattern gives) until the element a sighted keyboard user aims at has the focus.
 */
const run = startE2eRun();

/** Whether `target` holds the focus. */
const focused = (target: Locator) => target.evaluateAll((elements) => elements.some((element) => element === document.activeElement));

/** Presses Tab (Shift+Tab backwards) until `target` has the focus; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, { limit = 80, backwards = false } = {}): Promise<number> {
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await focused(target)) return presses;
  }
  const active = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200) ?? 'nothing');
  throw new Error(`${limit} presses of Tab never reached ${target.toString()}; the focus is on ${active}`);
}

/** The focused element's accessible description, enough to say where the focus is. */
const focusedText = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element ? `${element.getAttribute('aria-label') ?? ''} ${element.textContent ?? ''}`.trim() : '';
  });

const main = (page: Page) => page.locator('#shell-content');

async function signInByKeyboard(page: Page, email: string): Promise<void> {
  await page.goto(`${run.url}/auth/login`);
  // The app's own form: typing into the one the page arrives with, and an Enter before the app takes
  // it over, are the sign-in page's own browser test (tests/e2e/bundle.e2e.test.ts).
  await page.locator(`form:not([${PRERENDERED_FORM_ATTRIBUTE}])`).getByLabel('E-mail').waitFor();
  await tabTo(page, page.getByLabel('E-mail'));
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel(/^Senha/));
  await page.keyboard.type(E2E_PASSWORD);
  await page.keyboard.press('Enter');
  await page.waitForURL(`${run.url}/dashboard`, { timeout: 15_000 });
  await page.getByRole('heading', { name: /^Olá, / }).waitFor();
}

describe('the back-office by keyboard alone', () => {
  it('signs in, skips to the content, opens a menu group and follows its entries', async () => {
    const page = await run.newPage();
    await signInByKeyboard(page, 'root@example.com');

    // The first Tab offers the skip link; Enter moves the focus into the page's content.
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('Ir para o conteúdo');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.closest('#shell-content') !== null)).toBe(true);

    // A group of the side menu opens with Enter and its entries follow in the Tab order.
    const menu = page.getByRole('navigation', { name: /menu/i });
    const group = menu.getByRole('button', { name: 'App de ofertas' });
    await tabTo(page, group, { backwards: true, limit: 200 });
    expect(await group.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Enter');
    expect(await group.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('Painel');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${run.url}/appoffer/dashboard`);

    // An entry outside any group: Roles, by Tab alone from where the focus is.
    await tabTo(page, menu.getByRole('link', { name: 'Perfis', exact: true }), { limit: 200 });
    await page.keyboard.press('Enter');
    await page.waitForURL(`${run.url}/adm/roles`);
    await main(page).getByRole('heading', { name: 'Lista de perfis' }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/keyboard-menu.png` });
  });

  it('sorts, pages and opens a row of the users list; the delete dialog keeps the focus inside and gives it back', async () => {
    const page = await run.newPage();
    await signInByKeyboard(page, 'root@example.com');
    await page.goto(`${run.url}/user-management/users`);
    await main(page).getByRole('cell', { name: 'root@example.com' }).waitFor();
    const search = () => new URL(page.url()).searchParams;

    // Sort by e-mail: the header's button, Enter twice.
    const sortByEmail = main(page).getByRole('columnheader', { name: /E-mail/ }).getByRole('button');
    await tabTo(page, sortByEmail, { limit: 200 });
    await page.keyboard.press('Enter');
    await expect.poll(() => search().get('sort')).toBe('email:asc');
    await page.keyboard.press('Enter');
    await expect.poll(() => search().get('sort')).toBe('email:desc');
    expect(await focused(sortByEmail)).toBe(true);

    // The next page, then back to the first, from the paginator.
    await tabTo(page, main(page).getByRole('button', { name: 'Próxima página' }), { limit: 200 });
    await page.keyboard.press('Enter');
    await expect.poll(() => search().get('page')).toBe('2');
    await tabTo(page, main(page).getByRole('button', { name: 'Primeira página' }), { backwards: true });
    await page.keyboard.press('Enter');
    await expect.poll(() => search().get('page')).toBeNull();

    // A row's delete action opens the dialog with the focus inside; Tab cannot leave it.
    const deleteRoot = main(page).getByRole('button', { name: /^Excluir o usuário / }).first();
    await tabTo(page, deleteRoot, { backwards: true, limit: 200 });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await dialog.getByText('Tem certeza de que deseja excluir este usuário permanentemente?').waitFor();
    for (let press = 0; press < 8; press += 1) {
      await page.keyboard.press(press % 2 === 0 ? 'Tab' : 'Shift+Tab');
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.screenshot({ path: `${SCREENSHOTS}/keyboard-delete-dialog.png` });
    // Escape cancels: nothing deleted, the focus back on the action that opened it.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => focused(deleteRoot)).toBe(true);
    expect(await main(page).getByRole('row').count()).toBeGreaterThan(5);

    // A row's edit action opens the user's edit screen.
    const editRoot = main(page).getByRole('button', { name: /^Editar o usuário / }).first();
    await tabTo(page, editRoot, { backwards: true });
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/user-management\/users\/edit\/\d+$/);
  });

  it('moves through the tabs of the user edit screen with the arrow keys and saves with Enter', async () => {
    const page = await run.newPage();
    await signInByKeyboard(page, 'root@example.com');
    await page.goto(`${run.url}/user-management/users/add`);
    await page.getByRole('heading', { level: 1, name: 'Criar usuário' }).waitFor();

    const basic = page.getByRole('tab', { name: 'Informações básicas' });
    await tabTo(page, basic.or(page.getByRole('tab', { selected: true })), { limit: 200 });
    await page.keyboard.press('ArrowRight');
    const address = page.getByRole('tab', { name: 'Endereço do usuário' });
    await expect.poll(() => address.getAttribute('aria-selected')).toBe('true');
    // The panel changes a moment after the tab: a Tab pressed in between would walk through the
    // first panel's fields (and mark them touched). A user sees the new panel before pressing Tab.
    await main(page).getByRole('tabpanel', { name: 'Endereço do usuário' }).waitFor();
    await main(page).getByRole('tabpanel', { name: 'Informações básicas' }).waitFor({ state: 'hidden' });
    await tabTo(page, main(page).getByRole('textbox', { name: /^Endereço/ }));
    await page.keyboard.type('Rua Augusta, 1500');
    // The disabled tabs (roles, password) are skipped until the user has an id.
    await tabTo(page, address, { backwards: true });
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByRole('tab', { name: 'Redes sociais' }).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowRight');
    const selected = () => page.getByRole('tab', { selected: true }).textContent();
    expect(await selected()).not.toMatch(/Perfis do usuário|Alterar senha/);
    // Home goes back to the first tab; the address typed is still there.
    await page.keyboard.press('Home');
    await expect.poll(selected).toBe('Informações básicas');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => address.getAttribute('aria-selected')).toBe('true');
    expect(await main(page).getByRole('textbox', { name: /^Endereço/ }).inputValue()).toBe('Rua Augusta, 1500');

    // Saving with the first tab's required fields empty: back to the first tab, with the alert.
    // Save sits in the screen's header, above the tabs.
    await tabTo(page, main(page).getByRole('button', { name: 'Salvar', exact: true }), { backwards: true });
    await page.keyboard.press('Enter');
    await main(page).getByRole('alert').getByText('Ops! Altere alguns campos e tente enviar novamente.').first().waitFor();
    await expect.poll(() => basic.getAttribute('aria-selected')).toBe('true');
    await page.screenshot({ path: `${SCREENSHOTS}/keyboard-user-tabs.png` });
  });
});
