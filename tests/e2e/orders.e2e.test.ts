import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_IDS, DEMO_USERS } from '../../server/seed';
import { SCREENSHOTS, startE2eRun } from './harness';
import { E2E_PASSWORD } from './server';

const run = startE2eRun({ newOrderDb: true });

/** An access token of a demo user, signed in through the API. */
async function tokenOf(email: string): Promise<string> {
  const answer = await fetch(`${run.url}/api/users/auth-admin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: E2E_PASSWORD, type: 'admin' }),
  });
  const body = (await answer.json()) as { accessToken: string };
  return body.accessToken;
}

interface PlacedOrder {
  _id: string;
  number: number;
  version: number;
}

/** Places an order for a company as the platform (the demo root), as the customer app would: two pizzas, R$ 65,00 with delivery. */
async function placeOrder(companyId: string, customer = 'Ana Souza'): Promise<PlacedOrder> {
  const answer = await fetch(`${run.url}/api/v2/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await tokenOf(DEMO_USERS.root)}`, Company: companyId },
    body: JSON.stringify({
      status: 'WAIT_COMPANY',
      fulfilment: 'delivery',
      paymentType: 'PIX',
      paid: true,
      items: [{ name: 'Pizza margherita', quantity: 2, unitPrice: 3000, notes: 'sem cebola', complements: [] }],
      totals: { items: 6000, deliveryFee: 500, discount: 0, total: 6500 },
      customer: { name: customer, phone: '5531999990000' },
      address: { street: 'Rua da Bahia', number: '1200', district: 'Centro', city: 'Belo Horizonte', complement: '', coordinates: [-43.935, -19.921] },
      scheduledFor: null,
    }),
  });
  const body = (await answer.json()) as PlacedOrder & { message?: string };
  if (answer.status !== 201) throw new Error(`placing an order answered ${answer.status}: ${body.message ?? ''}`);
  return body;
}

const drawer = (page: Page) => page.locator('[data-part="order-drawer"]');
const actions = (page: Page) => page.locator('[data-part="order-actions"]');
const card = (page: Page, column: string, id: string): Locator => page.locator(`[data-column="${column}"] [data-order-id="${id}"]`);

/** Waits for the drawer's status badge to say `status`. */
async function statusIs(page: Page, status: string): Promise<void> {
  await expect.poll(() => drawer(page).locator('[data-part="order-status"]').textContent(), { timeout: 10_000 }).toBe(status);
}

async function openBoard(page: Page, email: string, type: 'restaurant' | 'supermarket'): Promise<void> {
  await run.signIn(page, email);
  await page.goto(`${run.url}/shopping-cart/${type}`);
  await page.locator('[data-part="order-board"][data-state="ready"]').waitFor();
}

describe('the order desk in Chromium (issue 24)', () => {
  it('rings for a placed order, opens it from the toast, and moves it to delivered while a second browser watches', async () => {
    const page = await run.newPage();
    const watcher = await run.newPage();
    await openBoard(page, 'restaurant@example.com', 'restaurant');
    await openBoard(watcher, 'restaurant@example.com', 'restaurant');
    await page.screenshot({ path: `${SCREENSHOTS}/orders-board.png`, fullPage: true });

    const order = await placeOrder(DEMO_IDS.restaurant);
    // The alert: the toast names the order and opens it on the board.
    const toast = page.locator('[data-part="new-order-toast"]');
    await toast.getByText(`Pedido ${order.number} de Ana Souza`).waitFor();
    // The watcher sees the new card without reloading.
    await card(watcher, 'new', order._id).waitFor();
    // The running board opens it: the same board, not one read again from scratch.
    await page.locator('[data-part="order-board"]').evaluate((board) => board.setAttribute('data-seen', 'before the toast'));
    await toast.getByRole('link', { name: 'Abrir pedido' }).click();
    await drawer(page).getByText(`Pedido #${order.number}`).first().waitFor();
    expect(await page.locator('[data-part="order-board"]').getAttribute('data-seen')).toBe('before the toast');
    await statusIs(page, 'Aguardando confirmação');
    await drawer(page).getByText('Obs.: sem cebola').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/orders-drawer-new.png` });

    // Accept with 25 minutes, confirmed.
    await actions(page).getByRole('button', { name: 'Aceitar' }).click();
    await page.getByLabel('Tempo de preparo (minutos)').fill('25');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByText(`Aceitar pedido #${order.number} com 25 min?`).waitFor();
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await statusIs(page, 'Em preparo');
    await card(watcher, 'preparing', order._id).waitFor();

    await actions(page).getByRole('button', { name: 'Pronto' }).click();
    await statusIs(page, 'Na fila de entregadores');
    await card(watcher, 'waitingRider', order._id).waitFor();

    // Assign a rider of the company.
    await actions(page).getByRole('button', { name: 'Atribuir entregador' }).click();
    const rider = page.locator('[data-part="deliveryMan-form"] select');
    const firstRider = await rider.locator('option[value]:not([value=""])').first().getAttribute('value');
    await rider.selectOption(firstRider ?? '');
    await page.locator('[data-part="deliveryMan-form"]').getByRole('button', { name: 'Atribuir entregador' }).click();
    await statusIs(page, 'Entregador a caminho da loja');

    await actions(page).getByRole('button', { name: 'Despachar' }).click();
    await statusIs(page, 'Despachado');
    await card(watcher, 'onTheWay', order._id).waitFor();

    await actions(page).getByRole('button', { name: 'Registrar entrega' }).click();
    await page.getByLabel('Resultado', { exact: true }).selectOption('entregue');
    await page.locator('[data-part="outcome-form"]').getByRole('button', { name: 'Registrar entrega' }).click();
    await statusIs(page, 'Entregue');
    await card(watcher, 'done', order._id).waitFor();
    await drawer(page).getByText('Histórico').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/orders-delivered.png` });
    await watcher.screenshot({ path: `${SCREENSHOTS}/orders-watcher.png`, fullPage: true });

    // Print opens the 80 mm ticket of a signed link.
    const [ticket] = await Promise.all([page.context().waitForEvent('page'), drawer(page).getByRole('button', { name: 'Imprimir' }).click()]);
    await ticket.getByText(`PEDIDO #${order.number}`).waitFor();
    expect(new URL(ticket.url()).pathname).toBe('/shopping-cart/restaurant/print');
    await ticket.screenshot({ path: `${SCREENSHOTS}/orders-ticket.png`, fullPage: true });
    await ticket.close();
    await page.close();
    await watcher.close();
  });

  it('rejects an order with a reason', async () => {
    const page = await run.newPage();
    await openBoard(page, 'restaurant@example.com', 'restaurant');
    const order = await placeOrder(DEMO_IDS.restaurant, 'Bruno Lima');
    await card(page, 'new', order._id).click();
    await statusIs(page, 'Aguardando confirmação');
    await actions(page).getByRole('button', { name: 'Recusar' }).click();
    const form = page.locator('[data-part="reason-form"]');
    await form.getByRole('button', { name: 'Recusar' }).click();
    await page.getByText('Escolha um motivo.').waitFor();
    await page.getByLabel('Motivo', { exact: true }).selectOption('out_of_stock');
    await form.getByRole('button', { name: 'Recusar' }).click();
    await statusIs(page, 'Cancelado');
    await drawer(page).getByText('Produto em falta').first().waitFor();
    await card(page, 'canceled', order._id).waitFor();
    await page.close();
  });

  it('says who changed the order when another operator moved it first', async () => {
    const page = await run.newPage();
    // This browser hears no live event: its drawer holds the order as it read it, and the board says it is reconnecting.
    await page.route('**/api/v2/orders/events**', (route) => route.abort());
    const order = await placeOrder(DEMO_IDS.restaurant, 'Carla Dias');
    await openBoard(page, 'restaurant@example.com', 'restaurant');
    await page.getByText('Reconectando… Os pedidos podem estar desatualizados.').waitFor();
    await card(page, 'new', order._id).click();
    await statusIs(page, 'Aguardando confirmação');
    const answer = await fetch(`${run.url}/api/v2/orders/${order._id}/transitions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await tokenOf('restaurant@example.com')}`, Company: DEMO_IDS.restaurant },
      body: JSON.stringify({ to: 'IN_PREPARATION', version: order.version, prepMinutes: 30 }),
    });
    expect(answer.status).toBe(200);
    await actions(page).getByRole('button', { name: 'Aceitar' }).click();
    await page.getByLabel('Tempo de preparo (minutos)').fill('25');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('button', { name: 'Confirmar' }).click();
    const conflict = page.locator('[data-part="order-conflict"]');
    await conflict.waitFor();
    expect(await conflict.textContent()).toMatch(/^Este pedido foi alterado por .+ às \d\d:\d\d: agora está Em preparo\.$/);
    await statusIs(page, 'Em preparo');
    await page.screenshot({ path: `${SCREENSHOTS}/orders-conflict.png` });
    await page.close();
  });

  it('takes a supermarket order through picking', async () => {
    const page = await run.newPage();
    await openBoard(page, 'market@example.com', 'supermarket');
    await page.locator('[data-column="preparing"]').getByText('Em separação').first().waitFor();
    const order = await placeOrder(DEMO_IDS.supermarket, 'Diego Rocha');
    await card(page, 'new', order._id).click();
    await actions(page).getByRole('button', { name: 'Aceitar' }).click();
    await page.getByLabel('Tempo de preparo (minutos)').fill('20');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await statusIs(page, 'Em preparo');
    await actions(page).getByRole('button', { name: 'Iniciar separação' }).click();
    await statusIs(page, 'Em separação');
    await actions(page).getByRole('button', { name: 'Concluir separação' }).click();
    await statusIs(page, 'Separação concluída');
    await actions(page).getByRole('button', { name: 'Pronto' }).click();
    await statusIs(page, 'Na fila de entregadores');
    await page.screenshot({ path: `${SCREENSHOTS}/orders-supermarket.png`, fullPage: true });
    await page.close();
  });

  it('moves between cards and columns, opens an order and accepts it with the keyboard alone', async () => {
    const page = await run.newPage();
    await openBoard(page, 'restaurant@example.com', 'restaurant');
    const order = await placeOrder(DEMO_IDS.restaurant, 'Carla Dias');
    await card(page, 'new', order._id).waitFor();
    /** The card that has the focus: its order and column. */
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement?.closest('[data-order-id]');
        return element ? { id: element.getAttribute('data-order-id'), column: element.closest('[data-column]')?.getAttribute('data-column') ?? null } : null;
      });
    // Tab reaches the board's one tab stop, a card.
    for (let presses = 0; presses < 80 && (await focused()) === null; presses++) await page.keyboard.press('Tab');
    const first = await focused();
    expect(first).not.toBeNull();
    // Right goes to another column, Left comes back to the same card.
    await page.keyboard.press('ArrowRight');
    expect((await focused())?.column).not.toBe(first?.column);
    await page.keyboard.press('ArrowLeft');
    expect(await focused()).toEqual(first);
    // To the "new" column, then down its cards to the order placed.
    const columns = ['scheduled', 'new', 'preparing', 'waitingRider', 'onTheWay', 'done', 'canceled'];
    for (let presses = 0; presses < 10 && (await focused())?.column !== 'new'; presses++) {
      const at = columns.indexOf((await focused())?.column ?? '');
      await page.keyboard.press(at < columns.indexOf('new') ? 'ArrowRight' : 'ArrowLeft');
    }
    expect((await focused())?.column).toBe('new');
    await page.keyboard.press('Home');
    for (let presses = 0; presses < 40 && (await focused())?.id !== order._id; presses++) await page.keyboard.press('ArrowDown');
    expect(await focused()).toEqual({ id: order._id, column: 'new' });
    // Enter opens it beside the board, the focus staying on its card; `a` asks to accept it,
    // and the minutes take the focus.
    await page.keyboard.press('Enter');
    await drawer(page).getByText(`Pedido #${order.number}`).first().waitFor();
    expect(await focused()).toEqual({ id: order._id, column: 'new' });
    await page.keyboard.press('a');
    const minutes = page.getByLabel('Tempo de preparo (minutos)');
    await expect.poll(() => minutes.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('30');
    await page.keyboard.press('Enter');
    // The confirmation takes the focus: Enter confirms.
    await page.getByText(`Aceitar pedido #${order.number} com 30 min?`).waitFor();
    await page.keyboard.press('Enter');
    await statusIs(page, 'Em preparo');
    await card(page, 'preparing', order._id).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/orders-keyboard-accepted.png` });
    await page.close();
  });

  it('keeps the order desk from a partner: no menu entry, and the route answers 403', async () => {
    const page = await run.newPage();
    await run.signIn(page, 'partner@example.com');
    expect(await page.getByRole('link', { name: 'Pedidos' }).count()).toBe(0);
    await page.goto(`${run.url}/shopping-cart/restaurant`);
    await page.waitForURL('**/error/403');
    await page.close();
  });

  it('changes the desk settings: Escape closes the dialog, and after Save accepting proposes the new preparation minutes', async () => {
    const page = await run.newPage();
    await openBoard(page, 'restaurant@example.com', 'restaurant');
    // The order is on the board before the settings change: its accept form must take the saved
    // minutes from the save's answer, with no board read in between.
    const order = await placeOrder(DEMO_IDS.restaurant, 'Elisa Moura');
    await card(page, 'new', order._id).waitFor();
    const dialog = page.locator('[data-part="order-desk-settings-dialog"]');
    const prep = dialog.getByLabel(/Tempo de preparo padrão/);
    await page.getByRole('button', { name: 'Configurações do balcão' }).click();
    await expect.poll(() => prep.inputValue()).toBe('20');
    expect(await dialog.getByLabel(/Prazo para aceitar/).inputValue()).toBe('8');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Configurações do balcão' }).click();
    await prep.fill('91');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.getByText('O tempo de preparo vai de 10 a 90 minutos.').waitFor();
    await prep.fill('30');
    await page.screenshot({ path: `${SCREENSHOTS}/orders-desk-settings.png` });
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.waitFor({ state: 'detached' });

    await card(page, 'new', order._id).click();
    await statusIs(page, 'Aguardando confirmação');
    await actions(page).getByRole('button', { name: 'Aceitar' }).click();
    expect(await page.getByLabel('Tempo de preparo (minutos)').inputValue()).toBe('30');
    await page.screenshot({ path: `${SCREENSHOTS}/orders-accept-proposes-settings.png` });
    // Read again from the server: the settings were stored.
    await page.reload();
    await page.locator('[data-part="order-board"][data-state="ready"]').waitFor();
    await page.getByRole('button', { name: 'Configurações do balcão' }).click();
    await expect.poll(() => prep.inputValue()).toBe('30');
    await page.close();
  });
});
