import { isApiError } from './apiError';
import type { ErrorCode } from './schema.gen';

/** The error code of a key already used for another request (422, see the contract's `IdempotencyKey`). */
export const IDEMPOTENCY_KEY_REUSED = 'idempotency_key_reused' satisfies ErrorCode;

/**
 * A new `Idempotency-Key` for one draft of a create: a random UUID. `crypto.randomUUID` exists only
 * in secure contexts (https, localhost); a back-office opened over plain http gets a version 4
 * UUID made from `crypto.getRandomValues`, which browsers offer everywhere.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Whether a failed call is the server refusing a key it already holds for a different request. */
export function isIdempotencyKeyReused(error: unknown): boolean {
  return isApiError(error) && error.code === IDEMPOTENCY_KEY_REUSED;
}

/** The header params of an operation that takes `Idempotency-Key`: the key when there is one, else none. */
export function idempotencyHeader(key: string | null | undefined): { 'Idempotency-Key'?: string } {
  return key ? { 'Idempotency-Key': key } : {};
}
