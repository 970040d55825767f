/** Bindings of the help desk (`/helpdesk/tickets`, `/helpdesk/tickets/{protocol}`, `/helpdesk/faq`): its machines with the real calls of `src/api`. */
import { fromPromise } from 'xstate';
import type { ApiClients } from '../api/client';
import { listCompanies } from '../api/deliveryActors';
import {
  addTicketMessage,
  createFaqEntry,
  createTicket,
  deleteFaqEntry,
  getResponseTargets,
  getTicket,
  listFaq,
  listTicketAssignees,
  listTicketOrderOptions,
  listTickets,
  updateFaqEntry,
  updateResponseTargets,
  updateTicket,
} from '../api/helpdesk';
import { getOrder } from '../api/orders';
import type { FaqEntry, FaqEntryInput, FaqList, Order, ResponseTargets, Ticket, TicketCreation, TicketOrderOption, TicketPerson, TicketSummary, TicketUpdate } from '../contract/schema.gen';
import { parseTicketFilters, toListTicketsQuery } from '../domain/helpdeskList';
import type { ListPage, ListQuery } from '../domain/listQuery';
import { faqEditor, faqMachine } from '../machines/helpdesk/faqMachine';
import { newTicketEditor, responseTargetsEditor, ticketListMachine } from '../machines/helpdesk/ticketListMachine';
import { ticketMachine } from '../machines/helpdesk/ticketMachine';
import type { OrderSearch, TicketChangeInput, TicketMessageInput, TicketOrderRef } from '../machines/helpdesk/types';
import { pagedListMachine } from './pagedList';
import type { RecordLoadInput, RecordSavedNotice, RecordSaveInput } from '../machines/recordEditor/types';
import type { FaqValues, HelpdeskOption, NewTicketValues, TicketChangeRequest } from '../ui/helpdesk/helpdeskTypes';

/**
 * The createTicket body of the new ticket form: texts trimmed, empty optional fields left out; a
 * company user's ticket is its own (no requester fields), staff's names for whom it is.
 * @example toTicketCreation({ subject: ' Pedido atrasado ', description: 'Chegou frio', department: 'SUPPORT', priority: 'HIGH', orderNumber: 124, whatsapp: '', companyId: null, requesterKind: 'company', requesterName: '' }, false)
 * // { subject: 'Pedido atrasado', description: 'Chegou frio', department: 'SUPPORT', priority: 'HIGH', orderNumber: 124 }
 */
export function toTicketCreation(values: NewTicketValues, staff: boolean): TicketCreation {
  const body: TicketCreation = { subject: values.subject.trim(), description: values.description.trim(), department: values.department, priority: values.priority };
  if (values.orderNumber !== null) body.orderNumber = values.orderNumber;
  const whatsapp = values.whatsapp.replace(/\D/g, '');
  if (whatsapp !== '') body.whatsapp = whatsapp;
  if (staff) {
    body.requesterKind = values.requesterKind;
    body.requesterName = values.requesterName.trim();
  }
  return body;
}

/** The updateTicket body of a change asked on the side panel, against `version`. */
export function toTicketUpdate(change: TicketChangeRequest, version: number): TicketUpdate {
  switch (change.field) {
    case 'status':
      return change.reason === undefined ? { version, status: change.to } : { version, status: change.to, reason: change.reason.trim() };
    case 'priority':
      return { version, priority: change.to };
    case 'department':
      return { version, department: change.to };
    case 'assignee':
      return { version, assigneeId: change.to };
  }
}

/** The FAQ editor's values as the contract takes them: texts trimmed, no position for the end. */
export function toFaqEntryInput(values: FaqValues): FaqEntryInput {
  const body: FaqEntryInput = { question: values.question.trim(), answer: values.answer.trim() };
  if (values.position !== null) body.position = values.position;
  return body;
}

/** The companies staff filter tickets by (and open them for), by name. */
async function companyChoices(clients: ApiClients): Promise<HelpdeskOption[]> {
  return (await listCompanies(clients)).map((company) => ({ id: company._id, name: company.name })).sort((a, b) => a.name.localeCompare(b.name));
}

