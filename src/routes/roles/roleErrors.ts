import { isApiError } from '../../contract/apiError';
import { IDEMPOTENCY_KEY_REUSED } from '../../contract/idempotencyKey';
import type { TranslationFunctions } from '../../i18n/i18n-types';

/**
 * Why a role call failed, in the language of `LL`, from the server's stable code (never its
 * message): a taken title, an unknown permission, a permission the caller does not hold, a core
 * role, a role still assigned, a create's key already used for other values, or the status's
 * general reason.
 */
export function roleErrorText(LL: TranslationFunctions, error: unknown): string {
  if (!isApiError(error)) return LL.ROLES.ERRORS.SERVER();
  switch (error.code) {
    case 'title_taken':
      return LL.ROLES.ERRORS.TITLE_TAKEN();
    case 'unknown_permission':
      return LL.ROLES.ERRORS.UNKNOWN_PERMISSION();
    case 'permission_not_held':
      return LL.ROLES.ERRORS.NOT_HELD();
    case 'core_role':
      return LL.ROLES.ERRORS.CORE_ROLE();
    case 'role_assigned':
      return LL.ROLES.ERRORS.ASSIGNED();
    case IDEMPOTENCY_KEY_REUSED:
      return LL.ROLES.ERRORS.KEY_REUSED();
    default:
      break;
  }
  if (error.statusCode === 0) return LL.ROLES.ERRORS.NETWORK();
  if (error.statusCode === 401 || error.statusCode === 403) return LL.ROLES.ERRORS.FORBIDDEN();
  if (error.statusCode === 404) return LL.ROLES.ERRORS.NOT_FOUND();
  if (error.statusCode >= 400 && error.statusCode < 500) return LL.ROLES.ERRORS.INVALID();
  return LL.ROLES.ERRORS.SERVER();
}
