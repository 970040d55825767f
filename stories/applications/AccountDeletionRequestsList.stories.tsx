import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AccountDeletionRequestsList } from '../../src/ui/applications/AccountDeletionRequestsList';
import { firstLoad, refused } from '../lists/listStates';
import { onListPage, pagingArgs } from '../lists/listStoryKit';
import { DELETION_REQUESTS, DELETION_REQUESTS_LIST } from './deletionRequestFixtures';

const meta = {
  title: 'Applications/AccountDeletionRequestsList',
  component: AccountDeletionRequestsList,
  decorators: [onListPage],
  args: { list: DELETION_REQUESTS_LIST, status: '', onStatusChange: fn(), ...pagingArgs() },
} satisfies Meta<typeof AccountDeletionRequestsList>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Before the first page: 'Please wait....'. */
export const Initial: Story = { args: { list: firstLoad(DELETION_REQUESTS_LIST) } };
/** Page 1 of 3, newest first: pending, done, and rejected of a deleted application. */
export const Filled: Story = {};
/** Only the pending ones. */
export const PendingOnly: Story = { args: { status: 'pending', list: { ...DELETION_REQUESTS_LIST, rows: DELETION_REQUESTS.slice(0, 1), totalCount: 1 } } };
/** No request yet, or none in the status picked. */
export const Empty: Story = { args: { status: 'rejected', list: { ...DELETION_REQUESTS_LIST, rows: [], totalCount: 0 } } };
/** Loading the next page over the rows shown. */
export const Loading: Story = { args: { list: { ...DELETION_REQUESTS_LIST, status: 'loading' } } };
/** The server could not answer: the error with a retry. */
export const Failed: Story = { args: { list: refused(DELETION_REQUESTS_LIST, 500) } };
/** A user who is not root: the refusal in words. */
export const Forbidden: Story = { args: { list: refused(DELETION_REQUESTS_LIST) } };
/** In English. */
export const English: Story = { globals: { locale: 'en' } };
