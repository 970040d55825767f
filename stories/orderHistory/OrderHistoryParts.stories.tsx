import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Stack } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import { NO_ORDER_FILTERS } from '../../src/domain/orderHistory';
import { OrderExport } from '../../src/ui/orderHistory/OrderExport';
import { OrderHistoryFilterBar } from '../../src/ui/orderHistory/OrderHistoryFilters';
import { OrderHistoryTable } from '../../src/ui/orderHistory/OrderHistoryTable';
import { exportProps, historyList, NOW } from './orderHistoryFixtures';

/** The history's parts alone: the filter bar, the table and the export, as OrderHistory composes them. */
const meta = {
  title: 'OrderHistory/Parts',
  component: OrderExport,
  decorators: [
    (Story) => (
      <Box p="6" bg="bg" minH="100vh">
        <Story />
      </Box>
    ),
  ],
  args: exportProps(fn),
} satisfies Meta<typeof OrderExport>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The export's buttons, then a CSV streaming with Cancel, then saved, then failed. */
export const ExportStates: Story = {
  render: (args) => (
    <Stack gap="6" maxW="md">
      <OrderExport {...args} />
      <OrderExport {...args} status="exporting" rows={180} bytes={27_900} total={248} />
      <OrderExport {...args} status="saved" rows={248} bytes={38_400} fileName="pedidos-2025-03-06-2025-03-12.csv" />
      <OrderExport {...args} status="failed" failure={{ statusCode: 500 }} />
    </Stack>
  ),
};

/**
 * More orders than the list counts (its total stops at 1,000), and an XLSX workbook (its rows are
 * inside its zip): what arrived shows under a moving bar; the workbook saved names its size.
 */
export const ExportUncounted: Story = {
  render: (args) => (
    <Stack gap="6" maxW="md">
      <OrderExport {...args} status="exporting" rows={4_210} bytes={652_550} total={1_000} />
      <OrderExport {...args} status="exporting" format="xlsx" rows={0} bytes={12_400_000} total={248} />
      <OrderExport {...args} status="saved" format="xlsx" rows={0} bytes={38_512_000} fileName="pedidos-2025-03-06-2025-03-12.xlsx" />
    </Stack>
  ),
};

/** The filter bar with every filter set, staff's company filter included. */
export const FilterBar: Story = {
  render: () => (
    <OrderHistoryFilterBar
      filters={{ ...NO_ORDER_FILTERS, from: '2025-03-12', to: '2025-03-12', statuses: ['FINISHED'], paymentType: 'money', fulfilment: 'pickup', companyId: 'c-cantina' }}
      staff
      companies={{ status: 'ready', options: [{ id: 'c-cantina', name: 'Cantina da Nonna' }] }}
      riders={{ status: 'loading', options: [] }}
      now={NOW.getTime()}
      timeZone="America/Sao_Paulo"
      disabled={false}
      onFiltersChange={fn()}
    />
  ),
};

/** The table alone, sorted by the total, highest first. */
export const Table: Story = {
  render: () => (
    <OrderHistoryTable
      list={historyList({ query: { ...historyList().query, sort: { field: 'total', direction: 'desc' } } })}
      staff={false}
      selectedId={null}
      timeZone="America/Sao_Paulo"
      onOpen={fn()}
      onSort={fn()}
      onPageChange={fn()}
      onPageSizeChange={fn()}
      onRetry={fn()}
    />
  ),
};
