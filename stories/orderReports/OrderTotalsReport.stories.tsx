import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OrderTotalsReportView } from '../../src/ui/orderReports/OrderTotalsReportView';
import { CANTINA_TOTALS, EMPTY_TOTALS, totalsProps } from './orderReportFixtures';

const meta = {
  title: 'OrderReports/OrderTotalsReport',
  component: OrderTotalsReportView,
  decorators: [
    (Story) => (
      <Box p={{ base: '4', md: '6' }} bg="bg.subtle" minH="100vh">
        <Story />
      </Box>
    ),
  ],
  args: totalsProps(fn),
} satisfies Meta<typeof OrderTotalsReportView>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Staff, 1 to 12 March: the four numbers, the chart (uPlot, loaded with it) and the tables. */
export const ThisMonth: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'Total por dia' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Últimos 7 dias' }));
    await expect(args.onPreset).toHaveBeenCalledWith('last7Days');
  },
};

/** Filtered to the Cantina: its totals, no table by company. */
export const OneCompany: Story = {
  args: { report: CANTINA_TOTALS, companyFilter: { companies: [{ id: 'c-cantina', name: 'Cantina da Nonna' }, { id: 'c-mercado', name: 'Mercado Bom Preço' }], companyId: 'c-cantina', onCompany: fn() } },
};

/** A company's operator: no company filter. */
export const Operator: Story = { args: { report: CANTINA_TOTALS, companyFilter: null } };

/** A range without orders. */
export const Empty: Story = { args: { report: EMPTY_TOTALS, range: { from: '2025-02-01', to: '2025-02-28' }, preset: 'lastMonth' } };

/** The first read. */
export const Loading: Story = { args: { status: 'loading', report: null } };

/** Reading another range over the report shown. */
export const Refreshing: Story = { args: { refreshing: true } };

/** The server refused the range (over 366 days). */
export const Refused: Story = { args: { status: 'failed', report: null, failure: { statusCode: 400, code: 'validation' }, range: { from: '2023-01-01', to: '2025-03-12' }, preset: null } };
