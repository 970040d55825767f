// The mutation run (npm run test:mutation): StrykerJS over the rules, in parts, then the summary in
// bench/mutation.md. Usage: tsx scripts/mutation.ts [--list] [--recheck] [--retest-survivors] [part ...]
// (default: every part, in order; --recheck only applies the survivors of the stored results again
// by hand; --retest-survivors tests the stored survivors again, after tests were added).
//
// Why parts: a mutant in code that runs when its module loads (a machine's config, a table) is
// "static": Stryker cannot tell which tests cover it and runs every test against it. Over the
// whole suite that is hours per hundred mutants. So each machine is mutated with its own test file
// alone (its static mutants, the targets and guards of its config, run in seconds); the domain
// rules with the unit tests, and server/auth and the guard with the server tests, that cover each
// mutant, their static mutants (tables of names read when a module loads) left out and counted.
//
// Each part keeps its results in bench/mutation/<part>.json (Stryker's incremental file, committed):
// a run after a change tests only the mutants whose code or covering tests changed.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

interface Part {
  name: string;
  mutate: string[];
  /** The test files run against the mutants (vitest include globs). */
  tests: string[];
  ignoreStatic: boolean;
}

/** Each machine is a folder (`src/machines/<name>/machine.ts`, its connect file and its parts). */
const machines = readdirSync('src/machines', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const PARTS: Part[] = [
  {
    name: 'domain',
    mutate: ['src/domain/**/*.ts'],
    // The rules against their own tests, as each machine: much of the domain is tables built when
    // a module loads (the menu, the route table, the fallback sets, the screens), and each of
    // those mutants runs every test of the part; the domain's tests take seconds, the whole unit
    // suite minutes. (Comma-separated in MUTATION_TESTS: no braces.)
    tests: ['tests/domain/**/*.test.ts'],
    ignoreStatic: false,
  },
  // Sign-in, sessions and the guard, each file against the server tests about it: every server
  // test signs in and passes the guard, so with all of them each mutant ran the whole server suite
  // (Stryker estimated 44 h). A survivor here may still be caught by another server test: the
  // score is a floor. In four parts, so that each run ends (and keeps its results) within an hour.
  {
    name: 'server-passwords',
    mutate: ['server/auth/passwords.ts'],
    tests: ['tests/server/passwordHashing.test.ts', 'tests/server/passwordTurns.test.ts', 'tests/server/passwordRules.test.ts', 'tests/server/auth.test.ts'],
    ignoreStatic: true,
  },
  {
    name: 'server-sessions',
    mutate: ['server/auth/tokens.ts', 'server/auth/sessions.ts', 'server/auth/principal.ts'],
    tests: ['tests/server/tokenSigner.test.ts', 'tests/server/principal.test.ts', 'tests/server/sessions.test.ts', 'tests/server/security/tokens.test.ts', 'tests/server/auth.test.ts'],
    ignoreStatic: true,
  },
  {
    name: 'server-limits',
    mutate: ['server/auth/attempts.ts', 'server/auth/postgresAttempts.ts', 'server/auth/redisAttempts.ts', 'server/auth/throttle.ts'],
    tests: ['tests/server/throttle.test.ts', 'tests/server/attemptStores.test.ts', 'tests/server/security/sharedLimits.test.ts'],
    ignoreStatic: true,
  },
  {
    name: 'server-guard',
    mutate: ['server/auth/audit.ts', 'server/plugins/authentication.ts:80-108'],
    tests: ['tests/server/authorization.test.ts', 'tests/server/auditRedaction.test.ts', 'tests/server/security/tenantIsolation.test.ts', 'tests/server/security/logs.test.ts'],
    ignoreStatic: true,
  },
  ...machines.map((machine) => ({
    name: machine,
    mutate: [`src/machines/${machine}/**/*.ts`],
    // Its model test and the tests of its uses (the record editor's form, panel and role dialog).
    tests: readdirSync('tests/machines')
      .filter((file) => file.startsWith(machine) && /^[A-Z]/.test(file.slice(machine.length)) && file.endsWith('.test.ts'))
      .map((file) => `tests/machines/${file}`),
    ignoreStatic: false,
  })),
];

interface Mutant {
  id: string;
  mutatorName?: string;
  status: string;
  statusReason?: string;
  static?: boolean;
  testsCompleted?: number;
  replacement?: string;
  coveredBy?: string[];
  location: { start: { line: number; column: number }; end: { line: number; column: number } };
}

/** The source with `mutant` applied (the report's lines and columns count from 1; the end is exclusive). */
function applied(source: string, mutant: Mutant): string {
  const lines = source.split('\n');
  const offset = (at: { line: number; column: number }) => lines.slice(0, at.line - 1).reduce((sum, line) => sum + line.length + 1, 0) + at.column - 1;
  return source.slice(0, offset(mutant.location.start)) + (mutant.replacement ?? '') + source.slice(offset(mutant.location.end));
}

/** The files of the part's test list: names as they are, a glob "folder, any depth, a suffix" as the files under the folder. */
function testFiles(part: Part): string[] {
  return part.tests.flatMap((entry) => {
    const glob = /^(.*)\/\*\*\/\*(\.[^*/]+)$/.exec(entry);
    if (!glob) return [entry];
    const [, folder = '.', suffix = ''] = glob;
    return (readdirSync(folder, { recursive: true }) as string[]).filter((name) => name.endsWith(suffix)).map((name) => join(folder, name));
  });
}

/** The files a source or test file imports by a relative path, resolved to files that exist. */
function relativeImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of source.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
    const base = join(dirname(file), match[1] ?? '');
    const target = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
    if (target) found.push(relative('.', target));
  }
  return found;
}

