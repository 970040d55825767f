import { describe, expect, it } from 'vitest';
import { leafEntries, menu, menuEntryFor, MENU_PERMISSION_PAIRINGS, visibleMenu, type MenuEntry } from '../../src/domain/menu';
import { allPermissionNames } from '../../src/domain/permissionCatalogue';
import { decideRoute } from '../../src/domain/routeTable';

// Permission sets spelled out from seed 000 §6 (and the brief's staff role), on purpose:
// the test must not compare the code's constants with themselves.
const USERS: Record<string, readonly string[]> = {
  root: ['accessToGlobal', 'accessToRoot', 'accessToApplications'],
  application: ['accessToGlobal', 'accessToRoot'],
  franchise: ['accessToGlobal', 'accessToFranchises'],
  restaurant: [
    'accessToCompanyDelivery', 'accessToReportFinance', 'accessToFoodMenu', 'accessToFoodOrders', 'accessToHoursCompany',
    'accessToWhatsAppContacts', 'accessToTransactions', 'accessToGraphicStudioSettings', 'accessToLinksPage', 'accessToMultiMenu',
    'accessToHelpDeskTickets', 'accessToGraphicStudioShare', 'accessToCart', 'accessToWhatsappMessages',
  ],
  market: [
    'accessToCompanyDelivery', 'accessToReportFinance', 'accessToDashboard', 'accessToRegisterProduct', 'accessToHelpDeskAcademyecbr',
    'accessToMarketOrders', 'accessToHoursCompany', 'accessToWhatsAppContacts', 'accessToTransactions', 'accessToGraphicStudioSettings',
    'accessToLinksPage', 'accessToHelpDeskTickets', 'accessToGraphicStudioShare', 'accessToCart', 'accessToWhatsappMessages',
  ],
  partner: ['accessToPartnersLicense', 'accessToLinksPage', 'accessToHelpDeskTickets'],
  staff: ['accessToSectionCompany', 'accessToCompanyDelivery', 'accessToHoursCompany', 'accessToSectionReports', 'accessToWhatsappMessages'],
};

// Every leaf page of seed 001 §2.1, in menu order.
const ALL_PAGES = [
  '/dashboard', '/admin/applications', '/franchises/', '/page-links/links', '/show-terms', '/academy-ecbr', '/graphic-studio/share',
  '/company/group', '/company/company', '/company/delivery', '/company/segment', '/company/contract', '/company/opening-hours', '/company/coupon',
  '/adm/acl-groups', '/adm/acl-routes',
  '/tools-notifications', '/tools/integrations', '/establishment-slider', '/topic-notification',
  '/appoffer/dashboard', '/appoffer/company', '/appoffer/store', '/appoffer/fonts', '/appoffer/slider', '/appoffer/tabloids',
  '/appoffer/favorites', '/appoffer/person', '/appoffer/region/cities', '/appoffer/region/states', '/appoffer/region/countries', '/appoffer/site',
  '/helpdesk/tickets', '/helpdesk/faq',
  '/shopping-cart/restaurant', '/loose-delivery/restaurant', '/food-menu', '/multi-menu',
  '/shopping-cart/supermarket', '/loose-delivery/supermarket', '/product', '/bankproduct-without-integration',
  '/supermarketonline/bankofarts', '/supermarketonline-paymentmethods', '/supermarketonline/integrations',
  '/graphic-studio/customers', '/graphic-studio/themes-model', '/graphic-studio/parameters', '/graphic-studio/histories', '/graphic-studio/histories-company',
  '/app/category', '/app/terms', '/app/popup',
  '/emails/types', '/emails/templates', '/settings-city', '/settings-types-users', '/packing-packing', '/acl-module', '/settings-controller',
  '/delivery-deliveryrecord', '/shopper-shopper', '/user-user', '/person-person', '/department-department',
  '/adm/roles', '/adm/products-bank', '/adm/permissions', '/management-imagebank', '/logs-log', '/accessgroup-accessGroup',
  '/support/bug-orders',
  '/report/order', '/report/new-order', '/report/group-order', '/report/deliverymanlive', '/report/noc', '/report/shopping-cart',
  '/report/customer', '/report/partners', '/report/favorite-products', '/report/access-flow', '/report/contracts', '/report/theme-rank',
  '/report/whatsapp-messages',
  '/dashboard/graphic-studio', '/dashboard/white-label', '/dashboard/link-page', '/dashboard/sales-delivery',
  '/marketing/campaign', '/marketing/lead', '/partners/licenses',
  '/finance/payable-receivable', '/finance/cost-centers', '/finance/type-payments', '/finance/methods-payments',
  '/finance/braspag/subordinates', '/finance/invoice', '/finance/braspag/transactions',
  '/finance/credits', '/finance/company-history/periodic', '/finance/company-history/pix',
];

