import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NewTicketDialog } from '../../src/ui/helpdesk/NewTicketDialog';
import { COMPANIES, newTicketProps, ORDER_OPTIONS } from './helpdeskFixtures';

const meta = {
  title: 'Helpdesk/NewTicketDialog',
  component: NewTicketDialog,
  args: newTicketProps(fn),
} satisfies Meta<typeof NewTicketDialog>;

export default meta;

type Story = StoryObj<typeof meta>;

/** A company user's new ticket, nothing typed: the subject has the focus, medium priority. */
export const Editing: Story = {};

/** Sent empty: every required field says so, translated. */
export const Invalid: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: /Abrir chamado|Open ticket/ }));
    await waitFor(() => expect(body.getByText(/Informe o assunto|Enter the subject/)).toBeTruthy());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Staff: the company, for whom (customer, rider, partner) and the requester's name, required. */
export const Staff: Story = { args: { staff: true, companies: COMPANIES } };

/** Staff while the companies load. */
export const StaffCompaniesLoading: Story = { args: { staff: true, companies: { status: 'loading', options: [] } } };

/** A number typed in the order field: the matching orders to pick from. */
export const OrderOptions: Story = {
  args: { orderOptions: { status: 'ready', options: ORDER_OPTIONS } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(body.getByRole('textbox', { name: /Pedido|Order/ }), '120');
    await waitFor(() => expect(body.getAllByRole('button', { name: /Juliana|Rafael|Patrícia/ })).toHaveLength(3));
  },
};

/** The orders being searched. */
export const OrderSearching: Story = {
  args: { orderOptions: { status: 'loading', options: [] } },
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement.ownerDocument.body).getByRole('textbox', { name: /Pedido|Order/ }), '12');
  },
};

/** The order search failed. */
export const OrderSearchFailed: Story = {
  args: { orderOptions: { status: 'failed', options: [] } },
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement.ownerDocument.body).getByRole('textbox', { name: /Pedido|Order/ }), '12');
  },
};

/** Sending: the button waits, nothing closes the dialog. */
export const Saving: Story = { args: { status: 'saving' } };

/** The send failed: why, above the fields; what was typed is kept. */
export const Failed: Story = { args: { status: 'failed', failure: { statusCode: 0, code: 'network' } } };

/** In English, for staff. */
export const English: Story = { args: { staff: true, companies: COMPANIES }, globals: { locale: 'en' } };
