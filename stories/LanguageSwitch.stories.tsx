import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LanguageSwitch } from '../src/ui/LanguageSwitch';

const meta = {
  title: 'Controls/LanguageSwitch',
  component: LanguageSwitch,
  args: {
    value: 'ptBr',
    label: 'Idioma',
    optionLabels: { ptBr: 'Português', en: 'English' },
    onChange: fn(),
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof LanguageSwitch>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Portuguese in use (the default). */
export const PortugueseSelected: Story = {};

/** English in use. */
export const EnglishSelected: Story = {
  args: { value: 'en', label: 'Language' },
  globals: { locale: 'en' },
};
