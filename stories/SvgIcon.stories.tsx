import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Flex, HStack, IconButton, SimpleGrid, Text } from '@chakra-ui/react';
import { Icon, isIconName, type IconName } from '../src/ui/shell/Icon';
import { SvgIcon } from '../src/ui/svgIcon';

// A record rather than a list: the type checker fails here when the menu's set gains an icon
// that this grid does not show (src/ui/shell/Icon.tsx does not export its names).
const MENU_ICONS: Record<IconName, true> = {
  dashboard: true,
  company: true,
  delivery: true,
  chat: true,
  report: true,
  finance: true,
  settings: true,
  users: true,
  lock: true,
  tools: true,
  help: true,
  store: true,
  food: true,
  cart: true,
  palette: true,
  mobile: true,
  megaphone: true,
  handshake: true,
  box: true,
  file: true,
  map: true,
  chart: true,
  image: true,
  link: true,
  money: true,
  school: true,
  share: true,
  menu: true,
  chevronLeft: true,
  chevronRight: true,
  chevronDown: true,
  arrowUp: true,
  close: true,
  bell: true,
  logout: true,
  dot: true,
};
const MENU_ICON_NAMES = Object.keys(MENU_ICONS).filter(isIconName);

/** A shape drawn for the frame's own stories: a tick in a circle. */
const TICK = (
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12.5l2.5 2.5L16 9.5" />
  </>
);

/** Every icon of the side menu and the shell, each with its name, as {@link Icon} draws them in the frame. */
function MenuIconGrid() {
  return (
    <SimpleGrid columns={{ base: 3, md: 6 }} gap="3" as="ul" listStyleType="none">
      {MENU_ICON_NAMES.map((name) => (
        <Flex as="li" key={name} direction="column" align="center" gap="2" p="3" borderWidth="1px" borderRadius="l2" bg="bg">
          <Icon name={name} size="1.75rem" />
          <Text textStyle="xs" fontFamily="mono">
            {name}
          </Text>
        </Flex>
      ))}
    </SimpleGrid>
  );
}

const meta = {
  title: 'Icons/SvgIcon',
  component: SvgIcon,
  args: { name: 'tick', shape: TICK },
  decorators: [
    (Story) => (
      <Box p="6" bg="bg.subtle" minH="100vh">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof SvgIcon>;

export default meta;

type Story = StoryObj<typeof meta>;

/** One shape in the frame at its default size (1.25rem), stroked in the text colour. */
export const Frame: Story = {};

/** The same shape at the sizes the app uses: list buttons, menu entries, headings. */
export const Sizes: Story = {
  render: (args) => (
    <HStack gap="6" align="end">
      {(['1rem', '1.1rem', '1.25rem', '1.75rem', '2.5rem'] as const).map((size) => (
        <Flex key={size} direction="column" align="center" gap="1">
          <SvgIcon {...args} size={size} />
          <Text textStyle="xs" fontFamily="mono">
            {size}
          </Text>
        </Flex>
      ))}
    </HStack>
  ),
};

/** The frame takes the colour of its text: brand, danger and muted. */
export const Colours: Story = {
  render: (args) => (
    <HStack gap="6">
      <SvgIcon {...args} color="brand.fg" size="2rem" />
      <SvgIcon {...args} color={{ base: 'red.700', _dark: 'red.300' }} size="2rem" />
      <SvgIcon {...args} color="fg.muted" size="2rem" />
    </HStack>
  ),
};

/** Decorative inside a button: the button carries the name, the icon stays hidden from assistive technology. */
export const InALabelledButton: Story = {
  render: (args) => (
    <IconButton aria-label="Confirmar" variant="outline">
      <SvgIcon {...args} />
    </IconButton>
  ),
};

/** Every icon of the side menu and the shell, with its name. */
export const MenuIcons: Story = { render: () => <MenuIconGrid /> };

/** In English: icons carry no words, only the button around them is named in the language in use. */
export const English: Story = {
  render: (args) => (
    <IconButton aria-label="Confirm" variant="outline">
      <SvgIcon {...args} />
    </IconButton>
  ),
  globals: { locale: 'en' },
};
