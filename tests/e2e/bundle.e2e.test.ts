import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { Build, kb, LAZY_ONLY, PAGE_LOADS, type PageLoad } from '../../scripts/bundleBudget';
import { PRERENDERED_FORM_ATTRIBUTE } from '../../src/routes/prerendered';
import { E2E_PASSWORD } from './demoData';
import { SCREENSHOTS, startE2eRun } from './harness';

// The build `npm test` made just before the browser tests.
const build = new Build('dist');
const run = startE2eRun();

const pageLoad = (name: string): PageLoad => {
  const load = PAGE_LOADS.find((candidate) => candidate.name === name);
  if (!load) throw new Error(`no page load named ${name}`);
  return load;
};
const filesOf = (keys: readonly string[]) => new Set(build.staticClosure(keys).map((key) => build.chunkSize(key).file));

/** The JavaScript files `page` requests from the product while `action` runs. */
async function scriptsRequested(page: Page, action: () => Promise<void>): Promise<Set<string>> {
  const files = new Set<string>();
  const record = (request: { url(): string }) => {
    const url = new URL(request.url());
    if (url.origin === run.url && url.pathname.endsWith('.js')) files.add(url.pathname.slice(1));
  };
  page.on('request', record);
  await action();
  page.off('request', record);
  return files;
}

describe('bundle budgets (issue #11)', () => {
  it.each(PAGE_LOADS.map((load) => [load.name, load] as const))('keeps the %s page load within its gzip budget', (_, load) => {
    const measured = build.measure(load);
    const detail = measured.chunks.map((chunk) => `${chunk.file} ${kb(chunk.gzip)} KB`).join(', ');
    expect(measured.gzip, `${load.name} (${load.path}) loads ${kb(measured.gzip)} KB gzip, budget ${kb(load.budget)} KB: ${detail}`).toBeLessThanOrEqual(
      load.budget,
    );
  });

  it('keeps the map and Firebase out of the entry, the sign-in page and the shell, loading them only with the code that uses them', () => {
    expect(build.lazyOnlyIn()).toEqual([]);
    for (const load of PAGE_LOADS) expect(build.measure(load).lazyOnlyFound, load.name).toEqual([]);
    for (const lazy of LAZY_ONLY) expect(build.lazyOnlyIn([lazy.usedBy]), lazy.usedBy).toContain(lazy.name);
  });

  it('loads the forms’ checks (arktype) with the forms, not with the lists, the board or the shell', () => {
    const arktypeWith = (keys: readonly string[]) => build.packagesOf([build.entry, ...keys]).filter((name) => /^(arktype|@ark\/)/.test(name));
    for (const page of ['src/routes/GuardedRoutes.tsx', 'src/routes/pages/UsersPage.tsx', 'src/routes/pages/RolesPage.tsx', 'src/routes/pages/OrderDeskPage.tsx']) {
      expect(arktypeWith([page]), page).toEqual([]);
    }
    // …and they do come with the forms.
    for (const form of ['src/routes/pages/UserEditPage.tsx', 'src/ui/orders/OrderDeskSettingsForm.tsx', 'src/domain/authChecks.ts']) {
      expect(arktypeWith([build.keyHolding(form)]), form).toContain('arktype');
    }
  });

  it('gives the sign-in page neither the shell nor the English texts, and the shell not the sign-in forms', () => {
    const signIn = filesOf([build.entry, ...pageLoad('sign-in').dynamicEntries]);
    const shell = filesOf([build.entry, ...pageLoad('signed-in shell').dynamicEntries]);
    const english = build.chunkSize('src/i18n/en/index.ts').file;
    expect(signIn).not.toContain(build.chunkSize('src/routes/GuardedRoutes.tsx').file);
    expect(signIn).not.toContain(english);
    expect(shell).not.toContain(build.chunkSize('src/routes/auth/LoginRoute.tsx').file);
    expect(shell).not.toContain(english);
  });
});

describe('what Chromium downloads matches the measured page loads', () => {
  it('loads exactly the sign-in set before the login form works', async () => {
    const page = await run.newPage();
    const requested = await scriptsRequested(page, async () => {
      await page.goto(`${run.url}/auth/login`);
      // The app's own form, which replaces the one the page arrived with.
      await page.locator(`form:not([${PRERENDERED_FORM_ATTRIBUTE}])`).getByRole('heading', { name: 'Logar no sistema' }).waitFor();
    });
    // The theme's global styles come with index.html, and the app does not make and insert them again.
    const globalStyles = await page.evaluate(() => {
      // Where the brand colour is defined (not only used through its variable).
      const defines = (sheet: CSSStyleSheet) => [...sheet.cssRules].some((rule) => /--chakra-colors-brand-700:\s*#c62d08/.test(rule.cssText));
      const sheets = [...document.styleSheets];
      const inPage = sheets.filter((sheet) => sheet.ownerNode instanceof Element && sheet.ownerNode.id === 'chakra-global');
      return {
        brand: getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-brand-700').trim(),
        inPage: inPage.filter(defines).length,
        inserted: sheets.filter((sheet) => !inPage.includes(sheet) && defines(sheet)).length,
      };
    });
    expect(globalStyles).toEqual({ brand: '#c62d08', inPage: 1, inserted: 0 });
    const load = pageLoad('sign-in');
    const before = filesOf([build.entry, ...load.dynamicEntries]);
    // The forms' checks load when the user first acts on the page: not before, even a while after
    // the form shows…
    const after = [...filesOf([build.entry, ...load.dynamicEntries, ...(load.onFirstAct ?? []).map((src) => build.keyHolding(src))])].filter((file) => !before.has(file));
    expect(after.length).toBeGreaterThan(0);
    expect([...requested].sort()).toEqual([...before].sort());
    const fetched = () => page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname.slice(1)));
    await page.waitForTimeout(1000);
    expect((await fetched()).filter((file) => after.includes(file))).toEqual([]);
    // …and they arrive once a key is pressed in the form.
    await page.getByLabel('E-mail').press('a');
    await expect.poll(fetched).toEqual(expect.arrayContaining(after));
    await page.context().close();
  });

  it('loads exactly the shell set before the signed-in dashboard shows', async () => {
    const signedIn = await run.newPage();
    await run.signIn(signedIn, 'root@example.com');
    // A fresh load of /dashboard with the session the sign-in kept.
    const page = await signedIn.context().newPage();
    const requested = await scriptsRequested(page, async () => {
      await page.goto(`${run.url}/dashboard`);
      await page.getByRole('heading', { name: /^(Olá|Hello), / }).waitFor();
    });
    expect([...requested].sort()).toEqual([...filesOf([build.entry, ...pageLoad('signed-in shell').dynamicEntries])].sort());
    await signedIn.context().close();
  });
});

