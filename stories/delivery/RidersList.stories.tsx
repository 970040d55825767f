import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NO_RIDER_FILTERS } from '../../src/ui/delivery/RiderFilterBar';
import { RidersList } from '../../src/ui/delivery/RidersList';
import { deleteAsked, fetchSelected, searched, statusAsked } from '../lists/listStates';
import { editingArgs, onListPage, statusArgs } from '../lists/listStoryKit';
import { EMPTY_RIDERS, FAILED_RIDERS, FILLED_RIDERS, RIDERS } from './deliveryFixtures';

const ids = (...at: number[]) => at.map((index) => RIDERS[index]?._id ?? '');

/**
 * The delivery people; the states every list shares (the first load, loading, ticked) are the
 * stories of Lists/RecordList.
 */
const meta = {
  title: 'Delivery/RidersList',
  component: RidersList,
  decorators: [onListPage],
  args: {
    list: FILLED_RIDERS,
    filters: NO_RIDER_FILTERS,
    historyDelete: { open: false, closing: false, ids: [] },
    onFiltersChange: fn(),
    onEdit: fn(),
    onHistory: fn(),
    onPaid: fn(),
    onConfirmHistoryDelete: fn(),
    onCancelHistoryDelete: fn(),
    ...editingArgs(),
    ...statusArgs(),
  },
} satisfies Meta<typeof RidersList>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Riders in every state: phones of 13, 11 and 10 digits, paid and not, one without a person record. */
export const Filled: Story = {};
/** Filtered: online, free, by motorcycle, CPF starting 529, and searched by name (`?isOnline=true&flag=FREE&...`). */
export const Filtered: Story = {
  args: { list: searched(FILLED_RIDERS, 'adriano', RIDERS.slice(0, 1)), filters: { isOnline: true, flag: 'FREE', cpf: '529', typeOfVehicle: 'moto' } },
};
/** Nothing matches the filters: 'No records found', with Clear filters. */
export const Empty: Story = { args: { list: EMPTY_RIDERS, filters: { ...NO_RIDER_FILTERS, isOnline: false } } };
/** The load was refused (a user without the permission): the error, with a retry. */
export const Failed: Story = { args: { list: FAILED_RIDERS } };
/** Deleting a rider asks first (440 px). */
export const DeleteAsked: Story = { args: { list: deleteAsked(FILLED_RIDERS, ids(1)) } };
/** Confirmed: the waiting text for 2.5 s. */
export const DeleteClosing: Story = { args: { list: deleteAsked(FILLED_RIDERS, ids(1), true) } };
/** The rider has races or online days: a second question, saying the history is kept. */
export const HistoryDeleteAsked: Story = { args: { historyDelete: { open: true, closing: false, ids: ids(1) } } };
/** Two riders with history. */
export const HistoryDeleteMany: Story = { args: { historyDelete: { open: true, closing: false, ids: ids(0, 1) } } };
/** Confirmed again: deleting while keeping the history. */
export const HistoryDeleteClosing: Story = { args: { historyDelete: { open: true, closing: true, ids: ids(1) } } };
/** The ticked riders in the fetch-selected dialog (400 px), by name and phone. */
export const FetchSelected: Story = { args: { list: fetchSelected(FILLED_RIDERS, ids(0)) } };
/** The update-status dialog (480 px): a status for the ticked riders. */
export const UpdateStatus: Story = { args: { list: statusAsked(FILLED_RIDERS, ids(0)) } };
/** Confirmed: 'Status is updating...' for 2.5 s. */
export const UpdateStatusClosing: Story = { args: { list: statusAsked(FILLED_RIDERS, ids(0), 'UNAVAILABLE') } };
/** In English. */
export const English: Story = { globals: { locale: 'en' } };
