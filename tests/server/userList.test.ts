import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../../server/contract';
import { ANCHOR_STEP } from '../../server/repositories/userList';
import { USER_SEARCH_LIMIT } from '../../src/domain/userSearch';
import { DEMO_USERS, startTestServer, testDatabaseKind, type TestServer } from './harness';

// Enough users for deep pages to start from remembered positions, and for a search to pass its count limit.
const BULK = 2 * ANCHOR_STEP + 500;
const WORDS = ['Zélia', 'ana', 'Bruno', 'Carla', 'bruno', 'Ágata', 'Diego', 'Ana'];

let server: TestServer;
let root: string;
beforeAll(async () => {
  server = await startTestServer();
  root = await server.tokenFor(DEMO_USERS.root);
  // Full names repeat (ties broken by id), e-mails run in another order than ids, and
  // creation times carry microseconds.
  await sql`
    insert into users (username, email, password_hash, fullname, created_at)
    select 'lista.' || n, 'l' || ((n * 7919) % ${BULK}) || '.x@bulk.test', 'x',
      (${sql.val(WORDS)}::text[])[1 + n % ${WORDS.length}] || ' ' || (n % 37),
      timestamptz '2024-01-01 00:00:00+00' + n * interval '1.234567 seconds'
    from generate_series(1, ${BULK}) n`.execute(server.db);
}, 120_000);
afterAll(() => server.close());

interface Page {
  items: { id: string; username: string }[];
  totalCount: number;
}

const find = async (body: object): Promise<Page> => {
  const response = await server.call({ method: 'POST', url: '/acl/users/findUsers', token: root, payload: body });
  expect(response.statusCode).toBe(200);
  return response.json<Page>();
};

const COLUMNS = { id: 'id', username: 'username', email: 'email', fullname: 'fullname', createdAt: 'created_at' } as const;
type SortField = keyof typeof COLUMNS;

/** The ids the contract's order gives, read straight from the table (or from the users `from` selects). */
async function expectedIds(field: SortField, order: 'asc' | 'desc', offset: number, limit: number, where = sql`true`, from = sql`users`) {
  const dir = sql.raw(order);
  const rows = await sql<{ id: number }>`
    select id from ${from} where ${where} order by ${sql.ref(COLUMNS[field])} ${dir}, id ${dir}
    offset ${offset} limit ${limit}`.execute(server.db);
  return rows.rows.map((row) => String(row.id));
}

const ids = (page: Page) => page.items.map((item) => item.id);
const everywhere = (text: string) => ({ lastName: text, username: text, email: text, fillname: text });

