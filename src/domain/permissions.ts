// Shared by the SPA and the Fastify server: keep this file free of DOM and Node imports.
import { shoppingFlowOf, type CompanyType, type ShoppingFlow } from './company';

/** Fallback for a root user with no role permissions (seed 000, section 6). */
export const ROOT_FALLBACK_PERMISSIONS: readonly string[] = Object.freeze([
  'accessToGlobal',
  'accessToRoot',
  'accessToApplications',
]);

/** Fallback for an application user with no role permissions (seed 000, section 6). */
export const APPLICATION_FALLBACK_PERMISSIONS: readonly string[] = Object.freeze(['accessToGlobal', 'accessToRoot']);

/** Fallback for a user with at least one franchise and no role permissions (seed 000, section 6). */
export const FRANCHISE_FALLBACK_PERMISSIONS: readonly string[] = Object.freeze(['accessToGlobal', 'accessToFranchises']);

/** Fallback for a company user whose company's flow is MENU (seed 000, section 6). */
export const MENU_FALLBACK_PERMISSIONS: readonly string[] = Object.freeze([
  'accessToCompanyDelivery',
  'accessToReportFinance',
  'accessToFoodMenu',
  'accessToFoodOrders',
  'accessToHoursCompany',
  'accessToWhatsAppContacts',
  'accessToTransactions',
  'accessToGraphicStudioSettings',
  'accessToLinksPage',
  'accessToMultiMenu',
  'accessToHelpDeskTickets',
  'accessToGraphicStudioShare',
  'accessToCart',
  'accessToWhatsappMessages',
]);

/** Fallback for a company user whose company's flow is PRODUCT (seed 000, section 6). */
export const PRODUCT_FALLBACK_PERMISSIONS: readonly string[] = Object.freeze([
  'accessToCompanyDelivery',
  'accessToReportFinance',
  'accessToDashboard',
  'accessToRegisterProduct',
  'accessToHelpDeskAcademyecbr',
  'accessToMarketOrders',
  'accessToHoursCompany',
  'accessToWhatsAppContacts',
  'accessToTransactions',
  'accessToGraphicStudioSettings',
  'accessToLinksPage',
  'accessToHelpDeskTickets',
  'accessToGraphicStudioShare',
  'accessToCart',
  'accessToWhatsappMessages',
]);

/** Fallback for a company user whose company's flow is PARTNER (seed 000, section 6). */
export const PARTNER_FALLBACK_PERMISSIONS: readonly string[] = Object.freeze([
  'accessToPartnersLicense',
  'accessToLinksPage',
  'accessToHelpDeskTickets',
]);

/** The company-user fallback set for each shopping flow. */
export const COMPANY_FALLBACK_PERMISSIONS: Readonly<Record<ShoppingFlow, readonly string[]>> = Object.freeze({
  MENU: MENU_FALLBACK_PERMISSIONS,
  PRODUCT: PRODUCT_FALLBACK_PERMISSIONS,
  PARTNER: PARTNER_FALLBACK_PERMISSIONS,
});

/** What `effectivePermissions` needs to know about a user. */
export interface PermissionSubject {
  /** Permission names granted by the user's roles, concatenated over the roles (duplicates allowed). */
  rolePermissions: readonly string[];
  isRoot: boolean;
  isApplication: boolean;
  franchises: readonly string[];
  company: { type: CompanyType; shoppingFlow?: ShoppingFlow | null } | null;
}

/**
 * The permission names a user holds.
 *
 * Precedence:
 * 1. role permissions, when there is at least one: their union, deduplicated in
 *    first-seen order. They replace the fallbacks entirely, even for root.
 * 2. otherwise the first fallback that applies:
 *    root user → root set; application user → application set;
 *    user with at least one franchise → franchise set;
 *    user with a company → the set of the company's flow (`shoppingFlowOf`);
 *    anyone else → [].
 *
 * @example effectivePermissions({ rolePermissions: [], isRoot: false, isApplication: false,
 *   franchises: [], company: { type: 'partner' } }) // → ['accessToPartnersLicense', 'accessToLinksPage', 'accessToHelpDeskTickets']
 */
export function effectivePermissions(subject: PermissionSubject): string[] {
  if (subject.rolePermissions.length > 0) return [...new Set(subject.rolePermissions)];
  if (subject.isRoot) return [...ROOT_FALLBACK_PERMISSIONS];
  if (subject.isApplication) return [...APPLICATION_FALLBACK_PERMISSIONS];
  if (subject.franchises.length > 0) return [...FRANCHISE_FALLBACK_PERMISSIONS];
  if (subject.company) return [...COMPANY_FALLBACK_PERMISSIONS[shoppingFlowOf(subject.company)]];
  return [];
}

/**
 * True when `held` contains at least one of `required`. An empty `required` means
 * "no permission list", which the side menu reads as visible to all (seed 001, 2.1),
 * so it answers true.
 */
export function hasAnyPermission(held: readonly string[], required: readonly string[]): boolean {
  if (required.length === 0) return true;
  return required.some((name) => held.includes(name));
}
