// What the help desk's forms and panels send (issue 26), shared by its views, machines and bindings.
import type { TicketDepartment, TicketPriority, TicketRequesterKind, TicketStatus } from './helpdesk';

/** A company or a staff user a filter or a menu offers. */
export interface HelpdeskOption {
  id: string;
  name: string;
}

/** What the new ticket form sends (the dialog trims the texts; empty optional fields are left out). */
export interface NewTicketValues {
  subject: string;
  description: string;
  department: TicketDepartment;
  priority: TicketPriority;
  /** The order picked (its number), or null. */
  orderNumber: number | null;
  /** Digits of a WhatsApp number to answer on, or empty. */
  whatsapp: string;
  /** Staff only: the company the ticket is for (required for staff), and for whom. */
  companyId: string | null;
  requesterKind: TicketRequesterKind;
  requesterName: string;
}

/** A change the side panel asks for (one field at a time); cancelling carries its reason. */
export type TicketChangeRequest =
  | { field: 'status'; to: TicketStatus; reason?: string }
  | { field: 'priority'; to: TicketPriority }
  | { field: 'department'; to: TicketDepartment }
  | { field: 'assignee'; to: string | null };

/** What the FAQ editor sends. */
export interface FaqValues {
  question: string;
  answer: string;
  /** The place in the list, from 1 (null: the end). */
  position: number | null;
}
