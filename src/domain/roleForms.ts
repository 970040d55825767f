// The role dialog's title rules (seed 000 sections 5 and 9), shared by the dialog and its machine.
import { TEXT_MAX_LENGTH } from './authForms';
import { checklistTree, normaliseTicks, type ChecklistTree } from './roleChecklist';
import type { Permission as CataloguePermission, Role } from '../contract/schema.gen';

/** A role title's limit: the seed's "other text" maximum, which the contract holds too. */
export const ROLE_TITLE_MAX_LENGTH = TEXT_MAX_LENGTH;

/**
 * What is wrong with a role title, or null: empty once trimmed ('Title is required'), or longer
 * than the limit once trimmed (the seed's maximum-length message). The title is sent trimmed, so
 * the spaces around it never count.
 * @example roleTitleProblem('  ') // 'required'
 */
export function roleTitleProblem(title: string): 'required' | 'maxLength' | null {
  const trimmed = title.trim();
  if (trimmed.length === 0) return 'required';
  return trimmed.length > ROLE_TITLE_MAX_LENGTH ? 'maxLength' : null;
}

/** What the loader answers. */
export interface RoleDialogLoaded {
  catalogue: readonly CataloguePermission[];
  role: Role | null;
}

/** What a save sends: the title and the ticked permission ids. */
export interface RoleDraft {
  title: string;
  permissions: readonly string[];
}

/** What the `saveRole` actor is given: the role id (null to create), the draft and the draft's `Idempotency-Key`. */
export interface RoleSave {
  roleId: string | null;
  draft: RoleDraft;
  /** Sent with a create, so that a retry of the same draft answers the role it made instead of a 409. */
  idempotencyKey: string | null;
}

/** Seed 000 §5: an update closes the dialog after about 1 second. */
export const ROLE_UPDATE_CLOSE_MS = 1000;
/** Seed 000 §9: a failed or invalid role save shows its alert for 30 seconds. */
export const ROLE_ALERT_MS = 30_000;
/** Seed 000 §9: a successful role save is notified for 10000 ms. */
export const ROLE_SAVED_NOTICE_MS = 10_000;

/**
 * Whether two drafts make the same request body (the title is sent trimmed). The server answers
 * 422 to a key sent again with another body, so one key stands for one body.
 */
export function sameRoleRequest(a: RoleDraft, b: RoleDraft): boolean {
  return a.title.trim() === b.title.trim() && a.permissions.length === b.permissions.length && a.permissions.every((id, i) => id === b.permissions[i]);
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
