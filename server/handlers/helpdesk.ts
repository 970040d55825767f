import { addMessage, changeTicket, openTicket, readTicket } from '../services/helpdeskTickets';
import { ticketCallerOf } from '../services/helpdeskAccess';
import { createFaqEntry, deleteFaqEntry, getResponseTargets, listFaq, updateFaqEntry, updateResponseTargets } from '../services/helpdeskFaq';
import { listTickets, ticketOrderOptions } from '../services/helpdeskList';
import { ticketAssignees } from '../services/helpdeskPeople';
import type { Handlers } from './types';

/**
 * The help desk (issue 26): tickets of the companies the caller acts for (a company user its own,
 * never an internal note), their thread and changes, the assignees and order menus, the response
 * targets and the FAQ. The rules are src/domain/helpdesk.ts's.
 */
export const helpdeskHandlers = {
  async listTickets({ db, principal, scope, query, now }) {
    return listTickets(db, ticketCallerOf(principal, scope), query, now());
  },

  async createTicket({ db, principal, scope, body, now, reply }) {
    const ticket = await openTicket(db, ticketCallerOf(principal, scope), body, now());
    reply.header('location', `/api/v2/helpdesk/tickets/${ticket.protocol}`);
    return ticket;
  },

  async getTicket({ db, principal, scope, params, now }) {
    return readTicket(db, ticketCallerOf(principal, scope), params.protocol, now());
  },

  async updateTicket({ db, principal, scope, params, body, now }) {
    return changeTicket(db, ticketCallerOf(principal, scope), params.protocol, body, now());
  },

  async addTicketMessage({ db, principal, scope, params, body, now }) {
    return addMessage(db, ticketCallerOf(principal, scope), params.protocol, body, now());
  },

  async listTicketAssignees({ db }) {
    return ticketAssignees(db);
  },

  async listTicketOrderOptions({ db, principal, scope, query }) {
    return ticketOrderOptions(db, ticketCallerOf(principal, scope), query.q);
  },

  async getResponseTargets({ db }) {
    return getResponseTargets(db);
  },

  async updateResponseTargets({ db, body, now }) {
    return updateResponseTargets(db, body, now());
  },

  async listFaq({ db, query }) {
    return listFaq(db, query.q);
  },

  async createFaqEntry({ db, body, now }) {
    return createFaqEntry(db, body, now());
  },

  async updateFaqEntry({ db, params, body, now }) {
    return updateFaqEntry(db, params.id, body, now());
  },

  async deleteFaqEntry({ db, params }) {
    await deleteFaqEntry(db, params.id);
  },
} satisfies Handlers;
