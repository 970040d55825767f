import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract, type ContractOperation } from '../../../server/contract';
import { DEMO_IDS } from '../../../server/seed';
import { startTestServer, testDatabaseKind, type TestServer } from '../harness';
import { makeCompanyUser } from './callers';
import { recordFigures } from './figures';
import { toWire, validRequest, type FuzzRequest } from './fuzzRequests';
import { operationSchemas, resolve, type Schema } from './operationSchemas';

// Every name an object inherits, sent where the server may look a name up: a lookup by `name in
// table` reads these as present (`findUsers` with the filter key `constructor` answered 500).
const PROTOTYPE_NAMES = Object.getOwnPropertyNames(Object.prototype);

let server: TestServer;
let operations: ContractOperation[];
let document: Schema;
let token = '';

beforeAll(async () => {
  server = await startTestServer();
  ({ operations, document } = await loadContract());
  // A root of its own with an id no value below names, so no call deletes or demotes the caller.
  const userId = await makeCompanyUser(server.db, 'prototype-root', DEMO_IDS.restaurant);
  await server.db.updateTable('users').set({ id: 900_101, is_root: true, company_id: null }).where('id', '=', userId).execute();
  token = (await server.sessionFor(900_101)).accessToken;
}, 120_000);
afterAll(() => server.close());

/** The body properties that name a filter or a sort: their keys or values are looked up by name. */
function lookupProperties(body: Schema | null): { name: string; object: boolean }[] {
  if (!body) return [];
  const properties = resolve(document, body).properties;
  if (typeof properties !== 'object' || properties === null) return [];
  return Object.entries(properties as Record<string, Schema>)
    .filter(([name]) => /filter|sort/i.test(name))
    .map(([name, schema]) => ({ name, object: resolve(document, schema).type === 'object' }));
}

/** A request the contract accepts for `op`, the same on every run. */
function baseRequest(op: ContractOperation): FuzzRequest {
  const schemas = operationSchemas(document, op);
  const [sample] = fc.sample(validRequest(document, op, schemas), { numRuns: 1, seed: 20261125 });
  if (!sample) throw new Error(`no request for ${op.operationId}`);
  return { ...sample, caller: 'root' };
}

describe(`names an object inherits (${testDatabaseKind})`, () => {
  it('never answers 5xx to a prototype name in any path or query parameter, filter key or sort field', { timeout: 240_000 }, async () => {
    const failures: string[] = [];
    let calls = 0;
    let answered = 0;
    for (const op of operations) {
      const schemas = operationSchemas(document, op);
      const base = baseRequest(op);
      const places = [
        ...schemas.parameters.filter((p) => p.in === 'path' || p.in === 'query').map((p) => ({ kind: p.in, name: p.name, object: false })),
        ...lookupProperties(schemas.body).map((p) => ({ kind: 'body' as const, ...p })),
      ];
      for (const place of places) {
        for (const name of PROTOTYPE_NAMES) {
          const request: FuzzRequest = { ...base, params: { ...base.params }, query: { ...base.query } };
          if (place.kind === 'path') request.params[place.name] = name;
          else if (place.kind === 'query') request.query[place.name] = name;
          else {
            // The other filters and sorts left out, so that a random one refused first does not hide this one.
            const body = Object.fromEntries(
              Object.entries(typeof base.body === 'object' && base.body !== null && !Array.isArray(base.body) ? base.body : {}).filter(
                ([key]) => !places.some((other) => other.kind === 'body' && other.name === key),
              ),
            );
            request.body = { ...body, [place.name]: place.object ? { [name]: 'ana' } : name };
          }
          const response = await server.call(toWire(op, request, op.access.kind === 'public' ? null : token));
          calls++;
          if (response.statusCode < 300) answered++;
          if (response.statusCode >= 500) failures.push(`${op.operationId} ${place.kind} ${place.name}=${name}: ${response.statusCode} ${response.body}`);
        }
      }
    }
    recordFigures('prototypeNames', { names: PROTOTYPE_NAMES.length, calls, answered, serverErrors: failures.length });
    expect(calls).toBeGreaterThan(PROTOTYPE_NAMES.length * 40);
    expect(failures).toEqual([]);
  });

  it('searches users with a filter key named like a built-in property as no search at all', async () => {
    for (const key of ['constructor', 'toString', 'hasOwnProperty']) {
      const found = await server.call({ method: 'POST', url: '/acl/users/findUsers', token, payload: { filter: { [key]: 'ana' }, pageNumber: 0, pageSize: 10 } });
      expect(found.statusCode, key).toBe(200);
      expect(found.json().totalCount, key).toBe(48);
    }
  });
});
