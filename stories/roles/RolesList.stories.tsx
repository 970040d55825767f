import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import { RolesList } from '../../src/ui/roles/RolesList';
import { EMPTY_LIST, FAILED_LIST, FILLED_LIST, INITIAL_LIST } from './roleFixtures';

const meta = {
  title: 'Roles/RolesList',
  component: RolesList,
  decorators: [
    (Story) => (
      <Box p={{ base: '3', md: '6' }} bg="bg.subtle" minH="100vh">
        <Story />
      </Box>
    ),
  ],
  args: {
    list: FILLED_LIST,
    deleteCheck: null,
    onNew: fn(),
    onEdit: fn(),
    onView: fn(),
    onDelete: fn(),
    onFetchSelected: fn(),
    onConfirmDelete: fn(),
    onCancelDialog: fn(),
    onCloseDeleteCheck: fn(),
    onSearch: fn(),
    onSort: fn(),
    onPageChange: fn(),
    onPageSizeChange: fn(),
    onRetry: fn(),
    onSelectionChange: fn(),
  },
} satisfies Meta<typeof RolesList>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The first second and the first load: 'Please wait....'. */
export const Initial: Story = { args: { list: INITIAL_LIST } };
/** Page 1 of 3 at 5 a page: the core role with View and no Delete, the others with Edit and Delete. */
export const Filled: Story = {};
/** Loading the next page over the rows shown. */
export const Loading: Story = { args: { list: { ...FILLED_LIST, status: 'loading' } } };
/** Searched by title, sorted by title descending (`?size=5&sort=title:desc&q=at`). */
export const SearchedAndSorted: Story = {
  args: {
    list: {
      ...FILLED_LIST,
      rows: FILLED_LIST.rows.filter((role) => role.title.toLowerCase().includes('at')),
      totalCount: 1,
      searchText: 'at',
      query: { ...FILLED_LIST.query, search: 'at', sort: { field: 'title', direction: 'desc' } },
    },
  },
};
/** No role matches: 'No records found'. */
export const Empty: Story = { args: { list: EMPTY_LIST } };
/** A load failed: the error with a retry, the last page kept. */
export const Failed: Story = { args: { list: FAILED_LIST } };
/** The server refused the list (403): said in words. */
export const Forbidden: Story = { args: { list: { ...FAILED_LIST, rows: [], totalCount: 0, loadError: { statusCode: 403, code: 'forbidden' } } } };
/** Two roles ticked: fetch selected. */
export const Selected: Story = { args: { list: { ...FILLED_LIST, selected: ['2', '3'] } } };
/** The ticked roles in the fetch-selected dialog (400 px). */
export const FetchSelected: Story = {
  args: { list: { ...FILLED_LIST, selected: ['2', '3'], dialog: { kind: 'fetchSelected', ids: ['2', '3'] } } },
};
/** Delete pressed: who holds the role is checked first, its Delete button waits. */
export const DeleteChecking: Story = { args: { deleteCheck: { kind: 'checking', id: '5', title: 'Gerente de loja' } } };
/** A role still assigned is not deleted: the dialog says to how many users. */
export const DeleteRefusedAssigned: Story = { args: { deleteCheck: { kind: 'assigned', id: '2', title: 'Operador de entregas', userCount: 3 } } };
/** A free role: 'Are you sure to permanently delete this role?' (440 px). */
export const DeleteAsked: Story = { args: { list: { ...FILLED_LIST, dialog: { kind: 'delete', ids: ['5'], closing: false } } } };
/** Confirmed: 'Role is deleting...' for 2.5 s. */
export const DeleteClosing: Story = { args: { list: { ...FILLED_LIST, dialog: { kind: 'delete', ids: ['5'], closing: true } } } };
/** The delete under way on the server: action-loading. */
export const Deleting: Story = { args: { list: { ...FILLED_LIST, actionLoading: true } } };
/** In English. */
export const English: Story = { globals: { locale: 'en' } };
/** In English, a role still assigned to one user. */
export const EnglishRefusedAssigned: Story = {
  args: { deleteCheck: { kind: 'assigned', id: '2', title: 'Operador de entregas', userCount: 1 } },
  globals: { locale: 'en' },
};
