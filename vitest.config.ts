import { defineConfig } from 'vitest/config';

const shared = { environment: 'node', testTimeout: 30_000, hookTimeout: 60_000, unstubGlobals: true, isolate: false } as const;

/**
 * Every unit and server test runs on PGlite; when TEST_DATABASE_URL names a PostgreSQL
 * server, the server tests run a second time against it.
 *
 * Test files share their worker's modules (`isolate: false`): each file would otherwise import
 * React, Chakra, jsdom or the whole server again, which took most of the run (5.8 min against
 * 3.2 here). A test file must therefore leave no global state behind: restore fake timers in
 * the file that sets them, close what it starts; stubbed globals are restored after every test.
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
