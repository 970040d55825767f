import { permissionCatalogue, type CatalogueChild } from '../../domain/permissionCatalogue';
import { parentState, type ChecklistTree } from '../../domain/roleChecklist';
import type { RolePreview } from '../../domain/rolePreview';
import type { Language } from '../../i18n/language';
import type { ChecklistParentView } from '../../ui/roles/PermissionChecklist';
import type { PermissionNodeView } from '../../ui/roles/PermissionTree';
import type { PreviewSectionView } from '../../ui/roles/RolePreviewPanel';
import { localTitle } from '../shell/menuView';
import type { Permission as CataloguePermission, Role } from '../../contract/schema.gen';

const TITLES = new Map<string, CatalogueChild['title']>(
  permissionCatalogue.flatMap((parent) => [[parent.name, parent.title] as const, ...parent.children.map((child) => [child.name, child.title] as const)]),
);

/** A permission's title in the language shown: the catalogue's own, else the server's. */
function permissionTitle(permission: { name: string; title: string }, language: Language): string {
  const title = TITLES.get(permission.name);
  return title ? localTitle(title, language) : permission.title;
}

/** The checklist as the dialog shows it, from the server's catalogue and the ticked ids. */
export function checklistView(catalogue: readonly CataloguePermission[], tree: ChecklistTree, ticked: readonly string[], language: Language): ChecklistParentView[] {
  return catalogue.map((parent) => ({
    id: parent.id,
    title: permissionTitle(parent, language),
    state: parentState(tree, ticked, parent.id),
    children: parent.children.map((child) => ({ id: child.id, title: permissionTitle(child, language), checked: ticked.includes(child.id) })),
  }));
}

/** The permission names of the ticked ids. */
export function tickedNames(catalogue: readonly CataloguePermission[], ticked: readonly string[]): string[] {
  return catalogue.flatMap((parent) => [parent, ...parent.children]).filter((p) => ticked.includes(p.id)).map((p) => p.name);
}

/** The preview as the panel shows it, translated. */
export function previewView(preview: RolePreview, language: Language): { sections: PreviewSectionView[]; routeCount: number } {
  return {
    sections: preview.sections.map((section) => ({
      heading: section.heading ? localTitle(section.heading, language) : null,
      entries: section.entries.map((entry) => ({ page: entry.page, title: localTitle(entry.title, language), icon: entry.icon })),
    })),
    routeCount: preview.routes.length,
  };
}

/** The permission catalogue as the permissions page shows it: translated, each permission with the roles that hold it. */
export function permissionTreeView(catalogue: readonly CataloguePermission[], roles: readonly Role[], language: Language): PermissionNodeView[] {
  const holders = (id: string) => roles.filter((role) => role.permissions.includes(id)).map((role) => ({ id: role.id, title: role.title, isCoreRole: role.isCoreRole }));
  return catalogue.map((parent) => ({
    id: parent.id,
    name: parent.name,
    title: permissionTitle(parent, language),
    roles: holders(parent.id),
    // A parent without children is a leaf of the tree.
    children:
      parent.children.length > 0
        ? parent.children.map((child) => ({ id: child.id, name: child.name, title: permissionTitle(child, language), roles: holders(child.id) }))
        : undefined,
  }));
}
