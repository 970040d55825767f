// The help desk's forms' values and checks (arktype), apart from their views so tests and stories
// can use them: the new ticket, the response targets, the FAQ editor and the cancellation reason.
// Problems are codes; the views translate them.
import { type } from 'arktype';
import type { FaqEntry, ResponseTargets } from '../../contract/schema.gen';
import {
  FAQ_ANSWER_MAX,
  FAQ_QUESTION_MAX,
  RESPONSE_TARGET_MAX_MINUTES,
  RESPONSE_TARGET_MIN_MINUTES,
  TICKET_DESCRIPTION_MAX,
  TICKET_PRIORITIES,
  TICKET_REASON_MAX,
  TICKET_SUBJECT_MAX,
  type TicketDepartment,
  type TicketPriority,
} from '../../domain/helpdesk';
import type { FaqValues, NewTicketValues } from './helpdeskTypes';

/** The longest requester name staff type (the contract's `TicketCreation.requesterName`). */
export const REQUESTER_NAME_MAX = 120;
/** The last place a FAQ entry may be given (the contract's `FaqEntryInput.position`). */
export const FAQ_POSITION_MAX = 10_000;

/** Whom staff open a ticket for (a company user opens its own, as `company`). */
export const STAFF_REQUESTER_KINDS = Object.freeze(['customer', 'rider', 'partner'] as const);
export type StaffRequesterKind = (typeof STAFF_REQUESTER_KINDS)[number];

/** A text field's problem: empty, or longer than its limit. */
export type TextProblem = 'required' | 'too_long';

const whatsappDigits = type(/^\d{10,13}$/);
const wholeNumber = type('string.integer.parse');
const targetRange = type(`${RESPONSE_TARGET_MIN_MINUTES} <= number.integer <= ${RESPONSE_TARGET_MAX_MINUTES}`);
const positionRange = type(`1 <= number.integer <= ${FAQ_POSITION_MAX}`);

/** The problem of a required text of at most `max` characters (trimmed), if any. */
function textProblem(text: string, max: number): TextProblem | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return 'required';
  return type(`string <= ${max}`)(trimmed) instanceof type.errors ? 'too_long' : undefined;
}

// ---------------------------------------------------------------------------
// The new ticket
// ---------------------------------------------------------------------------

/** The new ticket form as typed: the order as its number's text and the order picked for it. */
export interface NewTicketFormValues {
  subject: string;
  description: string;
  department: TicketDepartment | '';
  priority: TicketPriority;
  /** The digits typed in the order field. */
  orderText: string;
  /** The order picked from the options (its number), or null. */
  orderNumber: number | null;
  whatsapp: string;
  /** Staff: the company's id, '' while none is chosen. */
  companyId: string;
  requesterKind: StaffRequesterKind;
  requesterName: string;
}

/** A new ticket with nothing typed: medium priority, for a customer (staff). */
export const EMPTY_NEW_TICKET: NewTicketFormValues = Object.freeze({
  subject: '',
  description: '',
  department: '',
  priority: 'MEDIUM',
  orderText: '',
  orderNumber: null,
  whatsapp: '',
  companyId: '',
  requesterKind: 'customer',
  requesterName: '',
});

export type NewTicketProblem = TextProblem | 'whatsapp' | 'not_picked';

/** The first problem of each invalid field of the new ticket form. */
export type NewTicketProblems = Partial<Record<'subject' | 'description' | 'department' | 'orderText' | 'whatsapp' | 'companyId' | 'requesterName', NewTicketProblem>>;

/**
 * The new ticket form's checks: subject (up to 160) and description (up to 5000) required, a
 * department chosen, an order number typed only with its order picked, WhatsApp 10 to 13 digits
 * when given; staff also choose the company and name the requester (up to 120).
 * @example validateNewTicket({ ...EMPTY_NEW_TICKET, description: 'x', department: 'TI' }, false) // { subject: 'required' }
 */
export function validateNewTicket(values: NewTicketFormValues, staff: boolean): NewTicketProblems {
  const problems: NewTicketProblems = {};
  const subject = textProblem(values.subject, TICKET_SUBJECT_MAX);
  if (subject) problems.subject = subject;
  const description = textProblem(values.description, TICKET_DESCRIPTION_MAX);
  if (description) problems.description = description;
  if (values.department === '') problems.department = 'required';
  if (values.orderText.trim() !== '' && values.orderNumber === null) problems.orderText = 'not_picked';
  const whatsapp = values.whatsapp.replace(/[\s()+-]/g, '');
  if (whatsapp !== '' && whatsappDigits(whatsapp) instanceof type.errors) problems.whatsapp = 'whatsapp';
  if (staff) {
    if (values.companyId === '') problems.companyId = 'required';
    const name = textProblem(values.requesterName, REQUESTER_NAME_MAX);
    if (name) problems.requesterName = name;
  }
  return problems;
}

