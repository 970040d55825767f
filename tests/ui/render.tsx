import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nProvider } from '../../src/i18n/I18nProvider';
import type { Language } from '../../src/i18n/language';
import { system } from '../../src/ui/theme';

/** Renders a view as the app does: the Chakra system and the i18n provider (ptBr unless told). */
export function renderUi(ui: ReactElement, language: Language = 'ptBr') {
  return render(
    <ChakraProvider value={system}>
      <I18nProvider initialLanguage={language}>{ui}</I18nProvider>
    </ChakraProvider>,
  );
}