/**
 * Of the part's test files, those that load `module` (directly or through other modules): the
 * ones a static mutant of it can fail. Falls back to all of them when none is found.
 */
function testsLoading(module: string, part: Part): string[] {
  const tests = testFiles(part);
  const loads = (file: string, seen: Set<string>): boolean => {
    if (seen.has(file)) return false;
    seen.add(file);
    return relativeImports(file).some((imported) => imported === module || (!imported.startsWith('tests/') && loads(imported, seen)));
  };
  const loading = tests.filter((test) => loads(test, new Set()));
  return loading.length > 0 ? loading : part.tests;
}

/**
 * A second opinion on every survivor: each is applied by hand and the test files that load its
 * module run (for the server parts, the files Stryker found covering it); when they fail, it is
 * killed. Stryker's verdict on a survivor does not always hold: its vitest runner counts a mutant
 * as survived when the test files failed before any test ran (a static mutant that stops its
 * module from loading), and a static mutant (code run when a module loads: a table, a machine's
 * config) was tested against the unmutated module (`type('')` in a module's validators, which
 * throws as the module loads, was listed as a survivor). The others are applied again too: it
 * costs seconds each and is the same check.
 */
function recheckSurvivors(part: Part, resultFile: string): void {
  const result = JSON.parse(readFileSync(resultFile, 'utf8')) as {
    files: Record<string, { source: string; mutants: Mutant[] }>;
    testFiles?: Record<string, { tests: Array<{ id: string }> }>;
  };
  const fileOfTest = new Map<string, string>();
  for (const [file, { tests }] of Object.entries(result.testFiles ?? {})) for (const test of tests) fileOfTest.set(test.id, file);
  let killed = 0;
  let checked = 0;
  for (const [path, file] of Object.entries(result.files)) {
    const survivors = file.mutants.filter((mutant) => mutant.status === 'Survived');
    if (survivors.length === 0) continue;
    const backup = `${path}.mutation-backup`;
    copyFileSync(path, backup);
    try {
      for (const mutant of survivors) {
        const covering = [...new Set((mutant.coveredBy ?? []).map((id) => fileOfTest.get(id)).filter((test): test is string => test !== undefined))];
        const tests = part.ignoreStatic && covering.length > 0 ? covering : testsLoading(path, part);
        writeFileSync(path, applied(file.source, mutant));
        checked += 1;
        const run = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.mutation.config.ts'], {
          stdio: 'ignore',
          env: { ...process.env, TEST_DATABASE_URL: '', MUTATION_TESTS: tests.join(',') },
        });
        console.info(`   ${path}:${mutant.location.start.line}:${mutant.location.start.column} ${mutant.mutatorName ?? ''}: ${run.status === 0 ? 'survives' : 'killed'} (${tests.length} test files)`);
        if (run.status !== 0) {
          mutant.status = 'Killed';
          mutant.statusReason = `the tests fail with the mutant applied by hand (${tests.join(', ')})`;
          killed += 1;
        }
      }
    } finally {
      copyFileSync(backup, path);
      rmSync(backup);
    }
  }
  writeFileSync(resultFile, JSON.stringify(result));
  console.info(`== mutation: ${part.name}: ${checked} survivors applied by hand, ${killed} of them killed`);
}

