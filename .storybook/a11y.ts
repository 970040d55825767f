/**
 * The accessibility rules every story must pass: WCAG 2.0, 2.1 and 2.2 levels A and AA, as axe
 * tags them. The catalogue's Accessibility panel runs these after each story, and the story tests
 * (tests/e2e/stories.e2e.test.ts) read its results, so what a designer sees in the panel is what the
 * tests enforce.
 */
export const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
