import { describe, expect, it } from 'vitest';
import { leafEntries, menu } from '../../src/domain/menu';
import type { CompanyType } from '../../src/domain/company';
import { decideRoute, matchRoute, routeTable, type RouteSession } from '../../src/domain/routeTable';

// Spelled out from seed 000 §6 (and the brief's staff role), in the column order of ROUTES; the
// demo staff user works for the restaurant.
const USERS: readonly (readonly [string, readonly string[]])[] = [
  ['root', ['accessToGlobal', 'accessToRoot', 'accessToApplications']],
  ['application', ['accessToGlobal', 'accessToRoot']],
  ['franchise', ['accessToGlobal', 'accessToFranchises']],
  ['restaurant', [
    'accessToCompanyDelivery', 'accessToReportFinance', 'accessToFoodMenu', 'accessToFoodOrders', 'accessToHoursCompany',
    'accessToWhatsAppContacts', 'accessToTransactions', 'accessToGraphicStudioSettings', 'accessToLinksPage', 'accessToMultiMenu',
    'accessToHelpDeskTickets', 'accessToGraphicStudioShare', 'accessToCart', 'accessToWhatsappMessages',
  ]],
  ['market', [
    'accessToCompanyDelivery', 'accessToReportFinance', 'accessToDashboard', 'accessToRegisterProduct', 'accessToHelpDeskAcademyecbr',
    'accessToMarketOrders', 'accessToHoursCompany', 'accessToWhatsAppContacts', 'accessToTransactions', 'accessToGraphicStudioSettings',
    'accessToLinksPage', 'accessToHelpDeskTickets', 'accessToGraphicStudioShare', 'accessToCart', 'accessToWhatsappMessages',
  ]],
  ['partner', ['accessToPartnersLicense', 'accessToLinksPage', 'accessToHelpDeskTickets']],
  ['staff', ['accessToSectionCompany', 'accessToCompanyDelivery', 'accessToHoursCompany', 'accessToSectionReports', 'accessToWhatsappMessages']],
];

const COMPANY_TYPES: Readonly<Record<string, CompanyType | null>> = {
  root: null, application: null, franchise: null, restaurant: 'restaurant', market: 'supermarket', partner: 'partner', staff: 'restaurant',
};

const signedIn = (permissions: readonly string[], companyType: CompanyType | null = null): RouteSession => ({ signedIn: true, permissions, companyType });
const SIGNED_OUT: RouteSession = { signedIn: false, permissions: [] };

