/**
 * Every benchmark of the product in turn, then bench/README.md: the index of every figure with
 * its bound and whether it is met. A benchmark writes bench/<name>.md and, to join the index
 * table, bench/<name>.json (`{ report, figures: [{ figure, value, bound, met, note? }] }`); a
 * report without one is summarised from its own verdict lines and first results table.
 *
 * Run: `npm run bench` (BENCH_STEPS=api,overhead runs only those; BENCH_STEPS=none rewrites the
 * index from the reports there). Each step is `npm run bench:<step>` when package.json has it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { BENCH_DIR, ROOT, fmt, load, machineLine, type Figure } from './bench-common';

const ALL_STEPS = ['api', 'overhead', 'argon2', 'orders', 'board', 'reports', 'map', 'bundle', 'lighthouse', 'peers'];
const REPORT_ORDER = ['api.md', 'overhead.md', 'signin.md', 'orders.md', 'board.md', 'reports.md', 'map.md', 'bundle.md', 'lighthouse.md', 'peers.md'];

interface StepResult {
  step: string;
  status: 'ok' | 'failed' | 'absent';
  seconds: number;
}

function scriptsOfPackage(): Record<string, string> {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts?: Record<string, string> };
  return pkg.scripts ?? {};
}

function runSteps(steps: readonly string[]): StepResult[] {
  const scripts = scriptsOfPackage();
  return steps.map((step) => {
    const name = `bench:${step}`;
    if (!scripts[name]) {
      console.info(`\n== ${name}: no such script, skipped`);
      return { step, status: 'absent', seconds: 0 };
    }
    console.info(`\n== npm run ${name} (load average ${fmt(load(), 1)})`);
    const started = performance.now();
    const result = spawnSync('npm', ['run', name], { cwd: ROOT, stdio: 'inherit', env: process.env });
    return { step, status: result.status === 0 ? 'ok' : 'failed', seconds: (performance.now() - started) / 1000 };
  });
}

function readFigures(report: string): Figure[] | null {
  const file = join(BENCH_DIR, report.replace(/\.md$/, '.json'));
  if (!existsSync(file)) return null;
  return (JSON.parse(readFileSync(file, 'utf8')) as { figures: Figure[] }).figures;
}

/** A report's own verdicts: its bullet lines with a bold part, and its first table (under "## Results" when there is one). */
function summaryOf(text: string): string[] {
  const lines = text.split('\n');
  const bullets = lines.filter((line) => /^- .*\*\*/.test(line));
  const results = lines.findIndex((line) => /^## Results/.test(line));
  const start = lines.findIndex((line, i) => i > results && line.startsWith('|'));
  const table: string[] = [];
  for (let i = start; start >= 0 && i < lines.length && (lines[i] ?? '').startsWith('|'); i += 1) table.push(lines[i] as string);
  return [...table, ...(table.length > 0 && bullets.length > 0 ? [''] : []), ...bullets];
}

function dateOf(text: string): string {
  return /^- Date: (\S+)/m.exec(text)?.[1] ?? 'undated';
}

/** The index's line about the last full run, kept when the index is only rewritten (BENCH_STEPS=none). */
function previousRunLine(): string[] {
  const file = join(BENCH_DIR, 'README.md');
  const line = existsSync(file) ? /^Last `npm run bench`:.*$/m.exec(readFileSync(file, 'utf8'))?.[0] : undefined;
  return line ? [line, ''] : [];
}

function writeIndex(steps: readonly StepResult[]) {
  const present = readdirSync(BENCH_DIR).filter((f) => f.endsWith('.md') && f !== 'README.md');
  const reports = [...REPORT_ORDER.filter((r) => present.includes(r)), ...present.filter((r) => !REPORT_ORDER.includes(r)).sort()];
  const rows: string[] = [];
  const summaries: string[] = [];
  for (const report of reports) {
    const text = readFileSync(join(BENCH_DIR, report), 'utf8');
    const figures = readFigures(report);
    if (figures) {
      for (const f of figures) {
        const verdict = f.bound === 'reported' ? 'reported' : f.met ? 'met' : '**missed**';
        rows.push(`| ${f.figure} | ${f.value} | ${f.bound} | ${verdict} | [${report}](${report}) (${dateOf(text).slice(0, 10)}) |`);
      }
    } else {
      const title = /^# (.+)$/m.exec(text)?.[1] ?? report;
      summaries.push(`### [${title}](${report}) (${dateOf(text).slice(0, 10)})`, '', ...summaryOf(text), '');
    }
  }
  const ran = steps.filter((s) => s.status !== 'absent');
  const index = [
    '# Benchmarks',
    '',
    'Every figure of issues 11, 24 (the order desk: orders.md, board.md), 25 (the order history and reports: reports.md) and 27 (the second performance pass: api.md, map.md, bundle.md, lighthouse.md, and the side by side with react-admin and Refine: peers.md), each from a script in this repository that writes its report here.',
    '`npm run bench` (scripts/bench.ts) runs them in turn and writes this index; a single one runs',
    'with `npm run bench:<name>`. The machine is shared, so each report gives the load around its',
    'run; latency figures are judged on unloaded (one-connection) runs where the report says so.',
    '',
    ...(ran.length > 0
      ? [
          `Last \`npm run bench\`: ${new Date().toISOString()} on ${machineLine()}; ${ran.map((s) => `bench:${s.step} ${s.status} in ${fmt(s.seconds, 0)} s`).join(', ')}.`,
          '',
        ]
      : previousRunLine()),
    '| figure | value | bound | verdict | report |',
    '|---|---:|---|---|---|',
    ...rows,
    '',
    '## Reports with their own tables',
    '',
    ...summaries,
  ];
  writeFileSync(join(BENCH_DIR, 'README.md'), `${index.join('\n')}\n`);
  console.info('\nWrote bench/README.md');
}

const requested = process.env.BENCH_STEPS;
const steps = requested === undefined ? ALL_STEPS : requested === 'none' ? [] : requested.split(',').map((s) => s.trim());
const results = runSteps(steps);
writeIndex(results);
if (results.some((r) => r.status === 'failed')) {
  console.error(`\nFailed: ${results.filter((r) => r.status === 'failed').map((r) => r.step).join(', ')}`);
  process.exitCode = 1;
}
