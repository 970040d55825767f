import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { ApiClients } from '../../src/api/client';
import { createAccountDeletionMachine, createPrivacyTermsLookup } from '../../src/bindings/public';
import { connectAccountDeletion } from '../../src/machines/accountDeletion/connect';
import { toLookupView } from '../../src/machines/lookup/machine';
import { DEMO_APPLICATION_IDS } from '../../server/seedCallCenter';
import type { TestServer } from '../server/harness';
import { waitFor } from '../support/waitFor';
import { listeningServer, OVER_THE_SERVER } from './listening';

// The public pages' machines with their real calls (no session), over the reference server on loopback.
let server: TestServer;
let clients: ApiClients;
beforeAll(async () => {
  ({ server, clients } = await listeningServer());
});
afterAll(() => server.close());

describe('public bindings', () => {
  it('looks up an application’s privacy terms, and fails with 404 for one without', async () => {
    const found = createActor(createPrivacyTermsLookup(clients), { input: { query: { application: DEMO_APPLICATION_IDS.deliveryBrasil, userType: 'deliveryman' } } }).start();
    const shown = toLookupView(await waitFor(found, (s) => toLookupView(s).status === 'ready' || toLookupView(s).status === 'failed', OVER_THE_SERVER));
    expect(shown.status).toBe('ready');
    expect(shown.result?.application).toMatchObject({ _id: DEMO_APPLICATION_IDS.deliveryBrasil, name: 'Delivery Brasil' });
    found.stop();
    const missing = createActor(createPrivacyTermsLookup(clients), { input: { query: { application: DEMO_APPLICATION_IDS.withoutTerms } } }).start();
    const refused = toLookupView(await waitFor(missing, (s) => toLookupView(s).status === 'failed', OVER_THE_SERVER));
    expect(refused.error?.statusCode).toBe(404);
    missing.stop();
  });

  it('records an account-deletion request for the application of the page, with its protocol', async () => {
    const actor = createActor(createAccountDeletionMachine(clients, DEMO_APPLICATION_IDS.mercadoEmCasa)).start();
    actor.send({ type: 'user.submit', request: { email: 'binding@example.com', reason: 'Mudei de cidade.' } });
    const view = connectAccountDeletion(await waitFor(actor, (s) => s.matches('recorded') || s.matches('refused'), OVER_THE_SERVER), actor.send, { errorText: (failure) => failure.message });
    expect(view.status).toBe('recorded');
    expect(view.protocol).toMatch(/^\d{8}-[A-Z2-9]{6}$/);
    actor.stop();
  });
});
