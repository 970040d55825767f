import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import { NO_TICKET_FILTERS } from '../../src/domain/helpdeskList';
import { TicketFilterBar } from '../../src/ui/helpdesk/TicketFilterBar';
import { CancelTicketDialog, TicketSidePanel } from '../../src/ui/helpdesk/TicketSidePanel';
import { TicketTable } from '../../src/ui/helpdesk/TicketTable';
import { TicketReplyBox, TicketThread } from '../../src/ui/helpdesk/TicketThread';
import { ASSIGNEES, COMPANIES, COUNTS, NOW, TICKET, ticketList, TIME_ZONE } from './helpdeskFixtures';

/** The help desk's parts on their own: what the list and the ticket page are made of. */
const meta = {
  title: 'Helpdesk/Parts',
  decorators: [
    (Story) => (
      <Box p="6" bg="bg.subtle" minH="100vh">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

/** The counts as chips and staff's filters. */
export const FilterBar: Story = {
  render: () => (
    <TicketFilterBar
      filters={{ ...NO_TICKET_FILTERS, statuses: ['NEW'] }}
      counts={COUNTS}
      overdueCount={2}
      staff
      companies={COMPANIES}
      assignees={ASSIGNEES}
      disabled={false}
      onFiltersChange={fn()}
    />
  ),
};

/** The table for staff. */
export const Table: Story = {
  render: () => <TicketTable list={ticketList()} staff filtered={false} now={NOW.getTime()} timeZone={TIME_ZONE} onOpen={fn()} onSort={fn()} onPageChange={fn()} onPageSizeChange={fn()} onRetry={fn()} />,
};

/** The thread as staff read it: public replies both ways, an internal note, changes. */
export const Thread: Story = {
  render: () => (
    <Box maxW="3xl">
      <TicketThread ticket={TICKET} timeZone={TIME_ZONE} />
    </Box>
  ),
};

/** Staff's reply box, writing a note. */
export const ReplyBox: Story = {
  render: () => (
    <Box maxW="3xl">
      <TicketReplyBox ticket={TICKET} staff draft="Verificar com o banco." internal sending={false} sendFailure={null} canReply timeZone={TIME_ZONE} onDraftChange={fn()} onInternalChange={fn()} onSend={fn()} />
    </Box>
  ),
};

/** Staff's side panel. */
export const SidePanel: Story = {
  render: () => (
    <Box maxW="20rem">
      <TicketSidePanel
        ticket={TICKET}
        staff
        now={NOW.getTime()}
        timeZone={TIME_ZONE}
        moves={['ON_HOLD', 'SOLVED', 'CANCELED']}
        canEditFields
        assignees={ASSIGNEES}
        changing={false}
        changeFailure={null}
        canOpenOrder
        onChange={fn()}
        onOpenOrder={fn()}
      />
    </Box>
  ),
};

/** The cancellation's question, refused by the server: the reason is kept. */
export const CancelDialog: Story = {
  render: () => <CancelTicketDialog open protocol={TICKET.protocol} changing={false} failure={{ statusCode: 409, code: 'illegal_transition' }} onConfirm={fn()} onClose={fn()} />,
};
