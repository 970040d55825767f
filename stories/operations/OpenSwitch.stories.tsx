import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Flex, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { connectOpenSwitch } from '../../src/machines/openSwitch/connect';
import { openSwitchMachine } from '../../src/machines/openSwitch/machine';
import type { CompanyLookup, SaveOpenStateInput } from '../../src/domain/company';
import { OpenSwitch, type OpenSwitchChange, type OpenSwitchReason } from '../../src/ui/operations/OpenSwitch';
import type { CompanyStatus } from '../../src/contract/schema.gen';

// A fixed "now" and local times, so the last-change line reads the same on every machine.
const NOW = new Date(2025, 2, 12, 18, 30);
const CLOSED_BY_RODRIGO: OpenSwitchChange = {
  by: { fullname: 'Rodrigo Restaurante' },
  at: new Date(2025, 2, 12, 14, 2).toISOString(),
  toOpen: false,
  toManual: true,
};
const BACK_TO_AUTOMATIC: OpenSwitchChange = {
  by: { fullname: 'Sandra Equipe' },
  at: new Date(2025, 2, 10, 9, 5).toISOString(),
  toOpen: true,
  toManual: false,
};

const meta = {
  title: 'Operations/OpenSwitch',
  component: OpenSwitch,
  args: {
    status: 'automatic',
    isOpen: true,
    isManual: false,
    lastChange: null,
    failure: null,
    variant: 'large',
    now: NOW,
    onToggle: fn(),
    onConfirm: fn(),
    onCancel: fn(),
    onReleaseManual: fn(),
  },
  decorators: [
    (Story, context) =>
      context.args.variant === 'compact' ? (
        // As in the top bar: a light strip 64 px high.
        <Flex align="center" h="16" px="6" bg="bg" borderBottomWidth="1px">
          <Story />
        </Flex>
      ) : (
        // As on the dashboard: inside the greeting card.
        <Box p="6">
          <Box bg="bg" borderWidth="1px" borderRadius="l3" p="6" maxW="3xl">
            <Story />
          </Box>
        </Box>
      ),
  ],
} satisfies Meta<typeof OpenSwitch>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Automatic mode (following the opening hours), open, never changed by hand. */
export const AutomaticOpen: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: /aberto|open/i })).toBeChecked();
  },
};

/** Automatic mode, closed, after someone returned it to automatic two days ago. */
export const AutomaticClosed: Story = { args: { isOpen: false, lastChange: { ...BACK_TO_AUTOMATIC, toOpen: false } } };

/** A toggle in automatic mode: the switch stays as it was and the confirmation asks first. */
export const Confirming: Story = {
  args: { status: 'confirming' },
  play: async () => {
    // The dialog is portalled to the body.
    await waitFor(() => expect(within(document.body).getByRole('alertdialog')).toBeVisible());
  },
};

/** Manual mode, closed by hand today: the last change and the 400 px notice with Yes. */
export const Manual: Story = { args: { status: 'manual', isOpen: false, isManual: true, lastChange: CLOSED_BY_RODRIGO } };

/** Saving: the switch shows the state being saved and cannot be toggled. */
export const Saving: Story = { args: { status: 'saving', isOpen: false, isManual: true, lastChange: null } };

/** A refused save: the previous state is back and the switch says why. */
export const SaveForbidden: Story = { args: { failure: 'forbidden', lastChange: BACK_TO_AUTOMATIC } };

/** A save that got no answer. */
export const SaveNetworkError: Story = { args: { status: 'manual', isOpen: false, isManual: true, failure: 'network' } };

/** A change the platform made (by the opening hours). */
export const ChangedByPlatform: Story = {
  args: { lastChange: { by: null, at: new Date(2025, 2, 12, 11, 0).toISOString(), toOpen: true, toManual: false } },
};

/** The top bar variant, automatic. */
export const CompactAutomatic: Story = { args: { variant: 'compact', lastChange: BACK_TO_AUTOMATIC } };

/** The top bar variant, manual: the notice opens from the Manual badge (open here). */
export const CompactManualNotice: Story = {
  args: { variant: 'compact', status: 'manual', isOpen: false, isManual: true, lastChange: CLOSED_BY_RODRIGO, defaultNoticeOpen: true },
};

/** The top bar variant while saving. */
export const CompactSaving: Story = { args: { variant: 'compact', status: 'saving', isOpen: true, isManual: true } };

/** The top bar variant after a failed save. */
export const CompactFailed: Story = { args: { variant: 'compact', failure: 'other' } };

/** In English. */
export const English: Story = { args: { status: 'manual', isOpen: false, isManual: true, lastChange: CLOSED_BY_RODRIGO }, globals: { locale: 'en' } };

