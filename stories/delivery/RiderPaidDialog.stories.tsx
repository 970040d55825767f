import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { paidFormValuesOf } from '../../src/ui/delivery/deliveryForms';
import { RiderPaidDialog } from '../../src/ui/delivery/RiderPaidDialog';
import { RIDER, RIDERS } from './deliveryFixtures';

const NOW = new Date('2025-05-12T15:00:00');
const PAID = RIDERS[1] ?? RIDER;

const meta = {
  title: 'Delivery/RiderPaidDialog',
  component: RiderPaidDialog,
  args: {
    status: 'editing',
    riderName: PAID.person?.name ?? '',
    initialValues: paidFormValuesOf(PAID, NOW),
    failure: null,
    now: () => NOW,
    onSave: fn(),
    onCancel: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof RiderPaidDialog>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Loading the rider. */
export const Loading: Story = { args: { status: 'loading', riderName: '' } };
/** The rider could not be loaded. */
export const LoadFailed: Story = { args: { status: 'loadFailed', riderName: '', failure: { statusCode: 0, code: 'network' } } };
/** Not paid yet: saving keeps it so; switching Paid on offers now as the date. */
export const NotPaid: Story = { args: { riderName: RIDER.person?.name ?? '', initialValues: paidFormValuesOf(RIDER, NOW) } };
/** Paid, with its date. */
export const Paid: Story = {};
/** Saving. */
export const Saving: Story = { args: { status: 'saving' } };
/** The server refused a date later than now. */
export const FutureDateRefused: Story = { args: { failure: { statusCode: 400, code: 'paid_date_future' } } };
/** In English. */
export const English: Story = { globals: { locale: 'en' } };
