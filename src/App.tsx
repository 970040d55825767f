import { ChakraProvider } from '@chakra-ui/react';
import { Router } from 'wouter';
import { I18nProvider } from './i18n/context';
import type { Language } from './i18n/language';
import { AppRoutes } from './routes/AppRoutes';
import { ServicesProvider, type AppServices } from './routes/services';
import { pageSystem } from './ui/theme';

/** Props of {@link App}. */
export interface AppProps {
  /** The language of the first render, usually the stored choice. */
  initialLanguage: Language;
  /** Where a language switch is kept (localStorage in the browser). */
  storage: Pick<Storage, 'setItem'> | null;
  /** The session, the auth machines and the API clients of this page load. */
  services: AppServices;
}

/** The Chakra system of this page load: without global styles to insert when the built page holds them. */
const system = pageSystem(typeof document === 'undefined' ? null : document);

/** The whole single-page app: theme, translations, services and the routes, on the browser's location. */
export function App({ initialLanguage, storage, services }: AppProps) {
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
