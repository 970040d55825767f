import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import { USER_SEARCH_LIMIT } from '../../src/domain/userSearch';
import { UsersList } from '../../src/ui/users/UsersList';
import { EMPTY_LIST, FAILED_LIST, FILLED_LIST, INITIAL_LIST, ROLES } from './userFixtures';

const meta = {
  title: 'Users/UsersList',
  component: UsersList,
  decorators: [
    (Story) => (
      <Box p={{ base: '3', md: '6' }} bg="bg.subtle" minH="100vh">
        <Story />
      </Box>
    ),
  ],
  args: {
    list: FILLED_LIST,
    roles: ROLES,
    onNew: fn(),
    onEdit: fn(),
    onDelete: fn(),
    onFetchSelected: fn(),
    onConfirmDelete: fn(),
    onCancelDialog: fn(),
    onSearch: fn(),
    onSort: fn(),
    onPageChange: fn(),
    onPageSizeChange: fn(),
    onRetry: fn(),
    onSelectionChange: fn(),
  },
} satisfies Meta<typeof UsersList>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The first second and the first load: 'Please wait....'. */
export const Initial: Story = { args: { list: INITIAL_LIST } };
/** Page 1 of 3 at 5 a page, roles by title. */
export const Filled: Story = {};
/** Loading the next page over the rows shown. */
export const Loading: Story = { args: { list: { ...FILLED_LIST, status: 'loading' } } };
/** Searched for 'ana', sorted by e-mail descending (`?size=5&sort=email:desc&q=ana`). */
export const SearchedAndSorted: Story = {
  args: {
    list: {
      ...FILLED_LIST,
      rows: FILLED_LIST.rows.slice(0, 1),
      totalCount: 1,
      searchText: 'ana',
      query: { ...FILLED_LIST.query, search: 'ana', sort: { field: 'email', direction: 'desc' } },
    },
  },
};
/** A search matching more users than a search holds: the newest 500 are paged, and the hint under the search box says so. */
export const SearchCapped: Story = {
  args: {
    list: {
      ...FILLED_LIST,
      totalCount: USER_SEARCH_LIMIT,
      searchText: 'silva',
      query: { ...FILLED_LIST.query, search: 'silva' },
    },
  },
};
/** Nothing matches: 'No records found'. */
export const Empty: Story = { args: { list: EMPTY_LIST } };
/** A load failed: the error with a retry, the last page kept. */
export const Failed: Story = { args: { list: FAILED_LIST } };
/** Two users ticked: delete and fetch selected. */
export const Selected: Story = { args: { list: { ...FILLED_LIST, selected: ['1', '3'] } } };
/** Deleting a user asks first (440 px). */
export const DeleteAsked: Story = { args: { list: { ...FILLED_LIST, dialog: { kind: 'delete', ids: ['2'], closing: false } } } };
/** Confirmed: 'User is deleting...' for 2.5 s. */
export const DeleteClosing: Story = { args: { list: { ...FILLED_LIST, dialog: { kind: 'delete', ids: ['2'], closing: true } } } };
/**
 * Confirmed and closed: the user's row is hidden for the 3 s the delete can be undone (the notice
 * with Desfazer, see Shell/Toaster), then the delete is made; action-loading meanwhile.
 */
export const Deleting: Story = { args: { list: { ...FILLED_LIST, actionLoading: true, hidden: ['2'] } } };
/** The ticked users in the fetch-selected dialog (400 px). */
export const FetchSelected: Story = {
  args: { list: { ...FILLED_LIST, selected: ['1', '3'], dialog: { kind: 'fetchSelected', ids: ['1', '3'] } } },
};
/** In English. */
/**
 * Seen by a caller who is not root (the application user): the users holding permissions it
 * does not hold are read-only and say why, with edit and delete unavailable.
 */
export const ReadOnlyRows: Story = {
  args: { readOnly: (user) => (user.id === '2' || user.id === '3' ? 'target_above_caller' : null) },
};

/** The read-only rows in English. */
export const ReadOnlyRowsEnglish: Story = { ...ReadOnlyRows, globals: { locale: 'en' } };

export const English: Story = { globals: { locale: 'en' } };
