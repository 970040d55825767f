import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpfCheckDigits } from '../../src/domain/cpf';
import { loadContract, type ContractOperation } from '../../server/contract';
import { handlers } from '../../server/handlers';
import { honoursIdempotencyKey, KEY_LIFETIME_HOURS } from '../../server/idempotency';
import { DEMO_IDS } from '../../server/seed';
import { DEMO_USERS, startTestServer, testDatabaseKind, type Call, type TestServer } from './harness';

let server: TestServer;
let rowChanges: () => Promise<number>;
let permissionIds: string[];
let serial = 0;

beforeAll(async () => {
  server = await startTestServer();
  const rows = await server.db.selectFrom('permissions').select('id').where('parent_id', 'is not', null).orderBy('id').limit(3).execute();
  permissionIds = rows.map((row) => String(row.id));
  rowChanges = await server.countRowChanges();
});
afterAll(() => server.close());

/** A title, key and CPF no other test of this file uses. */
function fresh(what: string): string {
  serial += 1;
  return `${what}-${testDatabaseKind}-${serial}-${Date.now()}`;
}

function freshCpf(): string {
  serial += 1;
  const nine = String(300_000_000 + serial * 7919).padStart(9, '0');
  return nine + cpfCheckDigits(nine);
}

async function createRole(key: string | null, body: object, call: Call = server.call): Promise<LightMyRequestResponse> {
  return call({
    method: 'POST',
    url: '/acl/roles',
    token: await server.tokenFor(DEMO_USERS.root),
    payload: body,
    ...(key === null ? {} : { headers: { 'idempotency-key': key } }),
  });
}

async function rolesTitled(title: string): Promise<number> {
  return (await server.db.selectFrom('roles').select('id').where('title', '=', title).execute()).length;
}

async function keyRows(key: string): Promise<number> {
  return (await server.db.selectFrom('idempotency_keys').select('key').where('key', '=', key).execute()).length;
}

/** Runs `call` and answers its response with the rows it changed (committed changes only). */
async function counted(call: () => Promise<LightMyRequestResponse>): Promise<{ response: LightMyRequestResponse; changed: number }> {
  const before = await rowChanges();
  const response = await call();
  return { response, changed: (await rowChanges()) - before };
}

