import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract, type ContractOperation } from '../../server/contract';
import { errors, type HttpError } from '../../server/errors';
import { contractErrorCodes, type ContractErrorCodes } from '../support/errorCodes';
import { DEMO_USERS, PASSWORD, startTestServer, testDatabaseKind, type CallOptions, type TestServer } from './harness';
import { contractValidator, type ResponseCheck } from './security/responseCheck';

/** One of each error `errors` makes (a factory added there must be added here, or the type check fails). */
const MADE = {
  badRequest: () => errors.badRequest('x is wrong'),
  unauthenticated: () => errors.unauthenticated(),
  invalidToken: () => errors.invalidToken(),
  invalidLogin: () => errors.invalidLogin(),
  invalidRefreshToken: () => errors.invalidRefreshToken(),
  wrongPassword: () => errors.wrongPassword(),
  passwordTooShort: () => errors.passwordTooShort('password', 8),
  passwordTooCommon: () => errors.passwordTooCommon('password'),
  tooManyRegistrations: () => errors.tooManyRegistrations(60),
  tooManySignIns: () => errors.tooManySignIns(60),
  tooManyResetRequests: () => errors.tooManyResetRequests(60),
  tooManyDeletionRequests: () => errors.tooManyDeletionRequests(60),
  forbidden: () => errors.forbidden(),
  companyForbidden: () => errors.companyForbidden('64c000000000000000000001'),
  targetIsRoot: () => errors.targetIsRoot('1'),
  targetOutsideTenancy: () => errors.targetOutsideTenancy('1'),
  targetAboveCaller: () => errors.targetAboveCaller('1', ['accessToRoot']),
  permissionNotHeld: () => errors.permissionNotHeld(['accessToRoot']),
  notFound: () => errors.notFound('role', '7'),
  conflict: () => errors.conflict('x is taken'),
  coreRole: () => errors.coreRole(),
  roleAssigned: () => errors.roleAssigned(2),
  idempotencyKeyReused: () => errors.idempotencyKeyReused('k', 'createRole'),
  bodyRequired: () => errors.bodyRequired(),
  callbackTooLarge: () => errors.callbackTooLarge(1024),
  unsupportedMediaType: () => errors.unsupportedMediaType('text/plain', ['application/json']),
  webhookNotConfigured: () => errors.webhookNotConfigured(),
  invalidSignature: () => errors.invalidSignature(),
  forbiddenForActor: () => errors.forbiddenForActor('The company cannot move an order from DELIVERED to FINISHED.'),
  invalidPrintLink: () => errors.invalidPrintLink(),
  notImplemented: () => errors.notImplemented('listDeliveryMen'),
} satisfies Record<keyof typeof errors, () => HttpError>;

let contract: ContractErrorCodes;
beforeAll(async () => {
  contract = await contractErrorCodes();
});

