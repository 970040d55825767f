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
