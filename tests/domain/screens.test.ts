import { describe, expect, it } from 'vitest';
import { OPERATION_ACCESS, type OperationId } from '../../src/contract/operationAccess.gen';
import {
  SCREENS,
  isScreenPattern,
  operationAllows,
  screenOf,
  screenOpensFor,
  screenPatternAt,
} from '../../src/domain/screens';

// Who may call each operation, copied by hand from the contract (openapi/paths/*.yaml):
// x-permissions lists (a caller holding any one of them may call), x-public or x-authenticated.
type Access = { readonly kind: 'public' } | { readonly kind: 'authenticated' } | { readonly kind: 'permissions'; readonly permissions: readonly string[] };

const CONTRACT: Readonly<Partial<Record<OperationId, Access>>> = {
  // openapi/paths/acl.yaml
  findRoles: { kind: 'permissions', permissions: ['accessToRoot'] },
  findUsers: { kind: 'permissions', permissions: ['accessToRoot'] },
  getAllPermissions: { kind: 'permissions', permissions: ['accessToRoot'] },
  getAllRoles: { kind: 'permissions', permissions: ['accessToRoot'] },
  getUserById: { kind: 'permissions', permissions: ['accessToRoot'] },
  deleteUserById: { kind: 'permissions', permissions: ['accessToRoot'] },
  registerUser: { kind: 'public' },
  getCurrentUser: { kind: 'authenticated' },
  // openapi/paths/applications.yaml
  paginateApplications: { kind: 'permissions', permissions: ['accessToRoot'] },
  // openapi/paths/public.yaml
  getPrivacyTerms: { kind: 'public' },
  // openapi/paths/company.yaml
  findCompany: { kind: 'authenticated' },
  updateCompanyOpenState: { kind: 'permissions', permissions: ['accessToGlobal', 'accessToRoot', 'accessToHoursCompany'] },
  getCompanyOpeningHours: { kind: 'permissions', permissions: ['accessToGlobal', 'accessToRoot', 'accessToHoursCompany'] },
  getOrderBoard: { kind: 'permissions', permissions: ['accessToGlobal', 'accessToRoot', 'accessToShoppingCart', 'accessToFoodOrders', 'accessToMarketOrders'] },
  listOrders: { kind: 'permissions', permissions: ['accessToGlobal', 'accessToRoot', 'accessToShoppingCart', 'accessToFoodOrders', 'accessToMarketOrders', 'accessToSupport', 'accessToCart'] },
  getNewOrdersReport: { kind: 'permissions', permissions: ['accessToGlobal', 'accessToRoot', 'accessToShoppingCart', 'accessToFoodOrders', 'accessToMarketOrders', 'accessToSupport', 'accessToCart'] },
  getOrderTotals: { kind: 'permissions', permissions: ['accessToGlobal', 'accessToRoot', 'accessToShoppingCart', 'accessToFoodOrders', 'accessToMarketOrders', 'accessToSupport', 'accessToCart'] },
  getLateOrdersReport: { kind: 'permissions', permissions: ['accessToGlobal', 'accessToRoot', 'accessToShoppingCart', 'accessToFoodOrders', 'accessToMarketOrders', 'accessToSupport', 'accessToCart'] },
  paginateCompanyDeliveries: { kind: 'permissions', permissions: ['accessToGlobal', 'accessToRoot', 'accessToCompanyDelivery'] },
  // openapi/paths/delivery-men.yaml
  listRiderPositions: { kind: 'permissions', permissions: ['accessToGlobal', 'accessToRoot', 'accessToCompanyDelivery'] },
  paginateDeliveryMen: { kind: 'permissions', permissions: ['accessToGlobal', 'accessToRoot', 'accessToCompanyDelivery'] },
  // openapi/paths/helpdesk.yaml
  listTickets: { kind: 'permissions', permissions: ['accessToGlobal', 'accessToRoot', 'accessToHelpDeskTickets'] },
  getTicket: { kind: 'permissions', permissions: ['accessToGlobal', 'accessToRoot', 'accessToHelpDeskTickets'] },
  listFaq: { kind: 'authenticated' },
  // openapi/paths/call-center.yaml
  listContacts: { kind: 'permissions', permissions: ['accessToGlobal', 'accessToWhatsAppChat', 'accessToWhatsAppContacts'] },
  listWhatsappMessages: {
    kind: 'permissions',
    permissions: ['accessToGlobal', 'accessToWhatsappMessages', 'accessToWhatsAppChat', 'accessToWhatsAppContacts'],
  },
  sendWhatsappMessage: {
    kind: 'permissions',
    permissions: ['accessToGlobal', 'accessToWhatsappMessages', 'accessToWhatsAppChat', 'accessToWhatsAppContacts'],
  },
};

