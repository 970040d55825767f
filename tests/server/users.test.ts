import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../server/seed';
import { DEMO_USERS, startTestServer, testDatabaseKind, type TestServer } from './harness';

let server: TestServer;
let root: string;
beforeAll(async () => {
  server = await startTestServer();
  root = await server.tokenFor(DEMO_USERS.root);
});
afterAll(() => server.close());

/** The id of a permission by its name, as the catalogue call answers it. */
async function permissionId(name: string): Promise<string> {
  const row = await server.db.selectFrom('permissions').select('id').where('name', '=', name).executeTakeFirstOrThrow();
  return String(row.id);
}

const find = (body: object) => server.call({ method: 'POST', url: '/acl/users/findUsers', token: root, payload: body });

describe(`user administration (${testDatabaseKind})`, () => {
  it('pages users with a total count, 0-based pages and the default id order', async () => {
    const first = (await find({ pageNumber: 0, pageSize: 10 })).json();
    expect(first.totalCount).toBe(47);
    expect(first.items).toHaveLength(10);
    const ids = first.items.map((u: { id: string }) => Number(u.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const last = (await find({ pageNumber: 4, pageSize: 10 })).json();
    expect(last.items).toHaveLength(7);
  });

  it('searches the same text across lastName, username, email and fillname', async () => {
    const text = 'mercado';
    const body = (await find({ filter: { lastName: text, username: text, email: text, fillname: text }, pageNumber: 0, pageSize: 10 })).json();
    expect(body.items.map((u: { email: string }) => u.email)).toEqual([DEMO_USERS.market]);
    expect(body.totalCount).toBe(1);
  });

  it('takes LIKE wildcards in a search literally', async () => {
    const body = (await find({ filter: { username: '%' }, pageNumber: 0, pageSize: 10 })).json();
    expect(body.totalCount).toBe(0);
  });

  it('sorts by any listed field both ways and refuses an unknown one', async () => {
    const asc = (await find({ sortField: 'email', sortOrder: 'asc', pageNumber: 0, pageSize: 100 })).json();
    const emails = asc.items.map((u: { email: string }) => u.email);
    expect(emails).toEqual([...emails].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    const desc = (await find({ sortField: 'email', sortOrder: 'desc', pageNumber: 0, pageSize: 100 })).json();
    expect(desc.items.map((u: { email: string }) => u.email)).toEqual([...emails].reverse());
    const bad = await find({ sortField: 'password_hash', pageNumber: 0, pageSize: 10 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/sortField/);
  });

  it('refuses a page size over 100 naming the field', async () => {
    const response = await find({ pageNumber: 0, pageSize: 1000 });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/pageSize/);
  });

  it('creates, reads, updates with address and roles, and deletes a user', async () => {
    const created = await server.call({
      method: 'POST',
      url: '/users',
      token: root,
      payload: { email: 'criado@example.com', password: 'vento-azul-42', username: 'criado', fullname: 'Criado Agora', roles: ['2'] },
    });
    expect(created.statusCode).toBe(201);
    const user = created.json();
    expect(user.roles).toEqual(['2']);
    expect(user._id).toBe(user.id);

    const address = { addressLine: 'Rua das Flores, 10', city: 'São Paulo', state: 'SP', postCode: '01000-000' };
    const updated = await server.call({
      method: 'PUT',
      url: '/acl/users',
      token: root,
      payload: { id: user.id, fullname: 'Criado Depois', address, socialNetworks: { instagram: '@criado' }, roles: [] },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ fullname: 'Criado Depois', address, socialNetworks: { instagram: '@criado' }, roles: [] });

    const read = await server.call({ method: 'GET', url: `/acl/users/${user.id}`, token: root });
    expect(read.json().fullname).toBe('Criado Depois');

    expect((await server.call({ method: 'DELETE', url: `/users/${user.id}`, token: root })).statusCode).toBe(204);
    const gone = await server.call({ method: 'GET', url: `/acl/users/${user.id}`, token: root });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(`The requested user ${user.id} is not found`);
  });

  it('keeps the user unchanged when an update names an unknown role', async () => {
    const before = (await server.call({ method: 'GET', url: '/acl/users/4', token: root })).json();
    const response = await server.call({ method: 'PUT', url: '/users/4', token: root, payload: { fullname: 'Outro Nome', roles: ['999'] } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/roles/);
    const after = (await server.call({ method: 'GET', url: '/acl/users/4', token: root })).json();
    expect(after).toEqual(before);
  });

  it('refuses a name that is only spaces, naming the field', async () => {
    const response = await server.call({ method: 'PUT', url: '/users/4', token: root, payload: { fullname: '     ' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('fullname: minimum length is 3');
  });

  it('answers 409 when an update takes another user\'s e-mail', async () => {
    const response = await server.call({ method: 'PUT', url: '/users/4', token: root, payload: { email: DEMO_USERS.market } });
    expect(response.statusCode).toBe(409);
  });

  it('treats e-mail and username as taken regardless of case, naming the field', async () => {
    const email = await server.call({
      method: 'POST',
      url: '/acl/users',
      token: root,
      payload: { email: DEMO_USERS.market.toUpperCase(), password: 'vento-azul-42', username: 'outro.nome', fullname: 'Outro Nome' },
    });
    expect(email.statusCode).toBe(409);
    expect(email.json()).toMatchObject({ code: 'email_taken' });
    expect(email.json().message).toMatch(/^email /);
    const username = await server.call({ method: 'PUT', url: '/acl/users', token: root, payload: { id: '4', username: 'MARKET' } });
    expect(username.statusCode).toBe(409);
    expect(username.json()).toMatchObject({ code: 'username_taken' });
  });

  it('creates one user when the same e-mail is sent several times at once; the others get 409, never 500', async () => {
    const payload = { email: 'corrida@example.com', password: 'vento-azul-42', username: 'corrida', fullname: 'Corrida Junta' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => server.call({ method: 'POST', url: '/acl/users', token: root, payload })));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    const created = answers.find((a) => a.statusCode === 201)?.json();
    expect((await server.call({ method: 'DELETE', url: `/users/${created.id}`, token: root })).statusCode).toBe(204);
  });

  it("ends the user's sessions when an administrator sets a new password", async () => {
    const staff = await server.signIn(DEMO_USERS.staff);
    expect((await server.call({ method: 'GET', url: '/acl/users', token: staff })).statusCode).toBe(200);
    const me = (await server.call({ method: 'GET', url: '/acl/users', token: staff })).json();
    const changed = await server.call({ method: 'PUT', url: '/acl/users', token: root, payload: { id: me.id, password: 'nova-senha-1' } });
    expect(changed.statusCode).toBe(200);
    expect((await server.call({ method: 'GET', url: '/acl/users', token: staff })).statusCode).toBe(401);
  });

  it('does not let a non-root administrator hand out, through a user, a role with permissions it lacks', async () => {
    const app = await server.tokenFor(DEMO_USERS.application);
    // A user the application user may act on: in one of its companies, holding only what it holds.
    const role = await server.call({ method: 'POST', url: '/acl/roles', token: root, payload: { title: 'Só global', permissions: [await permissionId('accessToGlobal')] } });
    expect(role.statusCode).toBe(201);
    const within = await server.call({
      method: 'POST',
      url: '/acl/users',
      token: root,
      payload: { email: 'global.so@example.com', password: 'vento-azul-42', username: 'global.so', fullname: 'Global Só', company: DEMO_IDS.restaurant, roles: [role.json().id] },
    });
    expect(within.statusCode).toBe(201);
    const id = within.json().id as string;
    const before = (await server.call({ method: 'GET', url: `/acl/users/${id}`, token: root })).json();
    const refused = await server.call({ method: 'PUT', url: '/acl/users', token: app, payload: { id, roles: ['1'] } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'permission_not_held' });
    const created = await server.call({
      method: 'POST',
      url: '/acl/users',
      token: app,
      payload: { email: 'escalada@example.com', password: 'vento-azul-42', username: 'escalada', fullname: 'Escalada Não', company: DEMO_IDS.restaurant, roles: ['1'] },
    });
    expect(created.statusCode).toBe(403);
    expect((await server.call({ method: 'GET', url: `/acl/users/${id}`, token: root })).json()).toEqual(before);
    // What it holds it may keep giving; once root raises the user above it, the user is out of its reach.
    expect((await server.call({ method: 'PUT', url: '/acl/users', token: app, payload: { id, fullname: 'Global Só Mesmo', roles: before.roles } })).statusCode).toBe(200);
    expect((await server.call({ method: 'PUT', url: '/acl/users', token: root, payload: { id, roles: ['1'] } })).statusCode).toBe(200);
    const above = await server.call({ method: 'PUT', url: '/acl/users', token: app, payload: { id, fullname: 'Global Só', roles: ['1'] } });
    expect(above.statusCode).toBe(403);
    expect(above.json()).toMatchObject({ code: 'target_above_caller' });
    expect((await server.call({ method: 'DELETE', url: `/users/${id}`, token: root })).statusCode).toBe(204);
    expect((await server.call({ method: 'DELETE', url: `/acl/roles/${role.json().id}`, token: root })).statusCode).toBe(204);
  });

  it('gives every demo user a full address, so that any of them can be edited and saved as it is', async () => {
    const all = (await find({ pageNumber: 0, pageSize: 100 })).json();
    expect(all.items).toHaveLength(47);
    for (const user of all.items as { email: string; address: Record<string, string> | null }[]) {
      expect(user.address, user.email).not.toBeNull();
      expect(Object.keys(user.address ?? {}).sort(), user.email).toEqual(['addressLine', 'city', 'postCode', 'state']);
      expect(Object.values(user.address ?? {}).every((value) => value.trim().length > 0), user.email).toBe(true);
    }
    expect(all.items.find((u: { email: string }) => u.email === DEMO_USERS.root).address).toEqual({
      addressLine: 'Rua Augusta, 100',
      city: 'São Paulo',
      state: 'SP',
      postCode: '01300-000',
    });
  });

  it('answers 404 for ids that are not users', async () => {
    for (const id of ['99999', 'abc', '0']) {
      expect((await server.call({ method: 'GET', url: `/acl/users/${id}`, token: root })).statusCode).toBe(404);
    }
  });

  it('pages through the user service paginator with filters', async () => {
    const page = (await server.call({ method: 'GET', url: '/users/paginator/?pageIn=2&pageOut=5', token: root })).json();
    expect(page).toMatchObject({ totalDocs: 47, limit: 5, page: 2, totalPages: 10 });
    expect(page.docs).toHaveLength(5);
    const byPerson = (await server.call({ method: 'GET', url: '/users/paginator/?pageIn=1&pageOut=10&person=Franquia', token: root })).json();
    expect(byPerson.docs.map((u: { email: string }) => u.email)).toEqual([DEMO_USERS.franchise]);
  });

  it('lists users with a limit', async () => {
    const list = await server.call({ method: 'GET', url: '/users?limit=3', token: root });
    expect(list.json()).toHaveLength(3);
  });

  it('does not let root delete itself', async () => {
    const me = (await server.call({ method: 'GET', url: '/acl/users', token: root })).json();
    expect((await server.call({ method: 'DELETE', url: `/acl/users/${me.id}`, token: root })).statusCode).toBe(409);
  });
});