describe(`users list at depth (${testDatabaseKind})`, () => {
  it('answers deep pages of every order as the table orders them', async () => {
    const total = (await find({ pageNumber: 0, pageSize: 10 })).totalCount;
    expect(total).toBe(47 + BULK);
    for (const field of Object.keys(COLUMNS) as SortField[]) {
      for (const order of ['asc', 'desc'] as const) {
        // Page 151 starts after the first remembered position, page 211 after the second;
        // the second call of the same page uses what the first remembered.
        for (const pageNumber of [150, 210, 210, 1]) {
          const page = await find({ sortField: field, sortOrder: order, pageNumber, pageSize: 10 });
          expect(ids(page), `${field} ${order} page ${pageNumber}`).toEqual(await expectedIds(field, order, pageNumber * 10, 10));
        }
      }
    }
    const last = await find({ pageNumber: Math.floor(total / 10), pageSize: 10 });
    expect(last.items).toHaveLength(total % 10);
    const beyond = await find({ pageNumber: 1000, pageSize: 10 });
    expect(beyond).toEqual({ items: [], totalCount: total });
  });

  it('answers deep pages asked at the same time, before any of them was remembered', async () => {
    // A write forgets what every order remembered.
    await sql`update users set fullname = fullname where username = ${'lista.7'}`.execute(server.db);
    const asked = [230, 150, 240, 230, 120].map((pageNumber) => ({ pageNumber, pageSize: 10, sortField: 'email', sortOrder: 'desc' }));
    const pages = await Promise.all(asked.map((body) => find(body)));
    for (const [i, page] of pages.entries()) {
      expect(ids(page)).toEqual(await expectedIds('email', 'desc', (asked[i]?.pageNumber ?? 0) * 10, 10));
    }
  });

  it('keeps deep pages and the total right after users are added, renamed and removed', async () => {
    const before = await find({ sortField: 'username', sortOrder: 'asc', pageNumber: 210, pageSize: 10 });
    expect(ids(before)).toEqual(await expectedIds('username', 'asc', 2100, 10));

    const created = await server.call({
      method: 'POST',
      url: '/users',
      token: root,
      payload: { email: 'aaaa@example.com', password: 'vento-azul-42', username: 'aaaa.primeira', fullname: 'Aaaa Primeira' },
    });
    expect(created.statusCode).toBe(201);
    const afterInsert = await find({ sortField: 'username', sortOrder: 'asc', pageNumber: 210, pageSize: 10 });
    expect(afterInsert.totalCount).toBe(before.totalCount + 1);
    expect(ids(afterInsert)).toEqual(await expectedIds('username', 'asc', 2100, 10));
    expect(ids(afterInsert)[1]).toBe(ids(before)[0]);

    const renamed = await server.call({ method: 'PUT', url: '/acl/users', token: root, payload: { id: created.json<{ id: string }>().id, username: 'zzzz.ultima' } });
    expect(renamed.statusCode).toBe(200);
    const afterRename = await find({ sortField: 'username', sortOrder: 'asc', pageNumber: 210, pageSize: 10 });
    expect(ids(afterRename)).toEqual(ids(before));

    const removed = await server.call({ method: 'DELETE', url: `/users/${created.json<{ id: string }>().id}`, token: root });
    expect(removed.statusCode).toBe(204);
    await sql`delete from users where username = ${'lista.1'}`.execute(server.db);
    const afterDelete = await find({ sortField: 'username', sortOrder: 'asc', pageNumber: 210, pageSize: 10 });
    expect(afterDelete.totalCount).toBe(before.totalCount - 1);
    expect(ids(afterDelete)).toEqual(await expectedIds('username', 'asc', 2100, 10));
  });

  it(`holds the newest ${USER_SEARCH_LIMIT} users of a search that matches more, in the asked order, and ends its pages there`, async () => {
    const newest = sql`(select * from users where email like ${'%bulk.test%'} order by id desc limit ${USER_SEARCH_LIMIT}) users`;
    const first = await find({ filter: everywhere('BULK.test'), sortField: 'fullname', sortOrder: 'desc', pageNumber: 0, pageSize: 100 });
    expect(first.totalCount).toBe(USER_SEARCH_LIMIT);
    expect(ids(first)).toEqual(await expectedIds('fullname', 'desc', 0, 100, sql`true`, newest));
    const lastPage = USER_SEARCH_LIMIT / 100 - 1;
    const last = await find({ filter: everywhere('bulk.test'), sortField: 'fullname', sortOrder: 'desc', pageNumber: lastPage, pageSize: 100 });
    expect(ids(last)).toEqual(await expectedIds('fullname', 'desc', lastPage * 100, 100, sql`true`, newest));
    // A page of 3 across the limit holds only what is before it.
    const across = Math.floor(USER_SEARCH_LIMIT / 3);
    const straddling = await find({ filter: everywhere('bulk.test'), sortField: 'createdAt', sortOrder: 'asc', pageNumber: across, pageSize: 3 });
    expect(ids(straddling)).toEqual(await expectedIds('createdAt', 'asc', across * 3, USER_SEARCH_LIMIT - across * 3, sql`true`, newest));
    expect(ids(straddling).length).toBeLessThan(3);
    const beyond = await find({ filter: everywhere('bulk.test'), pageNumber: USER_SEARCH_LIMIT / 100, pageSize: 100 });
    expect(beyond).toEqual({ items: [], totalCount: USER_SEARCH_LIMIT });
  });

  it('tells callers in the contract how many users a search holds', async () => {
    const { document } = await loadContract();
    const paths = document.paths as Record<string, { post?: { description?: string } }>;
    expect(paths['/acl/users/findUsers']?.post?.description).toContain(`at most ${USER_SEARCH_LIMIT.toLocaleString('en-US')} users`);
  });

  it('counts a search with fewer matches exactly and pages it in the asked order', async () => {
    // lista.3, lista.30 to 39 and 300 to 399: case-blind in username, e-mail or name.
    const matching = sql`username like ${'lista.3%'}`;
    const total = (await expectedIds('id', 'asc', 0, BULK, matching)).length;
    expect(total).toBeLessThan(USER_SEARCH_LIMIT);
    const first = await find({ filter: everywhere('LISTA.3'), sortField: 'username', sortOrder: 'desc', pageNumber: 0, pageSize: 10 });
    expect(first.totalCount).toBe(total);
    expect(ids(first)).toEqual(await expectedIds('username', 'desc', 0, 10, matching));
    const lastPage = Math.ceil(total / 10) - 1;
    const last = await find({ filter: everywhere('lista.3'), sortField: 'username', sortOrder: 'desc', pageNumber: lastPage, pageSize: 10 });
    expect(ids(last)).toEqual(await expectedIds('username', 'desc', lastPage * 10, 10, matching));
  });

  it('finds a text of several words only where the words stand together, in any case', async () => {
    const one = await find({ filter: everywhere('L1234.X@BULK'), pageNumber: 0, pageSize: 10 });
    expect(ids(one)).toEqual(await expectedIds('id', 'desc', 0, 10, sql`email = ${'l1234.x@bulk.test'}`));
    expect(one.totalCount).toBe(1);
    // Both words are in every bulk e-mail, but never in this order.
    expect((await find({ filter: everywhere('bulk.test l1234'), pageNumber: 0, pageSize: 10 })).totalCount).toBe(0);
    expect((await find({ filter: everywhere('x@BULK.test'), pageNumber: 0, pageSize: 10 })).totalCount).toBe(USER_SEARCH_LIMIT);
  });

  it('finds a text in one field only, never across two', async () => {
    const name = await find({ filter: everywhere('gata 3'), pageNumber: 0, pageSize: 100 });
    expect(name.totalCount).toBeGreaterThan(0);
    expect(name.items.every((item) => item.username.startsWith('lista.'))).toBe(true);
    // "lista.5" ends the username and "l" starts the e-mail: not one field's text.
    const across = await find({ filter: everywhere('lista.5\nl'), pageNumber: 0, pageSize: 10 });
    expect(across.totalCount).toBe(0);
    const spaced = await find({ filter: everywhere('lista.5 l'), pageNumber: 0, pageSize: 10 });
    expect(spaced.totalCount).toBe(0);
  });
});