/** The ticket list's list: pages of listTickets for the list query, with the counts per status (and overdue) as the page's facets. */
export function createTicketPagesMachine(clients: ApiClients, staff: boolean) {
  return pagedListMachine<TicketSummary>().provide({
    actors: {
      fetchPage: fromPromise<ListPage<TicketSummary>, ListQuery>(async ({ input }) => {
        const companyId = staff ? parseTicketFilters(input.filters).companyId : null;
        const page = await listTickets(clients, toListTicketsQuery(input), companyId);
        return { items: page.docs, totalCount: page.totalDocs, facets: { ...page.counts, overdue: page.overdueCount } };
      }),
    },
  });
}

/**
 * The ticket list screen with its real calls: the pages, the new ticket dialog (createTicket with
 * the form's `Idempotency-Key`), the response targets dialog, the companies and staff (staff), and
 * the company's orders the order field offers. A ticket opened is handed to `onTicketOpened` (the page shows it).
 */
export function createTicketListMachine(clients: ApiClients, options: { staff: boolean; onTicketOpened: (ticket: Ticket) => void }) {
  const { staff } = options;
  return ticketListMachine.provide({
    actors: {
      list: createTicketPagesMachine(clients, staff),
      newTicket: newTicketEditor.provide({
        actors: {
          save: fromPromise<Ticket, RecordSaveInput<never, NewTicketValues, never>>(({ input }) =>
            createTicket(clients, toTicketCreation(input.values, staff), staff ? input.values.companyId : null, input.idempotencyKey),
          ),
        },
        actions: { notifySaved: (_, notice: RecordSavedNotice<never, Ticket>) => options.onTicketOpened(notice.saved) },
      }),
      targets: responseTargetsEditor.provide({
        actors: {
          load: fromPromise<ResponseTargets, RecordLoadInput<'targets'>>(() => getResponseTargets(clients)),
          save: fromPromise<ResponseTargets, RecordSaveInput<'targets', ResponseTargets, ResponseTargets>>(({ input }) => updateResponseTargets(clients, input.values)),
        },
      }),
      listCompanies: fromPromise<HelpdeskOption[]>(() => companyChoices(clients)),
      listAssignees: fromPromise<TicketPerson[]>(() => listTicketAssignees(clients)),
      listOrderOptions: fromPromise<TicketOrderOption[], OrderSearch>(({ input }) => listTicketOrderOptions(clients, input.digits, input.companyId)),
    },
  });
}

/** The ticket page with its real calls. */
export function createTicketMachine(clients: ApiClients) {
  return ticketMachine.provide({
    actors: {
      getTicket: fromPromise<Ticket, { protocol: string }>(({ input }) => getTicket(clients, input.protocol)),
      sendMessage: fromPromise<Ticket, TicketMessageInput>(({ input }) =>
        addTicketMessage(clients, input.protocol, { body: input.body, internal: input.internal }, input.idempotencyKey),
      ),
      changeTicket: fromPromise<Ticket, TicketChangeInput>(({ input }) => updateTicket(clients, input.protocol, toTicketUpdate(input.change, input.version))),
      listAssignees: fromPromise<TicketPerson[]>(() => listTicketAssignees(clients)),
      getOrder: fromPromise<Order, TicketOrderRef>(({ input }) => getOrder(clients, input.orderId, input.companyId)),
    },
  });
}

/** The FAQ with its real calls; what a saved entry does (a notice, the list read again) is the page's. */
export function createFaqMachine(clients: ApiClients) {
  return faqMachine.provide({
    actors: {
      listFaq: fromPromise<FaqList, { search: string }>(({ input }) => listFaq(clients, input.search)),
      deleteEntry: fromPromise<void, FaqEntry>(({ input }) => deleteFaqEntry(clients, input._id)),
      editor: faqEditor.provide({
        actors: {
          save: fromPromise<FaqEntry, RecordSaveInput<FaqEntry, FaqValues, never>>(({ input }) =>
            input.subject ? updateFaqEntry(clients, input.subject._id, toFaqEntryInput(input.values)) : createFaqEntry(clients, toFaqEntryInput(input.values)),
          ),
        },
      }),
    },
  });
}
