import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../server/db/migrations';
import { firstKeyRead, nextKeyRead, userKeySearchOf } from '../../server/repositories/userSearch';
import { USER_SEARCH_LIMIT } from '../../src/domain/userSearch';
import { DEMO_USERS, insertUser, startTestServer, testDatabaseKind, type TestServer } from './harness';

// The users search through the search keys (migration 0020, server/repositories/userSearch.ts).
// Each answer is compared with an oracle written here: every user read from the table, the text
// looked up with `includes` in username, e-mail and full name lower-cased by JavaScript (one a
// line), the newest 500 kept, then sorted (text columns in the database's own order of those ids).

let server: TestServer;
let root: string;

const FIRST = ['Ana', 'Mariana', 'Juliana', 'Rafael', 'Zélia', 'João', 'Luana', 'Daniel'];
const LAST = ['Silva', 'Costa', 'Santana', 'Araújo', 'Lima'];
const DOMAINS = ['mail.com.br', 'example.com', 'correio.net'];
const BULK = 3000;

beforeAll(async () => {
  server = await startTestServer();
  root = await server.tokenFor(DEMO_USERS.root);
  // Names drawn by a scrambled index, so that each first name and surname is spread over the ids;
  // "silva" is in some 1,200 users (more than a key's first read), "ana silva" in a few hundred.
  await sql`
    insert into users (username, email, password_hash, fullname, created_at)
    select lower(translate(first, 'éãú', 'eau')) || '.' || lower(translate(last, 'ú', 'u')) || n,
      lower(translate(first, 'éãú', 'eau')) || '.' || lower(translate(last, 'ú', 'u')) || n || '@' || domain, 'x',
      first || ' ' || last || ' ' || second,
      timestamptz '2024-01-01 00:00:00+00' + ((n * 7919) % ${BULK}) * interval '1 minute'
    from (
      select n,
        (${sql.val(FIRST)}::text[])[1 + (n * 31) % ${FIRST.length}] as first,
        (${sql.val(LAST)}::text[])[1 + (n * 17 / 7) % ${LAST.length}] as last,
        (${sql.val(LAST)}::text[])[1 + (n * 13 / 3) % ${LAST.length}] as second,
        (${sql.val(DOMAINS)}::text[])[1 + n % ${DOMAINS.length}] as domain
      from generate_series(1, ${BULK}) n
    ) named`.execute(server.db);
  // Some users whose words meet only across a line or through other separators.
  for (const [username, email, fullname] of [
    ['ana', 'silva@fim.net', 'Otávio Pinto'],
    ['x_ana silva', 'under_score@pct.net', 'Tânia 100% Silva'],
    ['QUÉSIA.Silva', 'Quesia.SILVA77@Mail.com.br', 'Quésia Silva'],
    ['dígitos123abc', 'a1b2c3@n.net', 'Ana-Silva Costa'],
  ] as const) {
    await insertUser(server.db, { username, email, fullname, password_hash: 'x' });
  }
}, 120_000);
afterAll(() => server.close());

interface Page {
  items: { id: string }[];
  totalCount: number;
}

const everywhere = (text: string) => ({ lastName: text, username: text, email: text, fillname: text });

