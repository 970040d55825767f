import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { ADMIN_STYLE_CACHE_MS } from '../../src/domain/adminStyle';
import type { Db } from '../db';
import { HttpError } from '../errors';
import { getApplicationRow, privacyTermsFor } from '../services/applications';
import type { Handlers } from './types';

/** Account-deletion requests one address may make in {@link DELETION_WINDOW_MS}. */
export const DELETION_REQUESTS_PER_WINDOW = 5;
/** The window of the account-deletion limit: one hour. */
export const DELETION_WINDOW_MS = 60 * 60 * 1000;

// Letters and digits that cannot be misread for one another when read over the phone.
const PROTOCOL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A protocol to follow a request up: its day and six unambiguous characters (20260514-K7QX2M). */
function newProtocol(now: Date): string {
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  const code = Array.from({ length: 6 }, () => PROTOCOL_ALPHABET[randomInt(PROTOCOL_ALPHABET.length)]).join('');
  return `${day}-${code}`;
}

/**
 * Seconds until `ip` may ask again, or 0. Counted from the stored requests, so every API
 * process sees the same count.
 */
async function deletionRetryAfter(db: Db, ip: string, now: Date): Promise<number> {
  const recent = await db
    .selectFrom('account_deletion_requests')
    .select('created_at')
    .where('requester_ip', '=', ip)
    .where('created_at', '>', new Date(now.getTime() - DELETION_WINDOW_MS))
    .orderBy('created_at', 'desc')
    .limit(DELETION_REQUESTS_PER_WINDOW)
    .execute();
  if (recent.length < DELETION_REQUESTS_PER_WINDOW) return 0;
  const oldest = recent[recent.length - 1]?.created_at ?? now;
  return Math.max(1, Math.ceil((oldest.getTime() + DELETION_WINDOW_MS - now.getTime()) / 1000));
}

/** The host names a domain's style is looked up by: as sent, then without its port. */
function domainCandidates(domain: string): string[] {
  const exact = domain.trim().toLowerCase().replace(/\.$/, '');
  const host = exact.replace(/:\d+$/, '');
  return host === exact ? [exact] : [exact, host];
}

/** Calls of the pages anyone may open: admin styles, privacy terms, account deletion. */
export const publicPageHandlers = {
  async getAdminStyles({ db, query }) {
    const candidates = domainCandidates(query.domain);
    const rows = await db.selectFrom('admin_styles').selectAll().where('domain', 'in', candidates).execute();
    const row = candidates.map((c) => rows.find((r) => r.domain === c)).find((r) => r !== undefined);
    if (!row) return { adminStyle: null };
    return {
      adminStyle: {
        titleTab: row.title_tab,
        footerTitle: row.footer_title,
        tabIcon: row.tab_icon,
        backgroundLogin: row.background_login,
        logo: row.logo,
        expiration: Date.now() + ADMIN_STYLE_CACHE_MS,
      },
    };
  },

  async getPrivacyTerms({ db, params, query }) {
    return privacyTermsFor(db, params.id, query.userType);
  },

  async listAccountDeletionRequests({ db, query }) {
    const page = query.page ?? 1;
    const limit = query.limit ?? 10;
    let filtered = db.selectFrom('account_deletion_requests');
    if (query.applicationId !== undefined) filtered = filtered.where('application_id', '=', query.applicationId);
    if (query.status !== undefined) filtered = filtered.where('status', '=', query.status);
    const [rows, total] = await Promise.all([
      filtered
        .select(['id', 'application_id', 'application_name', 'email', 'reason', 'status', 'created_at'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .offset((page - 1) * limit)
        .limit(limit)
        .execute(),
      filtered.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
    ]);
    return {
      items: rows.map((row) => ({
        id: row.id,
        protocol: row.id,
        applicationId: row.application_id,
        applicationName: row.application_name,
        email: row.email,
        ...(row.reason === null ? {} : { reason: row.reason }),
        status: row.status,
        createdAt: row.created_at.toISOString(),
      })),
      totalCount: Number(total.count),
    };
  },

  async askDeleteAccount({ db, params, body, request, reply }) {
    const now = new Date();
    const wait = await deletionRetryAfter(db, request.ip, now);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw new HttpError(429, 'too_many_requests', `Too many account deletion requests from this address; try again in ${wait} seconds`);
    }
    const application = await getApplicationRow(db, params.id);
    const email = body.email.trim().toLowerCase();
    const pending = await db
      .selectFrom('account_deletion_requests')
      .select('id')
      .where('application_id', '=', application.id)
      .where(sql<string>`lower(email)`, '=', email)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (pending) return { ok: true, protocol: pending.id };
    const optional = (text: string | undefined) => text?.trim() || null;
    const row = await db
      .insertInto('account_deletion_requests')
      .values({
        id: newProtocol(now),
        application_id: application.id,
        application_name: application.name,
        email,
        name: optional(body.name),
        phone: optional(body.phone),
        reason: optional(body.reason),
        requester_ip: request.ip,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { ok: true, protocol: row.id };
  },
} satisfies Handlers;
