import { randomBytes } from 'node:crypto';
import { createClient } from '@redis/client';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import type { AttemptStore } from '../../../server/auth/attempts';
import { RedisAttemptStore } from '../../../server/auth/redisAttempts';
import { openDatabase, type Db } from '../../../server/db';
import { DEMO_USERS, PASSWORD, TEST_JWT_SECRET, startTestServer, testDatabaseKind, type TestServer } from '../harness';
import { REDIS_URL, redisAnswers } from '../redisAddress';
import { recordFigures } from './figures';

/** Two API processes behind a load balancer, as far as counting goes: each its own app (and pool, on PostgreSQL). */
interface Pair {
  first: FastifyInstance;
  second: FastifyInstance;
}

const LIMITS = {
  signInPerAccount: { limit: 4, windowMs: 60_000 },
  signInPerAccountAddress: { limit: 1, windowMs: 60_000 },
  signInPerAddress: { limit: 6, windowMs: 60_000 },
  resetPerAccount: { limit: 2, windowMs: 60_000 },
  resetPerAccountAddress: { limit: 1, windowMs: 60_000 },
  resetPerAddress: { limit: 20, windowMs: 60_000 },
};

/** What the runs over two instances showed (npm run report:security). */
const figures = { apiInstances: 2, stores: [] as string[], attemptsPastALimit: 0, attemptsPastALimitLetThrough: 0 };

/** An answer to an attempt past a limit reached over both instances: counted in the figures. */
function pastTheLimit(response: { statusCode: number }): number {
  figures.attemptsPastALimit++;
  if (response.statusCode !== 429) figures.attemptsPastALimitLetThrough++;
  return response.statusCode;
}

let server: TestServer;
/** A second connection pool on the test's database (PostgreSQL), or the same PGlite (one process holds it). */
let secondDb: Db;

beforeAll(async () => {
  server = await startTestServer();
  if (testDatabaseKind === 'postgresql' && process.env.TEST_DATABASE_URL) {
    const schema = await sql<{ name: string }>`select current_schema() as name`.execute(server.db);
    secondDb = openDatabase(process.env.TEST_DATABASE_URL, { searchPath: schema.rows[0]?.name ?? 'public' });
  } else {
    secondDb = server.db;
  }
});
afterAll(async () => {
  recordFigures('sharedLimits', { ...figures, stores: figures.stores.join(', ') });
  if (secondDb !== server.db) await secondDb.destroy();
  await server.close();
});

async function startPair(stores?: [AttemptStore, AttemptStore]): Promise<Pair> {
  const [a, b] = stores ?? [];
  const first = await buildApp({ db: server.db, jwtSecret: TEST_JWT_SECRET, authLimits: LIMITS, ...(a ? { attempts: a } : {}) });
  const second = await buildApp({ db: secondDb, jwtSecret: TEST_JWT_SECRET, authLimits: LIMITS, ...(b ? { attempts: b } : {}) });
  return { first, second };
}

const signIn = (app: FastifyInstance, email: string, password: string, from: string) =>
  app.inject({ method: 'POST', url: '/api/users/auth-admin', remoteAddress: from, payload: { email, password, type: 'admin' } });

