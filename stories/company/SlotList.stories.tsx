import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import { SlotList } from '../../src/ui/company/SlotList';

const meta = {
  title: 'Company/SlotList',
  component: SlotList,
  decorators: [
    (Story) => (
      <Box p="6" maxW="xl">
        <Story />
      </Box>
    ),
  ],
  args: {
    slots: [
      { start: '11:00', end: '15:00' },
      { start: '18:00', end: '02:00' },
    ],
    owner: 'Sexta-feira',
    path: 'general[5]',
    problems: [],
    disabled: false,
    emptyText: 'Fechado',
    onChange: fn(),
  },
} satisfies Meta<typeof SlotList>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Lunch, and dinner past midnight (noted). */
export const LunchAndDinner: Story = {};

/** No slot: closed. */
export const Closed: Story = { args: { slots: [] } };

/** Open all day (00:00 to 00:00). */
export const WholeDay: Story = { args: { slots: [{ start: '00:00', end: '00:00' }] } };

/** A time not written yet, marked at its field. */
export const InvalidTime: Story = {
  args: {
    slots: [{ start: '11:00', end: '' }],
    problems: [{ path: 'general[5][0].end', code: 'invalid_time', message: "'' is not a time HH:MM (00:00 to 23:59)" }],
  },
};
