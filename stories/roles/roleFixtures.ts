import { permissionCatalogue } from '../../src/domain/permissionCatalogue';
import { rolePreview } from '../../src/domain/rolePreview';
import { checklistTree, normaliseTicks } from '../../src/domain/roleChecklist';
import type { Language } from '../../src/i18n/language';
import { defaultListQuery } from '../../src/domain/listQuery';
import { ROLE_LIST } from '../../src/routes/roles/roleList';
import { checklistView, permissionTreeView, previewView, tickedNames } from '../../src/routes/roles/roleViews';
import type { PagedListState } from '../../src/ui/lists/listTypes';
import type { Permission as CataloguePermission, Role } from '../../src/contract/schema.gen';

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

/** The roles of the demo, the core one first. */
export const ROLES: Role[] = [
  { id: '1', title: 'Administrador', permissions: CATALOGUE.flatMap((p) => [p.id, ...p.children.map((c) => c.id)]), isCoreRole: true },
  { id: '2', title: 'Operador de entregas', permissions: ['accessToSectionCompany', 'accessToCompanyDelivery', 'accessToHoursCompany'], isCoreRole: false },
  { id: '3', title: 'Atendimento', permissions: ['accessToSectionHelpDesk', 'accessToHelpDeskTickets', 'accessToWhatsAppContacts'], isCoreRole: false },
  { id: '4', title: 'Financeiro', permissions: ['accessToTransactions', 'accessToReportFinance'], isCoreRole: false },
  { id: '5', title: 'Gerente de loja', permissions: ['accessToSectionCompany', 'accessToHoursCompany'], isCoreRole: false },
];

/** A roles list shown: page 1 of 3 at 5 a page, sorted by id. */
export const FILLED_LIST: PagedListState<Role> = {
  status: 'ready',
  rows: ROLES,
  totalCount: 12,
  query: { ...defaultListQuery(ROLE_LIST), size: 5 },
  searchText: '',
  selected: [],
  loadError: null,
  actionLoading: false,
  dialog: null,
};

/** The list before its first page: 'Please wait....'. */
export const INITIAL_LIST: PagedListState<Role> = { ...FILLED_LIST, status: 'initial', rows: [], totalCount: 0, query: defaultListQuery(ROLE_LIST) };

/** A search that matches no role: 'No records found'. */
export const EMPTY_LIST: PagedListState<Role> = { ...FILLED_LIST, rows: [], totalCount: 0, query: { ...FILLED_LIST.query, search: 'zzz' }, searchText: 'zzz' };

/** Page 2 failed to load after page 1 was shown: the error, a retry, and page 1's rows and paginator kept. */
export const FAILED_LIST: PagedListState<Role> = {
  ...FILLED_LIST,
  status: 'failed',
  query: { ...FILLED_LIST.query, page: 2 },
  shown: { page: 1, size: FILLED_LIST.query.size },
  loadError: { statusCode: 0, code: 'network' },
};

/** The permissions page's tree for the demo roles. */
export function treeNodes(language: Language = 'ptBr') {
  return permissionTreeView(CATALOGUE, ROLES, language);
}
