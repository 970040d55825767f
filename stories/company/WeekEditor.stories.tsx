import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import { WeekEditor } from '../../src/ui/company/WeekEditor';
import { BROKEN_HOURS, BROKEN_PROBLEMS, RESTAURANT_WEEK } from './openingHoursFixtures';

const meta = {
  title: 'Company/WeekEditor',
  component: WeekEditor,
  decorators: [
    (Story) => (
      <Box p="6" maxW="3xl">
        <Story />
      </Box>
    ),
  ],
  args: { week: RESTAURANT_WEEK, name: 'general', problems: [], disabled: false, onChange: fn() },
} satisfies Meta<typeof WeekEditor>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The restaurant's week: Monday closed, Friday's and Saturday's nights past midnight. */
export const RestaurantWeek: Story = {};

/** Tuesday's slots overlap: both marked, the message under the later one. */
export const Overlap: Story = { args: { week: BROKEN_HOURS.general, problems: BROKEN_PROBLEMS } };

/** Tuesday's "Copiar para…" open: the other days to tick. */
export const CopyDayOpen: Story = { args: { defaultCopyOpen: 2 } };

/** Frozen while saving. */
export const Disabled: Story = { args: { disabled: true } };

/** In English. */
export const English: Story = { globals: { locale: 'en' } };
