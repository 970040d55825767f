import { defineConfig } from 'vitest/config';

/**
 * The unit and server tests the mutation run (`npm run test:mutation`, scripts/mutation.ts) plays
 * against each mutant, on PGlite alone: the files MUTATION_TESTS names (comma-separated globs, so no braces; the
 * script names each part's), else every unit and server test. Left out: the durability tests (they restart PostgreSQL),
 * the server stop (it waits out a grace period), the request fuzzer (random requests, many seconds
 * a run) and the contract lint; none of them covers a rule in the mutated folders that no other
 * test covers.
 */
export default defineConfig({
  test: {
    name: 'mutation',
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    unstubGlobals: true,
    // Each test file loads the code afresh: a table built when a module loads then holds the
    // mutant that is active. Shared modules (the unit tests' way) made Stryker credit a module's
    // loading to the last test of the file before, and test a table's mutants against that test
    // alone, with the module already loaded unmutated: they all "survived".
    isolate: true,
    maxWorkers: 1,
    include: process.env.MUTATION_TESTS ? process.env.MUTATION_TESTS.split(',') : ['tests/**/*.test.{ts,tsx}'],
    exclude: [
      'tests/e2e/**',
      'node_modules/**',
      'tests/server/durability.test.ts',
      'tests/server/stopping.test.ts',
      'tests/server/security/fuzz.test.ts',
      'tests/spec/**',
      // Compares a generated file byte for byte; Stryker's sandbox marks every file `@ts-nocheck`.
      'tests/api/operationAccess.test.ts',
    ],
  },
});
