import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../src/i18n/translator';
import { Splash } from '../src/ui/Splash';

const meta = {
  title: 'Shell/Splash',
  component: Splash,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Splash>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the app or the session loads (pt-BR). */
export const Loading: Story = { args: { message: translator('ptBr').AUTH.GENERAL.LOADING() }, globals: { locale: 'ptBr' } };

/** While the app or the session loads (English). */
export const LoadingEnglish: Story = { args: { message: translator('en').AUTH.GENERAL.LOADING() }, globals: { locale: 'en' } };
