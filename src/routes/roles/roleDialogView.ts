import type { SnapshotFrom } from 'xstate';
import type { createRoleDialogMachine } from '../../bindings/roles';
import { rolePreview } from '../../domain/rolePreview';
import type { ChecklistTree } from '../../domain/roleChecklist';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import type { Language } from '../../i18n/language';
import { toRecordEditorView } from '../../machines/recordEditor/connect';
import type { RecordEditorOutput } from '../../machines/recordEditor/types';
import type { RoleDialogLoaded } from '../../domain/roleForms';
import type { RoleDialogProps, RoleDialogStatus } from '../../ui/roles/RoleDialog';
import { roleErrorText } from './roleErrors';
import { previewView, tickedNames } from './roleViews';
import type { Permission as CataloguePermission, Role } from '../../contract/schema.gen';

type DialogSnapshot = SnapshotFrom<ReturnType<typeof createRoleDialogMachine>>;

/** The dialog's result once closed: whether a role was saved (the list then reloads), and the role shown last. */
export interface RoleDialogOutput {
  saved: boolean;
  role: Role | null;
}

/** The dialog's result from its record editor's output. */
export function roleDialogOutput({ saved, loaded }: RecordEditorOutput<RoleDialogLoaded, Role>): RoleDialogOutput {
  return { saved: saved !== null, role: saved ?? loaded?.role ?? null };
}

/** What the dialog shows once loaded: the catalogue, and the role (as saved, once it is). */
export function dialogRecord(snapshot: DialogSnapshot): { catalogue: readonly CataloguePermission[] | null; role: Role | null; loaded: boolean } {
  const { loaded, saved } = snapshot.context;
  const { status } = toRecordEditorView(snapshot);
  return { catalogue: loaded?.catalogue ?? null, role: saved ?? loaded?.role ?? null, loaded: status !== 'loading' && status !== 'loadFailed' };
}

/** Which dialog the list opened: New Role (no id), Edit, or View (a core role), with the row's title. */
export interface RoleDialogRequest {
  roleId: string | null;
  title: string;
  isCoreRole: boolean;
}

/** Where the dialog machine stands, as the dialog shows it. */
export function roleDialogStatus(snapshot: DialogSnapshot): RoleDialogStatus {
  const { status } = toRecordEditorView(snapshot);
  if (status === 'loading' || status === 'loadFailed' || status === 'saving') return status;
  if (status === 'saved' || status === 'closed') return 'saved';
  return 'editing';
}

/**
 * The dialog's props (the checklist's boxes and the events aside: see connectRoleChecklist) from
 * the dialog machine's snapshot, the checklist's ticks and the request that opened it, translated.
 */
export function toRoleDialogView(
  snapshot: DialogSnapshot,
  request: RoleDialogRequest,
  tree: ChecklistTree | null,
  ticked: readonly string[],
  LL: TranslationFunctions,
  language: Language,
): Omit<RoleDialogProps, 'parents' | 'onToggle' | 'onSave' | 'onCancel' | 'onRetry'> {
  const { catalogue, role } = dialogRecord(snapshot);
  const { values: draft, failure, alert: shownAlert } = toRecordEditorView(snapshot);
  const core = role?.isCoreRole ?? request.isCoreRole;
  const mode = request.roleId === null ? 'create' : core ? 'view' : 'edit';
  let alert: RoleDialogProps['alert'] = null;
  if (shownAlert === 'invalid') alert = { kind: 'invalid', message: LL.ROLES.INVALID_ALERT() };
  else if (shownAlert === 'failed') alert = { kind: 'failed', message: LL.ROLES.SAVE_FAILED({ reason: roleErrorText(LL, failure) }) };
  const shown = catalogue !== null && tree !== null;
  return {
    open: snapshot.status === 'active',
    mode,
    status: roleDialogStatus(snapshot),
    roleTitle: role?.title ?? request.title,
    defaultTitle: draft?.title ?? role?.title ?? '',
    preview: previewView(rolePreview(shown ? tickedNames(catalogue, ticked) : []), language),
    alert,
  };
}
