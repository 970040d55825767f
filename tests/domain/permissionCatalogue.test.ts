import { describe, expect, it } from 'vitest';
import { allPermissionNames, permissionCatalogue } from '../../src/domain/permissionCatalogue';

// Every permission name of both seeds and of the menu, spelled out on purpose.
const REQUIRED = [
  // seed 000 §6 fallback sets
  'accessToGlobal', 'accessToRoot', 'accessToApplications', 'accessToFranchises',
  'accessToCompanyDelivery', 'accessToReportFinance', 'accessToFoodMenu', 'accessToFoodOrders',
  'accessToHoursCompany', 'accessToWhatsAppContacts', 'accessToTransactions', 'accessToGraphicStudioSettings',
  'accessToLinksPage', 'accessToMultiMenu', 'accessToHelpDeskTickets', 'accessToGraphicStudioShare',
  'accessToCart', 'accessToWhatsappMessages', 'accessToDashboard', 'accessToRegisterProduct',
  'accessToHelpDeskAcademyecbr', 'accessToMarketOrders', 'accessToPartnersLicense',
  // seed 001 route table and §6
  'accessToCompanyGroup', 'accessToCompanyCompany', 'accessToCouponsCoupon', 'accessToWhatsAppChat',
  'accessToToolsPopup', 'accessToShoppingCart', 'accessToAccessoriesMenu', 'accessToMail', 'accessToSupport',
  'accessToShowTerms', 'accessToReportOrder', 'accessToFinancial',
  // menu spellings kept exactly
  'accessToLead', 'accessToLeads', 'accessToCampanha', 'acessToPayableReceivable',
];

const everyEntry = permissionCatalogue.flatMap((p) => [p, ...p.children]);

describe('permissionCatalogue', () => {
  it.each(REQUIRED)('holds %s', (name) => {
    expect(allPermissionNames).toContain(name);
  });

  it('names every parent accessToSection<Name> and no child so', () => {
    for (const parent of permissionCatalogue) {
      expect(parent.name).toMatch(/^accessToSection[A-Z][A-Za-z]*$/);
      for (const child of parent.children) expect(child.name).not.toMatch(/^accessToSection/);
    }
  });

  it('holds the required names and its parents, nothing else', () => {
    const parents = permissionCatalogue.map((p) => p.name);
    expect([...allPermissionNames].sort()).toEqual([...REQUIRED, ...parents].sort());
  });

  it('uses each name once', () => {
    expect(new Set(allPermissionNames).size).toBe(allPermissionNames.length);
    expect(allPermissionNames).toEqual(everyEntry.map((e) => e.name));
  });

  it('gives every parent at least one child', () => {
    for (const parent of permissionCatalogue) expect(parent.children.length, parent.name).toBeGreaterThan(0);
  });

  it('titles every entry in both languages, without repeating a title within a language', () => {
    for (const entry of everyEntry) {
      expect(entry.title.ptBr.trim(), entry.name).not.toBe('');
      expect(entry.title.en.trim(), entry.name).not.toBe('');
    }
    // Parents and children may share a title (a section named like its page); children may not.
    const children = permissionCatalogue.flatMap((p) => p.children);
    expect(new Set(children.map((c) => c.title.ptBr)).size).toBe(children.length);
    expect(new Set(children.map((c) => c.title.en)).size).toBe(children.length);
  });

  it('groups names under the menu section they belong to', () => {
    const parentOf = new Map(permissionCatalogue.flatMap((p) => p.children.map((c) => [c.name, p.name] as const)));
    expect(parentOf.get('accessToCompanyGroup')).toBe('accessToSectionCompany');
    expect(parentOf.get('accessToHelpDeskTickets')).toBe('accessToSectionHelpDesk');
    expect(parentOf.get('accessToFoodOrders')).toBe('accessToSectionRestaurants');
    expect(parentOf.get('accessToMarketOrders')).toBe('accessToSectionSupermarket');
    expect(parentOf.get('accessToCampanha')).toBe('accessToSectionMarketing');
    expect(parentOf.get('acessToPayableReceivable')).toBe('accessToSectionFinance');
    expect(parentOf.get('accessToGlobal')).toBe('accessToSectionGeneral');
  });
});
