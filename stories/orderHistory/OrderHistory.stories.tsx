import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NO_ORDER_FILTERS } from '../../src/domain/orderHistory';
import { OrderHistory } from '../../src/ui/orderHistory/OrderHistory';
import { exportProps, historyList, historyProps, HISTORY_ROWS } from './orderHistoryFixtures';

const meta = {
  title: 'OrderHistory/OrderHistory',
  component: OrderHistory,
  decorators: [
    (Story) => (
      <Box p="6" bg="bg.subtle" minH="100vh">
        <Story />
      </Box>
    ),
  ],
  args: historyProps(fn),
} satisfies Meta<typeof OrderHistory>;

export default meta;

type Story = StoryObj<typeof meta>;

/** A company user's history: ten orders of 248, newest first, no filter. */
export const Ready: Story = {};

/** Before the first page: the waiting message, nothing to filter or export yet. */
export const Loading: Story = {
  args: { list: historyList({ status: 'initial', rows: [], totalCount: 0 }), exporting: exportProps(fn, { disabled: true, total: 0 }) },
};

/** Another page loading over the rows shown. */
export const Reloading: Story = { args: { list: historyList({ status: 'loading' }) } };

/** No order matches: the empty message, no export. */
export const Empty: Story = {
  args: {
    list: historyList({ rows: [], totalCount: 0, searchText: '11900000000' }),
    filters: { ...NO_ORDER_FILTERS, from: '2025-03-05', to: '2025-03-11' },
    exporting: exportProps(fn, { disabled: true, total: 0 }),
  },
};

/** The load failed: the error with Retry, the last rows kept. */
export const Failed: Story = {
  args: { list: historyList({ status: 'failed', loadError: { statusCode: 0, code: 'network' } }) },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Tentar novamente|Try again|Retry/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Filtered: the last 7 days (the preset pressed), two statuses, PIX, deliveries, one rider. */
export const Filtered: Story = {
  args: {
    filters: { ...NO_ORDER_FILTERS, from: '2025-03-06', to: '2025-03-12', statuses: ['FINISHED', 'CANCELED'], paymentType: 'PIX', fulfilment: 'delivery', riderId: 'r-1' },
    list: historyList({ rows: HISTORY_ROWS.slice(0, 3), totalCount: 3, query: { ...historyList().query, sort: { field: 'total', direction: 'desc' } } }),
  },
};

/** Staff: the company column and filter; the rider filter waits for a company. */
export const Staff: Story = {
  args: {
    staff: true,
    companies: {
      status: 'ready',
      options: [
        { id: 'c-cantina', name: 'Cantina da Nonna' },
        { id: 'c-mercado', name: 'Mercado Bom Preço' },
        { id: 'c-sushi', name: 'Sushi Kenzo' },
      ],
    },
    riders: { status: 'none', options: [] },
  },
};

/** The riders could not be read: the rider filter is off and says why. */
export const RidersFailed: Story = { args: { riders: { status: 'failed', options: [] } } };

/** One order open in the drawer beside: its row marked. */
export const Selected: Story = { args: { selectedId: HISTORY_ROWS[2]?._id ?? null } };

/** The export streaming: its bar and Cancel. */
export const Exporting: Story = {
  args: { exporting: exportProps(fn, { status: 'exporting', rows: 93, total: 248 }) },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^(Cancelar|Cancel)$/ }));
    await expect(args.exporting.onCancel).toHaveBeenCalled();
  },
};

/** The file saved: its name and rows. */
export const Exported: Story = { args: { exporting: exportProps(fn, { status: 'saved', rows: 248, fileName: 'pedidos-2025-03-06-2025-03-12.csv' }) } };

/** The export failed: the reason and Try again. */
export const ExportFailed: Story = { args: { exporting: exportProps(fn, { status: 'failed', rows: 40, failure: { statusCode: 0, code: 'network' } }) } };

/** A row opens with the keyboard: Tab to it, Enter. */
export const KeyboardOpen: Story = {
  play: async ({ args, canvasElement }) => {
    const rows = canvasElement.querySelectorAll<HTMLTableRowElement>('tbody tr[data-order]');
    rows[1]?.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledWith(HISTORY_ROWS[1]);
  },
};
