import { connect } from 'node:net';
import { defineConfig } from 'vitest/config';

const shared = { environment: 'node', testTimeout: 30_000, hookTimeout: 60_000, unstubGlobals: true, isolate: false } as const;

/**
 * Every unit and server test runs on PGlite; the server tests run a second time on PostgreSQL:
 * the server TEST_DATABASE_URL names, else the local one (127.0.0.1:5432) when it answers.
 *
 * Test files share their worker's modules (`isolate: false`): each file would otherwise import
 * React, Chakra, jsdom or the whole server again, which took most of the run (5.8 min against
 * 4.2 on a clean clone). A test file must therefore leave no global state behind: put real
 * timers back in the file that changes them, close what it starts; globals a test replaces
 * (`vi.stubGlobal`) are put back after every test.
 */
/** The PostgreSQL the server tests use when TEST_DATABASE_URL names none: the local default one. */
const LOCAL_POSTGRESQL = 'postgres://postgres@127.0.0.1:5432/test';

/** Whether something accepts connections on 127.0.0.1:5432 within half a second. */
function localPostgresqlAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port: 5432 });
    const done = (answered: boolean) => {
      socket.destroy();
      resolve(answered);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

// TEST_DATABASE_URL names the PostgreSQL server; without it, the local one when it answers
// (TEST_DATABASE_URL= with nothing after it runs PGlite only).
const postgresqlUrl = process.env.TEST_DATABASE_URL ?? ((await localPostgresqlAnswers()) ? LOCAL_POSTGRESQL : '');
if (postgresqlUrl) process.env.TEST_DATABASE_URL = postgresqlUrl;

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
          // `*.postgresql.test.ts`: tests of the PostgreSQL server alone, run in the next project.
          exclude: ['tests/e2e/**', 'node_modules/**', 'tests/**/*.postgresql.test.ts'],
        },
      },
      ...(postgresqlUrl
        ? [
            {
              test: {
                ...shared,
                name: 'server-postgresql',
                include: ['tests/server/**/*.test.ts'],
                env: { SERVER_TEST_DATABASE: 'postgresql', TEST_DATABASE_URL: postgresqlUrl },
              },
            },
          ]
        : []),
    ],
  },
});
