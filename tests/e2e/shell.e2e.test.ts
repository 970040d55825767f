import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { normalizePath } from '../../src/domain/menu';
import { SCREENSHOTS, startE2eRun } from './harness';
import { E2E_PASSWORD } from './server';

const run = startE2eRun();
const newPage = (viewport = { width: 1280, height: 800 }) => run.newPage({ viewport });
const signIn = (page: Page, email: string) => run.signIn(page, email);

/** Signs in from the page the browser is on (the login form), then waits for `landing`. */
async function signInHere(page: Page, email: string, landing: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(/^Senha/).fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(`${run.url}${landing}`, { timeout: 15_000 });
}

/** The pages the desktop side menu links to, in order. */
async function menuPages(page: Page): Promise<string[]> {
  const nav = page.locator('aside nav');
  await nav.waitFor();
  // A collapsed group mounts its entries when first opened: open every one.
  const closed = nav.locator('button[aria-expanded="false"]');
  while ((await closed.count()) > 0) await closed.first().click();
  const hrefs = await nav.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map(normalizePath);
}

/**
 * The menus, written out from seed 001 section 2.1 (entries in its order) and seed 000 section 6
 * (fallback sets), not computed by the product. Root (accessToGlobal, accessToRoot,
 * accessToApplications) sees every entry but /show-terms, which the menu gates by
 * accessToShowTerms alone.
 */
const ROOT_MENU = [
  '/dashboard', '/admin/applications', '/franchises', '/page-links/links', '/academy-ecbr', '/graphic-studio/share',
  '/company/group', '/company/company', '/company/delivery', '/company/segment', '/company/contract',
  '/company/opening-hours', '/company/coupon', '/adm/acl-groups', '/adm/acl-routes', '/tools-notifications',
  '/tools/integrations', '/establishment-slider', '/topic-notification', '/appoffer/dashboard',
  '/appoffer/company', '/appoffer/store', '/appoffer/fonts', '/appoffer/slider', '/appoffer/tabloids',
  '/appoffer/favorites', '/appoffer/person', '/appoffer/region/cities', '/appoffer/region/states',
  '/appoffer/region/countries', '/appoffer/site', '/helpdesk/tickets', '/helpdesk/faq', '/shopping-cart/restaurant',
  '/loose-delivery/restaurant', '/food-menu', '/multi-menu', '/shopping-cart/supermarket', '/loose-delivery/supermarket',
  '/product', '/bankproduct-without-integration', '/supermarketonline/bankofarts', '/supermarketonline-paymentmethods',
  '/supermarketonline/integrations', '/graphic-studio/customers', '/graphic-studio/themes-model',
  '/graphic-studio/parameters', '/graphic-studio/histories', '/graphic-studio/histories-company',
  '/app/category', '/app/terms', '/app/popup', '/emails/types', '/emails/templates', '/settings-city',
  '/settings-types-users', '/packing-packing', '/acl-module', '/settings-controller', '/delivery-deliveryrecord',
  '/shopper-shopper', '/user-user', '/person-person', '/department-department', '/adm/roles', '/adm/products-bank',
  '/adm/permissions', '/management-imagebank', '/logs-log', '/accessgroup-accessGroup', '/support/bug-orders',
  '/report/order', '/report/new-order', '/report/group-order', '/report/deliverymanlive', '/report/noc',
  '/report/shopping-cart', '/report/customer', '/report/partners', '/report/favorite-products',
  '/report/access-flow', '/report/contracts', '/report/theme-rank', '/report/whatsapp-messages',
  '/dashboard/graphic-studio', '/dashboard/white-label', '/dashboard/link-page', '/dashboard/sales-delivery',
  '/marketing/campaign', '/marketing/lead', '/partners/licenses', '/finance/payable-receivable',
  '/finance/cost-centers', '/finance/type-payments', '/finance/methods-payments', '/finance/braspag/subordinates',
  '/finance/invoice', '/finance/braspag/transactions', '/finance/credits', '/finance/company-history/periodic',
  '/finance/company-history/pix',
];
/** A partner (accessToPartnersLicense, accessToLinksPage, accessToHelpDeskTickets). */
const PARTNER_MENU = ['/dashboard', '/page-links/links', '/helpdesk/tickets', '/partners/licenses'];
/** Root's section headings, in both languages. */
const ROOT_HEADINGS = [
  ['Empresas', 'Companies'], ['Permissões', 'Permissions'], ['Ferramentas', 'Tools'], ['App de ofertas', 'Offer app'],
  ['Central de ajuda', 'Help desk'], ['Restaurantes', 'Restaurants'], ['Supermercado', 'Supermarket'],
  ['Estúdio gráfico', 'Graphic studio'], ['Aplicativo', 'Application'], ['Configurações', 'Settings'], ['Cadastros', 'Registers'],
  ['Administração', 'Admin'], ['Suporte', 'Support'], ['Relatórios', 'Reports'], ['Painéis', 'Dashboards'], ['Marketing', 'Marketing'],
  ['Parceiros', 'Partners'], ['Financeiro', 'Finance'], ['Entregas avulsas (financeiro)', 'Loose deliveries (finance)'],
];

