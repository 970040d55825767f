import { permissionCatalogue } from '../../src/domain/permissionCatalogue';
import { rolePreview } from '../../src/domain/rolePreview';
import { checklistTree, normaliseTicks } from '../../src/domain/roleChecklist';
import type { Language } from '../../src/i18n/language';
import type { CataloguePermission } from '../../src/machines/roleDialogMachine';
import { checklistView, previewView, tickedNames } from '../../src/routes/roles/roleViews';

/** The product's catalogue as the server answers it (ids are the names here). */
export const CATALOGUE: CataloguePermission[] = permissionCatalogue.map((parent) => ({
  id: parent.name,
  title: parent.title.ptBr,
  level: 1,
  parentId: null,
  isSelected: false,
  name: parent.name,
  children: parent.children.map((child) => ({ id: child.name, title: child.title.ptBr, level: 2, parentId: parent.name, isSelected: false, name: child.name })),
}));

const TREE = checklistTree(CATALOGUE);

/** The dialog's checklist and preview for some ticked names. */
export function dialogViews(ticked: string[], language: Language = 'ptBr') {
  const ids = normaliseTicks(TREE, ticked);
  return {
    parents: checklistView(CATALOGUE, TREE, ids, language),
    preview: previewView(rolePreview(tickedNames(CATALOGUE, ids)), language),
  };
}
