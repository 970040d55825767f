import { mkdirSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizePath } from '../../src/domain/menu';
import { launchChromium } from './browser';
import { noticeDuration, signInAt } from './harness';
import { E2E_PASSWORD, startProduct } from './server';

const SCREENSHOTS = 'tests/e2e/screenshots';
const ROLE_TITLE = 'Suporte de entregas';
// What the new role holds once 'Chamados' (a child) is ticked: its parent comes with it.
const ROLE_NAMES = ['accessToSectionHelpDesk', 'accessToHelpDeskTickets'];
// What those ticks open, written from seed 001: the help desk's tickets entry (§2.1), and its two
// routes, helpdesk/tickets and helpdesk/tickets/{protocol}.
const OPENS = ['Chamados'];
const OPENS_ROUTES = '2 rotas protegidas';
// With accessToTransactions (seed 001's route table: finance/invoice, finance/credits,
// finance/company-history/{companyType}), the finance entries those routes show as.
const OPENS_WITH_FINANCE = ['Chamados', 'Faturas', 'Transações Braspag', 'Créditos', 'Histórico periódico', 'Histórico PIX'];

let product: Awaited<ReturnType<typeof startProduct>>;
let browser: Browser;
let rootToken: string;
beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  product = await startProduct();
  browser = await launchChromium();
  rootToken = await apiSignIn('root@example.com');
});
afterAll(async () => {
  await browser?.close();
  await product?.close();
});

