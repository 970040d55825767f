import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { Build, kb, LAZY_ONLY, PAGE_LOADS, type PageLoad } from '../../scripts/bundleBudget';
import { startE2eRun } from './harness';

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
  it('loads exactly the sign-in set before the login form shows', async () => {
    const page = await run.newPage();
    const requested = await scriptsRequested(page, async () => {
      await page.goto(`${run.url}/auth/login`);
      await page.getByRole('heading', { name: 'Logar no sistema' }).waitFor();
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
