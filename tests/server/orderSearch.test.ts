import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Insertable } from 'kysely';
import type { OrdersTable } from '../../server/db/schema';
import { keySearchOf, pairKey } from '../../server/repositories/orderSearch';
import { DEMO_IDS } from '../../server/seed';
import { DEMO_USERS, startTestServer, testDatabaseKind, type Call, type TestServer } from './harness';

// The history's search by name, phone and number read through the search keys (migration 0019,
// server/repositories/orderSearch.ts), over orders written straight into the table on 2021-04-20
// (UTC), a day no other test or demo order is on. Each answer is compared with an oracle written
// here: the names folded by Unicode decomposition (not by the product's fold table) and searched
// with `includes`, the orders sorted by time and id.

let server: TestServer;
let call: Call;
const NOW = new Date('2021-04-20T23:00:00.000Z');
const DAY = { from: '2021-04-20T00:00:00.000Z', to: '2021-04-21T00:00:00.000Z' };
const R = DEMO_IDS.restaurant;
const S = DEMO_IDS.supermarket;

interface Placed {
  id: string;
  company: string;
  number: number;
  name: string;
  phone: string;
  at: Date;
  total: number;
}

const NAMES = [
  'João da Silva',
  'Maria Conceição',
  'Mariana Araújo',
  'Ana Maria Souza',
  'Joana Silveira Araújo',
  'JOÃO ARAÚJO',
  'Anaílton Marianaldo',
  'Luciana Ana Ana',
  // More than 8 distinct words: no pairs, the ` many` key.
  'Ana Beatriz Carla Diana Elza Fátima Glória Helena Iara Joana Araújo',
  'Conceição Araújo da Conceição',
  'Zé',
  'Tânia "Tia"; Souza',
];
const PHONES = ['+55 (11) 98765-4321', '11 91234-5678', '5511987650000', '5531987654321', '(11) 3456-7890', ''];

/** Every order of the day: names and phones taken in turn, on both demo companies, one a minute (two at some minutes). */
const PLACED: Placed[] = Array.from({ length: 48 }, (_, i) => ({
  id: `search-${String(i).padStart(2, '0')}`,
  company: i % 3 === 0 ? S : R,
  number: 9100 + i,
  name: NAMES[i % NAMES.length] ?? '',
  phone: PHONES[i % PHONES.length] ?? '',
  at: new Date(Date.parse('2021-04-20T12:00:00.000Z') + Math.floor(i / 1.5) * 60_000),
  // Some totals the same, so that the id decides between them.
  total: 1000 + ((i * 37) % 11) * 250,
}));

/** A name as the search sees it, folded here by decomposition: lower case, marks removed. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The numbers the history should answer for `q`, newest first (then by id, descending), of these companies; by total when `byTotal` says so. */
function expected(q: string, companies: string[] = [R, S], byTotal?: 'asc' | 'desc'): number[] {
  const words = q.trim().split(/\s+/).filter((word) => /\p{L}/u.test(word)).map(folded);
  const digits = q.replace(/\D/g, '');
  const number = /^#?\d{1,9}$/.test(q.trim()) ? Number(q.trim().replace('#', '')) : null;
  return PLACED.filter((o) => companies.includes(o.company))
    .filter(
      (o) =>
        (words.length > 0 && words.every((word) => folded(o.name).includes(word))) ||
        o.number === number ||
        (digits.length >= 4 && o.phone.replace(/\D/g, '').includes(digits)),
    )
    .sort((a, b) => {
      if (byTotal === undefined) return b.at.getTime() - a.at.getTime() || (a.id < b.id ? 1 : -1);
      const sign = byTotal === 'asc' ? 1 : -1;
      return sign * (a.total - b.total) || sign * (a.id < b.id ? -1 : 1);
    })
    .map((o) => o.number);
}

function row(o: Placed): Insertable<OrdersTable> {
  return {
    id: o.id,
    company_id: o.company,
    number: o.number,
    status: 'DELIVERED',
    version: 1,
    fulfilment: 'delivery',
    payment_type: o.number % 2 === 0 ? 'PIX' : 'money',
    paid: true,
    items: JSON.stringify([{ name: 'Item', quantity: 1, unitPrice: o.total, notes: '', complements: [] }]),
    items_total: o.total,
    delivery_fee: 0,
    discount: 0,
    total: o.total,
    customer_name: o.name,
    customer_phone: o.phone,
    placed_at: o.at,
    status_at: o.at,
    updated_at: o.at,
  };
}

