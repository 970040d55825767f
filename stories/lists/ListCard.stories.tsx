import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import type { User } from '../../src/contract/schema.gen';
import type { Language } from '../../src/i18n/language';
import { translator } from '../../src/i18n/translator';
import { ListCard } from '../../src/ui/lists/ListCard';
import { PagedTable } from '../../src/ui/lists/PagedTable';
import { FILLED_LIST } from '../users/userFixtures';

/** The table a list screen puts in its card (Lists/RecordList wires both): the demo users' first page. */
function UsersTable({ language }: { language: Language }) {
  const T = translator(language).USERS.LIST;
  return (
    <PagedTable<User>
      {...FILLED_LIST}
      label={T.TITLE()}
      columns={[
        { key: 'fullname', header: T.FULLNAME(), cell: (user) => user.fullname },
        { key: 'email', header: T.EMAIL(), cell: (user) => user.email },
      ]}
      rowId={(user) => user.id}
      onSearch={fn()}
      onSort={fn()}
      onPageChange={fn()}
      onPageSizeChange={fn()}
      onRetry={fn()}
      onSelectionChange={fn()}
    />
  );
}

/** The card's texts and table in a language. */
function cardArgs(language: Language) {
  const T = translator(language).USERS.LIST;
  return { title: T.TITLE(), newLabel: T.NEW(), children: <UsersTable language={language} /> };
}

const meta = {
  title: 'Lists/ListCard',
  component: ListCard,
  args: { ...cardArgs('ptBr'), part: 'users-list', onNew: fn() },
  decorators: [
    (Story) => (
      <Box p={{ base: '3', md: '6' }} bg="bg.subtle" minH="100vh">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ListCard>;

export default meta;

type Story = StoryObj<typeof meta>;

/** A list the user may add to: the title with the create button, then the table. */
export const WithCreateButton: Story = {};
/** A list without a create button (the user may only look). */
export const WithoutCreateButton: Story = { args: { newLabel: undefined, onNew: undefined } };
/** A card that says what it holds under its title, as a region named by it (the account deletion requests). */
export const WithHint: Story = {
  args: {
    title: translator('ptBr').APPLICATIONS.DELETION_REQUESTS.TITLE(),
    hint: translator('ptBr').APPLICATIONS.DELETION_REQUESTS.HINT(),
    region: true,
    newLabel: undefined,
    onNew: undefined,
  },
};
/** In English. */
export const English: Story = { args: cardArgs('en'), globals: { locale: 'en' } };
