import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LateOrdersReportView } from '../../src/ui/orderReports/LateOrdersReportView';
import { LATE_REPORT, lateOrdersProps } from './orderReportFixtures';

const meta = {
  title: 'OrderReports/LateOrdersReport',
  component: LateOrdersReportView,
  decorators: [
    (Story) => (
      <Box p={{ base: '4', md: '6' }} bg="bg.subtle" minH="100vh">
        <Story />
      </Box>
    ),
  ],
  args: lateOrdersProps(fn),
} satisfies Meta<typeof LateOrdersReportView>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Three late orders; the restaurant's open on the board (a button), the supermarket's does not. */
export const Late: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const open = canvas.getByRole('button', { name: 'Abrir o pedido #120 no quadro' });
    open.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('button', { name: 'Abrir o pedido #88 no quadro' })).toBeNull();
  },
};

/** Nobody may open an order on a board: the numbers are text. */
export const ReadOnly: Story = { args: { openerOf: () => null } };

/** Nothing late. */
export const NoneLate: Story = {
  args: { report: { ...LATE_REPORT, companies: LATE_REPORT.companies.map((company) => ({ ...company, late: 0 })), orders: [] } },
};

/** The first read. */
export const Loading: Story = { args: { status: 'loading', report: null } };

/** The read failed with nothing to show. */
export const Failed: Story = { args: { status: 'failed', report: null, failure: { statusCode: 503 } } };
