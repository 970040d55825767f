// What each screen of this release calls, by the contract's operationIds, and so who may open
// it: the menu and the route guards read the server's policy (x-permissions, generated into
// src/api/operationAccess.gen.ts) through here, never a copied permission list.
// Shared by the SPA and the server: no DOM or Node imports.
import { OPERATION_ACCESS, type OperationId } from '../contract/operationAccess.gen';
import { hasAnyPermission } from './permissions';
import { matchPattern, normalizePath } from './routePattern';

/** The operations a screen calls. */
export interface ScreenDeclaration {
  /**
   * The call the screen cannot show anything without (its list or its record); a caller the
   * contract refuses it gets neither the menu entry nor the route. Null: the screen works for
   * any signed-in user.
   */
  main: OperationId | null;
  /** The other calls it makes (actions, side panels), named so that the contract's changes show here. */
  others: readonly OperationId[];
}

function screen(main: OperationId | null, ...others: OperationId[]): ScreenDeclaration {
  return Object.freeze({ main, others: Object.freeze(others) });
}

const ROLES = screen('findRoles', 'getAllPermissions', 'getRoleById', 'createRole', 'updateRole', 'deleteRole', 'checkIsRollAssignedToUser');
// The user form reads the roles it offers on every address, its record only when editing.
const USER_EDIT = screen('getAllRoles', 'getUserById', 'registerUser', 'updateUser');

/** The screens of this release by the route table's pattern (src/routes/pages/registry.tsx gives each its component). */
export const SCREENS = Object.freeze({
  '/dashboard': screen(null, 'findCompany', 'updateCompanyOpenState'),
  '/mail': screen(null),
  '/user-management/roles': ROLES,
  '/adm/roles': ROLES,
  '/adm/permissions': screen('getAllPermissions', 'getAllRoles'),
  '/user-management/users': screen('findUsers', 'getAllRoles', 'deleteUserById'),
  '/user-management/users/add': USER_EDIT,
  '/user-management/users/add/:id': USER_EDIT,
  '/user-management/users/edit': USER_EDIT,
  '/user-management/users/edit/:id': USER_EDIT,
  '/user-management/users/:id': USER_EDIT,
  '/report/deliverymanlive': screen('listRiderPositions'),
  '/chat/private-chat': screen('listContacts', 'listWhatsappMessages', 'sendWhatsappMessage'),
  '/chat/contacts': screen('listContacts', 'createContact', 'deleteContact'),
  '/report/whatsapp-messages': screen('listWhatsappMessages'),
  '/admin/applications': screen(
    'paginateApplications',
    'listApplicationUpgrades',
    'searchApplications',
    'getApplicationName',
    'createApplication',
    'updateApplication',
    'deleteApplication',
    'listAccountDeletionRequests',
    'getPrivacyTerms',
  ),
  '/delivery-deliveryrecord': screen(
    'paginateDeliveryMen',
    'getDeliveryMan',
    'createDeliveryMan',
    'updateDeliveryMan',
    'deleteDeliveryMan',
    'setDeliveryManPaid',
    'getDeliveryManOnlineLastWeek',
    'getDeliveryManRacesHistory',
    'listCompanyLocations',
  ),
  '/company/delivery': screen(
    'paginateCompanyDeliveries',
    'listCompanyDeliveries',
    'getCompanyDelivery',
    'createCompanyDelivery',
    'updateCompanyDelivery',
    'deleteCompanyDelivery',
    'openCompanyDelivery',
  ),
  // The companies the caller acts for name the hours edited (a company user's own, any for staff).
  // The order board of a company type: the board, the drawer's order and moves, its riders, the print link, the live events.
  '/shopping-cart/:type': screen('getOrderBoard', 'getOrder', 'transitionOrder', 'listOrderRiders', 'createOrderPrintLink', 'streamOrderEvents'),
  // The order history: its pages, a row's order, the export; the company filter's companies (staff) and the rider filter's riders.
  '/report/order': screen('listOrders', 'getOrder', 'exportOrders', 'listCompanyLocations', 'listOrderRiders'),
  // The order reports (issue 25): today's new orders, the totals of a range, the late orders.
  '/report/new-order': screen('getNewOrdersReport'),
  '/report/group-order': screen('getOrderTotals'),
  '/report/shopping-cart': screen('getLateOrdersReport'),
  '/company/opening-hours': screen('getCompanyOpeningHours', 'updateCompanyOpeningHours', 'createCompanyPause', 'deleteCompanyPause', 'listCompanyLocations'),
  // The help desk (issue 26): the tickets with the new ticket dialog (its company's orders, staff's
  // companies) and the response targets; one ticket with its thread, changes, assignees and order;
  // the FAQ, which any signed-in user reads and staff edit.
  '/helpdesk/tickets': screen(
    'listTickets',
    'createTicket',
    'listTicketOrderOptions',
    'listTicketAssignees',
    'listCompanyLocations',
    'getResponseTargets',
    'updateResponseTargets',
  ),
  '/helpdesk/tickets/:protocol': screen('getTicket', 'updateTicket', 'addTicketMessage', 'listTicketAssignees', 'getOrder'),
  '/helpdesk/faq': screen(null, 'listFaq', 'createFaqEntry', 'updateFaqEntry', 'deleteFaqEntry'),
} satisfies Record<string, ScreenDeclaration>);

/** A route pattern with a screen of this release. */
export type ScreenPattern = keyof typeof SCREENS;

/** True when a caller holding `held` may call the operation, as the contract declares it. */
export function operationAllows(operationId: OperationId, held: readonly string[]): boolean {
  const access = OPERATION_ACCESS[operationId];
  return access.kind !== 'permissions' || hasAnyPermission(held, access.permissions);
}

/** True when `pattern` has a screen of this release. */
export function isScreenPattern(pattern: string): pattern is ScreenPattern {
  return Object.hasOwn(SCREENS, pattern);
}

/** The screen of a route pattern, or null for a route whose module is not in this release. */
export function screenOf(pattern: string): ScreenDeclaration | null {
  return isScreenPattern(pattern) ? SCREENS[pattern] : null;
}

/** The pattern of the screen a path opens (its own pattern first, then the first that matches), or null. */
export function screenPatternAt(path: string): ScreenPattern | null {
  const wanted = normalizePath(path);
  const patterns = Object.keys(SCREENS).filter(isScreenPattern);
  return patterns.find((p) => p === wanted) ?? patterns.find((p) => matchPattern(p, wanted) !== null) ?? null;
}

/** True unless the screen at `pattern` has a main call the contract refuses to a caller holding `held`. */
export function screenOpensFor(pattern: string, held: readonly string[]): boolean {
  const main = screenOf(pattern)?.main ?? null;
  return main === null || operationAllows(main, held);
}