describe('the shell, the menu and the guards in Chromium', () => {
  it('shows a partner only the entries its fallback set allows, and /franchises ends on /error/403', async () => {
    const page = await newPage();
    await signIn(page, 'partner@example.com');
    expect(await menuPages(page)).toEqual(PARTNER_MENU);
    expect(await menuPages(page)).toContain('/partners/licenses');
    await page.screenshot({ path: `${SCREENSHOTS}/shell-partner.png` });
    // An entry it sees opens inside the shell.
    await page.locator('aside nav').getByRole('link', { name: 'Licenças' }).click();
    await page.waitForURL(`${run.url}/partners/licenses`);
    await page.getByRole('heading', { name: 'O módulo Licenças não faz parte desta versão' }).waitFor();
    // Signed in, the sign-in page sends the visitor on to the dashboard.
    await page.goto(`${run.url}/auth/login`);
    await page.waitForURL(`${run.url}/dashboard`);
    await page.goto(`${run.url}/franchises`);
    await page.waitForURL(`${run.url}/error/403`);
    await page.getByRole('heading', { name: '403... Acesso negado' }).waitFor();
    await page.close();
  });

  it('shows franchise no entry whose screen the API refuses it, both company types\' orders, and ends /adm/permissions on /error/403', async () => {
    const page = await newPage();
    await signIn(page, 'franchise@example.com');
    const pages = await menuPages(page);
    await page.locator('aside nav').getByRole('heading', { name: 'Administração' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOTS}/shell-franchise.png` });
    // Aplicações, Perfis and Permissões need accessToRoot for their lists (the contract's x-permissions).
    for (const gone of ['/admin/applications', '/adm/roles', '/adm/permissions']) expect([gone, pages.includes(gone)]).toEqual([gone, false]);
    // Staff of no company see the orders of both company types.
    for (const kept of ['/shopping-cart/restaurant', '/loose-delivery/restaurant', '/shopping-cart/supermarket', '/loose-delivery/supermarket', '/adm/products-bank']) {
      expect([kept, pages.includes(kept)]).toEqual([kept, true]);
    }
    const admin = page.locator('aside nav').getByRole('link', { name: /^(Perfis|Permissões|Aplicações)$/ });
    expect(await admin.count()).toBe(0);
    await page.goto(`${run.url}/adm/permissions`);
    await page.waitForURL(`${run.url}/error/403`);
    await page.getByRole('heading', { name: '403... Acesso negado' }).waitFor();
    await page.close();
  });

  it('shows a restaurant only the restaurant orders; the supermarket\'s and the admin lists end on /error/403', async () => {
    const page = await newPage();
    await signIn(page, 'restaurant@example.com');
    const headings = page.locator('aside nav h2');
    const restaurantPages = await menuPages(page);
    expect(restaurantPages.filter((p) => /^\/(shopping-cart|loose-delivery)\//.test(p))).toEqual(['/shopping-cart/restaurant', '/loose-delivery/restaurant']);
    expect(await headings.allInnerTexts()).toContain('RESTAURANTES');
    expect(await headings.allInnerTexts()).not.toContain('SUPERMERCADO');
    for (const path of ['/shopping-cart/supermarket', '/adm/roles', '/user-management/users']) {
      await page.goto(`${run.url}${path}`);
      await page.waitForURL(`${run.url}/error/403`);
    }
    await page.close();
  });

  it('shows a market only the supermarket orders; the restaurant\'s end on /error/403', async () => {
    const market = await newPage();
    await signIn(market, 'market@example.com');
    const marketPages = await menuPages(market);
    expect(marketPages.filter((p) => /^\/(shopping-cart|loose-delivery)\//.test(p))).toEqual(['/shopping-cart/supermarket', '/loose-delivery/supermarket']);
    expect(await market.locator('aside nav h2').allInnerTexts()).not.toContain('RESTAURANTES');
    await market.goto(`${run.url}/shopping-cart/restaurant`);
    await market.waitForURL(`${run.url}/error/403`);
    await market.close();
  });

  it('shows root every section of its permissions, in both languages', async () => {
    const page = await newPage();
    await signIn(page, 'root@example.com');
    expect(await menuPages(page)).toEqual(ROOT_MENU);
    const headings = page.locator('aside nav h2');
    expect(await headings.allInnerTexts()).toEqual(ROOT_HEADINGS.map(([ptBr]) => ptBr?.toUpperCase()));
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: /^Hello, / }).waitFor();
    expect(await headings.allInnerTexts()).toEqual(ROOT_HEADINGS.map(([, en]) => en?.toUpperCase()));
    await page.screenshot({ path: `${SCREENSHOTS}/shell-root-en.png` });
    await page.getByRole('button', { name: 'Português' }).click();
    await page.getByRole('heading', { name: /^Olá, / }).waitFor();
    await page.close();
  });

  it('sends a signed-out visit to /adm/roles to sign-in and back to /adm/roles', async () => {
    const page = await newPage();
    await page.goto(`${run.url}/adm/roles`);
    await page.waitForURL(/\/auth\/login\?next=%2Fadm%2Froles$/);
    await signInHere(page, 'root@example.com', '/adm/roles');
    await page.getByRole('heading', { level: 1, name: 'Perfis' }).waitFor();
    await page.close();
  });

  it('minimizes the menu, opens it on hover, keeps it minimized across a reload, and expands it', async () => {
    const page = await newPage();
    await signIn(page, 'restaurant@example.com');
    const aside = page.locator('aside > div').first();
    expect(await aside.getAttribute('data-state')).toBe('expanded');
    await page.getByRole('button', { name: 'Minimizar o menu' }).click();
    await expect.poll(() => aside.getAttribute('data-state')).toBe('minimized');
    await page.screenshot({ path: `${SCREENSHOTS}/shell-minimized.png` });
    await aside.hover();
    await expect.poll(() => aside.getAttribute('data-state')).toBe('minimized-open');
    await page.mouse.move(900, 500);
    await expect.poll(() => aside.getAttribute('data-state')).toBe('minimized');
    await page.reload();
    await page.getByRole('heading', { name: /^Olá, / }).waitFor();
    await expect.poll(() => page.locator('aside > div').first().getAttribute('data-state')).toBe('minimized');
    await page.getByRole('button', { name: 'Expandir o menu' }).click();
    await expect.poll(() => page.locator('aside > div').first().getAttribute('data-state')).toBe('expanded');
    // The route progress bar finishes and goes away.
    await expect.poll(() => page.locator('[role=progressbar]').count(), { timeout: 5_000 }).toBe(0);
    await page.close();
  });

  it('works on a phone: the menu in a drawer, the language in the user menu', async () => {
    const page = await newPage({ width: 390, height: 844 });
    await signIn(page, 'market@example.com');
    await page.screenshot({ path: `${SCREENSHOTS}/shell-phone.png` });
    await page.getByRole('button', { name: 'Abrir o menu' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('link', { name: 'Chamados' }).click();
    await page.waitForURL(`${run.url}/helpdesk/tickets`);
    await page.getByRole('button', { name: 'Menu do usuário' }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await page.getByRole('heading', { level: 1, name: 'Tickets' }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/shell-phone-en.png` });
    await page.close();
  });
});