/** What the dialog sends for valid form values: texts trimmed, a company user's ticket its own (`company`). */
export function toNewTicketValues(values: NewTicketFormValues, staff: boolean): NewTicketValues | null {
  if (values.department === '') return null;
  return {
    subject: values.subject.trim(),
    description: values.description.trim(),
    department: values.department,
    priority: values.priority,
    orderNumber: values.orderNumber,
    whatsapp: values.whatsapp.replace(/\D/g, ''),
    companyId: staff ? values.companyId || null : null,
    requesterKind: staff ? values.requesterKind : 'company',
    requesterName: staff ? values.requesterName.trim() : '',
  };
}

// ---------------------------------------------------------------------------
// The response targets
// ---------------------------------------------------------------------------

/** The targets as typed, minutes per priority. */
export type TargetsFormValues = Record<TicketPriority, string>;

export type TargetProblem = 'required' | 'whole' | 'range';
export type TargetsProblems = Partial<Record<TicketPriority, TargetProblem>>;

/** The form of stored targets. */
export function toTargetsForm(targets: ResponseTargets | null): TargetsFormValues {
  return { HIGH: targets ? String(targets.HIGH) : '', MEDIUM: targets ? String(targets.MEDIUM) : '', LOW: targets ? String(targets.LOW) : '' };
}

/** The minutes typed as a whole number in range, or the problem with them. */
export function targetMinutes(text: string): number | TargetProblem {
  const trimmed = text.trim();
  if (trimmed === '') return 'required';
  const whole = wholeNumber(trimmed);
  if (whole instanceof type.errors) return 'whole';
  return targetRange(whole) instanceof type.errors ? 'range' : whole;
}

/**
 * The targets' checks: each a whole number of minutes from 1 to 43,200.
 * @example validateTargets({ HIGH: '0', MEDIUM: '1440', LOW: 'x' }) // { HIGH: 'range', LOW: 'whole' }
 */
export function validateTargets(values: TargetsFormValues): TargetsProblems {
  const problems: TargetsProblems = {};
  for (const priority of TICKET_PRIORITIES) {
    const minutes = targetMinutes(values[priority]);
    if (typeof minutes !== 'number') problems[priority] = minutes;
  }
  return problems;
}

/** The targets of valid form values (null when one has a problem). */
export function toResponseTargets(values: TargetsFormValues): ResponseTargets | null {
  const HIGH = targetMinutes(values.HIGH);
  const MEDIUM = targetMinutes(values.MEDIUM);
  const LOW = targetMinutes(values.LOW);
  if (typeof HIGH !== 'number' || typeof MEDIUM !== 'number' || typeof LOW !== 'number') return null;
  return { HIGH, MEDIUM, LOW };
}

// ---------------------------------------------------------------------------
// The FAQ editor
// ---------------------------------------------------------------------------

export interface FaqFormValues {
  question: string;
  answer: string;
  /** The place typed, '' for the end. */
  position: string;
}

export type FaqProblem = TextProblem | 'position';
export type FaqProblems = Partial<Record<keyof FaqFormValues, FaqProblem>>;

/** The editor's values for an entry, or empty for a new one. */
export function toFaqForm(entry: FaqEntry | null): FaqFormValues {
  return entry ? { question: entry.question, answer: entry.answer, position: String(entry.position) } : { question: '', answer: '', position: '' };
}

function positionOf(text: string): number | null | 'position' {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const whole = wholeNumber(trimmed);
  if (whole instanceof type.errors || positionRange(whole) instanceof type.errors) return 'position';
  return whole;
}

/**
 * The editor's checks: question (up to 300) and answer (up to 5000) required, the place a whole
 * number from 1 when given.
 */
export function validateFaq(values: FaqFormValues): FaqProblems {
  const problems: FaqProblems = {};
  const question = textProblem(values.question, FAQ_QUESTION_MAX);
  if (question) problems.question = question;
  const answer = textProblem(values.answer, FAQ_ANSWER_MAX);
  if (answer) problems.answer = answer;
  if (positionOf(values.position) === 'position') problems.position = 'position';
  return problems;
}

/** What the editor sends for valid values: the question trimmed, the answer's line breaks kept. */
export function toFaqValues(values: FaqFormValues): FaqValues | null {
  const position = positionOf(values.position);
  if (position === 'position') return null;
  return { question: values.question.trim(), answer: values.answer.trim(), position };
}

// ---------------------------------------------------------------------------
// The cancellation's reason
// ---------------------------------------------------------------------------

/** The reason's problem: required, up to 500 characters. */
export function reasonProblem(reason: string): TextProblem | undefined {
  return textProblem(reason, TICKET_REASON_MAX);
}
