// The mutation run (npm run test:mutation): StrykerJS over the rules, in parts, then the summary in
// bench/mutation.md. Usage: tsx scripts/mutation.ts [part ...] (default: every part; see `npm run
// test:mutation -- --list`).
//
// Why parts: a mutant in code that runs when its module loads (a machine's config, a table) is
// "static": Stryker cannot tell which tests cover it and runs every test against it. Over the
// whole suite that is hours per hundred mutants. So each machine is mutated with its own test file
// alone (its static mutants, the targets and guards of its config, run in seconds), and the domain
// rules, server/auth and the guard with the unit and server tests that cover each mutant, their
// static mutants (tables of names read when a module loads) left out and counted as such.
//
// Each part keeps its results in bench/mutation/<part>.json (Stryker's incremental file, committed):
// a run after a change tests only the mutants whose code or covering tests changed.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';

interface Part {
  name: string;
  mutate: string[];
  /** The test files run against the mutants (vitest include globs). */
  tests: string[];
  ignoreStatic: boolean;
}

const machines = readdirSync('src/machines')
  .filter((file) => file.endsWith('Machine.ts'))
  .map((file) => file.replace(/\.ts$/, ''));

const PARTS: Part[] = [
  {
    name: 'rules',
    mutate: ['src/domain/**/*.ts', 'server/auth/**/*.ts', 'server/app.ts:211-238'],
    tests: ['tests/**/*.test.{ts,tsx}'],
    ignoreStatic: true,
  },
  ...machines.map((machine) => ({
    name: machine,
    mutate: [`src/machines/${machine}.ts`],
    tests: [`tests/machines/${machine}.test.ts`],
    ignoreStatic: false,
  })),
];

const args = process.argv.slice(2);
if (args.includes('--list')) {
  for (const part of PARTS) console.info(part.name);
  process.exit(0);
}
const chosen = args.length > 0 ? PARTS.filter((part) => args.includes(part.name)) : PARTS;
const unknown = args.filter((name) => !PARTS.some((part) => part.name === name));
if (unknown.length > 0) throw new Error(`unknown parts: ${unknown.join(', ')} (see --list)`);

mkdirSync('bench/mutation', { recursive: true });
for (const part of chosen) {
  console.info(`== mutation: ${part.name}`);
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
  console.info(`== mutation: ${part.name} done in ${Math.round((Date.now() - started) / 1000)} s`);
}

const report = spawnSync('npx', ['tsx', 'scripts/mutation-report.ts'], { stdio: 'inherit' });
process.exit(report.status ?? 1);
