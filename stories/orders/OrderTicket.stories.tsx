import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { OrderTicket } from '../../src/ui/orders/OrderTicket';
import { CASH_PICKUP_ORDER, FULL_ORDER } from './orderFixtures';

const meta = {
  title: 'Orders/OrderTicket',
  component: OrderTicket,
  args: { status: 'ready', order: FULL_ORDER, variant: 'ticket', onPrint: fn() },
} satisfies Meta<typeof OrderTicket>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The 80 mm ticket of a paid delivery. */
export const Ticket: Story = {};

/** A pickup paid in cash: "COBRAR NA RETIRADA". */
export const CashPickup: Story = { args: { order: CASH_PICKUP_ORDER } };

/** The fiscal variant: it says it is no fiscal document. */
export const Fiscal: Story = { args: { variant: 'fiscal' } };

/** Loading the order. */
export const Loading: Story = { args: { status: 'loading', order: null } };

/** The signed link is invalid or expired (403). */
export const InvalidLink: Story = { args: { status: 'invalidLink', order: null } };

/** No such order. */
export const NotFound: Story = { args: { status: 'notFound', order: null } };

/** In English, fiscal. */
export const English: Story = { globals: { locale: 'en' }, args: { variant: 'fiscal' } };
