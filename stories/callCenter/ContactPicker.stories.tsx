import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ContactPicker } from '../../src/ui/callCenter/ContactPicker';
import { CONTACTS, CONTACTS_EMPTY, CONTACTS_FORBIDDEN, CONTACTS_INITIAL, CONTACTS_LIST } from './callCenterFixtures';

const meta = {
  title: 'Call center/ContactPicker',
  component: ContactPicker,
  args: { list: CONTACTS_LIST, selectedId: null, onSearch: fn(), onPageChange: fn(), onRetry: fn(), onPick: fn() },
  decorators: [
    (Story) => (
      // As wide as the private chat's contacts column.
      <Box p="4" bg="bg" maxW="sm" minH="100vh">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ContactPicker>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Before the first page: 'Please wait....'. */
export const Initial: Story = { args: { list: CONTACTS_INITIAL } };
/** The first page of contacts, none picked yet; picking one raises it. */
export const Contacts: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Débora Martins/ }));
    await expect(args.onPick).toHaveBeenCalledWith(CONTACTS[2]);
  },
};
/** A contact picked: its button pressed. */
export const Picked: Story = { args: { selectedId: 'c1' } };
/** Another page loading: the contacts shown dimmed, paging off. */
export const Loading: Story = { args: { list: { ...CONTACTS_LIST, status: 'loading' }, selectedId: 'c1' } };
/** The second and last page. */
export const LastPage: Story = { args: { list: { ...CONTACTS_LIST, rows: CONTACTS.slice(0, 2), query: { ...CONTACTS_LIST.query, page: 2 } } } };
/** Every contact fits on one page: no paging. */
export const OnePage: Story = { args: { list: { ...CONTACTS_LIST, totalCount: CONTACTS.length } } };
/** A search that finds nobody. */
export const NoMatch: Story = { args: { list: CONTACTS_EMPTY } };
/** A refresh failed: the error and a retry, the contacts kept. */
export const Failed: Story = { args: { list: { ...CONTACTS_LIST, status: 'failed', loadError: { statusCode: 0, code: 'network' } }, selectedId: 'c1' } };
/** The user may not see the contacts: the refusal in words. */
export const Forbidden: Story = { args: { list: CONTACTS_FORBIDDEN } };
/** In English. */
export const English: Story = { args: { selectedId: 'c1' }, globals: { locale: 'en' } };
