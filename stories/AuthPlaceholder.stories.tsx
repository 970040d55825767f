import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { translator } from '../src/i18n/translator';
import type { Language } from '../src/i18n/language';
import { AuthPlaceholder, type AuthPlaceholderProps } from '../src/ui/AuthPlaceholder';

/** The texts the route container would pass in a language. */
function textsIn(language: Language): Omit<AuthPlaceholderProps, 'onLanguageChange'> {
  const LL = translator(language);
  return {
    productName: LL.APP.NAME(),
    logoSrc: '/favicon.svg',
    title: LL.AUTH.LOGIN.TITLE(),
    message: LL.AUTH.LOGIN.PLACEHOLDER(),
    language,
    languageLabel: LL.LANGUAGE.LABEL(),
    languageOptions: { ptBr: LL.LANGUAGE.PT_BR(), en: LL.LANGUAGE.EN() },
  };
}

const meta = {
  title: 'Auth/AuthPlaceholder',
  component: AuthPlaceholder,
  args: { ...textsIn('ptBr'), onLanguageChange: fn() },
  argTypes: { language: { control: 'inline-radio', options: ['ptBr', 'en'] } },
} satisfies Meta<typeof AuthPlaceholder>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The default: Brazilian Portuguese, "Logar no sistema". */
export const PortugueseBrazil: Story = {
  name: 'pt-BR',
  globals: { locale: 'ptBr' },
};

/** English, "Sign in to the system", with English pressed on the switch. */
export const English: Story = {
  name: 'en',
  args: textsIn('en'),
  globals: { locale: 'en' },
};
