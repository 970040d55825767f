import type { UserAdminRefusal } from '../../domain/userAdministration';
import type { UserFieldMessage, UserInputKey } from '../../domain/userForms';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import type { ListFailure } from '../lists/listTypes';
import { firstShownMessage, translateValidation, type FieldMetaView } from '../auth/fieldMessage';
import { screenErrorText } from '../errorTexts';

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
 * code, else by its status (the users screens' words in src/ui/errorTexts.ts).
 */
export function userErrorText(LL: TranslationFunctions, failure: ListFailure): string {
  return screenErrorText(LL, failure, 'users');
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
