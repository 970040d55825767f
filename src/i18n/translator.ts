import type { TranslationFunctions } from './i18n-types';
import { i18nObject } from './i18n-util';
import { loadAllLocales } from './i18n-util.sync';
import { localeOf, type Language } from './language';

// Two small catalogues: loading both up front keeps a language switch synchronous.
loadAllLocales();

/**
 * The translation functions of a language, for code outside React (tests, stories' args).
 * @example translator('en').AUTH.VALIDATION.INVALID_LOGIN() // 'The login detail is incorrect'
 */
export function translator(language: Language): TranslationFunctions {
  return i18nObject(localeOf(language));
}
