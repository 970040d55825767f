import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../server/seed';
import { DEMO_USERS, startTestServer, testDatabaseKind, type TestServer } from './harness';

interface Application {
  _id: string;
  name: string;
  typeApp: string;
  status: string;
  upgrade: boolean;
  version: string;
  domain: string | null;
}
interface Page {
  docs: Application[];
  totalDocs: number;
  limit: number;
  page: number;
  totalPages: number;
}

let server: TestServer;
let root: string;
beforeAll(async () => {
  server = await startTestServer();
  root = await server.tokenFor(DEMO_USERS.root);
});
afterAll(() => server.close());

const get = (url: string) => server.call({ method: 'GET', url, token: root });
const names = (apps: Application[]) => apps.map((a) => a.name);

describe(`applications administration (${testDatabaseKind})`, () => {
  it('pages applications by name with pageIn and pageOut', async () => {
    const first = (await get('/v2/admin/applications/paginator')).json() as Page;
    expect(first).toMatchObject({ totalDocs: 12, limit: 10, page: 1, totalPages: 2 });
    expect(first.docs).toHaveLength(10);
    const second = (await get('/v2/admin/applications/paginator?pageIn=2&pageOut=10')).json() as Page;
    expect(second.docs).toHaveLength(2);
    const all = [...names(first.docs), ...names(second.docs)];
    expect(all).toEqual([...all].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(all).toContain('Delivery Brasil');
  });

  it('filters the pages by a name part, a status and the forced-upgrade flag', async () => {
    expect(names(((await get('/v2/admin/applications/paginator?name=MERCADO')).json() as Page).docs)).toEqual(['Mercado em Casa', 'Mercado em Casa iOS']);
    expect(names(((await get('/v2/admin/applications/paginator?status=maintenance')).json() as Page).docs)).toEqual(['Açougue do Bairro', 'Mercado em Casa iOS']);
    const upgrade = ((await get('/v2/admin/applications/paginator?upgrade=true&status=active')).json() as Page).docs;
    expect(names(upgrade)).toEqual(['Delivery Brasil iOS', 'Hortifruti Fresco', 'Mercado em Casa']);
    expect((await get('/v2/admin/applications/paginator?status=archived')).statusCode).toBe(400);
    expect((await get('/v2/admin/applications/paginator?pageOut=101')).statusCode).toBe(400);
  });

  it('lists the applications of a type and status that force an upgrade, and needs both', async () => {
    const response = await get('/v2/admin/applications/upgrade?typeApp=android&status=active');
    expect(names(response.json())).toEqual(['Hortifruti Fresco', 'Mercado em Casa']);
    const missing = await get('/v2/admin/applications/upgrade?typeApp=android');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/status/);
  });

  it('searches by a trimmed name part, and the text null means every application', async () => {
    expect(names((await get('/v2/admin/applications/search?name=%20%20casa%20')).json())).toEqual(['Mercado em Casa', 'Mercado em Casa iOS']);
    expect((await get('/v2/admin/applications/search?name=null')).json()).toHaveLength(12);
    expect((await get('/v2/admin/applications/search?name=nothing-like-this')).json()).toEqual([]);
    expect((await get('/v2/admin/applications/search')).statusCode).toBe(400);
  });

  it('answers an application\'s id and name, or 404', async () => {
    expect((await get(`/v2/admin/applications/search-name/${DEMO_IDS.application}`)).json()).toEqual({ _id: DEMO_IDS.application, name: 'Delivery Brasil' });
    const missing = await get('/v2/admin/applications/search-name/64a0000000000000000000ff');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toMatch(/application 64a0000000000000000000ff/);
  });

  it('creates, updates and deletes an application', async () => {
    const created = await server.call({
      method: 'POST', url: '/v2/admin/applications', token: root,
      payload: { name: '  Lanchonete Central ', typeApp: 'web', version: '1.0.0', domain: 'Lanches.Example.com' },
    });
    expect(created.statusCode).toBe(201);
    const app = created.json() as Application;
    expect(app).toMatchObject({ name: 'Lanchonete Central', typeApp: 'web', status: 'active', upgrade: false, version: '1.0.0', domain: 'lanches.example.com' });
    expect(created.headers.location).toBe(`/api/v2/admin/applications/${app._id}`);
    expect(names((await get('/v2/admin/applications/search?name=lanchonete')).json())).toEqual(['Lanchonete Central']);

    const updated = await server.call({ method: 'PUT', url: `/v2/admin/applications/${app._id}`, token: root, payload: { status: 'maintenance', upgrade: true } });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Lanchonete Central', status: 'maintenance', upgrade: true, domain: 'lanches.example.com' });

    expect((await server.call({ method: 'DELETE', url: `/v2/admin/applications/${app._id}`, token: root })).statusCode).toBe(204);
    expect((await get(`/v2/admin/applications/search-name/${app._id}`)).statusCode).toBe(404);
    expect((await server.call({ method: 'DELETE', url: `/v2/admin/applications/${app._id}`, token: root })).statusCode).toBe(404);
  });

  it('refuses a blank name (400), a taken name or domain (409), and leaves the application as it was', async () => {
    const post = (payload: object) => server.call({ method: 'POST', url: '/v2/admin/applications', token: root, payload });
    const blank = await post({ name: '   ', typeApp: 'ios', version: '1' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('name is required');
    const taken = await post({ name: 'delivery brasil', typeApp: 'ios', version: '1' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'name_taken' });
    const domain = await post({ name: 'Outro', typeApp: 'ios', version: '1', domain: 'DELIVERY.example.com' });
    expect(domain.json()).toMatchObject({ code: 'domain_taken' });
    expect((await post({ name: 'Outro', typeApp: 'desktop', version: '1' })).statusCode).toBe(400);
    expect((await post({ name: 'Outro', typeApp: 'ios' })).json().message).toMatch(/version/);

    const [mercado] = (await get('/v2/admin/applications/search?name=Mercado em Casa iOS')).json() as Application[];
    const rename = await server.call({ method: 'PUT', url: `/v2/admin/applications/${mercado?._id}`, token: root, payload: { name: 'Cantina Online', status: 'active' } });
    expect(rename.statusCode).toBe(409);
    expect((await get(`/v2/admin/applications/search-name/${mercado?._id}`)).json().name).toBe('Mercado em Casa iOS');
    const unchanged = (await get('/v2/admin/applications/search?name=Mercado em Casa iOS')).json() as Application[];
    expect(unchanged[0]?.status).toBe('maintenance');
    const empty = await server.call({ method: 'PUT', url: `/v2/admin/applications/${mercado?._id}`, token: root, payload: {} });
    expect(empty.statusCode).toBe(400);
    const unknown = await server.call({ method: 'PUT', url: '/v2/admin/applications/64a0000000000000000000ff', token: root, payload: { upgrade: true } });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers a create sent again with its Idempotency-Key with the application it made, and refuses the key with another body (422)', async () => {
    const key = `application-${testDatabaseKind}-${Date.now()}`;
    const payload = { name: 'Padaria Repetida', typeApp: 'web', version: '1.0.0' };
    const create = (body: object) => server.call({ method: 'POST', url: '/v2/admin/applications', token: root, headers: { 'idempotency-key': key }, payload: body });
    const first = await create(payload);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await create({ ...payload });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers.location).toBe(first.headers.location);
    expect(again.json()).toEqual(first.json());
    expect(((await get('/v2/admin/applications/search?name=Padaria Repetida')).json() as Application[]).map((a) => a._id)).toEqual([(first.json() as Application)._id]);

    const other = await create({ ...payload, name: 'Padaria Outra' });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'idempotency_key_reused' });
    expect((await get('/v2/admin/applications/search?name=Padaria Outra')).json()).toEqual([]);
  });

  it('refuses to delete an application that still has companies or users', async () => {
    const response = await server.call({ method: 'DELETE', url: `/v2/admin/applications/${DEMO_IDS.application}`, token: root });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'application_in_use' });
    expect(response.json().message).toMatch(/4 company\(ies\) and 1 user/);
    expect((await get(`/v2/admin/applications/search-name/${DEMO_IDS.application}`)).statusCode).toBe(200);
  });

  it('sets and removes privacy terms by user type, which the public page reads', async () => {
    const created = (await server.call({
      method: 'POST', url: '/v2/admin/applications', token: root,
      payload: { name: 'Termos Teste', typeApp: 'android', version: '1.0.0', privacyTerms: { default: 'Termos gerais.', customer: 'Termos do cliente.' } },
    })).json() as Application;
    const terms = (userType?: string) =>
      server.call({ method: 'GET', url: `/v1/food/privacy-terms/${created._id}${userType ? `?userType=${userType}` : ''}` });
    expect((await terms('customer')).json()).toMatchObject({ userType: 'customer', terms: 'Termos do cliente.' });
    await server.call({ method: 'PUT', url: `/v2/admin/applications/${created._id}`, token: root, payload: { privacyTerms: { customer: null, default: 'Novos termos.' } } });
    expect((await terms('customer')).json()).toMatchObject({ userType: null, terms: 'Novos termos.' });
    const blank = await server.call({ method: 'PUT', url: `/v2/admin/applications/${created._id}`, token: root, payload: { privacyTerms: { default: '  ' } } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toMatch(/privacyTerms.default/);
    expect((await terms()).json().terms).toBe('Novos termos.');
  });

  it('is for root only', async () => {
    for (const email of [DEMO_USERS.restaurant, DEMO_USERS.franchise]) {
      const token = await server.tokenFor(email);
      expect((await server.call({ method: 'GET', url: '/v2/admin/applications/paginator', token })).statusCode).toBe(403);
      expect((await server.call({ method: 'POST', url: '/v2/admin/applications', token, payload: { name: 'X', typeApp: 'web', version: '1' } })).statusCode).toBe(403);
    }
    expect((await server.call({ method: 'GET', url: '/v2/admin/applications/search?name=null' })).statusCode).toBe(401);
  });
});
