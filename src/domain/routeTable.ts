// The route table and guards of seed 001 §2.2 (with the user-management area of seed 000 §2).
// Shared by the SPA and the server: no DOM or Node imports.
import { companyTypes, type CompanyType } from './company';
import { leafEntries, menu, normalizePath } from './menu';
import { matchPattern } from './routePattern';
import { hasAnyPermission } from './permissions';
import { screenOpensFor } from './screens';

export { matchPattern };

/** Who may open a route: anyone, any signed-in user, or a signed-in user holding one of `permissions`. */
export type RouteAccess = { kind: 'public' } | { kind: 'login' } | { kind: 'permissions'; permissions: readonly string[] };

/** Which frame a route renders in: the signed-in shell, a bare page, or the sign-in frame. */
export type RouteLayout = 'shell' | 'blank' | 'auth';

/** One route: a wouter-style pattern (':name', optional ':name?', trailing '*'), its access and layout. */
export interface RouteRule {
  pattern: string;
  access: RouteAccess;
  layout: RouteLayout;
  /** Where an allowed visit is sent instead (user-management's empty path goes to roles). */
  redirectTo?: string;
  /** The parameter naming a company type (shopping-cart/{type}): a company user opens only its own type's. */
  companyTypeParam?: string;
}

/** What to do with a visit: render, go to sign-in, show /error/403, or redirect. */
export type RouteDecision =
  | { kind: 'allow'; rule: RouteRule }
  | { kind: 'login' }
  | { kind: 'forbidden' }
  | { kind: 'redirect'; to: string };

/** The session facts `decideRoute` needs. */
export interface RouteSession {
  signedIn: boolean;
  permissions: readonly string[];
  /** The type of the user's company; null or absent for staff (of no company), who open every type. */
  companyType?: CompanyType | null;
}

/** Where a signed-out visitor to a guarded route is sent (seed 000 §6). */
export const LOGIN_PATH = '/auth/login';
/** Where a denied visitor is sent (seed 001 §2.2, §6). */
export const FORBIDDEN_PATH = '/error/403';
/** Where an empty or unknown path inside the layout goes (seed 001 §2.2, "Defaults"). */
export const HOME_PATH = '/dashboard';

const G = 'accessToGlobal';
const ROOT = 'accessToRoot';

/**
 * Permissions given to guarded routes that have no menu entry, where the seed is silent
 * and a name plainly belongs to the route, so that a user who sees the parent screen can
 * follow its inner links (and so that accessToWhatsAppContacts, in the company fallback
 * sets, opens the screen it names). Menu-entry permissions are added by computation, not here.
 */
export const ROUTE_PERMISSION_PAIRINGS: Readonly<Record<string, readonly string[]>> = Object.freeze({
  '/chat/contacts': ['accessToWhatsAppContacts'],
  '/multi-menu/items/:menuId': ['accessToMultiMenu'],
  '/accessories-menu': ['accessToAccessoriesMenu'],
  '/product/:historic': ['accessToRegisterProduct'],
  '/helpdesk/tickets/:protocol': ['accessToHelpDeskTickets'],
});

const PUBLIC: RouteAccess = Object.freeze({ kind: 'public' });
const LOGIN: RouteAccess = Object.freeze({ kind: 'login' });

function pub(pattern: string, layout: RouteLayout = 'blank'): RouteRule {
  return { pattern, access: PUBLIC, layout };
}
function login(pattern: string, redirectTo?: string): RouteRule {
  return redirectTo === undefined ? { pattern, access: LOGIN, layout: 'shell' } : { pattern, access: LOGIN, layout: 'shell', redirectTo };
}
function guarded(pattern: string, permissions: readonly string[]): RouteRule {
  return { pattern, access: { kind: 'permissions', permissions }, layout: 'shell' };
}
/** Table rows "besides the global one": the seed's names plus accessToGlobal. */
function withGlobal(pattern: string, ...permissions: string[]): RouteRule {
  return guarded(pattern, [G, ...permissions]);
}
/** A `{type}` route of seed 001 §2.2 whose parameter names a company type. */
function typed(rule: RouteRule, param: string): RouteRule {
  return { ...rule, companyTypeParam: param };
}
/** "Other guarded routes": accessToGlobal plus any recorded route pairing. */
function other(pattern: string): RouteRule {
  return guarded(pattern, [G, ...(ROUTE_PERMISSION_PAIRINGS[pattern] ?? [])]);
}

const CART = ['accessToShoppingCart', 'accessToFoodOrders', 'accessToMarketOrders', 'accessToAccessoriesMenu'];
const REPORT_CART = ['accessToSupport', 'accessToCart'];