// The reasons of automatic mode, judged on Wednesday 12 March 2025 at 14:05 in São Paulo (UTC−3).
const REASON_NOW = new Date('2025-03-12T17:05:00Z');
const SAO_PAULO = 'America/Sao_Paulo';
const OPENS_AT_18: OpenSwitchReason = { reason: 'schedule', label: null, until: null, nextChange: { at: '2025-03-12T21:00:00.000Z', isOpen: true }, timeZone: SAO_PAULO };
const CLOSES_AT_23: OpenSwitchReason = { reason: 'schedule', label: null, until: null, nextChange: { at: '2025-03-13T02:00:00.000Z', isOpen: false }, timeZone: SAO_PAULO };
const NATAL: OpenSwitchReason = { reason: 'exception', label: 'Natal', until: null, nextChange: { at: '2025-03-13T14:00:00.000Z', isOpen: true }, timeZone: SAO_PAULO };
const GAS: OpenSwitchReason = { reason: 'pause', label: 'Falta de gás', until: '2025-03-12T17:30:00.000Z', nextChange: { at: '2025-03-12T17:30:00.000Z', isOpen: true }, timeZone: SAO_PAULO };

/** Automatic, closed by the hours: 'Estabelecimento fechado · abre às 18:00'. */
export const ReasonOpensAt: Story = {
  args: { isOpen: false, state: OPENS_AT_18, now: REASON_NOW },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="reason"]')?.textContent).toMatch(/^(abre às 18:00|opens at 18:00)$/);
  },
};

/** Automatic, open by the hours: '… · fecha às 23:00'. */
export const ReasonClosesAt: Story = { args: { isOpen: true, state: CLOSES_AT_23, now: REASON_NOW } };

/** Closed by an exception of the date: its name, and when it opens again. */
export const ReasonException: Story = { args: { isOpen: false, state: NATAL, now: REASON_NOW } };

/** Closed by a pause: until when, and why. */
export const ReasonPaused: Story = { args: { isOpen: false, state: GAS, now: REASON_NOW } };

/** No hours set: the stored state stands, and the switch says so. */
export const ReasonNoHours: Story = { args: { isOpen: true, state: { reason: 'no_hours', label: null, until: null, nextChange: null, timeZone: SAO_PAULO }, now: REASON_NOW } };

/** Manual mode says no reason: the hours do not decide. */
export const ReasonManual: Story = {
  args: { status: 'manual', isOpen: false, isManual: true, lastChange: CLOSED_BY_RODRIGO, state: { reason: 'manual', label: null, until: null, nextChange: null, timeZone: SAO_PAULO }, now: REASON_NOW },
};

/** The top bar: the reason short, beside the label. */
export const CompactReason: Story = { args: { variant: 'compact', isOpen: false, state: OPENS_AT_18, now: REASON_NOW } };

/** The top bar, paused: only until when (the reason shows on the dashboard). */
export const CompactReasonPaused: Story = { args: { variant: 'compact', isOpen: false, state: GAS, now: REASON_NOW } };

/** The top bar, narrow, with a long exception name: cut short with an ellipsis. */
export const CompactReasonNarrow: Story = {
  args: { variant: 'compact', isOpen: false, state: { ...NATAL, label: 'Feriado municipal do aniversário da cidade' }, now: REASON_NOW },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** The reasons in English. */
export const ReasonEnglish: Story = { args: { isOpen: false, state: NATAL, now: REASON_NOW }, globals: { locale: 'en' } };

const DEMO_COMPANY: CompanyStatus = {
  _id: '64c000000000000000000001',
  name: 'Cantina da Nonna',
  type: 'restaurant',
  shoppingFlow: 'MENU',
  isOpen: true,
  isManual: false,
  lastOpenChange: null,
};

let current = DEMO_COMPANY;
let saves = 0;

/** The machine over an in-memory company: saves take a second; every third one gets no answer. */
const interactiveMachine = openSwitchMachine.provide({
  actors: {
    lookup: fromPromise<CompanyLookup>(async () => ({ kind: 'found', company: current })),
    saveOpenState: fromPromise<CompanyStatus, SaveOpenStateInput>(async ({ input }) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      saves += 1;
      if (saves % 3 === 0) throw new TypeError('Failed to fetch');
      const before = current;
      current = {
        ...before,
        isOpen: input.isOpen,
        isManual: input.isManual,
        lastOpenChange: {
          by: { _id: '4', fullname: 'Rodrigo Restaurante' },
          at: new Date().toISOString(),
          fromOpen: before.isOpen,
          toOpen: input.isOpen,
          fromManual: before.isManual,
          toManual: input.isManual,
        },
      };
      return current;
    }),
  },
});

/** The switch as a container runs it: the machine's view in, its events out. */
function InteractiveSwitch({ variant }: { variant: 'compact' | 'large' }) {
  const [snapshot, send] = useMachine(interactiveMachine);
  const { visible, ...props } = connectOpenSwitch(snapshot, send);
  if (!visible) return <Text color="fg.muted">…</Text>;
  return <OpenSwitch {...props} variant={variant} />;
}

/** Try it: the open switch machine drives the view (automatic → confirmation → manual → back). */
export const Interactive: Story = {
  render: (args) => <InteractiveSwitch variant={args.variant ?? 'large'} />,
};
