import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContactsList } from '../../src/ui/callCenter/ContactsList';
import { deleteAsked } from '../lists/listStates';
import { editingArgs, onListPage } from '../lists/listStoryKit';
import { CONTACTS_LIST } from './callCenterFixtures';

/**
 * The WhatsApp contacts; the states every list shares (the first load, loading, empty, refused,
 * ticked) are the stories of Lists/RecordList.
 */
const meta = {
  title: 'Call center/ContactsList',
  component: ContactsList,
  decorators: [onListPage],
  args: { list: CONTACTS_LIST, ...editingArgs() },
} satisfies Meta<typeof ContactsList>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Page 1 of 2 at 5 a page; one contact without a platform user. */
export const Filled: Story = {};
/** Deleting a contact asks first (440 px). */
export const DeleteAsked: Story = { args: { list: deleteAsked(CONTACTS_LIST, ['c2']) } };
/** Deleting the ticked contacts: the texts for many. */
export const DeleteMany: Story = { args: { list: deleteAsked({ ...CONTACTS_LIST, selected: ['c1', 'c3'] }, ['c1', 'c3']) } };
/** Confirmed: the waiting text for 2.5 s. */
export const DeleteClosing: Story = { args: { list: deleteAsked(CONTACTS_LIST, ['c2'], true) } };
/** In English. */
export const English: Story = { globals: { locale: 'en' } };
