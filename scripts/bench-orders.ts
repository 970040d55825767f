/**
 * `npm run bench:orders`: the order desk's server figures of issue 24, written to bench/orders.md
 * (and orders.json for the index):
 * (a) one API process on PostgreSQL holding 1,000 open event streams: the memory they add
 *     (≤ 100 MB) and the time one event takes to reach every one of them (≤ 500 ms);
 * (b) placing orders through the API (placeOrder) on PostgreSQL (≥ 100/s) and PGlite (≥ 30/s),
 *     each read back afterwards, its new-order signal (newOrder/{companyId} in the Realtime Database
 *     the API process runs, as `npm start` does) written and its WAIT_COMPANY event stored;
 * (c) two API processes on one PostgreSQL: a move made through A (transitionOrder) seen by a
 *     stream on B, p95 over 200 moves (≤ 1 s, target 300 ms).
 * Each API runs in a child process of its own (this script with `serve`); the streams and the
 * load run here. BENCH_ORDERS_PARTS=a,b,c picks parts; BENCH_ORDERS_PG_URL and
 * BENCH_ORDERS_PGLITE_DIR name the databases (made fresh each run).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { request as httpRequest, Agent } from 'node:http';
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import createClient from 'openapi-fetch';
import pg from 'pg';
import type { paths } from '../src/contract/schema.gen';
import { buildApp } from '../server/app';
import { migrate, openDatabase, type Db } from '../server/db';
import { appendOrderEvent } from '../server/repositories/orderEvents';
import { newOrderSignalOf, startNewOrderDb, type NewOrderDb } from '../server/newOrderDb';
import { DEMO_IDS, DEMO_USERS, seedDemoData } from '../server/seed';
import type { NewOrderSignal } from '../server/handlers/types';
import { BENCH_PASSWORD, envNumber, fmt, load, machineLine, mean, percentile, ROOT, verdict, writeReport, type Figure } from './bench-common';
import { lunchPeakOrder } from './lunch-orders';

const PG_URL = process.env.BENCH_ORDERS_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_orders';
const PGLITE_DIR = process.env.BENCH_ORDERS_PGLITE_DIR ?? join(ROOT, 'node_modules', '.cache', 'bench-orders', 'pglite');
const PARTS = new Set((process.env.BENCH_ORDERS_PARTS ?? 'a,b,c').split(',').map((p) => p.trim()));
const STREAMS = envNumber('BENCH_ORDERS_STREAMS', 1000);
const PLACE_PG = envNumber('BENCH_ORDERS_PLACE_PG', 1000);
const PLACE_PGLITE = envNumber('BENCH_ORDERS_PLACE_PGLITE', 300);
const PLACE_CONCURRENCY = envNumber('BENCH_ORDERS_CONCURRENCY', 16);
const MOVES = envNumber('BENCH_ORDERS_MOVES', 200);
const JWT_SECRET = 'bench-orders-secret-that-is-long-enough-for-hs256';

// ---------------------------------------------------------------- the API child process

type ChildMessage =
  | { type: 'ready'; port: number }
  | { type: 'memory'; rss: number; heapUsed: number; external: number }
  | { type: 'signals'; written: number; failed: number; lastAt: number; firstError: string }
  | { type: 'check'; signalled: number; waitEvents: number };

/** What the child's new-order signal has done: the orders whose `newOrder/{companyId}` write completed, and when (Date.now). */
interface SignalLog {
  written: Map<string, number>;
  failed: number;
  firstError: string;
}

/**
 * The server's own new-order signal (server/main.ts: `newOrderSignalOf` over the local Realtime
 * Database it starts), with a log of each write that completed.
 */
function loggedSignal(newOrderDb: NewOrderDb, log: SignalLog): NewOrderSignal {
  const signal = newOrderSignalOf(newOrderDb);
  return async (companyId, order) => {
    try {
      await signal(companyId, order);
      log.written.set(order.orderId, Date.now());
    } catch (error) {
      log.failed++;
      log.firstError ||= error instanceof Error ? error.message : String(error);
      throw error;
    }
  };
}

async function prepare(url: string, fresh: boolean): Promise<void> {
  if (/^postgres(ql)?:\/\//.test(url)) {
    if (!fresh) return;
    const name = new URL(url).pathname.slice(1);
    const adminUrl = new URL(url);
    adminUrl.pathname = '/postgres';
    const admin = new pg.Client({ connectionString: adminUrl.toString() });
    await admin.connect();
    await admin.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
    await admin.query(`create database ${pg.escapeIdentifier(name)}`);
    await admin.end();
  } else if (fresh) {
    rmSync(url, { recursive: true, force: true });
    // PGlite makes the database's own folder, not the folders above it.
    mkdirSync(dirname(url), { recursive: true });
  }
}

