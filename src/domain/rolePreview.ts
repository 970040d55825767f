// The role preview: what a set of permission names would open, from the same menu and route
// table the app guards with, so the preview cannot disagree with what the user will get.
import { menu, visibleMenu, type MenuSection } from './menu';
import { routeTable } from './routeTable';
import { hasAnyPermission } from './permissions';

/** What a role would open: the visible menu and the guarded routes it lets in. */
export interface RolePreview {
  /** The menu a user holding exactly these names would see, entries without a list left out. */
  sections: MenuSection[];
  /** The permission-guarded route patterns these names open, in table order. */
  routes: string[];
}

/**
 * The menu sections and guarded routes `names` open. Entries shown to everyone (no permission
 * list) are left out: a role adds nothing there.
 */
export function rolePreview(names: readonly string[]): RolePreview {
  const sections = visibleMenu(menu, names)
    .map((section) => ({ ...section, entries: section.entries.filter((entry) => entry.permissions.length > 0) }))
    .filter((section) => section.entries.length > 0);
  const routes = routeTable
    .filter((rule) => rule.access.kind === 'permissions' && rule.access.permissions.length > 0 && hasAnyPermission(names, rule.access.permissions))
    .map((rule) => rule.pattern);
  return { sections, routes };
}
