import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Flex } from '@chakra-ui/react';
import { expect, fn, within } from 'storybook/test';
import { ReadOnlyOrderDrawer } from '../../src/ui/orders/OrderDrawer';
import { CANCELED_ORDER, ON_THE_WAY_ORDER } from '../orders/orderFixtures';

const meta = {
  title: 'OrderHistory/ReadOnlyOrderDrawer',
  component: ReadOnlyOrderDrawer,
  decorators: [
    // Beside a stand-in for the history's table.
    (Story) => (
      <Flex minH="100vh" bg="bg.subtle" align="flex-start">
        <Box flex="1" p="6" />
        <Story />
      </Flex>
    ),
  ],
  args: { readOnly: true, status: 'ready', order: ON_THE_WAY_ORDER, failure: null, onClose: fn(), onRetry: fn() },
} satisfies Meta<typeof ReadOnlyOrderDrawer>;

export default meta;

type Story = StoryObj<typeof meta>;

/** An order of the history: everything it tells and its whole timeline, no moves, no print. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /Imprimir|Print/ })).toBeNull();
    await expect(canvasElement.querySelector('[data-part="order-actions"]')).toBeNull();
    // It takes the focus as it opens, on its close button.
    await expect(canvas.getByRole('button', { name: /Fechar|Close/ })).toHaveFocus();
  },
};

/** A cancelled order: its reason. */
export const Canceled: Story = { args: { order: CANCELED_ORDER } };

/** Being read. */
export const Loading: Story = { args: { status: 'loading', order: null } };

/** The read failed: why, and Retry. */
export const Failed: Story = { args: { status: 'failed', order: null, failure: { statusCode: 404, code: 'not_found' } } };
