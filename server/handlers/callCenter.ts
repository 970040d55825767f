import { timingSafeEqual } from 'node:crypto';
import type { WhatsappMessageCreate } from '../../src/contract/schema.gen';
import type { CompanyScope } from '../auth/principal';
import { inTransaction } from '../db';
import { errors } from '../errors';
import { findContactPage } from '../repositories/contacts';
import { findWhatsappMessagePage } from '../repositories/whatsappMessages';
import { createContact, deleteContact, toContact } from '../services/contacts';
import { paginatorPage, paginatorWindow } from '../services/paging';
import { toWhatsappMessage } from '../services/whatsapp';
import type { OutgoingContent } from '../services/whatsappTransport';
import { applyWebhook } from '../services/whatsappWebhook';
import type { Handlers } from './types';

function requireScope(scope: CompanyScope | null): CompanyScope {
  if (!scope) throw errors.unauthenticated();
  return scope;
}

/** The ids of the companies the request acts for, null for every company. */
function scopedIds(scope: CompanyScope | null): readonly string[] | null {
  const resolved = requireScope(scope);
  return resolved.all ? null : resolved.ids;
}

/**
 * The one company a new record belongs to: the Company header's, or the caller's only
 * company; root without the header writes platform-wide (null).
 */
function actingCompany(scope: CompanyScope | null): string | null {
  const resolved = requireScope(scope);
  if (resolved.all) return null;
  if (resolved.ids.length === 1) return resolved.ids[0] as string;
  if (resolved.ids.length === 0) throw errors.forbidden('You act for no company');
  throw errors.badRequest('Company header is required: you may act for several companies, name the one to act for', 'company_required');
}

/** Exactly one of body, mediaUrl and mediaId, or a 400 naming them. */
function contentOf(message: WhatsappMessageCreate): OutgoingContent {
  const given = (['body', 'mediaUrl', 'mediaId'] as const).filter((field) => message[field] !== undefined);
  if (given.length !== 1) {
    throw errors.badRequest(
      given.length === 0
        ? 'One of body, mediaUrl or mediaId is required'
        : `Only one of body, mediaUrl or mediaId may be sent, got ${given.join(' and ')}`,
      'message_content',
    );
  }
  if (message.body !== undefined) {
    if (message.body.trim() === '') throw errors.badRequest('body must not be blank', 'message_content');
    return { kind: 'text', body: message.body };
  }
  if (message.mediaUrl !== undefined) {
    if (!/^https?:\/\//i.test(message.mediaUrl)) throw errors.badRequest('mediaUrl must be an http or https address', 'message_content');
    return { kind: 'mediaUrl', url: message.mediaUrl };
  }
  return { kind: 'mediaId', id: message.mediaId ?? '' };
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** WhatsApp messages (the outbox and the provider's webhook) and contacts. */
export const callCenterHandlers = {
  async sendWhatsappMessage({ body, scope, request }) {
    const content = contentOf(body);
    const userId = body.userId.trim();
    if (userId === '') throw errors.badRequest('userId is required', 'user_id_required');
    const row = await request.server.whatsapp.send({ companyId: actingCompany(scope), userId, to: body.to, content });
    return toWhatsappMessage(row);
  },

  async listWhatsappMessages({ db, query, scope }) {
    const page = query.page ?? 1;
    const size = query.limit ?? 20;
    const companyIds = scopedIds(scope);
    if (companyIds?.length === 0) return paginatorPage([], 0, page, size);
    const { rows, totalCount } = await findWhatsappMessagePage(db, { companyIds, phone: query.phone, userId: query.userId, ...paginatorWindow(page, size) });
    return paginatorPage(rows.map(toWhatsappMessage), totalCount, page, size);
  },

  async whatsappWebhook({ db, body }) {
    await applyWebhook(db, body);
    return { received: true };
  },

  async verifyWhatsappWebhook({ query, request, reply }) {
    const expected = request.server.whatsapp.verifyToken;
    if (query['hub.mode'] !== 'subscribe' || !expected || !sameSecret(query['hub.verify_token'], expected)) {
      throw errors.forbidden('The webhook subscription check failed: wrong mode or verify token');
    }
    await reply.code(200).type('text/plain; charset=utf-8').send(query['hub.challenge']);
    return undefined;
  },

  async listContacts({ db, query, scope }) {
    const page = query.page ?? 1;
    const size = query.limit ?? 20;
    const companyIds = scopedIds(scope);
    if (companyIds?.length === 0) return paginatorPage([], 0, page, size);
    const find = { companyIds, userId: query.userId, name: query.name?.trim(), phone: query.phone, ...paginatorWindow(page, size) };
    const { rows, totalCount } = await findContactPage(db, find);
    return paginatorPage(rows.map(toContact), totalCount, page, size);
  },

  async createContact({ db, body, scope, reply }) {
    // Inside the transaction that keeps an Idempotency-Key when one is sent.
    const contact = await inTransaction(db, (trx) => createContact(trx, actingCompany(scope), body));
    reply.header('location', `/api/contact/${contact._id}`);
    return contact;
  },

  async deleteContact({ db, params, scope }) {
    await deleteContact(db, scopedIds(scope), params.id);
  },
} satisfies Handlers;
