import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { poolOf } from '../../server/db';
import { copyOut } from '../../server/db/copyOut';
import { inlineSql } from '../../server/db/inlineSql';
import { exportLinesByCopy } from '../../server/repositories/orderExportCopy';
import { exportBatch, type OrderQuery } from '../../server/repositories/orders';
import { DEMO_IDS } from '../../server/seed';
import { DEMO_USERS, startTestServer, TEST_JWT_SECRET, type TestServer } from './harness';

// The export on PostgreSQL streams one binary COPY (server/repositories/orderExportCopy.ts); the
// keyset batches stay for PGlite. Run against the PostgreSQL server of the server-postgresql
// project only (vitest.config.ts: `*.postgresql.test.ts`). The batch path runs here too, over the
// same database through another Kysely over the same pool, which poolOf does not know: the two
// files must be the same bytes.

const R = DEMO_IDS.restaurant;
const S = DEMO_IDS.supermarket;
const O = DEMO_IDS.otherRestaurant;
const NOW = new Date('2022-06-01T15:00:00.000Z');
const DAY = 'from=2022-06-01T00:00:00.000Z&to=2022-06-02T00:00:00.000Z';

/** Names that need quotes, a guard against formulas, escapes in SQL or more than ASCII. */
const NAMES = [
  'João da Silva',
  'Ana "Tia"; Souza',
  'linha 1\nlinha 2',
  'volta\r\ncarro',
  'barra \\ invertida \\n',
  'tab\tno meio',
  '=HYPERLINK("x";"y")',
  '@Ana',
  "D'Ávila Conceição",
  'ÃÉÎÕÜ ç Silva 😀',
  'Silva $1 $$ :x',
];
const PHONES = ['+55 (11) 98765-4321', '-31 9876', '5511900000000', '11 91234-5678'];

let server: TestServer;
let pool: pg.Pool;
let batchApp: FastifyInstance;
let copyApp: FastifyInstance;
let riderR = '';

beforeAll(async () => {
  server = await startTestServer();
  const found = poolOf(server.db);
  if (!found) throw new Error('the PostgreSQL test server has no pool');
  pool = found;
  copyApp = await buildApp({ db: server.db, jwtSecret: TEST_JWT_SECRET, now: () => NOW });
  batchApp = await buildApp({ db: server.db.withoutPlugins(), jwtSecret: TEST_JWT_SECRET, now: () => NOW });
  riderR = (await server.db.selectFrom('delivery_men').select('id').where('company_id', '=', R).where('deleted_at', 'is', null).orderBy('id').executeTakeFirstOrThrow()).id;
  const riderS = (await server.db.selectFrom('delivery_men').select('id').where('company_id', '=', S).where('deleted_at', 'is', null).orderBy('id').executeTakeFirstOrThrow()).id;
  // 2,600 orders on 2022-06-01 (more than two batches of the PGlite path): three companies in
  // turn, three orders an instant and totals of 17 values (ties broken by id, which does not
  // follow the time), every status, payment, rider, outcome and reason in turn.
  await sql`
    insert into orders (id, company_id, number, status, fulfilment, payment_type, paid, items, items_total, delivery_fee, discount, total,
                        customer_name, customer_phone, rider_id, outcome, cancel_reason, ready_by, placed_at, status_at, updated_at)
    select 'cp-' || md5(i::text), (array[${R}, ${S}, ${O}])[i % 3 + 1], 200000 + i,
           (array['DELIVERED', 'CANCELED', 'FINISHED', 'IN_PREPARATION', 'DISPATCH', 'WAIT_COMPANY'])[i % 6 + 1],
           case when i % 4 = 0 then 'pickup' else 'delivery' end,
           (array['money', 'app card', 'PIX', 'PIX local', 'digital wallet', 'digital card', 'PIX app'])[i % 7 + 1],
           i % 5 <> 0, '[]'::jsonb, (i % 17) * 250 + 5, i % 3 * 100, i % 2 * 5, (i % 17) * 250 + 5 + i % 3 * 100 - i % 2 * 5,
           (${NAMES}::text[])[i % ${NAMES.length} + 1] || case when i % 10 = 0 then '' else ' ' || i end,
           (${PHONES}::text[])[i % ${PHONES.length} + 1],
           case when i % 3 = 0 and i % 2 = 0 then ${riderR} when i % 3 = 1 and i % 2 = 0 then ${riderS} end,
           case when i % 6 = 0 then (array['entregue', 'nao_entregue_cliente_desistiu', null])[i / 6 % 3 + 1] end,
           case when i % 6 = 1 then (array['cliente desistiu', E'motivo; "livre"\nsegunda linha', 'outro_motivo'])[i / 6 % 3 + 1] end,
           case when i % 6 = 3 then placed + interval '20 minutes' end,
           placed, placed, placed
    from generate_series(1, 2600) as i, lateral (select timestamptz '2022-06-01 09:00:00+00' + (i / 3) * interval '7 seconds' as placed) as at
  `.execute(server.db);
});
afterAll(async () => {
  await batchApp?.close();
  await copyApp?.close();
  await server?.close();
});

