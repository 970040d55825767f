/**
 * `npm run bench:reports`: the order history and reports figures of issue 25, written to
 * bench/reports.md (and reports.json for the index):
 * (a) the filtered history page (listOrders), server time p95 ≤ 20 ms for every filter combination
 *     the screen offers, as staff over every company, as staff on one company and as a company's
 *     operator, pages 1 to 3, each combination run repeatedly;
 * (b) the totals of a month (getOrderTotals) ≤ 200 ms, and today's new orders and the late orders
 *     (getNewOrdersReport, getLateOrdersReport), reported;
 * (c) the export of 1,000,000 rows (exportOrders) through the product's server process
 *     (server/main.ts) on PostgreSQL: ≥ 50,000 rows/s, the time to the first byte, and the growth
 *     of the process's resident memory over idle (≤ 50 MB), read from /proc while the file streams.
 * On PostgreSQL with 5,000,000 orders over two years (a database of its own, `bench_reports`, kept
 * for the day: a second run the same day reuses it) and on PGlite with 500,000 (a folder of its
 * own under the system's temporary folder), both migrated by the product's migrations and filled by
 * scripts/bench-reports-fill.ts. (a) and (b) run the real app in this process (`app.inject`: the
 * route, its guard, the query and the JSON, no network).
 *
 * BENCH_REPORTS_PARTS=postgresql,pglite picks the databases (a database not run is reported with its
 * last figures, kept under node_modules/.cache/bench-reports; `none` rewrites the report from them); BENCH_REPORTS_FILL_ONLY=1 fills and
 * stops (BENCH_REPORTS_EXPLAIN=1 prints the plans of the fill's inserts); BENCH_REPORTS_PAGES_ONLY=1 measures (a) and (b), prints
 * the figures and writes no report (a quick look while changing the queries); BENCH_REPORTS_PG_URL, BENCH_REPORTS_PG_ORDERS, BENCH_REPORTS_PGLITE_ORDERS,
 * BENCH_REPORTS_EXPORT_ROWS and BENCH_REPORTS_REPEAT change the sizes.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../server/app';
import { migrate, openDatabase, type Db } from '../server/db';
import { DEMO_IDS, DEMO_USERS } from '../server/seed';
import { BENCH_PASSWORD, envNumber, fmt, load, machineLine, mean, percentile, ROOT, writeReport, type Figure } from './bench-common';
import { existingFill, fillOrders, localToday, type FillInfo } from './bench-reports-fill';

const PG_URL = process.env.BENCH_REPORTS_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_reports';
const PG_ORDERS = envNumber('BENCH_REPORTS_PG_ORDERS', 5_000_000);
const PGLITE_ORDERS = envNumber('BENCH_REPORTS_PGLITE_ORDERS', 500_000);
const EXPORT_ROWS = envNumber('BENCH_REPORTS_EXPORT_ROWS', 1_000_000);
const REPEAT = envNumber('BENCH_REPORTS_REPEAT', 10);
const PARTS = new Set((process.env.BENCH_REPORTS_PARTS ?? 'postgresql,pglite').split(',').map((p) => p.trim()));
const FILL_ONLY = process.env.BENCH_REPORTS_FILL_ONLY === '1';
const PAGES_ONLY = process.env.BENCH_REPORTS_PAGES_ONLY === '1';
const JWT_SECRET = 'bench-reports-secret-that-is-long-enough-for-hs256';
const PAGE_SIZE = 20;
/** A call slower than this is not repeated: pages 1 to 3 are timed once. */
const SLOW_CALL_MS = 1000;
const PAGE_BOUND_MS = 20;
const TOTALS_BOUND_MS = 200;
const EXPORT_RATE_BOUND = 50_000;
const EXPORT_MEMORY_BOUND_MB = 50;

const log = (line: string) => console.info(`[${new Date().toISOString().slice(11, 19)}] ${line}`);

// ---------------------------------------------------------------- databases

