import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { waitFor } from '../support/waitFor';
import { createApiClients, type ApiClients } from '../../src/api/client';
import { checkIsRollAssignedToUser, createRole, deleteRole, findRoles, getAllPermissions, loadedCatalogue, loadPermissionOverview, loadRole, saveRole, toFindRolesBody } from '../../src/api/roleActors';
import { createRoleDialogMachine, createRolesListMachine } from '../../src/bindings/roles';
import { defaultListQuery } from '../../src/domain/listQuery';
import { connectList } from '../../src/machines/listPaging/connect';
import { toRecordEditorView } from '../../src/machines/recordEditor/connect';
import { roleDialogOutput } from '../../src/routes/roles/roleDialogView';
import { ROLE_LIST } from '../../src/routes/roles/roleList';
import { DEMO_USERS, startTestServer, type TestServer } from '../server/harness';
import { losingFirstAnswer } from './lostAnswer';
import type { Role } from '../../src/contract/schema.gen';

// The real actors over the real API: the reference server listening on loopback.
let server: TestServer;
let baseUrl: string;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  const address = await server.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `${address}/api`;
  token = await server.tokenFor(DEMO_USERS.root);
});
afterAll(() => server.close());

/** Root's clients; `paths` records the path of every request they send. */
function rootClients(paths: string[] = [], failFirst = false): ApiClients {
  let failed = !failFirst;
  return createApiClients(
    { apiBaseUrl: baseUrl, callCenterBaseUrl: baseUrl },
    { accessToken: () => token, companyId: () => null },
    {
      fetch: async (request) => {
        paths.push(new URL(request.url).pathname);
        if (!failed) {
          failed = true;
          throw new TypeError('fetch failed');
        }
        return fetch(request);
      },
    },
  );
}