describe(`Idempotency-Key on writes (${testDatabaseKind})`, () => {
  it('answers a retry with the stored answer and writes once', async () => {
    const key = fresh('retry');
    const body = { title: fresh('Papel'), permissions: permissionIds };
    const first = await createRole(key, body);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    // The same request with its keys in another order is the same request.
    const again = await counted(() => createRole(key, { permissions: permissionIds, title: body.title }));
    expect(again.response.statusCode).toBe(201);
    expect(again.response.headers['idempotent-replayed']).toBe('true');
    expect(again.response.headers.location).toBe(first.headers.location);
    expect(again.response.json()).toEqual(first.json());
    expect(again.changed).toBe(0);
    expect(await rolesTitled(body.title)).toBe(1);
  });

  it('refuses the key with another request (422 naming it) and changes nothing', async () => {
    const key = fresh('reused');
    const title = fresh('Papel');
    expect((await createRole(key, { title, permissions: [] })).statusCode).toBe(201);
    const other = await counted(() => createRole(key, { title: fresh('Outro papel'), permissions: [] }));
    expect(other.response.statusCode).toBe(422);
    expect(other.response.json()).toMatchObject({ code: 'idempotency_key_reused' });
    expect(other.response.json<{ message: string }>().message).toContain(key);
    expect(other.changed).toBe(0);
  });

  it('keeps keys per caller and per operation', async () => {
    const key = fresh('shared');
    const rider = (name: string) => ({ person: { name }, phone: '11987654321', cpf: freshCpf(), typeOfVehicle: 'moto', company: DEMO_IDS.restaurant });
    const byRoot = await server.call({
      method: 'POST',
      url: '/delivery-man',
      token: await server.tokenFor(DEMO_USERS.root),
      headers: { 'idempotency-key': key },
      payload: rider('Entregador da raiz'),
    });
    const byOperator = await server.call({
      method: 'POST',
      url: '/delivery-man',
      token: await server.tokenFor(DEMO_USERS.restaurant),
      company: DEMO_IDS.restaurant,
      headers: { 'idempotency-key': key },
      payload: rider('Entregador do restaurante'),
    });
    const role = await createRole(key, { title: fresh('Papel'), permissions: [] });
    expect([byRoot.statusCode, byOperator.statusCode, role.statusCode]).toEqual([201, 201, 201]);
    expect(new Set([byRoot.json<{ _id: string }>()._id, byOperator.json<{ _id: string }>()._id]).size).toBe(2);
    expect(await keyRows(key)).toBe(3);
  });

  it('counts the Company header as part of the request', async () => {
    const key = fresh('tenant');
    const token = await server.tokenFor(DEMO_USERS.root);
    const payload = { person: { name: 'Entregador Um' }, phone: '11987654321', cpf: freshCpf(), typeOfVehicle: 'moto', company: DEMO_IDS.restaurant };
    const call = (company?: string) =>
      server.call({ method: 'POST', url: '/delivery-man', token, headers: { 'idempotency-key': key }, payload, ...(company ? { company } : {}) });
    expect((await call()).statusCode).toBe(201);
    expect((await call(DEMO_IDS.restaurant)).statusCode).toBe(422);
    expect((await call()).headers['idempotent-replayed']).toBe('true');
  });

  it('writes once when the retry arrives while the first request still runs', async () => {
    let entered!: () => void;
    const firstInside = new Promise<void>((resolve) => (entered = resolve));
    // The first request holds its transaction (and the key) open until the second has been sent.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow = await server.variant({
      handlerOverrides: {
        createRole: async (ctx) => {
          entered();
          await held;
          return handlers.createRole?.(ctx) ?? Promise.reject(new Error('no createRole handler'));
        },
      },
    });
    const key = fresh('concurrent');
    const body = { title: fresh('Papel'), permissions: permissionIds };
    const first = createRole(key, body, slow);
    await firstInside;
    const second = createRole(key, body, slow);
    // Long enough for the second to reach the key (and wait on it) before the first goes on.
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    const [a, b] = await Promise.all([first, second]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.json()).toEqual(a.json());
    expect(b.headers['idempotent-replayed']).toBe('true');
    expect(await rolesTitled(body.title)).toBe(1);
    expect(await keyRows(key)).toBe(1);
  });

  it('keeps neither the write nor the key when the request fails after writing, so the retry writes', async () => {
    const failing = await server.variant({
      handlerOverrides: {
        createRole: async (ctx) => {
          await handlers.createRole?.(ctx);
          throw new Error('the process died after the write');
        },
      },
    });
    const key = fresh('failed');
    const body = { title: fresh('Papel'), permissions: permissionIds };
    const failed = await counted(() => createRole(key, body, failing));
    expect(failed.response.statusCode).toBe(500);
    expect(failed.changed).toBe(0);
    expect(await rolesTitled(body.title)).toBe(0);
    expect(await keyRows(key)).toBe(0);
    const retried = await createRole(key, body);
    expect(retried.statusCode).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(await rolesTitled(body.title)).toBe(1);
  });

  it('does not store an error answer: the key stays free for the corrected request', async () => {
    const key = fresh('corrected');
    const title = fresh('Papel');
    const refused = await counted(() => createRole(key, { title, permissions: ['999999'] }));
    expect(refused.response.statusCode).toBe(400);
    expect(refused.changed).toBe(0);
    expect((await createRole(key, { title, permissions: [] })).statusCode).toBe(201);
  });

  it(`forgets a key after ${KEY_LIFETIME_HOURS} hours`, async () => {
    const key = fresh('old');
    expect((await createRole(key, { title: fresh('Papel'), permissions: [] })).statusCode).toBe(201);
    await server.db
      .updateTable('idempotency_keys')
      .set({ created_at: new Date(Date.now() - (KEY_LIFETIME_HOURS + 1) * 3_600_000) })
      .where('key', '=', key)
      .execute();
    const later = await createRole(key, { title: fresh('Papel novo'), permissions: [] });
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await keyRows(key)).toBe(1);
  });

  it('refuses a key that is empty, too long or not visible ASCII, naming the header', async () => {
    for (const key of ['', 'x'.repeat(256), 'chave com espaço', 'ç']) {
      const response = await createRole(key, { title: fresh('Papel'), permissions: [] });
      expect(response.statusCode, key).toBe(400);
      expect(response.json<{ message: string }>().message, key).toContain('idempotency-key');
    }
  });

  it('writes every time without a key', async () => {
    const title = fresh('Papel');
    expect((await createRole(null, { title, permissions: [] })).statusCode).toBe(201);
    expect((await createRole(null, { title, permissions: [] })).statusCode).toBe(409);
  });
});

describe('which operations honour Idempotency-Key', () => {
  it('is what the contract declares: the creates the soak retries, placing an order and moving one, opening a ticket and writing in it', async () => {
    const { document, operations } = await loadContract();
    const honoured = operations.filter((op) => honoursIdempotencyKey(document, op)).map((op) => op.operationId);
    expect(honoured.sort()).toEqual(['addTicketMessage', 'createApplication', 'createCompanyDelivery', 'createContact', 'createDeliveryMan', 'createRole', 'createTicket', 'placeOrder', 'transitionOrder']);
  });

  it('refuses the header on a public operation, whose anonymous callers would share keys', async () => {
    const { document, operations } = await loadContract();
    const createRole = operations.find((op) => op.operationId === 'createRole') as ContractOperation;
    expect(() => honoursIdempotencyKey(document, { ...createRole, access: { kind: 'public' } })).toThrow(/public operation/);
  });
});
