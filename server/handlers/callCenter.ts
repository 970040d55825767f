import { timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { Contact, WhatsappMessageCreate } from '../../src/contract/schema.gen';
import type { CompanyScope } from '../auth/principal';
import type { ContactsTable } from '../db/schema';
import { errors } from '../errors';
import { containsPattern, paginatorPage, paginatorWindow } from '../services/paging';
import { newDocumentId, toWhatsappMessage } from '../services/whatsapp';
import type { OutgoingContent } from '../services/whatsappTransport';
import { applyWebhook } from '../services/whatsappWebhook';
import type { Handlers } from './types';
import type { Selectable } from 'kysely';

function requireScope(scope: CompanyScope | null): CompanyScope {
  if (!scope) throw errors.unauthenticated();
  return scope;
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

function toContact(row: Selectable<ContactsTable>): Contact {
  return {
    _id: row.id,
    name: row.name,
    phone: row.phone,
    userId: row.user_id,
    companyId: row.company_id,
    createdAt: row.created_at.toISOString(),
  };
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
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
    const resolved = requireScope(scope);
    if (!resolved.all && resolved.ids.length === 0) return paginatorPage([], 0, page, size);
    let base = db.selectFrom('whatsapp_messages');
    if (!resolved.all) base = base.where('company_id', 'in', resolved.ids);
    if (query.phone) base = base.where('phone', '=', query.phone);
    if (query.userId) base = base.where('user_id', '=', query.userId);
    const { offset, limit } = paginatorWindow(page, size);
    const [rows, count] = await Promise.all([
      base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute(),
      base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return paginatorPage(rows.map(toWhatsappMessage), count.n, page, size);
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
    const resolved = requireScope(scope);
    if (!resolved.all && resolved.ids.length === 0) return paginatorPage([], 0, page, size);
    let base = db.selectFrom('contacts');
    if (!resolved.all) base = base.where('company_id', 'in', resolved.ids);
    if (query.userId) base = base.where('user_id', '=', query.userId);
    const name = query.name?.trim();
    if (name) base = base.where('name', 'ilike', containsPattern(name));
    if (query.phone) base = base.where('phone', 'like', containsPattern(query.phone));
    const { offset, limit } = paginatorWindow(page, size);
    const [rows, count] = await Promise.all([
      base.selectAll().orderBy(sql`lower(name)`).orderBy('id').offset(offset).limit(limit).execute(),
      base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return paginatorPage(rows.map(toContact), count.n, page, size);
  },

  async createContact({ db, body, scope, reply }) {
    const companyId = actingCompany(scope);
    const name = body.name.trim();
    if (name === '') throw errors.badRequest('name is required', 'name_required');
    const userId = body.userId?.trim() || null;
    const taken = await db
      .selectFrom('contacts')
      .select('id')
      .where(sql<string>`coalesce(company_id, '')`, '=', companyId ?? '')
      .where('phone', '=', body.phone)
      .executeTakeFirst();
    const conflict = () => errors.conflict(`phone ${body.phone} is already a contact of this company`, 'phone_taken');
    if (taken) throw conflict();
    try {
      const row = await db
        .insertInto('contacts')
        .values({ id: newDocumentId(), company_id: companyId, name, phone: body.phone, user_id: userId })
        .returningAll()
        .executeTakeFirstOrThrow();
      reply.header('location', `/api/contact/${row.id}`);
      return toContact(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict();
      throw error;
    }
  },

  async deleteContact({ db, params, scope }) {
    const resolved = requireScope(scope);
    if (!resolved.all && resolved.ids.length === 0) throw errors.notFound('contact', params.id);
    let query = db.deleteFrom('contacts').where('id', '=', params.id);
    if (!resolved.all) query = query.where('company_id', 'in', resolved.ids);
    const result = await query.executeTakeFirst();
    if (result.numDeletedRows === 0n) throw errors.notFound('contact', params.id);
  },
} satisfies Handlers;
