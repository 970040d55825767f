import { defineConfig } from 'vitest/config';

const shared = { environment: 'node', testTimeout: 30_000, hookTimeout: 60_000, unstubGlobals: true, isolate: false } as const;

/**
 * Every unit and server test runs on PGlite; when TEST_DATABASE_URL names a PostgreSQL
 * server, the server tests run a second time against it.
 *
 * Test files share their worker's modules (`isolate: false`): each file would otherwise import
 * React, Chakra, jsdom or the whole server again, which took most of the run (5.8 min against
 * 4.2 on a clean clone). A test file must therefore leave no global state behind: put real
 * timers back in the file that changes them, close what it starts; globals a test replaces
 * (`vi.stubGlobal`) are put back after every test.
 */
export default defineConfig({
  test: {
    // PGlite and argon2 each want a core; two workers fit this machine.
    maxWorkers: 2,
    projects: [
      {
        test: {
          ...shared,
          name: 'unit',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/e2e/**', 'node_modules/**'],
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                ...shared,
                name: 'server-postgresql',
                include: ['tests/server/**/*.test.ts'],
                env: { SERVER_TEST_DATABASE: 'postgresql' },
              },
            },
          ]
        : []),
    ],
  },
});
