import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { USER_SEARCH_LIMIT } from '../../src/domain/userSearch';
import { UsersList } from '../../src/ui/users/UsersList';
import { deleteAsked, fetchSelected } from '../lists/listStates';
import { editingArgs, onListPage } from '../lists/listStoryKit';
import { FILLED_LIST, ROLES } from './userFixtures';

/**
 * The users list; the states every list shares (the first load, loading, empty, failed, ticked)
 * are the stories of Lists/RecordList.
 */
const meta = {
  title: 'Users/UsersList',
  component: UsersList,
  decorators: [onListPage],
  args: { list: FILLED_LIST, roles: ROLES, onEdit: fn(), onFetchSelected: fn(), ...editingArgs() },
} satisfies Meta<typeof UsersList>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Page 1 of 3 at 5 a page, roles by title. */
export const Filled: Story = {};
/** A search matching more users than a search holds: the newest 500 are paged, and the hint under the search box says so. */
export const SearchCapped: Story = {
  args: { list: { ...FILLED_LIST, totalCount: USER_SEARCH_LIMIT, searchText: 'silva', query: { ...FILLED_LIST.query, search: 'silva' } } },
};
/** Deleting a user asks first (440 px). */
export const DeleteAsked: Story = { args: { list: deleteAsked(FILLED_LIST, ['2']) } };
/** Confirmed: 'User is deleting...' for 2.5 s. */
export const DeleteClosing: Story = { args: { list: deleteAsked(FILLED_LIST, ['2'], true) } };
/**
 * Confirmed and closed: the user's row is hidden for the 3 s the delete can be undone (the notice
 * with Desfazer, see Shell/Toaster), then the delete is made; action-loading meanwhile.
 */
export const Deleting: Story = { args: { list: { ...FILLED_LIST, actionLoading: true, hidden: ['2'] } } };
/** The ticked users in the fetch-selected dialog (400 px), by name and e-mail. */
export const FetchSelected: Story = { args: { list: fetchSelected(FILLED_LIST, ['1', '3']) } };
/**
 * Seen by a caller who is not root (the application user): the users holding permissions it
 * does not hold are read-only and say why, with edit and delete unavailable.
 */
export const ReadOnlyRows: Story = {
  args: { readOnly: (user) => (user.id === '2' || user.id === '3' ? 'target_above_caller' : null) },
};
/** The read-only rows in English. */
export const ReadOnlyRowsEnglish: Story = { ...ReadOnlyRows, globals: { locale: 'en' } };
/** In English. */
export const English: Story = { globals: { locale: 'en' } };
