import type { FastifyBaseLogger, FastifyRequest, FastifyServerOptions } from 'fastify';

/** What an audit line records. */
export type AuditEvent =
  | 'sign_in'
  | 'sign_in_failed'
  | 'sign_in_throttled'
  | 'signed_out'
  | 'access_denied'
  | 'password_reset_requested'
  | 'password_reset_throttled'
  | 'password_reset'
  | 'password_reset_refused'
  | 'password_changed'
  | 'password_change_refused'
  | 'password_change_throttled'
  | 'registration_throttled';

/** The fields of an audit line besides `time` (pino's), `reqId` (Fastify's) and `ip` (added here). */
export interface AuditFields {
  event: AuditEvent;
  /** Who: the user's id and e-mail, when known (a failed sign-in names the e-mail tried). */
  userId?: number | null;
  email?: string | null;
  /** The user's main company. */
  companyId?: string | null;
  /** The `Company` header the request named (denials). */
  companyHeader?: string | null;
  /** The operation refused (denials). */
  operation?: string | null;
  status?: number;
  code?: string;
  reason?: string;
  retryAfter?: number;
}

// Levels above 'info': a server logging from one of them (the default is 'warn') still gets its
// audit lines, through a child logger lowered to 'info' for them alone, and not every request's
// lines. 'silent' stays silent.
const QUIETER_THAN_INFO = new Set(['warn', 'error', 'fatal']);

/**
 * Writes one audit line at 'info': who did what, from which address (the connection's), for
 * which company; pino adds `time`. Never pass a password, a token or a reset link.
 * @example audit(request, { event: 'sign_in', userId: 1, email, companyId: null }, 'signed in')
 */
export function audit(request: FastifyRequest, fields: AuditFields, message: string): void {
  auditLogger(request.log).info({ ...fields, ip: request.ip }, message);
}

function auditLogger(log: FastifyBaseLogger): FastifyBaseLogger {
  return QUIETER_THAN_INFO.has(log.level) ? log.child({}, { level: 'info' }) : log;
}

// Query parameters that carry a secret, by decoded name in lower case: the SPA's reset link
// (`/auth/reset-password?token=`) is requested from the server like any page, and the WhatsApp
// provider's subscription check sends the verify token as `hub.verify_token`.
const SECRET_PARAMETERS = new Set(['token', 'access_token', 'accesstoken', 'refreshtoken', 'refresh_token', 'password', 'hub.verify_token']);

function parameterName(encoded: string): string {
  try {
    return decodeURIComponent(encoded.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return encoded.toLowerCase();
  }
}

/**
 * A request's address with the values of secret query parameters replaced, whatever the
 * encoding of their names (`hub%2Everify_token` is read as `hub.verify_token` by the parser too).
 * Everything after the `?` is taken as the query, `#` included, as the parser does.
 */
export function withoutSecrets(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const parts = url.slice(start + 1).split('&').map((part) => {
    const equals = part.indexOf('=');
    return equals >= 0 && SECRET_PARAMETERS.has(parameterName(part.slice(0, equals))) ? `${part.slice(0, equals)}=[redacted]` : part;
  });
  return `${url.slice(0, start + 1)}${parts.join('&')}`;
}

// What no line may carry even when a caller logs a request or a body: pino blanks these paths.
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.currentPassword',
  '*.confirmPassword',
  '*.accessToken',
  '*.refreshToken',
  '*.token',
  // A database error's detail may quote a whole row (a mail holding a reset link, a password hash).
  'err.detail',
];

/** The fields Fastify's request lines carry, with the address's secrets blanked. */
function requestLine(request: FastifyRequest) {
  return {
    method: request.method,
    url: withoutSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * The server's logger options made safe: authorization headers, cookies, password and token
 * fields and secret query parameters never reach a line. `false` and `undefined` log nothing.
 */
export function safeLoggerOptions(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return {
    ...options,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { ...options.serializers, req: requestLine },
  };
}
