import { randomBytes } from 'node:crypto';
import { createServer, Socket, type Server } from 'node:net';
import { createClient } from '@redis/client';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AttemptStore } from '../../server/auth/attempts';
import { PostgresAttemptStore } from '../../server/auth/postgresAttempts';
import { RedisAttemptStore } from '../../server/auth/redisAttempts';
import { openDatabase } from '../../server/db';
import { startTestServer, testDatabaseKind, type TestServer } from './harness';
import { REDIS_URL, redisAnswers } from './redisAddress';

/**
 * What every attempt store does (server/auth/attempts.ts), for the database's and for Redis's
 * (when a Redis answers), and what each does apart: the database's pruning and lock order, the
 * Redis client's start-up tries and its two-second wait for an answer.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A prefix of this run alone, so that runs and the two database projects never share a counter. */
const run = randomBytes(6).toString('hex');

function storeContract(name: string, open: () => Promise<AttemptStore>) {
  describe(name, () => {
    let store: AttemptStore;
    beforeAll(async () => {
      store = await open();
    });
    afterAll(() => store.close());

    it('gives an attempt back: a counter at its limit lets the next one pass', async () => {
      const limits = [{ key: `${run}:give-back`, limit: 2, windowMs: 60_000 }];
      expect([await store.take(limits), await store.take(limits)]).toEqual([0, 0]);
      expect(await store.take(limits)).toBeGreaterThan(0);
      await store.giveBack(`${run}:give-back`);
      expect(await store.take(limits)).toBe(0);
      expect(await store.take(limits)).toBeGreaterThan(0);
    });

    it('forgets a cleared counter: its next attempt is the first of a new window', async () => {
      const limits = [{ key: `${run}:clear`, limit: 1, windowMs: 60_000 }];
      expect(await store.take(limits)).toBe(0);
      expect(await store.take(limits)).toBeGreaterThan(0);
      await store.clear(`${run}:clear`);
      expect(await store.take(limits)).toBe(0);
    });

    it('counts all the counters of an attempt or none: a refusal by one counts on no other', async () => {
      const open = { key: `${run}:all:open`, limit: 10, windowMs: 60_000 };
      const full = { key: `${run}:all:full`, limit: 1, windowMs: 60_000 };
      expect(await store.take([full])).toBe(0);
      expect(await store.take([open, full])).toBeGreaterThan(0);
      expect(await store.take([open, full])).toBeGreaterThan(0);
      // Ten more fit the open counter: the two refused attempts were not counted on it.
      for (let i = 0; i < 10; i += 1) expect(await store.take([open])).toBe(0);
      expect(await store.take([open])).toBeGreaterThan(0);
    });

    it('applies a limit without onlyWhen whatever the other counters of the attempt say', async () => {
      const gate = { key: `${run}:plain:gate`, limit: null, windowMs: 60_000 };
      const plain = { key: `${run}:plain`, limit: 1, windowMs: 60_000 };
      expect(await store.take([gate, plain])).toBe(0);
      expect(await store.take([gate, plain])).toBeGreaterThan(0);
    });
  });
}

storeContract(`the database's attempt store (${testDatabaseKind})`, async () => new PostgresAttemptStore(server.db));

