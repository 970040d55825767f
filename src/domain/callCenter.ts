import type { Contact, ContactCreate, WhatsappMessage, WhatsappMessageCreate } from '../contract/schema.gen';
import { normalizeSearch, type ListFilters, type ListQuery, type ListQueryOptions } from './listQuery';
import { phoneDigits } from './phone';

/**
 * The call center's rules (seed 000 sections 3, 5 and 7): contacts and WhatsApp messages, the
 * queries their lists send, and what a message or a contact must be before it is sent. Pure.
 */

/** A message's delivery states, in the order a message goes through them (failed aside). */
export const MESSAGE_STATUSES = ['queued', 'sent', 'delivered', 'read', 'failed'] as const;
/** Where a message is in its delivery. */
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** The fewest and most digits of a contact's phone (the contract's `ContactCreate.phone`). */
export const CONTACT_PHONE_MIN_DIGITS = 10;
export const CONTACT_PHONE_MAX_DIGITS = 13;
/** The longest contact name and user id the contract takes. */
export const CONTACT_NAME_MAX_LENGTH = 100;
export const USER_ID_MAX_LENGTH = 64;
/** The longest text and media address a message may carry (the contract's `WhatsappMessageCreate`). */
export const MESSAGE_BODY_MAX_LENGTH = 4096;
export const MEDIA_URL_MAX_LENGTH = 2048;
/** The longest phone filter the message list takes (digits). */
export const MESSAGE_PHONE_MAX_DIGITS = 15;

/** How many of a conversation's latest messages the private chat shows. */
export const CONVERSATION_LIMIT = 50;
/** How often an open conversation asks for new messages and states (designed: the seeds show no chat timing). */
export const CHAT_POLL_MS = 5000;
/** How many contacts the private chat's side list shows a page. */
export const CHAT_CONTACTS_PAGE_SIZE = 10;

/** The contacts list's address rules: the server answers contacts by name. */
export const CONTACT_LIST: ListQueryOptions = Object.freeze({
  sortFields: Object.freeze(['name']),
  defaultSort: Object.freeze({ field: 'name', direction: 'asc' as const }),
});

/** The WhatsApp messages report's address rules: the server answers the newest first. */
export const WHATSAPP_REPORT_LIST: ListQueryOptions = Object.freeze({
  sortFields: Object.freeze(['createdAt']),
  defaultSort: Object.freeze({ field: 'createdAt', direction: 'desc' as const }),
  filterParams: Object.freeze(['kind']),
});

/** The query of `GET /contact`: only the parameters that have a value are sent (seed 000 section 5). */
export interface ContactsQuery {
  page: number;
  limit: number;
  name?: string;
  phone?: string;
  userId?: string;
}

/**
 * The contacts query for a list query: a search written as a phone number (digits with the
 * usual punctuation) looks for phones containing its digits, any other text for names.
 * @example toContactsQuery({ page: 2, size: 5, sort, search: '(11) 98765' }) // { page: 2, limit: 5, phone: '1198765' }
 * @example toContactsQuery({ page: 1, size: 10, sort, search: 'ana' }) // { page: 1, limit: 10, name: 'ana' }
 */
export function toContactsQuery(query: ListQuery): ContactsQuery {
  const result: ContactsQuery = { page: query.page, limit: query.size };
  const search = normalizeSearch(query.search);
  if (search === '') return result;
  const digits = phoneDigits(search);
  if (digits !== null && digits !== '') result.phone = digits.slice(0, MESSAGE_PHONE_MAX_DIGITS);
  else result.name = search;
  return result;
}

/** What the report's search box filters by: the phone (digits) or the platform user's id. */
export type MessageFilterKind = 'phone' | 'user';
/** The filters the report offers, in the order its select lists them. */
export const MESSAGE_FILTER_KINDS: readonly MessageFilterKind[] = Object.freeze(['phone', 'user']);

/** What the report's search looks for, as its list query holds it (`?kind=user`); the phone unless it says the user. */
export function messageFilterKindOf(filters: ListFilters): MessageFilterKind {
  return filters.kind === 'user' ? 'user' : 'phone';
}

/** The list filters for what the search looks for (the phone, the default, has no entry). */
export function toMessageListFilters(kind: MessageFilterKind): ListFilters {
  return kind === 'phone' ? {} : { kind };
}

/** The query of `GET /whatsapp`: `limit`, `page`, and the phone (digits only) or the user. */
export interface MessagesQuery {
  page: number;
  limit: number;
  phone?: string;
  userId?: string;
}

/**
 * The messages query for a report query, or null when the search can match nothing (a phone
 * search without a digit). The phone is sent with digits only (seed 000 section 5).
 * @example toMessagesQuery({ page: 1, size: 10, sort, search: '+55 (11) 98765-0001' }, 'phone') // { page: 1, limit: 10, phone: '5511987650001' }
 */
export function toMessagesQuery(query: ListQuery, kind: MessageFilterKind): MessagesQuery | null {
  const result: MessagesQuery = { page: query.page, limit: query.size };
  const search = normalizeSearch(query.search);
  if (search === '') return result;
  if (kind === 'user') return { ...result, userId: search.slice(0, USER_ID_MAX_LENGTH) };
  const digits = search.replace(/\D/g, '');
  return digits === '' ? null : { ...result, phone: digits };
}

