import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract, type ContractOperation } from '../../../server/contract';
import { DEMO_IDS } from '../../../server/seed';
import { startTestServer, testDatabaseKind, type CallOptions, type TestServer } from '../harness';
import { makeCompanyUser } from './callers';
import { recordFigures } from './figures';
import { contractValidator, type ResponseCheck } from './responseCheck';
import { hostileRequests, requestArbitrary, toWire, type CallerKind, type FuzzRequest } from './fuzzRequests';
import { operationSchemas, type Schema } from './operationSchemas';
import { callOperation, isStreamOperation, type Answer } from './streams';

/** Valid and mutated requests generated per operation (the fixed hostile corpus comes on top). */
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 16);

let server: TestServer;
let operations: ContractOperation[];
let document: Schema;
let checkResponse: ResponseCheck;
let rowChanges: () => Promise<number>;
/** The row-change count after the last case: only the calls change rows between two readings. */
let rowsSeen = 0;
const tokens: Record<Exclude<CallerKind, 'anonymous'>, { userId: number; token: string }> = {
  root: { userId: 0, token: '' },
  company: { userId: 0, token: '' },
};

/** What the fuzzing found, over every case. */
const found = {
  cases: 0,
  valid: 0,
  mutated: 0,
  hostile: 0,
  serverErrors: [] as string[],
  schemaViolations: [] as string[],
  leaks: [] as string[],
  refusalsThatChangedRows: [] as string[],
  statuses: new Map<number, number>(),
};

beforeAll(async () => {
  server = await startTestServer();
  const contract = await loadContract();
  document = contract.document;
  operations = contract.operations;
  checkResponse = contractValidator(document);
  // Callers of their own, with ids no generated value is likely to name, so no case deletes or demotes them.
  const { db } = server;
  const made = async (name: string, id: number, root: boolean) => {
    const userId = await makeCompanyUser(db, name, DEMO_IDS.restaurant);
    await db.updateTable('users').set({ id, is_root: root, company_id: root ? null : DEMO_IDS.restaurant }).where('id', '=', userId).execute();
    return { userId: id, token: (await server.sessionFor(id)).accessToken };
  };
  tokens.root = await made('fuzz-root', 900_001, true);
  tokens.company = await made('fuzz-company', 900_002, false);
  rowChanges = await server.countRowChanges();
}, 120_000);
afterAll(() => server.close());

// What a body must never carry: a stack frame, a source path, or a database's own words.
const LEAKS = [
  /\n\s+at \S.*:\d+:\d+/,
  /node_modules|\/server\/\S+\.ts/,
  /syntax error at or near|relation "[^"]*" does not exist|column "[^"]*" does not exist|violates (?:not-null|foreign key|check|unique) constraint|duplicate key value|invalid input syntax for|out of range for type|SQLSTATE|pg_catalog|kysely/i,
];

/** Makes one call and files what is wrong with its answer; every case runs, so the report counts them all. */
async function runCase(op: ContractOperation, request: FuzzRequest): Promise<void> {
  const caller = request.caller === 'anonymous' ? null : tokens[request.caller];
  const wire = toWire(op, request, caller?.token ?? null);
  const stream = isStreamOperation(document, op);
  const response: Answer = await callOperation(server.call, wire, stream);
  const after = await rowChanges();
  const changed = after - rowsSeen;
  rowsSeen = after;
  const status = response.statusCode;
  found.cases++;
  found[request.kind]++;
  found.statuses.set(status, (found.statuses.get(status) ?? 0) + 1);
  const sent = typeof wire.payload === 'string' ? ` ${wire.payload.slice(0, 300)}` : '';
  const where = `${op.operationId} ${request.kind}${request.mutation ? ` (${request.mutation})` : ''} as ${request.caller}: ${wire.method} ${wire.url.slice(0, 200)}${sent} → ${status} ${response.body.slice(0, 300)}`;
  if (status >= 500) found.serverErrors.push(where);
  // An open stream's 200 is read at its head, with no body to check.
  const violation = stream && status === 200 ? null : checkResponse(op, status, response.body);
  if (violation) found.schemaViolations.push(`${where}: ${violation}`);
  if (LEAKS.some((pattern) => pattern.test(response.body))) found.leaks.push(where);
  if (status >= 400 && status < 500 && changed !== 0) found.refusalsThatChangedRows.push(`${where}: ${changed} row(s) changed`);
  // A case that ended the caller's session (signing out, say) must not leave the next ones anonymous.
  const ended = status === 401 ? response.body.includes('"invalid_token"') : op.operationId === 'signOut' && status === 204;
  if (caller && ended) {
    caller.token = (await server.sessionFor(caller.userId)).accessToken;
    rowsSeen = await rowChanges();
  }
}

/** Calls as the fuzzing root and answers the status, the body and how many rows the call changed. */
async function refused(options: CallOptions): Promise<{ status: number; body: { message: string; code?: string }; changed: number }> {
  const before = await rowChanges();
  const response = await server.call({ token: tokens.root.token, ...options });
  return { status: response.statusCode, body: response.json(), changed: (await rowChanges()) - before };
}

const role = { title: 'Papel de teste', permissions: [] };

