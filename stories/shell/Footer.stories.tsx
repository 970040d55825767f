import type { Meta, StoryObj } from '@storybook/react-vite';
import { Footer } from '../../src/ui/shell/Footer';

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  args: { title: '2026 © Entregas Express' },
} satisfies Meta<typeof Footer>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The stored footer title. */
export const Default: Story = {};
