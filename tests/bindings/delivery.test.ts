import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createApiClients, type ApiClients } from '../../src/api/client';
import { createCompanyDeliveryFormMachine, createCompanyOptionsLookup } from '../../src/bindings/delivery';
import { toRecordEditorView } from '../../src/machines/recordEditor/connect';
import { DEMO_IDS } from '../../server/seed';
import { DEMO_USERS, type TestServer } from '../server/harness';
import { losingFirstAnswer } from '../api/lostAnswer';
import { waitFor } from '../support/waitFor';
import { listeningServer, OVER_THE_SERVER } from './listening';

// The delivery area's lookups with their real calls, over the reference server on loopback.
let server: TestServer;
let clients: ApiClients;
beforeAll(async () => {
  ({ server, clients } = await listeningServer({ email: DEMO_USERS.root }));
});
afterAll(() => server.close());

describe('delivery bindings', () => {
  it('the companies lookup answers every company root acts for, as options sorted by name', async () => {
    const names = await sql<{ name: string }>`select name from companies`.execute(server.db);
    const lookup = createActor(createCompanyOptionsLookup(clients), { input: { query: 'all' } }).start();
    const answered = await waitFor(lookup, (s) => s.context.result !== null, OVER_THE_SERVER);
    const shown = answered.context.result?.map((option) => option.name) ?? [];
    expect(shown).toEqual(names.rows.map((row) => row.name).sort((a, b) => a.localeCompare(b)));
    expect(shown.length).toBeGreaterThan(1);
    lookup.stop();
  });

  it('the company delivery form answers a create whose answer was lost on Save again with the same key, not refused as company_delivery_exists', async () => {
    // The partner has no delivery settings in the demo.
    const { posts, fetch: losing } = losingFirstAnswer(`/api/company/company-delivery/${DEMO_IDS.partner}`);
    const token = await server.tokenFor(DEMO_USERS.root);
    const baseUrl = `${server.app.listeningOrigin}/api`;
    const losingClients = createApiClients({ apiBaseUrl: baseUrl, callCenterBaseUrl: baseUrl }, { accessToken: () => token, companyId: () => null }, { fetch: losing });
    const saved: string[] = [];
    const machine = createCompanyDeliveryFormMachine(losingClients).provide({ actions: { notifySaved: (_, { saved: settings }) => saved.push(settings._id) } });
    const form = createActor(machine, { input: { subject: null } }).start();
    await waitFor(form, (s) => toRecordEditorView(s).status === 'editing', OVER_THE_SERVER);
    const values = { company: DEMO_IDS.partner, deliveryRadiusKm: '6.5', deliveryFee: '9.99', minimumOrder: '40', estimatedTimeMinutes: '45', isActive: true, isOpen: false };
    form.send({ type: 'user.save', values });
    const failed = await waitFor(form, (s) => toRecordEditorView(s).status === 'editing' && s.context.failure !== null, OVER_THE_SERVER);
    expect(failed.context.failure).toMatchObject({ statusCode: 0, code: 'network' });
    form.send({ type: 'user.save', values: { ...values } });
    await waitFor(form, (s) => s.status === 'done', OVER_THE_SERVER);
    expect(posts).toHaveLength(2);
    expect(posts[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(posts[1]).toEqual({ key: posts[0]?.key, replayed: 'true' });
    const stored = await sql<{ id: string }>`select id from company_deliveries where company_id = ${DEMO_IDS.partner}`.execute(server.db);
    expect(stored.rows.map((row) => row.id)).toEqual(saved);
  });
});
