import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/**
 * The back-office theme: Chakra's defaults plus a `brand` colour palette (a delivery orange,
 * dark enough at `solid` for white text to pass WCAG AA, as the orange and green solids are made
 * too) and the page background.
 * Use it as `colorPalette="brand"` on any component.
 */
const config = defineConfig({
  globalCss: {
    'html, body, #root': { minHeight: '100%' },
    body: { bg: 'bg.subtle', color: 'fg' },
  },
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#fff6ed' },
          100: { value: '#ffead4' },
          200: { value: '#ffd0a8' },
          300: { value: '#ffad71' },
          400: { value: '#ff7e38' },
          500: { value: '#fe5a11' },
          600: { value: '#ef4007' },
          700: { value: '#c62d08' },
          800: { value: '#9d260f' },
          900: { value: '#7e2210' },
          950: { value: '#440d06' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.700}' },
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: '{colors.brand.600}' },
        },
        // Chakra's own orange and green solids carry white text below the AA contrast ratio.
        orange: { solid: { value: '{colors.orange.700}' } },
        green: { solid: { value: '{colors.green.700}' } },
      },
    },
  },
});

/** The Chakra system of the app: `<ChakraProvider value={system}>`. */
export const system = createSystem(defaultConfig, config);
