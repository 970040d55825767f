import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import openapiGlue, { type FastifyOpenapiGlueOptions } from 'fastify-openapi-glue';
import { hasAnyPermission } from '../src/domain/permissions';
import { allowedCompanies, loadPrincipal, requestScope, type CompanyScope, type Principal } from './auth/principal';
import { TokenSigner } from './auth/tokens';
import { openAttemptStore, type AttemptStore } from './auth/attempts';
import { audit, safeLoggerOptions, withoutSecrets } from './auth/audit';
import { AuthThrottle, type AuthLimits } from './auth/throttle';
import { loadContract, type ContractOperation } from './contract';
import type { Db } from './db';
import { errorBody, errors, HttpError } from './errors';
import { handlers } from './handlers';
import type { Handler, HandlerContext, Handlers, OperationId } from './handlers/types';
import { answerIdempotently, honoursIdempotencyKey } from './idempotency';
import { WhatsappService, type WhatsappSettings } from './services/whatsapp';
import { rawBodyRoutes } from './services/whatsappWebhook';
import { sendBackRewrite } from './sendBack';
import { registerSecurityHeaders } from './securityHeaders';

/** What the application needs to run. */
export interface AppOptions {
  db: Db;
  jwtSecret: string;
  /** Serve the built app from this folder at `/`, with the API under `/api`. */
  staticDir?: string | null;
  /** Logger options (pino's); authorization headers, passwords, tokens and reset links are always left out. */
  logger?: FastifyServerOptions['logger'];
  /**
   * Where sign-in and password-reset attempts are counted; the caller closes it. Without it the
   * app opens Redis when REDIS_URL is set, else counts in the database, and closes it with itself.
   */
  attempts?: AttemptStore;
  /** Replaces some of the default attempt limits (tests use small ones). */
  authLimits?: Partial<AuthLimits>;
  /** Replaces some handlers (tests only: a handler that misbehaves on purpose). */
  handlerOverrides?: Handlers;
  /**
   * Serves these operations without their guard: no token, permission or tenant check
   * (tests only: proves the authorization tests notice a guard that is missing).
   */
  unguardedOperations?: readonly string[];
  /** WhatsApp transport, webhook app secret and verify token; without them messages stay queued and callbacks are refused. */
  whatsapp?: WhatsappSettings;
  /**
   * Keys laid over the built app's `config.json` on each request (the local new-order database as
   * the browser reached this server, for one); without it the file is served as built.
   */
  configOverrides?: (request: FastifyRequest) => Record<string, unknown>;
  /** Where browsers report what the Content-Security-Policy refused (its report-uri); the browser tests collect them. */
  cspReportUri?: string | null;
  /** The address people reach the app at (PUBLIC_URL), which reset links start with; `http://localhost:8080` when absent. */
  publicUrl?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, set by the operation's guard (null when anonymous). */
    principal: Principal | null;
    /** The companies a company-scoped request acts for. */
    scope: CompanyScope | null;
  }
}

/** The prefix under which the contract is served. */
export const API_PREFIX = '/api';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

function companyHeader(request: FastifyRequest): string | undefined {
  const value = request.headers.company;
  return Array.isArray(value) ? value[0] : value;
}

/** A refusal of who the caller is or what they may do; a wrong password at sign-in has its own audit line. */
function isDenial(error: HttpError): boolean {
  return (error.statusCode === 401 || error.statusCode === 403) && error.code !== 'invalid_login';
}

/** Logs a denial: who (when the token was good), the operation, the company asked for and the answer. */
function auditDenial(request: FastifyRequest, error: HttpError): void {
  const principal = request.principal;
  const schema: unknown = request.routeOptions.schema;
  const operationId = typeof schema === 'object' && schema !== null && 'operationId' in schema ? schema.operationId : undefined;
  audit(
    request,
    {
      event: 'access_denied',
      userId: principal?.userId ?? null,
      email: principal?.user.email ?? null,
      companyId: principal?.user.company_id ?? null,
      companyHeader: companyHeader(request) ?? null,
      operation: typeof operationId === 'string' ? operationId : `${request.method} ${request.routeOptions.url ?? withoutSecrets(request.url)}`,
      status: error.statusCode,
      code: error.code,
    },
    'access denied',
  );
}

/** How long a stopping server lets the requests in flight finish before it drops every connection. */
export const CLOSE_GRACE_MS = 5_000;