async function serve(url: string, fresh: boolean): Promise<void> {
  await prepare(url, fresh);
  // The server's own source of its listener connection (server/orderEvents/sources.ts).
  if (/^postgres/.test(url)) process.env.DATABASE_URL = url;
  const db = openDatabase(url);
  await migrate(db);
  if (fresh) {
    await seedDemoData(db, BENCH_PASSWORD);
    // Placing needs the stores open whatever the clock says.
    await db.updateTable('companies').set({ is_open: true, is_manual: true }).execute();
  }
  // As `npm start` runs: the new-order alert's Realtime Database in the API process, rung by placing.
  const newOrderDb = await startNewOrderDb({ host: '127.0.0.1', port: 0 });
  const log: SignalLog = { written: new Map(), failed: 0, firstError: '' };
  const app = await buildApp({ db, jwtSecret: JWT_SECRET, logger: false, newOrderSignal: loggedSignal(newOrderDb, log) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const send = (message: ChildMessage) => process.send?.(message);
  send({ type: 'ready', port: typeof address === 'object' && address ? address.port : 0 });
  process.on('message', async (message: { type: string; ids?: string[] }) => {
    if (message.type === 'signals') {
      send({ type: 'signals', written: log.written.size, failed: log.failed, lastAt: Math.max(0, ...log.written.values()), firstError: log.firstError });
    } else if (message.type === 'check') {
      // Of these orders: how many had their signal written, and how many have their WAIT_COMPANY event row.
      const ids = message.ids ?? [];
      const rows = ids.length === 0 ? [] : await db.selectFrom('order_events').select('order_id').distinct().where('order_id', 'in', ids).where('status', '=', 'WAIT_COMPANY').execute();
      send({ type: 'check', signalled: ids.filter((id) => log.written.has(id)).length, waitEvents: rows.length });
    } else if (message.type === 'memory') {
      for (let i = 0; i < 3; i++) globalThis.gc?.();
      const usage = process.memoryUsage();
      send({ type: 'memory', rss: usage.rss, heapUsed: usage.heapUsed, external: usage.external });
    } else if (message.type === 'exit') {
      await app.close();
      await newOrderDb.close();
      await db.destroy();
      process.exit(0);
    }
  });
}

class Api {
  private constructor(
    private readonly child: ChildProcess,
    readonly port: number,
  ) {}

  static async start(url: string, fresh: boolean): Promise<Api> {
    const child = fork(fileURLToPath(import.meta.url), ['serve', url, fresh ? 'fresh' : 'kept'], {
      // BENCH_ORDERS_CPU_PROF=<folder>: each API process writes a V8 CPU profile there when it stops.
      execArgv: ['--import', 'tsx', '--expose-gc', ...(process.env.BENCH_ORDERS_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_ORDERS_CPU_PROF}`] : [])],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const port = await new Promise<number>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`the API exited with ${String(code)} before listening`)));
      child.on('message', (message: ChildMessage) => message.type === 'ready' && resolve(message.port));
    });
    child.removeAllListeners('exit');
    return new Api(child, port);
  }

  private ask<T extends ChildMessage['type']>(type: T, extra: Record<string, unknown> = {}): Promise<Extract<ChildMessage, { type: T }>> {
    return new Promise((resolve) => {
      const listener = (message: ChildMessage) => {
        if (message.type !== type) return;
        this.child.off('message', listener);
        resolve(message as Extract<ChildMessage, { type: T }>);
      };
      this.child.on('message', listener);
      this.child.send({ type, ...extra });
    });
  }

  memory(): Promise<Extract<ChildMessage, { type: 'memory' }>> {
    return this.ask('memory');
  }

  /** How many new-order signals the API process has written (or failed) so far. */
  signals(): Promise<Extract<ChildMessage, { type: 'signals' }>> {
    return this.ask('signals');
  }

  /** Of `ids`: those whose signal was written and those with a WAIT_COMPANY row in order_events. */
  check(ids: string[]): Promise<Extract<ChildMessage, { type: 'check' }>> {
    return this.ask('check', { ids });
  }

  client() {
    return createClient<paths>({ baseUrl: `http://127.0.0.1:${this.port}/api` });
  }

  async token(email: string): Promise<string> {
    const { data, error } = await this.client().POST('/users/auth-admin', { body: { email, password: BENCH_PASSWORD, type: 'admin' } });
    if (!data) throw new Error(`sign-in of ${email} failed: ${error?.message ?? ''}`);
    return data.accessToken;
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    this.child.send({ type: 'exit' });
    await exited;
  }
}

// ---------------------------------------------------------------- streams read here

interface Stream {
  /** Resolves with the time (performance.now) the first event whose data contains `marker` arrives. */
  seen(marker: string): Promise<number>;
  close(): void;
}

const agent = new Agent({ keepAlive: false, maxSockets: Infinity });

function openStream(port: number, token: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: '/api/v2/orders/events', agent, headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`the stream answered ${res.statusCode}`));
      res.setEncoding('utf8');
      let text = '';
      const waiting = new Map<string, (at: number) => void>();
      let opened = false;
      res.on('data', (chunk: string) => {
        const at = performance.now();
        text += chunk;
        if (!opened && text.includes('retry:')) {
          opened = true;
          resolve({
            seen: (marker) => new Promise((done) => waiting.set(marker, done)),
            close: () => req.destroy(),
          });
        }
        for (const [marker, done] of waiting) {
          if (text.includes(marker)) {
            waiting.delete(marker);
            done(at);
          }
        }
        // Only what may still hold a marker cut in two is kept.
        if (text.length > 4096) text = text.slice(-1024);
      });
    });
    req.once('error', reject);
    req.end();
  });
}

