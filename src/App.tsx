import { ChakraProvider } from '@chakra-ui/react';
import { Router } from 'wouter';
import { I18nProvider } from './i18n/I18nProvider';
import type { Language } from './i18n/language';
import { AppRoutes } from './routes/AppRoutes';
import { system } from './ui/theme';

/** Props of {@link App}. */
export interface AppProps {
  /** The language of the first render, usually the stored choice. */
  initialLanguage: Language;
  /** Where a language switch is kept (localStorage in the browser). */
  storage: Pick<Storage, 'setItem'> | null;
}

/** The whole single-page app: theme, translations and the routes, on the browser's location. */
export function App({ initialLanguage, storage }: AppProps) {
  return (
    <ChakraProvider value={system}>
      <I18nProvider initialLanguage={initialLanguage} storage={storage}>
        <Router>
          <AppRoutes />
        </Router>
      </I18nProvider>
    </ChakraProvider>
  );
}
