import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PausePanel } from '../../src/ui/company/PausePanel';
import { NOW, WITH_PAUSES } from './openingHoursFixtures';

const meta = {
  title: 'Company/PausePanel',
  component: PausePanel,
  decorators: [
    (Story) => (
      <Box p="6" maxW="sm">
        <Story />
      </Box>
    ),
  ],
  args: { pauses: [], now: NOW, timeZone: 'America/Sao_Paulo', pausing: false, disabled: false, onPause: fn(), onEndPause: fn() },
} satisfies Meta<typeof PausePanel>;

export default meta;

type Story = StoryObj<typeof meta>;

/** No pause: "Pausar agora" for 30 minutes by default (until 14:35). */
export const NoPause: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Pausar agora|Pause now/ }));
    await expect(args.onPause).toHaveBeenCalledWith({ until: '2025-03-12T17:35:00.000Z', reason: '' });
  },
};

/** Paused until 14:30, another pause planned for tomorrow. */
export const WithPauses: Story = { args: { pauses: WITH_PAUSES.pauses } };

/** A pause being made. */
export const Pausing: Story = { args: { pauses: WITH_PAUSES.pauses, pausing: true } };

/** In English. */
export const English: Story = { args: { pauses: WITH_PAUSES.pauses }, globals: { locale: 'en' } };
