import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../server/seed';
import { DEMO_USERS, insertUser, PASSWORD, startTestServer, testDatabaseKind, type TestServer } from './harness';
import { makeCompanyUser } from './security/callers';

// Who may act on whom (DESIGN.md): a caller acts on a user only when the user's permissions are
// all the caller's and its companies are all within the caller's; only root changes a root user;
// the last root user is never deleted nor demoted; lists show a caller who is not root only the
// users of its companies.

let server: TestServer;
let root: string;
let app: string;
const OTHER_APPLICATION = '64a0000000000000000000f2';
const OTHER_COMPANY = '64c0000000000000000000f2';
let rootId: string;
let otherAppUserId: number;

async function idOf(email: string): Promise<string> {
  const row = await server.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return String(row.id);
}

async function rootRecord(): Promise<Record<string, unknown>> {
  const row = await server.db.selectFrom('users').selectAll().where('is_root', '=', true).orderBy('id').executeTakeFirstOrThrow();
  const roles = await server.db.selectFrom('user_roles').select('role_id').where('user_id', '=', row.id).execute();
  return { ...row, roles: roles.map((r) => r.role_id) };
}

const signInAs = (email: string, password = PASSWORD) =>
  server.call({ method: 'POST', url: '/users/auth-admin', payload: { email, password, type: 'admin' } });

beforeAll(async () => {
  server = await startTestServer();
  root = await server.tokenFor(DEMO_USERS.root);
  app = await server.tokenFor(DEMO_USERS.application);
  rootId = await idOf(DEMO_USERS.root);
  // A second application with a company and a user of its own: outside the demo application user's reach.
  await server.db.insertInto('applications').values({ id: OTHER_APPLICATION, name: 'Outro App', type_app: 'web', version: '1.0.0', domain: null }).execute();
  await server.db
    .insertInto('companies')
    .values({ id: OTHER_COMPANY, name: 'Pizzaria Distante', type: 'restaurant', shopping_flow: null, application_id: OTHER_APPLICATION, franchise_id: null })
    .execute();
  otherAppUserId = await makeCompanyUser(server.db, 'distante', OTHER_COMPANY);
});
afterAll(() => server.close());

