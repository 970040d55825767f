import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RiderHistoryDrawer } from '../../src/ui/delivery/RiderHistoryDrawer';
import { HISTORY, WEEK } from './deliveryFixtures';

const meta = {
  title: 'Delivery/RiderHistoryDrawer',
  component: RiderHistoryDrawer,
  args: {
    open: true,
    status: 'ready',
    history: HISTORY,
    racesPageSize: 5,
    failure: null,
    racesFailure: null,
    onRacesPage: fn(),
    onRetry: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof RiderHistoryDrawer>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Loading the rider, its week and its first races. */
export const Loading: Story = { args: { status: 'loading', history: null } };
/** The history could not be loaded: retry. */
export const Failed: Story = { args: { status: 'failed', history: null, failure: { statusCode: 404, code: 'not_found' } } };
/** The rider, its online time on each of the last seven days, and a page of races. */
export const Ready: Story = {};
/** Another page of races loading over the one shown. */
export const LoadingRaces: Story = { args: { status: 'loadingRaces' } };
/** That page of races failed: the page shown stays, with the error. */
export const RacesFailed: Story = { args: { racesFailure: { statusCode: 0, code: 'network' } } };
/** A new rider: offline all week, no race yet. */
export const NoHistory: Story = {
  args: {
    history: {
      ...HISTORY,
      days: WEEK.map((day) => ({ ...day, onlineMinutes: 0, firstOnlineAt: null, lastOnlineAt: null })),
      races: { items: [], totalCount: 0, page: 1 },
    },
  },
};
/** In English. */
export const English: Story = { globals: { locale: 'en' } };
