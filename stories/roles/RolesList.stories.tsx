import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RolesList } from '../../src/ui/roles/RolesList';
import { deleteAsked, fetchSelected } from '../lists/listStates';
import { editingArgs, onListPage } from '../lists/listStoryKit';
import { FILLED_LIST } from './roleFixtures';

/**
 * The roles list; the states every list shares (the first load, loading, empty, failed, ticked)
 * are the stories of Lists/RecordList.
 */
const meta = {
  title: 'Roles/RolesList',
  component: RolesList,
  decorators: [onListPage],
  args: { ...editingArgs(), list: FILLED_LIST, deleteCheck: null, onEdit: fn(), onView: fn(), onDelete: fn(), onFetchSelected: fn(), onCloseDeleteCheck: fn() },
} satisfies Meta<typeof RolesList>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Page 1 of 3 at 5 a page: the core role with View and no Delete, the others with Edit and Delete. */
export const Filled: Story = {};
/** The ticked roles in the fetch-selected dialog (400 px), by title. */
export const FetchSelected: Story = { args: { list: fetchSelected(FILLED_LIST, ['2', '3']) } };
/** Delete pressed: who holds the role is checked first, its Delete button waits. */
export const DeleteChecking: Story = { args: { deleteCheck: { kind: 'checking', id: '5', title: 'Gerente de loja' } } };
/** A role still assigned is not deleted: the dialog says to how many users. */
export const DeleteRefusedAssigned: Story = { args: { deleteCheck: { kind: 'assigned', id: '2', title: 'Operador de entregas', userCount: 3 } } };
/** A free role: 'Are you sure to permanently delete this role?' (440 px). */
export const DeleteAsked: Story = { args: { list: deleteAsked(FILLED_LIST, ['5']) } };
/** Confirmed: 'Role is deleting...' for 2.5 s. */
export const DeleteClosing: Story = { args: { list: deleteAsked(FILLED_LIST, ['5'], true) } };
/** In English. */
export const English: Story = { globals: { locale: 'en' } };
/** In English, a role still assigned to one user. */
export const EnglishRefusedAssigned: Story = {
  args: { deleteCheck: { kind: 'assigned', id: '2', title: 'Operador de entregas', userCount: 1 } },
  globals: { locale: 'en' },
};
