// @ts-check
/**
 * Mutation testing (`npm run test:mutation`): how many small defects injected into the rules the
 * tests catch. Scope: the domain rules, the machines, the server's sign-in and sessions, and the
 * guard every operation passes (server/plugins/authentication.ts, `guard`). scripts/mutation.ts runs it in parts
 * (the rules; each machine with its own tests), each with its own `--mutate` and incremental file
 * in bench/mutation/, and summarises the results in bench/mutation.md. Each mutant runs only the
 * tests that cover it.
 *
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
const config = {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  // Not `related`: a static mutant would run only the tests vitest finds importing its file, and it
  // found none for some (zero tests run counted as survived); each part names its tests instead.
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  dryRunTimeoutMinutes: 60,
  coverageAnalysis: 'perTest',
  // Every part names its own (scripts/mutation.ts); this is the whole scope.
  mutate: ['src/domain/**/*.ts', 'src/machines/**/*.ts', 'server/auth/**/*.ts', 'server/plugins/authentication.ts:80-108'],
  ignorePatterns: ['dist', 'storybook-static', 'data', 'coverage', 'reports', 'bench', 'stories', 'tests/e2e/screenshots', 'test-results'],
  incremental: true,
  reporters: ['html', 'clear-text', 'progress'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  concurrency: 2,
  timeoutMS: 20_000,
  thresholds: { high: 90, low: 85, break: null },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
export default config;
