/**
 * What the API benchmarks share: the server child process they measure, the load runs
 * (autocannon on loopback), percentiles, and the machine and load lines of each report.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, platform, release, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { BenchServerOptions, ServerMessage, ParentMessage } from './bench-server';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const BENCH_DIR = join(ROOT, 'bench');
/** The password of the demo users in every benchmark database. */
export const BENCH_PASSWORD = 'bench-password';

/** A number from the environment, or the default. */
export function envNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw.replace(/_/g, ''));
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, not ${raw}`);
  return value;
}

/** The p-th percentile (0 to 100) of `values`, nearest rank; NaN when empty. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] as number;
}

/** The mean of `values`; NaN when empty. */
export function mean(values: readonly number[]): number {
  return values.length === 0 ? Number.NaN : values.reduce((a, b) => a + b, 0) / values.length;
}

/** A figure for a report: fixed decimals, thousands separated. */
export function fmt(value: number, decimals = 2): string {
  if (!Number.isFinite(value)) return 'n/a';
  return value.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}

/** The machine and its load, for the head of a report. */
export function machineLine(): string {
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  return `${cpu}, ${cpus().length} logical cores, ${fmt(totalmem() / 2 ** 30, 1)} GiB RAM, ${platform()} ${release()}; Node ${process.version}`;
}

/** The 1-minute load average now. */
export function load(): number {
  return loadavg()[0] ?? Number.NaN;
}

/** A server under measurement, in a child process of its own. */
export class BenchServer {
  private constructor(
    private readonly child: ChildProcess,
    readonly port: number,
    readonly info: Extract<ServerMessage, { type: 'ready' }>,
  ) {}

  /** Starts scripts/bench-server.ts with `options` (and `env` over this process's) and waits until it listens. */
  static async start(options: BenchServerOptions, env: Record<string, string> = {}): Promise<BenchServer> {
    const child = fork(join(ROOT, 'scripts', 'bench-server.ts'), [JSON.stringify(options)], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      env: { ...process.env, ...env },
    });
    const ready = await new Promise<Extract<ServerMessage, { type: 'ready' }>>((resolvePromise, reject) => {
      child.once('exit', (code) => reject(new Error(`the benchmark server exited with ${String(code)} before listening`)));
      child.on('message', (message: ServerMessage) => {
        if (message.type === 'ready') resolvePromise(message);
      });
    });
    child.removeAllListeners('exit');
    return new BenchServer(child, ready.port, ready);
  }

  /** Sends `message` and waits for the answer of the same type. */
  ask<T extends ParentMessage['type']>(type: T): Promise<Extract<ServerMessage, { type: T }>> {
    return new Promise((resolvePromise) => {
      const listener = (message: ServerMessage) => {
        if (message.type !== type) return;
        this.child.off('message', listener);
        resolvePromise(message as Extract<ServerMessage, { type: T }>);
      };
      this.child.on('message', listener);
      this.child.send({ type } satisfies ParentMessage);
    });
  }

  /** Stops the server and waits for its process to end. */
  async stop(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = new Promise<void>((resolvePromise) => this.child.once('exit', () => resolvePromise()));
    this.child.send({ type: 'exit' } satisfies ParentMessage);
    await exited;
  }

  /** The address of `path` on the API, or on the bare Fastify instance beside it. */
  url(path: string, target: 'api' | 'bare' = 'api'): string {
    return `http://127.0.0.1:${target === 'api' ? this.port : this.info.barePort}${path}`;
  }
}

/** Signs `email` in with the benchmark password and answers the access token. */
export async function signIn(server: BenchServer, email: string): Promise<string> {
  const response = await fetch(server.url('/api/users/auth-admin'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD, type: 'admin' }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} answered ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as { accessToken: string };
  return body.accessToken;
}

