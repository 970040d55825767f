import { ChakraProvider } from '@chakra-ui/react';
import type { Preview } from '@storybook/react-vite';
import { I18nProvider } from '../src/i18n/I18nProvider';
import { DEFAULT_LANGUAGE, isLanguage } from '../src/i18n/language';
import { system } from '../src/ui/theme';
import { A11Y_TAGS } from './a11y';

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'ptBr', title: 'Português (ptBr)' },
          { value: 'en', title: 'English (en)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: DEFAULT_LANGUAGE },
  decorators: [
    (Story, context) => {
      const locale: unknown = context.globals.locale;
      const language = isLanguage(locale) ? locale : DEFAULT_LANGUAGE;
      // The provider reads its language once; a new key remounts it when the toolbar changes.
      return (
        <ChakraProvider value={system}>
          <I18nProvider key={language} initialLanguage={language}>
            <Story />
          </I18nProvider>
        </ChakraProvider>
      );
    },
  ],
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i } },
    a11y: { options: { runOnly: { type: 'tag', values: A11Y_TAGS } } },
  },
};

export default preview;
