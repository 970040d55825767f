import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NO_APPLICATION_FILTERS } from '../../src/domain/applications';
import { ApplicationsList } from '../../src/ui/applications/ApplicationsList';
import { deleteAsked, searched } from '../lists/listStates';
import { editingArgs, onListPage } from '../lists/listStoryKit';
import { APPLICATIONS_LIST } from './applicationFixtures';

/**
 * The applications list; the states every list shares (the first load, loading, empty, refused,
 * ticked) are the stories of Lists/RecordList.
 */
const meta = {
  title: 'Applications/ApplicationsList',
  component: ApplicationsList,
  decorators: [onListPage],
  args: { list: APPLICATIONS_LIST, filters: NO_APPLICATION_FILTERS, onFiltersChange: fn(), onEdit: fn(), onOpenPrivacy: fn(), ...editingArgs() },
} satisfies Meta<typeof ApplicationsList>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Page 1 of 3: every platform and status; forced upgrades marked. */
export const Filled: Story = {};
/** Filtered: active applications that force an upgrade, named 'delivery'. */
export const Filtered: Story = {
  args: { filters: { status: 'active', upgrade: 'yes' }, list: searched(APPLICATIONS_LIST, 'delivery', APPLICATIONS_LIST.rows.slice(3, 4)) },
};
/** No application in the status filtered: 'No records found'. */
export const Empty: Story = { args: { filters: { status: 'maintenance', upgrade: 'yes' }, list: { ...APPLICATIONS_LIST, rows: [], totalCount: 0 } } };
/** Deleting asks first (440 px). */
export const DeleteAsked: Story = { args: { list: deleteAsked(APPLICATIONS_LIST, ['a5']) } };
/** Confirmed: the waiting text for 2.5 s. */
export const DeleteClosing: Story = { args: { list: deleteAsked(APPLICATIONS_LIST, ['a5'], true) } };
/** In English. */
export const English: Story = { globals: { locale: 'en' } };
