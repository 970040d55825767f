import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { WhatsappMessage } from '../../src/contract/schema.gen';
import type { Db } from '../db';
import type { WhatsappMessagesTable } from '../db/schema';
import { firstBusinessNumberOf } from '../repositories/whatsappBusinessNumbers';
import {
  claimQueuedMessage,
  insertMessage,
  messageRowOf,
  messageStatusOf,
  moveMessageStatus,
  queuedOutboundIds,
  updateMessage,
} from '../repositories/whatsappMessages';
import { webhookEventsOf } from '../repositories/whatsappWebhookEvents';
import type { OutgoingContent, WhatsappTransport } from './whatsappTransport';

/** Where a message is in its delivery. */
export type WhatsappStatus = WhatsappMessage['status'];
/** A stored message (sent or received). */
export type WhatsappMessageRow = Selectable<WhatsappMessagesTable>;

/** How the server takes part in WhatsApp (AppOptions.whatsapp); everything is optional. */
export interface WhatsappSettings {
  /** Sends messages; absent or null keeps them queued in the outbox. */
  transport?: WhatsappTransport | null;
  /** Verifies the webhook's `X-Hub-Signature-256`; without it every callback is refused. */
  appSecret?: string | null;
  /** The token the webhook's subscription check must present; without it every check is refused. */
  verifyToken?: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The WhatsApp outbox and its settings (decorated by server/plugins/whatsapp.ts). */
    whatsapp: WhatsappService;
  }
}

/** A new id shaped like the platform's (24 hexadecimal digits). */
export function newDocumentId(): string {
  return randomBytes(12).toString('hex');
}

/** How far along each status is: a status never moves a message back. */
const RANK: Readonly<Record<WhatsappStatus, number>> = { queued: 0, sent: 1, delivered: 2, read: 3, failed: 1 };

/** Whether a message in `current` may move to `next` (failed only from queued or sent; never backwards). */
export function advances(current: WhatsappStatus, next: WhatsappStatus): boolean {
  if (current === next || current === 'failed') return false;
  if (next === 'failed') return current === 'queued' || current === 'sent';
  return RANK[next] > RANK[current];
}

/** A claim on a queued message older than this is taken as abandoned (its process stopped mid-send). */
const CLAIM_TIMEOUT_MS = 5 * 60 * 1000;

