import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp, type AppOptions } from '../../server/app';
import { startSession, type TokenPair } from '../../server/auth/sessions';
import { TokenSigner } from '../../server/auth/tokens';
import { migrate, openDatabase, type Db } from '../../server/db';
import { DEMO_USERS, seedDemoData } from '../../server/seed';
import { seededMemoryDatabase } from '../support/seededDatabase';
import type { NewUser } from '../../server/db/schema';
import type { Handlers } from '../../server/handlers/types';

/** The demo password every test database is seeded with. */
export const PASSWORD = 'demo-password';

/** The key the test servers sign access tokens with. */
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

/** Options of one injected call: `app.inject`'s, plus a bearer token and a `Company` header. */
export type CallOptions = InjectOptions & { token?: string; company?: string };
/** Calls an app under `/api`. */
export type Call = (options: CallOptions) => Promise<LightMyRequestResponse>;

/** A running API over a fresh, seeded database. */
export interface TestServer {
  app: FastifyInstance;
  db: Db;
  /** A demo user's access token, signed in once per test server. */
  tokenFor(email: string): Promise<string>;
  /** Signs a demo user in anew: a session of its own. */
  signIn(email: string): Promise<string>;
  /** `app.inject` under `/api`, with a bearer token when given. */
  call: Call;
  /** Signs the server's access tokens (tests forge tokens around it). */
  signer: TokenSigner;
  /** A session of user `id` without a password round (a user the test made in the database). */
  sessionFor(userId: number): Promise<TokenPair>;
  /** Another build of the API over the same database and key (for one, with a guard dropped); closed with the server. */
  variant(options: Partial<Omit<AppOptions, 'db' | 'jwtSecret'>>): Promise<Call>;
  /**
   * Starts counting the rows inserted, updated or deleted in every table (committed
   * changes only), and answers the reader of that count.
   */
  countRowChanges(): Promise<() => Promise<number>>;
  close(): Promise<void>;
}

function injector(app: FastifyInstance): Call {
  return ({ token, company, url: path, headers, ...rest }) =>
    app.inject({
      ...rest,
      url: `/api${String(path)}`,
      headers: {
        ...headers,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(company ? { company } : {}),
      },
    });
}

/** A migrated schema of its own on a shared PostgreSQL server, and how to drop it. */
export interface TestSchema {
  name: string;
  /** A connection working in the schema. */
  db: Db;
  /** Closes `db` and drops the schema with everything in it. */
  drop(): Promise<void>;
}

/**
 * Runs `work` holding the lock every test schema's migration and drop take, one at a time
 * across every test process on the server. Kysely's migrator lists the tables of every schema
 * of the database, and PostgreSQL resolves parts of that listing by the schema's name: a schema
 * another test file drops at that moment fails the migration ("schema … does not exist").
 */
async function underSchemaLock<T>(url: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`select pg_advisory_lock(hashtext('test schemas: migrate or drop'))`);
    return await work(admin);
  } finally {
    // Ending the session releases its lock.
    await admin.end();
  }
}

/** Drops schema `name` of the server of `url`, with everything in it, in turn with the migrations of the others. */
export async function dropTestSchema(url: string, name: string): Promise<void> {
  await underSchemaLock(url, (admin) => admin.query(`drop schema ${name} cascade`));
}