beforeAll(async () => {
  server = await startTestServer();
  call = await server.variant({ now: () => NOW });
  await server.db.insertInto('orders').values(PLACED.map(row)).execute();
});
afterAll(() => server.close());

/** Every page of the history for `filters` over the day, `size` a page, as `email`: the numbers in order, and the count each page gave. */
async function pages(filters: string, size: number, email: string = DEMO_USERS.root): Promise<{ numbers: number[]; totals: number[] }> {
  const token = await server.tokenFor(email);
  const numbers: number[] = [];
  const totals: number[] = [];
  for (let page = 1; page <= 20; page++) {
    const query = new URLSearchParams(filters);
    query.set('from', query.get('from') ?? DAY.from);
    query.set('to', DAY.to);
    query.set('pageIn', String(page));
    query.set('pageOut', String(size));
    const response = await call({ method: 'GET', url: `/v2/orders?${query.toString()}`, token });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { docs: { number: number }[]; totalDocs: number };
    totals.push(body.totalDocs);
    numbers.push(...body.docs.map((doc) => doc.number));
    if (body.docs.length < size) break;
  }
  return { numbers, totals };
}

const SEARCHES = [
  'joao',
  'JOÃO',
  'araujo',
  'ana',
  'mariana',
  'maria',
  'conceição',
  'silva',
  'souza',
  'joana',
  'tia";',
  'joao araujo',
  'araujo joao',
  'ana maria',
  'maria ana',
  'ana mariana',
  'joana araujo',
  'conceicao conceicao',
  'helena araujo',
  'elza joana',
  'diana beatriz',
  'silveira araujo',
  'ninguém aqui',
  'joao ninguem',
  '98765',
  '987654321',
  '3456',
  '(11) 91234',
  '9105',
  '#9117',
  'Ana 98765',
];

