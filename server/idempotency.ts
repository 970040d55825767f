import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Principal } from './auth/principal';
import type { ContractOperation } from './contract';
import { inTransaction, type Db } from './db';
import { errors } from './errors';

/** The request header naming a write's idempotency key, as Node spells header names. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** The answer header set when an answer is the stored one of an earlier request with the same key. */
export const REPLAYED_HEADER = 'idempotent-replayed';
/** How long a key is remembered; a key sent again after that makes a new write. */
export const KEY_LIFETIME_HOURS = 24;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Follows one local `$ref` (`#/components/parameters/X`) of the bundled contract. */
function resolved(document: Record<string, unknown>, value: unknown): unknown {
  if (!isRecord(value) || typeof value.$ref !== 'string' || !value.$ref.startsWith('#/')) return value;
  return value.$ref
    .slice(2)
    .split('/')
    .reduce<unknown>((at, part) => (isRecord(at) ? at[part] : undefined), document);
}

/**
 * Whether the contract declares the `Idempotency-Key` header on `op`: the operations that
 * declare it are the ones that honour it. Throws for a public operation, whose anonymous
 * callers would share one space of keys and so read each other's answers.
 */
export function honoursIdempotencyKey(document: Record<string, unknown>, op: ContractOperation): boolean {
  const paths = document.paths;
  const item = isRecord(paths) ? paths[op.path] : undefined;
  const operation = isRecord(item) ? item[op.method] : undefined;
  const parameters = isRecord(operation) && Array.isArray(operation.parameters) ? operation.parameters : [];
  const declared = parameters.some((parameter) => {
    const p = resolved(document, parameter);
    return isRecord(p) && p.in === 'header' && typeof p.name === 'string' && p.name.toLowerCase() === IDEMPOTENCY_KEY_HEADER;
  });
  if (declared && op.access.kind === 'public') {
    throw new Error(`${op.operationId}: a public operation cannot take an Idempotency-Key (anonymous callers would share keys)`);
  }
  return declared;
}

/** A value with its object keys sorted, so that two bodies that differ only in key order hash alike. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, canonical(value[key])]),
  );
}

function firstHeader(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** What makes two requests with one key the same request: parameters, query, body and the tenant named. */
export function requestFingerprint(request: FastifyRequest): string {
  const parts = { params: request.params, query: request.query, body: request.body, company: firstHeader(request, 'company') ?? null };
  return createHash('sha256').update(JSON.stringify(canonical(parts)) ?? '').digest('hex');
}

/** An answer to send: its status and body. */
export interface Answer {
  status: number;
  body: unknown;
}

/** One call of an operation that honours `Idempotency-Key`. */
export interface IdempotentCall {
  db: Db;
  operationId: string;
  principal: Principal | null;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The status of a fresh answer. */
  status: number;
}

/**
 * Answers a write once per key. Without an `Idempotency-Key` header `work` runs as usual. With
 * one, a single transaction claims the key (caller, operation, key), runs `work` in it and
 * stores the answer (status, body, `Location`), so a commit keeps all three and a crash or an
 * error keeps none. A later request with the key and the same request answers the stored
 * answer, marked `Idempotent-Replayed: true`, without writing; with another request it answers
 * 422. A request arriving while the first still runs waits on the key's unique index until
 * that one commits (then it replays) or rolls back (then it writes). Error answers are not
 * stored: nothing was written, and sending the key again tries the write again.
 */
export async function answerIdempotently(call: IdempotentCall, work: (trx: Db) => Promise<unknown>): Promise<Answer> {
  const key = firstHeader(call.request, IDEMPOTENCY_KEY_HEADER);
  if (key === undefined || call.principal === null) return { status: call.status, body: await work(call.db) };
  const id = { user_id: call.principal.userId, operation: call.operationId, key };
  const fingerprint = requestFingerprint(call.request);
  return inTransaction(call.db, async (trx) => {
    await trx
      .deleteFrom('idempotency_keys')
      .where('user_id', '=', id.user_id)
      .where('created_at', '<', sql<Date>`now() - make_interval(hours => ${KEY_LIFETIME_HOURS})`)
      .execute();
    const claimed = await trx
      .insertInto('idempotency_keys')
      .values({ ...id, fingerprint })
      .onConflict((conflict) => conflict.doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!claimed) {
      const stored = await trx
        .selectFrom('idempotency_keys')
        .selectAll()
        .where('user_id', '=', id.user_id)
        .where('operation', '=', id.operation)
        .where('key', '=', key)
        .executeTakeFirstOrThrow();
      if (stored.fingerprint !== fingerprint) throw errors.idempotencyKeyReused(key, call.operationId);
      // The answer is stored in the transaction that claimed the key, so a committed key has one.
      if (stored.status === null) throw new Error(`Idempotency key of ${call.operationId} committed without its answer`);
      call.reply.header(REPLAYED_HEADER, 'true');
      if (stored.location !== null) call.reply.header('location', stored.location);
      return { status: stored.status, body: stored.body };
    }
    const body = await work(trx);
    const location = call.reply.getHeader('location');
    await trx
      .updateTable('idempotency_keys')
      .set({ status: call.status, body: body === undefined ? null : JSON.stringify(body), location: typeof location === 'string' ? location : null })
      .where('user_id', '=', id.user_id)
      .where('operation', '=', id.operation)
      .where('key', '=', key)
      .execute();
    return { status: call.status, body };
  });
}
