/**
 * `npm run bench:board`: the order board's render figures of issue 24, written to bench/board.md
 * (and board.json for the index). With 150 active orders (the peak-day fixture of the stories,
 * spread over the columns and three companies):
 * - the first render costs at most 300 ms of main-thread time from the data's arrival to the
 *   frame that paints it;
 * - one event (a new version of an order, a move to another column, a new order) re-renders only
 *   the cards it changes, in at most 16 ms.
 *
 * Two production builds of a harness page rendering the real `OrderBoard` (src/ui/orders): a plain
 * one, for the main-thread time (Chromium's trace: the CPU time of the renderer's main thread
 * between the page's marks), and an instrumented one (React's profiling build, the board inside a
 * `<Profiler>`, each `OrderCard` counted as it renders, with its own memo comparison kept) for the
 * React commit times and the cards rendered. Needs /usr/bin/chromium.
 * BENCH_BOARD_PAGES (default 7) page loads, each with BENCH_BOARD_EVENTS (default 6) events of each kind.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import react from '@vitejs/plugin-react';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import { build, preview, type Plugin } from 'vite';
import { CHROMIUM_BASE_ARGS, CHROMIUM_PATH } from '../tests/e2e/browser';
import { envNumber, fmt, load, machineLine, ROOT, verdict, writeReport, type Figure } from './bench-common';

const HARNESS = join(ROOT, 'node_modules', '.cache', 'bench-board');
const PAGES = envNumber('BENCH_BOARD_PAGES', 7);
const EVENTS = envNumber('BENCH_BOARD_EVENTS', 6);
/** BENCH_BOARD_BREAKDOWN=1: also print where the events' main-thread time goes (the timeline's events by name); the report's timings then carry that tracing. */
const BREAKDOWN = process.env.BENCH_BOARD_BREAKDOWN === '1';
const VIEWPORT = { width: 1440, height: 900 };
const FIRST_RENDER_BOUND_MS = 300;
const EVENT_BOUND_MS = 16;

type Kind = 'version' | 'move' | 'arrival';
const KINDS: readonly Kind[] = ['version', 'move', 'arrival'];
const KIND_TEXT: Record<Kind, string> = {
  version: 'a new version of an order in its column (IN_PREPARATION, now late)',
  move: 'an order moved to another column (WAIT_COMPANY accepted: IN_PREPARATION)',
  arrival: 'a new order (WAIT_COMPANY) joins the board',
};

