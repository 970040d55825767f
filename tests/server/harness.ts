import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../server/app';
import { migrate, openDatabase, type Db } from '../../server/db';
import { DEMO_USERS, seedDemoData } from '../../server/seed';
import type { Handlers } from '../../server/handlers/types';

/** The demo password every test database is seeded with. */
export const PASSWORD = 'demo-password';

/** A running API over a fresh, seeded database. */
export interface TestServer {
  app: FastifyInstance;
  db: Db;
  /** A demo user's access token, signed in once per test server. */
  tokenFor(email: string): Promise<string>;
  /** Signs a demo user in anew: a session of its own. */
  signIn(email: string): Promise<string>;
  /** `app.inject` under `/api`, with a bearer token when given. */
  call(options: InjectOptions & { token?: string; company?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** Which database the server tests run on: PostgreSQL when TEST_DATABASE_URL is set, else PGlite in memory. */
export const testDatabaseKind = process.env.SERVER_TEST_DATABASE === 'postgresql' ? 'postgresql' : 'pglite';

/**
 * Starts the API on a database of its own: PGlite in memory, or, with
 * TEST_DATABASE_URL, a new schema on that PostgreSQL server dropped on close.
 */
export async function startTestServer(options: { handlerOverrides?: Handlers } = {}): Promise<TestServer> {
  const url = testDatabaseKind === 'postgresql' ? process.env.TEST_DATABASE_URL : undefined;
  if (testDatabaseKind === 'postgresql' && !url) throw new Error('SERVER_TEST_DATABASE=postgresql needs TEST_DATABASE_URL');
  let db: Db;
  let dropSchema: (() => Promise<void>) | null = null;
  let schemaName: string | undefined;
  if (url) {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    db = openDatabase(url, { searchPath: schema });
    schemaName = schema;
    dropSchema = async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    };
  } else {
    db = openDatabase('memory://');
  }
  await migrate(db, schemaName ? { schema: schemaName } : {});
  await seedDemoData(db, PASSWORD);
  const app = await buildApp({
    db,
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
    ...(options.handlerOverrides ? { handlerOverrides: options.handlerOverrides } : {}),
  });
  const tokens = new Map<string, string>();

  const call: TestServer['call'] = ({ token, company, url: path, headers, ...rest }) =>
    app.inject({
      ...rest,
      url: `/api${String(path)}`,
      headers: {
        ...headers,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(company ? { company } : {}),
      },
    });

  const signIn = async (email: string) => {
      const response = await call({ method: 'POST', url: '/users/auth-admin', payload: { email, password: PASSWORD, type: 'admin' } });
      if (response.statusCode !== 200) throw new Error(`sign-in of ${email} answered ${response.statusCode}: ${response.body}`);
      return (response.json() as { accessToken: string }).accessToken;
  };

  return {
    app,
    db,
    call,
    signIn,
    async tokenFor(email) {
      const cached = tokens.get(email);
      if (cached) return cached;
      const token = await signIn(email);
      tokens.set(email, token);
      return token;
    },
    async close() {
      await app.close();
      await db.destroy();
      await dropSchema?.();
    },
  };
}

export { DEMO_USERS };
