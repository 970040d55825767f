/**
 * Side by side (issue #27): this product against a minimal react-admin app and a minimal Refine
 * app as each framework's quick start makes them (bench/peers/<name>: a login page and one list of
 * users over a REST data provider), on the same machine with the same method, the runs
 * interleaved (product, react-admin, Refine, product, ...) so that machine noise falls on all
 * alike. Writes bench/peers.md and bench/peers.json; not a test.
 *
 * Run: `npm run bench:peers` (or `npx tsx scripts/bench-peers.ts`). Installs each peer at the
 * exact versions of its lock file (`npm ci` into bench/peers/<name>/node_modules) and builds it
 * with its own Vite; builds this product from its commit's own files (BENCH_WORKING_TREE=1: from
 * the working tree) into node_modules/.cache/bench-peers/product, so that neither others'
 * unfinished edits nor a build of dist/ elsewhere change what is measured. BENCH_RUNS sets the rounds (5);
 * BENCH_SKIP_INSTALL=1 keeps installed peers; BENCH_SKIP_BUILD=1 keeps the builds as they are;
 * while working on it, BENCH_ONLY=product,refine measures only those, and BENCH_SCREENSHOTS=<dir>
 * and BENCH_TRACES=<dir> keep each login and list page's screenshot and trace there;
 * BENCH_REPORT_ONLY=1 writes the report again from bench/peers.json, measuring nothing.
 * Needs /usr/bin/chromium (or CHROMIUM_PATH).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, platform, release, tmpdir, totalmem } from 'node:os';
import { dirname, extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Result } from 'lighthouse';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_BASE_ARGS, CHROMIUM_PATH } from '../tests/e2e/browser';
import { buildProduct, productSources } from './benchProduct';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PEERS_DIR = join(ROOT, 'bench', 'peers');
const REPORT = join(ROOT, 'bench', 'peers.md');
const JSON_REPORT = join(ROOT, 'bench', 'peers.json');
const CACHE = join(ROOT, 'node_modules', '.cache', 'bench-peers');
/** This product's build for the bench, apart from dist/ (which others rebuild). */
const PRODUCT_DIST = join(CACHE, 'product');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ROOT_EMAIL = 'root@example.com';
/** Seed 000 section 9 (src/machines/login/machine.ts, POST_LOGIN_DELAY_MS): the product holds the login button this long after success. */
const PRODUCT_POST_LOGIN_HOLD_MS = 4000;
/** Lighthouse's "Script Evaluation" group (lighthouse/core/lib/tracehouse/task-groups.js). */
const SCRIPT_EVALUATION = new Set(['EventDispatch', 'EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'FireIdleCallback', 'FireAnimationFrame', 'RunMicrotasks', 'V8.Execute']);
/** The trace categories of the playwright runs: the main thread's tasks, scripts, compilation, GC and the page's marks. */
const TRACE_CATEGORIES = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'v8', 'blink.user_timing', 'loading'];

/** A user as the peers' REST endpoint serves it. */
interface PeerUser {
  id: string;
  name: string;
  email: string;
  username: string;
}

/** One app measured: where its pages are and how its login form is filled. */
interface App {
  key: 'product' | 'react-admin' | 'refine';
  name: string;
  /** Its version as reported (the product's, or the framework's packages). */
  version: string;
  url: string;
  loginPath: string;
  /** Where the login sends a visitor who signs in (the product: its `next`). */
  loginPathToList: string;
  listPath: string;
  signIn(page: Page): Promise<void>;
}

/** The figures of one app in one round. */
interface Round {
  lighthouse: { score: number; tbt: number; lcp: number; fcp: number; scriptEvaluation: number };
  /** From navigation start to the login form's password field visible, ms. */
  timeToForm: number;
  /**
   * From navigation start to the password field of a form the app's code drew visible, ms: this
   * product's page arrives with its form drawn (marked `data-prerendered`), which its code then
   * takes over; the peers' forms work as they show.
   */
  timeToWorkingForm: number;
  /** JavaScript received before the form showed: files and gzip bytes (level 9, each file alone). */
  jsBeforeForm: { files: number; gzip: number };
  /** Main-thread script evaluation (Lighthouse's group, self time) from navigation start to the form, ms. */
  scriptBeforeForm: number;
  /** From the login form's submit to the first rows visible, ms (the product's includes its hold). */
  submitToRows: number;
  /** A signed-in load of the list page with an empty cache: navigation start to the first rows visible, ms. */
  timeToRows: number;
  jsBeforeRows: { files: number; gzip: number };
  scriptBeforeRows: number;
}

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

function run(command: string, args: string[], cwd: string): void {
  // Vite's build of this product sets NODE_ENV=production in this process; the peers' installs need their dev dependencies (Vite).
  const env = { ...process.env, NODE_ENV: undefined };
  const result = spawnSync(command, args, { cwd, env, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} in ${relative(ROOT, cwd)} failed (${result.error?.message ?? result.status ?? result.signal})`);
}

function packageVersion(dir: string, name: string): string {
  const file = join(dir, 'node_modules', ...name.split('/'), 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

/** Installs a peer from its lock file and builds it with its own Vite. */
function preparePeer(name: string): void {
  const dir = join(PEERS_DIR, name);
  if (process.env.BENCH_SKIP_INSTALL !== '1' || !existsSync(join(dir, 'node_modules'))) {
    console.info(`installing ${name} (npm ci)`);
    run('npm', ['ci', '--include=dev', '--no-audit', '--no-fund', '--loglevel=error'], dir);
  }
  if (process.env.BENCH_SKIP_BUILD !== '1' || !existsSync(join(dir, 'dist', 'index.html'))) {
    console.info(`building ${name} (vite build)`);
    run(join(dir, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], dir);
  }
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.ico': 'image/x-icon',
};

/** A built file as served: its body and, for text, gzip and brotli copies made once. */
interface Served {
  type: string;
  body: Buffer;
  gzip: Buffer | null;
  brotli: Buffer | null;
  immutable: boolean;
}

function filesOf(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? filesOf(path) : [path];
  });
}

/**
 * A peer's server: its build (compressed ahead as this product's build is, hashed assets cached
 * for a year, any other path answered with index.html as a single-page app needs) and a REST
 * endpoint of users that answers both data providers: react-admin's ra-data-simple-rest
 * (`range=[0,9]`, `sort=["id","ASC"]`, a Content-Range header) and Refine's simple-rest
 * (`_start`, `_end`, `_sort`, `_order`, an X-Total-Count header).
 */
async function startPeerServer(dist: string, users: readonly PeerUser[]): Promise<{ url: string; close(): Promise<void> }> {
  const files = new Map<string, Served>();
  for (const path of filesOf(dist)) {
    const body = readFileSync(path);
    const type = CONTENT_TYPES[extname(path)] ?? 'application/octet-stream';
    const text = /^(text\/|application\/json|image\/svg)/.test(type);
    files.set(`/${relative(dist, path).replace(/\\/g, '/')}`, {
      type,
      body,
      gzip: text ? gzipSync(body, { level: 9 }) : null,
      brotli: text ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }) : null,
      immutable: path.includes(`${join(dist, 'assets')}`),
    });
  }
  const send = (request: IncomingMessage, response: ServerResponse, file: Served) => {
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const [encoding, body] = file.brotli && /\bbr\b/.test(accepted) ? ['br', file.brotli] : file.gzip && /\bgzip\b/.test(accepted) ? ['gzip', file.gzip] : [null, file.body];
    response.writeHead(200, {
      'content-type': file.type,
      'content-length': body.length,
      'cache-control': file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  };
  const usersAnswer = (url: URL, response: ServerResponse) => {
    const range = url.searchParams.get('range');
    const [sortField, sortOrder] = url.searchParams.has('sort')
      ? (JSON.parse(url.searchParams.get('sort') ?? '[]') as [string, string])
      : [url.searchParams.get('_sort') ?? '', url.searchParams.get('_order') ?? 'asc'];
    let start = 0;
    let end = 10;
    if (range) [start, end] = (JSON.parse(range) as [number, number]).map((n, i) => n + i) as [number, number];
    else if (url.searchParams.has('_start')) [start, end] = [Number(url.searchParams.get('_start')), Number(url.searchParams.get('_end'))];
    const ordered = [...users];
    if (sortField && sortField !== 'id' && sortField in (users[0] ?? {})) {
      const key = sortField as keyof PeerUser;
      ordered.sort((a, b) => a[key].localeCompare(b[key]));
    }
    if (sortOrder.toLowerCase() === 'desc') ordered.reverse();
    const page = ordered.slice(start, end);
    const body = Buffer.from(JSON.stringify(page));
    response.writeHead(200, {
      'content-type': 'application/json',
      'content-length': body.length,
      'cache-control': 'no-store',
      'content-range': `users ${start}-${start + Math.max(page.length - 1, 0)}/${users.length}`,
      'x-total-count': String(users.length),
      'access-control-expose-headers': 'Content-Range, X-Total-Count',
    });
    response.end(body);
  };
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/api/users' && request.method === 'GET') return usersAnswer(url, response);
    if (url.pathname.startsWith('/api/')) {
      response.writeHead(404, { 'content-type': 'application/json' });
      return response.end('{"message":"not found"}');
    }
    const file = files.get(url.pathname) ?? (url.pathname.startsWith('/assets/') ? undefined : files.get('/index.html'));
    if (!file) {
      response.writeHead(404);
      return response.end();
    }
    return send(request, response, file);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** The demo's users as this product lists them (root's first page order), from its own API. */
async function productUsers(url: string, password: string): Promise<PeerUser[]> {
  const signIn = await fetch(`${url}/api/users/auth-admin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ROOT_EMAIL, password, type: 'admin' }),
  });
  if (!signIn.ok) throw new Error(`sign-in answered ${signIn.status}: ${await signIn.text()}`);
  const { accessToken } = (await signIn.json()) as { accessToken: string };
  const items: { id: string; fullname: string; email: string; username: string }[] = [];
  for (let pageNumber = 0; ; pageNumber += 1) {
    const answer = await fetch(`${url}/api/acl/users/findUsers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ filter: {}, pageNumber, pageSize: 100 }),
    });
    if (!answer.ok) throw new Error(`findUsers answered ${answer.status}: ${await answer.text()}`);
    const page = (await answer.json()) as { items: typeof items; totalCount: number };
    items.push(...page.items);
    if (page.items.length === 0 || items.length >= page.totalCount) break;
  }
  return items.map((user) => ({ id: user.id, name: user.fullname, email: user.email, username: user.username }));
}

/**
 * Runs in every document of a measured context before its own scripts: on each animation frame
 * (until both are seen) it looks for the login form's password field and for the probe user's
 * e-mail as visible text, marks the moment (`bench:form`, `bench:rows`, which the trace records)
 * and reports it on the console; a form submission stores its time in sessionStorage, which
 * survives the product's page load after sign-in.
 */
function watchPage(probeEmail: string): string {
  // A string, not a function: the page runs it as written (no helper of this script's compiler in it).
  return `(() => {
  const probe = ${JSON.stringify(probeEmail)};
  const visible = (element) => !!element && element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  let form = false;
  let working = false;
  let rows = false;
  addEventListener('submit', () => sessionStorage.setItem('bench:submit', String(performance.timeOrigin + performance.now())), true);
  const tick = () => {
    if (!form && visible(document.querySelector('input[type="password"]'))) {
      form = true;
      performance.mark('bench:form');
      console.debug('bench:form ' + performance.now());
    }
    if (!working && visible(document.querySelector('form:not([data-prerendered]) input[type="password"]'))) {
      working = true;
      performance.mark('bench:working');
      console.debug('bench:working ' + performance.now());
    }
    if (!rows && document.body) {
      const hit = document.evaluate('//body//text()[contains(., "' + probe + '")]', document.body, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue;
      if (hit && visible(hit.parentElement)) {
        rows = true;
        performance.mark('bench:rows');
        const submitted = sessionStorage.getItem('bench:submit');
        console.debug('bench:rows ' + performance.now() + ' ' + (submitted ? performance.timeOrigin + performance.now() - Number(submitted) : -1));
      }
    }
    if (!form || !working || !rows) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;
}

/** Waits for the page's `bench:<name>` report: the numbers after it. */
function waitForMark(page: Page, name: 'form' | 'working' | 'rows', timeout = 30_000): Promise<number[]> {
  return new Promise((done, fail) => {
    const timer = setTimeout(() => {
      page.off('console', listen);
      fail(new Error(`no ${name} within ${timeout} ms on ${page.url()}`));
    }, timeout);
    const listen = (message: { text(): string }) => {
      const text = message.text();
      if (!text.startsWith(`bench:${name} `)) return;
      clearTimeout(timer);
      page.off('console', listen);
      done(text.split(' ').slice(1).map(Number));
    };
    page.on('console', listen);
  });
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  cat?: string;
  args?: { data?: { documentLoaderURL?: string } };
}

/**
 * The main thread's script evaluation from the navigation to the mark `bench:<name>`: the self
 * time of the events of Lighthouse's "Script Evaluation" group (each event's time less its
 * children's: compilation, garbage collection, style and layout go to their own groups), in ms.
 */
function scriptEvaluationBefore(trace: Buffer, mark: string, url: string): number {
  const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const marker = events.find((event) => event.name === mark && (event.cat ?? '').includes('blink.user_timing'));
  if (!marker) throw new Error(`the trace holds no ${mark}`);
  const { pid, tid } = marker;
  // The page's own navigation (documents without an address, which a page may make, start their own).
  const navigation = events
    .filter((event) => event.pid === pid && event.name === 'navigationStart' && event.ts <= marker.ts && (event.args?.data?.documentLoaderURL ?? '').startsWith(url))
    .at(-1);
  if (!navigation) throw new Error(`the trace holds no navigation to ${url} before ${mark}`);
  const from = navigation.ts;
  const to = marker.ts;
  // Complete events and begin/end pairs of the page's main thread, as intervals.
  const intervals: { name: string; start: number; end: number }[] = [];
  const open: TraceEvent[] = [];
  for (const event of events) {
    if (event.pid !== pid || event.tid !== tid) continue;
    if (event.ph === 'X' && typeof event.dur === 'number') intervals.push({ name: event.name, start: event.ts, end: event.ts + event.dur });
    else if (event.ph === 'B') open.push(event);
    else if (event.ph === 'E') {
      const begin = open.pop();
      if (begin) intervals.push({ name: begin.name, start: begin.ts, end: event.ts });
    }
  }
  intervals.sort((a, b) => a.start - b.start || b.end - a.end);
  // Nesting by a stack; each interval clipped to [from, to].
  const clip = (interval: { start: number; end: number }) => Math.max(0, Math.min(interval.end, to) - Math.max(interval.start, from));
  let total = 0;
  const stack: { name: string; start: number; end: number; children: number }[] = [];
  const close = (item: { name: string; start: number; end: number; children: number }) => {
    if (SCRIPT_EVALUATION.has(item.name)) total += Math.max(0, clip(item) - item.children);
  };
  for (const interval of intervals) {
    if (interval.start >= to) break;
    while (stack.length > 0 && stack.at(-1)!.end <= interval.start) close(stack.pop()!);
    const parent = stack.at(-1);
    if (parent) parent.children += clip(interval);
    stack.push({ ...interval, children: 0 });
  }
  while (stack.length > 0) close(stack.pop()!);
  return total / 1000;
}

/** The JavaScript files the page received before `time` (ms from its navigation), with their gzip sizes. */
async function scriptsBefore(page: Page, time: number, gzipOf: (url: string) => Promise<number>): Promise<{ files: number; gzip: number }> {
  const urls = await page.evaluate(
    (until) =>
      performance
        .getEntriesByType('resource')
        .filter((entry): entry is PerformanceResourceTiming => 'responseEnd' in entry)
        .filter((entry) => entry.responseEnd <= until && /\.m?js(\?|$)/.test(new URL(entry.name).pathname))
        .map((entry) => entry.name),
    time,
  );
  const unique = [...new Set(urls)];
  const sizes = await Promise.all(unique.map(gzipOf));
  return { files: unique.length, gzip: sizes.reduce((sum, size) => sum + size, 0) };
}

/** One app's playwright round: the login page from an empty cache, the sign-in, then a signed-in load of the list page from an empty cache. */
async function browserRound(browser: Browser, app: App, probeEmail: string, gzipOf: (url: string) => Promise<number>): Promise<Omit<Round, 'lighthouse'>> {
  const viewport = { width: 1350, height: 940 };
  const first = await browser.newContext({ viewport });
  await first.addInitScript({ content: watchPage(probeEmail) });
  const page = await first.newPage();
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  const formSeen = waitForMark(page, 'form');
  const workingSeen = waitForMark(page, 'working');
  await page.goto(`${app.url}${app.loginPathToList}`, { waitUntil: 'commit' });
  const [timeToForm = Number.NaN] = await formSeen;
  const [timeToWorkingForm = Number.NaN] = await workingSeen;
  const formTrace = await browser.stopTracing();
  if (process.env.BENCH_TRACES) writeFileSync(join(process.env.BENCH_TRACES, `${app.key}-form.json`), formTrace);
  const jsBeforeForm = await scriptsBefore(page, timeToForm, gzipOf);
  const scriptBeforeForm = scriptEvaluationBefore(formTrace, 'bench:form', app.url);
  if (process.env.BENCH_SCREENSHOTS) await page.screenshot({ path: join(process.env.BENCH_SCREENSHOTS, `${app.key}-login.png`) });

  const rowsAfterSubmit = waitForMark(page, 'rows');
  await app.signIn(page);
  const [, submitToRows = Number.NaN] = await rowsAfterSubmit;
  if (!(submitToRows > 0)) throw new Error(`${app.name}: the login form's submission was not seen`);
  const state = await first.storageState();
  await first.close();

  const second = await browser.newContext({ viewport, storageState: state });
  await second.addInitScript({ content: watchPage(probeEmail) });
  const list = await second.newPage();
  await browser.startTracing(list, { categories: TRACE_CATEGORIES });
  const rowsSeen = waitForMark(list, 'rows');
  await list.goto(`${app.url}${app.listPath}`, { waitUntil: 'commit' });
  const [timeToRows = Number.NaN] = await rowsSeen;
  const rowsTrace = await browser.stopTracing();
  if (process.env.BENCH_TRACES) writeFileSync(join(process.env.BENCH_TRACES, `${app.key}-rows.json`), rowsTrace);
  const jsBeforeRows = await scriptsBefore(list, timeToRows, gzipOf);
  const scriptBeforeRows = scriptEvaluationBefore(rowsTrace, 'bench:rows', app.url);
  if (process.env.BENCH_SCREENSHOTS) await list.screenshot({ path: join(process.env.BENCH_SCREENSHOTS, `${app.key}-list.png`) });
  await second.close();
  return { timeToForm, timeToWorkingForm, jsBeforeForm, scriptBeforeForm, submitToRows, timeToRows, jsBeforeRows, scriptBeforeRows };
}

function numeric(lhr: Result, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (typeof value !== 'number') throw new Error(`Lighthouse answered no ${id}`);
  return value;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Lighthouse's script evaluation (its main-thread breakdown's group), ms. */
function lighthouseScriptEvaluation(lhr: Result): number {
  const details: unknown = lhr.audits['mainthread-work-breakdown']?.details;
  const items: unknown[] = isRecord(details) && Array.isArray(details.items) ? details.items : [];
  const item = items.filter(isRecord).find((entry) => entry.group === 'scriptEvaluation');
  return Number(item?.duration ?? 0);
}

/** Lighthouse desktop on the app's sign-in page, as scripts/bench-lighthouse.ts runs it. */
async function lighthouseRound(port: number, app: App): Promise<Round['lighthouse'] & { environment: Result['environment']; version: string }> {
  const url = `${app.url}${app.loginPath}`;
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, desktopConfig);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  if (lhr.finalDisplayedUrl !== url) throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}: the page measured is not the one asked for`);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    tbt: numeric(lhr, 'total-blocking-time'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    fcp: numeric(lhr, 'first-contentful-paint'),
    scriptEvaluation: lighthouseScriptEvaluation(lhr),
    environment: lhr.environment,
    version: lhr.lighthouseVersion,
  };
}

function median(values: readonly number[]): number {
  const ordered = [...values].sort((a, b) => a - b);
  const middle = Math.floor(ordered.length / 2);
  if (ordered.length === 0) return Number.NaN;
  return ordered.length % 2 === 1 ? ordered[middle]! : (ordered[middle - 1]! + ordered[middle]!) / 2;
}

/** A row of the table: how to read one figure from a round, which way is better, how to show it, and whether the issue's target judges it. */
interface Row {
  figure: string;
  of: (round: Round, app: AppInfo) => number;
  better: 'lower' | 'higher';
  show: (value: number) => string;
  /** How many files, shown beside the figure (the JavaScript rows). */
  files?: (round: Round) => number;
  /** The issue's side-by-side rows, judged against the target; the others are reported to explain them. */
  judged: boolean;
  /**
   * Where no app can be ahead at the best value, what the issue counts as meeting the row ("a
   * Lighthouse score of 100 with blocking time under 25 ms, as react-admin reaches"): met at such
   * a value when no peer does better.
   */
  atBest?: (product: number) => boolean;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const sec = (value: number) => `${(value / 1000).toFixed(2)} s`;

const ROWS: readonly Row[] = [
  { figure: 'JavaScript before the sign-in form (gzip)', of: (r) => r.jsBeforeForm.gzip, files: (r) => r.jsBeforeForm.files, better: 'lower', show: kb, judged: true },
  { figure: 'JavaScript before the first list rows, signed in (gzip)', of: (r) => r.jsBeforeRows.gzip, files: (r) => r.jsBeforeRows.files, better: 'lower', show: kb, judged: true },
  { figure: 'Lighthouse desktop score, sign-in page (100, the most, counts as ahead)', of: (r) => r.lighthouse.score, better: 'higher', show: (v) => String(v), judged: true, atBest: (score) => score >= 100 },
  { figure: 'Lighthouse total blocking time, sign-in page (under 25 ms, and none lower, counts as ahead)', of: (r) => r.lighthouse.tbt, better: 'lower', show: ms, judged: true, atBest: (tbt) => tbt < 25 },
  { figure: 'Time to the sign-in form (navigation start to the form visible)', of: (r) => r.timeToForm, better: 'lower', show: sec, judged: true },
  { figure: 'Time to the first list rows (signed-in load of the list page, empty cache)', of: (r) => r.timeToRows, better: 'lower', show: sec, judged: true },
  { figure: 'Main-thread script evaluation before the sign-in form (trace)', of: (r) => r.scriptBeforeForm, better: 'lower', show: ms, judged: true },
  { figure: 'Main-thread script evaluation before the first list rows (trace)', of: (r) => r.scriptBeforeRows, better: 'lower', show: ms, judged: true },
  { figure: 'Time to a working sign-in form (its code run: this product takes over the form its page arrived with; the peers\' forms work as they show)', of: (r) => r.timeToWorkingForm, better: 'lower', show: sec, judged: false },
  { figure: 'Lighthouse largest contentful paint, sign-in page', of: (r) => r.lighthouse.lcp, better: 'lower', show: sec, judged: false },
  { figure: 'Lighthouse script evaluation, sign-in page', of: (r) => r.lighthouse.scriptEvaluation, better: 'lower', show: ms, judged: false },
  { figure: 'Submitting the login to the first list rows, as is', of: (r) => r.submitToRows, better: 'lower', show: sec, judged: false },
  {
    figure: `Submitting the login to the first list rows, less this product's seeded ${sec(PRODUCT_POST_LOGIN_HOLD_MS)} hold`,
    of: (r, app) => r.submitToRows - (app.key === 'product' ? PRODUCT_POST_LOGIN_HOLD_MS : 0),
    better: 'lower',
    show: sec,
    judged: false,
  },
];

/** What the report says of an app. */
interface AppInfo {
  key: App['key'];
  name: string;
  version: string;
  loginPath: string;
  listPath: string;
}

/** A run's circumstances, kept in bench/peers.json with its rounds. */
interface Context {
  date: string;
  machine: { cpu: string | null; cores: number; memoryGiB: number; os: string; node: string };
  loadBefore: number[];
  loadAfter: number[];
  chromium: string;
  lighthouse: string;
  benchmarkIndex: number;
  durationSeconds: number;
  probeEmail: string;
  users: number;
  peersVite: string;
}

/** What a run measured: enough to write the report again (BENCH_REPORT_ONLY=1). */
interface Measured {
  context: Context;
  apps: AppInfo[];
  runs: Record<string, Round[]>;
}

function machine(): Context['machine'] {
  const cpu = cpus();
  return { cpu: cpu[0]?.model ?? null, cores: cpu.length, memoryGiB: Number((totalmem() / 2 ** 30).toFixed(1)), os: `${platform()} ${release()}`, node: process.version };
}

function report({ context, apps, runs }: Measured): { markdown: string; json: unknown } {
  const roundsOf = (app: AppInfo) => runs[app.key] ?? [];
  const rounds = Math.max(...apps.map((app) => roundsOf(app).length));
  const medians = ROWS.map((row) => apps.map((app) => median(roundsOf(app).map((r) => row.of(r, app)))));
  const verdicts = ROWS.map((row, i) => {
    const [product = Number.NaN, ...peers] = medians[i] ?? [];
    if (peers.every((peer) => (row.better === 'lower' ? product < peer : product > peer))) return true;
    return row.atBest !== undefined && row.atBest(product) && peers.every((peer) => (row.better === 'lower' ? product <= peer : product >= peer));
  });
  const tableRow = (row: Row, i: number) => {
    const [product = Number.NaN, ...peers] = medians[i] ?? [];
    const best = row.better === 'lower' ? Math.min(...peers) : Math.max(...peers);
    const ratio = best === 0 ? (product === 0 ? '1.00' : '∞') : (product / best).toFixed(2);
    const { files } = row;
    const cells = apps.map((app, n) => {
      const value = row.show(medians[i]?.[n] ?? Number.NaN);
      if (!files) return value;
      const count = median(roundsOf(app).map(files));
      return `${value} in ${count} file${count === 1 ? '' : 's'}`;
    });
    const verdict = row.judged ? (verdicts[i] ? 'yes' : '**no**') : `(${verdicts[i] ? 'ahead' : 'not ahead'}; not a target row)`;
    return `| ${row.figure} | ${cells.join(' | ')} | ${row.better} | ${ratio} | ${verdict} |`;
  };
  const judged = ROWS.map((row, i) => ({ row, i })).filter(({ row }) => row.judged);
  const informative = ROWS.map((row, i) => ({ row, i })).filter(({ row }) => !row.judged);
  const met = judged.filter(({ i }) => verdicts[i]).length;
  const everyRound = apps.flatMap((app) =>
    roundsOf(app).map(
      (r, n) =>
        `| ${app.name} | ${n + 1} | ${kb(r.jsBeforeForm.gzip)} (${r.jsBeforeForm.files}) | ${kb(r.jsBeforeRows.gzip)} (${r.jsBeforeRows.files}) | ${r.lighthouse.score} | ${ms(r.lighthouse.tbt)} | ${sec(r.lighthouse.lcp)} | ${sec(r.timeToForm)} | ${sec(r.timeToWorkingForm)} | ${sec(r.timeToRows)} | ${sec(r.submitToRows)} | ${ms(r.scriptBeforeForm)} | ${ms(r.scriptBeforeRows)} |`,
    ),
  );
  const load = (values: number[]) => values.map((v) => v.toFixed(2)).join(', ');
  const { machine: m } = context;
  const header = `| figure | ${apps.map((app) => app.name).join(' | ')} | better | this product ÷ the better peer | this product ahead of both |
|---|${apps.map(() => '---:').join('|')}|---|---:|---|`;
  const markdown = `# Side by side: this product, react-admin and Refine

Issue #27: this product against a minimal react-admin app and a minimal Refine app, as each
framework's quick start makes them, measured in one run on the same machine with the same method.
Written by \`npm run bench:peers\` (scripts/bench-peers.ts, the peers' sources in bench/peers/); not a test.

**Target: this product ahead of both on every row.** ${met} of ${judged.length} rows met${met === judged.length ? '' : ` (missed: ${judged.filter(({ i }) => !verdicts[i]).map(({ row }) => row.figure.replace(/ \(.*\)$/, '')).join('; ')})`}.

- Date: ${context.date}; the whole run took ${Math.round(context.durationSeconds)} s (installs and builds included)
- Machine: ${m.cpu ?? 'unknown CPU'}, ${m.cores} logical cores, ${m.memoryGiB} GiB RAM, ${m.os}; Node ${m.node}
- Load average (1, 5, 15 min): ${load(context.loadBefore)} before the rounds, ${load(context.loadAfter)} after them (the machine is shared with other jobs, which were building and benchmarking during the run: the three apps share that noise, interleaved)
- Browser: ${context.chromium}, headless (\`${CHROMIUM_BASE_ARGS.join(' ')}\`), 1350×940; Lighthouse ${context.lighthouse}, benchmark index ${Math.round(context.benchmarkIndex)}
- Versions: ${apps.map((app) => `${app.name} ${app.version}`).join('; ')}

## Results (median of ${rounds} interleaved rounds)

The issue's rows (JavaScript before the form and before the rows, Lighthouse score and blocking time, time to the form and to the rows, script evaluation before each):

${header}
${judged.map(({ row, i }) => tableRow(row, i)).join('\n')}

Reported beside them, to explain them:

${header}
${informative.map(({ row, i }) => tableRow(row, i)).join('\n')}

## Method

- The apps. This product: its production build (\`vite build\` into node_modules/.cache/bench-peers/product, from the sources named under Versions) served by its own server (\`buildApp\` over in-memory PGlite with the demo data, as the browser tests and scripts/bench-lighthouse.ts start it; brotli and gzip copies beside the hashed assets, cached for a year); root signs in through the real form (\`/auth/login?next=/user-management/users\`), and the list is the users list. The peers (bench/peers/react-admin, bench/peers/refine): each quick start's app reduced to its login page and one list of users over its REST data provider (react-admin: \`<Admin>\` with an authProvider that accepts any login, ra-data-simple-rest, a \`<List>\` with a \`<DataTable>\`; Refine: \`<Refine>\` with Ant Design's \`ThemedLayout\`, \`AuthPage\` and a \`useTable\` table, @refinedev/simple-rest, react-router), installed with \`npm ci\` from their committed lock files and built by their own Vite (${context.peersVite}, \`vite build\`, production). Each peer is served by a small Node HTTP server in the script: its build, compressed ahead with brotli (quality 11) and gzip (level 9) like this product's, hashed assets cached for a year, \`index.html\` for any other path; and \`GET /api/users\`, the same ${context.users} users this product lists (its demo data, in its list's order), with the paging each provider sends (\`range\`/\`sort\` answered with Content-Range; \`_start\`/\`_end\`/\`_sort\`/\`_order\` with X-Total-Count). All three lists show 10 rows a page.
- Interleaving: each round measures this product, then react-admin, then Refine; ${rounds} rounds. Each figure is the median of its ${rounds} values per app (an even count: the mean of the middle two).
- Lighthouse: ${context.lighthouse}, desktop preset (simulated throttling: 40 ms RTT, 10 Mbit/s, no CPU slowdown), performance only, cache cleared, on each sign-in page (this product \`/auth/login\`, react-admin \`/#/login\`, Refine \`/login\`), one run per app per round in one Chromium started by chrome-launcher.
- Times (playwright-core, Debian's Chromium): a new browser context (empty cache and storage) opens the login page; an init script checks on every animation frame for the password field visible (the form) and for the e-mail of ${context.probeEmail} visible as text (the list's rows: a user this product's list shows on its first page, as the peers' lists do), and marks the moment (\`performance.mark\`). Time to the form: from navigation start to that mark. This product's page arrives with its sign-in form drawn by its build (scripts/signInPage.tsx), which its code takes over when it has run; the time to a working form is to a password field of a form the code drew (not marked \`data-prerendered\`), which for the peers is the same frame as the form. The form is then filled and submitted (this product: root's e-mail and password, button "Entrar"; the peers accept every login); submitting to rows is from the form's \`submit\` event to the rows' mark, through this product's hold of ${sec(PRODUCT_POST_LOGIN_HOLD_MS)} after success (seed 000 section 9) and its full page load, and the peers' client-side redirect to the list. Time to the first rows, the row judged: a second new context with the session the sign-in left (its storage, an empty cache) loads the list page (this product \`/user-management/users\`, react-admin \`/#/users\`, Refine \`/users\`); from navigation start to the rows' mark.
- JavaScript: the \`.js\` files the page had received (Resource Timing's \`responseEnd\`) when the form or the rows showed, \`import()\` chunks and modulepreloads included; their size compressed with gzip level 9, each file alone (as bench/bundle.md counts). "Before the first list rows" is the signed-in load of the list page above.
- Main-thread script evaluation: a Chrome trace (${TRACE_CATEGORIES.join(', ')}) of the same loads, the page's main thread from its navigation start to the mark: the self time of the events of Lighthouse's "Script Evaluation" group (${[...SCRIPT_EVALUATION].join(', ')}), each event's time less that of the events nested in it (compilation, garbage collection, style and layout, which Lighthouse counts apart). The tracing and the checks on each frame cost the three apps alike; Lighthouse's own figure for the sign-in page, from its trace, is the informative row above.

## Every round

| app | round | JS before form (files) | JS before rows (files) | Lighthouse score | TBT | LCP | time to form | working form | time to rows | submit to rows | script before form | script before rows |
|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|
${everyRound.join('\n')}
`;
  // The context's fields at the top, beside the apps, rows and runs (BENCH_REPORT_ONLY reads them back).
  const json = {
    ...context,
    rounds,
    apps,
    target: 'this product ahead of both on every row',
    rows: ROWS.map((row, i) => ({ figure: row.figure, better: row.better, judged: row.judged, medians: Object.fromEntries(apps.map((app, n) => [app.key, medians[i]?.[n] ?? null])), met: verdicts[i] })),
    runs,
  };
  return { markdown, json };
}

/** Writes bench/peers.md and bench/peers.json. */
function writeReports(measured: Measured): void {
  const { markdown, json } = report(measured);
  mkdirSync(dirname(REPORT), { recursive: true });
  writeFileSync(REPORT, markdown);
  writeFileSync(JSON_REPORT, `${JSON.stringify(json, null, 1)}\n`);
  console.info(`wrote ${REPORT} and ${JSON_REPORT}`);
}

function packageVersionSafe(dir: string, name: string): string {
  try {
    return packageVersion(dir, name);
  } catch {
    return 'unknown';
  }
}

async function main() {
  if (process.env.BENCH_REPORT_ONLY === '1') {
    // The report written again from the figures a run kept (after a change of the report alone).
    const saved = JSON.parse(readFileSync(JSON_REPORT, 'utf8')) as Context & Omit<Measured, 'context'>;
    writeReports({ context: saved, apps: saved.apps, runs: saved.runs });
    return;
  }
  const started = Date.now();
  // This product's build apart from dist/, read by the e2e harness through E2E_DIST (set before it loads).
  let described = 'the build left from the last run (BENCH_SKIP_BUILD=1)';
  if (process.env.BENCH_SKIP_BUILD !== '1' || !existsSync(join(PRODUCT_DIST, 'index.html'))) {
    console.info('building this product (vite build)');
    const sources = productSources(join(tmpdir(), 'delivery-backoffice-bench-peers-sources'));
    described = sources.described;
    buildProduct(sources.root, PRODUCT_DIST);
  }
  process.env.E2E_DIST = PRODUCT_DIST;
  for (const peer of ['react-admin', 'refine']) preparePeer(peer);
  const { E2E_PASSWORD, startProduct } = await import('../tests/e2e/server');

  const product = await startProduct();
  const users = await productUsers(product.url, E2E_PASSWORD);
  const probe = users.find((user) => user.email !== ROOT_EMAIL);
  if (!probe) throw new Error('the demo data holds no user besides root');
  const reactAdminServer = await startPeerServer(join(PEERS_DIR, 'react-admin', 'dist'), users);
  const refineServer = await startPeerServer(join(PEERS_DIR, 'refine', 'dist'), users);
  const productVersion = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
  const raDir = join(PEERS_DIR, 'react-admin');
  const refineDir = join(PEERS_DIR, 'refine');
  const apps: App[] = [
    {
      key: 'product',
      name: 'this product',
      version: `${productVersion} (${described})`,
      url: product.url,
      loginPath: '/auth/login',
      loginPathToList: `/auth/login?next=${encodeURIComponent('/user-management/users')}`,
      listPath: '/user-management/users',
      async signIn(page) {
        await page.getByLabel('E-mail').fill(ROOT_EMAIL);
        await page.getByLabel(/^Senha/).fill(E2E_PASSWORD);
        await page.getByRole('button', { name: 'Entrar' }).click();
      },
    },
    {
      key: 'react-admin',
      name: 'react-admin',
      version: `react-admin ${packageVersion(raDir, 'react-admin')}, ra-data-simple-rest ${packageVersion(raDir, 'ra-data-simple-rest')}, @mui/material ${packageVersion(raDir, '@mui/material')}, React ${packageVersion(raDir, 'react')}`,
      url: reactAdminServer.url,
      loginPath: '/#/login',
      loginPathToList: '/#/login',
      listPath: '/#/users',
      async signIn(page) {
        await page.locator('input[name="username"]').fill('admin');
        await page.locator('input[name="password"]').fill('password');
        await page.locator('button[type="submit"]').click();
      },
    },
    {
      key: 'refine',
      name: 'Refine',
      version: `@refinedev/core ${packageVersion(refineDir, '@refinedev/core')}, @refinedev/antd ${packageVersion(refineDir, '@refinedev/antd')}, @refinedev/simple-rest ${packageVersion(refineDir, '@refinedev/simple-rest')}, antd ${packageVersion(refineDir, 'antd')}, React ${packageVersion(refineDir, 'react')}`,
      url: refineServer.url,
      loginPath: '/login',
      loginPathToList: '/login',
      listPath: '/users',
      async signIn(page) {
        await page.locator('input#email').fill('admin@example.com');
        await page.locator('input#password').fill('password');
        await page.locator('button[type="submit"]').click();
      },
    },
  ];

  // Each script's gzip size, from the server that sent it (the same URL is the same bytes).
  const sizes = new Map<string, Promise<number>>();
  const gzipOf = (url: string) => {
    let size = sizes.get(url);
    if (!size) {
      size = fetch(url, { headers: { 'accept-encoding': 'identity' } })
        .then((answer) => answer.arrayBuffer())
        .then((body) => gzipSync(Buffer.from(body), { level: 9 }).length);
      sizes.set(url, size);
    }
    return size;
  };

  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_BASE_ARGS, logLevel: 'error' });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_BASE_ARGS });
  const rounds = new Map<App['key'], Round[]>(apps.map((app) => [app.key, []]));
  const environment = { chromium: 'Chromium', lighthouse: 'unknown', benchmarkIndex: 0 };
  const loadBefore = loadavg();
  try {
    for (let n = 0; n < RUNS; n += 1) {
      for (const app of apps) {
        if (process.env.BENCH_ONLY && !process.env.BENCH_ONLY.split(',').includes(app.key)) continue;
        const lh = await lighthouseRound(chrome.port, app);
        environment.lighthouse = lh.version;
        environment.chromium = lh.environment.hostUserAgent.match(/(?:HeadlessChrome|Chrome)\/[\d.]+/)?.[0] ?? environment.chromium;
        environment.benchmarkIndex = lh.environment.benchmarkIndex;
        const figures = await browserRound(browser, app, probe.email, gzipOf);
        const round: Round = { lighthouse: { score: lh.score, tbt: lh.tbt, lcp: lh.lcp, fcp: lh.fcp, scriptEvaluation: lh.scriptEvaluation }, ...figures };
        rounds.get(app.key)?.push(round);
        console.info(
          `round ${n + 1} ${app.name}: Lighthouse ${round.lighthouse.score} (TBT ${ms(round.lighthouse.tbt)}), JS ${kb(round.jsBeforeForm.gzip)} / ${kb(round.jsBeforeRows.gzip)}, form ${sec(round.timeToForm)}, rows ${sec(round.timeToRows)}, submit→rows ${sec(round.submitToRows)}, script ${ms(round.scriptBeforeForm)} / ${ms(round.scriptBeforeRows)}`,
        );
        await sleep(500);
      }
    }
    const loadAfter = loadavg();
    writeReports({
      context: {
        date: new Date().toISOString(),
        machine: machine(),
        loadBefore,
        loadAfter,
        ...environment,
        durationSeconds: (Date.now() - started) / 1000,
        probeEmail: probe.email,
        users: users.length,
        peersVite: `Vite ${packageVersionSafe(join(PEERS_DIR, 'react-admin'), 'vite')}`,
      },
      apps: apps.map(({ key, name, version, loginPath, listPath }) => ({ key, name, version, loginPath, listPath })),
      runs: Object.fromEntries(apps.map((app) => [app.key, rounds.get(app.key) ?? []])),
    });
  } finally {
    await browser.close();
    chrome.kill();
    await reactAdminServer.close();
    await refineServer.close();
    await product.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