describe('the errors the server declares', () => {
  it("each answer a code of the contract's ErrorCode, with the status its description gives", () => {
    const wrong: string[] = [];
    for (const [name, make] of Object.entries(MADE)) {
      const error = make();
      if (!contract.codes.includes(error.code)) wrong.push(`${name}: ${error.code} is not in the contract`);
      else if (contract.statusOf.get(error.code) !== error.statusCode) {
        wrong.push(`${name}: ${error.code} answers ${error.statusCode}, the contract says ${contract.statusOf.get(error.code)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

/** The server's source files, by path under server/. */
function serverSources(): { path: string; text: string }[] {
  const root = fileURLToPath(new URL('../../server/', import.meta.url));
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.ts'))
    .map((path) => ({ path: path.replaceAll('\\', '/'), text: readFileSync(`${root}${path}`, 'utf8') }));
}

describe('the error answers of the server', () => {
  it('are made by server/errors.ts alone: no other file makes an HttpError or writes an error body of its own', () => {
    const elsewhere = serverSources()
      .filter(({ path }) => path !== 'errors.ts')
      .flatMap(({ path, text }) => [
        ...(/new HttpError\(/.test(text) ? [`${path}: new HttpError(`] : []),
        ...(/\.send\(\s*\{[^}]*\bstatusCode\b/.test(text) ? [`${path}: an error body without errorBody()`] : []),
      ]);
    expect(elsewhere).toEqual([]);
  });
});

describe(`the answers of a running server (${testDatabaseKind})`, () => {
  let server: TestServer;
  let operations: ContractOperation[];
  let checkResponse: ResponseCheck;
  beforeAll(async () => {
    server = await startTestServer();
    const loaded = await loadContract();
    operations = loaded.operations;
    checkResponse = contractValidator(loaded.document);
  });
  afterAll(() => server.close());

  function operation(operationId: string): ContractOperation {
    const found = operations.find((op) => op.operationId === operationId);
    if (!found) throw new Error(`no operation ${operationId}`);
    return found;
  }

  /** Calls, and checks the answer against the operation's response schema (the Error schema, its code enum included). */
  async function refused(operationId: string, call: CallOptions): Promise<{ status: number; code: unknown }> {
    const response: LightMyRequestResponse = await server.call(call);
    expect(checkResponse(operation(operationId), response.statusCode, response.body), response.body).toBeNull();
    const body: unknown = response.json();
    return { status: response.statusCode, code: typeof body === 'object' && body !== null && 'code' in body ? body.code : undefined };
  }

  it("carry a code of the contract's ErrorCode, which the contract-driven check of the answers covers", async () => {
    const root = await server.tokenFor(DEMO_USERS.root);
    const answers = [
      await refused('getAllRoles', { method: 'GET', url: '/acl/roles' }),
      await refused('getAllRoles', { method: 'GET', url: '/acl/roles', token: 'not-a-token' }),
      await refused('getRoleById', { method: 'GET', url: '/acl/roles/999999', token: root }),
      await refused('createRole', { method: 'POST', url: '/acl/roles', token: root, payload: { permissions: [] } }),
      await refused('createRole', { method: 'POST', url: '/acl/roles', token: root, headers: { 'content-type': 'text/plain' }, payload: 'title' }),
      // The body parser's own refusals: not JSON, and larger than the server takes (1 MiB).
      await refused('createRole', { method: 'POST', url: '/acl/roles', token: root, headers: { 'content-type': 'application/json' }, payload: '{"title": ' }),
      await refused('createRole', { method: 'POST', url: '/acl/roles', token: root, payload: { title: 'x'.repeat(1024 * 1024 + 1), permissions: [] } }),
      await refused('signIn', { method: 'POST', url: '/users/auth-admin', payload: { email: DEMO_USERS.staff, password: `${PASSWORD}-wrong`, type: 'admin' } }),
      // The router's own refusals, before the error handler.
      await refused('getRoleById', { method: 'GET', url: `/acl/roles/${'9'.repeat(200)}`, token: root }),
      await refused('getRoleById', { method: 'GET', url: '/acl/roles/%E0%A4%A', token: root }),
    ];
    expect(answers).toEqual([
      { status: 401, code: 'unauthenticated' },
      { status: 401, code: 'invalid_token' },
      { status: 404, code: 'not_found' },
      { status: 400, code: 'validation' },
      { status: 415, code: 'unsupported_media_type' },
      { status: 400, code: 'bad_request' },
      { status: 413, code: 'body_too_large' },
      { status: 401, code: 'invalid_login' },
      { status: 414, code: 'validation' },
      { status: 400, code: 'validation' },
    ]);
    for (const { code } of answers) expect(contract.codes).toContain(code);
  });

  it('and the check refuses an error body whose code the contract does not have', () => {
    const body = (code: string) => JSON.stringify({ statusCode: 404, error: 'Not Found', message: 'The requested role 7 is not found', code });
    expect(checkResponse(operation('getRoleById'), 404, body('not_found'))).toBeNull();
    expect(checkResponse(operation('getRoleById'), 404, body('role_gone'))).toMatch(/code must be equal to one of the allowed values/);
  });

  it('answer a route that does not exist with a code of the contract', async () => {
    const response = await server.call({ method: 'GET', url: '/no-such-route' });
    expect(response.statusCode).toBe(404);
    const { code } = response.json<{ code?: string }>();
    expect(code).toBe('route_not_found');
    expect(contract.codes).toContain(code);
  });
});