// ---------------------------------------------------------------- (a) 1,000 streams

async function streamsPart(figures: Figure[], lines: string[]): Promise<void> {
  const api = await Api.start(PG_URL, true);
  const writer: Db = openDatabase(PG_URL);
  try {
    const token = await api.token(DEMO_USERS.root);
    // One stream first: the bus's listening connection opens with it.
    const warm = await openStream(api.port, token);
    const before = await api.memory();
    const loadBefore = load();
    const streams: Stream[] = [];
    const openedAt = performance.now();
    for (let i = 0; i < STREAMS; i += 50) {
      streams.push(...(await Promise.all(Array.from({ length: Math.min(50, STREAMS - i) }, () => openStream(api.port, token)))));
    }
    const openSeconds = (performance.now() - openedAt) / 1000;
    const after = await api.memory();
    const fanouts: number[] = [];
    for (let round = 0; round < 5; round++) {
      const marker = `bench-fanout-${round}-${randomUUID()}`;
      const arrivals = Promise.all(streams.map((s) => s.seen(marker)));
      const sent = performance.now();
      await writer.transaction().execute((trx) => appendOrderEvent(trx, { companyId: DEMO_IDS.restaurant, orderId: marker, status: 'WAIT_COMPANY', version: 1 }));
      const times = await arrivals;
      fanouts.push(Math.max(...times) - sent);
    }
    const loadAfter = load();
    for (const s of [warm, ...streams]) s.close();
    const addedMb = (after.rss - before.rss) / 2 ** 20;
    const heapMb = (after.heapUsed - before.heapUsed) / 2 ** 20;
    const worst = Math.max(...fanouts);
    lines.push(
      '## (a) 1,000 open event streams on one API process (PostgreSQL)',
      '',
      `${STREAMS.toLocaleString('en-US')} streams of root (every company's events) opened on one API process over loopback in ${fmt(openSeconds, 1)} s. ` +
        'Memory is the API process\'s resident set after a forced garbage collection, with one stream open (the bus listening) and then with every stream open. ' +
        'An event is appended through another connection to the database (the orders\' `appendOrderEvent`, its NOTIFY in the transaction) and timed from just before that transaction to the moment the last of the streams has it, as read here (the readers share the 2 cores with the server and the database). Five events.',
      '',
      '| measure | value |',
      '|---|---:|',
      `| resident memory with 1 stream | ${fmt(before.rss / 2 ** 20, 1)} MB |`,
      `| resident memory with ${STREAMS + 1} streams | ${fmt(after.rss / 2 ** 20, 1)} MB |`,
      `| added by ${STREAMS} streams (resident / JS heap) | ${fmt(addedMb, 1)} MB / ${fmt(heapMb, 1)} MB |`,
      `| one event to every stream: each of 5 (ms) | ${fanouts.map((f) => fmt(f, 0)).join(', ')} |`,
      `| load average (1 min) before / after | ${fmt(loadBefore)} / ${fmt(loadAfter)} |`,
      '',
    );
    figures.push(
      { figure: `PostgreSQL: memory added by ${STREAMS} open event streams (resident)`, value: `${fmt(addedMb, 1)} MB`, bound: '≤ 100 MB', met: addedMb <= 100 },
      { figure: `PostgreSQL: one event fanned out to ${STREAMS} streams (worst of 5)`, value: `${fmt(worst, 0)} ms`, bound: '≤ 500 ms', met: worst <= 500 },
    );
  } finally {
    await writer.destroy();
    await api.stop();
  }
}

