import { describe, expect, it } from 'vitest';
import { leafEntries, menu, visibleMenu } from '../../src/domain/menu';
import { PARTNER_FALLBACK_PERMISSIONS } from '../../src/domain/permissions';
import { decideRoute } from '../../src/domain/routeTable';
import { headingFor, sideMenuSections } from '../../src/routes/shell/menuView';

const HOME = { title: 'Painel', page: '/dashboard' };

describe('the shell menu view', () => {
  it('translates the visible menu, sections and entries', () => {
    const pt = sideMenuSections(visibleMenu(menu, PARTNER_FALLBACK_PERMISSIONS), 'ptBr');
    const en = sideMenuSections(visibleMenu(menu, PARTNER_FALLBACK_PERMISSIONS), 'en');
    expect(pt.flatMap((s) => s.entries.map((e) => e.title))).toEqual(['Painel', 'Página de links', 'Chamados', 'Licenças']);
    expect(en.flatMap((s) => s.entries.map((e) => e.page))).toEqual(pt.flatMap((s) => s.entries.map((e) => e.page)));
    expect(en.map((s) => s.heading)).not.toEqual(pt.map((s) => s.heading));
  });

  it('gives every menu entry its title and a trail ending at its page', () => {
    for (const entry of leafEntries(menu)) {
      const heading = headingFor(entry.page, 'en', HOME, 'Page');
      if (entry.page === '/dashboard') continue;
      expect(heading.title).toBe(entry.title.en);
      expect(heading.crumbs[0]).toEqual(HOME);
      expect(heading.crumbs.at(-1)).toEqual({ title: entry.title.en, page: entry.page });
    }
  });

  it('puts a group in the trail, not as a link', () => {
    const heading = headingFor('/graphic-studio/customers', 'ptBr', HOME, 'Página');
    expect(heading.crumbs).toHaveLength(3);
    expect(heading.crumbs[1]?.page).toBeUndefined();
  });

  it('names an inner page after the entry above it, and a page under none with the fallback', () => {
    expect(headingFor('/company/coupon/12', 'ptBr', HOME, 'Página').title).toBe('Cupons');
    expect(headingFor('/builder', 'ptBr', HOME, 'Página')).toEqual({ title: 'Página', icon: 'box', crumbs: [HOME, { title: 'Página' }] });
    expect(headingFor('/dashboard', 'ptBr', HOME, 'Página').crumbs).toEqual([HOME]);
  });

  it('lets a partner open every entry it sees', () => {
    const session = { signedIn: true, permissions: PARTNER_FALLBACK_PERMISSIONS };
    for (const entry of leafEntries(visibleMenu(menu, PARTNER_FALLBACK_PERMISSIONS))) {
      expect(decideRoute(entry.page, session).kind).toBe('allow');
    }
  });
});
