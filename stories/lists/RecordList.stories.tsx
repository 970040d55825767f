import type { Meta, StoryObj } from '@storybook/react-vite';
import type { User } from '../../src/contract/schema.gen';
import { useI18n } from '../../src/i18n/context';
import type { EditableListEvents, PagedListState, StatusListEvents } from '../../src/ui/lists/listTypes';
import { RecordList } from '../../src/ui/lists/RecordList';
import { FILLED_LIST, USERS } from '../users/userFixtures';
import { deleteAsked, fetchSelected, firstLoad, refused, searched, statusAsked } from './listStates';
import { editingArgs, onListPage, statusArgs } from './listStoryKit';

type DemoListProps = { list: PagedListState<User> } & EditableListEvents & StatusListEvents;

/**
 * The demo users in a record list with every part: create, row actions, the three bulk actions
 * and their dialogs; its texts in the catalogue's language. The states every list shares are
 * shown here once; each list's stories show what is its own.
 */
function DemoList(props: DemoListProps) {
  const { LL } = useI18n();
  const T = LL.USERS.LIST;
  return (
    <RecordList<User>
      {...props}
      part="demo-list"
      texts={{ title: T.TITLE(), newLabel: T.NEW(), delete: LL.USERS.DELETE }}
      columns={[
        { key: 'id', header: T.ID(), sortable: true, width: '5rem', cell: (user) => user.id },
        { key: 'fullname', header: T.FULLNAME(), sortable: true, cell: (user) => user.fullname },
        { key: 'email', header: T.EMAIL(), sortable: true, cell: (user) => user.email },
      ]}
      rowId={(user) => user.id}
      actions={[
        { key: 'edit', icon: 'edit', label: (user) => T.EDIT({ name: user.fullname }), onSelect: () => undefined },
        { key: 'delete', icon: 'delete', danger: true, label: (user) => T.DELETE({ name: user.fullname }), onSelect: (user) => props.onDelete([user.id]) },
      ]}
      describe={(user) => `${user.fullname}, ${user.email}`}
      statuses={[
        { value: 'active', label: LL.APPLICATIONS.STATUSES.ACTIVE() },
        { value: 'inactive', label: LL.APPLICATIONS.STATUSES.INACTIVE() },
      ]}
    />
  );
}

const meta = {
  title: 'Lists/RecordList',
  component: DemoList,
  decorators: [onListPage],
  args: { list: FILLED_LIST, ...editingArgs(), ...statusArgs() },
} satisfies Meta<typeof DemoList>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The first second and the first load: 'Please wait....'. */
export const Initial: Story = { args: { list: firstLoad(FILLED_LIST) } };
/** Page 1 of 3 at 5 a page, sorted by id. */
export const Filled: Story = {};
/** Loading the next page over the rows shown. */
export const Loading: Story = { args: { list: { ...FILLED_LIST, status: 'loading' } } };
/** Searched for 'ana', sorted by e-mail descending (`?size=5&sort=email:desc&q=ana`). */
export const SearchedAndSorted: Story = { args: { list: searched(FILLED_LIST, 'ana', USERS.slice(0, 1), { field: 'email', direction: 'desc' }) } };
/** Nothing matches: 'No records found'. */
export const Empty: Story = { args: { list: searched(FILLED_LIST, 'zzz', []) } };
/** Page 2 failed to load: the error with a retry, page 1's rows kept. */
export const Failed: Story = {
  args: { list: { ...FILLED_LIST, status: 'failed', query: { ...FILLED_LIST.query, page: 2 }, shown: { page: 1, size: 5 }, loadError: { statusCode: 0, code: 'network' } } },
};
/** The first load refused (403): said in words, no rows and no paginator. */
export const Refused: Story = { args: { list: refused(FILLED_LIST) } };
/** Two rows ticked: Delete selected, Fetch selected and Update status. */
export const Selected: Story = { args: { list: { ...FILLED_LIST, selected: ['1', '3'] } } };
/** A row's delete asks first (440 px). */
export const DeleteAsked: Story = { args: { list: deleteAsked(FILLED_LIST, ['2']) } };
/** Deleting the ticked rows: the texts for many. */
export const DeleteMany: Story = { args: { list: deleteAsked({ ...FILLED_LIST, selected: ['1', '3'] }, ['1', '3']) } };
/** Confirmed: the waiting text for 2.5 s. */
export const DeleteClosing: Story = { args: { list: deleteAsked(FILLED_LIST, ['2'], true) } };
/** Confirmed and closed: the row hidden while the delete can be undone, action-loading meanwhile. */
export const Deleting: Story = { args: { list: { ...FILLED_LIST, actionLoading: true, hidden: ['2'] } } };
/** The ticked rows in the fetch-selected dialog (400 px). */
export const FetchSelected: Story = { args: { list: fetchSelected(FILLED_LIST, ['1', '3']) } };
/** The update-status dialog (480 px): a status for the ticked rows. */
export const UpdateStatus: Story = { args: { list: statusAsked(FILLED_LIST, ['1']) } };
/** Confirmed: 'Status is updating...' for 2.5 s. */
export const UpdateStatusClosing: Story = { args: { list: statusAsked(FILLED_LIST, ['1'], 'inactive') } };
/** In English. */
export const English: Story = { globals: { locale: 'en' } };
