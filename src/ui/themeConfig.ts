import { defaultBaseConfig, defineConfig, type SystemConfig } from '@chakra-ui/react';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  collapsibleSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  segmentGroupSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
  treeViewSlotRecipe,
} from '@chakra-ui/react/theme';

/**
 * Chakra's default theme with only the recipes of the components the app uses (and of those they
 * render inside: the checkmark of a checkbox, an input group's addon, the icons). Chakra's
 * `defaultConfig` carries some 80 recipes, all cloned and merged when the system is made as the
 * page starts, and importing it also makes Chakra's own default system there. A component whose
 * recipe is missing here shows unstyled: tests/ui/themeRecipes.test.ts finds every Chakra
 * component the app imports and checks that its recipes are here.
 */
const defaultTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      code: codeRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      alert: alertSlotRecipe,
      breadcrumb: breadcrumbSlotRecipe,
      checkbox: checkboxSlotRecipe,
      collapsible: collapsibleSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      popover: popoverSlotRecipe,
      progress: progressSlotRecipe,
      segmentGroup: segmentGroupSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
      treeView: treeViewSlotRecipe,
    },
  },
});

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

/** The configurations the app's Chakra system is made of, in order: `createSystem(...THEME_CONFIGS)`. */
export const THEME_CONFIGS: readonly SystemConfig[] = [defaultBaseConfig, defaultTheme, config];

/** The id of the `<style>` in which the build writes the system's global styles into index.html. */
export const GLOBAL_CSS_ID = 'chakra-global';
