import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import { NO_RIDER_FILTERS } from '../../src/ui/delivery/RiderFilterBar';
import { RidersList } from '../../src/ui/delivery/RidersList';
import { EMPTY_RIDERS, FAILED_RIDERS, FILLED_RIDERS, INITIAL_RIDERS, RIDERS } from './deliveryFixtures';

const CLOSED = { open: false, closing: false, ids: [] };

const meta = {
  title: 'Delivery/RidersList',
  component: RidersList,
  decorators: [
    (Story) => (
      <Box p={{ base: '3', md: '6' }} bg="bg.subtle" minH="100vh">
        <Story />
      </Box>
    ),
  ],
  args: {
    list: FILLED_RIDERS,
    filters: NO_RIDER_FILTERS,
    historyDelete: CLOSED,
    onFiltersChange: fn(),
    onNew: fn(),
    onEdit: fn(),
    onHistory: fn(),
    onPaid: fn(),
    onDelete: fn(),
    onFetchSelected: fn(),
    onUpdateStatus: fn(),
    onConfirmDelete: fn(),
    onConfirmStatus: fn(),
    onCancelDialog: fn(),
    onConfirmHistoryDelete: fn(),
    onCancelHistoryDelete: fn(),
    onSearch: fn(),
    onSort: fn(),
    onPageChange: fn(),
    onPageSizeChange: fn(),
    onRetry: fn(),
    onSelectionChange: fn(),
  },
} satisfies Meta<typeof RidersList>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The first second and the first load: 'Please wait....'. */
export const Initial: Story = { args: { list: INITIAL_RIDERS } };
/** Riders in every state: phones of 13, 11 and 10 digits, paid and not, one without a person record. */
export const Filled: Story = {};
/** Loading another page over the rows shown. */
export const Loading: Story = { args: { list: { ...FILLED_RIDERS, status: 'loading' } } };
/** Filtered: online, free, by motorcycle, CPF starting 529, and searched by name (`?isOnline=true&flag=FREE&...`). */
export const Filtered: Story = {
  args: {
    list: { ...FILLED_RIDERS, rows: RIDERS.slice(0, 1), totalCount: 1, searchText: 'adriano', query: { ...FILLED_RIDERS.query, search: 'adriano' } },
    filters: { isOnline: true, flag: 'FREE', cpf: '529', typeOfVehicle: 'moto' },
  },
};
/** Nothing matches: 'No records found'. */
export const Empty: Story = { args: { list: EMPTY_RIDERS, filters: { ...NO_RIDER_FILTERS, isOnline: false } } };
/** The load was refused (a user without the permission): the error, with a retry. */
export const Failed: Story = { args: { list: FAILED_RIDERS } };
/** Two riders ticked: delete, fetch selected and update status. */
export const Selected: Story = { args: { list: { ...FILLED_RIDERS, selected: [RIDERS[0]?._id ?? '', RIDERS[2]?._id ?? ''] } } };
/** Deleting a rider asks first (440 px). */
export const DeleteAsked: Story = { args: { list: { ...FILLED_RIDERS, dialog: { kind: 'delete', ids: [RIDERS[1]?._id ?? ''], closing: false } } } };
/** Confirmed: the waiting text for 2.5 s. */
export const DeleteClosing: Story = { args: { list: { ...FILLED_RIDERS, dialog: { kind: 'delete', ids: [RIDERS[1]?._id ?? ''], closing: true } } } };
/** The delete under way on the server: action-loading. */
export const Deleting: Story = { args: { list: { ...FILLED_RIDERS, actionLoading: true } } };
/** The rider has races or online days: a second question, saying the history is kept. */
export const HistoryDeleteAsked: Story = { args: { historyDelete: { open: true, closing: false, ids: [RIDERS[1]?._id ?? ''] } } };
/** Two riders with history. */
export const HistoryDeleteMany: Story = { args: { historyDelete: { open: true, closing: false, ids: [RIDERS[0]?._id ?? '', RIDERS[1]?._id ?? ''] } } };
/** Confirmed again: deleting while keeping the history. */
export const HistoryDeleteClosing: Story = { args: { historyDelete: { open: true, closing: true, ids: [RIDERS[1]?._id ?? ''] } } };
/** The ticked riders in the fetch-selected dialog (400 px). */
export const FetchSelected: Story = {
  args: { list: { ...FILLED_RIDERS, selected: [RIDERS[0]?._id ?? ''], dialog: { kind: 'fetchSelected', ids: [RIDERS[0]?._id ?? ''] } } },
};
/** The update-status dialog (480 px): a status for the ticked riders. */
export const UpdateStatus: Story = {
  args: { list: { ...FILLED_RIDERS, selected: [RIDERS[0]?._id ?? ''], dialog: { kind: 'updateStatus', ids: [RIDERS[0]?._id ?? ''], closing: false, status: null } } },
};
/** Confirmed: 'Status is updating...' for 2.5 s. */
export const UpdateStatusClosing: Story = {
  args: {
    list: { ...FILLED_RIDERS, selected: [RIDERS[0]?._id ?? ''], dialog: { kind: 'updateStatus', ids: [RIDERS[0]?._id ?? ''], closing: true, status: 'UNAVAILABLE' } },
  },
};
/** In English. */
export const English: Story = { globals: { locale: 'en' } };
