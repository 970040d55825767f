import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CompanyDeliveriesList } from '../../src/ui/delivery/CompanyDeliveriesList';
import { deleteAsked, fetchSelected, statusAsked } from '../lists/listStates';
import { editingArgs, onListPage, statusArgs } from '../lists/listStoryKit';
import { COMPANIES, FILLED_SETTINGS, SETTINGS } from './deliveryFixtures';

/**
 * The company delivery settings; the states every list shares (the first load, loading, empty,
 * failed, ticked) are the stories of Lists/RecordList.
 */
const meta = {
  title: 'Delivery/CompanyDeliveriesList',
  component: CompanyDeliveriesList,
  decorators: [onListPage],
  args: { list: FILLED_SETTINGS, companies: COMPANIES, companyId: '', onCompanyChange: fn(), onEdit: fn(), onOpenOrClose: fn(), ...editingArgs(), ...statusArgs() },
} satisfies Meta<typeof CompanyDeliveriesList>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Two companies: one open, one closed and not offering delivery. */
export const Filled: Story = {};
/** A company user: its own settings, no company filter. */
export const OneCompany: Story = { args: { companies: COMPANIES.slice(0, 1), list: { ...FILLED_SETTINGS, rows: SETTINGS.slice(0, 1), totalCount: 1 } } };
/** Filtered by one company. */
export const Filtered: Story = { args: { companyId: COMPANIES[1]?.id ?? '', list: { ...FILLED_SETTINGS, rows: SETTINGS.slice(1), totalCount: 1 } } };
/** Before the first page: the company filter waits too. */
export const Initial: Story = { args: { list: { ...FILLED_SETTINGS, status: 'initial', rows: [], totalCount: 0 } } };
/** Deleting asks first (440 px). */
export const DeleteAsked: Story = { args: { list: deleteAsked(FILLED_SETTINGS, ['cd2']) } };
/** Confirmed: the waiting text for 2.5 s. */
export const DeleteClosing: Story = { args: { list: deleteAsked(FILLED_SETTINGS, ['cd2'], true) } };
/** The ticked settings listed (400 px), with whether each is open. */
export const FetchSelected: Story = { args: { list: fetchSelected(FILLED_SETTINGS, ['cd1', 'cd2']) } };
/** Opening or closing delivery: the update-status dialog (480 px). */
export const OpenOrClose: Story = { args: { list: statusAsked(FILLED_SETTINGS, ['cd1']) } };
/** Confirmed: closing 2.5 s later. */
export const OpenOrCloseClosing: Story = { args: { list: statusAsked(FILLED_SETTINGS, ['cd1'], 'closed') } };
/** In English. */
export const English: Story = { globals: { locale: 'en' } };