/** Every permission named above, plus some no operation here asks for. */
const ALL_PERMISSIONS: readonly string[] = [
  'accessToGlobal',
  'accessToRoot',
  'accessToApplications',
  'accessToFranchises',
  'accessToCompanyDelivery',
  'accessToHoursCompany',
  'accessToWhatsAppChat',
  'accessToWhatsAppContacts',
  'accessToWhatsappMessages',
  'accessToLinksPage',
  'accessToHelpDeskTickets',
  'accessToPartnersLicense',
];

/** A permission that none of the operations above lists. */
const UNRELATED = 'accessToLinksPage';

/** The permissions of ALL_PERMISSIONS that `op`'s x-permissions does not list. */
function othersThan(listed: readonly string[]): string[] {
  return ALL_PERMISSIONS.filter((p) => !listed.includes(p));
}

// The screens of this release by route pattern, with the main call each cannot show anything
// without (its list or its record; null when every signed-in user may open the screen): the call
// that decides who may open it.
const EXPECTED_MAIN: Readonly<Record<string, OperationId | null>> = {
  '/dashboard': null,
  '/mail': null,
  '/user-management/roles': 'findRoles',
  '/adm/roles': 'findRoles',
  '/adm/permissions': 'getAllPermissions',
  '/user-management/users': 'findUsers',
  '/user-management/users/add': 'getAllRoles',
  '/user-management/users/add/:id': 'getAllRoles',
  '/user-management/users/edit': 'getAllRoles',
  '/user-management/users/edit/:id': 'getAllRoles',
  '/user-management/users/:id': 'getAllRoles',
  '/report/deliverymanlive': 'listRiderPositions',
  '/chat/private-chat': 'listContacts',
  '/chat/contacts': 'listContacts',
  '/report/whatsapp-messages': 'listWhatsappMessages',
  '/admin/applications': 'paginateApplications',
  '/delivery-deliveryrecord': 'paginateDeliveryMen',
  '/company/delivery': 'paginateCompanyDeliveries',
  '/company/opening-hours': 'getCompanyOpeningHours',
  '/helpdesk/tickets': 'listTickets',
  '/helpdesk/tickets/:protocol': 'getTicket',
  '/helpdesk/faq': null,
  '/shopping-cart/:type': 'getOrderBoard',
  '/report/order': 'listOrders',
  '/report/new-order': 'getNewOrdersReport',
  '/report/group-order': 'getOrderTotals',
  '/report/shopping-cart': 'getLateOrdersReport',
};

const PATTERNS: readonly string[] = Object.keys(EXPECTED_MAIN);

/** The contract's access for `op`, from the hand-written table (a missing one fails the test). */
function contractAccess(op: OperationId): Access {
  const access = CONTRACT[op];
  if (access === undefined) throw new Error(`no contract entry written for ${op}`);
  return access;
}

describe('SCREENS', () => {
  it('has exactly the screens of this release', () => {
    expect(Object.keys(SCREENS).sort()).toEqual([...PATTERNS].sort());
  });

  it.each(PATTERNS)('%s declares its main call', (pattern) => {
    expect(screenOf(pattern)?.main).toBe(EXPECTED_MAIN[pattern]);
  });

  // The other calls are a record for readers (no code decides by them): each must be an operation
  // of the contract, named once, and not the main call again.
  it.each(PATTERNS)('%s names only operations of the contract among its other calls, each once', (pattern) => {
    const declaration = screenOf(pattern);
    const named = [declaration?.main, ...(declaration?.others ?? [])].filter((op) => op !== null && op !== undefined);
    for (const op of named) expect(Object.hasOwn(OPERATION_ACCESS, op), op).toBe(true);
    expect(new Set(named).size).toBe(named.length);
  });

  it('is frozen, and so is each declaration and its list of other calls', () => {
    expect(Object.isFrozen(SCREENS)).toBe(true);
    for (const declaration of Object.values(SCREENS)) {
      expect(Object.isFrozen(declaration)).toBe(true);
      expect(Object.isFrozen(declaration.others)).toBe(true);
    }
  });
});

