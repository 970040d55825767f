import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Stack } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import { BoardClock, OrderCard } from '../../src/ui/orders/OrderCard';
import { OrderDetails } from '../../src/ui/orders/OrderDetails';
import { MoveForm } from '../../src/ui/orders/OrderMoveForms';
import { BOARD_ORDERS, NEW_ORDER, NOW, ON_THE_WAY_ORDER, RIDERS } from './orderFixtures';

const meta = {
  title: 'Orders/OrderCard',
  component: OrderCard,
  decorators: [
    (Story) => (
      <BoardClock value={NOW}>
        <Box p="6" bg="bg.subtle" maxW="18rem">
          <Story />
        </Box>
      </BoardClock>
    ),
  ],
  args: { order: NEW_ORDER, now: NOW, countdown: true, selected: false, tabbable: true, showCompany: false, timeZone: 'America/Sao_Paulo' },
} satisfies Meta<typeof OrderCard>;

export default meta;

type Story = StoryObj<typeof meta>;

/** A new order with its countdown (the board's clock gives it the time). */
export const NewOrder: Story = {};

/** Late, cash to collect, with its rider. */
export const LateCash: Story = { args: { order: { ...(BOARD_ORDERS[7] ?? NEW_ORDER), late: true }, countdown: false } };

/** The order's details as the drawer shows them. */
export const Details: Story = {
  render: () => (
    <Box maxW="28rem" bg="bg.panel" p="4">
      <OrderDetails order={ON_THE_WAY_ORDER} timeZone="America/Sao_Paulo" />
    </Box>
  ),
};

/** The forms of the moves: preparation minutes, a reason, a rider. */
export const MoveForms: Story = {
  render: () => (
    <Stack gap="4" maxW="28rem">
      <MoveForm
        choice={{ key: 'accept:IN_PREPARATION', action: 'accept', to: 'IN_PREPARATION', needs: ['prepMinutes'], outcomes: [], label: 'Aceitar' }}
        orderNumber={124}
        riders={RIDERS}
        defaultPrepMinutes={25}
        submitting={false}
        autoFocus={false}
        onMove={fn()}
        onCancel={fn()}
      />
      <MoveForm
        choice={{ key: 'assign:ACCEPT_DELIVERYMAN', action: 'assign', to: 'ACCEPT_DELIVERYMAN', needs: ['deliveryMan'], outcomes: [], label: 'Atribuir entregador' }}
        orderNumber={124}
        riders={RIDERS}
        defaultPrepMinutes={25}
        submitting={false}
        autoFocus={false}
        onMove={fn()}
        onCancel={fn()}
      />
    </Stack>
  ),
};
