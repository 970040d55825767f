import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { QuickPanel } from '../../src/ui/shell/QuickPanel';

const meta = {
  title: 'Shell/QuickPanel',
  component: QuickPanel,
  args: { open: true, onOpenChange: fn() },
} satisfies Meta<typeof QuickPanel>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Open, with the demo notices. */
export const Open: Story = {};
/** In English. */
export const English: Story = { globals: { locale: 'en' } };