async function find(body: object): Promise<Page> {
  const response = await server.call({ method: 'POST', url: '/acl/users/findUsers', token: root, payload: body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page>();
}

const COLUMNS = { id: 'id', username: 'username', email: 'email', fullname: 'fullname', createdAt: 'created_at' } as const;
type SortField = keyof typeof COLUMNS;

interface Person {
  id: number;
  username: string;
  email: string;
  fullname: string;
  created_at: Date;
}

/** The oracle: the users `text` finds, newest first, the first 500 (the list's limit) of them. */
function expectedFound(people: readonly Person[], text: string): Person[] {
  const wanted = text.trim().toLowerCase();
  return people
    .filter((p) => `${p.username}\n${p.email}\n${p.fullname}`.toLowerCase().includes(wanted))
    .sort((a, b) => b.id - a.id)
    .slice(0, USER_SEARCH_LIMIT);
}

/** The ids of `found` in this order (text columns in the database's collation: only the order of these ids is asked of it). */
async function expectedOrder(found: readonly Person[], field: SortField, order: 'asc' | 'desc'): Promise<number[]> {
  const sign = order === 'asc' ? 1 : -1;
  if (field === 'id') return found.map((p) => p.id).sort((a, b) => sign * (a - b));
  if (field === 'createdAt') return [...found].sort((a, b) => sign * (a.created_at.getTime() - b.created_at.getTime() || a.id - b.id)).map((p) => p.id);
  if (found.length === 0) return [];
  const dir = sql.raw(order);
  const rows = await sql<{ id: number }>`
    select id from users where id = any(${found.map((p) => p.id)}::int[]) order by ${sql.ref(COLUMNS[field])} ${dir}, id ${dir}`.execute(server.db);
  return rows.rows.map((row) => row.id);
}

async function expectSameAnswers(texts: readonly string[], pages: readonly number[], pageSize: number) {
  const people: Person[] = await server.db.selectFrom('users').select(['id', 'username', 'email', 'fullname', 'created_at']).execute();
  for (const text of texts) {
    const found = expectedFound(people, text);
    for (const field of Object.keys(COLUMNS) as SortField[]) {
      for (const order of ['asc', 'desc'] as const) {
        const sorted = await expectedOrder(found, field, order);
        for (const pageNumber of pages) {
          const page = await find({ filter: everywhere(text), sortField: field, sortOrder: order, pageNumber, pageSize });
          const label = `${JSON.stringify(text)} by ${field} ${order}, page ${pageNumber}`;
          expect(page.items.map((item) => item.id), label).toEqual(sorted.slice(pageNumber * pageSize, (pageNumber + 1) * pageSize).map(String));
          expect(page.totalCount, label).toBe(found.length);
        }
      }
    }
  }
}

/** The words of a user's lines and each two neighbours, as migration 0020 describes them (written here again, not taken from it). */
function expectedKeys(username: string, email: string, fullname: string): string[] {
  const keys = new Set<string>();
  for (const line of [username, email, fullname]) {
    const words = line.toLowerCase().match(/[0-9]+|[a-z\u0080-\u{10ffff}]+/gu) ?? [];
    words.forEach((word, i) => {
      keys.add(word);
      const next = words[i + 1];
      if (next !== undefined) keys.add(`${word} ${next}`);
    });
  }
  return [...keys].sort();
}

async function keysOf(id: number): Promise<string[]> {
  const rows = await sql<{ key: string }>`select key from user_search_keys where user_id = ${id}`.execute(server.db);
  return rows.rows.map((row) => row.key).sort();
}

/** Words of one class and of pairs, common and rare, with separators, cases and accents, digits, parts of e-mails, absent ones. */
const TEXTS = [
  'silva',
  'SILVA',
  'ana silva',
  'Ana Silva',
  'ana',
  'mariana santana',
  'juliana.costa',
  'rafael.lima12',
  'zélia',
  'zélia araújo',
  'zelia.araujo',
  'joao.silva7',
  'a.silva',
  'el costa',
  'silva1',
  'silva12',
  'costa 1',
  '123',
  '2999',
  '@mail.com.br',
  'mail.com',
  '.br',
  'example.com',
  'correio',
  'an',
  'a',
  '1',
  'lva',
  'ana costa silva',
  'silva@fim',
  'ana\u00a0silva',
  '100% silva',
  'x_ana',
  'ana-silva',
  '123abc',
  'b2c',
  'quésia',
  'quesia.silva77@mail',
  'nobody here',
  'silva nobody',
  'zzz',
];

describe(`the users search through the search keys (${testDatabaseKind})`, () => {
  it('finds what username, e-mail and full name hold, in every order, on the first, middle and last pages', async () => {
    await expectSameAnswers(TEXTS, [0, 7, 49, 50], 10);
  }, 300_000);

  it('answers pages of other sizes and past the end the same way', async () => {
    await expectSameAnswers(['silva', 'ana silva', 'silva1', 'costa 1'], [0, 1, 3, 5], 100);
  }, 60_000);

  it('reads common words and pairs through the keys, and the others from the users', async () => {
    // Looked up through the keys: a word, a pair, a word and where it ends.
    expect((await userKeySearchOf(server.db, 'silva'))?.keys).toEqual(['silva']);
    expect((await userKeySearchOf(server.db, 'Ana Silva'))?.keys.sort()).toEqual(['ana silva', 'juliana silva', 'luana silva', 'mariana silva', 'santana silva']);
    const el = (await userKeySearchOf(server.db, 'el costa'))?.keys ?? [];
    expect(el).toEqual(expect.arrayContaining(['daniel costa', 'rafael costa']));
    expect(el.every((key) => key.endsWith('el costa'))).toBe(true);
    expect((await userKeySearchOf(server.db, '2999@'))?.keys).toEqual(['2999']);
    // A word nobody's words hold: nobody, without reading any user.
    expect(await userKeySearchOf(server.db, 'silva nobody')).toEqual({ keys: [], text: 'silva nobody' });
    // Too short, or in too many words: searched in the users.
    expect(await userKeySearchOf(server.db, 'an')).toBeNull();
    expect(await userKeySearchOf(server.db, '1')).toBeNull();
    // Digits in too many words: the trigram index's lists of digits are short.
    expect(await userKeySearchOf(server.db, 'silva1')).toBeNull();
    expect(await userKeySearchOf(server.db, 'rafael.lima12')).toBeNull();
    // A read that found too few is read again longer only when the longer read can be expected to find enough.
    const silva = await userKeySearchOf(server.db, 'a.silva');
    expect(silva?.keys).toEqual(['silva']);
    if (!silva) throw new Error('a.silva is read through the keys');
    expect(firstKeyRead(silva)).toBe(USER_SEARCH_LIMIT + 1);
    expect(nextKeyRead(silva, USER_SEARCH_LIMIT + 1, 300)).toBe(10 * USER_SEARCH_LIMIT);
    expect(nextKeyRead(silva, USER_SEARCH_LIMIT + 1, 30)).toBeNull();
  });

  it('reads more of each key when the text is false on most users read first, and keeps the newest of every key', async () => {
    // 600 users under "iara moura", all holding "ara.moura"; then 600 newer under "yara moura",
    // one in three holding it (its username), the others only "yara moura" (their full name): the
    // first read stops at the 500th yara, finds too few above it, and reads both keys whole.
    await sql`insert into users (username, email, password_hash, fullname)
      select 'iara.moura' || n, 'im' || n || '@moura.test', 'x', 'Iara Moura' from generate_series(1, 600) n`.execute(server.db);
    await sql`insert into users (username, email, password_hash, fullname)
      select case when n % 3 = 0 then 'yara.moura' || n else 'ym' || n end, 'ym' || n || '@moura.test', 'x', 'Yara Moura'
      from generate_series(1, 600) n`.execute(server.db);
    const search = await userKeySearchOf(server.db, 'ara.moura');
    expect(search?.keys.sort()).toEqual(['iara moura', 'yara moura']);
    if (search) expect(nextKeyRead(search, firstKeyRead(search), 200)).toBe(10 * USER_SEARCH_LIMIT);
    await expectSameAnswers(['ara.moura', 'yara.moura', 'yara moura', 'ara moura'], [0, 1, 49], 10);
  }, 60_000);

  it('keeps the keys with the users: inserted, renamed, given another username or e-mail, deleted', async () => {
    const id = await insertUser(server.db, { username: 'xisto.q', email: 'xisto.q@quaresma.org', fullname: 'Xisto Quaresma', password_hash: 'x' });
    expect(await keysOf(id)).toEqual(expectedKeys('xisto.q', 'xisto.q@quaresma.org', 'Xisto Quaresma'));
    await expectSameAnswers(['quaresma', 'xisto quaresma'], [0], 10);
    expect((await find({ filter: everywhere('xisto quaresma'), pageNumber: 0, pageSize: 10 })).items.map((item) => item.id)).toEqual([String(id)]);

    await server.db.updateTable('users').set({ fullname: 'Xisto Valadares' }).where('id', '=', id).execute();
    expect(await keysOf(id)).toEqual(expectedKeys('xisto.q', 'xisto.q@quaresma.org', 'Xisto Valadares'));
    expect((await find({ filter: everywhere('xisto quaresma'), pageNumber: 0, pageSize: 10 })).totalCount).toBe(0);
    expect((await find({ filter: everywhere('xisto valadares'), pageNumber: 0, pageSize: 10 })).items.map((item) => item.id)).toEqual([String(id)]);

    await server.db.updateTable('users').set({ username: 'ubirajara.t', email: 'bira@teixeira.org' }).where('id', '=', id).execute();
    expect(await keysOf(id)).toEqual(expectedKeys('ubirajara.t', 'bira@teixeira.org', 'Xisto Valadares'));
    await expectSameAnswers(['quaresma', 'ubirajara.t', 'bira@teixeira', 'xisto.q'], [0], 10);

    // Another column changed: the keys stay.
    await server.db.updateTable('users').set({ phone: '5511999999999' }).where('id', '=', id).execute();
    expect(await keysOf(id)).toEqual(expectedKeys('ubirajara.t', 'bira@teixeira.org', 'Xisto Valadares'));

    await server.db.deleteFrom('users').where('id', '=', id).execute();
    expect(await keysOf(id)).toEqual([]);
    expect((await find({ filter: everywhere('valadares'), pageNumber: 0, pageSize: 10 })).totalCount).toBe(0);
  });

  it('keeps the keys of many users written at once', async () => {
    await sql`update users set fullname = fullname || ' Bragança' where username like 'luana.lima%'`.execute(server.db);
    await sql`delete from users where username like 'daniel.costa%'`.execute(server.db);
    await expectSameAnswers(['luana lima', 'lima bragança', 'bragança', 'daniel costa', 'daniel.costa', 'el costa'], [0, 3], 10);
  }, 120_000);

  it('lists the users already there when the migration runs, and every user under the keys of its lines', async () => {
    const migration = migrations['0020_user_search_keys'];
    if (!migration?.down) throw new Error('migration 0020 is not registered with its down');
    await migration.down(server.db);
    await migration.up(server.db);
    const people = await server.db.selectFrom('users').select(['id', 'username', 'email', 'fullname']).execute();
    const rows = await sql<{ user_id: number; keys: string[] }>`
      select user_id, array_agg(key order by key) as keys from user_search_keys group by user_id`.execute(server.db);
    const listed = new Map(rows.rows.map((row) => [row.user_id, [...row.keys].sort()]));
    for (const p of people) expect(listed.get(p.id) ?? [], `${p.username}`).toEqual(expectedKeys(p.username, p.email, p.fullname));
    expect(listed.size).toBe(people.length);
    await expectSameAnswers(['ana silva', 'silva1', 'quésia'], [0, 49], 10);
  }, 120_000);
});
