import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allPermissionNames } from '../../src/domain/permissionCatalogue';
import { DEMO_USERS, startTestServer, testDatabaseKind, type TestServer } from './harness';

let server: TestServer;
let root: string;
beforeAll(async () => {
  server = await startTestServer();
  root = await server.tokenFor(DEMO_USERS.root);
});
afterAll(() => server.close());

interface Role {
  id: string;
  title: string;
  permissions: string[];
  isCoreRole: boolean;
}

interface PermissionNode {
  id: string;
  name: string;
  level: number;
  parentId: string | null;
  isSelected: boolean;
  children: PermissionNode[];
}

describe(`roles and permissions (${testDatabaseKind})`, () => {
  it('answers the whole two-level catalogue with the seeds\' spellings', async () => {
    const tree: PermissionNode[] = (await server.call({ method: 'GET', url: '/acl/permissions', token: root })).json();
    const names = tree.flatMap((p) => [p.name, ...p.children.map((c) => c.name)]);
    expect(names.sort()).toEqual([...allPermissionNames].sort());
    for (const name of ['accessToLead', 'accessToLeads', 'accessToCampanha', 'acessToPayableReceivable']) expect(names).toContain(name);
    for (const parent of tree) {
      expect(parent).toMatchObject({ level: 1, parentId: null });
      for (const child of parent.children) expect(child).toMatchObject({ level: 2, parentId: parent.id });
    }
  });

  it('creates a role, ticks its permissions in getRolePermission, updates and deletes it', async () => {
    const tree: PermissionNode[] = (await server.call({ method: 'GET', url: '/acl/permissions', token: root })).json();
    const parent = tree[0] as PermissionNode;
    const child = parent.children[0] as PermissionNode;
    const created = await server.call({ method: 'POST', url: '/acl/roles', token: root, payload: { title: 'Conferente', permissions: [parent.id, child.id] } });
    expect(created.statusCode).toBe(201);
    const role = created.json();
    expect(role).toMatchObject({ title: 'Conferente', isCoreRole: false });
    expect([...role.permissions].sort()).toEqual([parent.id, child.id].sort());

    const ticked: PermissionNode[] = (await server.call({ method: 'GET', url: `/acl/permissions/getRolePermission?roleId=${role.id}`, token: root })).json();
    const selected = ticked.flatMap((p) => [p, ...p.children]).filter((p) => p.isSelected).map((p) => p.id);
    expect(selected.sort()).toEqual([parent.id, child.id].sort());

    const updated = await server.call({ method: 'PUT', url: '/acl/roles', token: root, payload: { id: role.id, title: 'Conferente geral', permissions: [] } });
    expect(updated.json()).toMatchObject({ title: 'Conferente geral', permissions: [] });
    expect((await server.call({ method: 'DELETE', url: `/acl/roles/${role.id}`, token: root })).statusCode).toBe(204);
    expect((await server.call({ method: 'GET', url: `/acl/roles/${role.id}`, token: root })).statusCode).toBe(404);
  });

  it('refuses to change or delete a core role (409) and leaves it as it was', async () => {
    const roles = (await server.call({ method: 'GET', url: '/acl/roles', token: root })).json();
    const core = roles.find((r: { isCoreRole: boolean }) => r.isCoreRole);
    expect(core).toBeDefined();
    const update = await server.call({ method: 'PUT', url: '/acl/roles', token: root, payload: { id: core.id, title: 'Hacked', permissions: [] } });
    expect(update.statusCode).toBe(409);
    expect(update.json().code).toBe('core_role');
    expect((await server.call({ method: 'DELETE', url: `/acl/roles/${core.id}`, token: root })).statusCode).toBe(409);
    expect((await server.call({ method: 'GET', url: `/acl/roles/${core.id}`, token: root })).json()).toEqual(core);
  });

  it('tells whether a role is assigned, and refuses to delete an assigned one', async () => {
    const roles = (await server.call({ method: 'GET', url: '/acl/roles', token: root })).json();
    const delivery = roles.find((r: { title: string }) => r.title === 'Operador de entregas');
    const check = (await server.call({ method: 'GET', url: `/acl/roles/checkIsRollAssignedToUser?roleId=${delivery.id}`, token: root })).json();
    expect(check).toEqual({ roleId: delivery.id, assigned: true, userCount: 1 });
    const response = await server.call({ method: 'DELETE', url: `/acl/roles/${delivery.id}`, token: root });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('role_assigned');
  });

  it('refuses an empty title and a duplicate title', async () => {
    const blank = await server.call({ method: 'POST', url: '/acl/roles', token: root, payload: { title: '   ', permissions: [] } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toMatch(/Title is required/);
    const dup = await server.call({ method: 'POST', url: '/acl/roles', token: root, payload: { title: 'atendimento', permissions: [] } });
    expect(dup.statusCode).toBe(409);
  });

  it('finds roles by title, sorted and paged', async () => {
    const body = (await server.call({ method: 'POST', url: '/acl/roles/findRoles', token: root, payload: { filter: { title: 'a' }, sortField: 'title', sortOrder: 'desc', pageNumber: 0, pageSize: 3 } })).json();
    const titles = body.items.map((r: { title: string }) => r.title);
    expect(titles).toEqual([...titles].sort().reverse());
    expect(body.items.length).toBeLessThanOrEqual(3);
    expect(body.totalCount).toBeGreaterThanOrEqual(body.items.length);
  });

  it('refuses a permission id that does not exist (400 naming it) and writes nothing', async () => {
    const tree: PermissionNode[] = (await server.call({ method: 'GET', url: '/acl/permissions', token: root })).json();
    const parent = tree[0] as PermissionNode;
    const created = await server.call({ method: 'POST', url: '/acl/roles', token: root, payload: { title: 'Fantasma', permissions: [parent.id, '999999'] } });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject({ code: 'unknown_permission' });
    expect(created.json().message).toContain('999999');
    const malformed = await server.call({ method: 'POST', url: '/acl/roles', token: root, payload: { title: 'Fantasma', permissions: ['abc'] } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('abc');
    // Past the database's integers (a number the schema turned into a one-item list, as the fuzz sent).
    const huge = await server.call({ method: 'POST', url: '/acl/roles', token: root, payload: { title: 'Fantasma', permissions: 9007199254740992 } });
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toMatchObject({ code: 'unknown_permission' });
    expect(huge.json().message).toContain('9007199254740992');
    const found = (await server.call({ method: 'POST', url: '/acl/roles/findRoles', token: root, payload: { filter: { title: 'Fantasma' }, pageNumber: 0, pageSize: 10 } })).json();
    expect(found.totalCount).toBe(0);

    const roles: Role[] = (await server.call({ method: 'GET', url: '/acl/roles', token: root })).json();
    const finance = roles.find((r) => r.title === 'Financeiro') as Role;
    const update = await server.call({ method: 'PUT', url: '/acl/roles', token: root, payload: { id: finance.id, title: 'Financeiro', permissions: [...finance.permissions, '424242'] } });
    expect(update.statusCode).toBe(400);
    expect(update.json().message).toContain('424242');
    expect((await server.call({ method: 'GET', url: `/acl/roles/${finance.id}`, token: root })).json()).toEqual(finance);
  });

  it('answers the number of users when it refuses to delete an assigned role, and deletes it once nobody holds it', async () => {
    const created = (await server.call({ method: 'POST', url: '/acl/roles', token: root, payload: { title: 'Temporário', permissions: [] } })).json();
    const users = (await server.call({ method: 'POST', url: '/acl/users/findUsers', token: root, payload: { filter: {}, pageNumber: 0, pageSize: 100 } })).json();
    const market = users.items.find((u: { email: string }) => u.email === DEMO_USERS.market);
    const franchise = users.items.find((u: { email: string }) => u.email === DEMO_USERS.franchise);
    for (const user of [market, franchise]) {
      const assigned = await server.call({ method: 'PUT', url: '/acl/users', token: root, payload: { id: user.id, roles: [...user.roles, created.id] } });
      expect(assigned.statusCode).toBe(200);
    }
    const check = (await server.call({ method: 'GET', url: `/acl/roles/checkIsRollAssignedToUser?roleId=${created.id}`, token: root })).json();
    expect(check).toEqual({ roleId: created.id, assigned: true, userCount: 2 });
    const refused = await server.call({ method: 'DELETE', url: `/acl/roles/${created.id}`, token: root });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'role_assigned' });
    expect(refused.json().message).toMatch(/\b2 user/);
    expect((await server.call({ method: 'GET', url: `/acl/roles/${created.id}`, token: root })).statusCode).toBe(200);

    for (const user of [market, franchise]) await server.call({ method: 'PUT', url: '/acl/users', token: root, payload: { id: user.id, roles: user.roles } });
    expect((await server.call({ method: 'GET', url: `/acl/roles/checkIsRollAssignedToUser?roleId=${created.id}`, token: root })).json()).toEqual({ roleId: created.id, assigned: false, userCount: 0 });
    expect((await server.call({ method: 'DELETE', url: `/acl/roles/${created.id}`, token: root })).statusCode).toBe(204);
  });

  describe('granting only what the caller holds', () => {
    let ids: Map<string, string>;
    const idsOf = (...names: string[]) => names.map((name) => ids.get(name) as string);
    beforeAll(async () => {
      const tree: PermissionNode[] = (await server.call({ method: 'GET', url: '/acl/permissions', token: root })).json();
      ids = new Map(tree.flatMap((p) => [p, ...p.children]).map((p) => [p.name, p.id]));
    });

    it('refuses an application user (accessToGlobal, accessToRoot) a permission it does not hold (403) and creates nothing', async () => {
      const app = await server.tokenFor(DEMO_USERS.application);
      const refused = await server.call({
        method: 'POST',
        url: '/acl/roles',
        token: app,
        payload: { title: 'Entregas do app', permissions: idsOf('accessToSectionCompany', 'accessToCompanyDelivery') },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'permission_not_held' });
      expect(refused.json().message).toContain('accessToCompanyDelivery');
      const found = (await server.call({ method: 'POST', url: '/acl/roles/findRoles', token: root, payload: { filter: { title: 'Entregas do app' }, pageNumber: 0, pageSize: 10 } })).json();
      expect(found.totalCount).toBe(0);

      // What it holds it may grant, with the section it belongs to.
      const allowed = await server.call({
        method: 'POST',
        url: '/acl/roles',
        token: app,
        payload: { title: 'Global do app', permissions: idsOf('accessToSectionGeneral', 'accessToGlobal') },
      });
      expect(allowed.statusCode).toBe(201);
    });

    it('lets a non-root caller keep what a role already holds, but not add what it does not hold', async () => {
      const app = await server.tokenFor(DEMO_USERS.application);
      const roles: Role[] = (await server.call({ method: 'GET', url: '/acl/roles', token: root })).json();
      const support = roles.find((r) => r.title === 'Atendimento') as Role;
      // Renamed, its help-desk permissions kept though the caller holds none of them.
      const renamed = await server.call({ method: 'PUT', url: '/acl/roles', token: app, payload: { id: support.id, title: 'Atendimento geral', permissions: support.permissions } });
      expect(renamed.statusCode).toBe(200);
      const added = await server.call({
        method: 'PUT',
        url: '/acl/roles',
        token: app,
        payload: { id: support.id, title: 'Atendimento geral', permissions: [...support.permissions, ...idsOf('accessToSectionGeneral', 'accessToRoot')] },
      });
      expect(added.statusCode).toBe(200);
      const before = added.json();
      const refused = await server.call({
        method: 'PUT',
        url: '/acl/roles',
        token: app,
        payload: { id: support.id, title: 'Atendimento total', permissions: [...before.permissions, ...idsOf('accessToSectionFinance', 'accessToTransactions')] },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toContain('accessToTransactions');
      expect((await server.call({ method: 'GET', url: `/acl/roles/${support.id}`, token: root })).json()).toEqual(before);
      await server.call({ method: 'PUT', url: '/acl/roles', token: root, payload: { id: support.id, title: 'Atendimento', permissions: support.permissions } });
    });

    it('judges a caller by the permissions its roles grant, read on each request; root grants anything', async () => {
      const manager = (
        await server.call({
          method: 'POST',
          url: '/acl/roles',
          token: root,
          payload: { title: 'Gestor de horários', permissions: idsOf('accessToSectionGeneral', 'accessToRoot', 'accessToSectionCompany', 'accessToHoursCompany') },
        })
      ).json();
      const users = (await server.call({ method: 'POST', url: '/acl/users/findUsers', token: root, payload: { filter: {}, pageNumber: 0, pageSize: 100 } })).json();
      const market = users.items.find((u: { email: string }) => u.email === DEMO_USERS.market);
      await server.call({ method: 'PUT', url: '/acl/users', token: root, payload: { id: market.id, roles: [manager.id] } });
      const token = await server.signIn(DEMO_USERS.market);

      const hours = await server.call({ method: 'POST', url: '/acl/roles', token, payload: { title: 'Só horários', permissions: idsOf('accessToSectionCompany', 'accessToHoursCompany') } });
      expect(hours.statusCode).toBe(201);
      const delivery = await server.call({ method: 'POST', url: '/acl/roles', token, payload: { title: 'Só entregas', permissions: idsOf('accessToSectionCompany', 'accessToCompanyDelivery') } });
      expect(delivery.statusCode).toBe(403);
      expect(delivery.json().message).toContain('accessToCompanyDelivery');
      expect(delivery.json().message).not.toContain('accessToSectionCompany');

      // Granted the permission on the manager role, the same session may grant it on the next request.
      await server.call({ method: 'PUT', url: '/acl/roles', token: root, payload: { id: manager.id, title: manager.title, permissions: [...manager.permissions, ...idsOf('accessToCompanyDelivery')] } });
      const again = await server.call({ method: 'POST', url: '/acl/roles', token, payload: { title: 'Só entregas', permissions: idsOf('accessToSectionCompany', 'accessToCompanyDelivery') } });
      expect(again.statusCode).toBe(201);

      const everything = await server.call({ method: 'POST', url: '/acl/roles', token: root, payload: { title: 'Tudo do root', permissions: [...ids.values()] } });
      expect(everything.statusCode).toBe(201);
      await server.call({ method: 'PUT', url: '/acl/users', token: root, payload: { id: market.id, roles: market.roles } });
    });
  });

  it('applies a permission removed from a role on the next request', async () => {
    const staff = await server.tokenFor(DEMO_USERS.staff);
    const me = async () => (await server.call({ method: 'GET', url: '/acl/users', token: staff })).json().permissions.map((p: { name: string }) => p.name);
    expect(await me()).toContain('accessToCompanyDelivery');
    const roles = (await server.call({ method: 'GET', url: '/acl/roles', token: root })).json();
    const delivery = roles.find((r: { title: string }) => r.title === 'Operador de entregas');
    const tree: PermissionNode[] = (await server.call({ method: 'GET', url: '/acl/permissions', token: root })).json();
    const keep = tree.flatMap((p) => [p, ...p.children]).filter((p) => delivery.permissions.includes(p.id) && p.name !== 'accessToCompanyDelivery');
    await server.call({ method: 'PUT', url: '/acl/roles', token: root, payload: { id: delivery.id, title: delivery.title, permissions: keep.map((p) => p.id) } });
    expect(await me()).not.toContain('accessToCompanyDelivery');
  });
});
