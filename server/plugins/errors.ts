import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { audit, withoutSecrets } from '../auth/audit';
import { API_PREFIX } from '../contract';
import { errorBody, HttpError } from '../errors';
import type { ErrorCode } from '../../src/contract/schema.gen';
import { companyHeader } from './authentication';

/** How the app answers what fails and what matches no route. */
export interface ErrorsOptions {
  /** The built app is served: a GET outside the API that matches no route answers its index.html (it routes in the browser). */
  indexFallback: boolean;
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

/**
 * The contract's code for a refusal the framework made before a handler runs: a body the schema
 * refuses, a body too large, one of a media type no parser takes, or another bad request (a
 * body that is not JSON, say).
 */
function frameworkCode(error: unknown, status: number): ErrorCode {
  if (typeof error === 'object' && error !== null && 'validation' in error) return 'validation';
  if (status === 413) return 'body_too_large';
  if (status === 415) return 'unsupported_media_type';
  return status === 400 ? 'bad_request' : 'validation';
}

/**
 * Every failure answers the contract's one error shape: a refusal (audited when it denies access),
 * a database constraint as the 400 or 409 it stands for, a bad request as 400, anything else as a
 * logged 500; a route that does not exist answers 404. Register it before any route, which takes
 * the error handler in force when it is added.
 */
export default fp(
  async function errors(fastify, options: ErrorsOptions) {
    fastify.setErrorHandler((error, request, reply) => {
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
        const message = error instanceof Error ? error.message : 'Bad request';
        return reply.code(status).send(errorBody(status, message, frameworkCode(error, status)));
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send(errorBody(500, 'Something went wrong on the server', 'internal'));
    });

    fastify.setNotFoundHandler((request, reply) => {
      if (options.indexFallback && request.method === 'GET' && !request.url.startsWith(`${API_PREFIX}/`)) {
        return reply.sendFile('index.html');
      }
      return reply.code(404).send(errorBody(404, `Route ${request.method} ${request.url} not found`, 'route_not_found'));
    });
  },
  { name: 'errors' },
);
