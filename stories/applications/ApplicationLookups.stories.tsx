import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { fn, userEvent, within } from 'storybook/test';
import { ApplicationLookups } from '../../src/ui/applications/ApplicationLookups';
import { ANSWERED, APPLICATIONS, IDLE } from './applicationFixtures';

const meta = {
  title: 'Applications/ApplicationLookups',
  component: ApplicationLookups,
  decorators: [
    (Story) => (
      <Box p="6" bg="bg.subtle" minH="100vh" maxW="30rem">
        <Story />
      </Box>
    ),
  ],
  args: {
    searchText: '',
    search: { status: 'ready', result: APPLICATIONS, error: null },
    onSearchText: fn(),
    onRetrySearch: fn(),
    upgradeType: '',
    upgradeStatus: '',
    upgrades: IDLE,
    onUpgradeChange: fn(),
    onRetryUpgrades: fn(),
    onOpen: fn(),
  },
} satisfies Meta<typeof ApplicationLookups>;

export default meta;

type Story = StoryObj<typeof meta>;

const openUpgrades = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await userEvent.click(within(canvasElement).getByRole('tab', { name: /Atualizações obrigatórias|Forced upgrades/ }));
};

/** No text: the first 50 by name. */
export const SearchAll: Story = {};
/** Searching (150 ms after the last keystroke). */
export const Searching: Story = { args: { searchText: 'deliv', search: { status: 'loading', result: null, error: null } } };
/** Found by name. */
export const SearchFound: Story = { args: { searchText: 'delivery', search: { ...ANSWERED, result: APPLICATIONS.slice(2, 4) } } };
/** Nothing with that name. */
export const SearchNone: Story = { args: { searchText: 'zzz', search: { status: 'ready', result: [], error: null } } };
/** The search failed: a retry. */
export const SearchFailed: Story = { args: { searchText: 'a', search: { status: 'failed', result: null, error: { statusCode: 0, code: 'network' } } } };
/** Forced upgrades: nothing asked until both are chosen. */
export const UpgradesWaiting: Story = { args: { upgradeType: 'ios' }, play: openUpgrades };
/** Forced upgrades of iOS active applications. */
export const UpgradesFound: Story = { args: { upgradeType: 'ios', upgradeStatus: 'active', upgrades: ANSWERED }, play: openUpgrades };
/** No application forces an upgrade for the choice. */
export const UpgradesNone: Story = { args: { upgradeType: 'web', upgradeStatus: 'maintenance', upgrades: { status: 'ready', result: [], error: null } }, play: openUpgrades };
/** In English. */
export const English: Story = { globals: { locale: 'en' } };
