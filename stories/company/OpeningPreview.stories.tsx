import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { OpeningPreview } from '../../src/ui/company/OpeningPreview';
import { BETWEEN_SERVICES, CHRISTMAS_NOON, FRIDAY_NIGHT, NO_HOURS, NOW, SAVED_HOURS, SEPARATE_DELIVERY, WITH_EXCEPTIONS, WITH_PAUSES } from './openingHoursFixtures';

const meta = {
  title: 'Company/OpeningPreview',
  component: OpeningPreview,
  decorators: [
    (Story) => (
      <Box m="6" p="4" maxW="sm" borderWidth="1px" borderRadius="l3">
        <Story />
      </Box>
    ),
  ],
  args: { hours: SAVED_HOURS, now: NOW, dirty: false },
} satisfies Meta<typeof OpeningPreview>;

export default meta;

type Story = StoryObj<typeof meta>;

/** 'Aberto agora · fecha às 15:00'. */
export const OpenNow: Story = {};

/** 'Fechado · abre às 18:00'. */
export const ClosedNow: Story = { args: { now: BETWEEN_SERVICES } };

/** Saturday 01:00, Friday's night still going: 'Aberto agora · fecha às 02:00'. */
export const PastMidnight: Story = { args: { now: FRIDAY_NIGHT } };

/** 'Fechado: Natal · abre amanhã às 11:00'. */
export const Holiday: Story = { args: { hours: WITH_EXCEPTIONS, now: CHRISTMAS_NOON } };

/** 'Pausado até 14:30 (Falta de gás)'. */
export const Paused: Story = { args: { hours: WITH_PAUSES } };

/** Delivery's own hours: a line of its own. */
export const SeparateDelivery: Story = { args: { hours: SEPARATE_DELIVERY, dirty: true } };

/** No hours set. */
export const NoHours: Story = { args: { hours: NO_HOURS } };

/** In English. */
export const English: Story = { args: { hours: WITH_EXCEPTIONS, now: CHRISTMAS_NOON }, globals: { locale: 'en' } };
