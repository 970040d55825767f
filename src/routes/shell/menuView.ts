import { menu, normalizePath, type MenuEntry, type MenuSection, type MenuTitle } from '../../domain/menu';
import type { Language } from '../../i18n/language';
import type { Crumb } from '../../ui/shell/SubHeader';
import type { SideMenuEntry, SideMenuSection } from '../../ui/shell/SideMenu';

/** The title in the language shown. */
export function localTitle(title: MenuTitle, language: Language): string {
  return language === 'en' ? title.en : title.ptBr;
}

function toSideEntry(entry: MenuEntry, language: Language): SideMenuEntry {
  const base = { page: entry.page, title: localTitle(entry.title, language), icon: entry.icon };
  return entry.submenu ? { ...base, children: entry.submenu.map((child) => toSideEntry(child, language)) } : base;
}

/** The visible menu (already filtered by permission) as the side menu shows it, translated. */
export function sideMenuSections(sections: readonly MenuSection[], language: Language): SideMenuSection[] {
  return sections.map((section) => ({
    heading: section.heading ? localTitle(section.heading, language) : null,
    entries: section.entries.map((entry) => toSideEntry(entry, language)),
  }));
}

/** What the sub-header shows for a page: its title, icon and breadcrumbs. */
export interface PageHeading {
  title: string;
  icon: string;
  crumbs: Crumb[];
}

/** A leaf entry with the groups that lead to it. */
interface Trail {
  leaf: MenuEntry;
  groups: MenuEntry[];
}

function trails(sections: readonly MenuSection[]): Trail[] {
  const walk = (entry: MenuEntry, groups: MenuEntry[]): Trail[] =>
    entry.submenu ? entry.submenu.flatMap((child) => walk(child, [...groups, entry])) : [{ leaf: entry, groups }];
  return sections.flatMap((section) => section.entries.flatMap((entry) => walk(entry, [])));
}

const ALL_TRAILS = trails(menu);

function segments(path: string): string[] {
  return normalizePath(path).split('/').filter((s) => s !== '');
}

/**
 * The menu entry of `path`: the entry whose page it is, or else the entry whose page is its
 * longest leading part (`/company/coupon/12` is under `/company/coupon`); null when none.
 */
function trailFor(path: string): Trail | null {
  const wanted = segments(path);
  let best: Trail | null = null;
  let bestLength = 0;
  for (const trail of ALL_TRAILS) {
    const page = segments(trail.leaf.page);
    if (page.length === 0 || page.length > wanted.length || page.length <= bestLength) continue;
    if (page.every((segment, i) => segment === wanted[i])) {
      best = trail;
      bestLength = page.length;
    }
  }
  return best;
}

/**
 * The sub-header of a page from the menu: the home crumb, the groups (not links), then the
 * entry. A page under no entry takes `fallbackTitle` and the home crumb.
 */
export function headingFor(path: string, language: Language, home: Crumb, fallbackTitle: string): PageHeading {
  const homeCrumb = { title: home.title, page: home.page };
  if (normalizePath(path) === home.page) return { title: home.title, icon: 'dashboard', crumbs: [homeCrumb] };
  const trail = trailFor(path);
  if (trail === null) return { title: fallbackTitle, icon: 'box', crumbs: [homeCrumb, { title: fallbackTitle }] };
  const title = localTitle(trail.leaf.title, language);
  return {
    title,
    icon: trail.leaf.icon,
    crumbs: [
      homeCrumb,
      ...trail.groups.map((group) => ({ title: localTitle(group.title, language) })),
      { title, page: trail.leaf.page },
    ],
  };
}
