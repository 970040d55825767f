import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import { AccountDeletionRequestsList } from '../../src/ui/applications/AccountDeletionRequestsList';
import { DELETION_REQUESTS, DELETION_REQUESTS_LIST } from './deletionRequestFixtures';

const meta = {
  title: 'Applications/AccountDeletionRequestsList',
  component: AccountDeletionRequestsList,
  decorators: [
    (Story) => (
      <Box p={{ base: '3', md: '6' }} bg="bg.subtle" minH="100vh">
        <Story />
      </Box>
    ),
  ],
  args: {
    list: DELETION_REQUESTS_LIST,
    status: '',
    onStatusChange: fn(),
    onSearch: fn(),
    onSort: fn(),
    onPageChange: fn(),
    onPageSizeChange: fn(),
    onRetry: fn(),
    onSelectionChange: fn(),
  },
} satisfies Meta<typeof AccountDeletionRequestsList>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Before the first page: 'Please wait....'. */
export const Initial: Story = { args: { list: { ...DELETION_REQUESTS_LIST, status: 'initial', rows: [], totalCount: 0 } } };
/** Page 1 of 3, newest first: pending, done, and rejected of a deleted application. */
export const Filled: Story = {};
/** Only the pending ones. */
export const PendingOnly: Story = { args: { status: 'pending', list: { ...DELETION_REQUESTS_LIST, rows: DELETION_REQUESTS.slice(0, 1), totalCount: 1 } } };
/** No request yet, or none in the status picked. */
export const Empty: Story = { args: { status: 'rejected', list: { ...DELETION_REQUESTS_LIST, rows: [], totalCount: 0 } } };
/** Loading the next page over the rows shown. */
export const Loading: Story = { args: { list: { ...DELETION_REQUESTS_LIST, status: 'loading' } } };
/** The server could not answer: the error with a retry. */
export const Failed: Story = { args: { list: { ...DELETION_REQUESTS_LIST, status: 'failed', rows: [], totalCount: 0, loadError: { statusCode: 500, code: 'internal' } } } };
/** A user who is not root: the refusal in words. */
export const Forbidden: Story = { args: { list: { ...DELETION_REQUESTS_LIST, status: 'failed', rows: [], totalCount: 0, loadError: { statusCode: 403, code: 'forbidden' } } } };
