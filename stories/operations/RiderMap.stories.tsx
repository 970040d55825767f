import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { fn } from 'storybook/test';
import { fromPromise } from 'xstate';
import { OFFLINE_MAP_STYLE_URL } from '../../src/api/riderActors';
import { connectRiderMap } from '../../src/machines/riderMap/connect';
import { RIDER_REFRESH_MS, riderMapMachine } from '../../src/machines/riderMap/machine';
import type { RiderPositionsAnswer } from '../../src/domain/riders';
import { RiderMap } from '../../src/ui/operations/RiderMap';
import type { RiderPosition } from '../../src/contract/schema.gen';

// Stretches of São Paulo streets as [longitude, latitude] ends, as the demo data uses them.
const STREETS: ReadonlyArray<readonly [readonly [number, number], readonly [number, number]]> = [
  [[-46.6452, -23.571], [-46.6617, -23.5564]],
  [[-46.6508, -23.5679], [-46.6397, -23.5541]],
  [[-46.641, -23.5715], [-46.6372, -23.5876]],
  [[-46.6354, -23.553], [-46.6371, -23.5638]],
  [[-46.6516, -23.5497], [-46.669, -23.5671]],
  [[-46.6623, -23.5557], [-46.6521, -23.548]],
  [[-46.6729, -23.552], [-46.6918, -23.5661]],
  [[-46.668, -23.558], [-46.6899, -23.5705]],
  [[-46.6931, -23.567], [-46.6831, -23.5859]],
];
const NAMES = ['Adriano Moreira', 'Beatriz Barbosa', 'Caio Teixeira', 'Daniela Gomes', 'Everton Martins', 'Fabiana Rocha', 'Gustavo Dias', 'Helena Nunes'];
const VEHICLES = ['moto', 'bicicleta', 'carro'];
const STATES: ReadonlyArray<Pick<RiderPosition, 'isOnline' | 'onRoute' | 'flag'>> = [
  { isOnline: true, onRoute: false, flag: 'FREE' },
  { isOnline: true, onRoute: true, flag: 'ON_ROUTE' },
  { isOnline: false, onRoute: false, flag: 'UNAVAILABLE' },
  { isOnline: true, onRoute: false, flag: 'FREE' },
  { isOnline: false, onRoute: false, flag: 'FREE' },
];

/** `count` riders along the streets, in every state; every seventh has no person record. */
function sampleRiders(count: number, shift = 0): RiderPosition[] {
  return Array.from({ length: count }, (_, n) => {
    const [[lng1, lat1], [lng2, lat2]] = STREETS[n % STREETS.length] ?? STREETS[0] ?? [[0, 0], [0, 0]];
    const t = (((n * 0.618034 + shift) % 1) + 1) % 1;
    return {
      _id: `rider-${n + 1}`,
      person: n % 7 === 3 ? null : { name: NAMES[n % NAMES.length] ?? 'Rider' },
      typeOfVehicle: VEHICLES[n % VEHICLES.length] ?? 'moto',
      ...(STATES[n % STATES.length] ?? { isOnline: true, onRoute: false, flag: 'FREE' }),
      location: [lng1 + (lng2 - lng1) * t, lat1 + (lat2 - lat1) * t],
    };
  });
}

const RIDERS = sampleRiders(24);
const RECEIVED_AT = new Date(2025, 2, 12, 14, 2, 5).getTime();

const meta = {
  title: 'Operations/RiderMap',
  component: RiderMap,
  args: {
    status: 'ready',
    riders: RIDERS,
    filter: 'all',
    failure: null,
    refreshing: false,
    receivedAt: RECEIVED_AT,
    retryEverySeconds: null,
    mapStyle: OFFLINE_MAP_STYLE_URL,
    height: '560px',
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
} satisfies Meta<typeof RiderMap>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every rider: green online, red offline, blue on route. */
export const All: Story = {};

export const Online: Story = { args: { filter: 'online' } };

export const Offline: Story = { args: { filter: 'offline' } };

export const OnRoute: Story = { args: { filter: 'onRoute' } };

/** The popup of a rider on a route, as the pointer over its marker shows it. */
export const Hovered: Story = { args: { defaultHoveredId: 'rider-2' } };

/** A rider without a person record: 'Person não cadastrado'. */
export const HoveredWithoutPerson: Story = { args: { defaultHoveredId: 'rider-4' } };

export const Loading: Story = { args: { status: 'loading', riders: [], receivedAt: null } };

export const Refreshing: Story = { args: { refreshing: true } };

/** No rider has a known position. */
export const Empty: Story = { args: { riders: [] } };

/** The filter leaves no rider. */
export const EmptyFilter: Story = { args: { riders: RIDERS.filter((r) => r.isOnline), filter: 'offline' } };

/** The server could not be reached: the last riders stay, retried every 5 s and on demand. */
export const Failed: Story = { args: { status: 'failed', failure: 'network', retryEverySeconds: RIDER_REFRESH_MS / 1000 } };

/** The server refused before any rider arrived: said in words, retried only on demand. */
export const Forbidden: Story = { args: { status: 'failed', failure: 'forbidden', riders: [], receivedAt: null } };

/** 10,000 riders, as the benchmark draws them. */
export const TenThousandRiders: Story = { args: { riders: sampleRiders(10_000) } };

/** The machine with a fake server whose riders move along their streets on every refresh (every 5 s). */
export const Live: Story = {
  render: function Live(args) {
    const [snapshot, send] = useMachine(
      riderMapMachine.provide({
        actors: {
          fetchRiders: fromPromise<RiderPositionsAnswer>(async () => ({ riders: sampleRiders(24, Date.now() / 60_000), receivedAt: Date.now() })),
        },
      }),
      { input: {} },
    );
    return <RiderMap {...args} {...connectRiderMap(snapshot, send)} />;
  },
};