// A = allow, F = forbidden; columns: root, application, franchise, restaurant, market, partner, staff.
// A route opens when the user holds one of the seed's names for it and, for a screen of this
// release, one of the names the contract's x-permissions asks for the screen's main call
// (findRoles, getAllPermissions, findUsers, paginateApplications: accessToRoot; the WhatsApp
// report's listWhatsappMessages: accessToGlobal, accessToWhatsappMessages, accessToWhatsAppChat or
// accessToWhatsAppContacts; the rider calls: accessToGlobal, accessToRoot or accessToCompanyDelivery).
// A company user opens the shopping-cart and loose-delivery pages of its own company type only.
const ROUTES: readonly (readonly [string, string])[] = [
  ['/dashboard', 'AAAAAAA'],
  ['/admin/applications', 'AAFFFFF'],
  ['/franchises', 'AAAFFFF'],
  ['/franchises/', 'AAAFFFF'],
  ['/page-links/links', 'AAAAAAF'],
  ['/page-links/card-page/mybio', 'AAAAAAA'],
  ['/show-terms', 'AAAAAAA'],
  ['/academy-ecbr', 'AAAFAFF'],
  ['/graphic-studio/share', 'AAAAAFF'],
  ['/company/group', 'AAAFFFF'],
  ['/company/company', 'AAAFFFF'],
  ['/company/delivery', 'AAAAAFA'],
  ['/company/segment', 'AAAFFFF'],
  ['/company/contract', 'AAAFFFF'],
  ['/company/opening-hours', 'AAAAAFA'],
  ['/company/coupon', 'AAAFFFF'],
  ['/company/coupon/42', 'AAAAAAA'],
  ['/chat/private-chat', 'AAAAAFF'],
  ['/chat/contacts', 'AAAAAFF'],
  ['/adm/acl-groups', 'AAAFFFF'],
  ['/adm/acl-routes', 'AAAFFFF'],
  ['/tools-notifications', 'AAAFFFF'],
  ['/tools/integrations', 'AAAAAAA'],
  ['/appoffer/region/cities', 'AAAFFFF'],
  ['/appoffer/dashboard', 'AAAFFFF'],
  ['/helpdesk/tickets', 'AAAAAAF'],
  ['/helpdesk/tickets/ABC123', 'AAAAAAF'],
  ['/helpdesk/faq', 'AAAAAAA'],
  ['/shopping-cart/restaurant', 'AAAAFFF'],
  ['/shopping-cart/supermarket', 'AAAFAFF'],
  ['/shopping-cart/restaurant/print', 'AAAAAAA'],
  ['/shopping-cart/supermarket/print-fiscal', 'AAAAAAA'],
  ['/loose-delivery/restaurant', 'AAAAFFF'],
  ['/loose-delivery/supermarket', 'AAAFAFF'],
  ['/food-menu', 'AAAAFFF'],
  ['/multi-menu', 'AAAAFFF'],
  ['/multi-menu/items/7', 'AAAAFFF'],
  ['/accessories-menu', 'AAAFFFF'],
  ['/product', 'AAAFAFF'],
  ['/product/historic', 'AAAFAFF'],
  ['/bankproduct-without-integration', 'AAAFAFF'],
  ['/bankproduct-without-integration/historic', 'AAAFAFF'],
  ['/supermarketonline-paymentmethods', 'AAAFFFF'],
  ['/supermarketonline/bankofarts', 'AAAAAAA'],
  ['/supermarket-tabloid', 'AAAFFFF'],
  ['/graphic-studio/customers', 'AAAAAFF'],
  ['/graphic-studio/themes-model', 'AAAAAFF'],
  ['/graphic-studio/histories-company', 'AAAAAFF'],
  ['/app/popup', 'AAAFFFF'],
  ['/app/terms', 'AAAAAAA'],
  ['/settings-city', 'AAAFFFF'],
  ['/user-user', 'AAAFFFF'],
  ['/adm/roles', 'AAFFFFF'],
  ['/adm/permissions', 'AAFFFFF'],
  ['/logs-log', 'AAAFFFF'],
  ['/support/bug-orders', 'AAAAAAA'],
  ['/report/order', 'AAAAAFF'],
  ['/report/shopping-cart', 'AAAAAFF'],
  ['/report/whatsapp-messages', 'AAAAAFA'],
  ['/report/noc', 'AAAAAAA'],
  ['/dashboard/graphic-studio', 'AAFFFFF'],
  ['/dashboard/sales-delivery', 'AAFFFFF'],
  ['/mail', 'AAAFFFF'],
  ['/marketing/lead', 'AAAAAAA'],
  ['/partners/licenses', 'AAAAAAA'],
  ['/finance/payable-receivable', 'AAAFFFF'],
  ['/finance/invoice', 'AAAAAFF'],
  ['/finance/braspag/transactions', 'AAAAAAA'],
  ['/finance/credits', 'AAAAAFF'],
  ['/finance/company-history/pix', 'AAAAAFF'],
  ['/finance/digital-accounts/extract', 'AAAAAAA'],
  ['/user-management/users/edit/5', 'AAFFFFF'],
  ['/user-management/users', 'AAFFFFF'],
  ['/user-management/roles', 'AAFFFFF'],
  ['/report/deliverymanlive', 'AAAAAFA'],
  ['/delivery-deliveryrecord', 'AAAFFFF'],
  ['/user-privacy/app1/customer', 'AAAAAAA'],
  ['/error/403', 'AAAAAAA'],
];

const CASES = ROUTES.flatMap(([path, row]) =>
  USERS.map(([user, held], i) => [path, user, row[i] === 'A' ? 'allow' : 'forbidden', held, COMPANY_TYPES[user] ?? null] as const),
);

// A concrete path for a pattern: each parameter filled, optional ones included.
function sample(pattern: string): string {
  return pattern.replace(/:[A-Za-z]+\??/g, 'x1').replace(/\*$/, 'login');
}

