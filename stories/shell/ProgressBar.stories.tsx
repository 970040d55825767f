import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar } from '../../src/ui/shell/ProgressBar';

const meta = {
  title: 'Shell/ProgressBar',
  component: ProgressBar,
  args: { value: 35 },
} satisfies Meta<typeof ProgressBar>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Hidden between navigations. */
export const Hidden: Story = { args: { value: null } };
/** A navigation just started. */
export const Started: Story = { args: { value: 0 } };
/** The first step. */
export const Step35: Story = {};
/** The second step. */
export const Step75: Story = { args: { value: 75 } };
/** The route is done: full, about to hide. */
export const Complete: Story = { args: { value: 100 } };
