import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WhatsappService } from '../../server/services/whatsapp';
import { signatureOf } from '../../server/services/whatsappWebhook';
import { DEMO_APPLICATION_IDS } from '../../server/seedCallCenter';
import { launchChromium } from './browser';
import { signInAt } from './harness';
import { startProduct } from './server';

const SCREENSHOTS = 'tests/e2e/screenshots';
const APP_SECRET = 'e2e-whatsapp-app-secret';
// The provider's id of the message once it is sent (what the Cloud API would answer).
const PROVIDER_ID = 'wamid.e2e.0001';

let product: Awaited<ReturnType<typeof startProduct>>;
let browser: Browser;
beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  // No WhatsApp transport: messages stay queued; the app secret lets the webhook take signed callbacks.
  product = await startProduct({ whatsapp: { appSecret: APP_SECRET } });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await product?.close();
});

async function newPage(): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('pageerror', (error) => {
    throw error;
  });
  return page;
}

function signIn(page: Page, email: string) {
  return signInAt(product.url, page, email);
}

const main = (page: Page) => page.locator('#shell-content');
const dialog = (page: Page) => page.getByRole('alertdialog').or(page.getByRole('dialog'));

/** Posts a provider callback to the webhook, signed with the app secret as the provider signs it. */
async function postCallback(body: unknown, secret = APP_SECRET): Promise<number> {
  const raw = JSON.stringify(body);
  const response = await fetch(`${product.url}/api/whatsapp/webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Hub-Signature-256': signatureOf(secret, raw) },
    body: raw,
  });
  return response.status;
}

function statusCallback(providerId: string, status: string, phone: string) {
  return {
    object: 'whatsapp_business_account',
    entry: [{ id: 'WABA', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', statuses: [{ id: providerId, status, timestamp: '1767225600', recipient_id: phone }] } }] }],
  };
}

describe('call center in Chromium', () => {
  it('adds a contact, sends it a message that stays queued, and shows it delivered after a signed status callback', async () => {
    const page = await newPage();
    await signIn(page, 'restaurant@example.com');

    // Contacts: the company's, then a new one through the dialog.
    await page.goto(`${product.url}/chat/contacts`);
    await main(page).getByRole('cell', { name: 'Ana Beatriz Lopes', exact: true }).waitFor({ timeout: 10_000 });
    await page.screenshot({ path: `${SCREENSHOTS}/contacts-list.png` });
    await main(page).getByRole('button', { name: 'Novo contato' }).click();
    const add = dialog(page);
    await add.getByRole('button', { name: 'Salvar' }).click();
    await add.getByText('Campo obrigatório').first().waitFor();
    await add.getByLabel(/^Nome/).fill('Teresa Teste');
    await add.getByLabel(/^Telefone/).fill('+55 (11) 91234-0099');
    await page.screenshot({ path: `${SCREENSHOTS}/contact-dialog.png` });
    await add.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Contato Teresa Teste adicionado').waitFor();
    await main(page).getByRole('cell', { name: 'Teresa Teste', exact: true }).waitFor();
    await main(page).getByRole('cell', { name: '+55 (11) 91234-0099', exact: true }).waitFor();

    // The same phone again is refused, in words.
    await main(page).getByRole('button', { name: 'Novo contato' }).click();
    await dialog(page).getByLabel(/^Nome/).fill('Teresa Outra');
    await dialog(page).getByLabel(/^Telefone/).fill('5511912340099');
    await dialog(page).getByRole('button', { name: 'Salvar' }).click();
    await dialog(page).getByText('Este telefone já é um contato desta empresa.').waitFor();
    await dialog(page).getByRole('button', { name: 'Cancelar' }).click();

    // The private chat: pick the contact, send a text; without a transport it stays queued.
    await page.goto(`${product.url}/chat/private-chat`);
    await main(page).getByRole('searchbox', { name: 'Buscar por nome ou telefone' }).fill('Teresa');
    await main(page).getByRole('button', { name: /Teresa Teste/ }).click();
    const conversation = main(page).getByRole('region', { name: 'Conversa com Teresa Teste' });
    await conversation.getByText('Nenhuma mensagem com este contato ainda. Escreva a primeira abaixo.').waitFor();
    await conversation.getByRole('textbox', { name: 'Mensagem' }).fill('Olá, Teresa! Seu pedido saiu para entrega.');
    await conversation.getByRole('button', { name: 'Enviar' }).click();
    const message = conversation.locator('[data-part="message"]', { hasText: 'Olá, Teresa! Seu pedido saiu para entrega.' });
    await message.getByText('Na fila').waitFor();
    expect(await message.getAttribute('data-status')).toBe('queued');
    expect(await conversation.getByRole('textbox', { name: 'Mensagem' }).inputValue()).toBe('');
    await page.screenshot({ path: `${SCREENSHOTS}/private-chat-queued.png` });

    // A process started with a WhatsApp transport sends the outbox (as `npm start` does at start
    // with one configured); the provider answers its message id.
    const sender = new WhatsappService(product.db, { transport: { send: async () => ({ outcome: 'sent', providerId: PROVIDER_ID }) } });
    expect(await sender.dispatchQueued()).toBe(1);
    await message.getByText('Enviada').waitFor({ timeout: 12_000 });

    // The provider's callbacks: unsigned and wrongly signed ones are refused; the signed one is taken.
    const delivered = statusCallback(PROVIDER_ID, 'delivered', '5511912340099');
    expect(await postCallback(delivered, 'not-the-secret')).toBe(401);
    expect(await postCallback(delivered)).toBe(200);
    await message.getByText('Entregue').waitFor({ timeout: 12_000 });
    expect(await message.getAttribute('data-status')).toBe('delivered');
    await page.screenshot({ path: `${SCREENSHOTS}/private-chat-delivered.png` });

    // A media link goes too, as a link.
    await conversation.getByRole('button', { name: 'Link de mídia' }).click();
    await conversation.getByRole('textbox', { name: 'Endereço da mídia' }).fill('cardapio.jpg');
    await conversation.getByText('Informe um endereço que comece com http:// ou https://').waitFor();
    expect(await conversation.getByRole('button', { name: 'Enviar' }).isDisabled()).toBe(true);
    await conversation.getByRole('textbox', { name: 'Endereço da mídia' }).fill('https://example.com/cardapio.jpg');
    await conversation.getByRole('button', { name: 'Enviar' }).click();
    await conversation.locator('[data-part="message"]', { hasText: 'https://example.com/cardapio.jpg' }).getByText('Na fila').waitFor();

    // The report finds the conversation by the phone as people write it.
    await page.goto(`${product.url}/report/whatsapp-messages`);
    await main(page).getByRole('table', { name: 'Mensagens do WhatsApp' }).waitFor();
    await main(page).getByRole('searchbox').fill('+55 (11) 91234-0099');
    const rows = main(page).locator('tbody tr');
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(2);
    await main(page).getByRole('row', { name: /Olá, Teresa!/ }).getByText('Entregue').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/whatsapp-report.png` });

    // Delete the contact (its messages stay in the report).
    await page.goto(`${product.url}/chat/contacts?q=Teresa`);
    await main(page).getByRole('button', { name: 'Excluir o contato Teresa Teste' }).click();
    await dialog(page).getByText('Tem certeza de que deseja excluir este contato permanentemente?').waitFor();
    await dialog(page).getByRole('button', { name: 'Excluir' }).click();
    await page.getByText('O contato foi excluído').waitFor({ timeout: 10_000 });
    await main(page).getByText('Nenhum registro encontrado').waitFor();
    await page.close();
  });
});

