import type { Locales } from './i18n-types';

/**
 * The interface languages as the seeds name and store them. typesafe-i18n works with
 * BCP 47 tags instead (`pt-BR`), because its runtime builds `Intl.PluralRules(locale)` and
 * `Intl` rejects `ptBr` with a RangeError; the two maps below are the only crossing point.
 */
export const LANGUAGES = ['ptBr', 'en'] as const;

/** A language the interface offers: `ptBr` (default) or `en`. */
export type Language = (typeof LANGUAGES)[number];

/** The language used when nothing (or nothing valid) was stored. */
export const DEFAULT_LANGUAGE: Language = 'ptBr';

/** The localStorage key that keeps the chosen language. */
export const LANGUAGE_STORAGE_KEY = 'language';

const LOCALE_OF: Record<Language, Locales> = { ptBr: 'pt-BR', en: 'en' };
const LANGUAGE_OF: Record<Locales, Language> = { 'pt-BR': 'ptBr', en: 'en' };

/** True for `ptBr` and `en`, the only values that may be stored. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The typesafe-i18n locale (BCP 47 tag) of a language: `localeOf('ptBr') === 'pt-BR'`. */
export function localeOf(language: Language): Locales {
  return LOCALE_OF[language];
}

/** The language of a typesafe-i18n locale: `languageOf('pt-BR') === 'ptBr'`. */
export function languageOf(locale: Locales): Language {
  return LANGUAGE_OF[locale];
}

/**
 * The stored language, or `ptBr` when nothing valid is stored or the storage is unavailable
 * (private browsing can make `getItem` throw).
 */
export function readLanguage(storage: Pick<Storage, 'getItem'> | null | undefined): Language {
  try {
    const stored = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** Keeps the chosen language; a storage that refuses (quota, private mode) is ignored. */
export function writeLanguage(storage: Pick<Storage, 'setItem'> | null | undefined, language: Language): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // The choice still applies to this visit; only its persistence is lost.
  }
}

/** The cookie that tells the server which language's sign-in page to send: the stored choice, kept in step with it. */
export const LANGUAGE_COOKIE = 'language';

/**
 * Writes the {@link LANGUAGE_COOKIE} for `language` when the page's cookies do not say so already
 * (the server sends the sign-in page in that language, before the app's code runs).
 */
export function writeLanguageCookie(language: Language): void {
  try {
    if (document.cookie.split(/;\s*/).includes(`${LANGUAGE_COOKIE}=${language}`)) return;
    document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
  } catch {
    // A page whose cookies are refused gets the default language's sign-in page first.
  }
}

/** `window.localStorage`, or null where the browser refuses it (sandboxed frames, some private modes). */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