describe(`the history's search through the search keys (${testDatabaseKind})`, () => {
  it('reads these searches through the keys, not the names', async () => {
    for (const q of ['joao', 'conceicao', 'joao araujo', 'ana maria', 'helena araujo', '98765']) {
      const words = q.split(' ').filter((word) => /\p{L}/u.test(word));
      const digits = /\d/.test(q) ? q : null;
      expect(await keySearchOf(server.db, { words, number: null, digits }), q).not.toBeNull();
    }
    // Shorter than three letters, or three words: read from the names.
    expect(await keySearchOf(server.db, { words: ['ze'], number: null, digits: null })).toBeNull();
    expect(await keySearchOf(server.db, { words: ['ana', 'maria', 'souza'], number: null, digits: null })).toBeNull();
  });

  it('finds what the names hold, newest first, in pages of any size, as staff over every company', async () => {
    for (const q of SEARCHES) {
      const want = expected(q);
      for (const size of [50, 4]) {
        const { numbers, totals } = await pages(`q=${encodeURIComponent(q)}`, size);
        expect(numbers, `${q} in pages of ${size}`).toEqual(want);
        expect(new Set(totals), `${q}: the count`).toEqual(new Set([want.length]));
      }
    }
  });

  it('sorts what it finds by total, both ways, in pages', async () => {
    for (const q of ['joao', 'ana', 'joao araujo', 'elza joana', '98765', 'conceicao']) {
      expect((await pages(`q=${encodeURIComponent(q)}&sort=-total`, 4)).numbers, `${q} by total, descending`).toEqual(expected(q, [R, S], 'desc'));
      expect((await pages(`q=${encodeURIComponent(q)}&sort=total`, 5)).numbers, `${q} by total`).toEqual(expected(q, [R, S], 'asc'));
    }
  });

  it('counts up to 1,000 and still sorts by total when a name is in more orders than that', async () => {
    // 1,010 orders of one name on the day's last hour, their totals 1..1,010 reais in a scrambled order.
    await sql`insert into orders (id, company_id, number, status, version, fulfilment, payment_type, paid, items, items_total, delivery_fee, discount, total,
        customer_name, customer_phone, placed_at, status_at, updated_at)
      select 'many-' || g, ${R}, 20000 + g, 'DELIVERED', 1, 'delivery', 'PIX', true, '[]'::jsonb, t, 0, 0, t,
        'Ubirajara Teixeira', '', ${new Date('2021-04-20T22:00:00.000Z')}::timestamptz + g * interval '1 second',
        ${new Date('2021-04-20T22:00:00.000Z')}::timestamptz, ${new Date('2021-04-20T22:00:00.000Z')}::timestamptz
      from generate_series(1, 1010) as g, lateral (select 100 * (1 + (g * 7919) % 1010) as t) as total`.execute(server.db);
    const token = await server.tokenFor(DEMO_USERS.root);
    const page = async (query: string) => {
      const response = await call({ method: 'GET', url: `/v2/orders?from=${DAY.from}&to=${DAY.to}&pageOut=20&${query}`, token });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as { docs: { number: number; total: number }[]; totalDocs: number };
      return { totals: body.docs.map((doc) => doc.total), count: body.totalDocs };
    };
    const top = await page('q=ubirajara&sort=-total');
    expect(top.count).toBe(1000);
    expect(top.totals).toEqual(Array.from({ length: 20 }, (_, i) => 100 * (1010 - i)));
    const second = await page('q=ubirajara%20teixeira&sort=total&pageIn=2');
    expect(second.count).toBe(1000);
    expect(second.totals).toEqual(Array.from({ length: 20 }, (_, i) => 100 * (21 + i)));
    const newest = await page('q=teixeira');
    expect(newest.count).toBe(1000);
    await sql`delete from orders where id like 'many-%'`.execute(server.db);
  });

  it('finds only the orders of the caller’s company, and with the other filters', async () => {
    for (const q of ['joao', 'ana maria', 'joao araujo', 'elza joana', '98765']) {
      expect((await pages(`q=${encodeURIComponent(q)}`, 50, DEMO_USERS.restaurant)).numbers, q).toEqual(expected(q, [R]));
      expect((await pages(`q=${encodeURIComponent(q)}`, 50, DEMO_USERS.market)).numbers, q).toEqual(expected(q, [S]));
    }
    const money = PLACED.filter((o) => o.number % 2 === 1).map((o) => o.number);
    expect((await pages('q=araujo&paymentType=money', 50)).numbers).toEqual(expected('araujo').filter((n) => money.includes(n)));
    const from = '2021-04-20T12:20:00.000Z';
    const later = PLACED.filter((o) => o.at.getTime() >= Date.parse(from)).map((o) => o.number);
    expect((await pages(`q=joao%20araujo&from=${from}`, 3)).numbers).toEqual(expected('joao araujo').filter((n) => later.includes(n)));
    // Oldest first.
    expect((await pages('q=ana%20maria&sort=placedAt', 5)).numbers).toEqual([...expected('ana maria')].reverse());
  });

  it('keeps the keys with the orders: a name changed, an order deleted, and pairs only up to 8 words', async () => {
    const keysOf = async (id: string) =>
      (await sql<{ key: string }>`select key from order_search_keys where order_id = ${id} order by key collate "C"`.execute(server.db)).rows.map((r) => r.key);
    expect(await keysOf('search-05')).toEqual(['araujo', 'araujo joao', 'joao']);
    expect(await keysOf('search-04')).toEqual([' 1134567890', 'araujo', 'araujo joana', 'araujo silveira', 'joana', 'joana silveira', 'silveira']);
    expect(await keysOf('search-08')).toContain(' many');
    expect((await keysOf('search-08')).filter((key) => key.includes(' ') && !key.startsWith(' '))).toEqual([]);
    expect(pairKey('joao', 'araujo')).toBe('araujo joao');

    await server.db.insertInto('orders').values(row({ id: 'search-x', company: R, number: 9190, name: 'Xisto Quaresma', phone: '', at: new Date('2021-04-20T20:00:00.000Z'), total: 1000 })).execute();
    expect((await pages('q=quaresma', 50)).numbers).toEqual([9190]);
    await server.db.updateTable('orders').set({ customer_name: 'Xisto Valadares' }).where('id', '=', 'search-x').execute();
    expect((await pages('q=quaresma', 50)).numbers).toEqual([]);
    expect((await pages('q=xisto%20valadares', 50)).numbers).toEqual([9190]);
    expect(await keysOf('search-x')).toEqual(['valadares', 'valadares xisto', 'xisto']);
    await server.db.deleteFrom('orders').where('id', '=', 'search-x').execute();
    expect((await pages('q=valadares', 50)).numbers).toEqual([]);
    expect(await keysOf('search-x')).toEqual([]);
  });
});
