import type { CompanyStatus } from '../contract/schema.gen';
/** The kind of business a company is; seed 000, "Main company". */
export type CompanyType = 'restaurant' | 'supermarket' | 'partner';

/** How a company's customers shop: by menu, by product, or through the partner flow. */
export type ShoppingFlow = 'MENU' | 'PRODUCT' | 'PARTNER';

/** Every company type, in the order the seed lists them. */
export const companyTypes: readonly CompanyType[] = Object.freeze(['restaurant', 'supermarket', 'partner']);

/** Every shopping flow, in the order the seed lists them. */
export const shoppingFlows: readonly ShoppingFlow[] = Object.freeze(['MENU', 'PRODUCT', 'PARTNER']);

// A Record (not a switch) so that adding a company type fails to compile until it has a flow.
const FLOW_BY_TYPE: Readonly<Record<CompanyType, ShoppingFlow>> = Object.freeze({
  restaurant: 'MENU',
  supermarket: 'PRODUCT',
  partner: 'PARTNER',
});

/** The flow a company of this type gets when none is stored: restaurant → MENU, supermarket → PRODUCT, partner → PARTNER. */
export function flowFromCompanyType(type: CompanyType): ShoppingFlow {
  return FLOW_BY_TYPE[type];
}

/** The company's stored shopping flow, or the one its type defaults to when none is stored. */
export function shoppingFlowOf(company: { type: CompanyType; shoppingFlow?: ShoppingFlow | null }): ShoppingFlow {
  return company.shoppingFlow ?? flowFromCompanyType(company.type);
}

/** The state the switch saves (seed 001 section 7: the payload `isOpen`, `isManual`). */
export interface OpenState {
  isOpen: boolean;
  isManual: boolean;
}

/** What the save actor gets: the company whose state to save, and the state. */
export interface SaveOpenStateInput extends OpenState {
  companyId: string;
}

/**
 * What the lookup actor answers: no main company is stored yet (look again later), the lookup
 * found no company (hide the switch), or the company.
 */
export type CompanyLookup = { kind: 'noMainCompany' } | { kind: 'notFound' } | { kind: 'found'; company: CompanyStatus };

/** The time zone of a company that has not chosen one (its opening hours are read on this clock). */
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

/**
 * The calendar an order history reads its dates on: a company user's company's own (the time zone
 * of its opening hours, `timeZone` of the user's main company), else the platform's (staff over
 * every company, or a company that has set no opening hours).
 * @example historyTimeZoneOf(false, 'America/Manaus') // 'America/Manaus'
 */
export function historyTimeZoneOf(staff: boolean, companyTimeZone: string | null | undefined): string {
  return staff || !companyTimeZone ? DEFAULT_TIME_ZONE : companyTimeZone;
}
