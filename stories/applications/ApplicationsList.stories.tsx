import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import { NO_APPLICATION_FILTERS } from '../../src/domain/applications';
import { ApplicationsList } from '../../src/ui/applications/ApplicationsList';
import { APPLICATIONS_LIST } from './applicationFixtures';

const meta = {
  title: 'Applications/ApplicationsList',
  component: ApplicationsList,
  decorators: [
    (Story) => (
      <Box p={{ base: '3', md: '6' }} bg="bg.subtle" minH="100vh">
        <Story />
      </Box>
    ),
  ],
  args: {
    list: APPLICATIONS_LIST,
    filters: NO_APPLICATION_FILTERS,
    onFiltersChange: fn(),
    onNew: fn(),
    onEdit: fn(),
    onOpenPrivacy: fn(),
    onDelete: fn(),
    onConfirmDelete: fn(),
    onCancelDialog: fn(),
    onSearch: fn(),
    onSort: fn(),
    onPageChange: fn(),
    onPageSizeChange: fn(),
    onRetry: fn(),
    onSelectionChange: fn(),
  },
} satisfies Meta<typeof ApplicationsList>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Before the first page: 'Please wait....'. */
export const Initial: Story = { args: { list: { ...APPLICATIONS_LIST, status: 'initial', rows: [], totalCount: 0 } } };
/** Page 1 of 3: every platform and status; forced upgrades marked. */
export const Filled: Story = {};
/** Filtered: active applications that force an upgrade, named 'delivery'. */
export const Filtered: Story = {
  args: {
    filters: { status: 'active', upgrade: 'yes' },
    list: { ...APPLICATIONS_LIST, rows: APPLICATIONS_LIST.rows.slice(3, 4), totalCount: 1, searchText: 'delivery', query: { ...APPLICATIONS_LIST.query, search: 'delivery' } },
  },
};
/** Nothing matches. */
export const Empty: Story = { args: { filters: { status: 'maintenance', upgrade: 'yes' }, list: { ...APPLICATIONS_LIST, rows: [], totalCount: 0 } } };
/** A user who is not root: the refusal in words. */
export const Forbidden: Story = { args: { list: { ...APPLICATIONS_LIST, status: 'failed', rows: [], totalCount: 0, loadError: { statusCode: 403, code: 'forbidden' } } } };
/** Deleting asks first (440 px). */
export const DeleteAsked: Story = { args: { list: { ...APPLICATIONS_LIST, dialog: { kind: 'delete', ids: ['a5'], closing: false } } } };
/** Confirmed: the waiting text for 2.5 s. */
export const DeleteClosing: Story = { args: { list: { ...APPLICATIONS_LIST, dialog: { kind: 'delete', ids: ['a5'], closing: true } } } };
/** The delete under way on the server. */
export const Deleting: Story = { args: { list: { ...APPLICATIONS_LIST, actionLoading: true } } };
/** In English. */
export const English: Story = { globals: { locale: 'en' } };
