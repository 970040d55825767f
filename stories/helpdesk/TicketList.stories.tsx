import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NO_TICKET_FILTERS } from '../../src/domain/helpdeskList';
import { TicketList } from '../../src/ui/helpdesk/TicketList';
import { newTicketProps, staffListProps, targetsProps, ticketList, ticketListProps, TICKETS } from './helpdeskFixtures';

const meta = {
  title: 'Helpdesk/TicketList',
  component: TicketList,
  decorators: [
    (Story) => (
      <Box p="6" bg="bg.subtle" minH="100vh">
        <Story />
      </Box>
    ),
  ],
  args: ticketListProps(fn),
} satisfies Meta<typeof TicketList>;

export default meta;

type Story = StoryObj<typeof meta>;

/** A company user's tickets: the counts per status, the filters, newest first; a row opens by Enter. */
export const Ready: Story = {
  play: async ({ args, canvasElement }) => {
    const row = canvasElement.querySelector<HTMLElement>('tr[data-protocol]');
    row?.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalled();
  },
};

/** Staff: company and assignee columns and filters, "Meus" and "Sem responsável", the targets button. */
export const Staff: Story = { args: staffListProps(fn) };

/** Staff filtering their own overdue tickets in progress: the chips pressed, the filters cleared with one click. */
export const StaffFiltered: Story = {
  args: staffListProps(fn, {
    filters: { ...NO_TICKET_FILTERS, statuses: ['IN_PROGRESS'], assignee: 'me', overdue: true, priority: 'HIGH' },
    list: ticketList({ rows: TICKETS.filter((ticket) => ticket.status === 'IN_PROGRESS'), totalCount: 3 }),
  }),
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Em espera|On hold/ }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith(expect.objectContaining({ statuses: ['ON_HOLD'] }));
  },
};

/** Staff whose company and assignee menus are still loading, and failed. */
export const StaffOptionsLoading: Story = {
  args: staffListProps(fn, { companies: { status: 'loading', options: [] }, assignees: { status: 'failed', options: [] } }),
};

/** Before the first page: the waiting message, nothing to filter yet. */
export const Loading: Story = { args: { list: ticketList({ status: 'initial', rows: [], totalCount: 0 }), counts: null, overdueCount: 0 } };

/** Another page loading over the rows shown. */
export const Reloading: Story = { args: { list: ticketList({ status: 'loading', rows: TICKETS.slice(0, 4) }) } };

/** No tickets at all: the invitation to open one. */
export const Empty: Story = { args: { list: ticketList({ rows: [], totalCount: 0 }), counts: { NEW: 0, IN_PROGRESS: 0, ON_HOLD: 0, SOLVED: 0, CANCELED: 0 }, overdueCount: 0 } };

/** Filters and a search that match nothing. */
export const FilteredEmpty: Story = {
  args: {
    filters: { ...NO_TICKET_FILTERS, statuses: ['ON_HOLD'], department: 'MARKETING' },
    list: ticketList({ rows: [], totalCount: 0, searchText: 'cardápio' }),
  },
};

/** The load failed: the error with Retry. */
export const Failed: Story = {
  args: { list: ticketList({ status: 'failed', rows: [], totalCount: 0, loadError: { statusCode: 0, code: 'network' } }), counts: null },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Tentar novamente|Try again/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** "Novo chamado" pressed: the dialog over the list. */
export const NewTicketOpen: Story = { args: { newTicket: newTicketProps(fn) } };

/** Staff's "Prazos de resposta" open. */
export const ResponseTargetsOpen: Story = { args: staffListProps(fn, { responseTargets: targetsProps(fn) }) };

/** In English. */
export const English: Story = { args: staffListProps(fn), globals: { locale: 'en' } };
