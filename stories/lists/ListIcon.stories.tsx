import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Flex, HStack, IconButton, SimpleGrid, Text } from '@chakra-ui/react';
import { translator } from '../../src/i18n/translator';
import { ListIcon, type ListIconName } from '../../src/ui/lists/ListIcon';

// A record rather than a list: the type checker fails here when the lists' set gains an icon that
// this grid does not show (src/ui/lists/ListIcon.tsx does not export its names).
const LIST_ICONS: Record<ListIconName, true> = {
  edit: true,
  view: true,
  delete: true,
  search: true,
  first: true,
  previous: true,
  next: true,
  last: true,
  sortNone: true,
  sortAsc: true,
  sortDesc: true,
  chevronDown: true,
  back: true,
  plus: true,
  list: true,
  lock: true,
};
const LIST_ICON_NAMES = Object.keys(LIST_ICONS).filter((name): name is ListIconName => Object.hasOwn(LIST_ICONS, name));

/** The row actions as a list shows them: icon buttons named in the language in use. */
function RowActions({ language }: { language: 'ptBr' | 'en' }) {
  const LL = translator(language);
  return (
    <HStack gap="1">
      <IconButton size="sm" variant="ghost" aria-label={LL.USERS.LIST.EDIT({ name: 'Ana Souza' })}>
        <ListIcon name="edit" />
      </IconButton>
      <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={LL.USERS.LIST.DELETE({ name: 'Ana Souza' })}>
        <ListIcon name="delete" />
      </IconButton>
      <IconButton size="sm" variant="ghost" aria-label={LL.LISTS.NEXT_PAGE()}>
        <ListIcon name="next" />
      </IconButton>
    </HStack>
  );
}

const meta = {
  title: 'Lists/ListIcon',
  component: ListIcon,
  args: { name: 'edit' },
  argTypes: { name: { control: 'select', options: LIST_ICON_NAMES } },
  decorators: [
    (Story) => (
      <Box p="6" bg="bg.subtle" minH="100vh">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ListIcon>;

export default meta;

type Story = StoryObj<typeof meta>;

/** One icon at the lists' size (1.1rem). */
export const Single: Story = {};

/** Every icon of the lists and forms, with its name. */
export const AllIcons: Story = {
  render: () => (
    <SimpleGrid columns={{ base: 3, md: 5 }} gap="3" as="ul" listStyleType="none">
      {LIST_ICON_NAMES.map((name) => (
        <Flex as="li" key={name} direction="column" align="center" gap="2" p="3" borderWidth="1px" borderRadius="l2" bg="bg">
          <ListIcon name={name} size="1.75rem" />
          <Text textStyle="xs" fontFamily="mono">
            {name}
          </Text>
        </Flex>
      ))}
    </SimpleGrid>
  ),
};

/** In the row's action buttons, which carry the names. */
export const InButtons: Story = { render: () => <RowActions language="ptBr" /> };

/** The action buttons in English. */
export const English: Story = { render: () => <RowActions language="en" />, globals: { locale: 'en' } };