/** One request of a load run, with the tag the server files its time under. */
export interface TaggedRequest {
  tag: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** What one load run measured, on the client (autocannon) and on the server (per tag). */
export interface LoadResult {
  connections: number;
  /** Seconds from the first request sent to the last answer, as measured here. */
  seconds: number;
  requests: number;
  perSecond: number;
  non2xx: number;
  errors: number;
  /** Response times seen by the load tool, ms. */
  client: number[];
  /** Time from the request's arrival to the end of its answer, ms, by tag. */
  server: Record<string, number[]>;
  /** The server's event-loop delay during the run, ms. */
  eventLoop: { p50: number; p99: number; max: number };
}

/**
 * Runs `requests` in a loop on `connections` connections for `seconds` (or `amount` requests),
 * each connection walking the list from its own starting point.
 */
export async function loadRun(
  server: BenchServer,
  requests: readonly TaggedRequest[],
  options: { connections: number; seconds?: number; amount?: number; target?: 'api' | 'bare' },
): Promise<LoadResult> {
  await server.ask('reset');
  const client: number[] = [];
  const toAutocannon = (r: TaggedRequest): autocannon.Request => ({
    method: r.method,
    path: r.path,
    headers: { ...r.headers, 'x-bench-tag': r.tag, ...(r.body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(r.body !== undefined ? { body: JSON.stringify(r.body) } : {}),
  });
  let finish: (result: autocannon.Result) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const done = new Promise<autocannon.Result>((resolvePromise, reject) => {
    finish = resolvePromise;
    fail = reject;
  });
  const started = performance.now();
  const instance = autocannon(
    {
      url: server.url('/', options.target),
      connections: options.connections,
      ...(options.amount !== undefined ? { amount: options.amount } : { duration: options.seconds ?? 10 }),
      requests: requests.map(toAutocannon),
    },
    (error, result) => (error ? fail(error) : finish(result)),
  );
  // autocannon emits (client, statusCode, bytes, responseTime); its types leave the client out.
  instance.on('response', (...args: unknown[]) => {
    const time = args[3];
    if (typeof time === 'number') client.push(time);
  });
  const result = await done;
  const seconds = (performance.now() - started) / 1000;
  const { times, eventLoop } = await server.ask('take');
  return {
    connections: options.connections,
    seconds,
    requests: result.requests.total,
    perSecond: result.requests.total / seconds,
    non2xx: result.non2xx,
    errors: result.errors,
    client,
    server: times,
    eventLoop,
  };
}

/** Every server time of the tags `select` keeps. */
export function serverTimes(result: LoadResult, select: (tag: string) => boolean = () => true): number[] {
  return Object.entries(result.server)
    .filter(([tag]) => select(tag))
    .flatMap(([, times]) => times);
}

/** p50 / p95 / p99 of `values`, ms, for a table cell. */
export function spread(values: readonly number[]): string {
  return `${fmt(percentile(values, 50))} / ${fmt(percentile(values, 95))} / ${fmt(percentile(values, 99))}`;
}

/** "met" or "missed by …" for a figure against its bound. */
export function verdict(met: boolean, miss: string): string {
  return met ? '**met**' : `**missed** (${miss})`;
}

/** A line of bench/*.json: one figure, its bound and whether it is met. */
export interface Figure {
  figure: string;
  value: string;
  bound: string;
  met: boolean;
  note?: string;
}

/**
 * Writes bench/<name>.md and bench/<name>.json (the figures scripts/bench.ts puts in the index),
 * then prints each figure with its verdict.
 */
export function writeReport(name: string, lines: readonly string[], figures: readonly Figure[]): void {
  mkdirSync(BENCH_DIR, { recursive: true });
  writeFileSync(join(BENCH_DIR, `${name}.md`), `${lines.join('\n')}\n`);
  writeFileSync(join(BENCH_DIR, `${name}.json`), `${JSON.stringify({ report: `${name}.md`, figures }, null, 2)}\n`);
  console.info(`\nWrote bench/${name}.md`);
  for (const f of figures) console.info(`  ${f.met ? 'met   ' : 'MISSED'} ${f.figure}: ${f.value} (${f.bound})`);
}