/** The user a conversation with `contact` belongs to: its platform user, else its phone (as for an unknown sender). */
export function conversationUserId(contact: Pick<Contact, 'userId' | 'phone'>): string {
  return contact.userId ?? contact.phone;
}

/** The composer's input: a text or a media address, each kept while the other is chosen. */
export interface MessageDraft {
  kind: 'text' | 'media';
  text: string;
  mediaUrl: string;
}

/** The empty composer. */
export const EMPTY_DRAFT: MessageDraft = Object.freeze({ kind: 'text', text: '', mediaUrl: '' });

/** What is wrong with a draft, for the composer to say; null when it can be sent. */
export type DraftProblem = 'empty' | 'too_long' | 'invalid_url';

/** Whether `text` is an http or https address. */
export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * Why a draft cannot be sent, or null: a text must not be blank and fits 4096 characters; a
 * media link is an http(s) address of at most 2048 characters.
 */
export function draftProblem(draft: MessageDraft): DraftProblem | null {
  if (draft.kind === 'text') {
    if (draft.text.trim() === '') return 'empty';
    return draft.text.length > MESSAGE_BODY_MAX_LENGTH ? 'too_long' : null;
  }
  const url = draft.mediaUrl.trim();
  if (url === '') return 'empty';
  if (url.length > MEDIA_URL_MAX_LENGTH) return 'too_long';
  return isHttpUrl(url) ? null : 'invalid_url';
}

/**
 * The body of `POST /whatsapp/send` for a draft to a contact: `to`, `userId` and exactly one of
 * `body` or `mediaUrl`; null when the draft cannot be sent.
 */
export function messageToSend(draft: MessageDraft, contact: Pick<Contact, 'userId' | 'phone'>): WhatsappMessageCreate | null {
  if (draftProblem(draft) !== null) return null;
  const base = { to: contact.phone, userId: conversationUserId(contact) };
  return draft.kind === 'text' ? { ...base, body: draft.text } : { ...base, mediaUrl: draft.mediaUrl.trim() };
}

/**
 * A conversation's messages, oldest first, from a page the server answered newest first, with the
 * messages this screen sent that the page does not hold yet (sent while it was on its way).
 */
export function mergeConversation(fetchedNewestFirst: readonly WhatsappMessage[], shown: readonly WhatsappMessage[]): WhatsappMessage[] {
  const fetched = [...fetchedNewestFirst].reverse();
  const ids = new Set(fetched.map((message) => message._id));
  const oldest = fetched[0]?.createdAt ?? '';
  const later = shown.filter((message) => !ids.has(message._id) && message.createdAt >= oldest);
  return [...fetched, ...later].sort((a, b) => (a.createdAt === b.createdAt ? a._id.localeCompare(b._id) : a.createdAt.localeCompare(b.createdAt)));
}

/** A message just sent, added to the end of a conversation (or put in place of the same message). */
export function appendMessage(shown: readonly WhatsappMessage[], message: WhatsappMessage): WhatsappMessage[] {
  return [...shown.filter((other) => other._id !== message._id), message];
}

/** The add-contact form's values, as typed. */
export interface ContactFormValues {
  name: string;
  phone: string;
  userId: string;
}

/** The empty add-contact form. */
export const EMPTY_CONTACT_FORM: ContactFormValues = Object.freeze({ name: '', phone: '', userId: '' });

/** What is wrong with one field of the add-contact form. */
export type ContactFieldProblem = 'required' | 'invalid_phone' | 'too_long';

/** The first problem of each invalid field; a valid field has no entry. */
export type ContactFormProblems = Partial<Record<keyof ContactFormValues, ContactFieldProblem>>;

/**
 * The add-contact form's checks: a name (at most 100 characters), a phone of 10 to 13 digits
 * (written with the usual punctuation if wanted), and an optional user id of at most 64.
 */
export function validateContactForm(values: ContactFormValues): ContactFormProblems {
  const problems: ContactFormProblems = {};
  const name = values.name.trim();
  if (name === '') problems.name = 'required';
  else if (name.length > CONTACT_NAME_MAX_LENGTH) problems.name = 'too_long';
  if (values.phone.trim() === '') problems.phone = 'required';
  else {
    const digits = phoneDigits(values.phone.trim());
    if (digits === null || digits.length < CONTACT_PHONE_MIN_DIGITS || digits.length > CONTACT_PHONE_MAX_DIGITS) problems.phone = 'invalid_phone';
  }
  if (values.userId.trim().length > USER_ID_MAX_LENGTH) problems.userId = 'too_long';
  return problems;
}

/** The body of `POST /contact` for valid form values: trimmed, the phone as digits, no empty user id. */
export function toContactCreate(values: ContactFormValues): ContactCreate {
  const userId = values.userId.trim();
  return {
    name: values.name.trim(),
    phone: phoneDigits(values.phone.trim()) ?? values.phone.trim(),
    ...(userId !== '' ? { userId } : {}),
  };
}
