import type { FieldMessage, InputNameKey, ValidationMessage } from '../../domain/authForms';
import type { TranslationFunctions } from '../../i18n/i18n-types';

function inputName(LL: TranslationFunctions, key: InputNameKey): string {
  switch (key) {
    case 'AUTH.INPUT.EMAIL':
      return LL.AUTH.INPUT.EMAIL();
    case 'AUTH.INPUT.FULLNAME':
      return LL.AUTH.INPUT.FULLNAME();
    case 'AUTH.INPUT.USERNAME':
      return LL.AUTH.INPUT.USERNAME();
    case 'AUTH.INPUT.PASSWORD':
      return LL.AUTH.INPUT.PASSWORD();
    case 'AUTH.INPUT.CONFIRM_PASSWORD':
      return LL.AUTH.INPUT.CONFIRM_PASSWORD();
  }
}

/** The text of a message every form shares, with the field named through `nameOf`. */
export function translateValidation<Name extends string>(
  LL: TranslationFunctions,
  message: ValidationMessage<Name>,
  nameOf: (key: Name) => string,
): string {
  switch (message.key) {
    case 'AUTH.VALIDATION.REQUIRED':
      return LL.AUTH.VALIDATION.REQUIRED({ name: nameOf(message.params.name) });
    case 'AUTH.VALIDATION.INVALID':
      return LL.AUTH.VALIDATION.INVALID({ name: nameOf(message.params.name) });
    case 'AUTH.VALIDATION.MIN_LENGTH':
      return LL.AUTH.VALIDATION.MIN_LENGTH({ min: message.params.min });
    case 'AUTH.VALIDATION.MAX_LENGTH':
      return LL.AUTH.VALIDATION.MAX_LENGTH({ max: message.params.max });
  }
}

/**
 * The text of a validation message in the language of `LL`.
 * @example translateFieldMessage(translator('en'), { key: 'AUTH.VALIDATION.MIN_LENGTH', params: { min: 3 } }) // 'minimum length is 3'
 */
export function translateFieldMessage(LL: TranslationFunctions, message: FieldMessage): string {
  switch (message.key) {
    case 'AUTH.VALIDATION.MISMATCH':
      return LL.AUTH.VALIDATION.MISMATCH();
    case 'AUTH.REGISTER.TERMS_REQUIRED':
      return LL.AUTH.REGISTER.TERMS_REQUIRED();
    default:
      return translateValidation(LL, message, (key) => inputName(LL, key));
  }
}

/** The part of a TanStack field's meta that decides whether its message shows. */
export interface FieldMetaView<Message = FieldMessage> {
  isTouched: boolean;
  isDirty: boolean;
  errors: ReadonlyArray<Message | undefined>;
}

/**
 * The field's first message, translated by `translate`, once the field is touched or dirty (seed
 * 000 section 5); undefined while it is pristine or valid.
 */
export function firstShownMessage<Message>(meta: FieldMetaView<Message>, translate: (message: Message) => string): string | undefined {
  if (!meta.isTouched && !meta.isDirty) return undefined;
  const message = meta.errors.find((error) => error !== undefined);
  return message === undefined ? undefined : translate(message);
}

/** The sign-in forms' {@link firstShownMessage}. */
export function shownMessage(LL: TranslationFunctions, meta: FieldMetaView): string | undefined {
  return firstShownMessage(meta, (message) => translateFieldMessage(LL, message));
}
