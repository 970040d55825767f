import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NO_RIDER_FILTERS, RiderFilterBar } from '../../src/ui/delivery/RiderFilterBar';

const EVERY_FILTER = { isOnline: true, flag: 'ON_ROUTE', cpf: '529', typeOfVehicle: 'moto' } as const;

const meta = {
  title: 'Delivery/RiderFilterBar',
  component: RiderFilterBar,
  args: { filters: NO_RIDER_FILTERS, disabled: false, onChange: fn() },
  decorators: [
    (Story) => (
      <Box p="6" bg="bg" minH="100vh">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof RiderFilterBar>;

export default meta;

type Story = StoryObj<typeof meta>;

/** No filter: every select on 'Todos', no Clear. Digits typed in the CPF box apply on Enter, without the separators. */
export const NoFilter: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'CPF' }), '529.982{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith({ ...NO_RIDER_FILTERS, cpf: '529982' });
  },
};
/** Only the riders online. */
export const OnlineOnly: Story = { args: { filters: { ...NO_RIDER_FILTERS, isOnline: true } } };
/** Every filter set: Clear shows. */
export const EveryFilter: Story = { args: { filters: EVERY_FILTER } };
/** A vehicle the app does not know (from the address): offered as stored. */
export const UnknownVehicle: Story = { args: { filters: { ...NO_RIDER_FILTERS, typeOfVehicle: 'patinete' } } };
/** The list's first load or an action under way: the filters frozen. */
export const Disabled: Story = { args: { filters: EVERY_FILTER, disabled: true } };
/** In English. */
export const English: Story = { args: { filters: EVERY_FILTER }, globals: { locale: 'en' } };
