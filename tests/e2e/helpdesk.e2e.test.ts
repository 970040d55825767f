import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SCREENSHOTS, startE2eRun } from './harness';

const run = startE2eRun();

/** Today on São Paulo's calendar as a protocol starts (`20261127`). */
function protocolToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date()).replaceAll('-', '');
}

const thread = (page: Page) => page.locator('[data-part="ticket-thread"]');
const panelStatus = (page: Page) => page.locator('[data-part="panel-status"]');
const replyBox = (page: Page) => page.locator('[data-part="reply-box"]');

const INTERNAL = 'Licença paga, falta ativar no cadastro do parceiro.';
const PUBLIC = 'Olá! Já estamos ativando a sua licença.';
const REOPEN = 'Ainda não apareceu para mim.';

/** The ticket as the server answered the page's own read of it. */
async function ticketRead(page: Page, protocol: string, reload: () => Promise<unknown>): Promise<{ status: string; messages: Array<{ body: string; internal: boolean }> }> {
  const answer: Promise<Response> = page.waitForResponse((response) => response.url().endsWith(`/api/v2/helpdesk/tickets/${protocol}`) && response.request().method() === 'GET');
  await reload();
  return (await (await answer).json()) as { status: string; messages: Array<{ body: string; internal: boolean }> };
}

/** Writes `text` in the reply box and sends it with the button, waiting for it to be in the thread. */
async function reply(page: Page, text: string, button: string): Promise<void> {
  await replyBox(page).getByRole('textbox').fill(text);
  await replyBox(page).getByRole('button', { name: button }).click();
  await thread(page).getByText(text).waitFor();
  await expect.poll(() => replyBox(page).getByRole('textbox').inputValue()).toBe('');
}

