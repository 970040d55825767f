import { createContext, Suspense, use, useCallback, useContext, useLayoutEffect, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import type { Locales, Namespaces, TranslationFunctions, Translations } from './i18n-types';
import TypesafeI18n, { useI18nContext } from './i18n-react';
import { i18nObject, loadedLocales } from './i18n-util';
import { importNamespaceAsync, loadFormatters, loadLocaleAsync } from './i18n-util.async';
import { languageOf, localeOf, writeLanguage, writeLanguageCookie, type Language } from './language';
import ptBr from './pt-BR';

/**
 * The i18n provider and hook with the default language only: pt-BR ships with the app, so the
 * first render of most visits waits for no texts, and English is fetched (see {@link loadLanguage})
 * before a page shows it or when the user switches to it. `./I18nProvider` re-exports these with
 * both catalogues loaded up front, for tests and the component catalogue.
 */

// Registered as the generated loaders do (i18n-util.sync.ts), with their cast: the generator, not
// the compiler, checks a catalogue's parameters against the base one.
if (!Object.hasOwn(loadedLocales, 'pt-BR')) {
  loadedLocales['pt-BR'] = ptBr as unknown as Translations;
  loadFormatters('pt-BR');
}

const loading = new Map<Language, Promise<void>>();

/**
 * The namespaces a page has asked for (a folder of a catalogue, such as `pt-BR/OPENING_HOURS`):
 * their texts load with that page, not with the sign-in page or the shell, and a language loaded
 * later brings them too.
 */
const wanted = new Set<Namespaces>();
const namespaceLoads = new Map<string, Promise<void>>();

// Every namespace that arrives changes the texts: readers of useI18n draw again with them.
let dictionaryVersion = 0;
const dictionaryListeners = new Set<() => void>();
function subscribeDictionaries(listener: () => void) {
  dictionaryListeners.add(listener);
  return () => dictionaryListeners.delete(listener);
}

function loadNamespaceOf(locale: Locales, namespace: Namespaces): Promise<void> {
  const key = `${locale}/${namespace}`;
  let load = namespaceLoads.get(key);
  if (!load) {
    load = importNamespaceAsync(locale, namespace).then((texts) => {
      // A new record, as the generated loaders make one: translation functions made before keep theirs.
      loadedLocales[locale] = { ...loadedLocales[locale], [namespace]: texts };
      dictionaryVersion += 1;
      for (const listener of dictionaryListeners) listener();
    });
    load.catch(() => namespaceLoads.delete(key));
    namespaceLoads.set(key, load);
  }
  return load;
}

/**
 * Makes `language`'s catalogue available, with the namespaces asked for so far. Answers the same
 * promise for the same language (React's `use` needs that); a failed load is tried again on the
 * next call.
 */
export function loadLanguage(language: Language): Promise<void> {
  let load = loading.get(language);
  if (!load) {
    const locale = localeOf(language);
    load = (isLoaded(locale) ? Promise.resolve() : loadLocaleAsync(locale)).then(() =>
      Promise.all([...wanted].map((namespace) => loadNamespaceOf(locale, namespace))).then(() => undefined),
    );
    load.catch(() => loading.delete(language));
    loading.set(language, load);
  }
  return load;
}

/**
 * Loads a namespace's texts in every language loaded (and, from then on, with each language that
 * loads): a page's loader waits for it before the page draws.
 * @example lazyPage(() => Promise.all([import('./OpeningHoursPage'), loadNamespace('OPENING_HOURS')]).then(([page]) => page))
 */
export function loadNamespace(namespace: Namespaces): Promise<void> {
  wanted.add(namespace);
  const locales = (Object.keys(loadedLocales) as Locales[]).filter(isLoaded);
  return Promise.all(locales.map((locale) => loadNamespaceOf(locale, namespace))).then(() => undefined);
}

/** The translation functions of a language already loaded with {@link loadLanguage}. */
export function translationsOf(language: Language): TranslationFunctions {
  return i18nObject(localeOf(language));
}

// The generated record is typed as complete; at run time it holds only what was loaded.
function isLoaded(locale: Locales): boolean {
  return Object.hasOwn(loadedLocales, locale);
}

interface LanguageSwitch {
  storage: Pick<Storage, 'setItem'> | null;
  /** The language asked for last: a slower load of an earlier choice must not undo it. */
  requested: { current: Language | null };
}

const SwitchContext = createContext<LanguageSwitch>({ storage: null, requested: { current: null } });

/** Props of {@link I18nProvider}. */
export interface I18nProviderProps {
  /**
   * The language of the first render; later changes go through `useI18n().setLanguage`. Until its
   * catalogue is loaded (see {@link loadLanguage}) the provider renders nothing.
   */
  initialLanguage: Language;
  /** Where `setLanguage` keeps the choice (localStorage in the app); none in stories and tests. */
  storage?: Pick<Storage, 'setItem'> | null;
  children: ReactNode;
}

/**
 * Provides translations to the tree below. Remount it (a new `key`) to force another language
 * from outside, as the Storybook toolbar does.
 */
export function I18nProvider(props: I18nProviderProps) {
  // Renders nothing until the first language arrives (the app loads it before its first render).
  return (
    <Suspense fallback={null}>
      <LoadedI18nProvider {...props} />
    </Suspense>
  );
}

function LoadedI18nProvider({ initialLanguage, storage = null, children }: I18nProviderProps) {
  if (!isLoaded(localeOf(initialLanguage))) use(loadLanguage(initialLanguage));
  const requested = useRef<Language | null>(null);
  const languageSwitch = useMemo(() => ({ storage, requested }), [storage]);
  return (
    <SwitchContext.Provider value={languageSwitch}>
      <TypesafeI18n locale={localeOf(initialLanguage)}>
        <DocumentLanguage />
        {children}
      </TypesafeI18n>
    </SwitchContext.Provider>
  );
}

/**
 * Keeps `<html lang>` in step with the interface so screen readers pronounce it right: set in the
 * commit that draws the new texts (a layout effect), never a moment after them.
 */
function DocumentLanguage() {
  const { locale } = useI18nContext();
  useLayoutEffect(() => {
    if (typeof document !== 'undefined') document.documentElement.lang = locale;
  }, [locale]);
  return null;
}

/** What {@link useI18n} answers. */
export interface I18n {
  /** Translation functions: `LL.AUTH.LOGIN.TITLE()`. */
  LL: TranslationFunctions;
  /** The current language (`ptBr` or `en`). */
  language: Language;
  /**
   * Switches the interface language and keeps the choice in the provider's storage. A language
   * already loaded switches at once; another one as soon as its catalogue has arrived.
   */
  setLanguage: (language: Language) => void;
}

/** Translations and the language switch of the nearest {@link I18nProvider}. */
export function useI18n(): I18n {
  const { LL: contextLL, locale, setLocale } = useI18nContext();
  const readVersion = () => dictionaryVersion;
  // The same on the server (the sign-in page the build renders, scripts/signInPage.tsx).
  const version = useSyncExternalStore(subscribeDictionaries, readVersion, readVersion);
  // The provider's functions were made before any namespace arrived; once one has, fresh ones read it.
  const LL = useMemo(() => (version === 0 ? contextLL : i18nObject(locale)), [contextLL, locale, version]);
  const { storage, requested } = useContext(SwitchContext);
  const setLanguage = useCallback(
    (language: Language) => {
      writeLanguage(storage, language);
      // The app's page (stories and tests keep nothing): the server's sign-in page follows the choice.
      if (storage) writeLanguageCookie(language);
      requested.current = language;
      const apply = () => {
        if (requested.current === language) setLocale(localeOf(language));
      };
      if (isLoaded(localeOf(language))) apply();
      else
        void loadLanguage(language).then(apply, (error: unknown) => {
          // The interface stays in the language it shows; the choice is kept for the next visit.
          console.error(error);
        });
    },
    [storage, requested, setLocale],
  );
  return useMemo(() => ({ LL, language: languageOf(locale), setLanguage }), [LL, locale, setLanguage]);
}