describe('role actors', () => {
  it('toFindRolesBody sends the title search with a 0-based page', () => {
    expect(toFindRolesBody({ page: 2, size: 5, sort: { field: 'title', direction: 'desc' }, search: ' ger ', filters: {} })).toEqual({
      filter: { title: 'ger' },
      sortField: 'title',
      sortOrder: 'desc',
      pageNumber: 1,
      pageSize: 5,
    });
    expect(toFindRolesBody(defaultListQuery(ROLE_LIST))).toEqual({ filter: {}, sortField: 'id', sortOrder: 'asc', pageNumber: 0, pageSize: 10 });
  });

  it('findRoles answers one page of roles by title, and the total', async () => {
    const clients = rootClients();
    const page = await findRoles(clients, toFindRolesBody({ page: 1, size: 3, sort: { field: 'id', direction: 'asc' }, search: '', filters: {} }));
    expect(page.items.map((role) => role.title)).toEqual(['Administrador', 'Operador de entregas', 'Atendimento']);
    expect(page.totalCount).toBe(4);
    const found = await findRoles(clients, toFindRolesBody({ page: 1, size: 10, sort: { field: 'title', direction: 'asc' }, search: 'atend', filters: {} }));
    expect(found).toEqual({ items: [expect.objectContaining({ title: 'Atendimento' })], totalCount: 1 });
  });

  it('asks for the permission catalogue once per set of clients, and again after a failure', async () => {
    const paths: string[] = [];
    const clients = rootClients(paths, true);
    await expect(getAllPermissions(clients)).rejects.toMatchObject({ statusCode: 0, code: 'network' });
    expect(loadedCatalogue(clients)).toBeNull();
    const [first, second] = await Promise.all([getAllPermissions(clients), getAllPermissions(clients)]);
    expect(first).toBe(second);
    await loadRole(clients, { roleId: null, catalogue: null });
    await loadPermissionOverview(clients);
    expect(paths.filter((path) => path === '/api/acl/permissions')).toHaveLength(2);
    expect(loadedCatalogue(clients)).toBe(first);
  });

  it('loadRole and saveRole create, read and update a role; the check tells who holds it', async () => {
    const clients = rootClients();
    const { catalogue } = await loadRole(clients, { roleId: null, catalogue: null });
    const parent = catalogue[1];
    const child = parent?.children[0];
    if (!parent || !child) throw new Error('the demo catalogue has a second section with children');
    const created = await saveRole(clients, { roleId: null, draft: { title: '  Conferente  ', permissions: [parent.id, child.id] }, idempotencyKey: null });
    expect(created).toMatchObject({ title: 'Conferente', isCoreRole: false });
    const loaded = await loadRole(clients, { roleId: created.id, catalogue });
    expect(loaded.catalogue).toBe(catalogue);
    expect([...(loaded.role?.permissions ?? [])].sort()).toEqual([parent.id, child.id].sort());
    const updated = await saveRole(clients, { roleId: created.id, draft: { title: 'Conferente', permissions: [] }, idempotencyKey: null });
    expect(updated.permissions).toEqual([]);
    expect(await checkIsRollAssignedToUser(clients, created.id)).toEqual({ roleId: created.id, assigned: false, userCount: 0 });
    await deleteRole(clients, created.id);
    await expect(loadRole(clients, { roleId: created.id, catalogue })).rejects.toMatchObject({ statusCode: 404 });
  });

  it('deleteRole throws the server refusal of an assigned role with its code', async () => {
    const clients = rootClients();
    const delivery = (await findRoles(clients, toFindRolesBody({ ...defaultListQuery(ROLE_LIST), search: 'entregas' }))).items[0];
    if (!delivery) throw new Error('the demo has the delivery role');
    expect(await checkIsRollAssignedToUser(clients, delivery.id)).toEqual({ roleId: delivery.id, assigned: true, userCount: 1 });
    await expect(deleteRole(clients, delivery.id)).rejects.toMatchObject({ statusCode: 409, code: 'role_assigned' });
  });

  it('the list machine pages roles from findRoles', async () => {
    const machine = createRolesListMachine(rootClients()).provide({ delays: { firstLoad: 0 } });
    const actor = createActor(machine, { input: { query: { ...defaultListQuery(ROLE_LIST), size: 3 } } }).start();
    const snapshot = await waitFor(actor, (s) => s.matches({ browsing: 'ready' }));
    const view = connectList(snapshot, actor.send).list;
    expect(view.rows.map((role) => role.id)).toEqual(['1', '2', '3']);
    expect(view.totalCount).toBe(4);
    actor.stop();
  });

  it('the dialog machine loads, creates and closes with the saved role', async () => {
    const clients = rootClients();
    const actor = createActor(createRoleDialogMachine(clients), { input: { subject: null } }).start();
    await waitFor(actor, (s) => toRecordEditorView(s).status === 'editing');
    actor.send({ type: 'user.save', values: { title: 'Auditoria', permissions: [] } });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output && roleDialogOutput(done.output)).toMatchObject({ saved: true, role: { title: 'Auditoria' } });
  });

  it('the dialog machine reuses the catalogue loaded before (permissions load once)', async () => {
    const paths: string[] = [];
    const clients = rootClients(paths);
    const catalogue = await getAllPermissions(clients);
    const actor = createActor(createRoleDialogMachine(clients), { input: { subject: null } }).start();
    const editing = await waitFor(actor, (s) => toRecordEditorView(s).status === 'editing');
    expect(editing.context.loaded?.catalogue).toBe(catalogue);
    expect(paths.filter((path) => path === '/api/acl/permissions')).toHaveLength(1);
    actor.stop();
  });

  it('a create whose answer was lost is answered on Save again with the same key, not refused as a taken title', async () => {
    const { posts, fetch: losing } = losingFirstAnswer('/api/acl/roles');
    const clients = createApiClients(
      { apiBaseUrl: baseUrl, callCenterBaseUrl: baseUrl },
      { accessToken: () => token, companyId: () => null },
      { fetch: losing },
    );
    const actor = createActor(createRoleDialogMachine(clients), { input: { subject: null } }).start();
    await waitFor(actor, (s) => toRecordEditorView(s).status === 'editing');
    actor.send({ type: 'user.save', values: { title: 'Expedição', permissions: [] } });
    const failed = await waitFor(actor, (s) => toRecordEditorView(s).alert === 'failed');
    expect(failed.context.failure).toMatchObject({ statusCode: 0, code: 'network' });
    actor.send({ type: 'user.save', values: { title: 'Expedição', permissions: [] } });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output && roleDialogOutput(done.output)).toMatchObject({ saved: true, role: { title: 'Expedição' } });
    expect(posts).toHaveLength(2);
    expect(posts[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(posts[1]).toEqual({ key: posts[0]?.key, replayed: 'true' });
    const found = await findRoles(clients, toFindRolesBody({ ...defaultListQuery(ROLE_LIST), search: 'Expedição' }));
    expect(found.totalCount).toBe(1);
  });
});

describe('role actors, the requests they send', () => {
  /** Clients whose fetch answers `role` without a server, recording each request's method, path and key. */
  function recordingClients(role: Role) {
    const sent: Array<{ method: string; path: string; key: string | null }> = [];
    const clients = createApiClients(
      { apiBaseUrl: 'http://api.test/api', callCenterBaseUrl: 'http://callcenter.test/v1' },
      { accessToken: () => 'access-1', companyId: () => null },
      {
        fetch: async (request) => {
          sent.push({ method: request.method, path: new URL(request.url).pathname, key: request.headers.get('Idempotency-Key') });
          return Response.json(role, { status: request.method === 'POST' ? 201 : 200 });
        },
      },
    );
    return { clients, sent };
  }
  const ROLE: Role = { id: 'r9', title: 'Conferente', permissions: [], isCoreRole: false };

  it('a create carries the draft’s Idempotency-Key; an update and a create without a key carry none', async () => {
    const { clients, sent } = recordingClients(ROLE);
    await saveRole(clients, { roleId: null, draft: { title: 'Conferente', permissions: [] }, idempotencyKey: 'key-1' });
    await saveRole(clients, { roleId: 'r9', draft: { title: 'Conferente', permissions: [] }, idempotencyKey: 'key-1' });
    await createRole(clients, { title: 'Conferente', permissions: [] });
    expect(sent).toEqual([
      { method: 'POST', path: '/api/acl/roles', key: 'key-1' },
      { method: 'PUT', path: '/api/acl/roles', key: null },
      { method: 'POST', path: '/api/acl/roles', key: null },
    ]);
  });
});