describe('operationAllows', () => {
  const PERMISSION_OPS = (Object.keys(CONTRACT) as OperationId[]).filter((op) => contractAccess(op).kind === 'permissions');
  const OPEN_OPS = (Object.keys(CONTRACT) as OperationId[]).filter((op) => contractAccess(op).kind !== 'permissions');

  it.each(PERMISSION_OPS)('%s: each listed permission alone allows it; every other one, or none, does not', (op) => {
    const access = contractAccess(op);
    const listed = access.kind === 'permissions' ? access.permissions : [];
    expect(listed.length).toBeGreaterThan(0);
    for (const permission of listed) expect(operationAllows(op, [permission])).toBe(true);
    for (const permission of listed) expect(operationAllows(op, [UNRELATED, permission])).toBe(true);
    expect(operationAllows(op, listed)).toBe(true);
    expect(operationAllows(op, [UNRELATED])).toBe(false);
    expect(operationAllows(op, othersThan(listed))).toBe(false);
    expect(operationAllows(op, [])).toBe(false);
  });

  it.each(OPEN_OPS)('%s (public or any signed-in user) is allowed with no permission at all', (op) => {
    expect(operationAllows(op, [])).toBe(true);
    expect(operationAllows(op, [UNRELATED])).toBe(true);
  });
});

describe('screenOpensFor', () => {
  it.each(PATTERNS)('%s opens exactly for the callers its main call allows', (pattern) => {
    const main = EXPECTED_MAIN[pattern] ?? null;
    if (main === null) {
      expect(screenOpensFor(pattern, [])).toBe(true);
      expect(screenOpensFor(pattern, [UNRELATED])).toBe(true);
      expect(screenOpensFor(pattern, ALL_PERMISSIONS)).toBe(true);
      return;
    }
    const access = contractAccess(main);
    expect(access.kind).toBe('permissions');
    const listed = access.kind === 'permissions' ? access.permissions : [];
    for (const permission of listed) expect(screenOpensFor(pattern, [permission])).toBe(true);
    expect(screenOpensFor(pattern, [UNRELATED])).toBe(false);
    expect(screenOpensFor(pattern, othersThan(listed))).toBe(false);
    expect(screenOpensFor(pattern, [])).toBe(false);
  });

  // Spelled out for a few screens, so that a table mistake above cannot hide a wrong answer.
  it.each([
    ['/user-management/users', ['accessToRoot'], true],
    ['/user-management/users', ['accessToGlobal', 'accessToCompanyDelivery', 'accessToWhatsAppChat'], false],
    ['/adm/permissions', ['accessToRoot'], true],
    ['/adm/permissions', ['accessToGlobal'], false],
    ['/user-management/users/edit/:id', ['accessToRoot'], true],
    ['/user-management/users/edit/:id', ['accessToHoursCompany'], false],
    ['/report/deliverymanlive', ['accessToCompanyDelivery'], true],
    ['/report/deliverymanlive', ['accessToWhatsappMessages'], false],
    ['/report/whatsapp-messages', ['accessToWhatsappMessages'], true],
    ['/report/whatsapp-messages', ['accessToRoot'], false],
    ['/report/order', ['accessToCart'], true],
    ['/report/order', ['accessToSupport'], true],
    ['/report/order', ['accessToHoursCompany'], false],
    ['/report/group-order', ['accessToCart'], true],
    ['/report/new-order', ['accessToSupport'], true],
    ['/report/shopping-cart', ['accessToHoursCompany'], false],
    ['/chat/contacts', ['accessToWhatsAppContacts'], true],
    ['/chat/contacts', ['accessToWhatsappMessages'], false],
    ['/chat/private-chat', ['accessToWhatsAppChat'], true],
    ['/chat/private-chat', ['accessToRoot'], false],
    ['/delivery-deliveryrecord', ['accessToGlobal'], true],
    ['/delivery-deliveryrecord', ['accessToHoursCompany'], false],
    ['/company/delivery', ['accessToCompanyDelivery'], true],
    ['/company/delivery', ['accessToWhatsAppContacts'], false],
    ['/admin/applications', ['accessToRoot'], true],
    ['/admin/applications', ['accessToApplications', 'accessToGlobal'], false],
    ['/dashboard', [], true],
    ['/mail', [], true],
  ] as const)('screenOpensFor(%j, %j) is %j', (pattern, held, expected) => {
    expect(screenOpensFor(pattern, held)).toBe(expected);
  });

  it('a pattern with no screen in this release is not refused (its route decides)', () => {
    expect(screenOpensFor('/franchises', [])).toBe(true);
    expect(screenOpensFor('toString', [])).toBe(true);
    expect(screenOpensFor('constructor', [UNRELATED])).toBe(true);
  });
});

