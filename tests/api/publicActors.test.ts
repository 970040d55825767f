import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClients, type ApiClients } from '../../src/api/client';
import { askDeleteAccount, getPrivacyTerms } from '../../src/api/publicActors';
import { DEMO_APPLICATION_IDS } from '../../server/seedCallCenter';
import { startTestServer, type TestServer } from '../server/harness';

// The real actors over the real API: the reference server listening on loopback.
let server: TestServer;
let baseUrl: string;
beforeAll(async () => {
  server = await startTestServer();
  const address = await server.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `${address}/api`;
});
afterAll(() => server.close());

/** Clients without a session: the public pages' calls carry no token. */
function anonymousClients(): ApiClients {
  return createApiClients({ apiBaseUrl: baseUrl, callCenterBaseUrl: baseUrl }, { accessToken: () => null, companyId: () => null });
}

describe('public actors (no session)', () => {
  it('read the privacy terms for a user type, falling back to the default ones; 404 without any', async () => {
    const clients = anonymousClients();
    expect(await getPrivacyTerms(clients, { application: DEMO_APPLICATION_IDS.deliveryBrasil, userType: 'deliveryman' })).toMatchObject({
      application: { _id: DEMO_APPLICATION_IDS.deliveryBrasil, name: 'Delivery Brasil' },
      userType: 'deliveryman',
    });
    expect(await getPrivacyTerms(clients, { application: DEMO_APPLICATION_IDS.deliveryBrasil, userType: 'customer' })).toMatchObject({ userType: null });
    await expect(getPrivacyTerms(clients, { application: DEMO_APPLICATION_IDS.withoutTerms })).rejects.toMatchObject({ statusCode: 404 });
  });

  it('ask for an account deletion and answer its protocol; the same pending request answers the same protocol', async () => {
    const clients = anonymousClients();
    const receipt = await askDeleteAccount(clients, DEMO_APPLICATION_IDS.mercadoEmCasa, { email: 'cliente@example.com', reason: 'Mudei de cidade.' });
    expect(receipt.protocol).toMatch(/^\d{8}-[A-Z2-9]{6}$/);
    expect(await askDeleteAccount(clients, DEMO_APPLICATION_IDS.mercadoEmCasa, { email: 'CLIENTE@example.com' })).toEqual(receipt);
    await expect(askDeleteAccount(clients, 'no-such-application', { email: 'cliente@example.com' })).rejects.toMatchObject({ statusCode: 404 });
  });
});
