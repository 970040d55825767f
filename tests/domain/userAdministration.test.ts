import { describe, expect, it } from 'vitest';
import { permissionsNotHeld, refusalToActOn, withinTenancy } from '../../src/domain/userAdministration';

const app = { id: '2', isRoot: false, permissions: ['accessToGlobal', 'accessToRoot'], tenancy: ['c1', 'c2'] };

describe('who may act on whom', () => {
  it('lets root act on anyone, root users included', () => {
    const root = { id: '1', isRoot: true, permissions: ['accessToGlobal', 'accessToRoot', 'accessToApplications'], tenancy: 'all' as const };
    expect(refusalToActOn(root, { id: '9', isRoot: true, permissions: [], tenancy: 'all' })).toBeNull();
    expect(refusalToActOn(root, { id: '9', isRoot: false, permissions: ['accessToFoodOrders'], tenancy: [] })).toBeNull();
  });

  it('lets nobody else act on a root user, whatever it holds', () => {
    expect(refusalToActOn(app, { id: '1', isRoot: true, permissions: [], tenancy: 'all' })).toBe('target_is_root');
  });

  it("refuses a user outside the caller's companies, or in none, but not the caller itself", () => {
    expect(refusalToActOn(app, { id: '9', isRoot: false, permissions: [], tenancy: ['c1', 'c3'] })).toBe('target_outside_tenancy');
    expect(refusalToActOn(app, { id: '9', isRoot: false, permissions: [], tenancy: [] })).toBe('target_outside_tenancy');
    expect(refusalToActOn(app, { id: '9', isRoot: false, permissions: ['accessToGlobal'], tenancy: ['c2'] })).toBeNull();
    expect(refusalToActOn({ ...app, tenancy: [] }, { ...app, tenancy: [] })).toBeNull();
  });

  it('refuses a user holding a permission the caller lacks; a section is covered by any of its children', () => {
    expect(refusalToActOn(app, { id: '9', isRoot: false, permissions: ['accessToGlobal', 'accessToFoodOrders'], tenancy: ['c1'] })).toBe(
      'target_above_caller',
    );
    expect(refusalToActOn(app, { id: '9', isRoot: false, permissions: ['accessToSectionGeneral', 'accessToRoot'], tenancy: ['c1'] })).toBeNull();
    expect(permissionsNotHeld(['accessToCompanyDelivery'], ['accessToSectionCompany', 'accessToHoursCompany'])).toEqual(['accessToHoursCompany']);
    expect(permissionsNotHeld(['accessToHoursCompany'], ['accessToSectionGeneral'])).toEqual(['accessToSectionGeneral']);
  });

  it('checks only permissions where the companies are not known (the users list, already within them)', () => {
    expect(refusalToActOn({ id: '2', isRoot: false, permissions: ['accessToRoot'] }, { id: '5', isRoot: false, permissions: ['accessToRoot'] })).toBeNull();
    expect(withinTenancy('all', 'all')).toBe(true);
    expect(withinTenancy(['c1'], 'all')).toBe(false);
  });
});
