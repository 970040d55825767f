import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { expect, waitFor, within } from 'storybook/test';
import { OrderTotalsChart } from '../../src/ui/orderReports/OrderTotalsChart';
import { TOTALS_REPORT } from './orderReportFixtures';

const money = (cents: number) => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(cents / 100);

const meta = {
  title: 'OrderReports/OrderTotalsChart',
  component: OrderTotalsChart,
  decorators: [
    (Story) => (
      <Box p={{ base: '4', md: '6' }} bg="bg" minH="100vh">
        <Story />
      </Box>
    ),
  ],
  args: {
    days: TOTALS_REPORT.byDay.map((day) => ({ label: `${day.key.slice(8)}/${day.key.slice(5, 7)}`, total: day.total, count: day.count })),
    paymentTypes: [
      { label: 'Cartão no app', total: 380_000, count: 80 },
      { label: 'PIX', total: 200_480, count: 45 },
      { label: 'Dinheiro', total: 122_000, count: 34 },
    ],
    formatMoney: money,
    dayTitle: 'Total por dia',
    paymentTitle: 'Por forma de pagamento',
  },
} satisfies Meta<typeof OrderTotalsChart>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Twelve days of March and three payment types, drawn on canvas. */
export const Bars: Story = {
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('img', { name: 'Total por dia' });
    await waitFor(() => expect(chart.querySelector('canvas')).not.toBeNull());
  },
};

/** A single day. */
export const OneDay: Story = { args: { days: [{ label: '12/03', total: 26_800, count: 6 }], paymentTypes: [{ label: 'PIX', total: 26_800, count: 6 }] } };

/** No amounts: the axes still show. */
export const Zeros: Story = { args: { days: [{ label: '01/02', total: 0, count: 0 }, { label: '02/02', total: 0, count: 0 }], paymentTypes: [] } };