/** The same story on whichever store the pair counts in; `tag` keeps the addresses of two runs apart. */
function sharedCountingTests(name: string, pair: () => Pair, tag: number) {
  beforeAll(() => {
    figures.stores.push(name);
  });

  it(`${name}: failures of one account spread over both instances are counted together: past the limit either refuses the addresses that failed`, async () => {
    const { first, second } = pair();
    const email = `shared-${tag}@example.com`;
    const statuses = [];
    for (const [i, app] of [first, second, first, second].entries()) statuses.push((await signIn(app, email, 'guess', `198.51.${tag}.${i}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401]);
    // .0 failed on the first instance and is refused by the second; .3 failed on the second and is refused by the first.
    const refused = await signIn(second, email, 'guess', `198.51.${tag}.0`);
    expect(pastTheLimit(refused)).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(pastTheLimit(await signIn(first, email, 'guess', `198.51.${tag}.3`))).toBe(429);
    // An address that never failed on the account is not refused (it gets its one failure).
    expect((await signIn(first, email, 'guess', `198.51.${tag}.9`)).statusCode).toBe(401);
    expect(pastTheLimit(await signIn(second, email, 'guess', `198.51.${tag}.9`))).toBe(429);
  });

  it(`${name}: failures from one address spread over both instances are counted together`, async () => {
    const { first, second } = pair();
    const from = `203.0.${tag}.1`;
    for (let i = 0; i < 6; i++) {
      const app = i % 2 === 0 ? first : second;
      expect((await signIn(app, `wanderer-${tag}-${i}@example.com`, 'guess', from)).statusCode).toBe(401);
    }
    expect(pastTheLimit(await signIn(second, DEMO_USERS.partner, PASSWORD, from))).toBe(429);
    expect(pastTheLimit(await signIn(first, DEMO_USERS.partner, PASSWORD, from))).toBe(429);
  });

  it(`${name}: a success on one instance clears its address's failures on the account for the other`, async () => {
    const { first, second } = pair();
    const email = DEMO_USERS.market;
    for (let i = 0; i < 3; i++) expect((await signIn(first, email, 'guess', `192.0.${tag}.${i}`)).statusCode).toBe(401);
    expect((await signIn(second, email, PASSWORD, `192.0.${tag}.1`)).statusCode).toBe(200);
    expect((await signIn(second, email, 'guess', `192.0.${tag}.3`)).statusCode).toBe(401);
    // Past the limit: .0 failed and is refused; .1's failure was cleared by its success on the other instance.
    expect(pastTheLimit(await signIn(second, email, PASSWORD, `192.0.${tag}.0`))).toBe(429);
    expect((await signIn(first, email, 'guess', `192.0.${tag}.1`)).statusCode).toBe(401);
    expect(pastTheLimit(await signIn(second, email, 'guess', `192.0.${tag}.1`))).toBe(429);
  });

  it(`${name}: forgot-password requests spread over both instances are counted together`, async () => {
    const { first, second } = pair();
    const ask = (app: FastifyInstance, i: number) =>
      app.inject({ method: 'GET', url: `/api/acl/users/forgot?email=shared-reset-${tag}%40example.com`, remoteAddress: `198.18.${tag}.${i}` });
    expect((await ask(first, 1)).statusCode).toBe(200);
    expect((await ask(second, 2)).statusCode).toBe(200);
    expect(pastTheLimit(await ask(second, 1))).toBe(429);
    expect(pastTheLimit(await ask(first, 2))).toBe(429);
    // The owner, from an address that asked for nothing, still gets a link.
    expect((await ask(first, 3)).statusCode).toBe(200);
  });
}

describe(`two API instances on one ${testDatabaseKind} database`, () => {
  let pair: Pair;
  beforeAll(async () => {
    pair = await startPair();
  });
  afterAll(async () => {
    await pair.first.close();
    await pair.second.close();
  });

  it('count in the database, not in either process', async () => {
    await signIn(pair.first, 'where-counted@example.com', 'guess', '198.51.1.200');
    const rows = await server.db.selectFrom('auth_attempts').select(['key', 'count']).where('key', 'like', '%where-counted%').orderBy('key').execute();
    expect(rows).toEqual([
      { key: 'sign-in:account:where-counted@example.com', count: 1 },
      { key: 'sign-in:account:where-counted@example.com:from:198.51.1.200', count: 1 },
    ]);
  });

  sharedCountingTests('database', () => pair, 1);
});

describe.runIf(await redisAnswers())(`two API instances sharing Redis (${REDIS_URL}) on one ${testDatabaseKind} database`, () => {
  // A prefix of this run alone, so that runs (and the PGlite and PostgreSQL projects) never share a counter.
  const prefix = `test-attempts:${randomBytes(6).toString('hex')}:`;
  let stores: [AttemptStore, AttemptStore];
  let pair: Pair;

  beforeAll(async () => {
    stores = [await RedisAttemptStore.connect(REDIS_URL, { prefix }), await RedisAttemptStore.connect(REDIS_URL, { prefix })];
    pair = await startPair(stores);
  });
  afterAll(async () => {
    await pair.first.close();
    await pair.second.close();
    for (const store of stores) await store.close();
    const client = createClient({ url: REDIS_URL });
    await client.connect();
    for await (const keys of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 100 })) if (keys.length) await client.del(keys);
    await client.close();
  });

  it('count in Redis, not in the database', async () => {
    const before = await server.db.selectFrom('auth_attempts').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    await signIn(pair.first, 'redis-counted@example.com', 'guess', '198.51.2.200');
    const after = await server.db.selectFrom('auth_attempts').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    const client = createClient({ url: REDIS_URL });
    await client.connect();
    expect(await client.get(`${prefix}sign-in:account:redis-counted@example.com`)).toBe('1');
    await client.close();
  });

  sharedCountingTests('Redis', () => pair, 2);
});