describe('isScreenPattern and screenOf', () => {
  it.each(PATTERNS)('%s is a screen pattern', (pattern) => {
    expect(isScreenPattern(pattern)).toBe(true);
    expect(screenOf(pattern)).not.toBeNull();
  });

  it.each(['/franchises', 'toString', 'constructor', 'hasOwnProperty', '__proto__', 'valueOf', '', '/', '/dashboard/', 'dashboard'])(
    '%j is not a screen pattern',
    (pattern) => {
      expect(isScreenPattern(pattern)).toBe(false);
      expect(screenOf(pattern)).toBeNull();
    },
  );
});

describe('screenPatternAt', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/dashboard/', '/dashboard'],
    ['dashboard', '/dashboard'],
    ['/dashboard?tab=2', '/dashboard'],
    ['/dashboard#top', '/dashboard'],
    ['/mail', '/mail'],
    ['/adm/roles', '/adm/roles'],
    ['/user-management/roles/', '/user-management/roles'],
    ['/adm/permissions?x=1', '/adm/permissions'],
    ['/user-management/users', '/user-management/users'],
    ['/user-management/users/?page=3', '/user-management/users'],
    ['/user-management/users/edit/42', '/user-management/users/edit/:id'],
    ['/user-management/users/edit/42/', '/user-management/users/edit/:id'],
    ['/user-management/users/edit/42?tab=roles', '/user-management/users/edit/:id'],
    ['/user-management/users/add/42', '/user-management/users/add/:id'],
    ['/user-management/users/42', '/user-management/users/:id'],
    ['/user-management/users/42#x', '/user-management/users/:id'],
    // Its own pattern, before one that also matches it ('/user-management/users/:id').
    ['/user-management/users/add', '/user-management/users/add'],
    ['/user-management/users/add/', '/user-management/users/add'],
    ['/user-management/users/edit', '/user-management/users/edit'],
    ['/user-management/users/edit?x=1', '/user-management/users/edit'],
    // A pattern written as a path is its own screen.
    ['/user-management/users/:id', '/user-management/users/:id'],
    ['/user-management/users/edit/:id', '/user-management/users/edit/:id'],
    ['/report/deliverymanlive', '/report/deliverymanlive'],
    ['/chat/private-chat', '/chat/private-chat'],
    ['/chat/contacts', '/chat/contacts'],
    ['/report/whatsapp-messages', '/report/whatsapp-messages'],
    ['/admin/applications/', '/admin/applications'],
    ['/delivery-deliveryrecord', '/delivery-deliveryrecord'],
    ['/company/delivery', '/company/delivery'],
  ] as const)('screenPatternAt(%j) is %j', (path, expected) => {
    expect(screenPatternAt(path)).toBe(expected);
  });

  it.each([
    '/franchises',
    '/franchises/',
    '/',
    '',
    '/toString',
    'toString',
    'constructor',
    '/user-management',
    '/user-management/users/edit/42/roles',
    '/user-management/users/add/42/43',
    '/user-management/users/42/roles',
    '/company/delivery/7',
    '/dashboard/extra',
    '/adm',
  ])('screenPatternAt(%j) is null', (path) => {
    expect(screenPatternAt(path)).toBeNull();
  });
});
