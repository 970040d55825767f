import { useState } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { Router } from 'wouter';
import { I18nProvider } from './i18n/context';
import type { Language } from './i18n/language';
import { AppRoutes } from './routes/AppRoutes';
import { ServicesProvider, type AppServices } from './routes/services';
import { pageSystem } from './ui/pageSystem';

/** Props of {@link App}. */
export interface AppProps {
  /** The language of the first render, usually the stored choice. */
  initialLanguage: Language;
  /** Where a language switch is kept (localStorage in the browser). */
  storage: Pick<Storage, 'setItem'> | null;
  /** The session, the auth machines and the API clients of this page load. */
  services: AppServices;
}

/** The whole single-page app: theme, translations, services and the routes, on the browser's location. */
export function App({ initialLanguage, storage, services }: AppProps) {
  // Made in the first render, a task of its own, not with the evaluation of the app's code; without
  // global styles to insert when the built page holds them.
  const [system] = useState(() => pageSystem(typeof document === 'undefined' ? null : document));
  return (
    <ChakraProvider value={system}>
      <I18nProvider initialLanguage={initialLanguage} storage={storage}>
        <ServicesProvider value={services}>
          <Router>
            <AppRoutes />
          </Router>
        </ServicesProvider>
      </I18nProvider>
    </ChakraProvider>
  );
}