// show-terms needs accessToShowTerms alone; the four dashboards need accessToRoot alone.
const ROOT_DASHBOARDS = ['/dashboard/graphic-studio', '/dashboard/white-label', '/dashboard/link-page', '/dashboard/sales-delivery'];
const WITH_ROOT = ALL_PAGES.filter((p) => p !== '/show-terms');
const GLOBAL_ONLY = WITH_ROOT.filter((p) => !ROOT_DASHBOARDS.includes(p));

const COMPANY_COMMON_TAIL = [
  '/graphic-studio/customers', '/graphic-studio/themes-model', '/graphic-studio/parameters', '/graphic-studio/histories', '/graphic-studio/histories-company',
  '/report/order', '/report/new-order', '/report/group-order', '/report/shopping-cart', '/report/whatsapp-messages',
  '/finance/invoice', '/finance/braspag/transactions',
  '/finance/credits', '/finance/company-history/periodic', '/finance/company-history/pix',
];

const EXPECTED_PAGES: Record<string, readonly string[]> = {
  root: WITH_ROOT,
  application: WITH_ROOT,
  franchise: GLOBAL_ONLY,
  restaurant: [
    '/dashboard', '/page-links/links', '/graphic-studio/share',
    '/company/delivery', '/company/opening-hours',
    '/helpdesk/tickets',
    '/shopping-cart/restaurant', '/loose-delivery/restaurant', '/food-menu', '/multi-menu',
    '/shopping-cart/supermarket', '/loose-delivery/supermarket',
    ...COMPANY_COMMON_TAIL,
  ],
  market: [
    '/dashboard', '/page-links/links', '/academy-ecbr', '/graphic-studio/share',
    '/company/delivery', '/company/opening-hours',
    '/helpdesk/tickets',
    '/shopping-cart/restaurant', '/loose-delivery/restaurant',
    '/shopping-cart/supermarket', '/loose-delivery/supermarket', '/product', '/bankproduct-without-integration',
    ...COMPANY_COMMON_TAIL,
  ],
  partner: ['/dashboard', '/page-links/links', '/helpdesk/tickets', '/partners/licenses'],
  staff: ['/dashboard', '/company/delivery', '/company/opening-hours', '/report/whatsapp-messages'],
};

function allEntries(entries: readonly MenuEntry[]): MenuEntry[] {
  return entries.flatMap((e) => [e, ...allEntries(e.submenu ?? [])]);
}

