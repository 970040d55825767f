import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeNewOrder } from '../../server/newOrderDb';
import { DEMO_IDS } from '../../server/seed';
import { launchChromium } from './browser';
import { signInAt } from './harness';
import { startProduct } from './server';

const SCREENSHOTS = 'tests/e2e/screenshots';

let browser: Browser;
beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

function signIn(page: Page, url: string, email: string) {
  return signInAt(url, page, email);
}

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, permissions: ['notifications'] });
  const page = await context.newPage();
  page.on('pageerror', (error) => {
    throw error;
  });
  return page;
}

/** Whether the hidden audio element is playing, as the browser says. */
const audioPlaying = (page: Page) => page.locator('audio').evaluate((audio: HTMLAudioElement) => !audio.paused);

describe('the new-order alert in Chromium, over the local Realtime Database', () => {
  let product: Awaited<ReturnType<typeof startProduct>>;
  beforeAll(async () => {
    product = await startProduct({ newOrderDb: true });
  });
  afterAll(async () => {
    await product?.close();
  });

  it('alerts restaurant@example.com of a new order written with the SDK: toast, sound 750 ms later, Silence', async () => {
    const page = await newPage();
    await signIn(page, product.url, 'restaurant@example.com');
    const audio = page.locator('audio');
    expect(await audio.getAttribute('src')).toBe('/new-order-alert.wav');
    expect(await audio.getAttribute('data-state')).toBe('idle');
    await expect(page.locator('[data-part="new-order-toast"]').count()).resolves.toBe(0);

    const db = product.newOrderDb;
    if (!db) throw new Error('the product runs without its new-order database');
    // Another company's order is not this user's alert.
    await writeNewOrder(db.firebaseConfigFor('127.0.0.1'), DEMO_IDS.supermarket, { orderNumber: 77 });
    await writeNewOrder(db.firebaseConfigFor('127.0.0.1'), DEMO_IDS.restaurant, { orderNumber: 1042, customerName: 'Ana Souza' });

    const toast = page.getByRole('alert', { name: 'Novo pedido' });
    await toast.waitFor({ timeout: 15_000 });
    expect(await toast.textContent()).toContain('Pedido 1042 de Ana Souza');
    await page.locator('[data-part="new-order-toast"][data-state="ringing"]').waitFor({ timeout: 5_000 });
    expect(await audio.getAttribute('data-state')).toBe('playing');
    expect(await audioPlaying(page)).toBe(true);
    await page.screenshot({ path: `${SCREENSHOTS}/new-order-alert.png` });

    await toast.getByRole('button', { name: 'Silenciar' }).click();
    await page.locator('[data-part="new-order-toast"][data-state="silenced"]').waitFor();
    expect(await audio.getAttribute('data-state')).toBe('idle');
    expect(await audioPlaying(page)).toBe(false);
    expect(await toast.textContent()).toContain('Alerta sonoro desligado');

    await toast.getByRole('button', { name: 'Fechar' }).click();
    await toast.waitFor({ state: 'detached' });

    // The next order alerts again.
    await writeNewOrder(db.firebaseConfigFor('127.0.0.1'), DEMO_IDS.restaurant, { orderNumber: 1043, customerName: 'Bruno Lima' });
    await page.getByText('Pedido 1043 de Bruno Lima').waitFor({ timeout: 15_000 });
    await toast.getByRole('button', { name: 'Silenciar' }).click();

    // Back later in the same browser (a reload starts the app and its watch anew): the order
    // announced already is still at the path, and stays quiet; the next one rings.
    await page.addInitScript(() => {
      const shown: string[] = [];
      (window as unknown as { toastsShown: string[] }).toastsShown = shown;
      new MutationObserver(() => {
        const text = document.querySelector('[data-part="new-order-toast"]')?.textContent;
        if (text && shown[shown.length - 1] !== text) shown.push(text);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.reload();
    await page.getByRole('heading', { name: /^Olá, / }).waitFor();
    await writeNewOrder(db.firebaseConfigFor('127.0.0.1'), DEMO_IDS.restaurant, { orderNumber: 1044, customerName: 'Carla Dias' });
    await page.getByText('Pedido 1044 de Carla Dias').waitFor({ timeout: 15_000 });
    const shown = await page.evaluate(() => (window as unknown as { toastsShown: string[] }).toastsShown);
    expect(shown.some((text) => text.includes('1043'))).toBe(false);
    await page.context().close();
  });

  it('tells root nothing: the alert is on', async () => {
    const page = await newPage();
    await signIn(page, product.url, 'root@example.com');
    // The configuration has been read once the shell is up; give the notice a moment to appear if it would.
    await page.waitForTimeout(500);
    expect(await page.getByText('Alerta de novos pedidos desligado').count()).toBe(0);
    await page.context().close();
  });
});

describe('without a Firebase configuration', () => {
  let product: Awaited<ReturnType<typeof startProduct>>;
  beforeAll(async () => {
    product = await startProduct();
  });
  afterAll(async () => {
    await product?.close();
  });

  it('says on the dashboard of root that the new-order alert is off', async () => {
    const page = await newPage();
    await signIn(page, product.url, 'root@example.com');
    await page.getByText('Alerta de novos pedidos desligado').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/new-order-alert-off.png` });
    await page.context().close();
  });

  it('keeps company users silent', async () => {
    const page = await newPage();
    await signIn(page, product.url, 'restaurant@example.com');
    await page.waitForTimeout(500);
    expect(await page.getByText('Alerta de novos pedidos desligado').count()).toBe(0);
    expect(await page.locator('audio').getAttribute('data-state')).toBe('idle');
    await page.context().close();
  });
});
