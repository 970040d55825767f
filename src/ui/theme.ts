import { createSystem } from '@chakra-ui/react';
import { THEME_CONFIGS } from './themeConfig';

export { GLOBAL_CSS_ID } from './themeConfig';

/**
 * The Chakra system of the app (./themeConfig.ts), made as this module loads: for the stories,
 * the view tests and the build's global CSS. The app makes its own on its first render
 * (./pageSystem.ts), so that the page's start does not make it in the same task as its code.
 */
export const system = createSystem(...THEME_CONFIGS);