// ---------------------------------------------------------------- (b) placing orders

async function placingPart(figures: Figure[], lines: string[]): Promise<void> {
  lines.push(
    '## (b) Placing orders',
    '',
    `Orders of a lunch peak (scripts/lunch-orders.ts: 1 to 8 lines, totals that add up), each placed in WAIT_COMPANY, by root through POST /v2/orders with an Idempotency-Key, ${PLACE_CONCURRENCY} at once, alternating the demo restaurant and supermarket (opened by hand first). ` +
      "The API process runs the new-order alert's Realtime Database as `npm start` does (server/newOrderDb.ts, `newOrderSignalOf`): every order entering WAIT_COMPANY is written at `newOrder/{companyId}` with the Firebase SDK after its commit, and the process logs each write that completed. " +
      'The rate counts from the first call to the moment the last order is answered **and** its signal written (whichever is later); the rate of answers alone is given beside it. ' +
      'Afterwards each order is read back with GET /v2/orders/{id}, and the API process says how many of them had their signal written and how many have their WAIT_COMPANY row in order_events (the row whose NOTIFY feeds the boards\' streams).',
    '',
    '| database | at once | orders | answered in (s) | answers/s | last signal written at (s) | orders/s, signals written | refused | read back | signals written (failed) | WAIT_COMPANY events | load before / after |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  );
  const runs = [
    { name: 'PostgreSQL', url: PG_URL, count: PLACE_PG, bound: 100, concurrency: PLACE_CONCURRENCY, judged: true },
    { name: 'PGlite', url: PGLITE_DIR, count: PLACE_PGLITE, bound: 30, concurrency: PLACE_CONCURRENCY, judged: true },
    // For the analysis: the same with fewer calls at once (each company's counter row is held by one placing at a time).
    { name: 'PostgreSQL', url: PG_URL, count: Math.min(PLACE_PG, 400), bound: 100, concurrency: 4, judged: false },
  ];
  const waits: string[] = [];
  for (const { name, url, count, bound, concurrency, judged } of runs) {
    const api = await Api.start(url, true);
    // What PostgreSQL's connections of this database wait for, sampled every 100 ms while placing.
    const sampler = /^postgres/.test(url) ? new pg.Client({ connectionString: url }) : null;
    await sampler?.connect();
    const sampled = new Map<string, number>();
    let sampling: Promise<unknown> = Promise.resolve();
    const timer = sampler
      ? setInterval(() => {
          sampling = sampler
            .query<{ what: string; n: number }>(
              "select coalesce(wait_event_type || ':' || wait_event, 'running') || ' (' || state || ')' as what, count(*)::int as n from pg_stat_activity where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid() group by 1",
            )
            .then((r) => r.rows.forEach((row) => sampled.set(row.what, (sampled.get(row.what) ?? 0) + row.n)), () => undefined);
        }, 100)
      : null;
    try {
      const client = api.client();
      const token = await api.token(DEMO_USERS.root);
      const auth = { Authorization: `Bearer ${token}` };
      const companies = [DEMO_IDS.restaurant, DEMO_IDS.supermarket] as const;
      const ids: { id: string; company: string }[] = [];
      let refused = 0;
      let firstRefusal = '';
      let next = 0;
      const loadBefore = load();
      const startedWall = Date.now();
      const started = performance.now();
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (next < count) {
            const n = next++;
            const company = companies[n % 2] as string;
            const { data, error, response } = await client.POST('/v2/orders', {
              params: { header: { Company: company, 'Idempotency-Key': randomUUID() } },
              headers: auth,
              body: { ...lunchPeakOrder(n % 2 === 0 ? 'restaurant' : 'supermarket'), status: 'WAIT_COMPANY', scheduledFor: null },
            });
            if (data) ids.push({ id: data._id, company });
            else {
              refused++;
              firstRefusal ||= `${response.status} ${error?.code ?? ''} ${error?.message ?? ''}`;
            }
          }
        }),
      );
      const answeredSeconds = (performance.now() - started) / 1000;
      if (timer) clearInterval(timer);
      await sampling;
      await sampler?.end();
      const samples = [...sampled.values()].reduce((a, b) => a + b, 0);
      if (samples > 0) {
        waits.push(
          `- ${name}, ${concurrency} at once: ${[...sampled]
            .sort((a, b) => b[1] - a[1])
            .slice(0, 5)
            .map(([what, n]) => `${what} ${fmt((100 * n) / samples, 0)} %`)
            .join(', ')}.`,
        );
      }
      // The signals are written after each answer; wait (up to a minute) for the last of them.
      let signals = await api.signals();
      for (let waited = 0; signals.written + signals.failed < ids.length && waited < 60_000; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        signals = await api.signals();
      }
      const loadAfter = load();
      const signalSeconds = signals.lastAt > 0 ? (signals.lastAt - startedWall) / 1000 : Number.NaN;
      const seconds = Math.max(answeredSeconds, signalSeconds);
      let readable = 0;
      for (const { id, company } of ids) {
        const { data } = await client.GET('/v2/orders/{id}', { params: { path: { id }, header: { Company: company } }, headers: auth });
        if (data?._id === id && data.status === 'WAIT_COMPANY') readable++;
      }
      const checked = await api.check(ids.map((o) => o.id));
      const perSecond = ids.length / seconds;
      const whole = readable === count && checked.signalled === count && checked.waitEvents === count;
      console.info(`(b) ${name}, ${concurrency} at once: ${fmt(perSecond, 1)} orders/s with signals, ${fmt(ids.length / answeredSeconds, 1)} answers/s; read back ${readable}, signals ${checked.signalled}, events ${checked.waitEvents} of ${count}`);
      lines.push(
        `| ${name} | ${concurrency} | ${count} | ${fmt(answeredSeconds)} | ${fmt(ids.length / answeredSeconds, 1)} | ${fmt(signalSeconds)} | ${fmt(perSecond, 1)} | ${refused}${firstRefusal ? ` (first: ${firstRefusal.slice(0, 80)})` : ''} | ${readable} of ${ids.length} | ${checked.signalled} of ${ids.length} (${signals.failed}${signals.firstError ? `: ${signals.firstError.slice(0, 60)}` : ''}) | ${checked.waitEvents} of ${ids.length} | ${fmt(loadBefore)} / ${fmt(loadAfter)} |`,
      );
      figures.push({
        figure: `${name}: orders placed per second (${concurrency} at once), every one read back and its new-order signal written`,
        value: fmt(perSecond, 1),
        bound: judged ? `≥ ${bound}/s` : 'reported',
        met: judged ? perSecond >= bound && whole : whole,
        ...(whole ? {} : { note: `read back ${readable}, signals ${checked.signalled}, WAIT_COMPANY events ${checked.waitEvents} of ${count}` }),
      });
    } finally {
      await api.stop();
    }
  }
  lines.push(
    '',
    "What PostgreSQL's connections of the database were doing, sampled every 100 ms while placing (share of the connection samples; `Lock:transactionid` is a placing waiting for another's transaction to end, `Client:ClientRead (idle in transaction)` a transaction waiting for the API process's next statement):",
    '',
    ...waits,
    '',
    "How a placing goes here, for reading these figures. Each company's order number comes from its row in `company_order_counters`, which the placing's upsert holds until the placing commits (server/db/migrations/0012_orders.ts, `nextOrderNumber`); with an Idempotency-Key the placing commits together with the key's stored answer (server/idempotency.ts), so the row is held across about eight statements (the counter, the order, its history entry, its event and NOTIFY, the answer read back: order, history, settings; the key's answer) and the commit. " +
      "Placings of one company therefore go one at a time, and with the two demo companies at most two progress at once: with 16 at once most connection samples wait on that lock (`Lock:transactionid`); with 4 at once few wait, and the open transactions mostly wait for the API process's next statement (`Client:ClientRead`, idle in transaction): every statement is a round trip between one Node process and a PostgreSQL backend that share the 2 cores with the rest of the machine's load. " +
      'PGlite runs in the API process itself with one connection, so its placings go one at a time on that process\'s thread. ' +
      'Neither limit lies in the placing\'s rules (server/services/ordersPlacement.ts) or the orders repository: the number would have to be taken later in the placing (server/services/orders.ts: the counter and the insert in one statement, the answer built from the inserted row rather than read back) or from a source not held until the commit (a number per company that may leave gaps), and a real lunch peak spreads its orders over many companies, each with its own counter row.',
    '',
  );
}

