import type { TranslationFunctions } from './i18n-types';
import { i18nObject, loadedLocales, locales } from './i18n-util';
import { loadAllLocales } from './i18n-util.sync';
import { localeOf, type Language } from './language';

// Both catalogues up front, each with every namespace, for code outside the app (tests, stories);
// the app fetches English only when it is shown (./context). A view's module imports ./context
// before this one runs, and ./context registers pt-BR without its namespaces: loadAllLocales keeps
// a language it finds registered, so each is registered again here, complete.
for (const locale of locales) delete loadedLocales[locale];
loadAllLocales();

/**
 * The translation functions of a language, for code outside React (tests, stories' args).
 * @example translator('en').AUTH.VALIDATION.INVALID_LOGIN() // 'The login detail is incorrect'
 */
export function translator(language: Language): TranslationFunctions {
  return i18nObject(localeOf(language));
}
