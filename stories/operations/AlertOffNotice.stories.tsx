import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { expect, within } from 'storybook/test';
import { AlertOffNotice } from '../../src/ui/operations/AlertOffNotice';

const meta = {
  title: 'Operations/AlertOffNotice',
  component: AlertOffNotice,
  decorators: [
    (Story) => (
      // As on a root user's dashboard, inside the greeting card.
      <Box p="6">
        <Box bg="bg" borderWidth="1px" borderRadius="l3" p="6" maxW="3xl">
          <Story />
        </Box>
      </Box>
    ),
  ],
} satisfies Meta<typeof AlertOffNotice>;

export default meta;

type Story = StoryObj<typeof meta>;

/** No Firebase configuration in config.json: the new-order alert is off, and root is told so. */
export const Off: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Alerta de novos pedidos desligado')).toBeVisible();
  },
};

/** In English. */
export const English: Story = { globals: { locale: 'en' } };
