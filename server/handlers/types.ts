import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import type { operations } from '../../src/contract/schema.gen';
import type { Db } from '../db';
import type { CompanyScope, Principal } from '../auth/principal';
import type { TokenSigner } from '../auth/tokens';
import type { AuthThrottle } from '../auth/throttle';
import type { PrintLinkSigner } from '../printLinks';

/** Every operationId of the contract. */
export type OperationId = keyof operations;

type JsonContent<T> = T extends { content: { 'application/json': infer B } } ? B : undefined;
/** An answer's body: its JSON, or the stream a `text/event-stream` or `text/csv` (and XLSX) answer (an `x-stream` operation) is sent from. */
type AnswerContent<T> = T extends { content: { 'text/event-stream': unknown } | { 'text/csv': unknown } } ? Readable : JsonContent<T>;
type Parameters<K extends OperationId, Where extends string> = operations[K]['parameters'] extends infer P
  ? P extends { [W in Where]?: infer Q }
    ? Exclude<Q, undefined> extends never
      ? Record<string, never>
      : Exclude<Q, undefined>
    : Record<string, never>
  : never;

/** The request body of an operation, as the contract types it. */
export type BodyOf<K extends OperationId> = operations[K] extends { requestBody?: infer R }
  ? JsonContent<Exclude<R, undefined>>
  : undefined;
/** The query parameters of an operation. */
export type QueryOf<K extends OperationId> = Parameters<K, 'query'>;
/** The path parameters of an operation. */
export type ParamsOf<K extends OperationId> = Parameters<K, 'path'>;

type SuccessCodes = 200 | 201 | 202;
/** What a handler returns: the body of its success answer (nothing for 204), a readable stream for a stream. */
export type ResultOf<K extends OperationId> = {
  [C in SuccessCodes]: operations[K]['responses'] extends Record<C, infer R> ? AnswerContent<R> : never;
}[SuccessCodes] extends infer B
  ? [B] extends [never]
    ? void
    : B
  : never;

/** Services a handler may use besides the database. */
export interface Services {
  db: Db;
  tokens: TokenSigner;
  /** Sign-in and password-reset attempts per account and per address, counted in a store every process shares. */
  authThrottle: AuthThrottle;
  /** The address people reach the app at (PUBLIC_URL, no trailing slash): links in mails start with it, never with a request's Host. */
  publicUrl: string;
  /** The time now: what the opening hours are evaluated at (tests set it). */
  now: () => Date;
  /** Signs and verifies the order print links. */
  printLinks: PrintLinkSigner;
  /** Rings the new-order alert of company `companyId` (writes `newOrder/{companyId}`); a no-op where no Realtime Database runs. */
  newOrderSignal: NewOrderSignal;
}

/** Writes an order that entered `WAIT_COMPANY` at `newOrder/{companyId}` in the Realtime Database. */
export type NewOrderSignal = (companyId: string, order: { orderId: string; orderNumber: number; customerName: string; total: number; createdAt: string }) => Promise<void>;

/** Everything a handler gets for one request. */
export interface HandlerContext<K extends OperationId> extends Services {
  body: BodyOf<K>;
  query: QueryOf<K>;
  params: ParamsOf<K>;
  /** The signed-in caller, or null on a public operation called anonymously. */
  principal: Principal | null;
  /** The companies the request acts for (company-scoped operations only). */
  scope: CompanyScope | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** The handler of one operation. */
export type Handler<K extends OperationId> = (ctx: HandlerContext<K>) => Promise<ResultOf<K>>;

/** Handlers keyed by operationId, type-checked against the contract. */
export type Handlers = { [K in OperationId]?: Handler<K> };