describe(`the database's attempt store (${testDatabaseKind}), apart`, () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('deletes ended counters at most once per pruning period: not before the period ends, and at its very millisecond', async () => {
    let now = 1_000_000_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const store = new PostgresAttemptStore(server.db, 60_000);
    const ended = `${run}:prune:ended`;
    const remaining = async () =>
      (await server.db.selectFrom('auth_attempts').select('key').where('key', '=', ended).execute()).length;
    // The first take prunes and starts the period; the counter it leaves behind ends 50 ms later.
    await store.take([{ key: ended, limit: 5, windowMs: 50 }]);
    await new Promise((resolve) => setTimeout(resolve, 150));
    now += 59_999;
    await store.take([{ key: `${run}:prune:live`, limit: 5, windowMs: 60_000 }]);
    expect(await remaining()).toBe(1);
    now += 1;
    await store.take([{ key: `${run}:prune:live`, limit: 5, windowMs: 60_000 }]);
    expect(await remaining()).toBe(0);
  });

  // On PGlite alone: the failure is the store's to handle, whichever database it is on.
  // Defined in the PGlite project alone (not skipped in the other).
  if (testDatabaseKind === 'pglite') it('fails an attempt the database cannot count, instead of letting it through uncounted', async () => {
    // A database whose counters' table refuses every count (a check no count passes), and prunes.
    const bare = openDatabase('memory://');
    try {
      await sql`create table auth_attempts (key text primary key, count integer not null check (count > 1000), expires_at timestamptz not null)`.execute(bare);
      const store = new PostgresAttemptStore(bare);
      await expect(store.take([{ key: `${run}:refused`, limit: 5, windowMs: 60_000 }])).rejects.toThrow(/auth_attempts_count_check/);
    } finally {
      await bare.destroy();
    }
  });

  // PostgreSQL alone: PGlite has one connection, where two transactions never interleave.
  if (testDatabaseKind === 'postgresql') it(
    'takes two counters at once in either order from many requests without a deadlock',
    async () => {
      const store = new PostgresAttemptStore(server.db);
      const first = { key: `${run}:order:a`, limit: null, windowMs: 60_000 };
      const second = { key: `${run}:order:b`, limit: null, windowMs: 60_000 };
      const takes = Array.from({ length: 40 }, (_, i) => store.take(i % 2 === 0 ? [first, second] : [second, first]));
      expect(await Promise.all(takes)).toEqual(Array.from({ length: 40 }, () => 0));
      const rows = await server.db.selectFrom('auth_attempts').select(['key', 'count']).where('key', 'like', `${run}:order:%`).orderBy('key').execute();
      expect(rows).toEqual([
        { key: `${run}:order:a`, count: 40 },
        { key: `${run}:order:b`, count: 40 },
      ]);
    },
  );
});

const redis = await redisAnswers();
const prefix = `test-attempts:${run}:`;

if (redis) storeContract(`Redis's attempt store (${REDIS_URL})`, () => RedisAttemptStore.connect(REDIS_URL, { prefix }));

/** A TCP server that takes connections and does what `onSocket` says with each; counts them. */
async function listening(onSocket: (socket: Socket) => void): Promise<{ port: number; connections: () => number; server: Server }> {
  let connections = 0;
  const tcp = createServer((socket) => {
    connections += 1;
    onSocket(socket);
  });
  await new Promise<void>((resolve) => tcp.listen(0, '127.0.0.1', resolve));
  const address = tcp.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { port: address.port, connections: () => connections, server: tcp };
}