// Order matters: the first matching rule wins, so fixed paths come before patterns that
// would also match them (the print pages before shopping-cart/:type, users/add before users/:id).
const BASE_RULES: readonly RouteRule[] = [
  // Public (seed 001 §2.2), rendered without the shell.
  pub('/user-privacy/:application'),
  pub('/user-privacy/:application/:userType'),
  pub('/ask-delete-account/:application'),
  pub('/auth', 'auth'),
  pub('/auth/*', 'auth'),
  pub('/shopping-cart/restaurant/print'),
  pub('/shopping-cart/supermarket/print-fiscal'),
  pub('/shopping-cart/supermarket/print'),
  // Error pages (seed 001 §2.6) must render for everyone, or a denial could loop.
  pub('/error/403'),
  pub('/error/:type'),

  login('/dashboard'),

  // Permission-guarded routes of the §2.2 table; accessToGlobal accepted on each except the dashboards.
  withGlobal('/franchises', ROOT),
  withGlobal('/company/group', 'accessToCompanyGroup'),
  withGlobal('/company/company', 'accessToCompanyCompany'),
  withGlobal('/company/coupon', 'accessToCouponsCoupon'),
  withGlobal('/company/delivery'),
  withGlobal('/company/segment'),
  withGlobal('/company/contract'),
  withGlobal('/company/opening-hours', 'accessToHoursCompany'),
  withGlobal('/chat/private-chat', 'accessToWhatsAppChat', 'accessToWhatsAppContacts'),
  other('/chat/contacts'),
  withGlobal('/graphic-studio/customers', 'accessToGraphicStudioSettings'),
  withGlobal('/graphic-studio/parameters', 'accessToGraphicStudioSettings'),
  withGlobal('/graphic-studio/histories', 'accessToGraphicStudioSettings'),
  withGlobal('/graphic-studio/themes-model'),
  withGlobal('/graphic-studio/histories-company'),
  withGlobal('/graphic-studio/share'),
  withGlobal('/app/popup', 'accessToToolsPopup'),
  // The seed gives both types one list; each company type opens its own (seed 001 §2.1 sections).
  typed(withGlobal('/shopping-cart/:type', ...CART), 'type'),
  typed(withGlobal('/loose-delivery/:type', ...CART), 'type'),
  withGlobal('/bankproduct-without-integration/:historic?', 'accessToRegisterProduct'),
  withGlobal('/finance/invoice', 'accessToTransactions'),
  withGlobal('/finance/credits', 'accessToTransactions'),
  withGlobal('/finance/company-history/:companyType', 'accessToTransactions'),
  guarded('/dashboard/graphic-studio', [ROOT]),
  guarded('/dashboard/white-label', [ROOT]),
  guarded('/dashboard/link-page', [ROOT]),
  guarded('/dashboard/sales-delivery', [ROOT]),
  withGlobal('/mail', 'accessToMail'),
  withGlobal('/report/shopping-cart', ...REPORT_CART),
  withGlobal('/report/order', ...REPORT_CART),
  withGlobal('/report/new-order', ...REPORT_CART),
  withGlobal('/report/group-order', ...REPORT_CART),
  withGlobal('/admin/applications', ROOT),

  // "Other guarded routes": accessToGlobal, plus the menu entry's names (added below).
  other('/logs-log'),
  other('/department-department'),
  other('/establishment-slider'),
  other('/supermarket-tabloid'),
  other('/tools-notifications'),
  other('/topic-notification'),
  other('/delivery-deliveryrecord'),
  other('/accessgroup-accessGroup'),
  other('/food-menu'),
  other('/multi-menu'),
  other('/multi-menu/items/:menuId'),
  other('/accessories-menu'),
  other('/person-person'),
  other('/management-imagebank'),
  other('/product'),
  other('/product/:historic'),
  other('/settings-city'),
  other('/settings-types-users'),
  other('/shopper-shopper'),
  other('/packing-packing'),
  other('/user-user'),
  other('/settings-controller'),
  other('/acl-module'),
  // accessToRoot gates permission groups and routes (seed 001 §6).
  withGlobal('/adm/acl-groups', ROOT),
  withGlobal('/adm/acl-routes', ROOT),
  other('/finance/type-payments'),
  other('/finance/methods-payments'),
  other('/finance/payable-receivable'),
  other('/page-links/links'),
  other('/appoffer/fonts'),
  other('/appoffer/store'),
  other('/appoffer/company'),
  other('/appoffer/site'),
  other('/appoffer/favorites'),
  other('/appoffer/person'),
  other('/appoffer/slider'),
  other('/appoffer/tabloids'),
  other('/appoffer/region/cities'),
  other('/appoffer/region/states'),
  other('/appoffer/region/countries'),
  other('/appoffer/dashboard'),
  other('/helpdesk/tickets'),
  other('/helpdesk/tickets/:protocol'),
  other('/academy-ecbr'),
  other('/supermarketonline-paymentmethods'),

  // Login-only routes, open to every signed-in user. show-terms is here although the menu gates its entry.
  login('/app/terms'),
  login('/show-terms'),
  login('/emails/types'),
  login('/emails/templates'),
  login('/adm/roles'),
  login('/adm/products-bank'),
  login('/adm/permissions'),
  login('/helpdesk/faq'),
  login('/page-links/card-page/:urlbio'),
  login('/finance/braspag/subordinates'),
  login('/finance/braspag/transactions'),
  login('/finance/digital-accounts/banks'),
  login('/finance/digital-accounts/agencies'),
  login('/finance/digital-accounts/accounts'),
  login('/finance/digital-accounts/extract'),
  login('/finance/cost-centers'),
  login('/report/noc'),
  login('/report/customer'),
  login('/report/whatsapp-messages'),
  login('/report/contracts'),
  login('/report/access-flow'),
  login('/report/partners'),
  login('/report/theme-rank'),
  login('/report/deliverymanlive'),
  login('/report/favorite-products'),
  login('/tools/integrations'),
  login('/app/category'),
  login('/supermarketonline/integrations'),
  login('/supermarketonline/bankofarts'),
  login('/partners/licenses'),
  login('/support/bug-orders'),
  // User-management area (seed 000 §2): the empty path goes to roles.
  login('/user-management', '/user-management/roles'),
  login('/user-management/roles'),
  login('/user-management/users'),
  login('/user-management/users/add'),
  login('/user-management/users/add/:id'),
  login('/user-management/users/edit'),
  login('/user-management/users/edit/:id'),
  login('/user-management/users/:id'),
  login('/builder'),
  login('/marketing/campaign'),
  login('/marketing/lead'),
  login('/v1/food/menu'),
  login('/v1-food-category'),
  login('/company/coupon/:couponId'),
];

