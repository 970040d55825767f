import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TicketView } from '../../src/ui/helpdesk/TicketView';
import { CANCELED_TICKET, CLOSED_TICKET, ON_HOLD_TICKET, RIDER_TICKET, SOLVED_TICKET, staffTicketViewProps, TICKET, ticketViewProps } from './helpdeskFixtures';

const meta = {
  title: 'Helpdesk/TicketView',
  component: TicketView,
  decorators: [
    (Story) => (
      <Box p="6" bg="bg.subtle" minH="100vh">
        <Story />
      </Box>
    ),
  ],
  args: ticketViewProps(fn),
} satisfies Meta<typeof TicketView>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Its requester: the public thread, the reply box without the internal note switch, only "Cancelar chamado"; overdue. */
export const Requester: Story = {};

/** Staff: internal notes marked, the "Nota interna" switch, the moves, the fields editable. */
export const Staff: Story = { args: staffTicketViewProps(fn) };

/** Staff writing an internal note. */
export const StaffWritingNote: Story = { args: staffTicketViewProps(fn, { draft: 'Banco confirmou: entra no lote de quarta.', internal: true }) };

/** Staff: a ticket opened for a rider, nobody on it yet. */
export const StaffNewForRider: Story = { args: staffTicketViewProps(fn, { ticket: RIDER_TICKET, protocol: RIDER_TICKET.protocol, moves: ['IN_PROGRESS', 'CANCELED'], canOpenOrder: false }) };

/** On hold: the due time paused. */
export const OnHold: Story = { args: staffTicketViewProps(fn, { ticket: ON_HOLD_TICKET, moves: ['IN_PROGRESS', 'SOLVED', 'CANCELED'] }) };

/** Solved two days ago: a reply reopens it until it closes. */
export const Solved: Story = { args: { ticket: SOLVED_TICKET, moves: [] } };

/** Solved more than 7 days ago: closed, the reply box says to open a new ticket. */
export const Closed: Story = { args: { ticket: CLOSED_TICKET, moves: [], canReply: false } };

/** Cancelled, with its reason. */
export const Cancelled: Story = { args: { ticket: CANCELED_TICKET, moves: [], canReply: false } };

/** Sending a reply: the button waits, the text stays. */
export const Sending: Story = { args: { draft: 'Consegue me mandar o comprovante?', sending: true } };

/** The reply failed: why, the text kept. */
export const SendFailed: Story = { args: { draft: 'Consegue me mandar o comprovante?', sendFailure: { statusCode: 0, code: 'network' } } };

/** A change was refused (the ticket changed meanwhile). */
export const ChangeFailed: Story = { args: staffTicketViewProps(fn, { changeFailure: { statusCode: 409, code: 'stale_version' } }) };

/** A change being saved. */
export const Changing: Story = { args: staffTicketViewProps(fn, { changing: true }) };

/** "Cancelar chamado" asks for the reason, required. */
export const CancelAsksReason: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Cancelar chamado|Cancel ticket/ }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /Cancelar chamado|Cancel ticket/ }));
    await waitFor(() => expect(within(dialog).getByText(/Informe o motivo|Enter the reason/)).toBeTruthy());
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The ticket being read: its protocol and a skeleton. */
export const Loading: Story = { args: { status: 'loading', ticket: null } };

/** The read failed: why, with Retry. */
export const Failed: Story = { args: { status: 'failed', ticket: null, failure: { statusCode: 500, code: 'internal' } } };

/** No such ticket, or not visible to the caller: the way back. */
export const NotFound: Story = { args: { status: 'failed', ticket: null, protocol: '20261101-000999', failure: { statusCode: 404, code: 'not_found' } } };

/** In English, for staff. */
export const English: Story = { args: staffTicketViewProps(fn, { ticket: TICKET }), globals: { locale: 'en' } };
