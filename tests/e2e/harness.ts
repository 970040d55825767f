import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './browser';
import { E2E_PASSWORD, startProduct } from './server';

/** Where the browser tests leave their screenshots (ignored by git; look at them). */
export const SCREENSHOTS = 'tests/e2e/screenshots';

/** The product and the browser a test file shares, started before its tests and closed after. */
export interface E2eRun {
  /** The product's address, e.g. http://127.0.0.1:41234. */
  readonly url: string;
  readonly product: Awaited<ReturnType<typeof startProduct>>;
  readonly browser: Browser;
  /** A new page in a new context (its own storage), failing the test on any page error. */
  newPage(options?: BrowserContextOptions): Promise<Page>;
  /** Signs `email` in (see {@link signInAt}) and waits for the dashboard's greeting. */
  signIn(page: Page, email: string, password?: string): Promise<void>;
}

/**
 * Starts the product (built app and API over in-memory PGlite with the demo data) and Chromium
 * for the calling test file. Call at the top level of the file.
 */
export function startE2eRun(options: Parameters<typeof startProduct>[0] = {}): E2eRun {
  let product: Awaited<ReturnType<typeof startProduct>> | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    product = await startProduct(options);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await product?.close();
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`startE2eRun: the ${what} is not started (use it inside a test)`);
    return value;
  };
  const run: E2eRun = {
    get url() {
      return started(product, 'product').url;
    },
    get product() {
      return started(product, 'product');
    },
    get browser() {
      return started(browser, 'browser');
    },
    async newPage(contextOptions = { viewport: { width: 1280, height: 800 } }) {
      const context = await run.browser.newContext(contextOptions);
      const page = await context.newPage();
      page.on('pageerror', (error) => {
        throw error;
      });
      return page;
    },
    signIn(page, email, password = E2E_PASSWORD) {
      return signInAt(run.url, page, email, password);
    },
  };
  return run;
}

/** How long the notice saying `text` lasts, as its toast was told (the `--duration` it carries). */
export async function noticeDuration(page: Page, text: string): Promise<string> {
  const toast = page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: text });
  return toast.evaluate((element) => getComputedStyle(element).getPropertyValue('--duration').trim());
}

/** The session each user signed in through the form has left in storage, by product and user. */
const sessions = new Map<string, Array<[string, string]>>();
/** What the product keeps of a session in the browser's storage (src/domain/sessionStorage.ts). */
const SESSION_KEYS = ['authTokens', 'mainCompany'];

/**
 * Signs `email` in on the product at `url` and waits for the dashboard's greeting. The first time
 * a test file signs a user in, it goes through the login form (with the seed's 4 s wait after
 * success); later pages of the same user open as a new tab of that session would (its stored
 * session copied into the new page's storage), which skips the form. A session ended meanwhile
 * (signed out, password changed) falls back to the form.
 */
export async function signInAt(url: string, page: Page, email: string, password = E2E_PASSWORD): Promise<void> {
  const key = `${url} ${email} ${password}`;
  const greeting = page.getByRole('heading', { name: /^(Olá|Hello), / });
  const stored = sessions.get(key);
  if (stored) {
    // Any page of the product's origin gives access to its storage; a static file is the cheapest.
    await page.goto(`${url}/favicon.svg`);
    await page.evaluate((entries) => {
      for (const [name, value] of entries) localStorage.setItem(name, value);
    }, stored);
    await page.goto(`${url}/dashboard`);
    const form = page.getByLabel('E-mail');
    await greeting.or(form).first().waitFor({ timeout: 15_000 });
    if (await greeting.isVisible()) return;
    sessions.delete(key);
  }
  await page.goto(`${url}/auth/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(/^Senha/).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(`${url}/dashboard`, { timeout: 15_000 });
  // The session has loaded its user: leaving the page while that call runs would end the session.
  await greeting.waitFor({ timeout: 15_000 });
  const entries = await page.evaluate((names) => names.flatMap((name) => {
    const value = localStorage.getItem(name);
    return value === null ? [] : [[name, value] as [string, string]];
  }), SESSION_KEYS);
  sessions.set(key, entries);
}
