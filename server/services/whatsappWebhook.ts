import { createHmac, timingSafeEqual } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { inTransaction, type Db } from '../db';
import { errors } from '../errors';
import { contactUserOf } from '../repositories/contacts';
import { ownerOfBusinessNumber } from '../repositories/whatsappBusinessNumbers';
import { companiesTalkingWith, insertMessageRow, lastUserWithPhone, outboundIdOfProvider } from '../repositories/whatsappMessages';
import { recordWebhookEvent, setWebhookEventMessage } from '../repositories/whatsappWebhookEvents';
import { applyStatus, errorOfStatusPayload, newDocumentId, type WhatsappStatus } from './whatsapp';

/**
 * The provider's side of WhatsApp: the signed callbacks (status changes of sent messages
 * and inbound messages, in the Cloud API's shape) and what they change.
 */

/** The largest callback read (the API's body limit). */
const MAX_WEBHOOK_BYTES = 1024 * 1024;

/** `sha256=<hex>`: the X-Hub-Signature-256 value of `raw` under `secret`. */
export function signatureOf(secret: string, raw: Buffer | string): string {
  return `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;
}

/** Whether `header` is the signature of `raw` under `secret`, compared in constant time. */
export function isValidSignature(secret: string, raw: Buffer, header: string): boolean {
  const expected = Buffer.from(signatureOf(secret, raw), 'utf8');
  const given = Buffer.from(header.trim().toLowerCase(), 'utf8');
  // timingSafeEqual needs equal lengths; a wrong length is a wrong signature, and the
  // length of the expected value (always 71) tells nothing.
  return given.length === expected.length && timingSafeEqual(given, expected);
}

async function readAll(stream: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > limit) throw errors.callbackTooLarge(limit);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * The webhook route's preParsing hook: reads the raw body, checks its signature with the
 * app secret, and hands the same bytes on to the JSON parser. Runs before anything is
 * parsed or stored, so an unsigned callback changes nothing.
 */
export async function verifyWebhookSignature(
  request: FastifyRequest,
  _reply: FastifyReply,
  payload: Readable,
): Promise<Readable & { receivedEncodedLength: number }> {
  const header = request.headers['x-hub-signature-256'];
  const signature = Array.isArray(header) ? header[0] : header;
  if (!signature) {
    throw errors.badRequest('X-Hub-Signature-256 is required: the HMAC-SHA256 of the body with the app secret', 'signature_missing');
  }
  const raw = await readAll(payload, MAX_WEBHOOK_BYTES);
  const secret = request.server.whatsapp.appSecret;
  if (!secret) throw errors.webhookNotConfigured();
  if (!isValidSignature(secret, raw, signature)) throw errors.invalidSignature();
  return Object.assign(Readable.from([raw]), { receivedEncodedLength: raw.length });
}

/** Extra route options of operations that read their raw body, by operationId. */
export const rawBodyRoutes: Readonly<Record<string, { preParsing: typeof verifyWebhookSignature }>> = {
  whatsappWebhook: { preParsing: verifyWebhookSignature },
};

/** A status change the provider reports for a message it took from us. */
export interface StatusEvent {
  providerId: string;
  status: Exclude<WhatsappStatus, 'queued'>;
  payload: Record<string, unknown>;
}

/** A message a contact sent us. */
export interface InboundEvent {
  providerId: string;
  from: string;
  /** The business phone number it was sent to (`metadata.phone_number_id`), when the callback says. */
  businessNumberId: string | null;
  body: string | null;
  mediaId: string | null;
  /** When the provider received it. */
  at: Date | null;
  payload: Record<string, unknown>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function records(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

const STATUSES: readonly string[] = ['sent', 'delivered', 'read', 'failed'];
const MEDIA_TYPES = ['image', 'video', 'audio', 'document', 'sticker'] as const;

function inboundContent(message: Record<string, unknown>): { body: string | null; mediaId: string | null } {
  const type = text(message.type) ?? 'unknown';
  if (isRecord(message.text)) return { body: text(message.text.body) ?? '', mediaId: null };
  for (const media of MEDIA_TYPES) {
    const part = message[media];
    if (isRecord(part) && text(part.id)) return { body: null, mediaId: text(part.id) };
  }
  if (isRecord(message.button)) return { body: text(message.button.text) ?? `[${type}]`, mediaId: null };
  if (isRecord(message.interactive)) {
    const reply = isRecord(message.interactive.button_reply) ? message.interactive.button_reply : message.interactive.list_reply;
    if (isRecord(reply) && text(reply.title)) return { body: text(reply.title), mediaId: null };
  }
  if (isRecord(message.location)) {
    const { latitude, longitude, name } = message.location;
    if (typeof latitude === 'number' && typeof longitude === 'number') {
      return { body: `${text(name) ?? 'Location'}: ${latitude}, ${longitude}`, mediaId: null };
    }
  }
  return { body: `[${type}]`, mediaId: null };
}

/** The status changes and inbound messages of a callback; anything else in it is ignored. */
export function parseWebhook(body: unknown): { statuses: StatusEvent[]; inbound: InboundEvent[] } {
  const statuses: StatusEvent[] = [];
  const inbound: InboundEvent[] = [];
  if (!isRecord(body)) return { statuses, inbound };
  for (const entry of records(body.entry)) {
    for (const change of records(entry.changes)) {
      const value = isRecord(change.value) ? change.value : {};
      const businessNumberId = isRecord(value.metadata) ? text(value.metadata.phone_number_id) : null;
      for (const status of records(value.statuses)) {
        const providerId = text(status.id);
        const state = text(status.status);
        if (providerId && state && STATUSES.includes(state)) {
          statuses.push({ providerId, status: state as StatusEvent['status'], payload: status });
        }
      }
      for (const message of records(value.messages)) {
        const providerId = text(message.id);
        const from = text(message.from)?.replace(/\D/g, '') ?? '';
        if (!providerId || from === '') continue;
        const seconds = Number(message.timestamp);
        const { body: messageBody, mediaId } = inboundContent(message);
        inbound.push({
          providerId,
          from,
          businessNumberId,
          body: mediaId === null ? (messageBody ?? '') : null,
          mediaId,
          at: Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : null,
          payload: message,
        });
      }
    }
  }
  return { statuses, inbound };
}

/** Counts of what a callback changed. */
export interface WebhookOutcome {
  /** Status changes taken for the first time. */
  statuses: number;
  /** Inbound messages stored. */
  inbound: number;
  /** Events already taken before, ignored. */
  replayed: number;
}

/**
 * Applies a callback: each event is recorded once by the provider's id (a status by
 * message id and status, an inbound message by its id), in a transaction of its own, and
 * an event seen before changes nothing.
 */
export async function applyWebhook(db: Db, body: unknown): Promise<WebhookOutcome> {
  const { statuses, inbound } = parseWebhook(body);
  const outcome: WebhookOutcome = { statuses: 0, inbound: 0, replayed: 0 };
  for (const event of statuses) {
    const taken = await inTransaction(db, async (trx) => {
      const messageId = await outboundIdOfProvider(trx, event.providerId);
      const inserted = await recordWebhookEvent(trx, {
        id: `${event.providerId}:${event.status}`,
        kind: 'status',
        message_id: messageId ?? null,
        payload: JSON.stringify(event.payload),
      });
      if (!inserted) return false;
      if (messageId !== undefined) await applyStatus(trx, messageId, event.status, errorOfStatusPayload(event.payload));
      return true;
    });
    if (taken) outcome.statuses++;
    else outcome.replayed++;
  }
  for (const event of inbound) {
    const taken = await inTransaction(db, async (trx) => {
      const inserted = await recordWebhookEvent(trx, { id: event.providerId, kind: 'message', message_id: null, payload: JSON.stringify(event.payload) });
      if (!inserted) return false;
      const at = event.at ?? new Date();
      let first: string | null = null;
      for (const recipient of await inboundRecipients(trx, event.from, event.businessNumberId, at)) {
        const id = newDocumentId();
        first ??= id;
        await insertMessageRow(trx, {
          id,
          company_id: recipient.companyId,
          user_id: recipient.userId,
          direction: 'inbound',
          phone: event.from,
          body: event.body,
          media_url: null,
          media_id: event.mediaId,
          status: 'delivered',
          error: null,
          provider_id: event.providerId,
          created_at: at,
          updated_at: at,
        });
      }
      if (first !== null) await setWebhookEventMessage(trx, event.providerId, first);
      return true;
    });
    if (taken) outcome.inbound++;
    else outcome.replayed++;
  }
  return outcome;
}

/**
 * How long after a company's last message with a phone a message from that phone still joins
 * the company's conversation: the provider's customer service window (24 hours).
 */
export const REPLY_WINDOW_MS = 24 * 60 * 60 * 1000;

/** A conversation an inbound message joins: the company (null: the platform's own) and the user the phone stands for there. */
export interface InboundRecipient {
  companyId: string | null;
  userId: string;
}

/**
 * The conversations an inbound message from `phone` joins; it is stored once in each.
 *
 * - Sent to a business number a company owns (`whatsapp_business_numbers`): that company's alone.
 * - Otherwise (a shared number, or a callback that names none): every company whose last message
 *   from or to the phone was at most {@link REPLY_WINDOW_MS} before it, counting only messages
 *   that reached the provider (a queued or failed one opened no conversation). Several companies
 *   may each get their copy; none takes another's message, and a message is never moved.
 * - No such company: the platform's (no company; root sees it).
 *
 * Never "whoever wrote last": a company that writes to another's customer gets no reply meant
 * for the other, unless it is itself in a conversation with that phone.
 */
export async function inboundRecipients(db: Db, phone: string, businessNumberId: string | null, at: Date): Promise<InboundRecipient[]> {
  if (businessNumberId !== null) {
    const owner = await ownerOfBusinessNumber(db, businessNumberId);
    if (owner !== undefined) return [{ companyId: owner, userId: await userOf(db, owner, phone) }];
  }
  const since = new Date(at.getTime() - REPLY_WINDOW_MS);
  // The platform's own conversation (no company) is only where a message nobody else's goes.
  const open = await companiesTalkingWith(db, phone, since);
  const companies = open.length === 0 ? [null] : open;
  const recipients: InboundRecipient[] = [];
  for (const companyId of companies) recipients.push({ companyId, userId: await userOf(db, companyId, phone) });
  return recipients;
}

/**
 * The user `phone` stands for in a company's conversations (null: the platform's): that of the
 * company's last message with it, else that of the company's contact with it, else the phone itself.
 */
async function userOf(db: Db, companyId: string | null, phone: string): Promise<string> {
  const last = await lastUserWithPhone(db, companyId, phone);
  if (last !== undefined) return last;
  return (await contactUserOf(db, companyId, phone)) ?? phone;
}