/** Creates a schema with a random name on the server of `url` and migrates it. */
export async function openTestSchema(url: string): Promise<TestSchema> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const db = openDatabase(url, { searchPath: name });
  try {
    await underSchemaLock(url, async (admin) => {
      await admin.query(`create schema ${name}`);
      await migrate(db, { schema: name });
    });
  } catch (error) {
    await db.destroy();
    await dropTestSchema(url, `if exists ${name}`);
    throw error;
  }
  return {
    name,
    db,
    async drop() {
      await db.destroy();
      await dropTestSchema(url, name);
    },
  };
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
  if (url) {
    const schema = await openTestSchema(url);
    db = schema.db;
    dropSchema = schema.drop;
    await seedDemoData(db, PASSWORD);
  } else {
    db = await seededMemoryDatabase(PASSWORD);
  }
  const app = await buildApp({
    db,
    jwtSecret: TEST_JWT_SECRET,
    ...(options.handlerOverrides ? { handlerOverrides: options.handlerOverrides } : {}),
  });
  const tokens = new Map<string, string>();

  const call = injector(app);
  const signer = new TokenSigner(TEST_JWT_SECRET);
  const variants: FastifyInstance[] = [];
  let rowChanges: (() => Promise<number>) | null = null;

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
    signer,
    sessionFor: (userId) => startSession(db, signer, userId),
    async variant(extra) {
      const other = await buildApp({ ...extra, db, jwtSecret: TEST_JWT_SECRET });
      variants.push(other);
      return injector(other);
    },
    async countRowChanges() {
      rowChanges ??= await installRowCounter(db);
      return rowChanges;
    },
    async tokenFor(email) {
      const cached = tokens.get(email);
      if (cached) return cached;
      const token = await signIn(email);
      tokens.set(email, token);
      return token;
    },
    async close() {
      for (const other of variants) await other.close();
      await app.close();
      if (dropSchema) await dropSchema();
      else await db.destroy();
    },
  };
}

/**
 * Adds a counter table and a row trigger on every other table of the current schema
 * that bumps it; a transaction rolled back takes its bumps with it.
 */
async function installRowCounter(db: Db): Promise<() => Promise<number>> {
  await sql`create table test_row_changes (n bigint not null)`.execute(db);
  await sql`insert into test_row_changes (n) values (0)`.execute(db);
  await sql`create function test_count_row_change() returns trigger language plpgsql as $$
    begin
      update test_row_changes set n = n + 1;
      return null;
    end $$`.execute(db);
  // auth_attempts is left out: counting a refused sign-in or reset request is what a refusal is meant to write.
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
      and table_name not in ('test_row_changes', 'auth_attempts')`.execute(db);
  for (const { name } of tables.rows) {
    await sql`create trigger test_row_change after insert or update or delete on ${sql.id(name)}
      for each row execute function test_count_row_change()`.execute(db);
  }
  return async () => {
    const row = await sql<{ n: string }>`select n::text as n from test_row_changes`.execute(db);
    return Number(row.rows[0]?.n ?? 0);
  };
}

/**
 * Writes a user row straight into the database, for a kind of user no call makes (a second root,
 * a disabled user, a hash from before a rule): the given fields over empty ones.
 */
export async function insertUser(
  db: Db,
  fields: Pick<NewUser, 'username' | 'email' | 'password_hash' | 'fullname'> & Partial<NewUser>,
): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      pic: null,
      occupation: null,
      company_name: null,
      phone: null,
      address: null,
      social_networks: null,
      application_id: null,
      company_id: null,
      ...fields,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A user of `companyId` whose one role holds exactly `permissions` (written straight into the
 * database), signed in: its access token.
 */
export async function userWithPermissions(server: TestServer, email: string, companyId: string, permissions: string[]): Promise<string> {
  const userId = await insertUser(server.db, { username: email.split('@')[0] ?? email, email, password_hash: 'x', fullname: `Teste ${email}`, company_id: companyId });
  const role = await server.db.insertInto('roles').values({ title: `papel ${email}`, is_core_role: false }).returning('id').executeTakeFirstOrThrow();
  const ids = await server.db.selectFrom('permissions').select('id').where('name', 'in', permissions).execute();
  await server.db.insertInto('role_permissions').values(ids.map((p) => ({ role_id: role.id, permission_id: p.id }))).execute();
  await server.db.insertInto('user_roles').values({ user_id: userId, role_id: role.id }).execute();
  return (await server.sessionFor(userId)).accessToken;
}

export { DEMO_USERS };