async function exportOf(app: FastifyInstance, query: string, email: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url: `/api/v2/orders/export?${query}`, headers: { authorization: `Bearer ${await server.tokenFor(email)}` } });
}

/** Whether the pool has every client it made back and idle, and nobody waiting. */
function poolAtRest(): boolean {
  return pool.idleCount === pool.totalCount && pool.waitingCount === 0;
}

/** Waits until `check` answers true, for `ms` at most; answers whether it did. */
async function eventually(check: () => boolean | Promise<boolean>, ms = 10_000): Promise<boolean> {
  const until = Date.now() + ms;
  do {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  } while (Date.now() < until);
  return false;
}

/** The server's sessions of `pids` (gone ones are not listed), with what they wait for and whether they run a COPY. */
async function sessionsOf(pids: readonly number[]): Promise<{ pid: number; wait_event: string | null; copying: boolean }[]> {
  const found = await sql<{ pid: number; wait_event: string | null; copying: boolean }>`
    select pid, wait_event, (state = 'active' and query like 'copy (%') as copying from pg_stat_activity where pid = any(${[...pids]}::int[])`.execute(server.db);
  return found.rows;
}

/** All the bytes of `stream`. */
async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

describe('order export through COPY (PostgreSQL)', () => {
  it('tells the two paths apart: the app’s database has a pool, the other Kysely none', () => {
    expect(poolOf(server.db)).toBe(pool);
    expect(poolOf(server.db.withoutPlugins())).toBeNull();
  });

  it.each([
    ['no filter', '', DEMO_USERS.root],
    ['a day', DAY, DEMO_USERS.root],
    ['a time range', 'from=2022-06-01T10:00:00.000Z&to=2022-06-01T11:30:00.000Z', DEMO_USERS.root],
    ['statuses', `${DAY}&status=CANCELED&status=DELIVERED`, DEMO_USERS.root],
    ['a name searched', `${DAY}&q=silva`, DEMO_USERS.root],
    ['a number searched', `${DAY}&q=200123`, DEMO_USERS.root],
    ['phone digits searched', `${DAY}&q=98765`, DEMO_USERS.root],
    ['by total, smallest first', `${DAY}&sort=total`, DEMO_USERS.root],
    ['by total, largest first', `${DAY}&sort=-total`, DEMO_USERS.root],
    ['oldest first', `${DAY}&sort=placedAt`, DEMO_USERS.root],
    ['in English in Kolkata', `${DAY}&language=en&timeZone=Asia/Kolkata`, DEMO_USERS.root],
    ['payment, fulfilment and rider', `${DAY}&paymentType=money&fulfilment=delivery&riderId=RIDER`, DEMO_USERS.root],
    ['late orders', `${DAY}&late=true`, DEMO_USERS.root],
    ['a company user’s', `${DAY}&sort=-total`, DEMO_USERS.restaurant],
  ])('writes the same bytes as the batches: %s', async (_name, query, email) => {
    // The rider is known once the data is seeded, after the cases are listed.
    const asked = query.replace('RIDER', riderR);
    const [copied, batched] = [await exportOf(copyApp, asked, email), await exportOf(batchApp, asked, email)];
    expect(copied.statusCode, copied.body).toBe(200);
    expect(batched.statusCode, batched.body).toBe(200);
    expect(copied.headers['content-disposition']).toBe(batched.headers['content-disposition']);
    expect(copied.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(copied.body.split('\r\n').length).toBeGreaterThan(2);
    expect(copied.body).toBe(batched.body);
    expect(copied.rawPayload.equals(batched.rawPayload)).toBe(true);
    expect(await eventually(poolAtRest)).toBe(true);
  });

  it('reads the same lines in the same order whether the plan sorts or walks an index, as one batch reads them', async () => {
    // A line of the columns the sorts and the joins touch; the service's own line is compared above.
    const line = sql<string>`o.number::text || ';' || c.name || ';' || coalesce(p.name, '') || ';' || o.total::text || ';' || o.placed_at::text`;
    const day = { from: new Date('2022-06-01T00:00:00.000Z'), to: new Date('2022-06-02T00:00:00.000Z') };
    const finds: OrderQuery[] = [
      { companyIds: null, ...day, sort: '-placedAt' },
      { companyIds: null, ...day, sort: 'placedAt' },
      { companyIds: null, ...day, sort: 'total' },
      { companyIds: [R, S], ...day, sort: '-total' },
      { companyIds: [O], ...day, statuses: ['FINISHED', 'WAIT_COMPANY'], sort: '-placedAt' },
      { companyIds: null, ...day, text: { words: ['silva'], number: null, digits: null }, sort: 'total' },
    ];
    for (const find of finds) {
      const batch = await exportBatch(server.db, find, null, 10_000, line);
      expect(batch.rows, JSON.stringify(find)).toBeGreaterThan(10);
      // 0: sorts off whatever the planner expects; the default lets it sort so few rows.
      const walked = (await bytesOf(await exportLinesByCopy(server.db, pool, find, line, 0))).toString('utf8');
      const sorted = (await bytesOf(await exportLinesByCopy(server.db, pool, find, line))).toString('utf8');
      expect(walked, JSON.stringify(find)).toBe(batch.text);
      expect(sorted, JSON.stringify(find)).toBe(batch.text);
    }
    expect(await eventually(poolAtRest)).toBe(true);
  });

  it('writes the lines of 2,600 orders whole: every quoted field closed, every line ended by CRLF', async () => {
    const copied = await exportOf(copyApp, `${DAY}&sort=placedAt`, DEMO_USERS.root);
    // Outside quotes, a line break is only ever CRLF, and each line has the header's 16 fields.
    const lines = copied.body.replace(/^\uFEFF/, '').match(/(?:"(?:[^"]|"")*"|[^"\r\n])*\r\n/g) ?? [];
    expect(lines.join('')).toBe(copied.body.replace(/^\uFEFF/, ''));
    expect(lines).toHaveLength(2601);
    const fields = (line: string) => line.match(/(?:"(?:[^"]|"")*"|[^";\r\n])*(?:;|\r\n)/g)?.length ?? 0;
    expect(lines.every((line) => fields(line) === 16)).toBe(true);
    expect(lines[1]).toMatch(/^200001;Supermercado Bom Preço;2022-06-01T06:00:00-03:00;Cancelado;/);
    expect(copied.body).toContain(`;"Ana ""Tia""; Souza 1";`);
    expect(copied.body).toContain(`;"'=HYPERLINK(""x"";""y"")`);
    expect(copied.body).toContain(';barra \\ invertida \\n ');
    expect(copied.body).toContain(';"motivo; ""livre""\nsegunda linha"\r\n');
  });

  it('decodes a real binary COPY and inlines texts the server reads back as they were', async () => {
    const tricky = `Ana "Tia"; Souza\r\nlinha 2\\n \\ barra\ttab Conceição 😀 '$1' $$`;
    const at = new Date('2021-03-10T12:00:00.000Z');
    const statement = inlineSql(
      sql`copy (select ${tricky}::text, null::text, ''::text, ${tricky}::text, (${at}::timestamptz = timestamptz '2021-03-10 12:00:00+00')::text
        from generate_series(1, 3)) to stdout (format binary)`.compile(server.db),
    );
    const bytes = await bytesOf(await copyOut(pool, statement));
    expect(bytes.toString('utf8')).toBe(`${tricky}${tricky}true`.repeat(3));
    expect(await eventually(poolAtRest)).toBe(true);
  });

  it('closes the connection of a COPY that fails, and the pool keeps none of it', async () => {
    const before = pool.totalCount;
    const failing = await copyOut(pool, 'copy (select (1 / (i - 3))::text from generate_series(1, 5) as i) to stdout (format binary)');
    await expect(bytesOf(failing)).rejects.toThrow(/division by zero/);
    expect(await eventually(poolAtRest)).toBe(true);
    expect(pool.totalCount).toBeLessThanOrEqual(before);
    // The pool still answers.
    expect((await sql<{ one: number }>`select 1 as one`.execute(server.db)).rows[0]?.one).toBe(1);
  });

  it('reads no further than a slow client takes, and stops the COPY when the client goes away', async () => {
    // 20,000 orders on 2019-07-01 with reasons of 2,000 characters (not names, which the search
    // lists word by word): some 40 MB of lines, more than every buffer between the database and
    // the client holds. They stay until the schema is dropped: deleting them took longer than the
    // test (the orders' statement triggers).
    await sql`
      insert into orders (id, company_id, number, status, fulfilment, payment_type, paid, items, items_total, delivery_fee, discount, total,
                          customer_name, customer_phone, cancel_reason, placed_at, status_at, updated_at)
      select 'cp-big-' || i, ${O}, 300000 + i, 'CANCELED', 'delivery', 'PIX', true, '[]'::jsonb, 1000, 0, 0, 1000,
             'Cliente ' || i, '5531900000000', repeat('motivo longo ', 154) || i, t, t, t
      from generate_series(1, 20000) as i, lateral (select timestamptz '2019-07-01 12:00:00+00' + i * interval '1 second' as t) as at
    `.execute(server.db);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (server.app.server.address() as AddressInfo).port;
    const token = await server.tokenFor(DEMO_USERS.root);
    // The server sessions of the connections the export takes from the pool (pg's client keeps its
    // session's process id, which its types do not show).
    const pids: number[] = [];
    const acquired = (client: pg.PoolClient) => pids.push((client as unknown as { processID: number }).processID);
    pool.on('acquire', acquired);
    const range = 'from=2019-07-01T00:00:00.000Z&to=2019-07-02T00:00:00.000Z';
    let request: ClientRequest | null = null;
    try {
      const response = await new Promise<IncomingMessage>((resolve, reject) => {
        request = httpRequest({ host: '127.0.0.1', port, path: `/api/v2/orders/export?${range}`, headers: { authorization: `Bearer ${token}` } }, resolve);
        request.on('error', reject);
        request.end();
      });
      expect(response.statusCode).toBe(200);
      // Take the first chunk, then nothing more.
      await new Promise<void>((resolve) =>
        response.once('data', () => {
          response.pause();
          resolve();
        }),
      );
      // The database then waits to write to the server, which does not read while the client does not.
      const copying = async () => (await sessionsOf(pids)).filter((session) => session.copying);
      const waiting = await eventually(async () => (await copying()).some((session) => session.wait_event === 'ClientWrite'));
      expect(waiting, JSON.stringify(await sessionsOf(pids))).toBe(true);
      expect(response.readableLength).toBeLessThan(1024 * 1024);
      const copier = (await copying())[0]?.pid ?? 0;
      expect(copier).toBeGreaterThan(0);
      expect(pool.totalCount - pool.idleCount).toBeGreaterThanOrEqual(1);
      // The client goes away: the COPY's session ends at once. Within 3 s: a connection put back
      // in the pool in the middle of its COPY would also end, but only when the pool closes it
      // for being idle (10 s), and a query given it meanwhile would wait for ever.
      response.destroy();
      (request as ClientRequest | null)?.destroy();
      expect(await eventually(async () => (await sessionsOf([copier])).length === 0, 3000)).toBe(true);
      expect(await eventually(poolAtRest)).toBe(true);
      // A download taken whole afterwards is whole (the first ten minutes' 599 orders).
      const whole = await exportOf(copyApp, 'from=2019-07-01T00:00:00.000Z&to=2019-07-01T12:10:00.000Z&sort=placedAt', DEMO_USERS.root);
      expect(whole.body.split('\r\n')).toHaveLength(601);
      expect(await eventually(poolAtRest)).toBe(true);
    } finally {
      pool.off('acquire', acquired);
      (request as ClientRequest | null)?.destroy();
    }
  });
});
