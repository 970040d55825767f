// Summarises the mutation run's results (bench/mutation/*.json, Stryker's incremental files of
// each part, see scripts/mutation.ts) into bench/mutation.md. Usage: tsx scripts/mutation-report.ts
// [result.json ...]. The parts are merged file by file.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

const REPORT = 'bench/mutation.md';
const TARGET = 85;

type Status = 'Killed' | 'Survived' | 'NoCoverage' | 'Timeout' | 'CompileError' | 'RuntimeError' | 'Ignored' | 'Pending';

interface Mutant {
  id: string;
  mutatorName: string;
  replacement?: string;
  status: Status;
  location: { start: { line: number; column: number }; end: { line: number; column: number } };
}

interface FileResult {
  source: string;
  mutants: Mutant[];
}

interface Report {
  files: Record<string, FileResult>;
}

/** The folders the issue names, and the guard in server/plugins/authentication.ts. */
const AREAS: Array<[string, (path: string) => boolean]> = [
  ['src/domain', (path) => path.startsWith('src/domain/')],
  ['src/machines', (path) => path.startsWith('src/machines/')],
  ['server/auth and the guard', (path) => path.startsWith('server/auth/') || path === 'server/plugins/authentication.ts'],
];

interface Counts {
  killed: number;
  timeout: number;
  survived: number;
  noCoverage: number;
  errors: number;
  /** Static mutants of the rules part, not run (scripts/mutation.ts says why). */
  ignored: number;
}

const empty = (): Counts => ({ killed: 0, timeout: 0, survived: 0, noCoverage: 0, errors: 0, ignored: 0 });

function add(counts: Counts, status: Status): void {
  if (status === 'Killed') counts.killed += 1;
  else if (status === 'Timeout') counts.timeout += 1;
  else if (status === 'Survived') counts.survived += 1;
  else if (status === 'NoCoverage') counts.noCoverage += 1;
  else if (status === 'CompileError' || status === 'RuntimeError') counts.errors += 1;
  else if (status === 'Ignored') counts.ignored += 1;
}

/** Stryker's score: detected (killed or timed out) over valid mutants (errors and ignored left out). */
function score(counts: Counts): number {
  const valid = counts.killed + counts.timeout + counts.survived + counts.noCoverage;
  return valid === 0 ? 100 : ((counts.killed + counts.timeout) / valid) * 100;
}

const row = (name: string, counts: Counts) => {
  const run = counts.killed + counts.timeout + counts.survived + counts.noCoverage + counts.errors + counts.ignored > 0;
  return `| ${name} | ${counts.killed} | ${counts.timeout} | ${counts.survived} | ${counts.noCoverage} | ${counts.errors} | ${counts.ignored} | ${run ? `${score(counts).toFixed(2)} %` : 'not run yet'} |`;
};

function normalise(path: string): string {
  const at = path.search(/(src|server)\//);
  return at >= 0 ? path.slice(at) : path;
}

const paths = process.argv.slice(2);
const DIR = 'bench/mutation';
const inputs = paths.length > 0 ? paths : readdirSync(DIR).filter((file) => file.endsWith('.json')).sort().map((file) => `${DIR}/${file}`);
const reports = inputs.map((path) => JSON.parse(readFileSync(path, 'utf8')) as Report);
const files = new Map<string, FileResult>();
for (const report of reports) for (const [path, file] of Object.entries(report.files)) files.set(normalise(path), file);

const total = empty();
const byArea = new Map(AREAS.map(([name]) => [name, empty()]));
/** Text for a table cell inside backticks. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/`/g, "'");
}

const byFile: Array<[string, Counts]> = [];
const survivors: string[] = [];
for (const [path, file] of [...files.entries()].sort(([a], [b]) => a.localeCompare(b))) {
  const counts = empty();
  for (const mutant of file.mutants) {
    add(counts, mutant.status);
    add(total, mutant.status);
    const area = AREAS.find(([, inArea]) => inArea(path));
    const areaCounts = area ? byArea.get(area[0]) : undefined;
    if (areaCounts) add(areaCounts, mutant.status);
    if (mutant.status === 'Survived' || mutant.status === 'NoCoverage') {
      const { line, column } = mutant.location.start;
      const replacement = (mutant.replacement ?? '').replace(/\s+/g, ' ').slice(0, 80);
      // The mutated span itself (a mutant of `a` inside `a || b` replaces `a` alone), and its line when it is a part of it.
      const whole = file.source.split('\n')[line - 1] ?? '';
      const end = mutant.location.end.line === line ? mutant.location.end.column - 1 : whole.length;
      const span = whole.slice(column - 1, end).replace(/\s+/g, ' ').slice(0, 80);
      const context = span.length < whole.trim().length ? ` in \`${cell(whole.trim().slice(0, 100))}\`` : '';
      survivors.push(`| ${path}:${line}:${column} | ${mutant.mutatorName} | ${mutant.status} | \`${cell(span)}\` → \`${cell(replacement)}\`${context} |`);
    }
  }
  byFile.push([path, counts]);
}

const header = '| | killed | timed out | survived | no coverage | errors | static, not run | score |\n|---|---:|---:|---:|---:|---:|---:|---:|';
const lines = [
  '# Mutation testing',
  '',
  'StrykerJS (`npm run test:mutation`, `scripts/mutation.ts`) injects small defects into the rules',
  '(`src/domain`, `src/machines`, `server/auth` and the guard every operation passes in',
  '`server/plugins/authentication.ts`) and runs the tests that cover each one, on PGlite (`vitest.mutation.config.ts`,',
  'each test file loading the code afresh): each machine against its own test file, the domain',
  'rules against the domain tests (tables built when a module loads included: the menu, the route',
  'table, the fallback sets), sign-in, sessions, limits and the guard against the server tests about',
  'them. A mutant is killed when a test fails. The score is killed and timed-out mutants over all',
  `valid ones; the target is ${TARGET} % in each area. Static mutants of the server parts (code run when a`,
  'module loads) are not run, because each would run every test of the part; they are counted apart.',
  'Generated by `scripts/mutation-report.ts` from `bench/mutation/*.json`; the explanation of the',
  'survivors at the end is written by hand.',
  '',
  `Parts in this report: ${inputs.map((path) => path.replace(/^.*\//, '').replace(/\.json$/, '')).join(', ')}.`,
  '',
  `Generated: ${new Date().toISOString().slice(0, 10)}.`,
  '',
  '## Score by area',
  '',
  header,
  ...[...byArea.entries()].map(([name, counts]) => row(name, counts)),
  row('**all**', total),
  '',
  '## Score by file',
  '',
  header,
  ...byFile.map(([path, counts]) => row(path, counts)),
  '',
  `## Survivors (${survivors.length})`,
  '',
  '| where | mutator | status | code → mutant |',
  '|---|---|---|---|',
  ...survivors,
  '',
];

const MARK = '<!-- explanations: kept across runs -->';
let kept = `${MARK}\n## Why the survivors survive\n\n(to be written)\n`;
try {
  const previous = readFileSync(REPORT, 'utf8');
  const at = previous.indexOf(MARK);
  if (at >= 0) kept = previous.slice(at);
} catch {
  // First report: nothing to keep.
}
writeFileSync(REPORT, `${lines.join('\n')}\n${kept}`);
const below = [...byArea.entries()].filter(([, counts]) => score(counts) < TARGET).map(([name]) => name);
console.info(`${REPORT}: ${score(total).toFixed(2)} % overall${below.length > 0 ? `; below ${TARGET} %: ${below.join(', ')}` : ''}`);
