import { REOPEN_DAYS, type MessageRefusal, type TicketStatus } from '../../src/domain/helpdesk';
import { errors } from '../errors';

/** The help desk's refusals, each with its status and stable code (made by server/errors.ts). */
export const helpdeskErrors = {
  companyRequired: () => errors.badRequest('Company header is required: you may act for several companies, name the one to act for', 'company_required'),
  noCompany: () => errors.forbiddenForActor('Only a user of a company opens and reads its tickets: you belong to no company'),
  required: (field: string) => errors.badRequest(`${field}: must not be blank`, 'required'),
  invalidRequesterKind: (kind: string) =>
    errors.badRequest(`requesterKind: staff open a ticket for a customer, rider or partner, not ${kind}`, 'validation'),
  requesterKindForStaff: () => errors.forbiddenForActor('requesterKind: a company user opens its tickets as the company (`company`)'),
  unknownOrder: (number: number) => errors.badRequest(`orderNumber: ${number} is not an order of this company`, 'unknown_reference'),
  invalidPhone: () => errors.badRequest('whatsapp: must have 10 to 13 digits', 'invalid_phone'),
  invalidAssignee: (id: string) => errors.badRequest(`assigneeId: ${id} is not a staff user`, 'unknown_reference'),
  invalidAssigneeFilter: () => errors.badRequest('assignee: must be me, none or a user id', 'validation'),
  assigneeFilterForStaff: () => errors.forbiddenForActor('assignee: only staff filter tickets by assignee'),
  internalForStaff: () => errors.forbiddenForActor('internal: only staff write internal notes'),
  onlyCancel: (field: string) => errors.forbiddenForActor(`${field}: a company user may only cancel its ticket`),
  staleVersion: (sent: number, current: number, status: TicketStatus) =>
    errors.conflict(`version: ${sent} is not the current version ${current}: the ticket changed since, and it is now ${status}; read it again`, 'stale_version'),
  illegalTransition: (from: TicketStatus, to: TicketStatus) => errors.conflict(`status: the ticket is ${from}: it cannot move to ${to}`, 'illegal_transition'),
  missingReason: () => errors.badRequest('reason: cancelling a ticket needs a reason', 'missing_reason'),
  ticketClosed: (protocol: string, why: MessageRefusal) =>
    errors.conflict(
      why === 'canceled' ? `Ticket ${protocol} is cancelled: it takes no more replies` : `Ticket ${protocol} was solved more than ${REOPEN_DAYS} days ago: it takes no more replies; open a new ticket`,
      'ticket_closed',
    ),
  ticketNotFound: (protocol: string) => errors.notFound('ticket', protocol),
  faqNotFound: (id: string) => errors.notFound('FAQ entry', id),
} as const;
