import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nProvider } from '../../src/i18n/I18nProvider';
import type { Language } from '../../src/i18n/language';
import { system } from '../../src/ui/theme';

/** A view inside what the app puts around it: the Chakra system and the i18n provider (ptBr unless told). */
export function inUi(ui: ReactElement, language: Language = 'ptBr'): ReactElement {
  return (
    <ChakraProvider value={system}>
      <I18nProvider initialLanguage={language}>{ui}</I18nProvider>
    </ChakraProvider>
  );
}

/** Renders a view as the app does (see {@link inUi}); `rerender(inUi(…))` gives it new props. */
export function renderUi(ui: ReactElement, language: Language = 'ptBr') {
  return render(inUi(ui, language));
}
