import type { Meta, StoryObj } from '@storybook/react-vite';
import { AudioArea, NEW_ORDER_ALERT_SOUND } from '../../src/ui/shell/AudioArea';

const meta = {
  title: 'Shell/AudioArea',
  component: AudioArea,
  // The element is hidden: the canvas stays empty; the story shows its props and `data-state`.
  args: { src: NEW_ORDER_ALERT_SOUND, playing: false },
} satisfies Meta<typeof AudioArea>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Silent. */
export const Idle: Story = {};
/** The container is playing the alert. */
export const Playing: Story = { args: { playing: true } };
