import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NewOrdersReportView } from '../../src/ui/orderReports/NewOrdersReportView';
import { newOrdersProps, NEW_ORDERS_REPORT } from './orderReportFixtures';

const meta = {
  title: 'OrderReports/NewOrdersReport',
  component: NewOrdersReportView,
  decorators: [
    (Story) => (
      <Box p={{ base: '4', md: '6' }} bg="bg.subtle" minH="100vh">
        <Story />
      </Box>
    ),
  ],
  args: newOrdersProps(fn),
} satisfies Meta<typeof NewOrdersReportView>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Staff at 12:30: two companies, three orders waiting, the oldest for 6 min. */
export const Today: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('cell', { name: '1:35' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Atualizar' }));
    await expect(args.onRefresh).toHaveBeenCalled();
  },
};

/** A company's operator: no company filter. */
export const OneCompany: Story = {
  args: { companyFilter: null, report: { ...NEW_ORDERS_REPORT, companies: NEW_ORDERS_REPORT.companies.slice(0, 1), waiting: NEW_ORDERS_REPORT.waiting.filter((order) => order.companyId === 'c-cantina') } },
};

/** Nothing placed yet and nothing waiting. */
export const Quiet: Story = {
  args: {
    report: {
      ...NEW_ORDERS_REPORT,
      companies: NEW_ORDERS_REPORT.companies.map((company) => ({ ...company, placed: 0, waiting: 0, accepted: 0, canceled: 0, medianAcceptSeconds: null, p90AcceptSeconds: null })),
      waiting: [],
    },
  },
};

/** The first read. */
export const Loading: Story = { args: { status: 'loading', report: null } };

/** Reading again over the report shown. */
export const Refreshing: Story = { args: { refreshing: true } };

/** The read failed with nothing to show: why, and Try again. */
export const Failed: Story = { args: { status: 'failed', report: null, failure: { statusCode: 0, code: 'network' } } };

/** A refused read (403) over the last report. */
export const FailedOverReport: Story = { args: { status: 'failed', failure: { statusCode: 403, code: 'forbidden' } } };
