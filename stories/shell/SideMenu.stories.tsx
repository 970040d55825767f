import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import { SideMenu } from '../../src/ui/shell/SideMenu';
import { MENU_SECTIONS } from './shellFixtures';

const meta = {
  title: 'Shell/SideMenu',
  component: SideMenu,
  decorators: [
    (Story) => (
      <Box h="100vh" display="flex">
        <Story />
      </Box>
    ),
  ],
  args: {
    sections: MENU_SECTIONS,
    activePath: '/company/company',
    state: 'expanded',
    onNavigate: fn(),
    onToggleMinimize: fn(),
    onHoverStart: fn(),
    onHoverEnd: fn(),
  },
} satisfies Meta<typeof SideMenu>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Full width; the active page's group is open and the page is marked. */
export const Expanded: Story = {};

/** Minimized: icons only. */
export const Minimized: Story = { args: { state: 'minimized' } };

/** Minimized, opened over the content by hover. */
export const MinimizedOpen: Story = { args: { state: 'minimized-open' } };

/** In the mobile drawer: no minimize toggle. */
export const InDrawer: Story = { args: { showToggle: false, activePath: '/dashboard' } };

/** In English. */
export const English: Story = { globals: { locale: 'en' } };