/** The harness page (JSX, built by Vite): the board mounted once, its props swapped by `window.boardBench`. */
function harnessSource(): string {
  const at = (path: string) => JSON.stringify(`./${relative(HARNESS, join(ROOT, path)).split('\\').join('/')}`);
  return `
import { Profiler, useState } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from ${at('src/i18n/I18nProvider')};
import { system } from ${at('src/ui/theme')};
import { OrderBoard } from ${at('src/ui/orders/OrderBoard')};
import { NOW, PEAK_ORDERS } from ${at('stories/orders/orderFixtures')};

window.__cardRenders = [];
const commits = [];
const onRender = (_id, phase, actualDuration) => commits.push({ phase, actualDuration });

// As connectOrderBoard (src/machines/orderBoard/connect.ts) makes them: new callbacks and a new
// Date at every snapshot.
function propsOf(state) {
  return {
    status: state.status,
    orders: state.orders,
    companies: [],
    showCompanyFilter: false,
    companyFilter: null,
    now: new Date(NOW.getTime()),
    companyType: 'restaurant',
    showAwaitingPayment: false,
    selectedId: null,
    connection: 'live',
    failure: null,
    onOpen: () => {},
    onAcceptRequest: () => {},
    onToggleAwaitingPayment: () => {},
    onCompanyFilter: () => {},
    onRetry: () => {},
  };
}

let setState = () => {};
let current = { status: 'loading', orders: [] };
function Harness() {
  const [state, set] = useState(current);
  setState = set;
  return (
    <div style={{ padding: 24 }}>
      <Profiler id="board" onRender={onRender}>
        <OrderBoard {...propsOf(state)} />
      </Profiler>
    </div>
  );
}
createRoot(document.getElementById('root')).render(
  <ChakraProvider value={system}>
    <I18nProvider initialLanguage="ptBr">
      <Harness />
    </I18nProvider>
  </ChakraProvider>,
);

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
// The state handed over in a task of its own (as an answer or an event arrives), committed at once,
// then timed to the end of the frame that paints it (a message posted from that frame's rAF runs
// after its style, layout and paint).
function handOver(next, name) {
  return new Promise((done) => {
    setTimeout(() => {
      window.__cardRenders = [];
      commits.length = 0;
      performance.mark(name + '-start');
      const start = performance.now();
      flushSync(() => setState((current = next)));
      const committed = performance.now();
      const cards = window.__cardRenders.slice();
      const reactCommits = commits.slice();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          performance.mark(name + '-end');
          done({ syncMs: committed - start, toPaintMs: performance.now() - start, cards, commits: reactCommits, shown: document.querySelectorAll('[data-part="order-card"]').length });
        };
        channel.port2.postMessage(0);
      });
    }, 0);
  });
}

let made = 0;
window.boardBench = {
  ready: () => document.querySelector('[data-part="order-board"]') !== null,
  first: () => handOver({ status: 'ready', orders: PEAK_ORDERS }, 'bench-first'),
  async event(kind) {
    const orders = current.orders;
    let next;
    let changed;
    if (kind === 'version' || kind === 'move') {
      const from = kind === 'version' ? 'IN_PREPARATION' : 'WAIT_COMPANY';
      const order = orders.find((o) => o.status === from && !o._id.startsWith('bench-') && (kind === 'move' || !o.late));
      if (!order) throw new Error('no order in ' + from + ' left');
      const card = kind === 'version'
        ? { ...order, version: order.version + 1, late: true }
        : { ...order, version: order.version + 1, status: 'IN_PREPARATION', acceptBy: null, statusAt: NOW.toISOString() };
      changed = order._id;
      // As the board's machine stores a moved order (storeMoved): the one card replaced in place.
      next = orders.map((o) => (o._id === order._id ? card : o));
    } else {
      made += 1;
      const model = orders.find((o) => o.status === 'WAIT_COMPANY') ?? orders[0];
      const card = { ...model, _id: 'bench-' + made, number: 900 + made, version: 1, status: 'WAIT_COMPANY', late: false, placedAt: NOW.toISOString(), statusAt: NOW.toISOString(), acceptBy: new Date(NOW.getTime() + 300000).toISOString() };
      changed = card._id;
      next = [...orders, card];
    }
    await sleep(150);
    const result = await handOver({ status: 'ready', orders: next }, 'bench-event');
    return { ...result, changed };
  },
};
`;
}

/** The real OrderCard with each render counted; its memo comparison is the real one. */
function countedCardSource(): string {
  const real = JSON.stringify(join(ROOT, 'src', 'ui', 'orders', 'OrderCard.tsx'));
  return `
import { createElement, memo } from 'react';
import { OrderCard as RealOrderCard } from ${real};
export * from ${real};
export const OrderCard = memo(function CountedOrderCard(props) {
  window.__cardRenders.push(props.order._id);
  return createElement(RealOrderCard.type, props);
}, RealOrderCard.compare);
`;
}

/** The instrumented build: OrderBoard's `./OrderCard` is the counted one; React's profiling build. */
function instrumented(): Plugin[] {
  const counted = join(HARNESS, 'countedOrderCard.tsx');
  return [
    {
      name: 'count-order-cards',
      enforce: 'pre',
      resolveId(source, importer) {
        if (source === './OrderCard' && importer?.replace(/\\/g, '/').endsWith('/src/ui/orders/OrderBoard.tsx')) return counted;
        return null;
      },
    },
  ];
}

type Build = 'plain' | 'instrumented';

async function buildHarness(kind: Build): Promise<string> {
  const outDir = join(HARNESS, `dist-${kind}`);
  await build({
    configFile: false,
    root: HARNESS,
    publicDir: false,
    plugins: [react(), ...(kind === 'instrumented' ? instrumented() : [])],
    resolve: kind === 'instrumented' ? { alias: [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }] } : {},
    logLevel: 'error',
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 8192 },
  });
  return outDir;
}

interface HandOver {
  syncMs: number;
  toPaintMs: number;
  cards: string[];
  commits: { phase: string; actualDuration: number }[];
  shown: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
}

