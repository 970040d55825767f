/** Bindings of the call center: its machines with the real calls of `src/api/callCenterActors.ts`. */
import { fromPromise } from 'xstate';
import { createContact, listContacts, listMessages, sendMessage } from '../api/callCenterActors';
import type { ApiClients } from '../api/client';
import type { Contact, WhatsappMessage, WhatsappMessageCreate } from '../contract/schema.gen';
import { CONVERSATION_LIMIT, messageFilterKindOf, toContactCreate, toContactsQuery, toMessagesQuery, type ContactFormValues } from '../domain/callCenter';
import type { ListPage, ListQuery } from '../domain/listQuery';
import { conversationMachine } from '../machines/conversation/machine';
import type { ConversationContact, ConversationPage } from '../machines/conversation/types';
import { createRecordEditorMachine } from '../machines/recordEditor/machine';
import type { RecordSaveInput } from '../machines/recordEditor/types';
import { pagedListMachine } from './pagedList';

/** The WhatsApp contacts, paged (the contacts screen's list and the private chat's picker); deletes and notices are the container's. */
export function createContactsListMachine(clients: ApiClients) {
  return pagedListMachine<Contact>().provide({
    actors: {
      fetchPage: fromPromise<ListPage<Contact>, ListQuery>(({ input }) => listContacts(clients, toContactsQuery(input))),
    },
  });
}

/**
 * The new-contact dialog (the list screen's record editor, opened on no contact) saving with
 * createContact, sending the values' `Idempotency-Key` (a create whose answer was lost is answered
 * on Save again, not refused as `phone_taken`); the notice is the container's.
 */
export function createContactDialogMachine(clients: ApiClients) {
  return createRecordEditorMachine<never, ContactFormValues, never, Contact>({ lifetime: 'dialog' }).provide({
    actors: {
      save: fromPromise<Contact, RecordSaveInput<never, ContactFormValues, never>>(({ input }) => createContact(clients, toContactCreate(input.values), input.idempotencyKey)),
    },
  });
}

/** The private chat's conversation: the last messages of a contact, and sending one. */
export function createConversationMachine(clients: ApiClients) {
  return conversationMachine.provide({
    actors: {
      fetchMessages: fromPromise<ConversationPage, ConversationContact>(({ input }) => listMessages(clients, { phone: input.phone, page: 1, limit: CONVERSATION_LIMIT })),
      sendMessage: fromPromise<WhatsappMessage, WhatsappMessageCreate>(({ input }) => sendMessage(clients, input)),
    },
  });
}

/**
 * The WhatsApp messages report: pages of `GET /whatsapp`, the search looking for the phone or the
 * user as the list's `kind` filter says; a phone search without a digit matches no message.
 */
export function createWhatsappReportMachine(clients: ApiClients) {
  return pagedListMachine<WhatsappMessage>().provide({
    actors: {
      fetchPage: fromPromise<ListPage<WhatsappMessage>, ListQuery>(async ({ input }) => {
        const query = toMessagesQuery(input, messageFilterKindOf(input.filters));
        return query === null ? { items: [], totalCount: 0 } : listMessages(clients, query);
      }),
    },
  });
}
