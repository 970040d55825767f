import { ChakraProvider } from '@chakra-ui/react';
import { renderToString } from 'react-dom/server';
import { GLOBAL_CSS_ID, system } from '../src/ui/theme';

/** The id of the `<style>` that holds {@link chakraGlobalCss} in the built index.html. */
export const CHAKRA_GLOBAL_CSS_ID = GLOBAL_CSS_ID;

/**
 * The CSS that `<ChakraProvider value={system}>` inserts as the page starts (the layer order, the
 * reset, the global styles and every design token as a CSS variable), as the provider writes it:
 * rendered on the server, where emotion writes each global style as a `<style>` element.
 */
export function chakraGlobalCss(): string {
  const html = renderToString(<ChakraProvider value={system}>{null}</ChakraProvider>);
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '');
  if (styles.length === 0) throw new Error('ChakraProvider rendered no global style');
  return styles.join('');
}