async function traced<T>(cdp: CDPSession, action: () => Promise<T>): Promise<{ result: T; events: TraceEvent[] }> {
  const events: TraceEvent[] = [];
  const collect = (data: { value: object[] }) => events.push(...(data.value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', collect);
  const complete = new Promise<void>((done) => cdp.once('Tracing.tracingComplete', () => done()));
  const categories = BREAKDOWN ? 'toplevel,blink.user_timing,devtools.timeline,disabled-by-default-devtools.timeline' : 'toplevel,blink.user_timing';
  await cdp.send('Tracing.start', { categories, transferMode: 'ReportEvents' });
  const result = await action();
  await cdp.send('Tracing.end');
  await complete;
  cdp.off('Tracing.dataCollected', collect);
  return { result, events };
}

/**
 * The main thread's CPU time (ms) in each window between a `<name>-start` and `<name>-end` mark:
 * every task of that thread from the one holding the start mark to the one holding the end mark.
 */
function windowsCpu(events: readonly TraceEvent[], name: string): number[] {
  const starts = events.filter((e) => e.name === `${name}-start`).sort((a, b) => a.ts - b.ts);
  const ends = events.filter((e) => e.name === `${name}-end`).sort((a, b) => a.ts - b.ts);
  return starts.map((start, i) => {
    const end = ends[i];
    if (!end) throw new Error(`the trace lacks the end mark of ${name} ${i}`);
    const tasks = events.filter((e) => e.pid === start.pid && e.tid === start.tid && e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask');
    const inside = tasks.filter((t) => t.ts + (t.dur ?? 0) >= start.ts && t.ts <= end.ts);
    if (BREAKDOWN) {
      const byName = new Map<string, number>();
      for (const e of events) {
        if (e.pid !== start.pid || e.tid !== start.tid || e.ph !== 'X' || e.ts < start.ts - 5000 || e.ts > end.ts) continue;
        byName.set(e.name, (byName.get(e.name) ?? 0) + (e.tdur ?? e.dur ?? 0) / 1000);
      }
      const top = [...byName].sort((a, b) => b[1] - a[1]).slice(0, 14);
      console.info(`${name} ${i}: ${top.map(([n, v]) => `${n} ${v.toFixed(2)}`).join(', ')}`);
    }
    return inside.reduce((sum, t) => sum + (t.tdur ?? t.dur ?? 0), 0) / 1000;
  });
}

interface PageRun {
  first: HandOver;
  firstCpuMs: number;
  events: (HandOver & { kind: Kind; changed: string; cpuMs: number })[];
}

async function runPage(browser: Browser, url: string, errors: string[]): Promise<PageRun> {
  const page: Page = await browser.newPage({ viewport: VIEWPORT });
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await page.goto(url);
    await page.waitForFunction(() => window.boardBench.ready());
    await page.waitForTimeout(500);
    const cdp = await page.context().newCDPSession(page);
    const { result: first, events: firstTrace } = await traced(cdp, () => page.evaluate(() => window.boardBench.first()));
    await page.waitForTimeout(500);
    const order = Array.from({ length: EVENTS }, () => KINDS).flat();
    const { result: results, events: eventTrace } = await traced(cdp, async () => {
      const out: (HandOver & { kind: Kind; changed: string })[] = [];
      for (const kind of order) out.push({ ...(await page.evaluate((k) => window.boardBench.event(k), kind)), kind });
      return out;
    });
    const cpu = windowsCpu(eventTrace, 'bench-event');
    return { first, firstCpuMs: windowsCpu(firstTrace, 'bench-first')[0] ?? Number.NaN, events: results.map((r, i) => ({ ...r, cpuMs: cpu[i] ?? Number.NaN })) };
  } finally {
    await page.close();
  }
}

declare global {
  interface Window {
    boardBench: {
      ready(): boolean;
      first(): Promise<HandOver>;
      event(kind: Kind): Promise<HandOver & { changed: string }>;
    };
  }
}

const sortedOf = (values: readonly number[]) => [...values].sort((a, b) => a - b);
function median(values: readonly number[]): number {
  const s = sortedOf(values);
  const mid = Math.floor(s.length / 2);
  return s.length === 0 ? Number.NaN : s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}
const worst = (values: readonly number[]) => Math.max(...values);
const mw = (values: readonly number[]) => `${fmt(median(values))} / ${fmt(worst(values))}`;
const commitMs = (h: HandOver) => h.commits.reduce((sum, c) => sum + c.actualDuration, 0);

async function serveAndRun(kind: Build, outDir: string, browser: Browser, errors: string[]): Promise<PageRun[]> {
  const server = await preview({ configFile: false, root: HARNESS, logLevel: 'error', build: { outDir }, preview: { port: 0, host: '127.0.0.1' } });
  try {
    const url = server.resolvedUrls?.local[0];
    if (!url) throw new Error('the preview server has no address');
    const runs: PageRun[] = [];
    for (let i = 0; i < PAGES; i++) {
      runs.push(await runPage(browser, url, errors));
      console.info(`${kind} page ${i + 1}: first render ${fmt(runs[i]?.firstCpuMs ?? Number.NaN)} ms main-thread CPU`);
    }
    return runs;
  } finally {
    await server.close();
  }
}

async function main(): Promise<void> {
  rmSync(HARNESS, { recursive: true, force: true });
  mkdirSync(HARNESS, { recursive: true });
  writeFileSync(
    join(HARNESS, 'index.html'),
    '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Order board benchmark</title></head><body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>\n',
  );
  writeFileSync(join(HARNESS, 'main.tsx'), harnessSource());
  writeFileSync(join(HARNESS, 'countedOrderCard.tsx'), countedCardSource());
  const loadStart = load();
  const plainDir = await buildHarness('plain');
  const instrumentedDir = await buildHarness('instrumented');
  const loadBuilt = load();
  const errors: string[] = [];
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_BASE_ARGS });
  let plain: PageRun[];
  let counted: PageRun[];
  try {
    plain = await serveAndRun('plain', plainDir, browser, errors);
    counted = await serveAndRun('instrumented', instrumentedDir, browser, errors);
  } finally {
    await browser.close();
  }
  const loadEnd = load();
  const { version } = JSON.parse(readFileSync(join(ROOT, 'node_modules', 'react-dom', 'package.json'), 'utf8')) as { version: string };

  const firstCpu = plain.map((r) => r.firstCpuMs);
  const firstWall = plain.map((r) => r.first.toPaintMs);
  const firstSync = plain.map((r) => r.first.syncMs);
  const firstCommit = counted.map((r) => commitMs(r.first));
  const firstCards = counted.map((r) => r.first.cards.length);
  const shown = plain[0]?.first.shown ?? 0;
  const lines = [
    '# Order board: first render and one event, 150 active orders',
    '',
    'Issue 24: with 150 active orders, the board\'s first render costs at most 300 ms of main-thread time after the data arrives, and one event re-renders only the cards it changes, in at most 16 ms.',
    'Written by `npm run bench:board` (scripts/bench-board.ts); not a timed test.',
    '',
    `- Date: ${new Date().toISOString()}`,
    `- Machine: ${machineLine()}; React ${version}; Chromium at ${CHROMIUM_PATH}, headless, the project's base flags (\`--disable-gpu\` among them: software compositing), viewport ${VIEWPORT.width}×${VIEWPORT.height}.`,
    `- Load average (1 min): ${fmt(loadStart)} at the start, ${fmt(loadBuilt)} after the builds, ${fmt(loadEnd)} at the end. The machine has 2 shared cores and a full CI run may have been going: the wall times carry that load; the main-thread CPU times much less.`,
    '',
    '## Method',
    '',
    '- The page is a production build (Vite) of a harness rendering the real `OrderBoard` (src/ui/orders/OrderBoard.tsx) inside the app\'s providers (Chakra system, pt-BR), with the stories\' peak-day orders (stories/orders/orderFixtures.ts `PEAK_ORDERS`: 150 active orders of three companies over the columns). Its props are made as `connectOrderBoard` makes them: new callbacks and a new `now` Date at every update.',
    '- **First render**: the board shows "loading" (as before the board\'s answer); then, in a task of its own, the 150 orders are handed over and committed (`flushSync`); the window ends in a message posted from the next animation frame, after that frame\'s style, layout and paint. *Main-thread time* is the CPU time of the renderer\'s main thread over that window, from Chromium\'s trace (`ThreadControllerImpl::RunTask` tasks between the page\'s two marks, their thread time: time the thread was descheduled by the other load is left out). The wall time of the same window is given beside it.',
    `- **One event**: on the same page, ${EVENTS} times each, interleaved: ${KINDS.map((k) => KIND_TEXT[k]).join('; ')}. The board\'s orders change as the board machine stores a moved order (the one card replaced in the array, or appended). Each is timed as the first render.`,
    '- **Cards rendered and React\'s own time**: a second build of the same page with React\'s profiling build (`react-dom/profiling`), the board inside `<Profiler>` (its `actualDuration` per commit), and `OrderBoard`\'s `./OrderCard` resolved to a wrapper that counts each card render and keeps the real card\'s memo comparison (`memo(counting, OrderCard.compare)`): a card counts when it mounts or its comparison lets it render again.',
    `- ${PAGES} page loads of each build: ${PAGES} first renders and ${PAGES * EVENTS} events of each kind per build. The verdicts are judged on the median (a render as it usually costs); the worst is given beside it, and every event over the bound is counted below.`,
    '',
    '## First render',
    '',
    `${shown} cards shown.`,
    '',
    '| measure (median / worst) | value |',
    '|---|---:|',
    `| main-thread CPU time, data handed over to painted | **${mw(firstCpu)} ms** |`,
    `| wall time of the same window | ${mw(firstWall)} ms |`,
    `| of which synchronous render and commit (wall) | ${mw(firstSync)} ms |`,
    `| React commit, Profiler \`actualDuration\` (profiling build) | ${mw(firstCommit)} ms |`,
    `| cards rendered (instrumented build) | ${[...new Set(firstCards)].join(', ')} |`,
    '',
    '## One event',
    '',
    '| event | cards rendered (each run) | main-thread CPU, median / worst | wall to paint, median / worst | React commit (`actualDuration`), median / worst |',
    '|---|---|---:|---:|---:|',
  ];
  const figures: Figure[] = [
    {
      figure: `Order board, 150 active orders: first render, main-thread time from the data to the painted frame (median / worst of ${PAGES})`,
      value: `${mw(firstCpu)} ms`,
      bound: `≤ ${FIRST_RENDER_BOUND_MS} ms`,
      met: median(firstCpu) <= FIRST_RENDER_BOUND_MS,
      note: `judged on the median; wall ${mw(firstWall)} ms`,
    },
  ];
  const onlyChanged: string[] = [];
  const overBound: string[] = [];
  for (const kind of KINDS) {
    const p = plain.flatMap((r) => r.events.filter((e) => e.kind === kind));
    const c = counted.flatMap((r) => r.events.filter((e) => e.kind === kind));
    const counts = c.map((e) => e.cards.length);
    const others = c.filter((e) => e.cards.some((id) => id !== e.changed));
    const countText = [...new Set(counts)].sort((a, b) => a - b).map((n) => `${n} (${counts.filter((x) => x === n).length}×)`).join(', ');
    lines.push(`| ${KIND_TEXT[kind]} | ${countText} of ${c[0]?.shown ?? shown} | ${mw(p.map((e) => e.cpuMs))} ms | ${mw(p.map((e) => e.toPaintMs))} ms | ${mw(c.map((e) => commitMs(e)))} ms |`);
    if (others.length > 0) onlyChanged.push(`${kind}: ${others.length} of ${c.length} events also rendered ${[...new Set(others.flatMap((e) => e.cards.filter((id) => id !== e.changed)))].slice(0, 5).join(', ')}`);
    const cpu = p.map((e) => e.cpuMs);
    const over = cpu.filter((v) => v > EVENT_BOUND_MS).length;
    if (over > 0) overBound.push(`${kind}: ${over} of ${cpu.length} over ${EVENT_BOUND_MS} ms (worst ${fmt(worst(cpu))} ms)`);
    figures.push({
      figure: `Order board, 150 active orders: ${KIND_TEXT[kind]}: cards rendered; main-thread time to the painted frame (median / worst of ${p.length})`,
      value: `${[...new Set(counts)].join(' or ')} of ${c[0]?.shown ?? shown}; ${mw(cpu)} ms`,
      bound: `the changed card only; ≤ ${EVENT_BOUND_MS} ms`,
      met: others.length === 0 && counts.every((n) => n === 1) && median(cpu) <= EVENT_BOUND_MS,
      note: `judged on the median; ${over} of ${cpu.length} over ${EVENT_BOUND_MS} ms`,
    });
  }
  lines.push(
    '',
    onlyChanged.length === 0 ? '- **Only the changed card rendered** at every event: its new version, or its mount in its new column (the card leaving the old column unmounts).' : `- **Other cards rendered**: ${onlyChanged.join('; ')}.`,
    overBound.length === 0
      ? `- Every event under ${EVENT_BOUND_MS} ms of main-thread time.`
      : `- **Events over ${EVENT_BOUND_MS} ms** (the verdicts below are judged on the median, the worst is given beside it): ${overBound.join('; ')}. In a typical event about half of the time is React and the board's own script (the Profiler's commit is the smaller part), the rest the browser's paint of the changed area, pre-paint and layout (\`BENCH_BOARD_BREAKDOWN=1\` prints the split); the worst ones come with the machine's load.`,
    `- Page errors: ${errors.length === 0 ? 'none' : errors.slice(0, 3).join('; ')}.`,
    '',
    '## Figures',
    '',
    '| figure | value | bound | verdict |',
    '|---|---:|---|---|',
    ...figures.map((f) => `| ${f.figure} | ${f.value} | ${f.bound} | ${verdict(f.met, f.note ?? 'see above')}${f.met && f.note ? ` (${f.note})` : ''} |`),
  );
  writeReport('board', lines, figures);
  if (errors.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