describe('routeTable', () => {
  it('spells out at least 40 routes', () => {
    expect(ROUTES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(ROUTES.map(([p]) => p)).size).toBe(ROUTES.length);
  });

  it.each(CASES)('%s for %s → %s', (path, _user, expected, held, companyType) => {
    expect(decideRoute(path, signedIn(held, companyType)).kind).toBe(expected);
  });

  it.each(USERS)('allows or denies every route of the table for %s', (_user, held) => {
    for (const rule of routeTable) {
      const decision = decideRoute(sample(rule.pattern), signedIn(held));
      const expected = rule.redirectTo !== undefined ? ['redirect'] : ['allow', 'forbidden'];
      expect([rule.pattern, expected.includes(decision.kind)]).toEqual([rule.pattern, true]);
      if (decision.kind === 'allow') expect(decision.rule).toBe(rule);
    }
  });

  it('lets every menu entry through to its route for its own permissions', () => {
    for (const e of leafEntries(menu)) {
      const rule = matchRoute(e.page);
      expect([e.page, rule === null]).toEqual([e.page, false]);
      if (rule?.access.kind === 'permissions') {
        for (const name of e.permissions) expect(rule.access.permissions).toContain(name);
      }
    }
  });

  it('denies /franchises to a partner', () => {
    expect(decideRoute('/franchises', signedIn(['accessToPartnersLicense', 'accessToLinksPage', 'accessToHelpDeskTickets']))).toEqual({ kind: 'forbidden' });
  });

  it('keeps /adm/roles login-only in the seed\'s table, and opens it only to who may list roles', () => {
    expect(matchRoute('/adm/roles')?.access).toEqual({ kind: 'login' });
    expect(decideRoute('/adm/roles', signedIn([])).kind).toBe('forbidden');
    expect(decideRoute('/adm/roles', signedIn(['accessToGlobal'])).kind).toBe('forbidden');
    expect(decideRoute('/adm/roles', signedIn(['accessToRoot'])).kind).toBe('allow');
    expect(decideRoute('/adm/roles', SIGNED_OUT)).toEqual({ kind: 'login' });
  });

  it.each([
    ['/shopping-cart/restaurant', 'restaurant', 'allow'],
    ['/shopping-cart/restaurant', 'supermarket', 'forbidden'],
    ['/shopping-cart/supermarket', 'supermarket', 'allow'],
    ['/shopping-cart/supermarket', 'restaurant', 'forbidden'],
    ['/loose-delivery/supermarket', 'restaurant', 'forbidden'],
    ['/loose-delivery/restaurant', null, 'allow'],
    ['/loose-delivery/supermarket', null, 'allow'],
    ['/shopping-cart/supermarket/print', 'restaurant', 'allow'],
  ] as const)('opens %s to a company of type %s: %s', (path, companyType, expected) => {
    expect(decideRoute(path, signedIn(['accessToShoppingCart'], companyType)).kind).toBe(expected);
  });

  it.each([
    ['/user-management', 'login'],
    ['/user-management/roles', 'login'],
    ['/user-management/users', 'login'],
    ['/user-management/users/add', 'login'],
    ['/user-management/users/edit/9', 'login'],
    ['/dashboard', 'login'],
    ['/show-terms', 'login'],
    ['/report/whatsapp-messages', 'login'],
    ['/partners/licenses', 'login'],
    ['/auth/login', 'public'],
    ['/ask-delete-account/app1', 'public'],
    ['/error/404', 'public'],
  ])('gives %s %s access', (path, kind) => {
    expect(matchRoute(path)?.access.kind).toBe(kind);
  });

  it('uses the blank layout for error and print pages, auth for sign-in, shell otherwise', () => {
    expect(matchRoute('/error/403')?.layout).toBe('blank');
    expect(matchRoute('/error/500')?.layout).toBe('blank');
    expect(matchRoute('/shopping-cart/supermarket/print')?.layout).toBe('blank');
    expect(matchRoute('/auth/login')?.layout).toBe('auth');
    expect(matchRoute('/company/group')?.layout).toBe('shell');
  });

  it.each([
    // Inside the layout (signed in): empty or unknown path → dashboard.
    ['', true, { kind: 'redirect', to: '/dashboard' }],
    ['/', true, { kind: 'redirect', to: '/dashboard' }],
    ['/no-such-page', true, { kind: 'redirect', to: '/dashboard' }],
    ['/dashboard/no-such-board', true, { kind: 'redirect', to: '/dashboard' }],
    ['/user-management', true, { kind: 'redirect', to: '/user-management/roles' }],
    // Outside the layout (signed out): unknown path → 403; guarded or empty path → sign-in.
    ['/no-such-page', false, { kind: 'redirect', to: '/error/403' }],
    ['/', false, { kind: 'login' }],
    ['/dashboard', false, { kind: 'login' }],
    ['/company/group', false, { kind: 'login' }],
    // A rule with a redirect is guarded first: signed out, it asks to sign in, never redirects.
    ['/user-management', false, { kind: 'login' }],
  ])('decides %j (signed in: %s) → %j', (path, isSignedIn, expected) => {
    expect(decideRoute(path, isSignedIn ? signedIn(['accessToGlobal']) : SIGNED_OUT)).toEqual(expected);
  });

  it.each(['/auth/login', '/user-privacy/app1', '/shopping-cart/restaurant/print', '/error/403'])('allows public %s signed out', (path) => {
    expect(decideRoute(path, SIGNED_OUT).kind).toBe('allow');
  });

  it('matches optional and fixed segments, ignoring query and trailing slash', () => {
    expect(matchRoute('/bankproduct-without-integration')?.pattern).toBe('/bankproduct-without-integration/:historic?');
    expect(matchRoute('/shopping-cart/restaurant/print?id=1')?.access.kind).toBe('public');
    expect(matchRoute('/company/group/')?.pattern).toBe('/company/group');
    expect(matchRoute('/company/group/extra')).toBeNull();
  });
});