async function adminQuery(url: string, text: string): Promise<void> {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** The PostgreSQL database of the benchmark, filled today with PG_ORDERS orders (made when it is not). */
async function postgresqlDatabase(): Promise<{ db: Db; fill: FillInfo; reused: boolean }> {
  const name = new URL(PG_URL).pathname.slice(1);
  await adminQuery(PG_URL, `select 1`);
  let db: Db | null = null;
  try {
    db = openDatabase(PG_URL);
    await migrate(db);
    const fill = await existingFill(db, PG_ORDERS);
    if (fill) return { db, fill, reused: true };
  } catch {
    // No such database yet: made below.
  }
  await db?.destroy();
  log(`making database ${name} with ${PG_ORDERS} orders`);
  await adminQuery(PG_URL, `drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
  await adminQuery(PG_URL, `create database ${pg.escapeIdentifier(name)}`);
  const fresh = openDatabase(PG_URL);
  await migrate(fresh);
  const fill = await fillOrders(fresh, PG_ORDERS, BENCH_PASSWORD, log, true);
  return { db: fresh, fill, reused: false };
}

/** A PGlite database in a folder of its own, filled with PGLITE_ORDERS orders. */
async function pgliteDatabase(): Promise<{ db: Db; dir: string; fill: FillInfo }> {
  const parent = mkdtempSync(join(tmpdir(), 'bench-reports-'));
  const dir = join(parent, 'pglite');
  const db = openDatabase(dir);
  await migrate(db);
  const fill = await fillOrders(db, PGLITE_ORDERS, BENCH_PASSWORD, log, false);
  return { db, dir, fill };
}

async function sizes(db: Db): Promise<{ orders: number; tableMb: number; indexMb: number; keysMb: number }> {
  const row = (
    await sql<{ n: number; table_bytes: string; index_bytes: string; keys_bytes: string }>`
      select (select count(*)::int from orders) as n, pg_table_size('orders')::text as table_bytes, pg_indexes_size('orders')::text as index_bytes,
        (pg_total_relation_size('order_search_keys') + pg_total_relation_size('order_search_terms'))::text as keys_bytes`.execute(db)
  ).rows[0];
  const mb = (bytes: string | undefined) => Number(bytes ?? 0) / 2 ** 20;
  return { orders: row?.n ?? 0, tableMb: mb(row?.table_bytes), indexMb: mb(row?.index_bytes), keysMb: mb(row?.keys_bytes) };
}

// ---------------------------------------------------------------- (a) and (b): the app in this process

interface Caller {
  label: string;
  token: string;
  company?: string;
}

interface Timed {
  label: string;
  times: number[];
  failures: string[];
  rows: number;
}

const iso = (day: string, time = '00:00') => new Date(`${day}T${time}:00-03:00`).toISOString();
const addDays = (day: string, delta: number) => new Date(Date.parse(`${day}T12:00:00Z`) + delta * 86_400_000).toISOString().slice(0, 10);

async function inProcess(db: Db) {
  const app = await buildApp({ db, jwtSecret: JWT_SECRET, logger: false });
  const signIn = async (email: string) => {
    const response = await app.inject({ method: 'POST', url: '/api/users/auth-admin', payload: { email, password: BENCH_PASSWORD, type: 'admin' } });
    if (response.statusCode !== 200) throw new Error(`sign-in of ${email} answered ${response.statusCode}: ${response.body}`);
    return (response.json() as { accessToken: string }).accessToken;
  };
  const root = await signIn(DEMO_USERS.root);
  const operator = await signIn(DEMO_USERS.restaurant);
  const callers: Caller[] = [
    { label: 'staff, every company', token: root },
    { label: 'staff, one company', token: root, company: DEMO_IDS.restaurant },
    { label: 'company operator', token: operator },
  ];
  const call = async (caller: Caller, url: string) => {
    const started = performance.now();
    const response = await app.inject({
      method: 'GET',
      url: `/api${url}`,
      headers: { authorization: `Bearer ${caller.token}`, ...(caller.company ? { company: caller.company } : {}) },
    });
    return { ms: performance.now() - started, status: response.statusCode, body: response.body };
  };
  return { app, callers, call };
}

/** What the history screen offers, as query strings, with values taken from the data. */
async function combinations(db: Db): Promise<{ label: string; query: string }[]> {
  const today = localToday();
  const yesterday = addDays(today, -1);
  const sample = await db
    .selectFrom('orders')
    .select(['number', 'customer_phone', 'customer_name', 'rider_id'])
    .where('company_id', '=', DEMO_IDS.restaurant)
    .where('rider_id', 'is not', null)
    .where('placed_at', '<', new Date(iso(addDays(today, -200))))
    .orderBy('placed_at', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  const digits = sample.customer_phone.replace(/\D/g, '').slice(-8);
  const day = `from=${encodeURIComponent(iso(yesterday))}&to=${encodeURIComponent(iso(today))}`;
  const week = `from=${encodeURIComponent(iso(addDays(today, -7)))}&to=${encodeURIComponent(iso(today))}`;
  const month = `from=${encodeURIComponent(iso(addDays(today, -30)))}&to=${encodeURIComponent(iso(today))}`;
  return [
    { label: 'no filter', query: '' },
    { label: 'a day', query: day },
    { label: 'a week', query: week },
    { label: 'a month', query: month },
    { label: 'status CANCELED', query: 'status=CANCELED' },
    { label: 'a week, statuses DELIVERED + FINISHED', query: `${week}&status=DELIVERED&status=FINISHED` },
    { label: 'payment type money', query: 'paymentType=money' },
    { label: 'a month, payment PIX, pickup', query: `${month}&paymentType=PIX&fulfilment=pickup` },
    { label: 'fulfilment pickup', query: 'fulfilment=pickup' },
    { label: `rider (${sample.rider_id ?? ''})`, query: `riderId=${sample.rider_id ?? ''}` },
    { label: 'late', query: 'late=true' },
    { label: `order number (${sample.number})`, query: `q=${sample.number}` },
    { label: 'a name word (conceição)', query: `q=${encodeURIComponent('conceição')}` },
    { label: 'two name words (joao araujo)', query: `q=${encodeURIComponent('joao araujo')}` },
    { label: `phone digits (${digits})`, query: `q=${digits}` },
    { label: 'sort by total, descending', query: 'sort=-total' },
    { label: 'a month, sort by total', query: `${month}&sort=total` },
  ];
}

async function measurePages(db: Db) {
  const { app, callers, call } = await inProcess(db);
  const combos = await combinations(db);
  const results: (Timed & { caller: string })[] = [];
  for (const caller of callers) {
    for (const combo of combos) {
      const base = `/v2/orders?${combo.query}${combo.query ? '&' : ''}pageOut=${PAGE_SIZE}`;
      const timed: Timed & { caller: string } = { label: combo.label, caller: caller.label, times: [], failures: [], rows: 0 };
      const warm = await call(caller, `${base}&pageIn=1`);
      // A combination whose call takes seconds is measured once per page (its figure is far over the bound either way).
      const repeat = warm.ms > SLOW_CALL_MS ? 1 : REPEAT;
      for (let r = 0; r < repeat; r++) {
        for (const page of [1, 2, 3]) {
          const answer = await call(caller, `${base}&pageIn=${page}`);
          timed.times.push(answer.ms);
          if (answer.status !== 200) timed.failures.push(`${answer.status} ${answer.body.slice(0, 200)}`);
          else if (r === 0 && page === 1) timed.rows = (JSON.parse(answer.body) as { totalDocs: number }).totalDocs;
        }
      }
      results.push(timed);
      log(`page ${caller.label} / ${combo.label}: p50 ${fmt(percentile(timed.times, 50))} p95 ${fmt(percentile(timed.times, 95))} ms (${timed.rows} found${timed.failures.length ? `, ${timed.failures.length} failed: ${timed.failures[0]}` : ''})`);
    }
  }
  const reports: (Timed & { caller: string })[] = [];
  const today = localToday();
  const monthStart = `${today.slice(0, 7)}-01`;
  const lastMonth = `${addDays(monthStart, -1).slice(0, 7)}-01`;
  const reportCalls = [
    { label: `totals of a month (${lastMonth.slice(0, 7)})`, url: `/v2/orders/reports/totals?from=${encodeURIComponent(iso(lastMonth))}&to=${encodeURIComponent(iso(monthStart))}` },
    { label: 'totals of 366 days', url: `/v2/orders/reports/totals?from=${encodeURIComponent(iso(addDays(today, -365)))}&to=${encodeURIComponent(iso(addDays(today, 1)))}` },
    { label: "today's new orders", url: '/v2/orders/reports/new-orders' },
    { label: 'late orders', url: '/v2/orders/reports/late' },
  ];
  for (const caller of callers) {
    for (const report of reportCalls) {
      const timed: Timed & { caller: string } = { label: report.label, caller: caller.label, times: [], failures: [], rows: 0 };
      const warm = await call(caller, report.url);
      const repeat = warm.ms > SLOW_CALL_MS ? 3 : REPEAT;
      for (let r = 0; r < repeat; r++) {
        const answer = await call(caller, report.url);
        timed.times.push(answer.ms);
        if (answer.status !== 200) timed.failures.push(`${answer.status} ${answer.body.slice(0, 200)}`);
      }
      reports.push(timed);
      log(`report ${caller.label} / ${report.label}: p95 ${fmt(percentile(timed.times, 95))} ms${timed.failures.length ? ` (${timed.failures.length} failed: ${timed.failures[0]})` : ''}`);
    }
  }
  await app.close();
  const month = await db.selectFrom('orders').select(sql<number>`count(*)::int`.as('n')).where('placed_at', '>=', new Date(iso(lastMonth))).where('placed_at', '<', new Date(iso(monthStart))).executeTakeFirstOrThrow();
  return { pages: results, reports, combos, monthOrders: month.n };
}

// ---------------------------------------------------------------- (c): the export through server/main.ts

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

const sleep = (ms: number) => new Promise((resolveSleep) => setTimeout(resolveSleep, ms));

interface ExportResult {
  rows: number;
  bytes: number;
  seconds: number;
  firstByteMs: number;
  status: number;
  idleMb: number;
  peakMb: number;
  endMb: number;
  samples: number;
  from: string;
  header: string;
  firstRow: string;
  /** The resident memory (MB) when each tenth of the rows had come. */
  timeline: number[];
  /** The same rows read by the database alone (COPY of the same columns and order to psql), seconds; NaN when not measured. */
  copySeconds: number;
}

/** Streams GET `path` from the server, counting lines, while sampling `pid`'s resident memory. */
function streamExport(port: number, path: string, token: string, pid: number, expected = 0): Promise<Omit<ExportResult, 'idleMb' | 'from' | 'copySeconds'>> {
  return new Promise((resolveExport, reject) => {
    const started = performance.now();
    let firstByteMs = Number.NaN;
    let lines = 0;
    let bytes = 0;
    let head = '';
    let peakMb = rssMb(pid);
    let samples = 1;
    const timeline: number[] = [];
    const sampler = setInterval(() => {
      peakMb = Math.max(peakMb, rssMb(pid));
      samples++;
    }, 100);
    const request = httpRequest({ host: '127.0.0.1', port, path, headers: { authorization: `Bearer ${token}` } }, (response) => {
      response.on('data', (chunk: Buffer) => {
        if (Number.isNaN(firstByteMs)) firstByteMs = performance.now() - started;
        bytes += chunk.length;
        if (head.length < 4000) head += chunk.toString('utf8');
        for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
        if (expected > 0 && lines >= ((timeline.length + 1) * expected) / 10 && timeline.length < 10) timeline.push(rssMb(pid));
      });
      response.on('end', () => {
        clearInterval(sampler);
        const seconds = (performance.now() - started) / 1000;
        const [header = '', firstRow = ''] = head.split('\n');
        resolveExport({ rows: lines - 1, bytes, seconds, firstByteMs, status: response.statusCode ?? 0, peakMb: Math.max(peakMb, rssMb(pid)), endMb: rssMb(pid), samples, header, firstRow, timeline });
      });
      response.on('error', reject);
    });
    request.on('error', (error) => {
      clearInterval(sampler);
      reject(error);
    });
    request.end();
  });
}

/** Seconds the database takes to send the export's rows and columns by itself (COPY to psql, thrown away); NaN without psql. */
function copyReference(url: string, from: string): number {
  const query = `copy (select o.number, c.name, o.placed_at, o.status, o.payment_type, o.paid, o.fulfilment, o.customer_name, o.customer_phone, p.name,
    o.items_total, o.delivery_fee, o.discount, o.total, o.outcome, o.cancel_reason
    from orders o join companies c on c.id = o.company_id left join delivery_men dm on dm.id = o.rider_id left join delivery_persons p on p.id = dm.person_id
    where o.placed_at >= '${from}' order by o.placed_at desc, o.id desc) to stdout with (format csv)`;
  const started = performance.now();
  const result = spawnSync('psql', [url, '-Atc', query], { stdio: ['ignore', 'ignore', 'pipe'], maxBuffer: 1024 * 1024 });
  return result.status === 0 ? (performance.now() - started) / 1000 : Number.NaN;
}

async function measureExport(url: string, db: Db, rows: number): Promise<ExportResult> {
  // The export's range: from the instant of the `rows`-th newest order to the end of today.
  const nth = await db.selectFrom('orders').select('placed_at').orderBy('placed_at', 'desc').orderBy('id', 'desc').offset(rows - 1).limit(1).executeTakeFirst();
  const from = (nth?.placed_at ?? new Date(0)).toISOString();
  const to = new Date(Date.now() + 86_400_000).toISOString();
  await db.destroy();
  const port = await freePort();
  const staticDir = mkdtempSync(join(tmpdir(), 'bench-reports-static-'));
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'server', 'main.ts')], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: url, PORT: String(port), HOST: '127.0.0.1', JWT_SECRET, NEW_ORDER_DB: 'off', STATIC_DIR: staticDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const pid = child.pid ?? 0;
  try {
    await new Promise<void>((resolveStart, reject) => {
      let out = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('Back-office running')) resolveStart();
      });
      child.once('exit', (code) => reject(new Error(`server/main.ts exited with ${String(code)}: ${out}`)));
    });
    const signIn = await fetch(`http://127.0.0.1:${port}/api/users/auth-admin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_USERS.root, password: BENCH_PASSWORD, type: 'admin' }),
    });
    if (!signIn.ok) throw new Error(`sign-in answered ${signIn.status}: ${await signIn.text()}`);
    const token = ((await signIn.json()) as { accessToken: string }).accessToken;
    const path = (f: string, t: string) => `/api/v2/orders/export?from=${encodeURIComponent(f)}&to=${encodeURIComponent(t)}`;
    // Warm: a day's export and a page, then idle.
    const warm = await streamExport(port, path(new Date(Date.now() - 86_400_000).toISOString(), to), token, pid);
    if (warm.status !== 200) throw new Error(`the warm-up export answered ${warm.status}: ${warm.header}`);
    await fetch(`http://127.0.0.1:${port}/api/v2/orders?pageOut=20`, { headers: { authorization: `Bearer ${token}` } });
    await sleep(3000);
    const idle: number[] = [];
    for (let i = 0; i < 10; i++) {
      idle.push(rssMb(pid));
      await sleep(100);
    }
    const idleMb = percentile(idle, 50);
    log(`export: server idle at ${fmt(idleMb, 1)} MB resident; exporting from ${from}`);
    const result = await streamExport(port, path(from, to), token, pid, rows);
    log(`export: ${result.rows} rows in ${fmt(result.seconds)} s, first byte ${fmt(result.firstByteMs, 0)} ms, peak ${fmt(result.peakMb, 1)} MB`);
    return { ...result, idleMb, from, copySeconds: copyReference(url, from) };
  } finally {
    const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
    if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.race([exited, sleep(10_000)]);
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(staticDir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------- the report

interface KindResult {
  kind: 'PostgreSQL' | 'PGlite';
  /** When it ran, and the code it ran (the commit, and the server files changed since). */
  date: string;
  code: string;
  fill: FillInfo;
  reused: boolean;
  size: { orders: number; tableMb: number; indexMb: number; keysMb?: number };
  pages: (Timed & { caller: string })[];
  reports: (Timed & { caller: string })[];
  /** Orders placed in the month the totals count. */
  monthOrders: number;
  exported: ExportResult | null;
  loadBefore: number;
  loadAfter: number;
  version: string;
}

async function runKind(kind: 'PostgreSQL' | 'PGlite'): Promise<KindResult | null> {
  const loadBefore = load();
  if (kind === 'PostgreSQL') {
    const { db, fill, reused } = await postgresqlDatabase();
    if (FILL_ONLY) {
      await db.destroy();
      return null;
    }
    const size = await sizes(db);
    const version = (await sql<{ v: string }>`select current_setting('server_version') as v`.execute(db)).rows[0]?.v ?? '';
    const { pages, reports, monthOrders } = await measurePages(db);
    if (PAGES_ONLY) {
      await db.destroy();
      return null;
    }
    const exported = await measureExport(PG_URL, db, Math.min(EXPORT_ROWS, size.orders));
    return { kind, date: new Date().toISOString(), code: codeLine(), fill, reused, size, pages, reports, monthOrders, exported, loadBefore, loadAfter: load(), version };
  }
  const { db, dir, fill } = await pgliteDatabase();
  try {
    const size = await sizes(db);
    const version = (await sql<{ v: string }>`select current_setting('server_version') as v`.execute(db)).rows[0]?.v ?? '';
    const { pages, reports, monthOrders } = await measurePages(db);
    await db.destroy();
    if (PAGES_ONLY) return null;
    return { kind, date: new Date().toISOString(), code: codeLine(), fill, reused: false, size, pages, reports, monthOrders, exported: null, loadBefore, loadAfter: load(), version };
  } finally {
    rmSync(join(dir, '..'), { recursive: true, force: true });
  }
}

/** The commit measured, and how many files of server/ differed from it. */
function codeLine(): string {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
    const changed = execFileSync('git', ['status', '--porcelain', '--', 'server'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter((l) => l.trim() !== '').length;
    return `commit ${commit}${changed > 0 ? ` with ${changed} file${changed === 1 ? '' : 's'} of server/ changed and not committed` : ''}`;
  } catch {
    return 'the code of this folder (no git)';
  }
}

/** Each database's last result, kept so that a run of one database reports the other's last figures beside its own. */
const CACHE_DIR = join(ROOT, 'node_modules', '.cache', 'bench-reports');
function remember(result: KindResult): void {
  mkdirSync(CACHE_DIR, { recursive: true });
  writeFileSync(join(CACHE_DIR, `${result.kind}.json`), JSON.stringify(result));
}
function recalled(kind: KindResult['kind']): KindResult | null {
  const file = join(CACHE_DIR, `${kind}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as KindResult) : null;
}

const cell = (times: readonly number[]) => `${fmt(percentile(times, 50))} / ${fmt(percentile(times, 95))} / ${fmt(Math.max(...times))}`;

function report(results: KindResult[]): void {
  const lines: string[] = [
    '# Order history and reports: the history page, the totals and the export at scale',
    '',
    `- Date: ${new Date().toISOString()}`,
    `- Machine: ${machineLine()}; load average ${fmt(results[0]?.loadBefore ?? load(), 2)} at the start (2 shared cores: the figures carry the load of whatever else ran).`,
    '',
    'Written by `npm run bench:reports` (scripts/bench-reports.ts; the data by scripts/bench-reports-fill.ts).',
    '',
    '## How it was measured',
    '',
    `The orders are made by the database (generate_series) over the last ${730} days before today and the last 10 hours of today, across 200 companies: the demo restaurant (Cantina da Nonna) 10 %, the demo supermarket 8 %, three more large companies 6, 5 and 4 %, 195 others sharing the rest unevenly. Each company's orders are numbered in the order they were placed, more of them in recent months, each between 10:00 and 23:00 São Paulo time; 80 % settled (FINISHED), 6 % delivered, 14 % cancelled (the acceptance deadline, rejections with a reason, cancelled after acceptance, never paid); seven payment types; a quarter picked up; a rider of the company on every delivered delivery; about 4,000 customers per company with Brazilian names (accents included) and phones in the formats people type; today's orders in every state of the day, some of them late. The demo data of the product (its users, to sign in as, and its own few hundred orders) is there too. The product's migrations make the schema and its indexes (the folded name and the phone digits are the migration's generated columns); the orders' triggers write each order's search keys (migration 0019: its name's words, their pairs and its phone) during the load, and the secondary indexes of the orders and of their keys are dropped for the load and made again after it from their own definitions; then the tables are vacuumed and analyzed (on PGlite as the server does when it starts: PGlite has no autovacuum, server/db/embeddedVacuum.ts). No order history rows are made for these orders: nothing measured here reads them.`,
    '',
    `(a) and (b) run the product's app in this process over the database (\`app.inject\`: routing, authentication, the guard, the service, the queries and the JSON; no network): the time of each call is the server time. Three callers: root over every company, root on one company (the \`Company\` header: the restaurant) and the restaurant's operator (its own company). Each filter combination is called once to warm, then ${REPEAT} times each of pages 1, 2 and 3 (${PAGE_SIZE} rows a page): ${REPEAT * 3} times per caller; a combination whose warming call took more than ${SLOW_CALL_MS / 1000} s is timed once per page (3 calls; its p95 is then its slowest). The bound is on the p95 of each combination; the worst is the figure.`,
    '',
    '(c) runs the product\'s server process (`server/main.ts` with DATABASE_URL, as `npm start` runs it) and streams an export of every order from the instant of the 1,000,000th newest one, as root over every company (CSV, pt-BR), counting its lines as they come. The time to the first byte is from the request sent to the first chunk received; rows per second over the whole transfer. The process\'s resident memory (VmRSS of /proc/<pid>/status) is read after a warm-up (a day\'s export and a page) and 3 s of rest (idle: the median of 10 readings), then every 100 ms during the export (peak).',
    '',
  ];
  const figures: Figure[] = [];
  for (const r of results) {
    lines.push(
      `## ${r.kind}`,
      '',
      `Run ${r.date} on ${r.code}. ${r.kind} ${r.version}; ${fmt(r.size.orders, 0)} orders (${fmt(r.fill.orders, 0)} of the fill), table ${fmt(r.size.tableMb, 0)} MB, its indexes ${fmt(r.size.indexMb, 0)} MB${r.size.keysMb === undefined ? '' : `, the search keys and terms with their indexes ${fmt(r.size.keysMb, 0)} MB`}; ${r.reused ? `filled earlier today (${r.fill.day}, in ${r.fill.seconds} s), reused` : `filled in ${r.fill.seconds} s`}. Load average before / after: ${fmt(r.loadBefore, 2)} / ${fmt(r.loadAfter, 2)}.`,
      '',
      '### (a) The history page, server time (ms)',
      '',
      '| filter | found | staff, every company: p50 / p95 / max | staff, one company | company operator |',
      '|---|---:|---:|---:|---:|',
    );
    const labels = [...new Set(r.pages.map((p) => p.label))];
    for (const label of labels) {
      const of = (caller: string) => r.pages.find((p) => p.label === label && p.caller === caller);
      const all = of('staff, every company');
      const cells = ['staff, every company', 'staff, one company', 'company operator'].map((caller) => {
        const t = of(caller);
        if (!t) return 'n/a';
        const p95 = percentile(t.times, 95);
        const text = cell(t.times);
        return `${p95 > PAGE_BOUND_MS ? `**${text}**` : text}${t.failures.length ? ` (${t.failures.length} failed)` : ''}`;
      });
      lines.push(`| ${label} | ${fmt(all?.rows ?? 0, 0)} | ${cells.join(' | ')} |`);
    }
    const worst = r.pages.reduce((w, p) => (percentile(p.times, 95) > percentile(w.times, 95) ? p : w), r.pages[0] as Timed & { caller: string });
    const over = r.pages.filter((p) => percentile(p.times, 95) > PAGE_BOUND_MS);
    const failed = r.pages.filter((p) => p.failures.length > 0);
    lines.push(
      '',
      `Worst p95: ${fmt(percentile(worst.times, 95))} ms (${worst.caller}, ${worst.label}). Over ${PAGE_BOUND_MS} ms (in bold above): ${['staff, every company', 'staff, one company', 'company operator'].map((caller) => `${caller} ${over.filter((p) => p.caller === caller).length} of ${r.pages.filter((p) => p.caller === caller).length}`).join(', ')}. Mean of every call: ${fmt(mean(r.pages.flatMap((p) => p.times)))} ms.${failed.length ? ` Failed calls: ${failed.map((p) => `${p.caller} / ${p.label}: ${p.failures[0] ?? ''}`).join('; ')}.` : ''}`,
      '',
      '### (b) The reports, server time (ms, p50 / p95 / max)',
      '',
      '| report | staff, every company | staff, one company | company operator |',
      '|---|---:|---:|---:|',
    );
    for (const label of [...new Set(r.reports.map((p) => p.label))]) {
      const cells = ['staff, every company', 'staff, one company', 'company operator'].map((caller) => {
        const t = r.reports.find((p) => p.label === label && p.caller === caller);
        return t ? `${cell(t.times)}${t.failures.length ? ` (${t.failures.length} failed: ${t.failures[0]?.slice(0, 80) ?? ''})` : ''}` : 'n/a';
      });
      lines.push(`| ${label} | ${cells.join(' | ')} |`);
    }
    lines.push('');
    const pageMet = over.length === 0 && failed.length === 0;
    figures.push({
      figure: `${r.kind}, ${fmt(r.size.orders, 0)} orders: the history page, worst p95 server time over ${new Set(r.pages.map((p) => p.label)).size} filter combinations × 3 callers, pages 1–3`,
      value: `${fmt(percentile(worst.times, 95))} ms`,
      bound: `≤ ${PAGE_BOUND_MS} ms`,
      met: pageMet,
    });
    const month = r.reports.filter((p) => p.label.startsWith('totals of a month'));
    const monthWorst = Math.max(...month.map((p) => Math.max(...p.times)));
    const monthFailed = month.some((p) => p.failures.length > 0);
    figures.push({
      figure: `${r.kind}, ${fmt(r.size.orders, 0)} orders: the totals of a month (by day, company, payment type and status), slowest of ${REPEAT} × 3 callers`,
      value: monthFailed ? 'failed' : `${fmt(monthWorst)} ms`,
      bound: `≤ ${TOTALS_BOUND_MS} ms`,
      met: !monthFailed && monthWorst <= TOTALS_BOUND_MS,
    });
    for (const label of ["today's new orders", 'late orders']) {
      const these = r.reports.filter((p) => p.label === label);
      figures.push({
        figure: `${r.kind}: ${label} report, p95 server time (staff over every company / one company)`,
        value: these.map((p) => (p.failures.length ? 'failed' : `${fmt(percentile(p.times, 95))} ms`)).slice(0, 2).join(' / '),
        bound: 'reported',
        met: true,
      });
    }
    if (r.exported) {
      const e = r.exported;
      const rate = e.rows / e.seconds;
      const growth = e.peakMb - e.idleMb;
      lines.push(
        '### (c) The export through the server process',
        '',
        '| measure | value |',
        '|---|---:|',
        `| rows (lines less the header) | ${fmt(e.rows, 0)} |`,
        `| answer | ${e.status} |`,
        `| bytes | ${fmt(e.bytes / 2 ** 20, 1)} MB |`,
        `| time to the first byte | ${fmt(e.firstByteMs, 0)} ms |`,
        `| whole transfer | ${fmt(e.seconds, 2)} s |`,
        `| rows per second | ${fmt(rate, 0)} |`,
        `| resident memory idle / peak / at the end | ${fmt(e.idleMb, 1)} / ${fmt(e.peakMb, 1)} / ${fmt(e.endMb, 1)} MB (${e.samples} readings) |`,
        `| growth over idle | ${fmt(growth, 1)} MB |`,
        `| resident memory at each tenth of the rows | ${e.timeline.map((mb) => fmt(mb, 0)).join(', ')} MB |`,
        `| the same rows and order sent by the database alone (COPY to psql, for comparison) | ${fmt(e.copySeconds, 2)} s (${fmt(e.rows / e.copySeconds, 0)} rows/s) |`,
        '',
        `From ${e.from}. The header: \`${e.header.replace(/^\uFEFF/, '(BOM)')}\`; the first row: \`${e.firstRow}\`.`,
        '',
      );
      figures.push(
        { figure: `${r.kind}: export of ${fmt(e.rows, 0)} rows through the server process, rows per second`, value: fmt(rate, 0), bound: `≥ ${fmt(EXPORT_RATE_BOUND, 0)}/s`, met: e.status === 200 && rate >= EXPORT_RATE_BOUND },
        { figure: `${r.kind}: export, time to the first byte`, value: `${fmt(e.firstByteMs, 0)} ms`, bound: '< 1 s', met: e.status === 200 && e.firstByteMs < 1000 },
        { figure: `${r.kind}: export, the server's resident memory over idle (peak)`, value: `${fmt(growth, 1)} MB`, bound: `≤ ${EXPORT_MEMORY_BOUND_MB} MB`, met: e.status === 200 && growth <= EXPORT_MEMORY_BOUND_MB },
      );
    }
  }
  lines.push(
    '## What the figures rest on',
    '',
    '- The history page: the count of a filter stops at 1,000 matches and runs at the same time as the page, on a second connection of the pool. Every filter the screen offers has an index in its own order (migrations 0013, 0015, 0017).',
    "- A search by name, phone or number reads the search keys (migration 0019, `server/repositories/orderSearch.ts`). These list each order under each word of its folded name, each pair of its words and its phone digits, newest first per key, across every company and per company. A searched word is first matched to the words that contain it (a trigram index over the distinct words and phones, a small table), then their orders are read newest first from the index, up to the page or the count. The matches are the same orders as the name's `like`. A search the keys cannot stand for (a word shorter than 3 letters, three words or more, a word in more than 12 distinct names) reads the orders as before. Sorted by total, the keys give the count, and fewer matches than the count's limit are sorted over their ids.",
    '- The history reads only the columns a row of the table shows, not the basket or the address. For staff over every company, it reads the kinds of company rather than every company row.',
    '- PGlite has no autovacuum. The server vacuums it when it starts and every 10 minutes (`server/db/embeddedVacuum.ts`), and the fill does the same. Before that, index-only scans read every row from the table as well: counting 1,000 matches took 11 to 26 ms rather than 1 to 3 ms, and pages written back after their first read stalled single calls for 200 ms.',
    "- The export on PostgreSQL is one `COPY (…) TO STDOUT (FORMAT binary)`, with the CSV lines written by the database. The bytes go to the response as they come (`server/db/copyOut.ts`, `server/db/copyBinary.ts`), and the socket is read only as fast as the client takes them. Sorts are turned off when the planner expects more than 50,000 rows, so that they come in the index's order from the first one. PGlite keeps the keyset batches.",
    '',
  );
  const misses: string[] = [];
  for (const r of results) {
    const slow = [...r.pages].sort((a, b) => percentile(b.times, 95) - percentile(a.times, 95)).filter((p) => percentile(p.times, 95) > PAGE_BOUND_MS);
    const near = r.pages.filter((p) => percentile(p.times, 95) > PAGE_BOUND_MS && percentile(p.times, 95) <= 5 * PAGE_BOUND_MS).length;
    if (slow.length > 0) {
      misses.push(
        `- ${r.kind}, the history page: ${slow.length} of ${r.pages.length} (combination, caller) pairs over ${PAGE_BOUND_MS} ms, ${near} of them within 5× the bound (${5 * PAGE_BOUND_MS} ms), which the machine's load (${fmt(r.loadBefore, 1)} to ${fmt(r.loadAfter, 1)} on 2 cores) inflates; the slowest: ${slow
          .slice(0, 5)
          .map((p) => `${p.caller} / ${p.label} ${fmt(percentile(p.times, 95), 0)} ms`)
          .join('; ')}.${slow.some((p) => percentile(p.times, 95) > 1000) ? " Those of seconds are not the load: their queries read far more of the table than the page shows (`EXPLAIN ANALYZE` on this database shows which), and need a plan that reaches the page's rows through an index in the page's order." : ''}`,
      );
    }
    const month = r.reports.filter((p) => p.label.startsWith('totals of a month'));
    const overMonth = month.filter((p) => Math.max(...p.times) > TOTALS_BOUND_MS);
    if (overMonth.length > 0) {
      misses.push(
        `- ${r.kind}, the totals of a month (${fmt(r.monthOrders, 0)} orders placed in it across every company): over ${TOTALS_BOUND_MS} ms for ${overMonth.map((p) => `${p.caller} (slowest ${fmt(Math.max(...p.times), 0)} ms)`).join(', ')}; ${month.filter((p) => !overMonth.includes(p)).map((p) => `${p.caller} ${fmt(Math.max(...p.times), 0)} ms`).join(', ') || 'no caller within it'}. Counting reads every order of the range (from an index that carries what is counted); a month of every company within the bound would need the counts kept by day and company as orders change (a summary table the totals add up), rather than read from the orders at each call.`,
      );
    }
    const e = r.exported;
    if (e && e.rows / e.seconds < EXPORT_RATE_BOUND) {
      misses.push(
        `- ${r.kind}, the export: ${fmt(e.rows / e.seconds, 0)} rows/s through the server; the database alone sends the same rows in ${fmt(e.copySeconds, 1)} s (${fmt(e.rows / e.copySeconds, 0)} rows/s), so ${e.copySeconds < e.seconds / 2 ? 'most of the time is the export\'s own: the database writing the CSV lines, the server passing them on, and the client reading' : 'the reading itself is a large part of it'}. ${fmt(EXPORT_RATE_BOUND, 0)} rows/s means ${fmt(e.rows / EXPORT_RATE_BOUND, 0)} s for these rows.`,
      );
    }
    if (e && e.peakMb - e.idleMb > EXPORT_MEMORY_BOUND_MB) {
      const first = e.timeline[0] ?? Number.NaN;
      const last = e.timeline.at(-1) ?? Number.NaN;
      misses.push(
        `- ${r.kind}, the export's memory: ${fmt(e.peakMb - e.idleMb, 0)} MB over idle at the peak; at a tenth of the rows ${fmt(first - e.idleMb, 0)} MB, at the last tenth ${fmt(last - e.idleMb, 0)} MB, ${fmt(e.endMb - e.idleMb, 0)} MB once the file was sent. ${last - first > 50 ? 'It rose with the rows sent in this run: what was read on the way to the socket is let go at once but freed only when the garbage collector runs, which V8 puts off while the heap has room.' : 'It does not grow with the rows: the process takes that much at once.'}`,
      );
    }
  }
  if (misses.length > 0) lines.push('## Reading the misses', '', ...misses, '');
  lines.push('## Figures', '', '| figure | value | bound | verdict |', '|---|---:|---|---|');
  for (const f of figures) lines.push(`| ${f.figure} | ${f.value} | ${f.bound} | ${f.bound === 'reported' ? 'reported' : f.met ? '**met**' : '**missed**'} |`);
  writeReport('reports', lines, figures);
}

async function main() {
  const results: KindResult[] = [];
  // The report is written after each database, so that a later failure leaves the earlier figures;
  // a database not run this time is reported with its last figures (and their date).
  const write = () => {
    const kinds: KindResult['kind'][] = ['PostgreSQL', 'PGlite'];
    report(kinds.flatMap((kind) => results.find((r) => r.kind === kind) ?? recalled(kind) ?? []));
  };
  if (PARTS.has('postgresql')) {
    const r = await runKind('PostgreSQL');
    if (r) {
      results.push(r);
      remember(r);
      write();
    }
  }
  if (FILL_ONLY) return;
  if (PARTS.has('pglite')) {
    const r = await runKind('PGlite');
    if (r) {
      results.push(r);
      remember(r);
    }
  }
  if (!PAGES_ONLY) write();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
