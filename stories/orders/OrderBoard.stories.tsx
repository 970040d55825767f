import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OrderBoard } from '../../src/ui/orders/OrderBoard';
import { boardProps, COMPANIES, LATE_ORDERS, MARKET_ORDERS, PEAK_ORDERS } from './orderFixtures';

const meta = {
  title: 'Orders/OrderBoard',
  component: OrderBoard,
  decorators: [
    // As the shell's content area shows it.
    (Story) => (
      <Box p={{ base: '4', md: '6' }} bg="bg.subtle" minH="100vh">
        <Story />
      </Box>
    ),
  ],
  args: boardProps(fn),
} satisfies Meta<typeof OrderBoard>;

export default meta;

type Story = StoryObj<typeof meta>;

/** A restaurant at 12:30: one order in each column, two to accept (one under two minutes), the cancelled one with its reason. */
export const Restaurant: Story = {
  play: async ({ args, canvasElement }) => {
    const card = within(canvasElement).getByRole('button', { name: /#124/ });
    card.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(canvasElement).getByRole('button', { name: /#125/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledWith('o-125');
  },
};

/** The awaiting-payment chip on: that column shows, left of "new". */
export const AwaitingPaymentShown: Story = { args: { showAwaitingPayment: true } };

/** The drawer has order #124 open: its card marked. */
export const WithSelection: Story = { args: { selectedId: 'o-124' } };

/** No orders yet today. */
export const EmptyDay: Story = { args: { orders: [] } };

/** The lunch peak: 150 active orders across the columns and three companies. */
export const PeakDay: Story = { args: { orders: PEAK_ORDERS } };

/** Late orders, in the kitchen and on the road. */
export const LateOrders: Story = { args: { orders: LATE_ORDERS } };

/** The live link dropped: the board stays, under a "Reconectando…" banner. */
export const Reconnecting: Story = { args: { connection: 'reconnecting' } };

/** The live link gave up: the board may be stale; a button loads it again. */
export const Offline: Story = { args: { connection: 'offline' } };

/** The first load. */
export const Loading: Story = { args: { status: 'loading', orders: [] } };

/** The board could not be loaded: why, and Retry. */
export const LoadFailed: Story = {
  args: { status: 'failed', orders: [], failure: { statusCode: 0, code: 'network', message: 'Failed to fetch' } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Tentar de novo|Try again/ }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A supermarket: the preparing column is "Em separação" and holds the picking statuses. */
export const Supermarket: Story = { args: { orders: MARKET_ORDERS, companyType: 'supermarket' } };

/** Staff see every company, with a filter and counters per company. */
export const StaffWithCompanyFilter: Story = { args: { orders: PEAK_ORDERS, companies: COMPANIES, showCompanyFilter: true } };

/** Staff filtered to one company. */
export const StaffOneCompany: Story = { args: { orders: PEAK_ORDERS, companies: COMPANIES, showCompanyFilter: true, companyFilter: 'c-sushi' } };

/** In English. */
export const English: Story = { globals: { locale: 'en' } };
