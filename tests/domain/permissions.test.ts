import { describe, expect, it } from 'vitest';
import type { CompanyType, ShoppingFlow } from '../../src/domain/company';
import { effectivePermissions, hasAnyPermission, type PermissionSubject } from '../../src/domain/permissions';

// Spelled out from seed 000, section 6, on purpose: the test must not compare the
// constants with themselves.
const ROOT = ['accessToGlobal', 'accessToRoot', 'accessToApplications'];
const APPLICATION = ['accessToGlobal', 'accessToRoot'];
const FRANCHISE = ['accessToGlobal', 'accessToFranchises'];
const MENU = [
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
];
const PRODUCT = [
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
];
const PARTNER = ['accessToPartnersLicense', 'accessToLinksPage', 'accessToHelpDeskTickets'];

const nobody: PermissionSubject = { rolePermissions: [], isRoot: false, isApplication: false, franchises: [], company: null };
const subject = (over: Partial<PermissionSubject>): PermissionSubject => ({ ...nobody, ...over });
const company = (type: CompanyType, shoppingFlow?: ShoppingFlow | null) => ({ type, shoppingFlow });

describe('effectivePermissions', () => {
  it.each<[string, PermissionSubject, string[]]>([
    // fallbacks
    ['root user → root set', subject({ isRoot: true }), ROOT],
    ['application user → application set', subject({ isApplication: true }), APPLICATION],
    ['franchise user → franchise set', subject({ franchises: ['f1'] }), FRANCHISE],
    ['company with stored flow MENU → MENU set', subject({ company: company('supermarket', 'MENU') }), MENU],
    ['company with stored flow PRODUCT → PRODUCT set', subject({ company: company('partner', 'PRODUCT') }), PRODUCT],
    ['company with stored flow PARTNER → PARTNER set', subject({ company: company('restaurant', 'PARTNER') }), PARTNER],
    ['restaurant, flow null → MENU set', subject({ company: company('restaurant', null) }), MENU],
    ['supermarket, flow null → PRODUCT set', subject({ company: company('supermarket', null) }), PRODUCT],
    ['partner, flow absent → PARTNER set', subject({ company: company('partner') }), PARTNER],
    ['nothing at all → []', nobody, []],
    ['empty franchise list is no franchise → []', subject({ franchises: [] }), []],
    // role permissions win over every fallback
    ['role permissions win for a plain user', subject({ rolePermissions: ['accessToMail'] }), ['accessToMail']],
    ['role permissions win even for root', subject({ rolePermissions: ['accessToMail'], isRoot: true }), ['accessToMail']],
    [
      'role permissions win for application, franchise and company users',
      subject({ rolePermissions: ['accessToLead'], isApplication: true, franchises: ['f1'], company: company('restaurant') }),
      ['accessToLead'],
    ],
    // union and dedup over several roles, first-seen order
    [
      'union of several roles, deduplicated in first-seen order',
      subject({
        rolePermissions: [
          'accessToCompanyDelivery', 'accessToHoursCompany', // role 1
          'accessToHoursCompany', 'accessToLeads', 'accessToCompanyDelivery', // role 2
          'acessToPayableReceivable', 'accessToLeads', // role 3
        ],
      }),
      ['accessToCompanyDelivery', 'accessToHoursCompany', 'accessToLeads', 'acessToPayableReceivable'],
    ],
    // precedence between fallbacks
    ['root with franchises → root set', subject({ isRoot: true, franchises: ['f1'] }), ROOT],
    ['root that is also application, with a company → root set', subject({ isRoot: true, isApplication: true, company: company('partner') }), ROOT],
    ['application with a company → application set', subject({ isApplication: true, company: company('restaurant') }), APPLICATION],
    ['application with franchises → application set', subject({ isApplication: true, franchises: ['f1'] }), APPLICATION],
    ['franchise with a company → franchise set', subject({ franchises: ['f1', 'f2'], company: company('supermarket') }), FRANCHISE],
  ])('%s', (_label, input, expected) => {
    expect(effectivePermissions(input)).toEqual(expected);
  });

  it('answers a fresh array, so callers cannot alter the fallback sets', () => {
    const first = effectivePermissions(subject({ isRoot: true }));
    first.push('accessToMail');
    expect(effectivePermissions(subject({ isRoot: true }))).toEqual(ROOT);
  });
});

describe('hasAnyPermission', () => {
  it.each<[string, string[], string[], boolean]>([
    ['empty required list means visible to all', [], [], true],
    ['empty required list, with held permissions', ['accessToRoot'], [], true],
    ['holds the only required one', ['accessToRoot'], ['accessToRoot'], true],
    ['holds one of several required', ['accessToCart'], ['accessToSupport', 'accessToCart'], true],
    ['holds none of the required', ['accessToCart'], ['accessToRoot'], false],
    ['holds nothing, something required', [], ['accessToGlobal'], false],
    ['spelling matters: accessToWhatsAppMessages is not accessToWhatsappMessages', ['accessToWhatsappMessages'], ['accessToWhatsAppMessages'], false],
    ['spelling matters: accessToLead is not accessToLeads', ['accessToLead'], ['accessToLeads'], false],
  ])('%s', (_label, held, required, expected) => {
    expect(hasAnyPermission(held, required)).toBe(expected);
  });
});