// ---------------------------------------------------------------- (c) across two processes

async function crossPart(figures: Figure[], lines: string[]): Promise<void> {
  const a = await Api.start(PG_URL, true);
  const b = await Api.start(PG_URL, false);
  try {
    const token = await a.token(DEMO_USERS.root);
    const client = a.client();
    const auth = { Authorization: `Bearer ${token}` };
    const stream = await openStream(b.port, token);
    const latencies: number[] = [];
    const loadBefore = load();
    for (let i = 0; i < MOVES; i++) {
      const company = DEMO_IDS.restaurant;
      const placed = await client.POST('/v2/orders', {
        params: { header: { Company: company, 'Idempotency-Key': randomUUID() } },
        headers: auth,
        body: { ...lunchPeakOrder('restaurant'), status: 'WAIT_COMPANY', scheduledFor: null },
      });
      if (!placed.data) throw new Error(`placing answered ${placed.response.status}: ${placed.error?.message ?? ''}`);
      const order = placed.data;
      const seen = stream.seen(`"orderId":"${order._id}","companyId":"${company}","status":"IN_PREPARATION"`);
      const sent = performance.now();
      const moved = await client.POST('/v2/orders/{id}/transitions', {
        params: { path: { id: order._id }, header: { Company: company, 'Idempotency-Key': randomUUID() } },
        headers: auth,
        body: { to: 'IN_PREPARATION', version: order.version, prepMinutes: 25 },
      });
      if (!moved.data) throw new Error(`the move answered ${moved.response.status}: ${moved.error?.message ?? ''}`);
      latencies.push((await seen) - sent);
    }
    const loadAfter = load();
    stream.close();
    const p95 = percentile(latencies, 95);
    lines.push(
      '## (c) A move through process A seen on process B',
      '',
      `Two API processes on one PostgreSQL database; a stream of root open on B. ${MOVES} times: an order is placed through A, then accepted through A (POST /v2/orders/{id}/transitions, to IN_PREPARATION), timed from just before the move is sent to the moment B's stream carries its event (the move's answer and the event race; both are on loopback).`,
      '',
      '| measure | value |',
      '|---|---:|',
      `| p50 / p95 / max | ${fmt(percentile(latencies, 50), 1)} / ${fmt(p95, 1)} / ${fmt(Math.max(...latencies), 1)} ms |`,
      `| mean | ${fmt(mean(latencies), 1)} ms |`,
      `| load average (1 min) before / after | ${fmt(loadBefore)} / ${fmt(loadAfter)} |`,
      '',
    );
    figures.push({ figure: `PostgreSQL, two API processes: a move through A seen on a stream on B, p95 of ${MOVES}`, value: `${fmt(p95, 1)} ms`, bound: '≤ 1 s (target 300 ms)', met: p95 <= 1000 });
  } finally {
    await b.stop();
    await a.stop();
  }
}

