import { STATUS_CODES } from 'node:http';
import type { Error as ErrorSchema, ErrorCode } from '../src/contract/schema.gen';

/**
 * An error the client may see: its status, a stable code of the contract's `ErrorCode` and a
 * message naming the problem. Made by {@link errors} only: the one place that says which status
 * and code each error answers with.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** The body every error answer carries: the contract's `Error` schema, its code one of `ErrorCode`. */
export type ErrorBody = ErrorSchema;

/** Every error the server answers with on purpose, each declared once. */
export const errors = {
  badRequest: (message: string, code: ErrorCode = 'bad_request') => new HttpError(400, code, message),
  unauthenticated: (message = 'Authentication is required') => new HttpError(401, 'unauthenticated', message),
  invalidToken: (message = 'The access token is invalid or expired') => new HttpError(401, 'invalid_token', message),
  invalidLogin: () => new HttpError(401, 'invalid_login', 'The login detail is incorrect'),
  invalidRefreshToken: () => new HttpError(401, 'invalid_refresh_token', 'The refresh token is invalid, used or expired'),
  wrongPassword: () => new HttpError(400, 'wrong_password', 'currentPassword is incorrect'),
  passwordTooShort: (field: string, min: number) =>
    new HttpError(400, 'password_too_short', `${field}: a new password must have at least ${min} characters`),
  passwordTooCommon: (field: string) =>
    new HttpError(400, 'password_too_common', `${field}: this password is one of the most common ones; choose another`),
  // The code the app already translates: the register form shows the same text as sign-in.
  tooManyRegistrations: (retryAfter: number) =>
    new HttpError(429, 'too_many_attempts', `Too many registrations from this address; try again in ${retryAfter} seconds`),
  tooManySignIns: (retryAfter: number) =>
    new HttpError(429, 'too_many_attempts', `Too many failed sign-ins; try again in ${retryAfter} seconds`),
  // The code the app already translates for sign-in: the forgot-password form shows the same text.
  tooManyResetRequests: (retryAfter: number) =>
    new HttpError(429, 'too_many_attempts', `Too many password reset requests; try again in ${retryAfter} seconds`),
  tooManyDeletionRequests: (retryAfter: number) =>
    new HttpError(429, 'too_many_requests', `Too many account deletion requests from this address; try again in ${retryAfter} seconds`),
  forbidden: (message = 'You do not have permission to do this') => new HttpError(403, 'forbidden', message),
  companyForbidden: (companyId: string) =>
    new HttpError(403, 'company_forbidden', `You may not act for company ${companyId}`),
  // The refusals of a user the caller may not administer (src/domain/userAdministration.ts).
  targetIsRoot: (userId: string) => new HttpError(403, 'target_is_root', `user ${userId}: only root changes a root user`),
  targetOutsideTenancy: (userId: string) =>
    new HttpError(403, 'target_outside_tenancy', `user ${userId}: belongs to companies you may not act for`),
  targetAboveCaller: (userId: string, notHeld: readonly string[]) =>
    new HttpError(403, 'target_above_caller', `user ${userId}: holds permissions you do not hold (${notHeld.join(', ')})`),
  permissionNotHeld: (names: readonly string[]) =>
    new HttpError(
      403,
      'permission_not_held',
      `permissions: you may not grant ${names.join(', ')}: you do not hold ${names.length === 1 ? 'it' : 'them'}`,
    ),
  notFound: (name: string, id: string) => new HttpError(404, 'not_found', `The requested ${name} ${id} is not found`),
  conflict: (message: string, code: ErrorCode = 'conflict') => new HttpError(409, code, message),
  coreRole: () => new HttpError(409, 'core_role', 'A core role cannot be changed or deleted'),
  roleAssigned: (count: number) =>
    new HttpError(409, 'role_assigned', `The role is assigned to ${count} user(s); remove it from them first`),
  // The key already stands for another request of this caller and operation (server/idempotency.ts).
  idempotencyKeyReused: (key: string, operationId: string) =>
    new HttpError(
      422,
      'idempotency_key_reused',
      `Idempotency-Key ${key} was already used for a different ${operationId} request (other body, parameters or Company header); send a new key for a new request`,
    ),
  bodyRequired: () => new HttpError(400, 'validation', 'body is required'),
  callbackTooLarge: (limit: number) => new HttpError(413, 'body_too_large', `The callback is larger than ${limit} bytes`),
  unsupportedMediaType: (type: string | undefined, accepted: readonly string[]) =>
    new HttpError(415, 'unsupported_media_type', `Content-Type ${type ?? '(none)'} is not accepted; send ${accepted.join(' or ')}`),
  webhookNotConfigured: () =>
    new HttpError(401, 'webhook_not_configured', 'The WhatsApp webhook cannot verify callbacks: no app secret is configured'),
  invalidSignature: () => new HttpError(401, 'invalid_signature', 'X-Hub-Signature-256 does not match the body'),
  // The order desk's refusals of the caller (issue 24): the transition table's actor rule, and a print link that names no order.
  forbiddenForActor: (message: string) => new HttpError(403, 'forbidden_for_actor', message),
  invalidPrintLink: () =>
    new HttpError(403, 'invalid_print_link', 'The print link is missing, expired or not valid: print the order again from its drawer'),
  notImplemented: (operationId: string) =>
    new HttpError(501, 'not_implemented', `Operation ${operationId} is not available on this server yet`),
} as const;

/** Builds the answer body for a status and message, with its code when it has one. */
export function errorBody(statusCode: number, message: string, code?: ErrorCode): ErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...(code ? { code } : {}) };
}
