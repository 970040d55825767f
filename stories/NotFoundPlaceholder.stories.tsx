import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { translator } from '../src/i18n/translator';
import type { Language } from '../src/i18n/language';
import { NotFoundPlaceholder, type NotFoundPlaceholderProps } from '../src/ui/NotFoundPlaceholder';

function textsIn(language: Language): Omit<NotFoundPlaceholderProps, 'onBack'> {
  const LL = translator(language);
  return {
    title: LL.NOT_FOUND.TITLE(),
    message: LL.NOT_FOUND.MESSAGE({ path: '/nowhere' }),
    backLabel: LL.NOT_FOUND.BACK(),
    backHref: '/auth/login',
  };
}

const meta = {
  title: 'Errors/NotFoundPlaceholder',
  component: NotFoundPlaceholder,
  args: { ...textsIn('ptBr'), onBack: fn() },
} satisfies Meta<typeof NotFoundPlaceholder>;

export default meta;

type Story = StoryObj<typeof meta>;

/** An unknown path, in Brazilian Portuguese. */
export const PortugueseBrazil: Story = { name: 'pt-BR', globals: { locale: 'ptBr' } };

/** An unknown path, in English. */
export const English: Story = { name: 'en', args: textsIn('en'), globals: { locale: 'en' } };
