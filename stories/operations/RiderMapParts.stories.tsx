import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { Box, Flex, Stack } from '@chakra-ui/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { countByFilter, filterRiders, type RiderFilter } from '../../src/domain/riders';
import { useI18n } from '../../src/i18n/context';
import { localeOf } from '../../src/i18n/language';
import { RIDER_REFRESH_MS } from '../../src/machines/riderMap/machine';
import { useLiveStore } from '../../src/ui/operations/riderMapLive';
import {
  RiderFilterControl,
  RiderMapFailureAlert,
  RiderMapLegend,
  RiderMapLiveContext,
  RiderMapRefreshingContext,
  RiderMapStatusLine,
  type RiderMapFailure,
} from '../../src/ui/operations/RiderMapParts';
import { RECEIVED_AT, RIDERS } from './riderFixtures';
import type { RiderPosition } from '../../src/contract/schema.gen';

/** Props of {@link RiderMapPartsView}: the rider map machine's view, as the map takes it. */
interface RiderMapPartsViewProps {
  status: 'loading' | 'ready' | 'failed';
  riders: readonly RiderPosition[];
  filter: RiderFilter;
  failure: RiderMapFailure | null;
  refreshing: boolean;
  receivedAt: number | null;
  retryEverySeconds: number | null;
  onFilterChange: (filter: RiderFilter) => void;
  onRetry: () => void;
}

/**
 * The parts of the rider map where the map puts them, fed through the same store: the filter
 * with its counts and the status line above, the failure under them, the legend over the map
 * (here a plain area: the map itself has its own stories).
 */
function RiderMapPartsView({ status, riders, filter, failure, refreshing, receivedAt, retryEverySeconds, onFilterChange, onRetry }: RiderMapPartsViewProps) {
  const { language } = useI18n();
  const counts = useMemo(() => countByFilter(riders), [riders]);
  const time = receivedAt === null ? null : new Intl.DateTimeFormat(localeOf(language), { timeStyle: 'medium' }).format(receivedAt);
  const shown = useMemo(() => filterRiders(riders, filter).length, [riders, filter]);
  const live = useMemo(() => ({ counts: status === 'loading' ? null : counts, shown, time }), [status, counts, shown, time]);
  const store = useLiveStore(live);
  return (
    <RiderMapLiveContext.Provider value={store}>
      <RiderMapRefreshingContext.Provider value={refreshing}>
        <Stack gap="3">
          <Flex align="center" justify="space-between" gap="3" wrap="wrap">
            <RiderFilterControl filter={filter} onFilterChange={onFilterChange} />
            <RiderMapStatusLine status={status} />
          </Flex>
          {failure ? <RiderMapFailureAlert failure={failure} retryEverySeconds={retryEverySeconds} onRetry={onRetry} /> : null}
          <Box position="relative" h="48" rounded="md" borderWidth="1px" bg="#eef1f4">
            <RiderMapLegend />
          </Box>
        </Stack>
      </RiderMapRefreshingContext.Provider>
    </RiderMapLiveContext.Provider>
  );
}

const RETRY_SECONDS = RIDER_REFRESH_MS / 1000;

const meta = {
  title: 'Operations/Rider map parts',
  component: RiderMapPartsView,
  args: {
    status: 'ready',
    riders: RIDERS,
    filter: 'all',
    failure: null,
    refreshing: false,
    receivedAt: RECEIVED_AT,
    retryEverySeconds: null,
    onFilterChange: fn(),
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <Box p="6" bg="bg.subtle" minH="100vh">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof RiderMapPartsView>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Before the first answer: the filter without counts, no status line. */
export const Loading: Story = { args: { status: 'loading', riders: [], receivedAt: null } };
/** Every rider: the counts of each filter, how many are drawn and when they arrived. Picking a filter raises it. */
export const All: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: /Em rota|On route/ }));
    await expect(args.onFilterChange).toHaveBeenCalledWith('onRoute');
  },
};
/** Only the riders online. */
export const Online: Story = { args: { filter: 'online' } };
/** A refresh under way: 'Atualizando...' in place of the time. */
export const Refreshing: Story = { args: { refreshing: true } };
/** No rider has a known position. */
export const NoRiders: Story = { args: { riders: [] } };
/** The server could not be reached: the last positions kept (and since when), retried every 5 s. */
export const FailedNetwork: Story = { args: { status: 'failed', failure: 'network', retryEverySeconds: RETRY_SECONDS } };
/** Trying again: the retry busy. */
export const Retrying: Story = { args: { status: 'failed', failure: 'network', retryEverySeconds: RETRY_SECONDS, refreshing: true } };
/** The server refused before any rider arrived: said in words, retried only on demand. */
export const Forbidden: Story = { args: { status: 'failed', failure: 'forbidden', riders: [], receivedAt: null } };
/** The server answered something unexpected. */
export const FailedOther: Story = { args: { status: 'failed', failure: 'other' } };
/** In English: a failed refresh over the last positions. */
export const English: Story = { args: { status: 'failed', failure: 'network', retryEverySeconds: RETRY_SECONDS }, globals: { locale: 'en' } };
