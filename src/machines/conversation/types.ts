import type { ApiError } from '../../contract/apiError';
import type { Contact, WhatsappMessage } from '../../contract/schema.gen';
import type { MessageDraft } from '../../domain/callCenter';

/** The contact a conversation is with: who, the phone messages go to, and the platform user behind it. */
export type ConversationContact = Pick<Contact, '_id' | 'name' | 'phone' | 'userId'>;

/** A page of a conversation as the server answers it: the newest messages first, and how many there are. */
export interface ConversationPage {
  items: WhatsappMessage[];
  totalCount: number;
}

/** The private chat's data; whether it loads, fails, polls or sends is its state. */
export interface ConversationContext {
  contact: ConversationContact | null;
  /** The messages shown, oldest first. */
  messages: WhatsappMessage[];
  /** How many messages the conversation has in all (more than shown when long). */
  totalCount: number;
  /** Why the last load failed; the messages shown are kept. */
  loadError: ApiError | null;
  draft: MessageDraft;
  /** Why the last send failed; the draft is kept. */
  sendError: ApiError | null;
}

/** Every event the private chat accepts. */
export type ConversationEvent =
  | { type: 'user.pick_contact'; contact: ConversationContact }
  | { type: 'user.close' }
  | { type: 'user.retry' }
  | { type: 'user.type'; text: string }
  | { type: 'user.choose_kind'; kind: MessageDraft['kind'] }
  | { type: 'user.send' };
