import type { Locator, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TokenSigner, ACCESS_TOKEN_SECONDS } from '../../server/auth/tokens';
import { startE2eRun } from './harness';
import { E2E_JWT_SECRET, E2E_PASSWORD } from './server';
import { PRERENDERED_FORM_ATTRIBUTE } from '../../src/routes/prerendered';

/**
 * What a user keeps when a request fails: the typed values, a message saying what went wrong, and
 * the session across a server restart. Failures are real: the server is stopped (its database
 * stays), a request is aborted in the browser, or the server's own refusal is answered.
 */

const run = startE2eRun();
const newPage = () => run.newPage({ viewport: { width: 1280, height: 900 } });
const main = (page: Page) => page.locator('#shell-content');
const search = (page: Page) => new URL(page.url()).searchParams;
const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/resilience-${name}.png` });

/** What the pt-BR catalogue says when no answer came, and when the server failed. */
const NETWORK = 'Não foi possível falar com o servidor. Verifique sua conexão.';
const SERVER = 'Algo deu errado no servidor. Tente novamente mais tarde.';

/** How long a step may keep the server down: well inside a test's time, so a stuck step fails alone. */
const DOWN_AT_MOST_MS = 30_000;

/**
 * Runs `whileDown` with the server stopped, and starts a new one on the same port whatever
 * happens, within {@link DOWN_AT_MOST_MS}: a step that waits for something that never shows fails
 * its own test, and the next test finds the server up.
 */
async function withServerDown(whileDown: () => Promise<void>): Promise<void> {
  await run.product.stopServer();
  let timer: NodeJS.Timeout | undefined;
  const stuck = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the server was down for ${DOWN_AT_MOST_MS} ms and the step had not ended`)), DOWN_AT_MOST_MS);
  });
  try {
    await Promise.race([whileDown(), stuck]);
  } finally {
    clearTimeout(timer);
    await run.product.startServer();
  }
}

/**
 * Opens `path` signed in as `email`, as a page load after signing in finds the session: the
 * tokens of an API sign-in in the page's storage (the form itself is tested on its own below).
 */
