import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import { ContactsList } from '../../src/ui/callCenter/ContactsList';
import { CONTACTS_EMPTY, CONTACTS_FORBIDDEN, CONTACTS_INITIAL, CONTACTS_LIST } from './callCenterFixtures';

const meta = {
  title: 'Call center/ContactsList',
  component: ContactsList,
  decorators: [
    (Story) => (
      <Box p={{ base: '3', md: '6' }} bg="bg.subtle" minH="100vh">
        <Story />
      </Box>
    ),
  ],
  args: {
    list: CONTACTS_LIST,
    onNew: fn(),
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
} satisfies Meta<typeof ContactsList>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The first second and the first load: 'Please wait....'. */
export const Initial: Story = { args: { list: CONTACTS_INITIAL } };
/** Page 1 of 2 at 5 a page; one contact without a platform user. */
export const Filled: Story = {};
/** Loading another page over the rows shown. */
export const Loading: Story = { args: { list: { ...CONTACTS_LIST, status: 'loading' } } };
/** Nothing matches the search: 'No records found'. */
export const Empty: Story = { args: { list: CONTACTS_EMPTY } };
/** A user without the call center permissions: the refusal in words. */
export const Forbidden: Story = { args: { list: CONTACTS_FORBIDDEN } };
/** Two contacts ticked: delete selected. */
export const Selected: Story = { args: { list: { ...CONTACTS_LIST, selected: ['c1', 'c3'] } } };
/** Deleting a contact asks first (440 px). */
export const DeleteAsked: Story = { args: { list: { ...CONTACTS_LIST, dialog: { kind: 'delete', ids: ['c2'], closing: false } } } };
/** Confirmed: the waiting text for 2.5 s. */
export const DeleteClosing: Story = { args: { list: { ...CONTACTS_LIST, dialog: { kind: 'delete', ids: ['c2'], closing: true } } } };
/** In English. */
export const English: Story = { globals: { locale: 'en' } };
