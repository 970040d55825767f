import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import { CompanyDeliveriesList } from '../../src/ui/delivery/CompanyDeliveriesList';
import { COMPANIES, FILLED_SETTINGS, SETTINGS } from './deliveryFixtures';

const meta = {
  title: 'Delivery/CompanyDeliveriesList',
  component: CompanyDeliveriesList,
  decorators: [
    (Story) => (
      <Box p={{ base: '3', md: '6' }} bg="bg.subtle" minH="100vh">
        <Story />
      </Box>
    ),
  ],
  args: {
    list: FILLED_SETTINGS,
    companies: COMPANIES,
    companyId: '',
    onCompanyChange: fn(),
    onNew: fn(),
    onEdit: fn(),
    onOpenOrClose: fn(),
    onDelete: fn(),
    onFetchSelected: fn(),
    onUpdateStatus: fn(),
    onConfirmDelete: fn(),
    onConfirmStatus: fn(),
    onCancelDialog: fn(),
    onSearch: fn(),
    onSort: fn(),
    onPageChange: fn(),
    onPageSizeChange: fn(),
    onRetry: fn(),
    onSelectionChange: fn(),
  },
} satisfies Meta<typeof CompanyDeliveriesList>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The first second: 'Please wait....'. */
export const Initial: Story = { args: { list: { ...FILLED_SETTINGS, status: 'initial', rows: [], totalCount: 0 } } };
/** Two companies: one open, one closed and not offering delivery. */
export const Filled: Story = {};
/** A company user: its own settings, no company filter. */
export const OneCompany: Story = { args: { companies: COMPANIES.slice(0, 1), list: { ...FILLED_SETTINGS, rows: SETTINGS.slice(0, 1), totalCount: 1 } } };
/** Filtered by one company. */
export const Filtered: Story = { args: { companyId: COMPANIES[1]?.id ?? '', list: { ...FILLED_SETTINGS, rows: SETTINGS.slice(1), totalCount: 1 } } };
/** No settings: 'No records found'. */
export const Empty: Story = { args: { list: { ...FILLED_SETTINGS, rows: [], totalCount: 0 } } };
/** The load failed: the error with a retry. */
export const Failed: Story = { args: { list: { ...FILLED_SETTINGS, status: 'failed', loadError: { statusCode: 0, code: 'network' } } } };
/** Deleting asks first (440 px). */
export const DeleteAsked: Story = { args: { list: { ...FILLED_SETTINGS, dialog: { kind: 'delete', ids: ['cd2'], closing: false } } } };
/** Confirmed: the waiting text for 2.5 s. */
export const DeleteClosing: Story = { args: { list: { ...FILLED_SETTINGS, dialog: { kind: 'delete', ids: ['cd2'], closing: true } } } };
/** The ticked settings listed (400 px). */
export const FetchSelected: Story = { args: { list: { ...FILLED_SETTINGS, selected: ['cd1', 'cd2'], dialog: { kind: 'fetchSelected', ids: ['cd1', 'cd2'] } } } };
/** Opening or closing delivery: the update-status dialog (480 px). */
export const OpenOrClose: Story = {
  args: { list: { ...FILLED_SETTINGS, selected: ['cd1'], dialog: { kind: 'updateStatus', ids: ['cd1'], closing: false, status: null } } },
};
/** Confirmed: closing 2.5 s later. */
export const OpenOrCloseClosing: Story = {
  args: { list: { ...FILLED_SETTINGS, selected: ['cd1'], dialog: { kind: 'updateStatus', ids: ['cd1'], closing: true, status: 'closed' } } },
};
/** In English. */
export const English: Story = { globals: { locale: 'en' } };