async function main(): Promise<void> {
  const figures: Figure[] = [];
  const lines = [
    '# Order desk: event streams, placing orders, moves across processes',
    '',
    `- Date: ${new Date().toISOString()}`,
    `- Machine: ${machineLine()}; load average ${fmt(load())} at the start (2 shared cores: the figures carry the load of whatever else ran, a full CI run among it when one was going).`,
    '',
    'Written by `npm run bench:orders` (scripts/bench-orders.ts); each API is a child process of its own; PostgreSQL 15 on the same machine.',
    '',
  ];
  if (PARTS.has('a')) await streamsPart(figures, lines);
  if (PARTS.has('b')) await placingPart(figures, lines);
  if (PARTS.has('c')) await crossPart(figures, lines);
  const skipped = ['a', 'b', 'c'].filter((part) => !PARTS.has(part));
  if (skipped.length > 0) lines.push(`Parts not run this time (BENCH_ORDERS_PARTS): ${skipped.join(', ')}.`, '');
  lines.push('## Figures', '', '| figure | value | bound | verdict |', '|---|---:|---|---|', ...figures.map((f) => `| ${f.figure} | ${f.value} | ${f.bound} | ${f.bound === 'reported' ? 'reported' : verdict(f.met, 'see above')} |`));
  writeReport('orders', lines, figures);
}

if (process.argv[2] === 'serve') {
  serve(process.argv[3] ?? '', process.argv[4] === 'fresh').catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
