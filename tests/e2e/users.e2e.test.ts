import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { insertUser } from '../server/harness';
import { noticeDuration, SCREENSHOTS, startE2eRun } from './harness';
import { E2E_PASSWORD } from './server';

const run = startE2eRun();
const newPage = () => run.newPage({ viewport: { width: 1280, height: 900 } });
const signIn = (page: Page, email: string) => run.signIn(page, email);

const main = (page: Page) => page.locator('#shell-content');
const search = (page: Page) => new URL(page.url()).searchParams;

describe('user administration in Chromium as root', () => {
  it('creates a user through the five tabs, gives it a role and a password, and it signs in with that password', async () => {
    const page = await newPage();
    await signIn(page, 'root@example.com');
    await page.goto(`${run.url}/user-management/users`);
    await main(page).getByRole('cell', { name: 'root@example.com' }).waitFor();

    // Create: tab 1, then the address and the social networks; tabs 4 and 5 wait for an id.
    await main(page).getByRole('button', { name: 'Novo usuário' }).click();
    await page.waitForURL(`${run.url}/user-management/users/add`);
    await page.getByRole('heading', { level: 1, name: 'Criar usuário' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Perfis do usuário' }).isDisabled()).toBe(true);
    await main(page).getByLabel(/^Usuário/).fill('joana.teste');
    await main(page).getByLabel(/^Nome completo/).fill('Joana Teste');
    await main(page).getByLabel(/^E-mail/).fill('joana.teste@example.com');
    await main(page).getByLabel(/^Ocupação/).fill('Atendente');
    await page.screenshot({ path: `${SCREENSHOTS}/user-tab-basic.png` });
    await page.getByRole('tab', { name: 'Endereço do usuário' }).click();
    await main(page).getByRole('textbox', { name: /^Endereço/ }).fill('Rua Augusta, 1500');
    await main(page).getByLabel(/^Cidade/).fill('São Paulo');
    await main(page).getByLabel(/^Estado/).fill('SP');
    await main(page).getByLabel(/^CEP/).fill('01304-001');
    await page.screenshot({ path: `${SCREENSHOTS}/user-tab-address.png` });
    await page.getByRole('tab', { name: 'Redes sociais' }).click();
    await main(page).getByLabel(/^Instagram/).fill('@joana.teste');
    await page.screenshot({ path: `${SCREENSHOTS}/user-tab-social.png` });
    await main(page).getByRole('button', { name: 'Salvar', exact: true }).click();
    // Saved without Exit: on to the new user's edit route.
    await page.waitForURL(/\/user-management\/users\/edit\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Editar usuário - Joana Teste' }).waitFor();

    // Tab 4: assign a role, and save.
    await page.getByRole('tab', { name: 'Perfis do usuário' }).click();
    const roleSelect = main(page).getByLabel('Perfil a atribuir');
    await roleSelect.selectOption({ index: 1 });
    await main(page).getByRole('button', { name: 'Atribuir' }).click();
    await page.screenshot({ path: `${SCREENSHOTS}/user-tab-roles.png` });
    await main(page).getByRole('button', { name: 'Salvar', exact: true }).click();
    await page.getByText('Usuário salvo com sucesso.').waitFor();

    // Tab 5: a mismatch is refused, then the password changes.
    await page.getByRole('tab', { name: 'Alterar senha' }).click();
    await main(page).getByLabel(/^Senha/).fill('senha-da-joana');
    await main(page).getByLabel(/^Confirmar senha/).fill('outra-senha');
    await main(page).getByRole('button', { name: 'Alterar senha' }).click();
    await main(page).getByText('Ops! As senhas não conferem.').waitFor();
    await main(page).getByLabel(/^Confirmar senha/).fill('senha-da-joana');
    await page.screenshot({ path: `${SCREENSHOTS}/user-tab-password.png` });
    await main(page).getByRole('button', { name: 'Alterar senha' }).click();
    await page.getByText('A senha do usuário foi alterada').waitFor();
    await page.close();

    // The new user signs in with the new password.
    const joana = await newPage();
    await joana.goto(`${run.url}/auth/login`);
    await joana.getByLabel('E-mail').fill('joana.teste@example.com');
    await joana.getByLabel(/^Senha/).fill('senha-da-joana');
    await joana.getByRole('button', { name: 'Entrar' }).click();
    await joana.waitForURL(`${run.url}/dashboard`, { timeout: 15_000 });
    await joana.getByRole('heading', { name: 'Olá, Joana Teste' }).waitFor();
    await joana.close();
  });

  it('finds, sorts and pages the list; the address follows, a reload restores the page and Back returns', async () => {
    const page = await newPage();
    await signIn(page, 'root@example.com');
    await page.goto(`${run.url}/user-management/users`);
    await main(page).getByRole('cell', { name: 'root@example.com' }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/users-list.png` });
    await main(page).getByRole('searchbox').or(main(page).getByPlaceholder('Pesquisar')).first().fill('market');
    await main(page).getByRole('cell', { name: 'market@example.com' }).waitFor();
    await expect.poll(() => main(page).getByRole('cell', { name: 'root@example.com' }).count()).toBe(0);
    await expect.poll(() => search(page).get('q')).toBe('market');
    await main(page).getByRole('searchbox').or(main(page).getByPlaceholder('Pesquisar')).first().fill('');
    await expect.poll(() => search(page).get('q')).toBeNull();
    await main(page).getByRole('columnheader', { name: /E-mail/ }).getByRole('button').click();
    await expect.poll(() => search(page).get('sort')).toBe('email:asc');
    await main(page).getByRole('columnheader', { name: /E-mail/ }).getByRole('button').click();
    await expect.poll(() => search(page).get('sort')).toBe('email:desc');
    await main(page).getByLabel('Itens por página').selectOption('5').catch(async () => {
      await main(page).getByLabel('Itens por página').click();
      await page.getByRole('option', { name: '5' }).click();
    });
    await expect.poll(() => search(page).get('size')).toBe('5');
    await main(page).getByRole('button', { name: 'Próxima página' }).click();
    await expect.poll(() => search(page).get('page')).toBe('2');
    await main(page).getByText('Página 2 de').waitFor();
    const before = await main(page).locator('tbody tr').allInnerTexts();
    await page.reload();
    await main(page).getByText('Página 2 de').waitFor({ timeout: 15_000 });
    await expect.poll(() => main(page).locator('tbody tr').allInnerTexts(), { timeout: 10_000 }).toEqual(before);
    await page.goBack();
    await expect.poll(() => search(page).get('page')).toBeNull();
    await page.close();
  });

  it('shows the list and the edit tabs in English', async () => {
    const page = await newPage();
    await signIn(page, 'root@example.com');
    await page.getByRole('button', { name: 'English' }).click();
    await page.goto(`${run.url}/user-management/users/edit/2`);
    await page.getByRole('heading', { level: 1, name: /^Edit user - / }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/user-edit-en.png` });
    await page.goto(`${run.url}/user-management/users`);
    await page.locator('#shell-content').getByRole('cell', { name: 'root@example.com' }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/users-list-en.png` });
    await page.close();
  });
});

describe('user administration in Chromium as the application user', () => {
  it('shows only the users of its companies, those above it read-only with the reason, and refuses root', async () => {
    const page = await newPage();
    await signIn(page, 'app@example.com');
    await page.goto(`${run.url}/user-management/users?sort=email:desc`);
    const restaurant = main(page).getByRole('row', { name: /restaurant@example\.com/ });
    await restaurant.waitFor();
    await restaurant.getByText('Tem permissões que você não tem').waitFor();
    expect(await restaurant.getByRole('button', { name: /^Editar o usuário/ }).isDisabled()).toBe(true);
    expect(await restaurant.getByRole('button', { name: /^Excluir o usuário/ }).isDisabled()).toBe(true);
    await page.screenshot({ path: `${SCREENSHOTS}/users-list-read-only.png` });
    // Its own row is its to change.
    await main(page).getByPlaceholder('Pesquisar').first().fill('aplicativo');
    const own = main(page).getByRole('row', { name: /app@example\.com/ });
    expect(await own.getByText('Tem permissões que você não tem').count()).toBe(0);
    expect(await own.getByRole('button', { name: /^Editar o usuário/ }).isDisabled()).toBe(false);
    // The list has loaded: root is not in it, not even by a search.
    await main(page).getByPlaceholder('Pesquisar').first().fill('root');
    await main(page).getByText('Nenhum registro encontrado').waitFor();
    expect(await main(page).getByRole('cell', { name: 'root@example.com' }).count()).toBe(0);
  });
});

describe('the demo users in Chromium', () => {
  it('edits a demo user and saves it without inventing an address', async () => {
    const page = await newPage();
    await signIn(page, 'root@example.com');
    await page.goto(`${run.url}/user-management/users?q=restaurante`);
    await main(page).getByRole('button', { name: 'Editar o usuário Rodrigo Restaurante' }).click();
    await page.getByRole('heading', { level: 1, name: 'Editar usuário - Rodrigo Restaurante' }).waitFor();
    await page.getByRole('tab', { name: 'Endereço do usuário' }).click();
    expect(await main(page).getByRole('textbox', { name: /^Endereço/ }).inputValue()).toMatch(/^Rua |^Avenida /);
    await page.getByRole('tab', { name: 'Informações básicas' }).click();
    await main(page).getByLabel(/^Ocupação/).fill('Gerente da cozinha');
    await main(page).getByRole('button', { name: 'Salvar', exact: true }).click();
    const notice = page.getByText('Usuário salvo com sucesso.');
    await notice.waitFor();
    // The notice shows at the bottom of the page (seed 000 section 9), not over the top bar.
    const box = await notice.boundingBox();
    expect(box && box.y > 900 / 2).toBe(true);
    // Seed 000 section 9: 5000 ms for user saves.
    expect(await noticeDuration(page, 'Usuário salvo com sucesso.')).toBe('5000ms');
  });
});

describe('the route progress bar in Chromium', () => {
  it('shows the 75 step before it fills, on a navigation that loads at once', async () => {
    const page = await newPage();
    await signIn(page, 'root@example.com');
    await page.goto(`${run.url}/user-management/users`);
    await main(page).getByRole('cell', { name: 'root@example.com' }).waitFor();
    await expect.poll(() => page.locator('[role=progressbar]').count(), { timeout: 5_000 }).toBe(0);
    // Every value the bar takes, in order, as the page shows it.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { progressSeen: string[] }).progressSeen = seen;
      const record = () => {
        const value = document.querySelector('[role=progressbar]')?.getAttribute('aria-valuenow');
        if (value && seen[seen.length - 1] !== value) seen.push(value);
      };
      new MutationObserver(record).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
    });
    await main(page).getByRole('button', { name: 'Novo usuário' }).click();
    await page.getByRole('heading', { level: 1, name: 'Criar usuário' }).waitFor();
    await expect.poll(() => page.locator('[role=progressbar]').count(), { timeout: 5_000 }).toBe(0);
    const seen = await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
    // 75 shows on every navigation, then the bar fills (35 may pass between two frames of a busy page).
    expect(seen.slice(-2)).toEqual(['75', '100']);
    expect(seen.slice(0, -2).every((value) => value === '0' || value === '35')).toBe(true);
  });
});

describe('the user form in Chromium', () => {
  it('returns an invalid form to the first tab and marks the tabs that hold errors', async () => {
    const page = await newPage();
    await signIn(page, 'root@example.com');
    await page.goto(`${run.url}/user-management/users/add`);
    await page.getByRole('heading', { level: 1, name: 'Criar usuário' }).waitFor();
    await main(page).getByLabel(/^Usuário/).fill('marcado');
    await main(page).getByLabel(/^Nome completo/).fill('Marcado Tabs');
    // Saved from the social networks tab with the address empty.
    await page.getByRole('tab', { name: 'Redes sociais' }).click();
    await main(page).getByRole('button', { name: 'Salvar', exact: true }).click();
    await main(page).getByRole('alert').filter({ hasText: 'Ops! Altere alguns campos' }).first().waitFor();
    await expect.poll(() => page.getByRole('tab', { name: /^Informações básicas/ }).getAttribute('aria-selected')).toBe('true');
    const marked = await page.getByRole('tab', { name: /contém erros/ }).allTextContents();
    expect(marked).toEqual(['Endereço do usuário!(contém erros)']);
    await page.screenshot({ path: `${SCREENSHOTS}/user-edit-tabs-with-errors-pt.png` });
    await page.getByRole('tab', { name: 'Endereço do usuário (contém erros)' }).click();
    for (const [label, value] of [[/^Endereço/, 'Rua das Flores, 10'], [/^Cidade/, 'Recife'], [/^Estado/, 'PE'], [/^CEP/, '50000-000']] as const) {
      await main(page).getByRole('textbox', { name: label }).fill(value);
    }
    await expect.poll(() => page.getByRole('tab', { name: /contém erros/ }).count()).toBe(0);
    await page.close();
  });

  it('says in the roles tab that assignments are pending until Save', async () => {
    const page = await newPage();
    await signIn(page, 'root@example.com');
    await page.goto(`${run.url}/user-management/users?q=restaurante`);
    await main(page).getByRole('button', { name: 'Editar o usuário Rodrigo Restaurante' }).click();
    await page.getByRole('heading', { level: 1, name: 'Editar usuário - Rodrigo Restaurante' }).waitFor();
    await page.getByRole('tab', { name: 'Perfis do usuário' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Perfis do usuário' });
    await panel.getByText('Os perfis atribuídos ou removidos aqui ficam pendentes até Salvar').waitFor();
    const picker = panel.getByRole('combobox', { name: 'Perfil a atribuir' });
    const option = await picker.locator('option').nth(1).getAttribute('value');
    if (!option) throw new Error('a role is there to assign');
    await picker.selectOption(option);
    await panel.getByRole('button', { name: 'Atribuir' }).click();
    await panel.getByRole('status').filter({ hasText: 'Alterações pendentes até Salvar' }).waitFor();
    await panel.getByText('pendente até Salvar').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/user-roles-pending-pt.png` });
    await main(page).getByRole('button', { name: 'Salvar', exact: true }).click();
    await page.getByText('Usuário salvo com sucesso.').waitFor();
    await expect.poll(() => panel.getByRole('status').textContent()).toBe('');
    await page.close();
  });
});


describe('a delete can be undone for 3 s, and survives a reload or a closed tab', () => {
  /** A user to delete, written straight into the database; answers its id. */
  const aUser = (name: string) =>
    insertUser(run.product.db, { username: name, email: `${name}@example.com`, fullname: `Teste ${name}`, password_hash: 'unused' }).then(String);

  /** Whether the user exists, asked as root from outside the browser. */
  async function status(id: string): Promise<number> {
    const signedIn = await fetch(`${run.url}/api/users/auth-admin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'root@example.com', password: E2E_PASSWORD, type: 'admin' }),
    });
    const { accessToken } = (await signedIn.json()) as { accessToken: string };
    return (await fetch(`${run.url}/api/acl/users/${id}`, { headers: { authorization: `Bearer ${accessToken}` } })).status;
  }

  /** Opens the users list on `name` and confirms the delete of its one row (`prepare` runs just before). */
  async function confirmDelete(page: Page, name: string, prepare: () => Promise<void> = async () => {}) {
    await page.goto(`${run.url}/user-management/users?q=${name}`);
    await main(page).getByRole('cell', { name: `${name}@example.com` }).waitFor();
    await main(page).getByRole('button', { name: `Excluir o usuário Teste ${name}` }).click();
    await page.getByRole('alertdialog').getByText('Tem certeza de que deseja excluir este usuário permanentemente?').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/users-delete.png` });
    await prepare();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
    // The dialog's waiting text (2.5 s), then the row goes and the notice offers the undo.
    return page.getByRole('status').filter({ hasText: 'O usuário foi excluído' });
  }

  it('hides the row behind a notice with Desfazer; Desfazer brings it back and nothing is deleted', async () => {
    const id = await aUser('desfeito');
    const page = await newPage();
    const deletes: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'DELETE') deletes.push(request.url());
    });
    await signIn(page, 'root@example.com');
    const notice = await confirmDelete(page, 'desfeito');
    await notice.getByRole('button', { name: 'Desfazer' }).waitFor({ timeout: 5_000 });
    await main(page).getByText('Nenhum registro encontrado').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/users-delete-undo.png` });
    await notice.getByRole('button', { name: 'Desfazer' }).click();
    await main(page).getByRole('cell', { name: 'desfeito@example.com' }).waitFor();
    await notice.waitFor({ state: 'detached' });
    // Well past the 3 s: no call was made, the user is there, and nothing waits in storage.
    await page.waitForTimeout(4_000);
    expect(deletes).toEqual([]);
    expect(await status(id)).toBe(200);
    expect(await page.evaluate(() => localStorage.getItem('pendingDeletes'))).toBeNull();
    await page.close();
  });

  it('makes the delete 3 s after the notice, and the notice goes', async () => {
    const id = await aUser('apagado');
    const page = await newPage();
    await signIn(page, 'root@example.com');
    // Timed in the page itself, whatever the load on the machine running the test: when the notice
    // first shows, and when the delete's call starts.
    const notice = await confirmDelete(page, 'apagado', () =>
      page.evaluate(() => {
        const times = { shownAt: -1 };
        (window as unknown as { deleteTimes: typeof times }).deleteTimes = times;
        new MutationObserver(() => {
          const toasts = document.querySelectorAll('[data-scope="toast"][data-part="root"]');
          const shown = [...toasts].some((element) => element.textContent?.includes('O usuário foi excluído'));
          if (shown && times.shownAt < 0) times.shownAt = performance.now();
        }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
      }),
    );
    const made = page.waitForResponse((response) => response.request().method() === 'DELETE', { timeout: 15_000 });
    await notice.waitFor({ timeout: 5_000 });
    // Seed 000 section 9: undo shown for 3000 ms.
    expect(await noticeDuration(page, 'O usuário foi excluído')).toBe('3000ms');
    expect((await made).status()).toBe(204);
    const timesOf = () =>
      page.evaluate((userId) => {
        const { shownAt } = (window as unknown as { deleteTimes: { shownAt: number } }).deleteTimes;
        const call = performance.getEntriesByType('resource').find((entry) => entry.name.endsWith(`/api/acl/users/${userId}`));
        return { shownAt, calledAt: call?.startTime ?? -1 };
      }, id);
    // The page lists the call's timing a moment after its answer arrives.
    await expect.poll(async () => (await timesOf()).calledAt).toBeGreaterThan(0);
    const times = await timesOf();
    // The seed's 3,000 ms, less the few the notice takes to paint.
    expect(times.shownAt).toBeGreaterThan(0);
    expect(times.calledAt - times.shownAt).toBeGreaterThanOrEqual(2_700);
    expect(times.calledAt - times.shownAt).toBeLessThan(3_500);
    await notice.waitFor({ state: 'detached' });
    expect(await status(id)).toBe(404);
    await main(page).getByText('Nenhum registro encontrado').waitFor();
    await page.close();
  });

  it('a reload in the 3 s neither loses the delete nor makes it twice', async () => {
    const id = await aUser('recarregado');
    const page = await newPage();
    const answers: number[] = [];
    page.on('response', (response) => {
      if (response.request().method() === 'DELETE') answers.push(response.status());
    });

    await signIn(page, 'root@example.com');
    const notice = await confirmDelete(page, 'recarregado');
    await notice.waitFor({ timeout: 5_000 });
    await page.reload();
    await main(page).getByText('Nenhum registro encontrado').waitFor({ timeout: 15_000 });
    await expect.poll(() => status(id), { timeout: 10_000 }).toBe(404);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('pendingDeletes')), { timeout: 10_000 }).toBeNull();
    // Deleted once: the calls the page saw deleted it or found it gone already (the one sent as
    // the page went away answered the page that left).
    await expect.poll(() => answers.length).toBeGreaterThan(0);
    expect(answers.filter((code) => code === 204).length).toBeLessThanOrEqual(1);
    expect(answers.every((code) => code === 204 || code === 404)).toBe(true);
    await page.close();
  });

  it('a reload while the delete is on its way shows the list without the row, once the delete is made', async () => {
    const id = await aUser('acaminho');
    const page = await newPage();
    await signIn(page, 'root@example.com');
    // Every delete takes 2 s to reach the server: the page's own is still on its way when it reloads.
    let heldDeletes = 0;
    await page.route('**/api/acl/users/*', async (route) => {
      if (route.request().method() !== 'DELETE') return route.fallback();
      heldDeletes += 1;
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      return route.fallback().catch(() => {});
    });
    const notice = await confirmDelete(page, 'acaminho');
    await notice.waitFor({ timeout: 5_000 });
    await expect.poll(() => heldDeletes, { timeout: 10_000 }).toBeGreaterThan(0);
    await page.reload();
    // The next page makes the delete the first left unanswered before it shows any list.
    await main(page).getByText('Nenhum registro encontrado').waitFor({ timeout: 20_000 });
    await expect(main(page).getByRole('cell', { name: 'acaminho@example.com' }).count()).resolves.toBe(0);
    await expect.poll(() => status(id), { timeout: 10_000 }).toBe(404);
    await page.close();
  });

  it('deletes every selected user it may, and says how many of the selection it could not delete and why', async () => {
    const id = await aUser('rootselecionado');
    const page = await newPage();
    await signIn(page, 'root@example.com');
    // A search that finds both: root and the new user.
    await page.goto(`${run.url}/user-management/users?q=root`);
    const row = (email: string) => main(page).getByRole('row').filter({ has: page.getByRole('cell', { name: email, exact: true }) });
    await row('rootselecionado@example.com').waitFor();
    // Root itself and the new user: the server refuses to delete one's own user.
    await row('root@example.com').getByRole('checkbox').check({ force: true });
    await row('rootselecionado@example.com').getByRole('checkbox').check({ force: true });
    await main(page).getByRole('button', { name: 'Excluir selecionados' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
    await page.getByText('Não foi possível concluir 1 de 2: Você não pode excluir o seu próprio usuário.').waitFor({ timeout: 15_000 });
    await page.screenshot({ path: `${SCREENSHOTS}/users-delete-selection-partly.png` });
    expect(await status(id)).toBe(404);
    // The list is read again: root stays, the deleted user is gone.
    await row('root@example.com').waitFor();
    await row('rootselecionado@example.com').waitFor({ state: 'detached' });
    await page.close();
  });

  it('a tab closed in the 3 s does not lose the delete', async () => {
    const id = await aUser('fechado');
    const page = await newPage();
    await signIn(page, 'root@example.com');
    const notice = await confirmDelete(page, 'fechado');
    await notice.waitFor({ timeout: 5_000 });
    const context = page.context();
    await page.close({ runBeforeUnload: true });
    // Sent as the tab closed, with no page of the product left open.
    await expect.poll(() => status(id), { timeout: 5_000 }).toBe(404);
    // The next page of that browser checks the record the closed tab left, and forgets it.
    const next = await context.newPage();
    await next.goto(`${run.url}/dashboard`);
    await expect.poll(() => next.evaluate(() => localStorage.getItem('pendingDeletes')), { timeout: 10_000 }).toBeNull();
    await context.close();
  });
});
