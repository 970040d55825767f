import { describe, expect, it } from 'vitest';
import { leafEntries } from '../../src/domain/menu';
import { PARTNER_FALLBACK_PERMISSIONS } from '../../src/domain/permissions';
import { rolePreview } from '../../src/domain/rolePreview';
import { decideRoute } from '../../src/domain/routeTable';

describe('rolePreview', () => {
  it('opens nothing without a permission', () => {
    expect(rolePreview([])).toEqual({ sections: [], routes: [] });
  });

  it('shows the entries and routes a partner set opens, and each route is allowed to its holder', () => {
    const preview = rolePreview(PARTNER_FALLBACK_PERMISSIONS);
    expect(leafEntries(preview.sections).map((e) => e.page)).toEqual(['/page-links/links', '/helpdesk/tickets', '/partners/licenses']);
    expect(preview.routes).toContain('/helpdesk/tickets/:protocol');
    for (const route of preview.routes.filter((r) => !r.includes(':'))) {
      expect(decideRoute(route, { signedIn: true, permissions: PARTNER_FALLBACK_PERMISSIONS }).kind).toBe('allow');
    }
  });

  it('grows as names are added', () => {
    const one = rolePreview(['accessToFoodOrders']);
    const two = rolePreview(['accessToFoodOrders', 'accessToMail']);
    expect(two.routes).toEqual(expect.arrayContaining([...one.routes, '/mail']));
    expect(one.routes).not.toContain('/mail');
  });
});
