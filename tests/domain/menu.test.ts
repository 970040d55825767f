import { describe, expect, it } from 'vitest';
import { leafEntries, menu, menuEntryFor, MENU_PERMISSION_PAIRINGS, visibleMenu, type MenuEntry } from '../../src/domain/menu';
import type { CompanyType } from '../../src/domain/company';
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

// The demo users' company types (the staff user works for the restaurant); null: staff of no company.
const COMPANY_TYPES: Readonly<Record<string, CompanyType | null>> = {
  root: null, application: null, franchise: null, restaurant: 'restaurant', market: 'supermarket', partner: 'partner', staff: 'restaurant',
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
// Screens of this release whose main call the contract gives to accessToRoot alone (x-permissions
// of paginateApplications, findRoles and getAllPermissions): the seed's accessToGlobal is not enough.
const ROOT_SCREENS = ['/admin/applications', '/adm/roles', '/adm/permissions'];

const COMPANY_COMMON_TAIL = [
  '/graphic-studio/customers', '/graphic-studio/themes-model', '/graphic-studio/parameters', '/graphic-studio/histories', '/graphic-studio/histories-company',
  '/report/order', '/report/new-order', '/report/group-order', '/report/shopping-cart', '/report/whatsapp-messages',
  '/finance/invoice', '/finance/braspag/transactions',
  '/finance/credits', '/finance/company-history/periodic', '/finance/company-history/pix',
];

const EXPECTED_PAGES: Record<string, readonly string[]> = {
  root: WITH_ROOT,
  application: WITH_ROOT,
  franchise: GLOBAL_ONLY.filter((p) => !ROOT_SCREENS.includes(p)),
  restaurant: [
    '/dashboard', '/page-links/links', '/graphic-studio/share',
    '/company/delivery', '/company/opening-hours',
    '/helpdesk/tickets',
    '/shopping-cart/restaurant', '/loose-delivery/restaurant', '/food-menu', '/multi-menu',
    ...COMPANY_COMMON_TAIL,
  ],
  market: [
    '/dashboard', '/page-links/links', '/academy-ecbr', '/graphic-studio/share',
    '/company/delivery', '/company/opening-hours',
    '/helpdesk/tickets',
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
    expect(leafEntries(visibleMenu(menu, held, COMPANY_TYPES[user] ?? null)).map((e) => e.page)).toEqual(EXPECTED_PAGES[user]);
  });

  it.each(Object.keys(USERS))('leads %s only to routes the same user may open', (user) => {
    const held = USERS[user] ?? [];
    const companyType = COMPANY_TYPES[user] ?? null;
    for (const e of leafEntries(visibleMenu(menu, held, companyType))) {
      expect([e.page, decideRoute(e.page, { signedIn: true, permissions: held, companyType }).kind]).toEqual([e.page, 'allow']);
    }
  });

  it.each(Object.keys(USERS))('hides from %s no screen of this release, nor cart page, that its route opens', (user) => {
    const held = USERS[user] ?? [];
    const companyType = COMPANY_TYPES[user] ?? null;
    const shown = leafEntries(visibleMenu(menu, held, companyType)).map((e) => e.page);
    // Not /report/deliverymanlive: the seed lists its route login-only and its entry under accessToGlobal.
    const pages = [
      '/admin/applications', '/company/delivery', '/delivery-deliveryrecord', '/adm/roles', '/adm/permissions', '/report/whatsapp-messages', '/shopping-cart/restaurant', '/loose-delivery/restaurant', '/shopping-cart/supermarket', '/loose-delivery/supermarket',
    ];
    for (const page of pages) {
      const opens = decideRoute(page, { signedIn: true, permissions: held, companyType }).kind === 'allow';
      expect([page, shown.includes(page)]).toEqual([page, opens]);
    }
  });

  it.each([
    // [user, section headings of the two cart sections shown with their cart entries]
    ['restaurant', [['Restaurantes', ['/shopping-cart/restaurant', '/loose-delivery/restaurant', '/food-menu', '/multi-menu']]]],
    ['market', [['Supermercado', ['/shopping-cart/supermarket', '/loose-delivery/supermarket', '/product', '/bankproduct-without-integration']]]],
    ['franchise', [
      ['Restaurantes', ['/shopping-cart/restaurant', '/loose-delivery/restaurant', '/food-menu', '/multi-menu']],
      ['Supermercado', ['/shopping-cart/supermarket', '/loose-delivery/supermarket', '/product', '/bankproduct-without-integration',
        '/supermarketonline/bankofarts', '/supermarketonline-paymentmethods', '/supermarketonline/integrations']],
    ]],
  ])('shows %s the restaurant and supermarket sections of its own company type only', (user, expected) => {
    const seen = visibleMenu(menu, USERS[user] ?? [], COMPANY_TYPES[user] ?? null)
      .filter((s) => s.heading?.en === 'Restaurants' || s.heading?.en === 'Supermarket')
      .map((s) => [s.heading?.ptBr, s.entries.map((e) => e.page)]);
    expect(seen).toEqual(expected);
  });

  it.each([
    ['/admin/applications', ['accessToGlobal'], false],
    ['/admin/applications', ['accessToRoot'], true],
    ['/adm/roles', ['accessToGlobal', 'accessToFranchises'], false],
    ['/adm/permissions', ['accessToGlobal', 'accessToFranchises'], false],
    ['/adm/permissions', ['accessToGlobal', 'accessToRoot'], true],
    // The live map's call (listRiderPositions) takes accessToGlobal: the seed's list decides.
    ['/report/deliverymanlive', ['accessToGlobal'], true],
    // A module not in this release has no call: the seed's list alone decides.
    ['/adm/products-bank', ['accessToGlobal'], true],
  ] as const)('shows %s to a holder of %j: %s', (page, held, shown) => {
    expect(leafEntries(visibleMenu(menu, held)).some((e) => e.page === page)).toBe(shown);
  });

  it('heads its sections, after the unheaded top, in both languages', () => {
    expect(menu.map((s) => (s.heading ? [s.heading.ptBr, s.heading.en] : null))).toEqual([
      null,
      ['Empresas', 'Companies'], ['Permissões', 'Permissions'], ['Ferramentas', 'Tools'], ['App de ofertas', 'Offer app'],
      ['Central de ajuda', 'Help desk'], ['Restaurantes', 'Restaurants'], ['Supermercado', 'Supermarket'],
      ['Estúdio gráfico', 'Graphic studio'], ['Aplicativo', 'Application'], ['Configurações', 'Settings'], ['Cadastros', 'Registers'],
      ['Administração', 'Admin'], ['Suporte', 'Support'], ['Relatórios', 'Reports'], ['Painéis', 'Dashboards'], ['Marketing', 'Marketing'],
      ['Parceiros', 'Partners'], ['Financeiro', 'Finance'], ['Entregas avulsas (financeiro)', 'Loose deliveries (finance)'],
    ]);
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
    expect(seen.map((s) => s.heading?.en ?? null)).toEqual([null, 'Help desk', 'Partners']);
    expect(visibleMenu(menu, ['accessToGraphicStudioShare']).flatMap((s) => s.entries.map((e) => e.page))).toEqual(['/dashboard', '/graphic-studio/share']);
    const studio = visibleMenu(menu, ['accessToGraphicStudioSettings']).find((s) => s.heading?.en === 'Graphic studio');
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
