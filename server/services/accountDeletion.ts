import { randomInt } from 'node:crypto';
import type { AccountDeletionRequest } from '../../src/contract/schema.gen';
import type { Db } from '../db';
import { insertDeletionRequest, pendingRequestOf, requestTimesOf } from '../repositories/accountDeletionRequests';
import type { ApplicationRow } from './applications';

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
export async function deletionRetryAfter(db: Db, ip: string, now: Date): Promise<number> {
  const recent = await requestTimesOf(db, ip, new Date(now.getTime() - DELETION_WINDOW_MS), DELETION_REQUESTS_PER_WINDOW);
  if (recent.length < DELETION_REQUESTS_PER_WINDOW) return 0;
  const oldest = recent[recent.length - 1] ?? now;
  return Math.max(1, Math.ceil((oldest.getTime() + DELETION_WINDOW_MS - now.getTime()) / 1000));
}

/** Records a request to delete the account of `input.email` in `application`; answers its protocol (the pending one's, when there is one). */
export async function requestAccountDeletion(db: Db, application: ApplicationRow, input: AccountDeletionRequest, ip: string, now: Date): Promise<string> {
  const email = input.email.trim().toLowerCase();
  const pending = await pendingRequestOf(db, application.id, email);
  if (pending !== null) return pending;
  const optional = (text: string | undefined) => text?.trim() || null;
  return insertDeletionRequest(db, {
    id: newProtocol(now),
    application_id: application.id,
    application_name: application.name,
    email,
    name: optional(input.name),
    phone: optional(input.phone),
    reason: optional(input.reason),
    requester_ip: ip,
    created_at: now,
  });
}
