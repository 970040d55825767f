import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { AttemptStore } from './auth/attempts';
import { safeLoggerOptions } from './auth/audit';
import type { AuthLimits } from './auth/throttle';
import { API_PREFIX } from './contract';
import type { Db } from './db';
import { errorBody } from './errors';
import { handlers } from './handlers';
import type { Handlers, NewOrderSignal } from './handlers/types';
import { PrintLinkSigner } from './printLinks';
import authentication from './plugins/authentication';
import contractRoutes from './plugins/contractRoutes';
import errorAnswers from './plugins/errors';
import staticFiles, { builtAppDir } from './plugins/static';
import whatsapp from './plugins/whatsapp';
import type { WhatsappSettings } from './services/whatsapp';

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
  /**
   * The time now, which the opening hours are evaluated at (whether a company in automatic mode is
   * open, a pause still ahead); the system clock when absent. Tests set a clock of their own.
   */
  now?: () => Date;
  /** Rings a company's new-order alert when an order enters `WAIT_COMPANY` (server/main.ts sets it when the local Realtime Database runs); none by default. */
  newOrderSignal?: NewOrderSignal;
}

/** How long a stopping server lets the requests in flight finish before it drops every connection. */
export const CLOSE_GRACE_MS = 5_000;

/**
 * The API as a Fastify instance, ready for `inject` or `listen`: every operation of
 * the contract is routed and validated from `openapi/`, and guarded by its own
 * declaration (public, authenticated, or any one of its permissions; company scope).
 * Each concern is a plugin of server/plugins, registered in this order: the error answers before
 * any route, the security headers and the built app, who calls (the guard), then the contract's routes.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { db } = options;
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
    // The router's own refusals (a bad percent-encoding: 400; a path parameter past 100 characters:
    // 414) answer before any error handler: they get the contract's error shape and code here.
    frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
      const status = error.statusCode ?? 400;
      return reply.code(status).send(errorBody(status, error.message, 'validation'));
    },
  });

  // Closing answers the requests in flight, for at most CLOSE_GRACE_MS; then every connection is
  // dropped, including the sockets a browser opens ahead of a request, which Node would otherwise
  // keep until its 60 s header timeout (a stop would hang that long).
  app.addHook('preClose', (done) => {
    setTimeout(() => app.server.closeAllConnections(), CLOSE_GRACE_MS).unref();
    done();
  });

  const staticDir = options.staticDir ?? null;
  await app.register(errorAnswers, { indexFallback: builtAppDir(staticDir) !== null });
  await app.register(staticFiles, { staticDir, configOverrides: options.configOverrides, cspReportUri: options.cspReportUri });
  await app.register(authentication, {
    db,
    jwtSecret: options.jwtSecret,
    attempts: options.attempts,
    authLimits: options.authLimits,
    unguardedOperations: options.unguardedOperations,
  });
  await app.register(whatsapp, { db, settings: options.whatsapp });
  await app.register(contractRoutes, {
    prefix: API_PREFIX,
    db,
    publicUrl: options.publicUrl ?? 'http://localhost:8080',
    handlers: { ...handlers, ...options.handlerOverrides },
    now: options.now ?? (() => new Date()),
    printLinks: new PrintLinkSigner(options.jwtSecret),
    newOrderSignal: options.newOrderSignal ?? (() => Promise.resolve()),
  });
  return app;
}
