import type { FastifyReply, FastifyRequest } from 'fastify';
import { Readable, Writable } from 'node:stream';
import fp from 'fastify-plugin';
import openapiGlue, { type FastifyOpenapiGlueOptions } from 'fastify-openapi-glue';
import { loadContract, type ContractOperation } from '../contract';
import type { Db } from '../db';
import { errors } from '../errors';
import type { Handler, HandlerContext, Handlers, NewOrderSignal, OperationId } from '../handlers/types';
import type { PrintLinkSigner } from '../printLinks';
import { answerIdempotently, honoursIdempotencyKey } from '../idempotency';
import { sendBackRewrite } from '../sendBack';
import { rawBodyRoutes } from '../services/whatsappWebhook';

/** What the contract's routes need besides the guard and the tokens (the authentication plugin's). */
export interface ContractRoutesOptions {
  db: Db;
  /** The address people reach the app at: links in mails start with it. */
  publicUrl: string;
  /** The handler of each operation; an operation without one answers 501. */
  handlers: Handlers;
  /** The time now (the opening hours are evaluated at it). */
  now: () => Date;
  /** Signs and verifies the order print links. */
  printLinks: PrintLinkSigner;
  /** Rings the new-order alert of a company. */
  newOrderSignal: NewOrderSignal;
}

/**
 * Where the first NUL character of a request part is (`body/person/name`), or null. Walks
 * without recursion, as a parsed body may nest deeper than the call stack.
 */
export function nulCharacterAt(value: unknown, part: string): string | null {
  const pending: [unknown, string][] = [[value, part]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [node, at] = next;
    if (typeof node === 'string') {
      if (node.includes('\u0000')) return at;
    } else if (typeof node === 'object' && node !== null) {
      for (const [key, child] of Object.entries(node)) {
        if (key.includes('\u0000')) return at;
        pending.push([child, `${at}/${key}`]);
      }
    }
  }
  return null;
}

/** The first 2xx status the contract declares for an operation (200 when none). */
function successStatus(document: Record<string, unknown>, op: ContractOperation): number {
  const paths = document.paths as Record<string, Record<string, { responses?: Record<string, unknown> }>>;
  const responses = paths[op.path]?.[op.method]?.responses ?? {};
  const code = Object.keys(responses).find((c) => /^2\d\d$/.test(c));
  return code ? Number(code) : 200;
}

/** Whether the contract marks an operation `x-stream: true`: its handler answers a stream, sent as it is written. */
function isStream(document: Record<string, unknown>, op: ContractOperation): boolean {
  const paths = document.paths as Record<string, Record<string, Record<string, unknown>>>;
  return paths[op.path]?.[op.method]?.['x-stream'] === true;
}

/**
 * Every operation of the contract (`openapi/`), routed and validated from it: the guard of its
 * declaration on request, the input rules schemas cannot say before validation, then its handler,
 * in the transaction of its Idempotency-Key when it declares one. Register it with the API's prefix.
 */
export default fp(
  async function contractRoutes(api, options: ContractRoutesOptions) {
    const { db, publicUrl, handlers, now, printLinks, newOrderSignal } = options;
    const contract = await loadContract();
    const byId = new Map(contract.operations.map((op) => [op.operationId, op]));
    // The streams being answered: a stopping server ends them first, or they would hold its close
    // for the whole grace period (server/app.ts CLOSE_GRACE_MS).
    const streams = new Set<Readable>();
    api.addHook('preClose', (done) => {
      for (const stream of streams) {
        if (stream instanceof Writable) stream.end();
        else stream.destroy();
      }
      done();
    });

    /**
     * Checks what schemas cannot say, before validation. Fastify validates a body only
     * against the schema of its media type, so a body of another type (or none) would reach
     * the handler unchecked; and PostgreSQL text cannot hold the NUL character.
     */
    function inputRule(op: ContractOperation) {
      const paths = contract.document.paths as Record<string, Record<string, Record<string, unknown>>>;
      const sendBack = sendBackRewrite(contract.document, paths[op.path]?.[op.method] ?? {});
      return async (request: FastifyRequest) => {
        // A record read from the API and sent back as it is: its read-only fields are ignored (server/sendBack.ts).
        if (sendBack && request.body !== undefined) request.body = sendBack(request.body);
        for (const [part, value] of [['params', request.params], ['querystring', request.query], ['body', request.body]] as const) {
          const at = nulCharacterAt(value, part);
          if (at !== null) throw errors.badRequest(`${at} must not contain the NUL character`, 'validation');
        }
        if (!op.body) return;
        if (request.body === undefined) {
          if (op.body.required) throw errors.bodyRequired();
          return;
        }
        if (!op.body.mediaTypes.includes(request.mediaType ?? '')) throw errors.unsupportedMediaType(request.mediaType, op.body.mediaTypes);
      };
    }

    function run<K extends OperationId>(op: ContractOperation, handler: Handler<K> | undefined) {
      const status = successStatus(contract.document, op);
      const idempotent = honoursIdempotencyKey(contract.document, op);
      const stream = isStream(contract.document, op);
      return async (request: FastifyRequest, reply: FastifyReply) => {
        if (!handler) throw errors.notImplemented(op.operationId);
        const ctx = {
          db,
          tokens: api.tokens,
          authThrottle: api.authThrottle,
          publicUrl,
          now,
          printLinks,
          newOrderSignal,
          body: request.body,
          query: request.query,
          params: request.params,
          principal: request.principal,
          scope: request.scope,
          request,
          reply,
        } as HandlerContext<K>;
        if (stream) {
          const body: unknown = await handler(ctx);
          if (!(body instanceof Readable)) throw new Error(`${op.operationId} is a stream: its handler must answer a readable stream`);
          streams.add(body);
          body.once('close', () => streams.delete(body));
          return reply.code(status).send(body);
        }
        // An operation declaring Idempotency-Key runs its handler in the transaction that keeps the key and the answer.
        const answer = idempotent
          ? await answerIdempotently({ db, operationId: op.operationId, principal: request.principal, request, reply, status }, (trx) =>
              handler({ ...ctx, db: trx }),
            )
          : { status, body: await handler(ctx) };
        reply.code(answer.status);
        return answer.status === 204 ? reply.send() : answer.body;
      };
    }

    // `text/event-stream` (the order events), `text/csv` and the XLSX type (the order history's
    // export) are answers of the contract, never request bodies: a request sending one is refused
    // like every other type no operation takes.
    for (const answerOnly of ['text/event-stream', 'text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']) {
      api.addContentTypeParser(answerOnly, (request, _payload, done) => done(errors.unsupportedMediaType(request.headers['content-type'], ['application/json']), undefined));
    }
    await api.register(openapiGlue, {
      specification: contract.document,
      // The resolver may answer a partial route (hooks and handler); the plugin adds the rest.
      operationResolver: ((operationId: string) => {
        const op = byId.get(operationId);
        if (!op) throw new Error(`No declaration for ${operationId}`);
        return {
          onRequest: api.guard(op),
          preValidation: inputRule(op),
          ...rawBodyRoutes[operationId],
          handler: run(op, handlers[operationId as OperationId] as Handler<OperationId> | undefined),
        };
      }) as unknown as FastifyOpenapiGlueOptions['operationResolver'],
    });
  },
  // Encapsulated: the prefix it is registered with applies to its routes alone.
  { name: 'contract-routes', encapsulate: true, dependencies: ['errors', 'authentication', 'whatsapp'] },
);
