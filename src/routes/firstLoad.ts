import { readPageConfig } from '../api/config';
import { pageScreenOpenings } from '../bindings/screenOpenings';
import { type RuntimeConfig } from '../contract/runtimeConfig';
import { loadLanguage } from '../i18n/context';
import { browserStorage, readLanguage, writeLanguageCookie } from '../i18n/language';
import { preloadRoute } from './routeLoaders';

/**
 * What the first render waits for, started as soon as this module is evaluated. main.tsx imports
 * it first, so the configuration, the language shown and the first route's code download while
 * React, Chakra UI and the theme are evaluated, instead of after them.
 */

// The lists' first load counts from when the user opened their screen: follow the screens from the start.
pageScreenOpenings();

/** localStorage, or null where the browser refuses it. */
export const storage = browserStorage();
/** The stored language, or the default one. */
export const language = readLanguage(storage);
// The server sends the sign-in page in the language this cookie names (a choice stored before it existed too).
writeLanguageCookie(language);

/** The texts of {@link language}; its failure leaves nothing to say an error with. */
export const translations = loadLanguage(language);

/**
 * The runtime configuration (index.html asks for it as it is parsed: `<link rel="preload">`): the
 * session's first call needs it, and starts as soon as it is here (main.tsx).
 */
export const config: Promise<RuntimeConfig> = readPageConfig();

/** The runtime configuration, the texts and the code of the route at the address opened. */
export const firstLoad: Promise<RuntimeConfig> = Promise.all([
  config,
  translations,
  preloadRoute(window.location.pathname),
]).then(([config]) => config);
