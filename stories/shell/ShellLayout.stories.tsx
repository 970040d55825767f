import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import { useI18n } from '../../src/i18n/I18nProvider';
import { Icon } from '../../src/ui/shell/Icon';
import { ShellLayout } from '../../src/ui/shell/ShellLayout';
import { MENU_SECTIONS } from './shellFixtures';

/** Stand-in page content: the dashboard's greeting and module cards. */
function DemoPage() {
  const { LL } = useI18n();
  return (
    <Flex direction="column" gap="6">
      <Box bg="bg" borderWidth="1px" borderRadius="l3" p="6">
        <Heading size="xl">{LL.DASHBOARD.GREETING({ name: 'Ana Souza' })}</Heading>
        <Text color="fg.muted">{LL.DASHBOARD.COMPANY({ name: 'Pizzaria Bella Napoli' })}</Text>
      </Box>
      <Heading as="h2" size="md">
        {LL.DASHBOARD.YOUR_MODULES()}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
        {MENU_SECTIONS.flatMap((section) => section.entries)
          .slice(0, 6)
          .map((entry) => (
            <Flex key={entry.page} align="center" gap="3" bg="bg" borderWidth="1px" borderRadius="l3" p="5">
              <Box p="2" borderRadius="l2" bg="brand.subtle" color="brand.fg">
                <Icon name={entry.icon} />
              </Box>
              <Text fontWeight="medium">{entry.title}</Text>
            </Flex>
          ))}
      </SimpleGrid>
      <Box h="80vh" />
    </Flex>
  );
}

const switchPlaceholder = <DemoSwitch />;

function DemoSwitch() {
  const { LL } = useI18n();
  return (
    <Box px="3" py="1.5" borderWidth="1px" borderStyle="dashed" borderRadius="l2" maxW={{ base: '36', md: 'none' }}>
      <Text textStyle="xs" color="fg.muted" truncate>
        {LL.DASHBOARD.SWITCH_PLACEHOLDER()}
      </Text>
    </Box>
  );
}

const meta = {
  title: 'Shell/ShellLayout',
  component: ShellLayout,
  args: {
    menu: {
      sections: MENU_SECTIONS,
      activePath: '/dashboard',
      state: 'expanded',
      onNavigate: fn(),
      onToggleMinimize: fn(),
      onHoverStart: fn(),
      onHoverEnd: fn(),
    },
    topBar: { fullname: 'Ana Souza', companyName: 'Pizzaria Bella Napoli', picture: null, onSignOut: fn(), switchSlot: switchPlaceholder },
    subHeader: {
      title: 'Início',
      breadcrumbs: [{ title: 'Início', page: '/dashboard' }],
      showScrollTop: false,
      onScrollTop: fn(),
      onNavigate: fn(),
    },
    footerTitle: '2026 © Entregas Express',
    progress: null,
    mobileMenuOpen: false,
    onMobileMenuOpenChange: fn(),
    quickPanelOpen: false,
    onQuickPanelOpenChange: fn(),
    children: <DemoPage />,
  },
} satisfies Meta<typeof ShellLayout>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The aside expanded, on the start page. */
export const Expanded: Story = {};

/** The aside minimized: icons only, the content wider. */
export const Minimized: Story = { args: { menu: { ...meta.args.menu, state: 'minimized' } } };

/** Minimized and opened by hover: the aside floats over the content. */
export const MinimizedOpen: Story = { args: { menu: { ...meta.args.menu, state: 'minimized-open' } } };

/** A route loading (progress at 35) on a scrolled page with its scroll-to-top control. */
export const Loading: Story = {
  args: {
    progress: 35,
    menu: { ...meta.args.menu, activePath: '/company/company' },
    subHeader: {
      ...meta.args.subHeader,
      title: 'Empresas',
      breadcrumbs: [
        { title: 'Início', page: '/dashboard' },
        { title: 'Empresas', page: '/company/company' },
      ],
      showScrollTop: true,
    },
  },
};

/** The quick panel open. */
export const QuickPanelOpen: Story = { args: { quickPanelOpen: true } };

/** A phone: mobile header with the logo and the menu button; no aside. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };

/** A phone with the menu drawer open. */
export const MobileMenuOpen: Story = {
  args: { mobileMenuOpen: true },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};

/** In English. */
export const English: Story = { globals: { locale: 'en' } };