describe('menu', () => {
  it('holds every entry of seed 001 §2.1 in order', () => {
    expect(leafEntries(menu).map((e) => e.page)).toEqual(ALL_PAGES);
  });

  it.each(Object.keys(USERS))('shows %s exactly the expected pages', (user) => {
    const held = USERS[user] ?? [];
    expect(leafEntries(visibleMenu(menu, held)).map((e) => e.page)).toEqual(EXPECTED_PAGES[user]);
  });

  it.each(Object.keys(USERS))('leads %s only to routes the same user may open', (user) => {
    const held = USERS[user] ?? [];
    for (const e of leafEntries(visibleMenu(menu, held))) {
      expect([e.page, decideRoute(e.page, { signedIn: true, permissions: held }).kind]).toEqual([e.page, 'allow']);
    }
  });

  it('gives every parent the union of its children\'s permissions', () => {
    const parents = menu.flatMap((s) => allEntries(s.entries)).filter((e) => e.submenu !== undefined);
    expect(parents.map((p) => p.page)).toEqual(['/appoffer', '/graphic-studio']);
    for (const p of parents) {
      const union = new Set((p.submenu ?? []).flatMap((c) => c.permissions));
      expect(new Set(p.permissions)).toEqual(union);
    }
    expect(menuEntryFor('/graphic-studio/customers')?.permissions).toEqual(['accessToGlobal', 'accessToGraphicStudioSettings']);
  });

  it('drops a parent whose submenu ends empty and sections left empty', () => {
    const seen = visibleMenu(menu, USERS.partner ?? []);
    expect(seen.map((s) => s.headingKey)).toEqual([null, 'MENU.SECTION.HELP_DESK', 'MENU.SECTION.PARTNERS']);
    expect(visibleMenu(menu, ['accessToGraphicStudioShare']).flatMap((s) => s.entries.map((e) => e.page))).toEqual(['/dashboard', '/graphic-studio/share']);
    const studio = visibleMenu(menu, ['accessToGraphicStudioSettings']).find((s) => s.headingKey === 'MENU.SECTION.GRAPHIC_STUDIO');
    expect(studio?.entries[0]?.submenu?.length).toBe(5);
  });

  it.each([
    ['/dashboard', []],
    ['/show-terms', ['accessToShowTerms']],
    ['/franchises/', ['accessToGlobal', 'accessToRoot']],
    ['/adm/acl-routes', ['accessToGlobal', 'accessToRoot']],
    ['/dashboard/white-label', ['accessToRoot']],
    ['/food-menu', ['accessToGlobal', 'accessToFoodMenu']],
    ['/multi-menu', ['accessToGlobal', 'accessToMultiMenu']],
    ['/partners/licenses', ['accessToGlobal', 'accessToPartnersLicense']],
    ['/page-links/links', ['accessToGlobal', 'accessToLinksPage']],
    ['/helpdesk/tickets', ['accessToGlobal', 'accessToHelpDeskTickets']],
    ['/company/delivery', ['accessToGlobal', 'accessToCompanyDelivery']],
    ['/report/whatsapp-messages', ['accessToGlobal', 'accessToWhatsappMessages']],
    ['/marketing/campaign', ['accessToGlobal', 'accessToCampanha']],
    ['/marketing/lead', ['accessToGlobal', 'accessToLead', 'accessToLeads']],
    ['/finance/payable-receivable', ['accessToGlobal', 'acessToPayableReceivable']],
    ['/shopping-cart/restaurant', ['accessToGlobal', 'accessToShoppingCart', 'accessToFoodOrders', 'accessToMarketOrders', 'accessToAccessoriesMenu']],
    ['/report/order', ['accessToGlobal', 'accessToSupport', 'accessToCart']],
    ['/company/segment', ['accessToGlobal']],
  ])('gates %s by %j', (page, permissions) => {
    expect(menuEntryFor(page)?.permissions).toEqual(permissions);
  });

  it('finds entries with or without the trailing slash and not parents', () => {
    expect(menuEntryFor('/franchises')?.page).toBe('/franchises/');
    expect(menuEntryFor('/appoffer')).toBeNull();
    expect(menuEntryFor('/nowhere')).toBeNull();
  });

  it('uses only catalogue permission names and records each pairing on a real entry', () => {
    for (const e of menu.flatMap((s) => allEntries(s.entries))) {
      for (const name of e.permissions) expect(allPermissionNames).toContain(name);
      expect(e.titleKey).toMatch(/^MENU\.[A-Z_]+$/);
      expect(e.title.ptBr.length).toBeGreaterThan(0);
      expect(e.title.en.length).toBeGreaterThan(0);
    }
    for (const [page, names] of Object.entries(MENU_PERMISSION_PAIRINGS)) {
      expect(menuEntryFor(page)?.permissions).toEqual(['accessToGlobal', ...names]);
    }
  });
});
