import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createApplication, deleteApplication, getApplicationName, listApplicationUpgrades, paginateApplications, searchApplications, updateApplication } from '../../src/api/applicationActors';
import { createApiClients } from '../../src/api/client';
import { getDefaultPrivacyTerms } from '../../src/api/publicActors';
import { createApplicationDialogMachine } from '../../src/bindings/applications';
import type { ValidApplicationForm } from '../../src/domain/applications';
import { DEMO_APPLICATION_IDS } from '../../server/seedCallCenter';
import { DEMO_IDS } from '../../server/seed';
import { DEMO_USERS } from '../server/harness';
import { waitFor } from '../support/waitFor';
import { listeningApi, OVER_THE_SERVER, type ListeningApi } from '../bindings/listening';
import { losingFirstAnswer } from './lostAnswer';

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

  it('the dialog answers a create whose answer was lost on Save again with the same key, not refused as name_taken', async () => {
    const { posts, fetch: losing } = losingFirstAnswer('/api/v2/admin/applications');
    const token = await api.server.tokenFor(DEMO_USERS.root);
    const baseUrl = `${api.server.app.listeningOrigin}/api`;
    const clients = createApiClients({ apiBaseUrl: baseUrl, callCenterBaseUrl: baseUrl }, { accessToken: () => token, companyId: () => null }, { fetch: losing });
    const saved: string[] = [];
    const dialog = createActor(createApplicationDialogMachine(clients).provide({ actions: { notifySaved: (_, { saved: application }) => saved.push(application._id) } })).start();
    dialog.send({ type: 'user.open', subject: null });
    const values: ValidApplicationForm = { name: 'Quitanda Retentativa', typeApp: 'web', status: 'active', upgrade: false, version: '1.0.0', domain: '', privacyTerms: '' };
    dialog.send({ type: 'user.save', values });
    const failed = await waitFor(dialog, (s) => s.context.failure !== null, OVER_THE_SERVER);
    expect(failed.context.failure).toMatchObject({ statusCode: 0, code: 'network' });
    dialog.send({ type: 'user.save', values: { ...values } });
    await waitFor(dialog, () => saved.length === 1, OVER_THE_SERVER);
    expect(posts).toHaveLength(2);
    expect(posts[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(posts[1]).toEqual({ key: posts[0]?.key, replayed: 'true' });
    expect((await searchApplications(clients, 'Quitanda Retentativa')).map((app) => app._id)).toEqual(saved);
    dialog.stop();
    await deleteApplication(clients, saved[0] ?? '');
  });

  it('a company user is refused with 403', async () => {
    const clients = await api.clientsOf({ email: DEMO_USERS.restaurant, company: DEMO_IDS.restaurant });
    await expect(paginateApplications(clients, { pageIn: 1, pageOut: 10 })).rejects.toMatchObject({ statusCode: 403 });
  });
});