async function apiSignIn(email: string): Promise<string> {
  const response = await fetch(`${product.url}/api/users/auth-admin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: E2E_PASSWORD, type: 'admin' }),
  });
  const body = (await response.json()) as { accessToken: string };
  return body.accessToken;
}

/** A call to the API as root. */
async function asRoot<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${product.url}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${rootToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

interface UserRow {
  id: string;
  email: string;
  roles: string[];
}

async function staffUser(): Promise<UserRow> {
  const page = await asRoot<{ items: UserRow[] }>('POST', '/acl/users/findUsers', { filter: { email: 'staff@example.com' }, pageNumber: 0, pageSize: 10 });
  const staff = page.items.find((user) => user.email === 'staff@example.com');
  if (!staff) throw new Error('the demo has staff@example.com');
  return staff;
}

async function newPage(viewport = { width: 1280, height: 900 }): Promise<Page> {
  const page = await browser.newPage({ viewport });
  page.on('pageerror', (error) => {
    throw error;
  });
  return page;
}

function signIn(page: Page, email: string) {
  return signInAt(product.url, page, email);
}

async function menuPages(page: Page): Promise<string[]> {
  const nav = page.locator('aside nav');
  await nav.waitFor();
  const hrefs = await nav.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map(normalizePath);
}

/**
 * staff@example.com's menu, written out: the entries of seed 001 section 2.1 its delivery role opens
 * (Empresas' delivery men and opening hours, the WhatsApp messages report), and the start page.
 */
const STAFF_MENU = ['/dashboard', '/company/delivery', '/company/opening-hours', '/report/whatsapp-messages'];
/** The same once a role with 'Chamados' is added: the help desk's tickets join, in menu order. */
const STAFF_MENU_WITH_TICKETS = ['/dashboard', '/company/delivery', '/company/opening-hours', '/helpdesk/tickets', '/report/whatsapp-messages'];

/** A role holding the named permissions, made through the API as root. */
async function roleHolding(title: string, names: readonly string[]): Promise<{ id: string; title: string }> {
  const catalogue = await asRoot<Array<{ id: string; name: string; children: Array<{ id: string; name: string }> }>>('GET', '/acl/permissions');
  const ids = catalogue.flatMap((parent) => [parent, ...parent.children]).filter((permission) => names.includes(permission.name)).map((permission) => permission.id);
  expect(ids).toHaveLength(names.length);
  return asRoot('POST', '/acl/roles', { title, permissions: ids });
}

/** The role dialog, with its checklist and preview. */
function roleDialog(page: Page) {
  const dialog = page.getByRole('dialog').filter({ has: page.locator('fieldset') });
  return {
    dialog,
    checklist: dialog.locator('fieldset'),
    preview: dialog.getByRole('region', { name: /^(O que este perfil libera|What this role opens)$/ }),
    /** The box of a permission, by its title. */
    box: (title: string) => dialog.locator('fieldset').getByRole('checkbox', { name: title, exact: true }),
    /** The label (Chakra's checkbox root) of a permission, carrying `data-state`. */
    label: (title: string) => dialog.locator('fieldset label').filter({ hasText: new RegExp(`^${title}$`) }),
  };
}

/** Waits for the animations under `locator` (a dialog opening) to end, for a screenshot. */
async function settled(locator: Locator) {
  await locator.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
}

async function expectState(label: Locator, state: string) {
  await expect.poll(() => label.getAttribute('data-state')).toBe(state);
}

describe('role administration in Chromium', () => {
  it('creates a role by ticking a child, finds the same ticks again, previews it, and shows it in the permission tree', async () => {
    const page = await newPage();
    await signIn(page, 'root@example.com');
    // Opened from inside the app, the first load waits a second from the navigation behind 'Please
    // wait....' (a page load counts that second from its own start, which a slow load may pass).
    await page.evaluate(() => window.history.pushState(null, '', '/user-management/roles'));
    await page.getByText('Aguarde....').waitFor();
    const table = page.getByRole('table', { name: 'Lista de perfis' });
    await table.getByRole('row', { name: /Administrador/ }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Perfis' }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/roles-list-pt.png` });

    await page.getByRole('button', { name: 'Novo perfil' }).click();
    const { dialog, preview, box, label } = roleDialog(page);
    await dialog.getByRole('heading', { name: 'Novo perfil' }).waitFor();
    expect(await dialog.evaluate((element) => element.getBoundingClientRect().width)).toBe(900);
    await preview.getByText('Marque permissões para ver o que elas liberam.').waitFor();

    await dialog.getByRole('textbox', { name: /Título/ }).fill(ROLE_TITLE);
    // Ticking a child ticks its parent; the preview shows what it opens.
    await label('Chamados').click();
    expect(await box('Chamados').isChecked()).toBe(true);
    // Ticked with one of its two children, and shown ticked (seed 000 section 4).
    await expectState(label('Central de ajuda'), 'checked');
    expect(await box('Central de ajuda').isChecked()).toBe(true);
    for (const title of OPENS) await preview.getByText(title, { exact: true }).waitFor();
    await expect.poll(() => preview.locator('li').count()).toBe(OPENS.length);
    await preview.getByText(OPENS_ROUTES).waitFor();

    // Another section's child grows the preview, and unticking it shrinks it back.
    await label('Transações').click();
    await expectState(label('Financeiro'), 'checked');
    for (const title of OPENS_WITH_FINANCE) await preview.getByText(title, { exact: true }).waitFor();
    await expect.poll(() => preview.locator('li').count()).toBe(OPENS_WITH_FINANCE.length);
    await page.screenshot({ path: `${SCREENSHOTS}/role-dialog-new-pt.png` });
    await label('Transações').click();
    await expectState(label('Financeiro'), 'unchecked');
    await expect.poll(() => preview.locator('li').count()).toBe(OPENS.length);
    // Unticking the parent unticks all its children; ticking it ticks them all; unticking the
    // other child leaves the parent ticked with 'Chamados'.
    await label('Central de ajuda').click();
    await expectState(label('Central de ajuda'), 'unchecked');
    expect(await box('Chamados').isChecked()).toBe(false);
    await preview.getByText('Marque permissões para ver o que elas liberam.').waitFor();
    await label('Central de ajuda').click();
    await expectState(label('Central de ajuda'), 'checked');
    expect(await box('Chamados').isChecked()).toBe(true);
    expect(await box('Academia ECBR').isChecked()).toBe(true);
    await label('Academia ECBR').click();
    await expectState(label('Central de ajuda'), 'checked');

    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText(`Perfil '${ROLE_TITLE}' criado`).waitFor();
    // Seed 000 section 9: 10000 ms for role saves.
    expect(await noticeDuration(page, `Perfil '${ROLE_TITLE}' criado`)).toBe('10000ms');
    await dialog.waitFor({ state: 'detached' });
    const row = table.getByRole('row', { name: new RegExp(ROLE_TITLE) });
    await row.waitFor();

    // Reopened, the same ticks.
    await row.getByRole('button', { name: `Editar o perfil ${ROLE_TITLE}` }).click();
    await dialog.getByRole('heading', { name: `Editar perfil '${ROLE_TITLE}'` }).waitFor();
    await expect.poll(() => box('Chamados').isChecked()).toBe(true);
    await expectState(label('Central de ajuda'), 'checked');
    const states = await dialog.locator('fieldset label').evaluateAll((labels) => labels.map((l) => l.getAttribute('data-state')));
    expect(states.filter((state) => state !== 'unchecked')).toEqual(['checked', 'checked']);
    const saved = (await asRoot<{ title: string; permissions: string[] }[]>('GET', '/acl/roles')).find((r) => r.title === ROLE_TITLE);
    const catalogue = await asRoot<{ id: string; name: string; children: { id: string; name: string }[] }[]>('GET', '/acl/permissions');
    const names = catalogue.flatMap((p) => [p, ...p.children]).filter((p) => saved?.permissions.includes(p.id)).map((p) => p.name);
    expect(names.sort()).toEqual([...ROLE_NAMES].sort());
    expect(await dialog.getByRole('textbox', { name: /Título/ }).inputValue()).toBe(ROLE_TITLE);
    await page.screenshot({ path: `${SCREENSHOTS}/role-dialog-edit-pt.png` });

    // The same list and dialog in English.
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('table', { name: 'Roles list' }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/roles-list-en.png` });
    await page.getByRole('row', { name: new RegExp(ROLE_TITLE) }).getByRole('button', { name: `Edit role ${ROLE_TITLE}` }).click();
    await dialog.getByRole('heading', { name: `Edit role '${ROLE_TITLE}'` }).waitFor();
    await expect.poll(() => box('Tickets').isChecked()).toBe(true);
    await preview.getByText('Tickets', { exact: true }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/role-dialog-edit-en.png` });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Português' }).click();

    // The address keeps the list's page, size, sort and search.
    await page.getByRole('combobox', { name: 'Itens por página' }).selectOption('3');
    await page.waitForURL(/\/user-management\/roles\?size=3$/);
    await page.getByRole('searchbox', { name: 'Pesquisar' }).fill('suporte');
    await page.waitForURL(/\/user-management\/roles\?size=3&q=suporte$/);
    await expect.poll(() => page.getByRole('table', { name: 'Lista de perfis' }).locator('tbody tr').count()).toBe(1);
    await page.reload();
    await page.getByRole('table', { name: 'Lista de perfis' }).getByRole('row', { name: new RegExp(ROLE_TITLE) }).waitFor();
    expect(await page.getByRole('searchbox', { name: 'Pesquisar' }).inputValue()).toBe('suporte');

    // adm/permissions: the catalogue with the roles that hold each permission.
    await page.goto(`${product.url}/adm/permissions`);
    const tickets = page.getByRole('treeitem', { name: /^Chamados/ });
    await tickets.waitFor();
    expect(await tickets.getByLabel(/^Perfis que a têm:/).getAttribute('aria-label')).toContain(ROLE_TITLE);
    await page.screenshot({ path: `${SCREENSHOTS}/permissions-tree-pt.png` });
    await page.close();
  });

  it("changes staff@example.com's menu once a role is assigned, and refuses to delete it while assigned", async () => {
    // Its own role (not the first test's), so that the test runs alone or in any order.
    const role = await roleHolding('Suporte de chamados', ROLE_NAMES);

    const staffPage = await newPage();
    await signIn(staffPage, 'staff@example.com');
    expect(await menuPages(staffPage)).toEqual(STAFF_MENU);
    expect(await menuPages(staffPage)).not.toContain('/helpdesk/tickets');

    // Assigned through the API as root (the users screens are someone else's).
    const staff = await staffUser();
    await asRoot('PUT', '/acl/users', { id: staff.id, roles: [...staff.roles, role.id] });
    await staffPage.reload();
    await staffPage.getByRole('heading', { name: /^Olá, / }).waitFor();
    expect(await menuPages(staffPage)).toEqual(STAFF_MENU_WITH_TICKETS);
    expect(await menuPages(staffPage)).toContain('/helpdesk/tickets');
    await staffPage.screenshot({ path: `${SCREENSHOTS}/roles-staff-menu.png` });
    await staffPage.close();

    const page = await newPage();
    await signIn(page, 'root@example.com');
    await page.goto(`${product.url}/adm/roles?q=${encodeURIComponent(role.title)}`);
    const row = page.getByRole('table', { name: 'Lista de perfis' }).getByRole('row', { name: new RegExp(role.title) });
    await row.getByRole('button', { name: `Excluir o perfil ${role.title}` }).click();
    const refusal = page.getByRole('alertdialog', { name: 'Este perfil não pode ser excluído' });
    await refusal.getByText(`O perfil '${role.title}' está atribuído a 1 usuário. Retire-o desse usuário antes de excluí-lo.`).waitFor();
    await settled(refusal);
    await page.screenshot({ path: `${SCREENSHOTS}/roles-delete-refused-pt.png` });
    await refusal.getByRole('button', { name: 'Ok' }).click();
    await refusal.waitFor({ state: 'detached' });
    await row.waitFor();

    // Taken from staff again, it is deleted after 'Are you sure...?' and 'Role is deleting...'.
    await asRoot('PUT', '/acl/users', { id: staff.id, roles: staff.roles });
    await row.getByRole('button', { name: `Excluir o perfil ${role.title}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Excluir perfil' });
    await confirm.getByText('Tem certeza de que deseja excluir este perfil permanentemente?').waitFor();
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await confirm.getByText('Excluindo o perfil...').waitFor();
    await page.getByText('O perfil foi excluído').waitFor({ timeout: 10_000 });
    await row.waitFor({ state: 'detached' });
    await page.close();
  });

  it('opens the core role read-only: no Edit and no Delete in its row, title, boxes and Save disabled', async () => {
    const page = await newPage();
    await signIn(page, 'root@example.com');
    await page.goto(`${product.url}/adm/roles`);
    const row = page.getByRole('table', { name: 'Lista de perfis' }).getByRole('row', { name: /Administrador/ });
    await row.waitFor();
    expect(await row.getByRole('button').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')))).toEqual(['Ver o perfil Administrador']);
    await row.getByRole('button', { name: 'Ver o perfil Administrador' }).click();
    const { dialog, checklist } = roleDialog(page);
    await dialog.getByRole('heading', { name: "Perfil 'Administrador'" }).waitFor();
    await dialog.getByText('Este é um perfil do sistema').waitFor();
    await expect.poll(() => checklist.getByRole('checkbox').count()).toBeGreaterThan(20);
    expect(await dialog.getByRole('textbox', { name: /Título/ }).isDisabled()).toBe(true);
    const boxes = await checklist.locator('input[type=checkbox]').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).disabled));
    expect(boxes.every(Boolean)).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Salvar' }).isDisabled()).toBe(true);
    await settled(dialog);
    await page.screenshot({ path: `${SCREENSHOTS}/role-dialog-core-pt.png` });
    // Far down the checklist, the preview is still in view beside it.
    await checklist.getByText('Contas a pagar e receber').scrollIntoViewIfNeeded();
    const body = await dialog.locator('.chakra-dialog__body').boundingBox();
    const panel = await dialog.getByRole('region', { name: 'O que este perfil libera' }).boundingBox();
    expect(panel && body && panel.y >= body.y && panel.y < body.y + body.height).toBe(true);
    await page.screenshot({ path: `${SCREENSHOTS}/role-dialog-core-scrolled-pt.png` });
    await dialog.getByRole('button', { name: 'Fechar' }).first().click();
    await dialog.waitFor({ state: 'detached' });
    await page.close();
  });
});

describe('role title limit and delete dialog in Chromium', () => {
  it('lets the title run past 100 characters with the maximum-length message, and refuses the save', async () => {
    const page = await newPage();
    await signIn(page, 'root@example.com');
    await page.goto(`${product.url}/adm/roles`);
    await page.getByRole('button', { name: 'Novo perfil' }).click();
    const { dialog } = roleDialog(page);
    const title = dialog.getByRole('textbox', { name: /Título/ });
    await title.fill('a'.repeat(100));
    expect(await dialog.getByText('o tamanho máximo é 100').count()).toBe(0);
    await title.press('b');
    expect(await title.inputValue()).toBe(`${'a'.repeat(100)}b`);
    await dialog.getByText('o tamanho máximo é 100').waitFor();
    let posted = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/acl/roles') posted += 1;
    });
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Ops!' }).waitFor();
    expect(posted).toBe(0);
    await page.close();
  });

  it('keeps the waiting text until the delete dialog is gone: the question never flashes back', async () => {
    const role = await asRoot<{ id: string; title: string }>('POST', '/acl/roles', { title: 'Perfil a excluir', permissions: [] });
    const page = await newPage();
    await signIn(page, 'root@example.com');
    await page.goto(`${product.url}/adm/roles?q=${encodeURIComponent(role.title)}`);
    await page.getByRole('button', { name: `Excluir o perfil ${role.title}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Excluir perfil' });
    await dialog.getByText('Tem certeza de que deseja excluir este perfil permanentemente?').waitFor();
    // Records, on every change of the document, whether the question shows after the waiting text did.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { dialogTexts: string[] }).dialogTexts = seen;
      new MutationObserver(() => {
        const content = document.querySelector('[data-part="delete-dialog"]');
        const text = content?.textContent ?? '(gone)';
        const state = text === '(gone)' ? 'gone' : text.includes('Excluindo o perfil...') ? 'waiting' : text.includes('Tem certeza') ? 'question' : 'other';
        if (seen[seen.length - 1] !== state) seen.push(state);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await dialog.getByRole('button', { name: 'Excluir' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 10_000 });
    await page.getByText('O perfil foi excluído').first().waitFor();
    const states = await page.evaluate(() => (window as unknown as { dialogTexts: string[] }).dialogTexts);
    expect(states.slice(states.indexOf('waiting'))).toEqual(['waiting', 'gone']);
    await page.close();
  });
});

