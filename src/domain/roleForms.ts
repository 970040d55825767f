// The role dialog's title rules (seed 000 sections 5 and 9), shared by the dialog and its machine.
import { TEXT_MAX_LENGTH } from './authForms';

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
