import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import type { TranslationFunctions } from './i18n-types';
import TypesafeI18n, { useI18nContext } from './i18n-react';
import { languageOf, localeOf, writeLanguage, type Language } from './language';
import './translator'; // loads the catalogues before the first render

const StorageContext = createContext<Pick<Storage, 'setItem'> | null>(null);

/** Props of {@link I18nProvider}. */
export interface I18nProviderProps {
  /** The language of the first render; later changes go through `useI18n().setLanguage`. */
  initialLanguage: Language;
  /** Where `setLanguage` keeps the choice (localStorage in the app); none in stories and tests. */
  storage?: Pick<Storage, 'setItem'> | null;
  children: ReactNode;
}

/**
 * Provides translations to the tree below. Remount it (a new `key`) to force another language
 * from outside, as the Storybook toolbar does.
 */
export function I18nProvider({ initialLanguage, storage = null, children }: I18nProviderProps) {
  return (
    <StorageContext.Provider value={storage}>
      <TypesafeI18n locale={localeOf(initialLanguage)}>
        <DocumentLanguage />
        {children}
      </TypesafeI18n>
    </StorageContext.Provider>
  );
}

/** Keeps `<html lang>` in step with the interface so screen readers pronounce it right. */
function DocumentLanguage() {
  const { locale } = useI18nContext();
  useEffect(() => {
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
  /** Switches the interface language and keeps the choice in the provider's storage. */
  setLanguage: (language: Language) => void;
}

/** Translations and the language switch of the nearest {@link I18nProvider}. */
export function useI18n(): I18n {
  const { LL, locale, setLocale } = useI18nContext();
  const storage = useContext(StorageContext);
  const setLanguage = useCallback(
    (language: Language) => {
      writeLanguage(storage, language);
      setLocale(localeOf(language));
    },
    [storage, setLocale],
  );
  return useMemo(() => ({ LL, language: languageOf(locale), setLanguage }), [LL, locale, setLanguage]);
}