/**
 * The API as a Fastify instance, ready for `inject` or `listen`: every operation of
 * the contract is routed and validated from `openapi/`, and guarded by its own
 * declaration (public, authenticated, or any one of its permissions; company scope).
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { db } = options;
  const tokens = new TokenSigner(options.jwtSecret);
  const contract = await loadContract();
  const byId = new Map(contract.operations.map((op) => [op.operationId, op]));
  const served: Handlers = { ...handlers, ...options.handlerOverrides };
  const unguarded = new Set(options.unguardedOperations ?? []);

  const app = Fastify({
    logger: safeLoggerOptions(options.logger),
    // An unknown field is refused (400 naming it), not dropped: the contract's bodies declare additionalProperties false.
    ajv: { customOptions: { strict: false, removeAdditional: false } },
    schemaErrorFormatter: (failures, dataVar) =>
      new Error(
        failures
          .map((failure) => {
            const extra = failure.keyword === 'additionalProperties' ? failure.params.additionalProperty : undefined;
            return `${dataVar}${failure.instancePath} ${failure.message ?? 'is not valid'}${typeof extra === 'string' ? `: '${extra}'` : ''}`;
          })
          .join(', '),
      ),
    bodyLimit: 1024 * 1024,
  });
  // Before any route, so that every answer (errors and static files included) carries the headers.
  registerSecurityHeaders(app, {
    apiPrefix: API_PREFIX,
    staticDir: options.staticDir ?? null,
    configOverrides: options.configOverrides,
    reportUri: options.cspReportUri ?? null,
  });

  // Closing answers the requests in flight, for at most CLOSE_GRACE_MS; then every connection is
  // dropped, including the sockets a browser opens ahead of a request, which Node would otherwise
  // keep until its 60 s header timeout (a stop would hang that long).
  app.addHook('preClose', (done) => {
    setTimeout(() => app.server.closeAllConnections(), CLOSE_GRACE_MS).unref();
    done();
  });

  const attempts =
    options.attempts ?? (await openAttemptStore(db, process.env.REDIS_URL, (error) => app.log.error({ err: error }, 'Redis (attempt counters) failed')));
  if (!options.attempts) app.addHook('onClose', () => attempts.close());
  const authThrottle = new AuthThrottle(attempts, options.authLimits);
  const publicUrl = options.publicUrl ?? 'http://localhost:8080';

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) {
      if (isDenial(error)) auditDenial(request, error);
      return reply.code(error.statusCode).send(errorBody(error.statusCode, error.message, error.code));
    }
    // A write that lost a race against a unique index (two creates of one e-mail at once).
    if (typeof error === 'object' && error !== null && 'code' in error && error.code === '23505') {
      const detail = 'constraint' in error && typeof error.constraint === 'string' ? error.constraint : 'a unique value';
      return reply.code(409).send(errorBody(409, `The value is already taken (${detail})`, 'conflict'));
    }
    const database = typeof error === 'object' && error !== null ? (error as { code?: unknown; detail?: unknown }) : {};
    // A write naming a record that does not exist, or a delete of one still referenced (23001 under ON DELETE RESTRICT).
    if (database.code === '23503' || database.code === '23001') {
      const detail = typeof database.detail === 'string' ? database.detail : '';
      const field = /Key \(([^)]+)\)/.exec(detail)?.[1] ?? 'a reference';
      return database.code === '23001' || /still referenced/.test(detail)
        ? reply.code(409).send(errorBody(409, `The record is still referenced (${field})`, 'still_referenced'))
        : reply.code(400).send(errorBody(400, `${field}: names a record that does not exist`, 'unknown_reference'));
    }
    // A number past its column's range (an id of 2^53, say) or a text the database cannot read as its type.
    if (database.code === '22003' || database.code === '22P02') {
      const what = database.code === '22003' ? 'a number is out of range' : 'a value is not of its type';
      return reply.code(400).send(errorBody(400, `The request holds a value the server cannot store: ${what}`, 'out_of_range'));
    }
    const status = typeof error === 'object' && error !== null && 'statusCode' in error ? Number(error.statusCode) : 500;
    if (status >= 400 && status < 500) {
      const validation = typeof error === 'object' && error !== null && 'validation' in error;
      const message = error instanceof Error ? error.message : 'Bad request';
      return reply.code(status).send(errorBody(status, message, validation ? 'validation' : undefined));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorBody(500, 'Something went wrong on the server', 'internal'));
  });

  async function authenticate(request: FastifyRequest): Promise<Principal | null> {
    const token = bearerToken(request);
    if (token === null) return null;
    const claims = tokens.verify(token);
    if (!claims) throw errors.invalidToken();
    const principal = await loadPrincipal(db, claims);
    if (!principal) throw errors.invalidToken('The session has ended');
    return principal;
  }

  app.decorateRequest('principal', null);
  app.decorateRequest('scope', null);
  app.decorate('whatsapp', new WhatsappService(db, options.whatsapp));

  /** Runs before the body is read or validated, so a caller who may not call learns nothing else. */
  function guard(op: ContractOperation) {
    return async (request: FastifyRequest) => {
      let principal: Principal | null;
      if (op.access.kind === 'public' || unguarded.has(op.operationId)) {
        // A public operation ignores a bad token: it treats the caller as anonymous.
        principal = await authenticate(request).catch(() => null);
      } else {
        principal = await authenticate(request);
        if (!principal) throw errors.unauthenticated();
        // Known before the refusal, so that the denial's audit line names who was refused.
        request.principal = principal;
        if (op.access.kind === 'permissions' && !hasAnyPermission(principal.permissions, op.access.permissions)) {
          throw errors.forbidden();
        }
      }
      request.principal = principal;
      if (op.companyScoped && unguarded.has(op.operationId)) {
        // Without its guard the operation trusts the header (what a forgotten tenant check does).
        const header = companyHeader(request);
        if (principal) request.scope = header ? { all: false, ids: [header] } : await allowedCompanies(db, principal);
      } else if (op.companyScoped) {
        if (!principal) throw errors.unauthenticated();
        const header = companyHeader(request);
        const scope = await requestScope(db, principal, header);
        if (!scope) throw errors.companyForbidden(header ?? '');
        request.scope = scope;
      }
    };
  }

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
    return async (request: FastifyRequest, reply: FastifyReply) => {
      if (!handler) throw errors.notImplemented(op.operationId);
      const ctx = {
        db,
        tokens,
        authThrottle,
        publicUrl,
        body: request.body,
        query: request.query,
        params: request.params,
        principal: request.principal,
        scope: request.scope,
        request,
        reply,
      } as HandlerContext<K>;
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

  await app.register(
    async (api) => {
      await api.register(openapiGlue, {
        specification: contract.document,
        // The resolver may answer a partial route (hooks and handler); the plugin adds the rest.
        operationResolver: ((operationId: string) => {
          const op = byId.get(operationId);
          if (!op) throw new Error(`No declaration for ${operationId}`);
          return {
            onRequest: guard(op),
            preValidation: inputRule(op),
            ...rawBodyRoutes[operationId],
            handler: run(op, served[operationId as OperationId] as Handler<OperationId> | undefined),
          };
        }) as unknown as FastifyOpenapiGlueOptions['operationResolver'],
      });
    },
    { prefix: API_PREFIX },
  );

  const staticDir = options.staticDir ? resolve(options.staticDir) : null;
  if (staticDir && existsSync(resolve(staticDir, 'index.html'))) {
    const { configOverrides } = options;
    const hashedAssets = resolve(staticDir, 'assets');
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      // The build writes .br and .gz copies beside its hashed assets (vite.config.ts).
      preCompressed: true,
      // A hashed file never changes under its name; everything else (index.html, config.json) is revalidated.
      setHeaders: (reply, path) => {
        if (path.startsWith(hashedAssets + sep)) reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
      ...(configOverrides ? { globIgnore: ['config.json'] } : {}),
    });
    if (configOverrides) {
      // Read on each request, as a deployment may edit the file in place; one that does not parse is served as it is.
      app.get('/config.json', async (request, reply) => {
        const file = resolve(staticDir, 'config.json');
        if (!existsSync(file)) return reply.code(404).send(errorBody(404, 'config.json is missing from the built app', 'route_not_found'));
        const text = await readFile(file, 'utf8');
        let built: unknown;
        try {
          built = JSON.parse(text);
        } catch {
          built = null;
        }
        reply.header('Cache-Control', 'no-store').type('application/json');
        if (typeof built !== 'object' || built === null || Array.isArray(built)) return reply.send(text);
        return reply.send({ ...built, ...configOverrides(request) });
      });
    }
    // The app routes in the browser: every other GET outside the API gets index.html.
    app.setNotFoundHandler((request, reply) => {
      if (request.method === 'GET' && !request.url.startsWith(`${API_PREFIX}/`)) {
        return reply.sendFile('index.html');
      }
      return reply.code(404).send(errorBody(404, `Route ${request.method} ${request.url} not found`, 'route_not_found'));
    });
  } else {
    app.setNotFoundHandler((request, reply) =>
      reply.code(404).send(errorBody(404, `Route ${request.method} ${request.url} not found`, 'route_not_found')),
    );
  }
  return app;
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
