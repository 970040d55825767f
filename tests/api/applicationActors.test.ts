import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication, deleteApplication, getApplicationName, listApplicationUpgrades, paginateApplications, searchApplications, updateApplication } from '../../src/api/applicationActors';
import { getDefaultPrivacyTerms } from '../../src/api/publicActors';
import { DEMO_APPLICATION_IDS } from '../../server/seedCallCenter';
import { DEMO_IDS } from '../../server/seed';
import { DEMO_USERS } from '../server/harness';
import { listeningApi, type ListeningApi } from '../bindings/listening';

// The real actors over the real API: the reference server listening on loopback.
let api: ListeningApi;
beforeAll(async () => {
  api = await listeningApi();
});
afterAll(() => api.server.close());

describe('application actors (root)', () => {
  it('page, search, look up upgrades, create, update and delete applications', async () => {
    const urls: string[] = [];
    const clients = await api.clientsOf({ email: DEMO_USERS.root }, urls);
    const page = await paginateApplications(clients, { pageIn: 1, pageOut: 5, status: 'active' });
    expect(page.items).toHaveLength(5);
    expect(page.items.every((app) => app.status === 'active')).toBe(true);

    urls.length = 0;
    expect((await searchApplications(clients, '   ')).length).toBe(12);
    expect(new URL(urls[0] ?? '').searchParams.get('name')).toBe('null');
    expect((await searchApplications(clients, ' mercado ')).map((app) => app.name)).toEqual(['Mercado em Casa', 'Mercado em Casa iOS']);
    expect(new URL(urls[1] ?? '').searchParams.get('name')).toBe('mercado');

    expect((await listApplicationUpgrades(clients, { typeApp: 'android', status: 'active' })).map((app) => app.name)).toEqual(['Hortifruti Fresco', 'Mercado em Casa']);

    const created = await createApplication(clients, { name: 'Empório', typeApp: 'web', version: '1.0.0', privacyTerms: { default: 'Termos do Empório.' } });
    expect(await getApplicationName(clients, created._id)).toEqual({ _id: created._id, name: 'Empório' });
    expect(await getDefaultPrivacyTerms(clients, created._id)).toBe('Termos do Empório.');
    await expect(createApplication(clients, { name: 'empório', typeApp: 'ios', version: '1' })).rejects.toMatchObject({ statusCode: 409, code: 'name_taken' });
    const updated = await updateApplication(clients, created._id, { version: '1.1.0', privacyTerms: { default: null } });
    expect(updated.version).toBe('1.1.0');
    expect(await getDefaultPrivacyTerms(clients, created._id)).toBeNull();
    await deleteApplication(clients, created._id);
    await expect(deleteApplication(clients, DEMO_APPLICATION_IDS.deliveryBrasil)).rejects.toMatchObject({ statusCode: 409, code: 'application_in_use' });
  });

  it('a company user is refused with 403', async () => {
    const clients = await api.clientsOf({ email: DEMO_USERS.restaurant, company: DEMO_IDS.restaurant });
    await expect(paginateApplications(clients, { pageIn: 1, pageOut: 10 })).rejects.toMatchObject({ statusCode: 403 });
  });
});
