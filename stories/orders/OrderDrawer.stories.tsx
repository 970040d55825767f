import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Flex } from '@chakra-ui/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OrderDrawer } from '../../src/ui/orders/OrderDrawer';
import {
  ACCEPTED_ORDER,
  CANCELED_ORDER,
  drawerProps,
  ON_THE_WAY_MOVES,
  ON_THE_WAY_ORDER,
  PREPARING_MOVES,
  WAITING_RIDER_MOVES,
  WAITING_RIDER_ORDER,
} from './orderFixtures';

const meta = {
  title: 'Orders/OrderDrawer',
  component: OrderDrawer,
  decorators: [
    // Beside a stand-in for the board, as the order desk lays them out.
    (Story) => (
      <Flex minH="100vh" bg="bg.subtle" align="flex-start">
        <Box flex="1" p="6" />
        <Story />
      </Flex>
    ),
  ],
  args: drawerProps(fn),
} satisfies Meta<typeof OrderDrawer>;

export default meta;

type Story = StoryObj<typeof meta>;

/** A new order: Accept and Reject, Print; items, amounts, customer, address, history. */
export const NewOrder: Story = {};

/** Accept opened (the board's `a`): the minutes, 25 proposed. */
export const AcceptForm: Story = { args: { initialAction: 'accept' } };

/** Accept with 25 minutes, then the confirmation. */
export const AcceptConfirmation: Story = {
  args: { initialAction: 'accept' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Continuar|Continue/ }));
    await expect(canvas.getByText(/Aceitar pedido #124 com 25 min\?|Accept order #124 with 25 min\?/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Confirmar|Confirm/ }));
    await expect(args.onMove).toHaveBeenCalledWith({ to: 'IN_PREPARATION', prepMinutes: 25 });
  },
};

/** Reject opened: a reason to choose. */
export const RejectForm: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^(Recusar|Reject)$/ }));
  },
};

/** A move sent: the buttons wait. */
export const Submitting: Story = { args: { submitting: true } };

/** The server refused the move: its reason. */
export const Refused: Story = {
  args: { order: ON_THE_WAY_ORDER, moves: [], refusal: { statusCode: 409, code: 'rider_assigned', message: 'A rider holds this order' } },
};

/** Maria accepted it first: the notice, and the actions of its new state. */
export const Conflict: Story = {
  args: { order: ACCEPTED_ORDER, moves: PREPARING_MOVES, conflict: { byName: 'Maria Oliveira', at: '2025-03-12T15:31:00Z', status: 'IN_PREPARATION' } },
};

/** Waiting for a rider: assign one of the company's delivery men. */
export const AssignRider: Story = {
  args: { order: WAITING_RIDER_ORDER, moves: WAITING_RIDER_MOVES },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^(Atribuir entregador|Assign rider)$/ }));
  },
};

/** On the road with cash to collect: record the outcome. */
export const OnTheWay: Story = {
  args: { order: ON_THE_WAY_ORDER, moves: ON_THE_WAY_MOVES },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^(Registrar entrega|Record delivery)$/ }));
  },
};

/** Rejected for a missing product: the reason, no actions. */
export const Canceled: Story = { args: { order: CANCELED_ORDER, moves: [] } };

/** Loading the order. */
export const Loading: Story = { args: { status: 'loading', order: null, moves: [] } };

/** The order could not be loaded. */
export const LoadFailed: Story = { args: { status: 'failed', order: null, moves: [], failure: { statusCode: 404, code: 'not_found' } } };

/** In English. */
export const English: Story = { globals: { locale: 'en' }, args: { order: ON_THE_WAY_ORDER, moves: ON_THE_WAY_MOVES } };
