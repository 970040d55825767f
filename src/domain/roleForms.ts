// The role dialog's title rules (seed 000 sections 5 and 9), shared by the dialog and its machine.
import { TEXT_MAX_LENGTH } from './authForms';
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
