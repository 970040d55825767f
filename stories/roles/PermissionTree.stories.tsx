import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import { PermissionTree } from '../../src/ui/roles/PermissionTree';
import { ROLES, treeNodes } from './roleFixtures';

const meta = {
  title: 'Roles/PermissionTree',
  component: PermissionTree,
  decorators: [
    (Story) => (
      <Box p={{ base: '3', md: '6' }} bg="bg.subtle" minH="100vh">
        <Story />
      </Box>
    ),
  ],
  args: { status: 'ready', failure: null, parents: treeNodes(), roleCount: ROLES.length, onRetry: fn() },
} satisfies Meta<typeof PermissionTree>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Loading the catalogue and the roles. */
export const Loading: Story = { args: { status: 'loading', parents: [], roleCount: 0 } };
/** Every section expanded, each permission with the roles that hold it. */
export const Ready: Story = {};
/** The load failed: why, and a retry. */
export const Failed: Story = { args: { status: 'failed', failure: { statusCode: 403, code: 'forbidden' }, parents: [], roleCount: 0 } };
/** In English. */
export const English: Story = { args: { parents: treeNodes('en') }, globals: { locale: 'en' } };
