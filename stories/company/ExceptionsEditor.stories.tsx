import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import { ExceptionsEditor } from '../../src/ui/company/ExceptionsEditor';
import { BROKEN_HOURS, BROKEN_PROBLEMS, SAVED_HOURS, WITH_EXCEPTIONS } from './openingHoursFixtures';

const meta = {
  title: 'Company/ExceptionsEditor',
  component: ExceptionsEditor,
  decorators: [
    (Story) => (
      <Box p="6" maxW="3xl" bg="bg.subtle">
        <Story />
      </Box>
    ),
  ],
  args: { hours: WITH_EXCEPTIONS, problems: [], disabled: false, today: '2025-03-12', onChange: fn() },
} satisfies Meta<typeof ExceptionsEditor>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Christmas every year, Christmas Eve with lunch only, an inventory day. */
export const Holidays: Story = {};

/** None yet. */
export const Empty: Story = { args: { hours: SAVED_HOURS } };

/** A second exception on the inventory day, unnamed: both marked. */
export const WithProblems: Story = { args: { hours: BROKEN_HOURS, problems: BROKEN_PROBLEMS } };

/** In English. */
export const English: Story = { globals: { locale: 'en' } };
