import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../server/seed';
import { DEMO_USERS, startTestServer, testDatabaseKind, type TestServer } from './harness';

interface Contact {
  _id: string;
  name: string;
  phone: string;
  userId: string | null;
  companyId: string | null;
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function list(email: string, query = '', company?: string) {
  const token = await server.tokenFor(email);
  const response = await server.call({ method: 'GET', url: `/contact${query}`, token, ...(company ? { company } : {}) });
  expect(response.statusCode).toBe(200);
  return response.json() as { docs: Contact[]; totalDocs: number; limit: number; page: number; totalPages: number };
}

describe(`contacts (${testDatabaseKind})`, () => {
  it('lists the company\'s contacts by name, one page at a time', async () => {
    const all = await list(DEMO_USERS.restaurant);
    expect(all).toMatchObject({ totalDocs: 6, limit: 20, page: 1, totalPages: 1 });
    const names = all.docs.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(all.docs.every((c) => c.companyId === DEMO_IDS.restaurant)).toBe(true);
    const second = await list(DEMO_USERS.restaurant, '?limit=4&page=2');
    expect(second).toMatchObject({ totalDocs: 6, limit: 4, page: 2, totalPages: 2 });
    expect(second.docs.map((c) => c.name)).toEqual(names.slice(4));
  });

  it('filters by a name part whatever the case, by phone digits and by user', async () => {
    expect((await list(DEMO_USERS.restaurant, '?name=ROCHA')).docs.map((c) => c.name)).toEqual(['Gisele Rocha']);
    expect((await list(DEMO_USERS.restaurant, '?phone=650003')).docs.map((c) => c.name)).toEqual(['Débora Martins']);
    expect((await list(DEMO_USERS.restaurant, '?userId=65d000000000000000000002')).docs.map((c) => c.name)).toEqual(['Carlos Eduardo Nunes']);
    expect((await list(DEMO_USERS.restaurant, '?name=%25')).totalDocs).toBe(0);
  });

  it('shows each caller only its companies\' contacts', async () => {
    expect((await list(DEMO_USERS.market)).docs.map((c) => c.name)).toEqual(['Irene Cardoso', 'Jorge Mendes', 'Larissa Pinto']);
    expect((await list(DEMO_USERS.root, '?limit=100')).totalDocs).toBeGreaterThanOrEqual(10);
    expect((await list(DEMO_USERS.franchise)).totalDocs).toBe(9);
    expect((await list(DEMO_USERS.franchise, '', DEMO_IDS.supermarket)).totalDocs).toBe(3);
  });

  it('creates a contact with a Location, and refuses the same phone twice in one company (409)', async () => {
    const token = await server.tokenFor(DEMO_USERS.restaurant);
    const created = await server.call({ method: 'POST', url: '/contact', token, payload: { name: '  Nova Cliente ', phone: '5511912340000', userId: 'cust-9' } });
    expect(created.statusCode).toBe(201);
    const contact = created.json() as Contact;
    expect(contact).toMatchObject({ name: 'Nova Cliente', phone: '5511912340000', userId: 'cust-9', companyId: DEMO_IDS.restaurant });
    expect(created.headers.location).toBe(`/api/contact/${contact._id}`);
    expect((await list(DEMO_USERS.restaurant, '?phone=5511912340000')).docs.map((c) => c._id)).toEqual([contact._id]);

    const again = await server.call({ method: 'POST', url: '/contact', token, payload: { name: 'Outra', phone: '5511912340000' } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'phone_taken' });

    const market = await server.tokenFor(DEMO_USERS.market);
    const elsewhere = await server.call({ method: 'POST', url: '/contact', token: market, payload: { name: 'Nova Cliente', phone: '5511912340000' } });
    expect(elsewhere.statusCode).toBe(201);
    expect(elsewhere.json()).toMatchObject({ companyId: DEMO_IDS.supermarket, userId: null });
  });

  it('answers a create sent again with its Idempotency-Key with the contact it made, and refuses the key with another body (422)', async () => {
    const token = await server.tokenFor(DEMO_USERS.restaurant);
    const key = `contact-${testDatabaseKind}-${Date.now()}`;
    const payload = { name: 'Cliente Repetida', phone: '5511912349000', userId: 'cust-10' };
    const create = (body: object) => server.call({ method: 'POST', url: '/contact', token, headers: { 'idempotency-key': key }, payload: body });
    const first = await create(payload);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await create({ ...payload });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers.location).toBe(first.headers.location);
    expect(again.json()).toEqual(first.json());
    const rows = await server.db.selectFrom('contacts').select('id').where('phone', '=', payload.phone).execute();
    expect(rows.map((row) => row.id)).toEqual([(first.json() as Contact)._id]);

    const other = await create({ ...payload, phone: '5511912349001' });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'idempotency_key_reused' });
    expect((await list(DEMO_USERS.restaurant, '?phone=5511912349001')).totalDocs).toBe(0);
  });

  it('answers 400 naming the field for a blank name or a phone that is not 10 to 13 digits', async () => {
    const token = await server.tokenFor(DEMO_USERS.restaurant);
    const blank = await server.call({ method: 'POST', url: '/contact', token, payload: { name: '   ', phone: '5511912340001' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('name is required');
    for (const phone of ['551191234', '55119123400011', '(11) 91234-0001']) {
      const response = await server.call({ method: 'POST', url: '/contact', token, payload: { name: 'X', phone } });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/phone/);
    }
  });

  it('asks a caller of several companies to name one with the Company header', async () => {
    const token = await server.tokenFor(DEMO_USERS.application);
    const response = await server.call({ method: 'POST', url: '/contact', token, payload: { name: 'X', phone: '5511912340002' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'company_required' });
    const named = await server.call({ method: 'POST', url: '/contact', token, company: DEMO_IDS.otherRestaurant, payload: { name: 'X', phone: '5511912340002' } });
    expect(named.json()).toMatchObject({ companyId: DEMO_IDS.otherRestaurant });
  });

  it('deletes a contact of the caller\'s company; another company\'s answers 404 and stays', async () => {
    const token = await server.tokenFor(DEMO_USERS.restaurant);
    const [first] = (await list(DEMO_USERS.restaurant, '?name=Hugo')).docs;
    expect((await server.call({ method: 'DELETE', url: `/contact/${first?._id}`, token })).statusCode).toBe(204);
    expect((await list(DEMO_USERS.restaurant, '?name=Hugo')).totalDocs).toBe(0);
    expect((await server.call({ method: 'DELETE', url: `/contact/${first?._id}`, token })).statusCode).toBe(404);

    const [foreign] = (await list(DEMO_USERS.market, '?name=Irene')).docs;
    const refused = await server.call({ method: 'DELETE', url: `/contact/${foreign?._id}`, token });
    expect(refused.statusCode).toBe(404);
    expect((await list(DEMO_USERS.market, '?name=Irene')).totalDocs).toBe(1);
  });

  it('refuses callers without a contacts permission, even with the messages one', async () => {
    const staff = await server.tokenFor(DEMO_USERS.staff);
    expect((await server.call({ method: 'GET', url: '/contact', token: staff })).statusCode).toBe(403);
    expect((await server.call({ method: 'GET', url: '/whatsapp', token: staff })).statusCode).toBe(200);
    const partner = await server.tokenFor(DEMO_USERS.partner);
    expect((await server.call({ method: 'POST', url: '/contact', token: partner, payload: { name: 'X', phone: '5511912340003' } })).statusCode).toBe(403);
    expect((await server.call({ method: 'GET', url: '/contact' })).statusCode).toBe(401);
  });
});
