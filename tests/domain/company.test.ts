import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  companyTypes,
  flowFromCompanyType,
  historyTimeZoneOf,
  shoppingFlowOf,
  shoppingFlows,
  type CompanyType,
  type ShoppingFlow,
} from '../../src/domain/company';

describe('company', () => {
  it('lists every type and flow', () => {
    expect(companyTypes).toEqual(['restaurant', 'supermarket', 'partner']);
    expect(shoppingFlows).toEqual(['MENU', 'PRODUCT', 'PARTNER']);
  });

  it.each<[CompanyType, ShoppingFlow]>([
    ['restaurant', 'MENU'],
    ['supermarket', 'PRODUCT'],
    ['partner', 'PARTNER'],
  ])('flowFromCompanyType(%s) is %s', (type, flow) => {
    expect(flowFromCompanyType(type)).toBe(flow);
  });

  it.each<[string, { type: CompanyType; shoppingFlow?: ShoppingFlow | null }, ShoppingFlow]>([
    ['stored flow wins over the type', { type: 'restaurant', shoppingFlow: 'PRODUCT' }, 'PRODUCT'],
    ['null flow defaults from the type', { type: 'supermarket', shoppingFlow: null }, 'PRODUCT'],
    ['absent flow defaults from the type', { type: 'partner' }, 'PARTNER'],
  ])('shoppingFlowOf: %s', (_label, company, flow) => {
    expect(shoppingFlowOf(company)).toBe(flow);
  });

  it('shoppingFlowOf answers the stored flow, else the flow of the type', () => {
    const type = fc.constantFrom(...companyTypes);
    const flow = fc.option(fc.constantFrom(...shoppingFlows), { nil: undefined });
    const stored = fc.oneof(flow, fc.constant(null));
    fc.assert(
      fc.property(type, stored, (t, f) => {
        const expected = f ?? flowFromCompanyType(t);
        expect(shoppingFlowOf({ type: t, shoppingFlow: f })).toBe(expected);
        expect(shoppingFlows).toContain(shoppingFlowOf({ type: t, shoppingFlow: f }));
      }),
    );
  });

  it("reads a company user's order history on the company's time zone, and staff's on the platform's", () => {
    expect(historyTimeZoneOf(false, 'America/Manaus')).toBe('America/Manaus');
    expect(historyTimeZoneOf(false, undefined)).toBe('America/Sao_Paulo');
    expect(historyTimeZoneOf(false, null)).toBe('America/Sao_Paulo');
    expect(historyTimeZoneOf(true, 'America/Manaus')).toBe('America/Sao_Paulo');
  });
});