// One defect the fuzzing found per test: each answered 500, or slipped past validation, before.
describe(`input the schemas do not cover (${testDatabaseKind})`, () => {
  it('refuses a field the contract does not declare, naming it, instead of dropping it', async () => {
    const top = await refused({ method: 'POST', url: '/acl/roles', payload: { ...role, isCoreRole: true } });
    expect(top).toMatchObject({ status: 400, body: { code: 'validation' }, changed: 0 });
    expect(top.body.message).toContain('isCoreRole');
    const nested = await refused({
      method: 'POST',
      url: '/users',
      payload: { email: 'n@example.com', password: 'segredo-longo-9', username: 'nested', fullname: 'Nested', address: { addressLine: 'a', city: 'b', state: 'c', postCode: 'd', isRoot: true } },
    });
    expect(nested).toMatchObject({ status: 400, changed: 0 });
    expect(nested.body.message).toContain('isRoot');
  });

  it('refuses a body of another media type (415) or a missing one (400) before it reaches the handler', async () => {
    expect(await refused({ method: 'POST', url: '/acl/roles', headers: { 'content-type': 'text/plain' }, payload: JSON.stringify(role) })).toMatchObject({
      status: 415,
      body: { code: 'unsupported_media_type' },
      changed: 0,
    });
    expect(await refused({ method: 'POST', url: '/users/auth-admin', headers: { 'content-type': 'text/plain' }, payload: 'x' })).toMatchObject({ status: 415 });
    expect(await refused({ method: 'POST', url: '/acl/roles' })).toMatchObject({ status: 400, body: { message: 'body is required' }, changed: 0 });
  });

  it('refuses the NUL character anywhere in a request, naming where', async () => {
    const inBody = await refused({ method: 'POST', url: '/acl/roles', payload: { ...role, title: 'a\u0000b' } });
    expect(inBody).toMatchObject({ status: 400, body: { message: 'body/title must not contain the NUL character' }, changed: 0 });
    expect((await refused({ method: 'GET', url: '/v2/admin/applications/search-name/%00' })).body.message).toBe('params/id must not contain the NUL character');
    expect((await refused({ method: 'GET', url: '/v2/setting/app/admin/styles?domain=a%00' })).status).toBe(400);
  });

  it('refuses a page number past any list, naming the field', async () => {
    const page = await refused({ method: 'GET', url: `/contact?page=${'9'.repeat(40)}` });
    expect(page.status).toBe(400);
    expect(page.body.message).toContain('page');
    const body = await refused({ method: 'POST', url: '/acl/roles/findRoles', payload: { pageNumber: 1e300, pageSize: 10 } });
    expect(body.status).toBe(400);
    expect(body.body.message).toContain('pageNumber');
  });

  it('takes a sort field named like a built-in property as an unknown field', async () => {
    for (const url of ['/acl/roles/findRoles', '/acl/users/findUsers']) {
      for (const sortField of ['valueOf', 'constructor', '__proto__', 'toString']) {
        expect((await refused({ method: 'POST', url, payload: { pageNumber: 0, pageSize: 10, sortField } })).status, `${url} ${sortField}`).toBe(400);
      }
    }
  });

  it('refuses root naming a company that does not exist, writing nothing', async () => {
    const contact = await refused({ method: 'POST', url: '/contact', company: 'no-such-company', payload: { name: 'Ninguém', phone: '5511912345678' } });
    expect(contact).toMatchObject({ status: 403, body: { code: 'company_forbidden' }, changed: 0 });
  });

  it('answers a write naming a record that does not exist with 400, writing nothing', async () => {
    const user = await refused({
      method: 'POST',
      url: '/users',
      payload: { email: 'orphan@example.com', password: 'segredo-longo-9', username: 'orphan', fullname: 'Orphan', company: 'no-such-company' },
    });
    expect(user).toMatchObject({ status: 400, changed: 0 });
    expect(user.body.message).toContain('company');
  });

  it('answers a delete of a record still referenced with 409, changing nothing', async () => {
    const call = await server.variant({
      handlerOverrides: {
        // What a delete racing an assignment meets: the role is held by a user (staff).
        async getAllPermissions({ db }) {
          await db.deleteFrom('roles').where('title', '=', 'Operador de entregas').execute();
          return [];
        },
      },
    });
    const before = await rowChanges();
    const response = await call({ method: 'GET', url: '/acl/permissions', token: tokens.root.token });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'still_referenced' });
    expect((await rowChanges()) - before).toBe(0);
  });
});

describe(`fuzzing every operation from its schema (${testDatabaseKind})`, () => {
  it('answers valid, mutated and hostile requests with no 5xx, nothing outside the contract, no internals, and no write on a refusal', { timeout: 180_000 }, async () => {
    rowsSeen = await rowChanges();
    for (const op of operations) {
      const schemas = operationSchemas(document, op);
      await fc.assert(
        fc.asyncProperty(requestArbitrary(document, op, schemas), (request) => runCase(op, request)),
        { numRuns: RUNS_PER_OPERATION },
      );
      for (const request of hostileRequests(op, schemas)) await runCase(op, request);
    }
    recordFigures('fuzz', {
      operations: operations.length,
      runsPerOperation: RUNS_PER_OPERATION,
      cases: found.cases,
      validCases: found.valid,
      mutatedCases: found.mutated,
      hostileCases: found.hostile,
      serverErrors: found.serverErrors.length,
      schemaViolations: found.schemaViolations.length,
      bodiesWithStackTracesOrSql: found.leaks.length,
      refusalsThatChangedRows: found.refusalsThatChangedRows.length,
      statuses: [...found.statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`).join(', '),
    });
    const first = (list: string[]) => list.slice(0, 10).join('\n');
    expect(found.serverErrors.length, first(found.serverErrors)).toBe(0);
    expect(found.schemaViolations.length, first(found.schemaViolations)).toBe(0);
    expect(found.leaks.length, first(found.leaks)).toBe(0);
    expect(found.refusalsThatChangedRows.length, first(found.refusalsThatChangedRows)).toBe(0);
  });
});
