import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_STYLE } from '../../src/domain/adminStyle';
import { DELETION_REQUESTS_PER_WINDOW } from '../../server/handlers/publicPages';
import { DEMO_IDS } from '../../server/seed';
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