// A guard also accepts the names of every menu entry that leads to it, so that no entry a
// user sees ends in /error/403. Computed from the menu so the two cannot drift apart.
function withMenuPermissions(rules: readonly RouteRule[]): RouteRule[] {
  const extra = new Map<RouteRule, string[]>();
  const opened = new Set<RouteRule>();
  for (const e of leafEntries(menu)) {
    const rule = rules.find((r) => matchPattern(r.pattern, e.page) !== null);
    if (rule === undefined || rule.access.kind !== 'permissions') continue;
    // An entry without a list is shown to everyone, so its route must let every signed-in user in.
    if (e.permissions.length === 0) opened.add(rule);
    extra.set(rule, [...(extra.get(rule) ?? []), ...e.permissions]);
  }
  return rules.map((r) => {
    if (r.access.kind !== 'permissions') return Object.freeze({ ...r });
    if (opened.has(r)) return Object.freeze({ ...r, access: LOGIN });
    const permissions = Object.freeze([...new Set([...r.access.permissions, ...(extra.get(r) ?? [])])]);
    return Object.freeze({ ...r, access: Object.freeze({ kind: 'permissions' as const, permissions }) });
  });
}

/** Every route of seed 001 §2.2 and the user-management area, first match wins. */
export const routeTable: readonly RouteRule[] = Object.freeze(withMenuPermissions(BASE_RULES));

/** The first rule whose pattern matches `path`, or null. */
export function matchRoute(path: string): RouteRule | null {
  return routeTable.find((r) => matchPattern(r.pattern, path) !== null) ?? null;
}

function isCompanyType(value: string | undefined): value is CompanyType {
  return companyTypes.some((t) => t === value);
}

/**
 * True when a signed-in caller may open the route at `path` (matched by `rule`): it holds one of
 * the route's names (seed 001 §2.2), the contract lets it make the main call of the route's
 * screen (src/domain/screens.ts), and a company-typed route names its own company's type.
 */
function opens(rule: RouteRule, path: string, session: RouteSession): boolean {
  if (rule.access.kind === 'permissions' && !hasAnyPermission(session.permissions, rule.access.permissions)) return false;
  if (!screenOpensFor(rule.pattern, session.permissions)) return false;
  const companyType = session.companyType ?? null;
  if (rule.companyTypeParam !== undefined && companyType !== null) {
    const named = matchPattern(rule.pattern, path)?.[rule.companyTypeParam];
    if (isCompanyType(named) && named !== companyType) return false;
  }
  return true;
}

/**
 * What to do when `session` visits `path`.
 *
 * "Inside/outside the layout" (seed 001 §2.2, Defaults): the main layout is mounted at the
 * empty path and requires sign-in, so a signed-in visitor is inside it and a signed-out one
 * is outside it. Hence:
 * - public route → allow, signed in or not;
 * - known non-public route, signed out → login; denied (see `opens`) → forbidden (/error/403);
 * - empty path: signed in → redirect /dashboard; signed out → login (the layout's own guard);
 * - unknown path: signed in → redirect /dashboard; signed out → redirect /error/403.
 */
export function decideRoute(path: string, session: RouteSession): RouteDecision {
  const normalized = normalizePath(path);
  const rule = normalized === '/' ? null : matchRoute(normalized);
  if (rule === null) {
    if (session.signedIn) return { kind: 'redirect', to: HOME_PATH };
    return normalized === '/' ? { kind: 'login' } : { kind: 'redirect', to: FORBIDDEN_PATH };
  }
  if (rule.access.kind !== 'public') {
    if (!session.signedIn) return { kind: 'login' };
    if (!opens(rule, normalized, session)) return { kind: 'forbidden' };
  }
  if (rule.redirectTo !== undefined) return { kind: 'redirect', to: rule.redirectTo };
  return { kind: 'allow', rule };
}
