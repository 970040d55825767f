import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { ModuleNotInRelease } from '../../src/ui/shell/ModuleNotInRelease';

const meta = {
  title: 'Shell/ModuleNotInRelease',
  component: ModuleNotInRelease,
  decorators: [
    (Story) => (
      <Box p="6" bg="bg.subtle" minH="100vh">
        <Story />
      </Box>
    ),
  ],
  args: { title: 'Estúdio gráfico', icon: 'palette' },
} satisfies Meta<typeof ModuleNotInRelease>;

export default meta;

type Story = StoryObj<typeof meta>;

/** A module of the menu that this release does not include. */
export const Default: Story = {};
/** In English. */
export const English: Story = { args: { title: 'Graphic studio' }, globals: { locale: 'en' } };
/** A page outside the menu (the public print pages): no module title. */
export const PageOutsideTheMenu: Story = { args: { title: undefined, icon: 'file' } };
