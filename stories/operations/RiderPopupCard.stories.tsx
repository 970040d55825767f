import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { RiderPopupCard } from '../../src/ui/operations/RiderMapPopup';
import { FREE_RIDER, OFFLINE_RIDER, ON_ROUTE_RIDER, RIDER_WITHOUT_PERSON } from './riderFixtures';

const meta = {
  title: 'Operations/RiderPopupCard',
  component: RiderPopupCard,
  args: { rider: FREE_RIDER },
  decorators: [
    (Story) => (
      // The map's popup: a small white card with a shadow, at most 280 px wide.
      <Box p="6" bg="#eef1f4" minH="100vh">
        <Box display="inline-block" maxW="280px" bg="bg" rounded="md" shadow="md" px="3" py="2">
          <Story />
        </Box>
      </Box>
    ),
  ],
} satisfies Meta<typeof RiderPopupCard>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Online and free: green. */
export const OnlineFree: Story = {};
/** On a route: blue. */
export const OnRoute: Story = { args: { rider: ON_ROUTE_RIDER } };
/** Offline and unavailable: red. */
export const Offline: Story = { args: { rider: OFFLINE_RIDER } };
/** No person record: 'Person não cadastrado'. */
export const WithoutPerson: Story = { args: { rider: RIDER_WITHOUT_PERSON } };
/** A vehicle as the platform stores it, whatever it is. */
export const OtherVehicle: Story = { args: { rider: { ...FREE_RIDER, typeOfVehicle: 'patinete' } } };
/** In English. */
export const English: Story = { args: { rider: ON_ROUTE_RIDER }, globals: { locale: 'en' } };
