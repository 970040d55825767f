import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { ApiClients } from '../../src/api/client';
import { createUserEditMachine } from '../../src/bindings/userEdit';
import { createRolesLookup, createUsersListMachine } from '../../src/bindings/users';
import { defaultListQuery, USER_LIST } from '../../src/domain/listQuery';
import { connectList } from '../../src/machines/listPaging/connect';
import { DEMO_USERS, type TestServer } from '../server/harness';
import { EMPTY_USER_FORM } from '../support/users';
import { waitFor } from '../support/waitFor';
import { listeningServer, OVER_THE_SERVER } from './listening';

// The users area's machines with their real calls, over the reference server on loopback.
let server: TestServer;
let clients: ApiClients;
beforeAll(async () => {
  ({ server, clients } = await listeningServer({ email: DEMO_USERS.root }));
});
afterAll(() => server.close());

const count = async (query: ReturnType<typeof sql<{ n: string }>>) => Number((await query.execute(server.db)).rows[0]?.n);

describe('users bindings', () => {
  it('the list pages every user root may see, ten to a page as the seed says', async () => {
    const total = await count(sql<{ n: string }>`select count(*)::text as n from users`);
    const actor = createActor(createUsersListMachine(clients).provide({ delays: { firstLoad: 0 } }), { input: { query: defaultListQuery(USER_LIST) } }).start();
    const view = connectList(await waitFor(actor, (s) => s.matches({ browsing: 'ready' }), OVER_THE_SERVER), actor.send).list;
    expect(view.totalCount).toBe(total);
    expect(view.rows).toHaveLength(10);
    actor.stop();
  });

  it('the edit machine loads a user with every role to assign, and creates one with a first password of its own (the form has no password field)', async () => {
    const roles = await count(sql<{ n: string }>`select count(*)::text as n from roles`);
    const root = await sql<{ id: string }>`select id::text as id from users where email = ${DEMO_USERS.root}`.execute(server.db);
    const id = root.rows[0]?.id ?? '';
    const editing = createActor(createUserEditMachine(clients), { input: { id } }).start();
    const loaded = await waitFor(editing, (s) => s.context.user !== null, OVER_THE_SERVER);
    expect(loaded.context.user?.email).toBe(DEMO_USERS.root);
    expect(loaded.context.roles).toHaveLength(roles);
    editing.stop();

    const created: string[] = [];
    const creating = createActor(createUserEditMachine(clients).provide({ actions: { goToEdit: (_, { id: newId }) => created.push(newId) } }), { input: {} }).start();
    const values = { ...EMPTY_USER_FORM, fullname: 'Bia Binding', email: 'bia.binding@example.com', username: 'bia.binding', addressLine: 'Rua A, 1', city: 'Recife', state: 'PE', postCode: '50000-000' };
    creating.send({ type: 'user.save', intent: 'continue', values });
    const saved = await waitFor(creating, (s) => created.length === 1 || s.context.failure !== null, OVER_THE_SERVER);
    expect(saved.context.failure).toBeNull();
    creating.stop();
    const stored = await sql<{ id: string; password: string | null }>`select id::text as id, password_hash as password from users where email = 'bia.binding@example.com'`.execute(server.db);
    expect(stored.rows[0]?.id).toBe(created[0]);
    // The server took the first password the binding made (it refuses a short one).
    expect(stored.rows[0]?.password).toBeTruthy();
  });

  it('the roles lookup answers every role once, by title, for the list to name each user’s roles', async () => {
    const titles = await sql<{ title: string }>`select title from roles order by title`.execute(server.db);
    const lookup = createActor(createRolesLookup(clients), { input: { query: 'all' } }).start();
    const answered = await waitFor(lookup, (s) => s.context.result !== null, OVER_THE_SERVER);
    expect(answered.context.result?.map((role) => role.title).sort()).toEqual(titles.rows.map((row) => row.title).sort());
    expect(answered.context.result?.length).toBeGreaterThan(0);
    lookup.stop();
  });
});
