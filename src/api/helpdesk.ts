/**
 * The help desk's calls (issue 26, tag helpdesk of the contract), typed with openapi-fetch;
 * failures are thrown as `ApiError` values (see ./errors). Ticket calls name their company with the
 * `Company` header: one company, or (null) every company the caller acts for.
 */
import { EVERY_COMPANY, type ApiClients } from './client';
import { unwrap } from './errors';
import { idempotencyHeader } from '../contract/idempotencyKey';
import type {
  FaqEntry,
  FaqEntryInput,
  FaqList,
  ResponseTargets,
  Ticket,
  TicketCreation,
  TicketMessageCreation,
  TicketOrderOption,
  TicketPerson,
  TicketsPaginator,
  TicketUpdate,
} from '../contract/schema.gen';
import type { ListTicketsQuery } from '../domain/helpdeskList';

/** The `Company` header of a ticket call: one company, or (null) every company the caller acts for. */
function ticketCompanyHeader(companyId: string | null): { Company: string } {
  return { Company: companyId || EVERY_COMPANY };
}

/** One page of tickets with the counts per status (GET /v2/helpdesk/tickets). */
export function listTickets(clients: ApiClients, query: ListTicketsQuery, companyId: string | null): Promise<TicketsPaginator> {
  return unwrap(clients.api.GET('/v2/helpdesk/tickets', { params: { query, header: ticketCompanyHeader(companyId) } }));
}

/**
 * Opens a ticket (POST /v2/helpdesk/tickets) for `companyId` (staff) or the caller's own company
 * (null). The same `idempotencyKey` (a retry after a lost answer) opens it once.
 */
export function createTicket(clients: ApiClients, body: TicketCreation, companyId: string | null, idempotencyKey: string | null): Promise<Ticket> {
  return unwrap(
    clients.api.POST('/v2/helpdesk/tickets', { params: { header: { ...ticketCompanyHeader(companyId), ...idempotencyHeader(idempotencyKey) } }, body }),
  );
}

/** One ticket with its thread and changes (GET /v2/helpdesk/tickets/{protocol}). */
export function getTicket(clients: ApiClients, protocol: string): Promise<Ticket> {
  return unwrap(clients.api.GET('/v2/helpdesk/tickets/{protocol}', { params: { path: { protocol }, header: ticketCompanyHeader(null) } }));
}

/** Changes a ticket read at `body.version` (PATCH /v2/helpdesk/tickets/{protocol}); answers it as changed. */
export function updateTicket(clients: ApiClients, protocol: string, body: TicketUpdate): Promise<Ticket> {
  return unwrap(clients.api.PATCH('/v2/helpdesk/tickets/{protocol}', { params: { path: { protocol }, header: ticketCompanyHeader(null) }, body }));
}

/** Adds a reply or an internal note (POST /v2/helpdesk/tickets/{protocol}/messages); answers the ticket with it. */
export function addTicketMessage(clients: ApiClients, protocol: string, body: TicketMessageCreation, idempotencyKey: string | null): Promise<Ticket> {
  return unwrap(
    clients.api.POST('/v2/helpdesk/tickets/{protocol}/messages', {
      params: { path: { protocol }, header: { ...ticketCompanyHeader(null), ...idempotencyHeader(idempotencyKey) } },
      body,
    }),
  );
}

/** The staff users a ticket may be assigned to (GET /v2/helpdesk/assignees). */
export function listTicketAssignees(clients: ApiClients): Promise<TicketPerson[]> {
  return unwrap(clients.api.GET('/v2/helpdesk/assignees'));
}

/** Up to 10 of the company's orders whose number starts with `digits` (GET /v2/helpdesk/order-options). */
export function listTicketOrderOptions(clients: ApiClients, digits: string, companyId: string | null): Promise<TicketOrderOption[]> {
  const query = digits === '' ? {} : { q: digits };
  return unwrap(
    clients.api.GET('/v2/helpdesk/order-options', { params: { query, header: companyId ? { Company: companyId } : {} } }),
  );
}

/** Minutes to solve a ticket per priority (GET /v2/helpdesk/response-targets). */
export function getResponseTargets(clients: ApiClients): Promise<ResponseTargets> {
  return unwrap(clients.api.GET('/v2/helpdesk/response-targets'));
}

/** Sets the minutes to solve a ticket per priority (PUT /v2/helpdesk/response-targets). */
export function updateResponseTargets(clients: ApiClients, body: ResponseTargets): Promise<ResponseTargets> {
  return unwrap(clients.api.PUT('/v2/helpdesk/response-targets', { body }));
}

/** The frequently asked questions, those matching `search` when given (GET /v2/helpdesk/faq). */
export function listFaq(clients: ApiClients, search: string): Promise<FaqList> {
  return unwrap(clients.api.GET('/v2/helpdesk/faq', { params: { query: search === '' ? {} : { q: search } } }));
}

/** Adds a question (POST /v2/helpdesk/faq). */
export function createFaqEntry(clients: ApiClients, body: FaqEntryInput): Promise<FaqEntry> {
  return unwrap(clients.api.POST('/v2/helpdesk/faq', { body }));
}

/** Changes a question (PUT /v2/helpdesk/faq/{id}). */
export function updateFaqEntry(clients: ApiClients, id: string, body: FaqEntryInput): Promise<FaqEntry> {
  return unwrap(clients.api.PUT('/v2/helpdesk/faq/{id}', { params: { path: { id } }, body }));
}

/** Deletes a question (DELETE /v2/helpdesk/faq/{id}). */
export async function deleteFaqEntry(clients: ApiClients, id: string): Promise<void> {
  await unwrap(clients.api.DELETE('/v2/helpdesk/faq/{id}', { params: { path: { id } } }));
}
