import type { UserAdminRefusal } from '../../domain/userAdministration';
import type { UserFieldMessage, UserInputKey } from '../../domain/userForms';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import type { ListFailure } from '../lists/listTypes';
import { firstShownMessage, translateValidation, type FieldMetaView } from '../auth/fieldMessage';

function inputName(LL: TranslationFunctions, key: UserInputKey): string {
  switch (key) {
    case 'USERS.INPUT.USERNAME':
      return LL.USERS.INPUT.USERNAME();
    case 'USERS.INPUT.FULL_NAME':
      return LL.USERS.INPUT.FULL_NAME();
    case 'USERS.INPUT.EMAIL':
      return LL.USERS.INPUT.EMAIL();
    case 'USERS.INPUT.ADDRESS_LINE':
      return LL.USERS.INPUT.ADDRESS_LINE();
    case 'USERS.INPUT.CITY':
      return LL.USERS.INPUT.CITY();
    case 'USERS.INPUT.STATE':
      return LL.USERS.INPUT.STATE();
    case 'USERS.INPUT.POST_CODE':
      return LL.USERS.INPUT.POST_CODE();
    case 'USERS.INPUT.PASSWORD':
      return LL.USERS.INPUT.PASSWORD();
    case 'USERS.INPUT.CONFIRM_PASSWORD':
      return LL.USERS.INPUT.CONFIRM_PASSWORD();
  }
}

/**
 * The text of a user form message in the language of `LL`.
 * @example translateUserFieldMessage(LL, { key: 'AUTH.VALIDATION.REQUIRED', params: { name: 'USERS.INPUT.FULL_NAME' } }) // 'Full Name is required'
 */
export function translateUserFieldMessage(LL: TranslationFunctions, message: UserFieldMessage): string {
  return translateValidation(LL, message, (key) => inputName(LL, key));
}

/** The part of a TanStack field's meta that decides whether its message shows. */
export type UserFieldMeta = FieldMetaView<UserFieldMessage>;

/** The field's first message, translated, once it is touched or dirty (seed 000 section 5). */
export function shownUserMessage(LL: TranslationFunctions, meta: UserFieldMeta): string | undefined {
  return firstShownMessage(meta, (message) => translateUserFieldMessage(LL, message));
}

/**
 * The text of a failed user call (load, save, password change, delete) by the server's stable
 * code, else by its status.
 */
export function userErrorText(LL: TranslationFunctions, failure: ListFailure): string {
  switch (failure.code) {
    case 'email_taken':
      return LL.USERS.ERRORS.EMAIL_TAKEN();
    case 'username_taken':
      return LL.USERS.ERRORS.USERNAME_TAKEN();
    case 'unknown_role':
      return LL.USERS.ERRORS.UNKNOWN_ROLE();
    case 'delete_self':
      return LL.USERS.ERRORS.DELETE_SELF();
    // The server's password rule, as the register and reset forms say it.
    case 'password_too_short':
      return LL.AUTH.ERRORS.PASSWORD_TOO_SHORT();
    case 'password_too_common':
      return LL.AUTH.ERRORS.PASSWORD_TOO_COMMON();
    case 'target_is_root':
      return LL.USERS.ERRORS.TARGET_IS_ROOT();
    case 'target_above_caller':
      return LL.USERS.ERRORS.TARGET_ABOVE_CALLER();
    case 'target_outside_tenancy':
      return LL.USERS.ERRORS.TARGET_OUTSIDE_TENANCY();
    case 'company_forbidden':
      return LL.USERS.ERRORS.COMPANY_FORBIDDEN();
    case 'last_root':
      return LL.USERS.ERRORS.LAST_ROOT();
    case 'permission_not_held':
      return LL.USERS.ERRORS.PERMISSION_NOT_HELD();
    default:
      break;
  }
  if (failure.statusCode === 0) return LL.USERS.ERRORS.NETWORK();
  if (failure.statusCode === 401 || failure.statusCode === 403) return LL.USERS.ERRORS.FORBIDDEN();
  if (failure.statusCode === 404) return LL.USERS.ERRORS.NOT_FOUND();
  if (failure.statusCode >= 400 && failure.statusCode < 500) return LL.USERS.ERRORS.INVALID();
  return LL.USERS.ERRORS.SERVER();
}

/** Why a row of the users list is read-only, in the language of `LL`. */
export function readOnlyReasonText(LL: TranslationFunctions, refusal: UserAdminRefusal): string {
  switch (refusal) {
    case 'target_is_root':
      return LL.USERS.LIST.READ_ONLY_ROOT();
    case 'target_above_caller':
      return LL.USERS.LIST.READ_ONLY_ABOVE();
    case 'target_outside_tenancy':
      return LL.USERS.LIST.READ_ONLY_OUTSIDE();
  }
}