describe('the help desk in Chromium (issue 26)', () => {
  it('a partner opens a ticket; staff note, answer, hold and solve it; the partner reopens it by replying and never sees the note', async () => {
    // The partner: Central de ajuda → Chamados, a new ticket.
    const partner = await run.newPage({ viewport: { width: 1440, height: 900 } });
    await run.signIn(partner, 'partner@example.com');
    const nav = partner.locator('aside nav');
    await nav.getByText('Central de ajuda', { exact: true }).waitFor();
    const entry = nav.locator('a[href="/helpdesk/tickets"]');
    expect((await entry.textContent())?.trim()).toBe('Chamados');
    await entry.click();
    await partner.waitForURL(`${run.url}/helpdesk/tickets`);
    await partner.getByRole('button', { name: 'Novo chamado' }).first().click();
    const dialog = partner.getByRole('dialog', { name: 'Novo chamado' });
    await dialog.waitFor();
    // Sent empty: the form says what is missing and sends nothing.
    await dialog.getByRole('button', { name: 'Abrir chamado' }).click();
    await dialog.getByText('Informe o assunto.').waitFor();
    await dialog.getByRole('textbox', { name: 'Assunto' }).fill('Licença de parceiro não aparece');
    await dialog.getByRole('combobox', { name: 'Departamento' }).selectOption({ label: 'Suporte' });
    await dialog.getByRole('combobox', { name: 'Prioridade' }).selectOption({ label: 'Alta' });
    await dialog.getByRole('textbox', { name: 'Descrição' }).fill('Comprei a licença ontem e ela não aparece no painel.');
    await dialog.getByRole('button', { name: 'Abrir chamado' }).click();
    await partner.waitForURL(/\/helpdesk\/tickets\/\d{8}-\d{6}$/);
    const protocol = new URL(partner.url()).pathname.split('/').pop() ?? '';
    expect(protocol.slice(0, 8)).toBe(protocolToday());
    await partner.getByRole('heading', { name: 'Licença de parceiro não aparece' }).waitFor();
    expect((await panelStatus(partner).textContent())?.trim()).toBe('Novo');
    // A company user writes no internal notes.
    expect(await replyBox(partner).getByText('Nota interna').count()).toBe(0);
    await partner.screenshot({ path: `${SCREENSHOTS}/helpdesk-partner-opened.png`, fullPage: true });

    // Staff find it in every company's list, note and answer it.
    const staff = await run.newPage({ viewport: { width: 1440, height: 900 } });
    await run.signIn(staff, 'root@example.com');
    await staff.goto(`${run.url}/helpdesk/tickets?q=${protocol}`);
    const row = staff.locator('table tbody tr').filter({ hasText: protocol });
    await row.waitFor();
    expect(await row.textContent()).toContain('Entregas Parceiras Ltda');
    await row.focus();
    await staff.keyboard.press('Enter');
    await staff.waitForURL(`${run.url}/helpdesk/tickets/${protocol}`);
    await thread(staff).getByText('Comprei a licença ontem').waitFor();
    await replyBox(staff).getByText('Nota interna').click();
    await reply(staff, INTERNAL, 'Adicionar nota');
    expect(await thread(staff).locator('[data-part="message"][data-internal]').filter({ hasText: INTERNAL }).count()).toBe(1);
    // An internal note does not start the ticket; the public reply does.
    expect((await panelStatus(staff).textContent())?.trim()).toBe('Novo');
    await reply(staff, PUBLIC, 'Enviar resposta');
    await expect.poll(async () => (await panelStatus(staff).textContent())?.trim()).toBe('Em andamento');
    await staff.getByRole('button', { name: 'Passar para Em espera' }).click();
    await expect.poll(async () => (await panelStatus(staff).textContent())?.trim()).toBe('Em espera');
    await staff.getByRole('button', { name: 'Passar para Resolvido' }).click();
    await expect.poll(async () => (await panelStatus(staff).textContent())?.trim()).toBe('Resolvido');
    await thread(staff).getByText('Raquel Root mudou a situação de Em espera para Resolvido').waitFor();
    await staff.screenshot({ path: `${SCREENSHOTS}/helpdesk-staff-solved.png`, fullPage: true });

    // The partner sees the reply and the changes, never the note, in the page and in the API's answer.
    const seen = await ticketRead(partner, protocol, () => partner.reload());
    expect(seen.status).toBe('SOLVED');
    expect(seen.messages.map((message) => message.body)).toEqual([PUBLIC]);
    expect(seen.messages.every((message) => !message.internal)).toBe(true);
    await thread(partner).getByText(PUBLIC).waitFor();
    expect(await partner.getByText(INTERNAL).count()).toBe(0);
    expect(await partner.locator('[data-part="message"][data-internal]').count()).toBe(0);
    await partner.locator('[data-part="reopen-hint"]').waitFor();

    // Replying within 7 days reopens it.
    await reply(partner, REOPEN, 'Enviar resposta');
    await expect.poll(async () => (await panelStatus(partner).textContent())?.trim()).toBe('Em andamento');
    await thread(partner).getByText('Paulo Parceiro mudou a situação de Resolvido para Em andamento').waitFor();
    await partner.screenshot({ path: `${SCREENSHOTS}/helpdesk-partner-reopened.png`, fullPage: true });
    const reopened = await ticketRead(staff, protocol, () => staff.reload());
    expect(reopened.status).toBe('IN_PROGRESS');
    expect(reopened.messages.map((message) => [message.body, message.internal])).toEqual([
      [INTERNAL, true],
      [PUBLIC, false],
      [REOPEN, false],
    ]);
  });

  it('lets every signed-in user search the FAQ', async () => {
    const page = await run.newPage({ viewport: { width: 1280, height: 800 } });
    await run.signIn(page, 'restaurant@example.com');
    await page.goto(`${run.url}/helpdesk/faq`);
    await page.getByRole('heading', { name: 'Perguntas frequentes' }).first().waitFor();
    const entries = page.locator('[data-part="faq-entries"] [data-entry]');
    await expect.poll(() => entries.count(), { timeout: 10_000 }).toBe(7);
    // Accents and case aside, every word in the question or the answer.
    await page.getByRole('searchbox', { name: 'Pesquisar nas perguntas' }).fill('SENHA esqueci');
    await expect.poll(() => entries.count(), { timeout: 10_000 }).toBe(1);
    await entries.first().getByRole('button', { name: 'Esqueci minha senha. O que faço?' }).click();
    await entries.first().getByText('Esqueci minha senha" e informe seu e-mail', { exact: false }).waitFor();
    // Company users read it; they do not edit it.
    expect(await page.getByRole('button', { name: 'Nova pergunta' }).count()).toBe(0);
    await page.screenshot({ path: `${SCREENSHOTS}/helpdesk-faq.png`, fullPage: true });
  });
});