describe(`who may act on whom (${testDatabaseKind})`, () => {
  it('does not let the application user take over, cut down or delete root', async () => {
    const before = await rootRecord();
    const password = await server.call({ method: 'PUT', url: `/users/${rootId}`, token: app, payload: { password: 'tomada-de-conta-1' } });
    expect(password.statusCode).toBe(403);
    expect(password.json()).toMatchObject({ code: 'target_is_root' });
    const email = await server.call({ method: 'PUT', url: '/acl/users', token: app, payload: { id: rootId, email: 'atacante@example.com' } });
    expect(email.statusCode).toBe(403);
    expect(email.json()).toMatchObject({ code: 'target_is_root' });
    const roles = await server.call({ method: 'PUT', url: `/users/${rootId}`, token: app, payload: { roles: ['4'] } });
    expect(roles.statusCode).toBe(403);
    expect(roles.json()).toMatchObject({ code: 'target_is_root' });
    for (const url of [`/users/${rootId}`, `/acl/users/${rootId}`]) {
      const deleted = await server.call({ method: 'DELETE', url, token: app });
      expect(deleted.statusCode).toBe(403);
      expect(deleted.json()).toMatchObject({ code: 'target_is_root' });
    }
    expect(await rootRecord()).toEqual(before);
    expect((await signInAs(DEMO_USERS.root, 'tomada-de-conta-1')).statusCode).toBe(401);
    expect((await signInAs(DEMO_USERS.root)).statusCode).toBe(200);
  });

  it('refuses a write on a user holding permissions the caller lacks, naming them, and saves nothing', async () => {
    const restaurant = await idOf(DEMO_USERS.restaurant);
    const refused = await server.call({ method: 'PUT', url: `/users/${restaurant}`, token: app, payload: { fullname: 'Outro Nome' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('target_above_caller');
    expect(refused.json().message).toContain('accessToFoodOrders');
    const read = await server.call({ method: 'GET', url: `/acl/users/${restaurant}`, token: app });
    expect(read.statusCode).toBe(200);
    expect(read.json().fullname).toBe('Rodrigo Restaurante');
  });

  it("keeps the application user's writes within its application's companies", async () => {
    const role = await server.call({ method: 'POST', url: '/acl/roles', token: root, payload: { title: 'Equipe global', permissions: [await permissionId('accessToGlobal')] } });
    const base = { password: 'vento-azul-42', roles: [role.json().id as string] };
    // Another application's company: refused on create, and on an update of the caller itself.
    const elsewhere = await server.call({
      method: 'POST',
      url: '/users',
      token: app,
      payload: { ...base, email: 'fora@example.com', username: 'fora', fullname: 'Fora Daqui', company: OTHER_COMPANY },
    });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json()).toMatchObject({ code: 'company_forbidden' });
    const appId = await idOf(DEMO_USERS.application);
    const escape = await server.call({ method: 'PUT', url: `/users/${appId}`, token: app, payload: { company: OTHER_COMPANY } });
    expect(escape.statusCode).toBe(403);
    expect(escape.json()).toMatchObject({ code: 'company_forbidden' });
    expect((await server.db.selectFrom('users').select('company_id').where('id', '=', Number(appId)).executeTakeFirstOrThrow()).company_id).toBeNull();
    // No company at all is no company of its own: root's to administer.
    const nowhere = await server.call({ method: 'POST', url: '/users', token: app, payload: { ...base, email: 'sem@example.com', username: 'sem.empresa', fullname: 'Sem Empresa' } });
    expect(nowhere.statusCode).toBe(403);
    expect(nowhere.json()).toMatchObject({ code: 'target_outside_tenancy' });
    expect(await server.db.selectFrom('users').select('id').where('email', 'in', ['fora@example.com', 'sem@example.com']).execute()).toEqual([]);
    // Within its companies and its permissions: created, changed, moved between its companies, deleted.
    const created = await server.call({
      method: 'POST',
      url: '/users',
      token: app,
      payload: { ...base, email: 'dentro@example.com', username: 'dentro', fullname: 'Dentro Daqui', company: DEMO_IDS.restaurant },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    expect((await server.call({ method: 'PUT', url: `/users/${id}`, token: app, payload: { company: DEMO_IDS.supermarket } })).statusCode).toBe(200);
    const moved = await server.call({ method: 'PUT', url: `/users/${id}`, token: app, payload: { company: OTHER_COMPANY } });
    expect(moved.statusCode).toBe(403);
    const dropped = await server.call({ method: 'PUT', url: `/users/${id}`, token: app, payload: { company: null } });
    expect(dropped.statusCode).toBe(403);
    expect(dropped.json()).toMatchObject({ code: 'target_outside_tenancy' });
    expect((await server.call({ method: 'GET', url: `/acl/users/${id}`, token: root })).json().company._id).toBe(DEMO_IDS.supermarket);
    // Another application's user is neither changed nor read.
    const other = await server.call({ method: 'PUT', url: `/users/${otherAppUserId}`, token: app, payload: { fullname: 'Mudado' } });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ code: 'target_outside_tenancy' });
    expect((await server.call({ method: 'GET', url: `/acl/users/${otherAppUserId}`, token: app })).statusCode).toBe(403);
    expect((await server.call({ method: 'DELETE', url: `/users/${id}`, token: app })).statusCode).toBe(204);
  });

  it('shows a caller who is not root only the users of its companies, itself included', async () => {
    const companyless = await server.call({
      method: 'POST',
      url: '/acl/users',
      payload: { email: 'cadastro@example.com', password: 'vento-azul-42', username: 'cadastro', fullname: 'Cadastro Livre' },
    });
    expect(companyless.statusCode).toBe(201);
    const everyone = await server.db.selectFrom('users').select(['id', 'email', 'username', 'fullname', 'is_root', 'company_id', 'is_application']).execute();
    const demoCompanies: string[] = Object.values(DEMO_IDS).filter((id) => id !== DEMO_IDS.application && id !== DEMO_IDS.franchise);
    // Written from the rule: the caller, and users (not root) whose companies are all the demo application's.
    const franchiseUser = await idOf(DEMO_USERS.franchise);
    const expected = everyone
      .filter(
        (u) =>
          u.email === DEMO_USERS.application ||
          (!u.is_root && ((u.company_id !== null && demoCompanies.includes(u.company_id)) || String(u.id) === franchiseUser)),
      )
      .map((u) => u.email)
      .sort();
    expect(expected).not.toContain(DEMO_USERS.root);
    expect(expected).not.toContain('distante@example.com');
    expect(expected).not.toContain('cadastro@example.com');
    const found = await server.call({ method: 'POST', url: '/acl/users/findUsers', token: app, payload: { pageNumber: 0, pageSize: 100 } });
    expect(found.json().totalCount).toBe(expected.length);
    expect(found.json().items.map((u: { email: string }) => u.email).sort()).toEqual(expected);
    const listed = await server.call({ method: 'GET', url: '/users?limit=500', token: app });
    expect(listed.json().map((u: { email: string }) => u.email).sort()).toEqual(expected);
    const paged = await server.call({ method: 'GET', url: '/users/paginator/?pageIn=1&pageOut=100', token: app });
    expect(paged.json().totalDocs).toBe(expected.length);
    expect(paged.json().docs.map((u: { email: string }) => u.email).sort()).toEqual(expected);
    // A search and a sort keep to the same users.
    const search = await server.call({
      method: 'POST',
      url: '/acl/users/findUsers',
      token: app,
      payload: { filter: { username: 'ri', email: 'ri', fullname: 'ri' }, sortField: 'email', sortOrder: 'desc', pageNumber: 0, pageSize: 5 },
    });
    const matching = everyone
      .filter((u) => expected.includes(u.email) && [u.username, u.email, u.fullname].some((v) => v.toLowerCase().includes('ri')))
      .map((u) => u.email)
      .sort()
      .reverse();
    expect(matching.length).toBeGreaterThan(5);
    expect(search.json().totalCount).toBe(matching.length);
    expect(search.json().items.map((u: { email: string }) => u.email)).toEqual(matching.slice(0, 5));
    expect((await server.call({ method: 'GET', url: `/acl/users/${rootId}`, token: app })).statusCode).toBe(403);
    // Root sees everyone.
    const all = await server.call({ method: 'POST', url: '/acl/users/findUsers', token: root, payload: { pageNumber: 0, pageSize: 100 } });
    expect(all.json().totalCount).toBe(everyone.length);
    expect((await server.call({ method: 'DELETE', url: `/users/${companyless.json().id}`, token: root })).statusCode).toBe(204);
  });

  it("lets a company's own administrator act on its company's users only", async () => {
    const admin = await makeCompanyUser(server.db, 'gerente.cantina', DEMO_IDS.restaurant, ['Administrador']);
    const token = (await server.sessionFor(admin)).accessToken;
    const staff = await idOf(DEMO_USERS.staff);
    const market = await idOf(DEMO_USERS.market);
    expect((await server.call({ method: 'PUT', url: `/users/${staff}`, token, payload: { occupation: 'Gerente de turno' } })).statusCode).toBe(200);
    const refused = await server.call({ method: 'PUT', url: `/users/${market}`, token, payload: { occupation: 'Gerente' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'target_outside_tenancy' });
    const listed = await server.call({ method: 'GET', url: '/users?limit=500', token });
    const companies = new Set(listed.json().map((u: { company: { _id: string } | null }) => u.company?._id ?? null));
    expect([...companies]).toEqual([DEMO_IDS.restaurant]);
  });

  it('never deletes nor demotes the last root user, even with two roots removing each other at once', async () => {
    const financeiro = (await server.db.selectFrom('roles').select('id').where('title', '=', 'Financeiro').executeTakeFirstOrThrow()).id;
    // The only root cutting its own rights down to a role without accessToRoot.
    const demoted = await server.call({ method: 'PUT', url: `/users/${rootId}`, token: root, payload: { roles: [String(financeiro)] } });
    expect(demoted.statusCode).toBe(409);
    expect(demoted.json()).toMatchObject({ code: 'last_root' });
    expect(await server.db.selectFrom('user_roles').select('role_id').where('user_id', '=', Number(rootId)).execute()).toEqual([]);
    // A role that keeps accessToRoot is no demotion.
    expect((await server.call({ method: 'PUT', url: `/users/${rootId}`, token: root, payload: { roles: ['1'] } })).statusCode).toBe(200);
    expect((await server.call({ method: 'PUT', url: `/users/${rootId}`, token: root, payload: { roles: [] } })).statusCode).toBe(200);
    // Two roots: each may delete the other, but not both at once.
    const rootHash = (await server.db.selectFrom('users').select('password_hash').where('id', '=', Number(rootId)).executeTakeFirstOrThrow()).password_hash;
    const second = { id: await insertUser(server.db, { username: 'root2', email: 'root2@example.com', fullname: 'Segunda Root', password_hash: rootHash, is_root: true }) };
    const secondToken = (await server.sessionFor(second.id)).accessToken;
    const firstToken = (await server.sessionFor(Number(rootId))).accessToken;
    const answers = await Promise.all([
      server.call({ method: 'DELETE', url: `/users/${second.id}`, token: firstToken }),
      server.call({ method: 'DELETE', url: `/users/${rootId}`, token: secondToken }),
    ]);
    const statuses = answers.map((a) => a.statusCode).sort();
    // One delete wins; the other either finds its caller gone (401) or is the last root's (409).
    expect(statuses[0]).toBe(204);
    expect([401, 409]).toContain(statuses[1]);
    expect(await server.db.selectFrom('users').select('id').where('is_root', '=', true).execute()).toHaveLength(1);
  });
});

/** The id of a permission by its name. */
async function permissionId(name: string): Promise<string> {
  const row = await server.db.selectFrom('permissions').select('id').where('name', '=', name).executeTakeFirstOrThrow();
  return String(row.id);
}
