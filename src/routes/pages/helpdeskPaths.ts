/** The help desk's addresses (seed 001: `helpdesk/tickets`, `helpdesk/tickets/{protocol}`, `helpdesk/faq`). */
export const TICKETS_PATH = '/helpdesk/tickets';

/** The page of one ticket. */
export function ticketPath(protocol: string): string {
  return `${TICKETS_PATH}/${encodeURIComponent(protocol)}`;
}

/** What the list leaves in the history entry of a ticket it opens: its own query, to go back to. */
export interface TicketBackState {
  ticketList: string;
}

/** Whether a history state is one the list left. */
export function isTicketBackState(state: unknown): state is TicketBackState {
  return typeof state === 'object' && state !== null && typeof Reflect.get(state, 'ticketList') === 'string';
}