describe('applications in Chromium as root', () => {
  it('creates, finds, looks up and deletes an application; names and in-use refusals are said in words', async () => {
    const page = await newPage();
    await signIn(page, 'root@example.com');
    await page.goto(`${product.url}/admin/applications`);
    await main(page).getByRole('cell', { name: 'Delivery Brasil', exact: true }).waitFor({ timeout: 10_000 });
    await page.screenshot({ path: `${SCREENSHOTS}/applications-list.png` });

    // Create.
    await main(page).getByRole('button', { name: 'Novo aplicativo' }).click();
    const create = dialog(page);
    await create.getByLabel(/^Nome/).fill('  Empório E2E  ');
    await create.getByLabel(/^Plataforma/).selectOption('web');
    await create.getByLabel(/^Versão/).fill('1.0.0');
    await create.getByLabel(/^Domínio/).fill('emporio-e2e.example.com');
    await create.getByLabel(/^Termos de privacidade/).fill('Termos do Empório E2E.\n\nSeus dados ficam conosco.');
    await page.screenshot({ path: `${SCREENSHOTS}/application-dialog.png` });
    await create.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Aplicativo Empório E2E criado').waitFor();

    // The same name (whatever the case) is refused in the dialog.
    await main(page).getByRole('button', { name: 'Novo aplicativo' }).click();
    await dialog(page).getByLabel(/^Nome/).fill('empório e2e');
    await dialog(page).getByLabel(/^Plataforma/).selectOption('android');
    await dialog(page).getByLabel(/^Versão/).fill('1.0.0');
    await dialog(page).getByRole('button', { name: 'Salvar' }).click();
    await dialog(page).getByText('Já existe um aplicativo com este nome.').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/application-name-taken.png` });
    await dialog(page).getByRole('button', { name: 'Cancelar' }).click();

    // Search the list by name; filter by status.
    await main(page).getByRole('searchbox', { name: 'Pesquisar' }).fill('empório');
    await main(page).getByRole('cell', { name: 'Empório E2E', exact: true }).waitFor();
    await expect.poll(() => main(page).locator('tbody tr').count()).toBe(1);
    await main(page).getByLabel('Status', { exact: true }).selectOption('maintenance');
    await main(page).getByText('Nenhum registro encontrado').waitFor();
    await main(page).getByLabel('Status', { exact: true }).selectOption('');
    await main(page).getByRole('cell', { name: 'Empório E2E', exact: true }).waitFor();

    // The lookups: the name search (trimmed) and the forced upgrades, asked once both are chosen.
    const lookups = main(page).locator('[data-part="application-lookups"]');
    await lookups.getByLabel('Nome do aplicativo').fill('  e2e ');
    await lookups.getByRole('button', { name: 'Empório E2E' }).waitFor();
    await lookups.getByRole('tab', { name: 'Atualizações obrigatórias' }).click();
    await lookups.getByText('Escolha a plataforma e o status para ver os aplicativos que obrigam a atualizar.').waitFor();
    await lookups.getByLabel('Plataforma').selectOption('android');
    await lookups.getByText('Escolha a plataforma e o status para ver os aplicativos que obrigam a atualizar.').waitFor();
    await lookups.getByLabel('Status').selectOption('active');
    await lookups.getByRole('button', { name: 'Mercado em Casa', exact: true }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/applications-lookups.png` });

    // Edit: the stored terms come first.
    await main(page).getByRole('button', { name: 'Editar o aplicativo Empório E2E' }).click();
    await dialog(page).getByRole('heading', { name: "Editar aplicativo 'Empório E2E'" }).waitFor();
    expect(await dialog(page).getByLabel(/^Termos de privacidade/).inputValue()).toBe('Termos do Empório E2E.\n\nSeus dados ficam conosco.');
    await dialog(page).getByLabel(/^Versão/).fill('1.1.0');
    await dialog(page).getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Aplicativo Empório E2E salvo').waitFor();
    await main(page).getByRole('cell', { name: '1.1.0', exact: true }).waitFor();

    // An application still in use is not deleted.
    await main(page).getByRole('searchbox', { name: 'Pesquisar' }).fill('Delivery Brasil');
    await main(page).getByRole('button', { name: 'Excluir o aplicativo Delivery Brasil', exact: true }).click();
    await dialog(page).getByRole('button', { name: 'Excluir' }).click();
    await page.getByText('Este aplicativo ainda tem empresas ou usuários; mova-os para outro aplicativo antes de excluí-lo.').waitFor({ timeout: 10_000 });

    // Delete the new one.
    await main(page).getByRole('searchbox', { name: 'Pesquisar' }).fill('Empório');
    await main(page).getByRole('button', { name: 'Excluir o aplicativo Empório E2E' }).click();
    await dialog(page).getByText('Tem certeza de que deseja excluir este aplicativo permanentemente?').waitFor();
    await dialog(page).getByRole('button', { name: 'Excluir' }).click();
    await page.getByText('O aplicativo foi excluído').waitFor({ timeout: 10_000 });
    await main(page).getByText('Nenhum registro encontrado').waitFor();
    await page.close();
  });
});

