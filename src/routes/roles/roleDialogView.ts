import type { SnapshotFrom } from 'xstate';
import { rolePreview } from '../../domain/rolePreview';
import { checklistTree, normaliseTicks, type ChecklistTree } from '../../domain/roleChecklist';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import type { Language } from '../../i18n/language';
import type { roleDialogMachine } from '../../machines/roleDialog/machine';
import type { RoleDialogProps, RoleDialogStatus } from '../../ui/roles/RoleDialog';
import { roleErrorText } from './roleErrors';
import { checklistView, previewView, tickedNames } from './roleViews';
import type { Permission as CataloguePermission, Role } from '../../contract/schema.gen';

type DialogSnapshot = SnapshotFrom<typeof roleDialogMachine>;

/** Which dialog the list opened: New Role (no id), Edit, or View (a core role), with the row's title. */
export interface RoleDialogRequest {
  roleId: string | null;
  title: string;
  isCoreRole: boolean;
}

/** Where the dialog machine stands, as the dialog shows it. */
export function roleDialogStatus(snapshot: DialogSnapshot): RoleDialogStatus {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('loadFailed')) return 'loadFailed';
  if (snapshot.matches('saving')) return 'saving';
  if (snapshot.matches('saved') || snapshot.matches('closed')) return 'saved';
  return 'editing';
}

/** What the checklist starts from once the dialog has loaded: the tree, the role's ticks, and whether it is read-only. */
export interface ChecklistStart {
  tree: ChecklistTree;
  ticked: string[];
  readOnly: boolean;
}

/** The checklist's input for a loaded dialog; null while loading or failed. */
export function checklistStart(catalogue: readonly CataloguePermission[] | null, role: Role | null, loaded: boolean): ChecklistStart | null {
  if (!loaded || catalogue === null) return null;
  const tree = checklistTree(catalogue);
  return { tree, ticked: normaliseTicks(tree, role?.permissions ?? []), readOnly: role?.isCoreRole === true };
}

/**
 * The dialog's props (events aside) from the dialog machine's snapshot, the checklist's ticks and
 * the request that opened it, translated.
 */
export function toRoleDialogView(
  snapshot: DialogSnapshot,
  request: RoleDialogRequest,
  tree: ChecklistTree | null,
  ticked: readonly string[],
  LL: TranslationFunctions,
  language: Language,
): Omit<RoleDialogProps, 'onToggle' | 'onSave' | 'onCancel' | 'onRetry'> {
  const { catalogue, role, draft, error } = snapshot.context;
  const core = role?.isCoreRole ?? request.isCoreRole;
  const mode = request.roleId === null ? 'create' : core ? 'view' : 'edit';
  let alert: RoleDialogProps['alert'] = null;
  if (snapshot.matches({ editing: 'invalid' })) alert = { kind: 'invalid', message: LL.ROLES.INVALID_ALERT() };
  else if (snapshot.matches({ editing: 'failed' })) alert = { kind: 'failed', message: LL.ROLES.SAVE_FAILED({ reason: roleErrorText(LL, error) }) };
  const shown = catalogue !== null && tree !== null;
  return {
    open: snapshot.status === 'active',
    mode,
    status: roleDialogStatus(snapshot),
    roleTitle: role?.title ?? request.title,
    defaultTitle: draft?.title ?? role?.title ?? '',
    parents: shown ? checklistView(catalogue, tree, ticked, language) : [],
    preview: previewView(rolePreview(shown ? tickedNames(catalogue, ticked) : []), language),
    alert,
  };
}