/** The contract's message from a stored row. */
export function toWhatsappMessage(row: WhatsappMessageRow): WhatsappMessage {
  return {
    _id: row.id,
    to: row.phone,
    body: row.body,
    mediaUrl: row.media_url,
    mediaId: row.media_id,
    userId: row.user_id,
    companyId: row.company_id,
    status: row.status,
    direction: row.direction,
    error: row.error,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

function contentOf(row: WhatsappMessageRow): OutgoingContent {
  if (row.body !== null) return { kind: 'text', body: row.body };
  if (row.media_url !== null) return { kind: 'mediaUrl', url: row.media_url };
  return { kind: 'mediaId', id: row.media_id ?? '' };
}

/** A message to put in the outbox. */
export interface NewOutgoing {
  companyId: string | null;
  userId: string;
  to: string;
  content: OutgoingContent;
}

/**
 * The WhatsApp outbox: every message is stored before anything is sent, then handed to
 * the transport when there is one. Sending claims the row first, so two API processes
 * never send the same message twice.
 */
export class WhatsappService {
  readonly appSecret: string | null;
  readonly verifyToken: string | null;
  private readonly transport: WhatsappTransport | null;

  constructor(
    private readonly db: Db,
    settings: WhatsappSettings = {},
  ) {
    this.transport = settings.transport ?? null;
    this.appSecret = settings.appSecret ?? null;
    this.verifyToken = settings.verifyToken ?? null;
  }

  /** Whether messages leave the server (otherwise they stay queued). */
  get sends(): boolean {
    return this.transport !== null;
  }

  /** Stores a message as queued and, with a transport, sends it at once. Answers the row as it then is. */
  async send(message: NewOutgoing): Promise<WhatsappMessageRow> {
    const { content } = message;
    const row = await insertMessage(this.db, {
      id: newDocumentId(),
      company_id: message.companyId,
      user_id: message.userId,
      direction: 'outbound',
      phone: message.to,
      body: content.kind === 'text' ? content.body : null,
      media_url: content.kind === 'mediaUrl' ? content.url : null,
      media_id: content.kind === 'mediaId' ? content.id : null,
      status: 'queued',
      error: null,
      provider_id: null,
    });
    return (await this.dispatch(row.id)) ?? row;
  }

  /**
   * Sends one queued message when there is a transport and no other process holds it.
   * Answers the row afterwards, or null when nothing was attempted.
   */
  async dispatch(id: string): Promise<WhatsappMessageRow | null> {
    if (!this.transport) return null;
    const claimed = await claimQueuedMessage(this.db, id, new Date(Date.now() - CLAIM_TIMEOUT_MS));
    if (!claimed) return null;
    // A company that owns a business number writes from it, so that replies come back to it alone.
    const from = claimed.company_id === null ? null : await firstBusinessNumberOf(this.db, claimed.company_id);
    let result;
    try {
      result = await this.transport.send({ to: claimed.phone, content: contentOf(claimed), ...(from === null ? {} : { from }) });
    } catch (error) {
      result = { outcome: 'unavailable' as const, error: `The WhatsApp transport failed: ${String(error)}` };
    }
    const now = new Date();
    if (result.outcome === 'sent') {
      await updateMessage(this.db, id, { status: 'sent', provider_id: result.providerId, error: null, claimed_at: null, updated_at: now });
      await this.applyEarlyStatuses(id, result.providerId);
    } else {
      await updateMessage(this.db, id, {
        status: result.outcome === 'rejected' ? 'failed' : 'queued',
        error: result.error,
        claimed_at: null,
        updated_at: now,
      });
    }
    return (await messageRowOf(this.db, id)) ?? null;
  }

  /** Sends every queued outbound message, oldest first (after a start with a transport). Answers how many went out. */
  async dispatchQueued(limit = 500): Promise<number> {
    if (!this.transport) return 0;
    const queued = await queuedOutboundIds(this.db, limit);
    let sent = 0;
    for (const id of queued) {
      const row = await this.dispatch(id);
      if (row && row.status !== 'queued' && row.status !== 'failed') sent++;
    }
    return sent;
  }

  /**
   * A status callback can arrive before the send's answer has stored the provider id:
   * such callbacks were kept (whatsapp_webhook_events) and are applied now.
   */
  private async applyEarlyStatuses(id: string, providerId: string): Promise<void> {
    const statuses: WhatsappStatus[] = ['delivered', 'read', 'failed'];
    const events = await webhookEventsOf(this.db, statuses.map((s) => `${providerId}:${s}`));
    for (const status of statuses) {
      const event = events.find((e) => e.id === `${providerId}:${status}`);
      if (event) await applyStatus(this.db, id, status, errorOfStatusPayload(event.payload));
    }
  }
}

/** The provider's error text in a stored status callback (`errors[0].title` / `message`), if any. */
export function errorOfStatusPayload(payload: unknown): string | null {
  if (typeof payload !== 'object' || payload === null || !('errors' in payload) || !Array.isArray(payload.errors)) return null;
  const first: unknown = payload.errors[0];
  if (typeof first !== 'object' || first === null) return null;
  const record = first as Record<string, unknown>;
  const details = typeof record.error_data === 'object' && record.error_data !== null ? (record.error_data as Record<string, unknown>).details : undefined;
  const text = [record.title, record.message, details].find((t): t is string => typeof t === 'string' && t !== '');
  const code = typeof record.code === 'number' ? ` (code ${record.code})` : '';
  return text ? `${text}${code}` : code ? `The provider reported an error${code}` : null;
}

/** Moves a message to `status` when that is forward (see {@link advances}); answers whether it moved. */
export async function applyStatus(db: Db, messageId: string, status: WhatsappStatus, error: string | null): Promise<boolean> {
  const current = await messageStatusOf(db, messageId);
  if (current === undefined || !advances(current, status)) return false;
  // Only from the state just read: a concurrent callback that moved it first wins.
  return moveMessageStatus(db, messageId, current, status, status === 'failed' ? (error ?? 'The provider reported a failure') : null);
}
