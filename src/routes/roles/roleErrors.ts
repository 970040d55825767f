import { isApiError } from '../../contract/apiError';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import { screenErrorText } from '../../ui/errorTexts';

/**
 * Why a role call failed, in the language of `LL`, from the server's stable code (never its
 * message): a taken title, an unknown permission, a permission the caller does not hold, a core
 * role, a role still assigned, a create's key already used for other values, or the status's
 * general reason (the roles screens' words in src/ui/errorTexts.ts).
 */
export function roleErrorText(LL: TranslationFunctions, error: unknown): string {
  if (!isApiError(error)) return LL.ROLES.ERRORS.SERVER();
  return screenErrorText(LL, error, 'roles');
}