async function openSignedIn(page: Page, email: string, path: string): Promise<void> {
  const response = await fetch(`${run.url}/api/users/auth-admin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: E2E_PASSWORD, type: 'admin' }),
  });
  if (!response.ok) throw new Error(`signing ${email} in answered ${response.status}`);
  const { accessToken, refreshToken } = (await response.json()) as { accessToken: string; refreshToken: string };
  await page.goto(`${run.url}/config.json`);
  await page.evaluate((tokens) => localStorage.setItem('authTokens', JSON.stringify(tokens)), { accessToken, refreshToken });
  await page.goto(`${run.url}${path}`);
}

/** The session the page keeps in its storage. */
async function storedTokens(page: Page): Promise<{ accessToken: string; refreshToken: string }> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('authTokens') ?? '{}') as { accessToken: string; refreshToken: string });
}

/** A GET of the API with the page's own session, from the page. */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const tokens = JSON.parse(localStorage.getItem('authTokens') ?? '{}') as { accessToken?: string };
    const response = await fetch(url, { headers: { Authorization: `Bearer ${tokens.accessToken ?? ''}` } });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return (await response.json()) as T;
  }, `/api${path}`) as Promise<T>;
}

/** An access token of the page's own session that expired a minute ago, signed with the server's key. */
async function expiredAccessToken(accessToken: string): Promise<string> {
  const [, payload = ''] = accessToken.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub: string; sid: string };
  return new TokenSigner(E2E_JWT_SECRET).sign({ userId: Number(claims.sub), sessionId: claims.sid }, Date.now() - (ACCESS_TOKEN_SECONDS + 60) * 1000);
}

/** The user form's fields by tab, as a user fills them. */
const USER_TABS = {
  'Informações básicas': {
    Usuário: 'rita.resiliente',
    'Nome completo': 'Rita Resiliente',
    'E-mail': 'root@example.com',
    Ocupação: 'Supervisora',
    'Nome da empresa': 'Cantina da Nonna',
    Telefone: '11987654321',
  },
  'Endereço do usuário': { Endereço: 'Rua Augusta, 1500', Cidade: 'São Paulo', Estado: 'SP', CEP: '01304-001' },
  'Redes sociais': { LinkedIn: 'linkedin.com/in/rita', Instagram: '@rita.resiliente' },
} satisfies Record<string, Record<string, string>>;
type UserTabName = keyof typeof USER_TABS;

const userField = (page: Page, label: string) => main(page).getByRole('textbox', { name: new RegExp(`^${label}`) });

async function openTab(page: Page, tab: string) {
  await page.getByRole('tab', { name: tab }).click();
  await expect.poll(() => page.getByRole('tab', { name: tab }).getAttribute('aria-selected')).toBe('true');
}

/** Every field of every typed tab holds what was typed. */
async function expectUserValues(page: Page, tabs: Record<UserTabName, Record<string, string>>) {
  for (const [tab, fields] of Object.entries(tabs)) {
    await openTab(page, tab);
    for (const [label, value] of Object.entries(fields)) expect(await userField(page, label).inputValue(), `${tab} › ${label}`).toBe(value);
  }
}

/** The danger notice of the user form. */
const userNotice = (page: Page, text: string) => main(page).locator('[data-part="user-edit"]').getByText(text, { exact: true });

/** The role dialog and its parts. */
function roleDialog(page: Page) {
  const dialog = page.getByRole('dialog').filter({ has: page.locator('fieldset') });
  return {
    dialog,
    title: dialog.getByRole('textbox', { name: /Título/ }),
    box: (name: string) => dialog.locator('fieldset').getByRole('checkbox', { name, exact: true }),
    label: (name: string) => dialog.locator('fieldset label').filter({ hasText: new RegExp(`^${name}$`) }),
  };
}

/** Waits for the animations under `locator` (a dialog opening) to end, for a screenshot. */
async function settled(locator: Locator) {
  await locator.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
}

describe('a failed request keeps what the user typed, and the session outlives a server restart', () => {
  it('keeps every tab of the user form through a refused save, the server down and a server error, then saves it', async () => {
    const page = await newPage();
    await openSignedIn(page, 'root@example.com', '/user-management/users/add');
    await page.getByRole('heading', { level: 1, name: 'Criar usuário' }).waitFor();
    for (const [tab, fields] of Object.entries(USER_TABS)) {
      await openTab(page, tab);
      for (const [label, value] of Object.entries(fields)) await userField(page, label).fill(value);
    }
    const save = main(page).getByRole('button', { name: 'Salvar', exact: true });

    // The server refuses: root's e-mail is taken. It says so, in Portuguese, and keeps the form.
    await save.click();
    await userNotice(page, 'Este e-mail pertence a outro usuário.').waitFor();
    await expectUserValues(page, USER_TABS);

    // The e-mail fixed, the server goes away: the form says it could not reach it, and keeps every tab.
    const typed = { ...USER_TABS, 'Informações básicas': { ...USER_TABS['Informações básicas'], 'E-mail': 'rita.resiliente@example.com' } };
    await openTab(page, 'Informações básicas');
    await userField(page, 'E-mail').fill(typed['Informações básicas']['E-mail']);
    await withServerDown(async () => {
      await openTab(page, 'Redes sociais');
      await save.click();
      await userNotice(page, NETWORK).waitFor();
      expect(new URL(page.url()).pathname).toBe('/user-management/users/add');
      await shot(page, 'user-form-network');
      await expectUserValues(page, typed);
    });

    // The server is back: the same Save creates the user with what was typed.
    await save.click();
    await page.waitForURL(/\/user-management\/users\/edit\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Editar usuário - Rita Resiliente' }).waitFor();
    const id = page.url().split('/').pop() ?? '';
    const created = await apiGet<{
      username: string;
      fullname: string;
      email: string;
      occupation: string | null;
      companyName: string | null;
      phone: string | null;
      address: { addressLine: string; city: string; state: string; postCode: string } | null;
      socialNetworks: { linkedIn?: string; instagram?: string } | null;
      roles: string[];
    }>(page, `/acl/users/${id}`);
    const basic = typed['Informações básicas'];
    const address = typed['Endereço do usuário'];
    const social = typed['Redes sociais'];
    expect(created).toMatchObject({
      username: basic.Usuário,
      fullname: basic['Nome completo'],
      email: basic['E-mail'],
      occupation: basic.Ocupação,
      companyName: basic['Nome da empresa'],
      phone: basic.Telefone,
      address: { addressLine: address.Endereço, city: address.Cidade, state: address.Estado, postCode: address.CEP },
      socialNetworks: { linkedIn: social.LinkedIn, instagram: social.Instagram },
    });

    // Editing: a role picked on tab 4 and a new occupation, and the server fails with a 500.
    await openTab(page, 'Perfis do usuário');
    const roleSelect = main(page).getByLabel('Perfil a atribuir');
    await roleSelect.selectOption({ index: 1 });
    const roleName = (await roleSelect.locator('option').nth(1).textContent()) ?? '';
    await main(page).getByRole('button', { name: 'Atribuir' }).click();
    const assigned = main(page).getByRole('list', { name: 'Perfis atribuídos' }).getByRole('button', { name: `Remover o perfil ${roleName}` });
    await openTab(page, 'Informações básicas');
    await userField(page, 'Ocupação').fill('Gerente de turno');
    await page.route('**/api/acl/users', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on the server', code: 'internal' }) })
        : route.fallback(),
    );
    await save.click();
    await userNotice(page, SERVER).waitFor();
    await shot(page, 'user-form-server-error');
    expect(await userField(page, 'Ocupação').inputValue()).toBe('Gerente de turno');
    await openTab(page, 'Perfis do usuário');
    await assigned.waitFor();
    await page.unroute('**/api/acl/users');

    // Saved again: the role and the occupation are the user's.
    await save.click();
    await page.getByText('Usuário salvo com sucesso.').waitFor();
    const edited = await apiGet<{ occupation: string | null; roles: string[] }>(page, `/acl/users/${id}`);
    expect(edited.occupation).toBe('Gerente de turno');
    expect(edited.roles).toHaveLength(1);
    await page.close();
  });

  it('keeps the role dialog open with its title and ticks when the save cannot reach the server, then creates the role', async () => {
    const page = await newPage();
    await openSignedIn(page, 'root@example.com', '/user-management/roles');
    const table = page.getByRole('table', { name: 'Lista de perfis' });
    await table.getByRole('row', { name: /Administrador/ }).waitFor();
    await page.getByRole('button', { name: 'Novo perfil' }).click();
    const { dialog, title, box, label } = roleDialog(page);
    await dialog.getByRole('heading', { name: 'Novo perfil' }).waitFor();
    await title.fill('Plantão de fim de semana');
    await label('Chamados').click();
    await label('Transações').click();
    expect(await box('Chamados').isChecked()).toBe(true);

    await withServerDown(async () => {
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await dialog.getByRole('alert').filter({ hasText: 'O perfil não foi salvo: não foi possível falar com o servidor' }).waitFor();
      await settled(dialog);
      await shot(page, 'role-dialog-network');
      // Still open, with the title and the ticks as they were.
      expect(await dialog.isVisible()).toBe(true);
      expect(await title.inputValue()).toBe('Plantão de fim de semana');
      expect(await box('Chamados').isChecked()).toBe(true);
      expect(await box('Transações').isChecked()).toBe(true);
      expect(await box('Academia ECBR').isChecked()).toBe(false);
    });

    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText("Perfil 'Plantão de fim de semana' criado").waitFor();
    await dialog.waitFor({ state: 'detached' });
    await table.getByRole('row', { name: /Plantão de fim de semana/ }).waitFor();
    const roles = await apiGet<{ title: string; permissions: string[] }[]>(page, '/acl/roles');
    const catalogue = await apiGet<{ id: string; name: string; children: { id: string; name: string }[] }[]>(page, '/acl/permissions');
    const saved = roles.find((role) => role.title === 'Plantão de fim de semana');
    const names = catalogue.flatMap((p) => [p, ...p.children]).filter((p) => saved?.permissions.includes(p.id)).map((p) => p.name);
    expect(names.sort()).toEqual(['accessToHelpDeskTickets', 'accessToSectionFinance', 'accessToSectionHelpDesk', 'accessToTransactions']);
    await page.close();
  });

  it('says the server could not be reached when signing in with it down, keeps what was typed, and signs in once it is back', async () => {
    const page = await newPage();
    // The network drops before the form’s checks arrive (they load when the user first acts): the
    // submit still goes, and says what happened, instead of waiting for them for ever.
    const CHECKS = '**/assets/authChecks-*.js';
    await page.route(CHECKS, (route) => route.abort('connectionrefused'));
    await page.goto(`${run.url}/auth/login`);
    // The app's own form (the page arrives with one drawn by the build, which the app's code takes over).
    await page.locator(`form:not([${PRERENDERED_FORM_ATTRIBUTE}])`).getByRole('heading', { name: 'Logar no sistema' }).waitFor();
    const email = page.getByLabel('E-mail');
    const password = page.getByLabel(/^Senha/);
    await withServerDown(async () => {
      await email.fill('root@example.com');
      await password.fill(E2E_PASSWORD);
      await page.getByRole('button', { name: 'Entrar' }).click();
      await page.getByRole('alert').filter({ hasText: NETWORK }).waitFor();
      expect(await page.getByText('Login e/ou senha incorretos').count()).toBe(0);
      await shot(page, 'login-network');
      // Nothing was wrong with what was typed: both stay, so Entrar again is all it takes.
      expect(await email.inputValue()).toBe('root@example.com');
      expect(await password.inputValue()).toBe(E2E_PASSWORD);
      expect(new URL(page.url()).pathname).toBe('/auth/login');
    });
    await page.unroute(CHECKS);

    // A failing server says so too, and is no wrong password either.
    await page.route('**/api/users/auth-admin', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ statusCode: 503, error: 'Service Unavailable', message: 'Unavailable' }) }),
    );
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByRole('alert').filter({ hasText: SERVER }).waitFor();
    expect(await email.inputValue()).toBe('root@example.com');
    await page.unroute('**/api/users/auth-admin');

    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(`${run.url}/dashboard`, { timeout: 15_000 });
    await page.getByRole('heading', { name: 'Olá, Raquel Root' }).waitFor();
    await page.close();
  });

  it('shows a failed page of the users list with a retry that keeps its page and search', async () => {
    const page = await newPage();
    await openSignedIn(page, 'root@example.com', '/user-management/users?page=2&size=5&q=example');
    await main(page).getByRole('cell', { name: 'partner@example.com' }).waitFor();
    await main(page).getByText('Página 2 de').waitFor();
    const searchBox = main(page).getByRole('searchbox');
    const rowsOfPage2 = await main(page).locator('tbody tr').allInnerTexts();
    const alert = main(page).locator('[data-part="load-error"]');

    // The page loaded again with the network failing for the list's call: an error, and the list
    // still asks for page 2 of 'example'.
    await page.route('**/api/acl/users/findUsers', (route) => route.abort('connectionrefused'));
    await page.reload();
    await alert.getByText('Não foi possível carregar a lista.').waitFor({ timeout: 15_000 });
    await alert.getByText(NETWORK).waitFor();
    expect(search(page).get('page')).toBe('2');
    expect(search(page).get('q')).toBe('example');
    expect(await searchBox.inputValue()).toBe('example');
    // No page arrived: the paginator claims no count ('Página 2 de 1, 0 - 0 de 0' read as an empty list).
    expect(await main(page).locator('[data-part="paginator"]').count()).toBe(0);
    await shot(page, 'users-list-network');
    await page.unroute('**/api/acl/users/findUsers');
    await alert.getByRole('button', { name: 'Tentar novamente' }).click();
    await alert.waitFor({ state: 'detached' });
    await main(page).getByRole('cell', { name: 'partner@example.com' }).waitFor();
    await expect.poll(() => main(page).locator('tbody tr').allInnerTexts()).toEqual(rowsOfPage2);

    // The server goes away while the next page is asked: the rows shown stay, with the error.
    await withServerDown(async () => {
      await main(page).getByRole('button', { name: 'Próxima página' }).click();
      await alert.getByText(NETWORK).waitFor();
      // The address keeps the page asked for; the rows and the paginator are still page 2's.
      await expect.poll(() => search(page).get('page')).toBe('3');
      expect(await main(page).locator('tbody tr').allInnerTexts()).toEqual(rowsOfPage2);
      expect(await main(page).locator('[data-part="page-of"]').textContent()).toMatch(/^Página 2 de \d+$/);
      expect(await searchBox.inputValue()).toBe('example');
      await shot(page, 'users-list-next-page-network');
    });
    await alert.getByRole('button', { name: 'Tentar novamente' }).click();
    await main(page).getByText('Página 3 de').waitFor();
    await main(page).getByRole('cell', { name: 'partner@example.com' }).waitFor({ state: 'detached' });
    expect(search(page).get('q')).toBe('example');
    expect(await main(page).locator('tbody tr').allInnerTexts()).not.toEqual(rowsOfPage2);
    await page.close();
  });

  it('stays signed in on the same page across a server restart, and refreshes an expired token with the new server', async () => {
    const page = await newPage();
    await openSignedIn(page, 'root@example.com', '/user-management/users?size=5');
    await main(page).getByRole('cell', { name: 'root@example.com' }).waitFor();
    const before = await storedTokens(page);

    // A new server on the same database and port: the page, reloaded, is the same page, signed in.
    await run.product.stopServer();
    await run.product.startServer();
    await page.reload();
    await main(page).getByRole('cell', { name: 'root@example.com' }).waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/user-management/users');
    await page.getByRole('button', { name: 'Menu do usuário' }).waitFor();
    // On through the app (its breadcrumb, no page load): the next page's calls are answered too.
    await page.getByRole('link', { name: 'Gestão de usuários' }).click();
    await page.waitForURL(`${run.url}/user-management/roles`);
    await page.getByRole('table', { name: 'Lista de perfis' }).getByRole('row', { name: /Administrador/ }).waitFor();
    expect(await storedTokens(page)).toEqual(before);

    // The access token expires between two calls: the refused call is answered after one refresh
    // with the restarted server, which hands out a new pair; the user sees the list sorted.
    const expired = await expiredAccessToken(before.accessToken);
    const refreshes: Request[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/users/auth-admin/refresh')) refreshes.push(request);
    });
    const findRoles = (status: number) => page.waitForResponse((response) => response.url().endsWith('/api/acl/roles/findRoles') && response.status() === status);
    const refused = findRoles(401);
    const replayed = findRoles(200);
    await page.route('**/api/acl/roles/findRoles', (route) => route.continue({ headers: { ...route.request().headers(), authorization: `Bearer ${expired}` } }), { times: 1 });
    await page.getByRole('columnheader', { name: /Título/ }).getByRole('button').click();
    await refused;
    await replayed;
    await main(page).locator('[data-part="paged-table"][data-state="ready"]').waitFor();
    expect(search(page).get('sort')).toBe('title:asc');
    expect(await page.getByRole('columnheader', { name: /Título/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(refreshes).toHaveLength(1);
    const rotated = await storedTokens(page);
    expect(rotated.refreshToken).not.toBe(before.refreshToken);
    expect(rotated.accessToken).not.toBe(before.accessToken);
    expect(await page.locator('[data-part="load-error"]').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/user-management/roles');

    // A page load with the stored access token expired refreshes once too, and stays on its page.
    await page.evaluate((token) => {
      const tokens = JSON.parse(localStorage.getItem('authTokens') ?? '{}') as Record<string, string>;
      localStorage.setItem('authTokens', JSON.stringify({ ...tokens, accessToken: token }));
    }, await expiredAccessToken(rotated.accessToken));
    await page.reload();
    await page.getByRole('table', { name: 'Lista de perfis' }).getByRole('row', { name: /Administrador/ }).waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/user-management/roles');
    expect(refreshes).toHaveLength(2);
    expect((await storedTokens(page)).refreshToken).not.toBe(rotated.refreshToken);
    await page.close();
  });
});
