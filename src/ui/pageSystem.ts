import { createSystem, type SystemContext } from '@chakra-ui/react';
import { GLOBAL_CSS_ID, THEME_CONFIGS } from './themeConfig';

let made: SystemContext | null = null;

/**
 * The Chakra system for the provider of a page, made on first call (the app's first render) from
 * ./themeConfig.ts. Where the page already holds its global styles (the built index.html, see
 * vite.config.ts), the system has none to insert, so they are neither computed nor inserted again
 * as the page starts.
 */
export function pageSystem(page: Pick<Document, 'getElementById'> | null): SystemContext {
  made ??= createSystem(...THEME_CONFIGS);
  if (!page?.getElementById(GLOBAL_CSS_ID)) return made;
  const withoutGlobal: SystemContext = Object.create(made, { _global: { value: [] } }) as SystemContext;
  return withoutGlobal;
}
