import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { OpeningHours } from '../../src/domain/openingHours';
import { OpeningHoursEditor, type OpeningHoursEditorProps } from '../../src/ui/company/OpeningHoursEditor';
import {
  BETWEEN_SERVICES,
  BROKEN_HOURS,
  BROKEN_PROBLEMS,
  CHRISTMAS_NOON,
  EDITED_HOURS,
  FRIDAY_NIGHT,
  NO_HOURS,
  NOW,
  SAVED_HOURS,
  SEPARATE_DELIVERY,
  WITH_EXCEPTIONS,
  WITH_PAUSES,
} from './openingHoursFixtures';

const meta = {
  title: 'Company/OpeningHoursEditor',
  component: OpeningHoursEditor,
  decorators: [
    // As the shell's content area shows it.
    (Story) => (
      <Box p={{ base: '4', md: '6' }} bg="bg.subtle" minH="100vh">
        <Story />
      </Box>
    ),
  ],
  args: {
    status: 'editing',
    hours: SAVED_HOURS,
    dirty: false,
    problems: [],
    failure: null,
    now: NOW,
    companyName: 'Cantina da Nonna',
    pausing: false,
    onChange: fn(),
    onSave: fn(),
    onDiscard: fn(),
    onRetry: fn(),
    onPause: fn(),
    onEndPause: fn(),
  },
} satisfies Meta<typeof OpeningHoursEditor>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Loading the hours. */
export const Loading: Story = { args: { status: 'loading', hours: null } };

/** The hours could not be loaded: why, and Retry. */
export const LoadFailed: Story = {
  args: { status: 'loadFailed', hours: null, failure: { statusCode: 0, error: 'Network Error', message: 'Failed to fetch', code: 'network' } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Tentar de novo|Try again/ }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The restaurant's week as saved, on Wednesday at 14:05: open, closes at 15:00; Save off. */
export const CleanWeek: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /^(Salvar|Save)$/ })).toBeDisabled();
  },
};

/** Wednesday's dinner moved and a Sunday slot added: unsaved changes, Save and Discard on. */
export const Dirty: Story = { args: { hours: EDITED_HOURS, dirty: true } };

/** Save found mistakes: each at its field, the first one focused. */
export const WithProblems: Story = { args: { hours: BROKEN_HOURS, dirty: true, problems: BROKEN_PROBLEMS } };

/** Saving: Save busy, the fields frozen. */
export const Saving: Story = { args: { status: 'saving', hours: EDITED_HOURS, dirty: true } };

/** Just saved. */
export const Saved: Story = { args: { status: 'saved', hours: EDITED_HOURS, dirty: false } };

/** The server refused the save (someone changed the hours since): the draft stays. */
export const RefusedByServer: Story = {
  args: {
    hours: EDITED_HOURS,
    dirty: true,
    failure: { statusCode: 409, error: 'Conflict', message: 'The opening hours changed since version 4', code: 'stale_version' },
  },
};

/** A save that got no answer. */
export const SaveNetworkError: Story = {
  args: { hours: EDITED_HOURS, dirty: true, failure: { statusCode: 0, error: 'Network Error', message: 'Failed to fetch', code: 'network' } },
};

/** Christmas every year, Christmas Eve at lunch only, an inventory day; at noon on Christmas: closed. */
export const WithExceptions: Story = { args: { hours: WITH_EXCEPTIONS, now: CHRISTMAS_NOON } };

/** Paused until 14:30 for a gas shortage, another pause planned for tomorrow. */
export const ActivePause: Story = { args: { hours: WITH_PAUSES } };

/** A pause being made: its button busy. */
export const Pausing: Story = { args: { hours: WITH_PAUSES, pausing: true } };

/** Saturday 01:00: Friday's slot past midnight keeps it open until 02:00. */
export const OvernightSlots: Story = { args: { now: FRIDAY_NIGHT } };

/** Between lunch and dinner: closed, opens at 18:00. */
export const ClosedBetweenServices: Story = { args: { now: BETWEEN_SERVICES } };

/** Delivery has hours of its own: its week under the general one, and its line in the preview. */
export const SeparateDeliveryHours: Story = { args: { hours: SEPARATE_DELIVERY } };

/** No hours set yet: every day closed, the switch keeps its stored state. */
export const NoHoursYet: Story = { args: { hours: NO_HOURS } };

/** In English. */
export const English: Story = { args: { hours: WITH_EXCEPTIONS, dirty: true }, globals: { locale: 'en' } };

/** In English, with the mistakes at their fields. */
export const EnglishWithProblems: Story = { args: { hours: BROKEN_HOURS, dirty: true, problems: BROKEN_PROBLEMS }, globals: { locale: 'en' } };

/** The editor keeping its draft here: try the edits (Save and Discard only report). */
function Playground(props: OpeningHoursEditorProps) {
  const [hours, setHours] = useState<OpeningHours>(props.hours ?? SAVED_HOURS);
  return (
    <OpeningHoursEditor
      {...props}
      hours={hours}
      dirty={hours !== props.hours}
      onChange={(next) => {
        props.onChange(next);
        setHours(next);
      }}
      onDiscard={() => {
        props.onDiscard();
        setHours(props.hours ?? SAVED_HOURS);
      }}
    />
  );
}

/** Try it: the edits change the draft and the preview at once. */
export const Interactive: Story = {
  render: (args) => <Playground {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^(Segunda-feira: adicionar|Monday: add)/ }));
    await expect(args.onChange).toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: /^(Salvar|Save)$/ })).toBeEnabled();
  },
};