/**
 * Forgets the survivors of a part's stored results, so that the next run tests them again.
 * Stryker's incremental mode keeps a survivor whose code did not change even when tests were
 * added since: a new test that kills it is only credited after this (--retest-survivors).
 */
function forgetSurvivors(resultFile: string): void {
  let result: { files: Record<string, { mutants: Mutant[] }> };
  try {
    result = JSON.parse(readFileSync(resultFile, 'utf8')) as typeof result;
  } catch {
    return;
  }
  let forgotten = 0;
  for (const file of Object.values(result.files)) {
    const kept = file.mutants.filter((mutant) => mutant.status !== 'Survived' && mutant.status !== 'NoCoverage');
    forgotten += file.mutants.length - kept.length;
    file.mutants = kept;
  }
  writeFileSync(resultFile, JSON.stringify(result));
  console.info(`== mutation: ${resultFile}: ${forgotten} survivors forgotten, to be tested again`);
}

const flags = process.argv.slice(2).filter((arg) => arg.startsWith('--'));
const args = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
/** --recheck: only the second opinion on the survivors of results already in bench/mutation/. */
const recheckOnly = flags.includes('--recheck');
if (flags.includes('--list')) {
  for (const part of PARTS) console.info(part.name);
  process.exit(0);
}
const unknown = args.filter((name) => !PARTS.some((part) => part.name === name));
if (unknown.length > 0) throw new Error(`unknown parts: ${unknown.join(', ')} (see --list)`);
// In the order asked for.
const chosen = args.length > 0 ? args.flatMap((name) => PARTS.filter((part) => part.name === name)) : PARTS;

mkdirSync('bench/mutation', { recursive: true });
for (const part of chosen) {
  if (recheckOnly) {
    recheckSurvivors(part, `bench/mutation/${part.name}.json`);
    continue;
  }
  console.info(`== mutation: ${part.name}`);
  if (flags.includes('--retest-survivors')) forgetSurvivors(`bench/mutation/${part.name}.json`);
  const started = Date.now();
  const result = spawnSync(
    'npx',
    [
      'stryker',
      'run',
      'stryker.config.mjs',
      '--mutate',
      part.mutate.join(','),
      '--incrementalFile',
      `bench/mutation/${part.name}.json`,
      ...(part.ignoreStatic ? ['--ignoreStatic'] : []),
    ],
    {
      stdio: 'inherit',
      // PGlite alone (the PostgreSQL pass checks the database, not the rules); the tests to run.
      env: { ...process.env, TEST_DATABASE_URL: '', MUTATION_TESTS: part.tests.join(',') },
    },
  );
  if (result.status !== 0) throw new Error(`the mutation run of ${part.name} failed (${result.status ?? result.signal})`);
  recheckSurvivors(part, `bench/mutation/${part.name}.json`);
  console.info(`== mutation: ${part.name} done in ${Math.round((Date.now() - started) / 1000)} s`);
}

const report = spawnSync('npx', ['tsx', 'scripts/mutation-report.ts'], { stdio: 'inherit' });
process.exit(report.status ?? 1);
