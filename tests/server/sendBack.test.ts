import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../../server/contract';
import { DEMO_IDS } from '../../server/seed';
import { DEMO_USERS, startTestServer, testDatabaseKind, type TestServer } from './harness';

// What a GET answered, sent back unchanged by PUT, is accepted (seed 000's client does so for roles
// and users): for every record the contract both reads and writes.

let server: TestServer;
let root: string;
beforeAll(async () => {
  server = await startTestServer();
  root = await server.tokenFor(DEMO_USERS.root);
});
afterAll(() => server.close());

type Json = Record<string, unknown>;

async function read(url: string, company?: string): Promise<Json> {
  const response = await server.call({ method: 'GET', url, token: root, ...(company ? { company } : {}) });
  expect(response.statusCode, `GET ${url}`).toBe(200);
  return response.json() as Json;
}

/** The record without what a write moves by itself. */
function settled(record: Json): Json {
  const { updatedAt: _updatedAt, ...rest } = record;
  return rest;
}

describe(`a record read and sent back unchanged (${testDatabaseKind})`, () => {
  // Each write the contract marks `x-accepts-read`, with how a caller reads the record it writes.
  const cases: { operationId: string; get: () => Promise<{ record: Json; url: string; company?: string }>; body?: (record: Json) => Json }[] = [
    { operationId: 'updateUser', get: async () => ({ record: await read('/acl/users/4'), url: '/acl/users' }) },
    { operationId: 'updateUserById', get: async () => ({ record: await read('/acl/users/5'), url: '/users/5' }) },
    {
      operationId: 'updateRole',
      get: async () => {
        const roles = (await read('/acl/roles/2')) as Json;
        return { record: roles, url: '/acl/roles' };
      },
    },
    {
      operationId: 'updateApplication',
      get: async () => {
        const page = await read('/v2/admin/applications/paginator?pageIn=1&pageOut=10');
        const record = (page.docs as Json[])[0] as Json;
        return { record, url: `/v2/admin/applications/${String(record._id)}` };
      },
    },
    {
      operationId: 'updateCompanyDelivery',
      get: async () => {
        const list = (await server.call({ method: 'GET', url: '/company/company-delivery', token: root, company: DEMO_IDS.restaurant })).json() as Json[];
        const record = list[0] as Json;
        return { record: await read(`/company/company-delivery/${String(record._id)}`, DEMO_IDS.restaurant), url: `/company/company-delivery/${String(record._id)}`, company: DEMO_IDS.restaurant };
      },
    },
    {
      operationId: 'updateCompanyOpeningHours',
      get: async () => {
        // Sabor Mineiro's seeded hours: exceptions with their ids, no pause, no author.
        const url = `/v2/company/${DEMO_IDS.otherRestaurant}/opening-hours`;
        return { record: await read(url), url };
      },
    },
    {
      operationId: 'updateDeliveryMan',
      get: async () => {
        const page = await read('/delivery-man/paginator/?pageIn=1&pageOut=1', DEMO_IDS.restaurant);
        const record = (page.docs as Json[])[0] as Json;
        return { record: await read(`/delivery-man/list/${String(record._id)}`, DEMO_IDS.restaurant), url: `/delivery-man/update/${String(record._id)}`, company: DEMO_IDS.restaurant };
      },
    },
  ];

  it('covers every write the contract marks as taking what a read answered', async () => {
    const { document, operations } = await loadContract();
    const paths = document.paths as Record<string, Record<string, Json>>;
    const marked = operations.filter((op) => paths[op.path]?.[op.method]?.['x-accepts-read'] !== undefined).map((op) => op.operationId);
    expect(marked.sort()).toEqual(cases.map((c) => c.operationId).sort());
  });

  for (const { operationId, get } of cases) {
    it(`${operationId}: accepts the record as read, ignores its read-only fields and changes nothing`, async () => {
      const { record, url, company } = await get();
      const method = 'PUT';
      const sent = await server.call({ method, url, token: root, payload: record, ...(company ? { company } : {}) });
      expect(sent.statusCode, sent.body).toBe(200);
      expect(settled(sent.json() as Json)).toEqual(settled(record));
    });
  }

  it('ignores read-only fields but still refuses a field no read answers, and a read-only field cannot change a record', async () => {
    const user = await read('/acl/users/6');
    const extra = await server.call({ method: 'PUT', url: '/acl/users', token: root, payload: { ...user, isAdmin: true } });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toContain("'isAdmin'");
    const forged = await server.call({ method: 'PUT', url: '/acl/users', token: root, payload: { ...user, isRoot: true, permissions: [{ name: 'accessToRoot' }] } });
    expect(forged.statusCode).toBe(200);
    expect(forged.json()).toMatchObject({ isRoot: false, permissions: user.permissions });
    // A core role read and sent back is still a core role: 409, as any change of it.
    const core = await read('/acl/roles/1');
    const coreBack = await server.call({ method: 'PUT', url: '/acl/roles', token: root, payload: core });
    expect(coreBack.statusCode).toBe(409);
    expect(coreBack.json()).toMatchObject({ code: 'core_role' });
  });
});