/**
 * Holds the login route's code until the returned function is called: the app's first render
 * waits for it, so the page keeps the form it arrived with while the test types.
 */
async function holdLoginRoute(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/LoginRoute-*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

describe('the sign-in page drawn at build time (issue #27)', () => {
  const drawn = (page: Page) => page.locator(`form[${PRERENDERED_FORM_ATTRIBUTE}]`);

  /** The sign-in page with its fields filled while the login route's code is held (`release` lets it go). */
  async function filledWhileHeld(email: string, password: string) {
    const page = await run.newPage();
    const release = await holdLoginRoute(page);
    await page.goto(`${run.url}/auth/login`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel(/^Senha/).fill(password);
    return { page, release };
  }

  /** Waits for the dashboard the sign-in leads to, then closes the page's context. */
  async function signedIn(page: Page) {
    await page.waitForURL(`${run.url}/dashboard`, { timeout: 15_000 });
    await page.getByRole('heading', { name: /^Olá, / }).waitFor({ timeout: 15_000 });
    await page.context().close();
  }

  it('shows the whole form with every script refused: no JavaScript before the form shows', async () => {
    const page = await run.newPage({ viewport: { width: 1440, height: 900 } });
    const scripts: string[] = [];
    await page.route('**/*.js', async (route) => {
      scripts.push(new URL(route.request().url()).pathname);
      await route.abort();
    });
    await page.goto(`${run.url}/auth/login`);
    await page.getByRole('heading', { name: 'Logar no sistema' }).waitFor();
    expect(await drawn(page).count()).toBe(1);
    expect(await page.getByLabel('E-mail').isVisible()).toBe(true);
    expect(await page.getByLabel(/^Senha/).getAttribute('type')).toBe('password');
    expect(await page.getByRole('link', { name: 'Esqueceu a senha?' }).getAttribute('href')).toBe('/auth/forgot-password');
    // Until the app's code runs the browser may not send the form (it would put the password in the address).
    expect(await page.getByRole('button', { name: 'Entrar' }).isDisabled()).toBe(true);
    // The styles are the app's: the brand colour on the title bar's name, the form centred.
    expect(await page.getByText('Back-office Delivery').first().evaluate((element) => getComputedStyle(element).color)).toBe('rgb(198, 45, 8)');
    expect(scripts.length).toBeGreaterThan(0);
    await page.screenshot({ path: `${SCREENSHOTS}/sign-in-without-scripts.png` });
    await page.context().close();
  });

  it('keeps what was typed, the focus and an Enter pressed before the app took the form over, and signs in', async () => {
    const { page, release } = await filledWhileHeld('root@example.com', E2E_PASSWORD);
    expect(await drawn(page).count()).toBe(1);
    await page.getByLabel(/^Senha/).press('Enter');
    release();
    await signedIn(page);
  });

  it('signs in when the press on Entrar began on the drawn form and is released on the app’s', async () => {
    const { page, release } = await filledWhileHeld('root@example.com', E2E_PASSWORD);
    const box = await page.getByRole('button', { name: 'Entrar' }).boundingBox();
    if (!box) throw new Error('the drawn Entrar has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    release();
    await expect.poll(() => drawn(page).count(), { timeout: 15_000 }).toBe(0);
    await page.mouse.up();
    await signedIn(page);
  });

  it('keeps the fields and the focus when the app takes over without a submit', async () => {
    const { page, release } = await filledWhileHeld('ana@example.com', 'ab');
    release();
    await expect.poll(() => drawn(page).count(), { timeout: 15_000 }).toBe(0);
    expect(await page.getByLabel('E-mail').inputValue()).toBe('ana@example.com');
    expect(await page.getByLabel(/^Senha/).inputValue()).toBe('ab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('password');
    // The app's form took the values as typed ones: it checks them (two characters are too few).
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByText(/o tamanho mínimo é/).first().waitFor({ timeout: 10_000 });
    await page.context().close();
  });

  it('is drawn in English for a visitor who chose English, the cookie written by the language switch', async () => {
    const page = await run.newPage();
    await page.goto(`${run.url}/auth/login`);
    await page.locator(`form:not([${PRERENDERED_FORM_ATTRIBUTE}])`).waitFor();
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Sign in to the system' }).waitFor();
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'language')?.value).toBe('en');
    await page.route('**/*.js', (route) => route.abort());
    await page.reload();
    await page.getByRole('heading', { name: 'Sign in to the system' }).waitFor();
    expect(await drawn(page).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.context().close();
  });
});