describe('public pages in Chromium, signed out', () => {
  it('shows the privacy terms, and a clear notice for an application without them', async () => {
    const page = await newPage();
    await page.goto(`${product.url}/user-privacy/${DEMO_APPLICATION_IDS.deliveryBrasil}`);
    await page.getByRole('heading', { name: 'Termos de privacidade de Delivery Brasil' }).waitFor();
    await page.getByText('Política de privacidade do aplicativo Delivery Brasil.').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/privacy-terms.png` });
    await page.goto(`${product.url}/user-privacy/${DEMO_APPLICATION_IDS.deliveryBrasil}/deliveryman`);
    await page.getByText('Termos para: deliveryman').waitFor();
    await page.getByText('Política de privacidade para entregadores do Delivery Brasil.').waitFor();
    await page.goto(`${product.url}/user-privacy/${DEMO_APPLICATION_IDS.withoutTerms}`);
    await page.getByRole('heading', { name: 'Termos de privacidade não encontrados' }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/privacy-not-found.png` });
    await page.close();
  });

  it('asks for an account deletion and shows the protocol; too many requests are said in words', async () => {
    const page = await newPage();
    await page.goto(`${product.url}/ask-delete-account/${DEMO_APPLICATION_IDS.deliveryBrasil}`);
    await page.getByRole('heading', { name: 'Excluir minha conta' }).waitFor();
    expect(page.url()).toBe(`${product.url}/ask-delete-account/${DEMO_APPLICATION_IDS.deliveryBrasil}`);
    await page.getByRole('button', { name: 'Pedir a exclusão' }).click();
    await page.getByText('O campo E-mail é obrigatório').waitFor();
    await page.getByLabel(/^E-mail da conta/).fill('cliente.e2e@example.com');
    await page.getByLabel(/^Motivo/).fill('Não uso mais.');
    await page.getByRole('button', { name: 'Pedir a exclusão' }).click();
    await page.getByRole('heading', { name: 'Pedido registrado' }).waitFor();
    const protocol = (await page.locator('[data-part="protocol"]').innerText()).trim();
    expect(protocol).toMatch(/^\d{8}-[A-Z2-9]{6}$/);
    await page.screenshot({ path: `${SCREENSHOTS}/ask-delete-account-done.png` });
    const stored = await product.db.selectFrom('account_deletion_requests').select(['email', 'reason', 'status']).where('id', '=', protocol).executeTakeFirstOrThrow();
    expect(stored).toEqual({ email: 'cliente.e2e@example.com', reason: 'Não uso mais.', status: 'pending' });

    // Four more requests from this connection; the sixth in the hour is refused.
    for (const n of [1, 2, 3, 4]) {
      const response = await fetch(`${product.url}/api/v1/food/ask-delete-account/${DEMO_APPLICATION_IDS.deliveryBrasil}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: `outro${n}@example.com` }),
      });
      expect(response.status).toBe(202);
    }
    await page.goto(`${product.url}/ask-delete-account/${DEMO_APPLICATION_IDS.deliveryBrasil}`);
    await page.getByLabel(/^E-mail da conta/).fill('mais.um@example.com');
    await page.getByRole('button', { name: 'Pedir a exclusão' }).click();
    await page.getByText('Muitos pedidos feitos desta conexão. Tente novamente mais tarde.').waitFor();
    expect(await page.getByLabel(/^E-mail da conta/).inputValue()).toBe('mais.um@example.com');
    await page.screenshot({ path: `${SCREENSHOTS}/ask-delete-account-too-many.png` });
    await page.close();

    // Staff see the request: root opens the requests tab of the applications admin.
    const staff = await newPage();
    await signIn(staff, 'root@example.com');
    await staff.goto(`${product.url}/admin/applications`);
    await main(staff).getByRole('tab', { name: 'Pedidos de exclusão de conta' }).click();
    const requests = main(staff).locator('[data-part="account-deletion-requests"]');
    const row = requests.getByRole('row', { name: new RegExp(protocol) });
    await row.waitFor({ timeout: 10_000 });
    await row.getByText('cliente.e2e@example.com').waitFor();
    await row.getByText('Pendente').waitFor();
    expect(await row.getByRole('cell', { name: 'Delivery Brasil', exact: true }).count()).toBe(1);
    await requests.getByLabel('Status', { exact: true }).selectOption('done');
    await requests.getByText('Nenhum registro encontrado').waitFor();
    await requests.getByLabel('Status', { exact: true }).selectOption('pending');
    await row.waitFor();
    await staff.screenshot({ path: `${SCREENSHOTS}/account-deletion-requests.png` });
    await staff.close();
  });

  it('prints no order on the print pages without a signed link, and says why', async () => {
    const page = await newPage();
    for (const path of ['/shopping-cart/restaurant/print', '/shopping-cart/supermarket/print-fiscal', '/shopping-cart/supermarket/print?token=forged']) {
      await page.goto(`${product.url}${path}`);
      await page.getByText('Link de impressão inválido ou expirado.').waitFor();
      expect(new URL(page.url()).pathname).toBe(path.split('?')[0]);
    }
    await page.screenshot({ path: `${SCREENSHOTS}/print-invalid-link.png` });
    await page.close();
  });
});
