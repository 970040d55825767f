import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SCREENSHOTS, startE2eRun } from './harness';

const e2e = startE2eRun();

const newPage = () => e2e.newPage({ viewport: { width: 1366, height: 900 } });

const main = (page: Page) => page.locator('#shell-content');
const search = (page: Page) => new URL(page.url()).searchParams;
const dialog = (page: Page) => page.getByRole('alertdialog').or(page.getByRole('dialog'));
// Data rows only (the waiting and empty rows have no select box).
const rows = (page: Page) => main(page).locator('tbody tr:has(input[type="checkbox"])');
const rowOf = (page: Page, name: string): Locator => rows(page).filter({ hasText: name });

// A CPF whose check digits are right, and the same with the last digit wrong.
const VALID_CPF = '529.982.247-25';
const WRONG_CPF = '529.982.247-24';

describe('delivery people in Chromium as root', () => {
  it('creates a rider with a valid CPF (a wrong one is refused), finds it, opens its empty history and deletes it', async () => {
    const page = await newPage();
    await e2e.signIn(page, 'root@example.com');
    await page.goto(`${e2e.url}/delivery-deliveryrecord`);
    await page.getByRole('heading', { level: 1, name: 'Entregadores' }).waitFor();
    await rows(page).first().waitFor({ timeout: 10_000 });
    // Phones formatted: 13 digits with the country code, 11 and 10 digits.
    expect(await main(page).getByText(/^\+55 \(11\) 9\d{4}-\d{4}$/).count()).toBeGreaterThan(0);
    expect(await main(page).getByText(/^\(11\) 9\d{4}-\d{4}$/).count()).toBeGreaterThan(0);
    expect(await main(page).getByText(/^\(11\) [2-5]\d{3}-\d{4}$/).count()).toBeGreaterThan(0);
    await page.screenshot({ path: `${SCREENSHOTS}/delivery-men-list.png` });

    // Create: a wrong CPF is refused before anything is sent.
    await main(page).getByRole('button', { name: 'Novo entregador' }).click();
    await expect.poll(() => search(page).get('edit')).toBe('new');
    const form = dialog(page);
    await form.getByRole('heading', { name: 'Novo entregador' }).waitFor();
    await form.getByLabel(/^Nome/).fill('Joana Entregadora');
    await form.getByLabel(/^Telefone/).fill('(11) 91234-5678');
    await form.getByLabel(/^CPF/).fill(WRONG_CPF);
    await form.getByLabel(/^Tipo de veículo/).selectOption({ label: 'Moto' });
    await form.getByLabel(/^Empresa/).selectOption({ label: 'Cantina da Nonna' });
    await form.getByRole('button', { name: 'Salvar' }).click();
    await form.getByText('O CPF não é válido: os dígitos verificadores não conferem').waitFor();
    await form.getByText('Ops! Altere alguns campos e tente enviar novamente.').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/delivery-man-form-invalid-cpf.png` });
    await form.getByLabel(/^CPF/).fill(VALID_CPF);
    await page.screenshot({ path: `${SCREENSHOTS}/delivery-man-form.png` });
    await form.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Entregador cadastrado').waitFor({ timeout: 10_000 });
    await expect.poll(() => search(page).get('edit')).toBeNull();

    // Found by name, with its phone formatted and not paid.
    await main(page).getByRole('searchbox').or(main(page).getByPlaceholder('Pesquisar')).first().fill('Joana Entregadora');
    await expect.poll(() => search(page).get('q')).toBe('Joana Entregadora');
    await rowOf(page, 'Joana Entregadora').waitFor();
    await expect.poll(() => rows(page).count()).toBe(1);
    expect(await rowOf(page, 'Joana Entregadora').innerText()).toContain('(11) 91234-5678');
    expect(await rowOf(page, 'Joana Entregadora').innerText()).toContain('529.982.247-25');

    // Its history: no race yet, seven days offline.
    await main(page).getByRole('button', { name: 'Histórico de Joana Entregadora' }).click();
    const history = page.locator('[data-part="rider-history"]');
    await history.getByRole('heading', { name: 'Histórico de Joana Entregadora' }).waitFor();
    await history.getByText('Nenhuma corrida ainda.').waitFor();
    expect(await history.locator('[data-part="online-days"] li').count()).toBe(7);
    await expect.poll(() => search(page).get('history')).not.toBeNull();
    await history.getByRole('button', { name: 'Fechar' }).click();
    await expect.poll(() => search(page).get('history')).toBeNull();

    // Delete: the new rider has no history and goes at once.
    await page.goto(`${e2e.url}/delivery-deliveryrecord?q=Joana+Entregadora`);
    await rowOf(page, 'Joana Entregadora').waitFor({ timeout: 10_000 });
    await main(page).getByRole('button', { name: 'Excluir Joana Entregadora' }).click();
    await dialog(page).getByText('Tem certeza de que deseja excluir este entregador permanentemente?').waitFor();
    await dialog(page).getByRole('button', { name: 'Excluir' }).click();
    await page.getByText('O entregador foi excluído').waitFor({ timeout: 10_000 });
    await main(page).getByText('Nenhum registro encontrado').waitFor();
    await page.close();
  });

  it('marks an offline rider paid with today\'s date, and filters by online state, kept in the address over a reload', async () => {
    const page = await newPage();
    await e2e.signIn(page, 'root@example.com');
    await page.goto(`${e2e.url}/delivery-deliveryrecord?isOnline=false`);
    await rows(page).first().waitFor({ timeout: 10_000 });
    // One not paid yet.
    const unpaid = rows(page).filter({ hasNot: page.getByText(/^Pago em /) }).first();
    const name = (await unpaid.locator('td').nth(1).locator('p').first().innerText()).trim();
    await main(page).getByRole('searchbox').or(main(page).getByPlaceholder('Pesquisar')).first().fill(name);
    await expect.poll(() => search(page).get('q')).toBe(name);
    await expect.poll(() => rows(page).count()).toBe(1);

    // Paid from the list, with today's date.
    await main(page).getByRole('button', { name: `Pagamento de ${name}` }).click();
    const paid = dialog(page);
    await paid.getByRole('heading', { name: `Pagamento de ${name}` }).waitFor();
    await paid.getByText('Pago', { exact: true }).click();
    await paid.getByLabel(/^Data do pagamento/).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/delivery-man-paid.png` });
    await paid.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText(`${name} marcado como pago`).waitFor({ timeout: 10_000 });
    const today = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short' }).format(new Date());
    await main(page).getByRole('button', { name: `Pagamento de ${name}` }).filter({ hasText: `Pago em ${today}` }).waitFor();

    // The online filter: the rider is offline.
    await main(page).getByLabel('Estado online').selectOption({ label: 'Online' });
    await expect.poll(() => search(page).get('isOnline')).toBe('true');
    await main(page).getByText('Nenhum registro encontrado').waitFor();
    await main(page).getByLabel('Estado online').selectOption({ label: 'Offline' });
    await expect.poll(() => search(page).get('isOnline')).toBe('false');
    await rowOf(page, name).waitFor();
    // Without the name: only offline riders, and the address restores the filter on reload.
    await main(page).getByRole('searchbox').or(main(page).getByPlaceholder('Pesquisar')).first().fill('');
    await expect.poll(() => search(page).get('q')).toBeNull();
    await expect.poll(() => rows(page).count()).toBeGreaterThan(1);
    await page.reload();
    await expect.poll(() => rows(page).count(), { timeout: 10_000 }).toBeGreaterThan(1);
    await expect.poll(() => main(page).getByLabel('Estado online').inputValue()).toBe('false');
    const online = await main(page).locator('tbody tr td:nth-child(6)').allInnerTexts();
    expect(online.length).toBeGreaterThan(1);
    expect(new Set(online)).toEqual(new Set(['Offline']));
    await page.screenshot({ path: `${SCREENSHOTS}/delivery-men-offline.png` });
    await page.close();
  });

  it("opens a demo rider's history: online days and races, a page at a time", async () => {
    const page = await newPage();
    await e2e.signIn(page, 'root@example.com');
    const history = page.locator('[data-part="rider-history"]');
    await page.goto(`${e2e.url}/delivery-deliveryrecord?isOnline=true`);
    await rows(page).first().waitFor({ timeout: 10_000 });
    await main(page).getByRole('button', { name: /^Histórico de / }).first().click();
    await history.getByText(/^Corridas \(\d+\)$/).waitFor();
    await expect.poll(() => history.locator('[data-part="online-days"] li[data-online]').count()).toBeGreaterThan(0);
    await page.screenshot({ path: `${SCREENSHOTS}/delivery-man-history.png` });
    await page.keyboard.press('Escape');
    await expect.poll(() => search(page).get('history')).toBeNull();
    await page.close();
  });

  it('sets the status of the ticked riders through its 480 px dialog', async () => {
    const page = await newPage();
    await e2e.signIn(page, 'root@example.com');
    await page.goto(`${e2e.url}/delivery-deliveryrecord?isOnline=true`);
    await rows(page).first().waitFor({ timeout: 10_000 });

    // The update-status dialog (480 px): the first rider becomes unavailable.
    const first = rows(page).first();
    const name = (await first.locator('td').nth(1).locator('p').first().innerText()).trim();
    await first.locator('td').first().locator('label').click();
    await main(page).getByRole('button', { name: 'Atualizar status' }).click();
    const status = dialog(page);
    await status.getByRole('heading', { name: 'Atualizar a situação dos entregadores selecionados' }).waitFor();
    expect(await page.locator('[data-part="update-status-dialog"]').evaluate((element) => getComputedStyle(element).width)).toBe('480px');
    await status.getByLabel('Status').selectOption({ label: 'Indisponível' });
    await status.getByRole('button', { name: 'Atualizar status' }).click();
    await page.getByText('Situação atualizada para Indisponível').waitFor({ timeout: 10_000 });
    await page.goto(`${e2e.url}/delivery-deliveryrecord?q=${encodeURIComponent(name)}`);
    await rowOf(page, name).getByText('Indisponível').waitFor({ timeout: 10_000 });
    await page.close();
  });

  it('asks a second time before deleting a rider with history, and deletes it keeping the history', async () => {
    const page = await newPage();
    await e2e.signIn(page, 'root@example.com');
    // The demo's online riders have races.
    await page.goto(`${e2e.url}/delivery-deliveryrecord?isOnline=true`);
    await rows(page).first().waitFor({ timeout: 10_000 });
    const name = (await rows(page).first().locator('td').nth(1).locator('p').first().innerText()).trim();
    await page.goto(`${e2e.url}/delivery-deliveryrecord?q=${encodeURIComponent(name)}`);
    await rowOf(page, name).waitFor({ timeout: 10_000 });

    // A rider with races: the server keeps it back until the second confirmation.
    await main(page).getByRole('button', { name: `Excluir ${name}` }).click();
    await dialog(page).getByRole('button', { name: 'Excluir' }).click();
    await dialog(page).getByText('Este entregador tem histórico').waitFor({ timeout: 10_000 });
    await dialog(page).getByText(/o histórico é mantido para os relatórios/).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/delivery-man-delete-history.png` });
    await dialog(page).getByRole('button', { name: 'Excluir' }).click();
    await page.getByText('Excluído; o histórico foi mantido para os relatórios').waitFor({ timeout: 10_000 });
    await main(page).getByText('Nenhum registro encontrado').waitFor();
    await page.close();
  });
});

describe('company delivery in Chromium', () => {
  it('lists, edits, closes, deletes and creates again the settings of its own company, as a restaurant user', async () => {
    const page = await newPage();
    await e2e.signIn(page, 'restaurant@example.com');
    await page.goto(`${e2e.url}/company/delivery`);
    await rowOf(page, 'Cantina da Nonna').waitFor({ timeout: 10_000 });
    // Only its own company's settings.
    expect(await rows(page).count()).toBe(1);
    await page.screenshot({ path: `${SCREENSHOTS}/company-delivery-list.png` });

    // Edit the fee; a number out of range is refused first.
    await main(page).getByRole('button', { name: 'Editar as configurações de entrega de Cantina da Nonna' }).click();
    const form = dialog(page);
    await form.getByRole('heading', { name: 'Configurações de entrega - Cantina da Nonna' }).waitFor();
    await form.getByLabel(/^Raio de entrega/).fill('0');
    await form.getByLabel(/^Taxa de entrega/).fill('9,90');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await form.getByText('Informe um valor acima de 0, até 100').waitFor();
    await form.getByLabel(/^Raio de entrega/).fill('6');
    await page.screenshot({ path: `${SCREENSHOTS}/company-delivery-form.png` });
    await form.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Configurações de entrega salvas').waitFor({ timeout: 10_000 });
    await rowOf(page, 'R$ 9,90').waitFor();

    // Close its delivery from its cell (open-company).
    await main(page).getByRole('button', { name: 'Abrir ou fechar a entrega de Cantina da Nonna' }).click();
    await dialog(page).getByLabel('Status').selectOption({ label: 'Fechada' });
    await dialog(page).getByRole('button', { name: 'Atualizar status' }).click();
    await page.getByText('Entrega fechada').waitFor({ timeout: 10_000 });
    await main(page).getByRole('button', { name: 'Abrir ou fechar a entrega de Cantina da Nonna' }).filter({ hasText: 'Fechada' }).waitFor();

    // Delete, then create again for the same company.
    await main(page).getByRole('button', { name: 'Excluir as configurações de entrega de Cantina da Nonna' }).click();
    await dialog(page).getByRole('button', { name: 'Excluir' }).click();
    await page.getByText('As configurações de entrega foram excluídas').waitFor({ timeout: 10_000 });
    await main(page).getByText('Nenhum registro encontrado').waitFor();
    // The call is made when the 3 s undo has passed; then the company may have new settings.
    await page.waitForResponse((response) => response.request().method() === 'DELETE', { timeout: 10_000 });
    await main(page).getByRole('button', { name: 'Nova configuração de entrega' }).click();
    await form.getByRole('heading', { name: 'Nova configuração de entrega' }).waitFor();
    expect(await form.getByLabel(/^Empresa/).inputValue()).not.toBe('');
    await form.getByLabel(/^Raio de entrega/).fill('5');
    await form.getByLabel(/^Tempo estimado/).fill('40');
    await form.getByLabel(/^Taxa de entrega/).fill('7,90');
    await form.getByLabel(/^Pedido mínimo/).fill('30');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Configurações de entrega criadas').waitFor({ timeout: 10_000 });
    await rowOf(page, 'Cantina da Nonna').waitFor();
    await page.close();
  });
});