// In the PGlite project alone: nothing here depends on the database.
if (testDatabaseKind === 'pglite') describe("Redis's attempt store, apart", () => {
  it('tries a first connection 5 times, waiting longer each time, then fails naming Redis; every error reaches onError', async () => {
    const refusing = await listening((socket) => socket.destroy());
    const errors: Error[] = [];
    const started = Date.now();
    try {
      await expect(RedisAttemptStore.connect(`redis://127.0.0.1:${refusing.port}`, { onError: (error) => errors.push(error) })).rejects.toThrow(
        /^Redis did not answer at start \(.+\)$/,
      );
      // Waits of 100, 200, 400 and 800 ms between the five tries.
      expect(Date.now() - started).toBeGreaterThanOrEqual(1_400);
      expect(refusing.connections()).toBe(5);
      expect(errors.length).toBeGreaterThan(0);
    } finally {
      refusing.server.close();
    }
  });

  it('fails at start without onError too, rather than throwing from the error event', async () => {
    const refusing = await listening((socket) => socket.destroy());
    try {
      await expect(RedisAttemptStore.connect(`redis://127.0.0.1:${refusing.port}`)).rejects.toThrow(/^Redis did not answer at start/);
    } finally {
      refusing.server.close();
    }
  });

  it.runIf(redis)('keeps its counters under backoffice:attempts: unless told another prefix', async () => {
    const store = await RedisAttemptStore.connect(REDIS_URL);
    const client = createClient({ url: REDIS_URL });
    await client.connect();
    const key = `${run}:default-prefix`;
    try {
      await store.take([{ key, limit: 5, windowMs: 60_000 }]);
      expect(await client.get(`backoffice:attempts:${key}`)).toBe('1');
    } finally {
      await client.del(`backoffice:attempts:${key}`);
      await client.close();
      await store.close();
    }
  });

  it.runIf(redis)('fails a take, a give-back and a clear after 2 s when Redis stops answering, and closes without waiting for it', async () => {
    const relay = await redisRelay();
    const store = await RedisAttemptStore.connect(relay.url, { prefix });
    try {
      expect(await store.take([{ key: `${run}:frozen`, limit: 5, windowMs: 60_000 }])).toBe(0);
      relay.set('frozen');
      for (const call of [
        () => store.take([{ key: `${run}:frozen`, limit: 5, windowMs: 60_000 }]),
        () => store.giveBack(`${run}:frozen`),
        () => store.clear(`${run}:frozen`),
      ]) {
        const started = Date.now();
        await expect(call()).rejects.toThrow('Redis did not answer within 2000 ms');
        expect(Date.now() - started).toBeGreaterThanOrEqual(1_990);
      }
      // Closing does not wait for answers that never come: it cuts the connection.
      await store.close();
      await expect.poll(relay.open, { timeout: 3_000 }).toBe(0);
    } finally {
      await store.close();
      relay.close();
    }
  }, 20_000);

  it.runIf(redis)('once connected, fails attempts at once while Redis is away and counts again when it is back, however long it was away', async () => {
    const relay = await redisRelay();
    const store = await RedisAttemptStore.connect(relay.url, { prefix, onError: () => {} });
    const take = () => store.take([{ key: `${run}:away`, limit: 100, windowMs: 60_000 }]);
    try {
      expect(await take()).toBe(0);
      relay.set('refusing');
      // Once the client knows the connection is gone, an attempt is not queued until Redis is
      // back (nor held until the 2 s deadline): it is refused at once.
      await new Promise((resolve) => setTimeout(resolve, 50));
      const started = Date.now();
      await expect(take()).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(1_000);
      // Longer than the five tries of a first connection take (waits of 0.1 + 0.2 + 0.4 + 0.8 s).
      await new Promise((resolve) => setTimeout(resolve, 3_500));
      relay.set('passing');
      await expect
        .poll(async () => take().catch((error: unknown) => (error instanceof Error ? error.message : String(error))), { timeout: 10_000, interval: 250 })
        .toBe(0);
      await store.close();
      await expect.poll(relay.open, { timeout: 3_000 }).toBe(0);
    } finally {
      await store.close();
      relay.close();
    }
  }, 30_000);
});

/**
 * A relay to the real Redis, to play its failures: `passing` relays both ways, `frozen` takes
 * everything and answers nothing, `refusing` cuts every connection (those open and new ones).
 */
async function redisRelay() {
  const { hostname, port } = new URL(REDIS_URL);
  let mode: 'passing' | 'frozen' | 'refusing' = 'passing';
  const sockets = new Set<Socket>();
  const relay = await listening((socket) => {
    if (mode === 'refusing') {
      socket.destroy();
      return;
    }
    sockets.add(socket);
    const upstream = new Socket();
    upstream.connect(Number(port || 6379), hostname);
    socket.on('data', (chunk: Buffer) => {
      if (mode === 'passing') upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (mode === 'passing') socket.write(chunk);
    });
    socket.on('close', () => {
      sockets.delete(socket);
      upstream.destroy();
    });
    upstream.on('close', () => socket.destroy());
    socket.on('error', () => {});
    upstream.on('error', () => {});
  });
  const url = new URL(REDIS_URL);
  url.hostname = '127.0.0.1';
  url.port = String(relay.port);
  return {
    url: url.toString(),
    set(next: typeof mode) {
      mode = next;
      if (next === 'refusing') for (const socket of sockets) socket.destroy();
    },
    /** How many connections to the relay are open. */
    open: () => sockets.size,
    close: () => relay.server.close(),
  };
}

afterAll(async () => {
  if (!redis) return;
  const client = createClient({ url: REDIS_URL });
  await client.connect();
  for await (const keys of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 100 })) if (keys.length) await client.del(keys);
  await client.close();
});
