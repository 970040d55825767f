import type { ApiClients, CallInit } from './client';
import { unwrap } from './errors';
import { idempotencyHeader } from '../contract/idempotencyKey';
import type { Contact, ContactCreate, WhatsappMessage, WhatsappMessageCreate } from '../contract/schema.gen';
import type { ContactsQuery, MessagesQuery } from '../domain/callCenter';
import type { ListPage } from '../domain/listQuery';

/** One page of contacts (GET /contact on the call-center base), with only the parameters given. */
export async function listContacts(clients: ApiClients, query: ContactsQuery): Promise<ListPage<Contact>> {
  const page = await unwrap(clients.callCenter.GET('/contact', { params: { query } }));
  return { items: page.docs, totalCount: page.totalDocs };
}

/**
 * Adds a contact to the company the session acts for (POST /contact); 409 `phone_taken` when the
 * phone is already one. With `idempotencyKey`, sending the same body again with the same key
 * answers the contact the first call created instead of a 409 `phone_taken` for it.
 */
export function createContact(clients: ApiClients, body: ContactCreate, idempotencyKey: string | null = null): Promise<Contact> {
  return unwrap(clients.callCenter.POST('/contact', { params: { header: idempotencyHeader(idempotencyKey) }, body }));
}

/** Deletes a contact (DELETE /contact/{id}). */
export async function deleteContact(clients: ApiClients, id: string, init: CallInit = {}): Promise<void> {
  await unwrap(clients.callCenter.DELETE('/contact/{id}', { params: { path: { id } }, ...init }));
}

/** One page of WhatsApp messages, newest first (GET /whatsapp), by phone (digits) or user. */
export async function listMessages(clients: ApiClients, query: MessagesQuery): Promise<ListPage<WhatsappMessage>> {
  const page = await unwrap(clients.callCenter.GET('/whatsapp', { params: { query } }));
  return { items: page.docs, totalCount: page.totalDocs };
}

/** Queues a message (POST /whatsapp/send); the answer is the message as stored, with its state. */
export function sendMessage(clients: ApiClients, body: WhatsappMessageCreate): Promise<WhatsappMessage> {
  return unwrap(clients.callCenter.POST('/whatsapp/send', { body }));
}
