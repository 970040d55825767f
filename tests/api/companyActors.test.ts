import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { waitFor } from '../support/waitFor';
import { findCompany, lookupMainCompany, saveOpenState } from '../../src/api/companyActors';
import { createOpenSwitchMachine } from '../../src/bindings/company';
import { createApiClients, type ApiClients } from '../../src/api/client';
import { connectOpenSwitch } from '../../src/machines/openSwitch/connect';
import { DEMO_IDS } from '../../server/seed';
import { DEMO_USERS, startTestServer, type TestServer } from '../server/harness';

// The real actors over the real API: the reference server listening on loopback.
let server: TestServer;
let baseUrl: string;
beforeAll(async () => {
  server = await startTestServer();
  const address = await server.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `${address}/api`;
});
afterAll(() => server.close());

async function clientsFor(email: string, companyId: string | null): Promise<ApiClients> {
  const token = await server.tokenFor(email);
  return createApiClients({ apiBaseUrl: baseUrl, callCenterBaseUrl: baseUrl }, { accessToken: () => token, companyId: () => companyId });
}

describe('company actors', () => {
  it('findCompany answers the company, and null for an unknown one or one of another tenant', async () => {
    const clients = await clientsFor(DEMO_USERS.market, DEMO_IDS.supermarket);
    expect(await findCompany(clients, DEMO_IDS.supermarket)).toMatchObject({ _id: DEMO_IDS.supermarket, isOpen: true, isManual: false });
    expect(await findCompany(await clientsFor(DEMO_USERS.market, null), DEMO_IDS.restaurant)).toBeNull();
    expect(await findCompany(await clientsFor(DEMO_USERS.root, null), 'no-such-company')).toBeNull();
  });

  it('findCompany throws the ApiError of any other refusal', async () => {
    const clients = await clientsFor(DEMO_USERS.market, DEMO_IDS.restaurant);
    await expect(findCompany(clients, DEMO_IDS.supermarket)).rejects.toMatchObject({ statusCode: 403, code: 'company_forbidden' });
    const unreachable = createApiClients({ apiBaseUrl: 'http://127.0.0.1:9/api', callCenterBaseUrl: 'http://127.0.0.1:9/api' }, { accessToken: () => null, companyId: () => null });
    await expect(findCompany(unreachable, DEMO_IDS.supermarket)).rejects.toMatchObject({ statusCode: 0, code: 'network' });
  });

  it('lookupMainCompany reads the main company on every attempt', async () => {
    const clients = await clientsFor(DEMO_USERS.market, null);
    let stored: string | null = null;
    expect(await lookupMainCompany(clients, () => stored)).toEqual({ kind: 'noMainCompany' });
    stored = DEMO_IDS.supermarket;
    expect(await lookupMainCompany(clients, () => stored)).toMatchObject({ kind: 'found', company: { _id: DEMO_IDS.supermarket } });
    stored = DEMO_IDS.otherRestaurant;
    expect(await lookupMainCompany(clients, () => stored)).toEqual({ kind: 'notFound' });
  });

  it('saveOpenState saves and answers the company with the change; a refusal throws its ApiError', async () => {
    const clients = await clientsFor(DEMO_USERS.market, DEMO_IDS.supermarket);
    const saved = await saveOpenState(clients, { companyId: DEMO_IDS.supermarket, isOpen: false, isManual: true });
    expect(saved).toMatchObject({ isOpen: false, isManual: true, lastOpenChange: { by: { fullname: 'Marta Mercado' }, toOpen: false, toManual: true } });
    await expect(saveOpenState(clients, { companyId: DEMO_IDS.otherRestaurant, isOpen: false, isManual: true })).rejects.toMatchObject({
      statusCode: 404,
    });
    await saveOpenState(clients, { companyId: DEMO_IDS.supermarket, isOpen: true, isManual: false });
  });

  it('the machine with the real actors closes the establishment manually and back to automatic', async () => {
    const clients = await clientsFor(DEMO_USERS.restaurant, DEMO_IDS.restaurant);
    const actor = createActor(createOpenSwitchMachine(clients, { mainCompanyId: () => DEMO_IDS.restaurant })).start();
    await waitFor(actor, (s) => s.matches({ shown: 'automatic' }));
    expect(connectOpenSwitch(actor.getSnapshot(), actor.send)).toMatchObject({ isOpen: true, isManual: false });

    actor.send({ type: 'switch.toggle', isOpen: false });
    actor.send({ type: 'confirm.accept' });
    await waitFor(actor, (s) => s.matches({ shown: 'manual' }));
    expect(connectOpenSwitch(actor.getSnapshot(), actor.send)).toMatchObject({
      isOpen: false,
      isManual: true,
      lastChange: { by: { fullname: 'Rodrigo Restaurante' }, toOpen: false, toManual: true },
      failure: null,
    });

    actor.send({ type: 'notice.accept' });
    await waitFor(actor, (s) => s.matches({ shown: 'automatic' }));
    expect(connectOpenSwitch(actor.getSnapshot(), actor.send)).toMatchObject({ isOpen: false, isManual: false, lastChange: { fromManual: true, toManual: false } });
    actor.stop();
    const row = await server.db.selectFrom('companies').select(['is_open', 'is_manual']).where('id', '=', DEMO_IDS.restaurant).executeTakeFirstOrThrow();
    expect(row).toEqual({ is_open: false, is_manual: false });
  });

  it('a refused save leaves the switch as it was and says so', async () => {
    // The partner's fallback permissions do not include accessToHoursCompany.
    const clients = await clientsFor(DEMO_USERS.partner, DEMO_IDS.partner);
    const actor = createActor(createOpenSwitchMachine(clients, { mainCompanyId: () => DEMO_IDS.partner })).start();
    await waitFor(actor, (s) => s.matches({ shown: 'automatic' }));
    actor.send({ type: 'switch.toggle', isOpen: false });
    actor.send({ type: 'confirm.accept' });
    await waitFor(actor, (s) => s.matches({ shown: 'automatic' }) && s.context.failure !== null);
    expect(connectOpenSwitch(actor.getSnapshot(), actor.send)).toMatchObject({ isOpen: true, isManual: false, failure: 'forbidden' });
    actor.stop();
  });
});
