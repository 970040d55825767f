import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_STYLE } from '../../src/domain/adminStyle';
import { DELETION_REQUESTS_PER_WINDOW } from '../../server/handlers/publicPages';
import { DEMO_IDS, DEMO_USERS } from '../../server/seed';
import { DEMO_APPLICATION_IDS } from '../../server/seedCallCenter';
import { startTestServer, testDatabaseKind, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const askDelete = (application: string, payload: object, remoteAddress: string) =>
  server.call({ method: 'POST', url: `/v1/food/ask-delete-account/${application}`, payload, remoteAddress });

describe(`admin styles (${testDatabaseKind})`, () => {
  it('answers the stored style of a domain, by its host when the port has none, with a five-minute expiration', async () => {
    const before = Date.now();
    const local = (await server.call({ method: 'GET', url: '/v2/setting/app/admin/styles?domain=localhost%3A5173' })).json();
    expect(local.adminStyle).toMatchObject({
      titleTab: DEFAULT_ADMIN_STYLE.titleTab,
      footerTitle: DEFAULT_ADMIN_STYLE.footerTitle,
      tabIcon: DEFAULT_ADMIN_STYLE.tabIcon,
      backgroundLogin: DEFAULT_ADMIN_STYLE.backgroundLogin,
      logo: DEFAULT_ADMIN_STYLE.logo,
    });
    expect(local.adminStyle.expiration).toBeGreaterThanOrEqual(before + 5 * 60 * 1000);
    expect(local.adminStyle.expiration).toBeLessThanOrEqual(Date.now() + 5 * 60 * 1000);
    const branded = (await server.call({ method: 'GET', url: '/v2/setting/app/admin/styles?domain=Delivery.Example.com' })).json();
    expect(branded.adminStyle).toMatchObject({ titleTab: 'Delivery Brasil | Back-office', footerTitle: 'Delivery Brasil' });
  });

  it('answers null for a domain without a style, and 400 without a domain', async () => {
    expect((await server.call({ method: 'GET', url: '/v2/setting/app/admin/styles?domain=unknown.example.org' })).json()).toEqual({ adminStyle: null });
    const missing = await server.call({ method: 'GET', url: '/v2/setting/app/admin/styles' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/domain/);
  });
});

describe(`privacy terms (${testDatabaseKind})`, () => {
  it('answers an application\'s default terms to anyone', async () => {
    const response = await server.call({ method: 'GET', url: `/v1/food/privacy-terms/${DEMO_IDS.application}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ application: { _id: DEMO_IDS.application, name: 'Delivery Brasil' }, userType: null });
    expect(response.json().terms).toMatch(/^Política de privacidade do aplicativo Delivery Brasil\./);
  });

  it('answers a user type\'s own terms, or the default ones when it has none', async () => {
    const rider = (await server.call({ method: 'GET', url: `/v1/food/privacy-terms/${DEMO_IDS.application}?userType=deliveryman` })).json();
    expect(rider).toMatchObject({ userType: 'deliveryman' });
    expect(rider.terms).toMatch(/entregadores/);
    const customer = (await server.call({ method: 'GET', url: `/v1/food/privacy-terms/${DEMO_IDS.application}?userType=customer` })).json();
    expect(customer).toMatchObject({ userType: null });
    expect(customer.terms).toMatch(/Delivery Brasil/);
  });

  it('answers 404 for an unknown application or one without terms, and 400 for a malformed user type', async () => {
    expect((await server.call({ method: 'GET', url: '/v1/food/privacy-terms/64a0000000000000000000ff' })).statusCode).toBe(404);
    const none = await server.call({ method: 'GET', url: `/v1/food/privacy-terms/${DEMO_APPLICATION_IDS.withoutTerms}` });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toMatch(/privacy terms/);
    expect((await server.call({ method: 'GET', url: `/v1/food/privacy-terms/${DEMO_IDS.application}?userType=..%2Fx` })).statusCode).toBe(400);
  });
});

describe(`account deletion requests (${testDatabaseKind})`, () => {
  it('stores a signed-out customer\'s request and answers a protocol', async () => {
    const response = await askDelete(DEMO_IDS.application, { email: 'Maria.Cliente@example.com', name: 'Maria', reason: 'Não uso mais.' }, '198.51.100.1');
    expect(response.statusCode).toBe(202);
    const receipt = response.json();
    expect(receipt).toEqual({ ok: true, protocol: expect.stringMatching(/^\d{8}-[A-Z2-9]{6}$/) });
    const stored = await server.db.selectFrom('account_deletion_requests').selectAll().where('id', '=', receipt.protocol).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ application_id: DEMO_IDS.application, application_name: 'Delivery Brasil', email: 'maria.cliente@example.com', name: 'Maria', reason: 'Não uso mais.', phone: null, status: 'pending' });
  });

  it('answers the pending request\'s protocol when the same e-mail asks again for the same application', async () => {
    const first = (await askDelete(DEMO_IDS.application, { email: 'joao@example.com' }, '198.51.100.2')).json();
    const again = (await askDelete(DEMO_IDS.application, { email: 'JOAO@example.com' }, '198.51.100.2')).json();
    expect(again.protocol).toBe(first.protocol);
    const other = (await askDelete(DEMO_APPLICATION_IDS.mercadoEmCasa, { email: 'joao@example.com' }, '198.51.100.2')).json();
    expect(other.protocol).not.toBe(first.protocol);
  });

  it('answers 404 for an unknown application and 400 naming the field for a bad e-mail, storing nothing', async () => {
    const before = await server.db.selectFrom('account_deletion_requests').select('id').execute();
    expect((await askDelete('64a0000000000000000000ff', { email: 'a@example.com' }, '198.51.100.3')).statusCode).toBe(404);
    const bad = await askDelete(DEMO_IDS.application, { email: 'not-an-email' }, '198.51.100.3');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/email/);
    const after = await server.db.selectFrom('account_deletion_requests').select('id').execute();
    expect(after).toHaveLength(before.length);
  });

  it(`takes at most ${DELETION_REQUESTS_PER_WINDOW} requests an hour from one address, then answers 429 with Retry-After`, async () => {
    for (let i = 0; i < DELETION_REQUESTS_PER_WINDOW; i++) {
      expect((await askDelete(DEMO_IDS.application, { email: `flood${i}@example.com` }, '203.0.113.9')).statusCode).toBe(202);
    }
    const refused = await askDelete(DEMO_IDS.application, { email: 'flood-last@example.com' }, '203.0.113.9');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect(refused.json().message).toMatch(/Too many account deletion requests/);
    expect((await askDelete(DEMO_IDS.application, { email: 'flood-last@example.com' }, '203.0.113.10')).statusCode).toBe(202);
  });
});

describe(`account deletion requests for staff (${testDatabaseKind})`, () => {
  const list = async (query: string, email: string = DEMO_USERS.root) =>
    server.call({ method: 'GET', url: `/v1/food/ask-delete-account${query}`, token: await server.tokenFor(email) });

  it('shows root the request a signed-out customer made on the public page, newest first', async () => {
    const receipt = (await askDelete(DEMO_IDS.application, { email: 'Staff.Sees@example.com', reason: 'Quero sair.' }, '198.51.100.20')).json();
    const response = await list('?limit=100');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.items[0]).toEqual({
      id: receipt.protocol,
      protocol: receipt.protocol,
      applicationId: DEMO_IDS.application,
      applicationName: 'Delivery Brasil',
      email: 'staff.sees@example.com',
      reason: 'Quero sair.',
      status: 'pending',
      createdAt: expect.any(String),
    });
    expect(body.totalCount).toBeGreaterThanOrEqual(2);
    const dates = body.items.map((item: { createdAt: string }) => Date.parse(item.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(body.items.some((item: { protocol: string }) => item.protocol === '20260101-DEMO01')).toBe(true);
    expect((await list('')).json().items).toHaveLength(10);
  });

  it('answers 403 to a company user and 401 to a signed-out caller', async () => {
    const forbidden = await list('', DEMO_USERS.restaurant);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).not.toHaveProperty('items');
    expect((await server.call({ method: 'GET', url: '/v1/food/ask-delete-account' })).statusCode).toBe(401);
  });

  it('filters by application and status, and pages the result', async () => {
    const app = DEMO_APPLICATION_IDS.withoutTerms;
    const protocols: string[] = [];
    for (const email of ['p1@example.com', 'p2@example.com', 'p3@example.com']) {
      protocols.push((await askDelete(app, { email }, '198.51.100.30')).json().protocol);
    }
    const first = (await list(`?applicationId=${app}&limit=2&page=1`)).json();
    const second = (await list(`?applicationId=${app}&limit=2&page=2`)).json();
    expect(first.totalCount).toBe(3);
    expect(first.items).toHaveLength(2);
    expect(second.items).toHaveLength(1);
    const seen = [...first.items, ...second.items].map((item: { protocol: string }) => item.protocol);
    expect(new Set(seen)).toEqual(new Set(protocols));
    expect(seen[0]).toBe(protocols[2]);
    expect(first.items[0]).not.toHaveProperty('reason');

    await server.db.updateTable('account_deletion_requests').set({ status: 'done' }).where('id', '=', protocols[0] ?? '').execute();
    const done = (await list(`?applicationId=${app}&status=done`)).json();
    expect(done).toEqual({ totalCount: 1, items: [expect.objectContaining({ protocol: protocols[0], status: 'done' })] });
    expect((await list(`?applicationId=${app}&status=rejected`)).json()).toEqual({ items: [], totalCount: 0 });
    expect((await list('?applicationId=64a0000000000000000000ff')).json()).toEqual({ items: [], totalCount: 0 });
  });

  it('answers 400 naming the parameter for a bad status, page or limit', async () => {
    for (const [query, name] of [['?status=lost', /status/], ['?page=0', /page/], ['?limit=101', /limit/], ['?limit=0', /limit/]] as const) {
      const response = await list(query);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(name);
    }
  });
});
