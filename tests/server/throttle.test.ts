import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { argon2, hashPassword } from '../../server/auth/passwords';
import { PostgresAttemptStore } from '../../server/auth/postgresAttempts';
import { addressKey } from '../../server/auth/throttle';
import { DEMO_USERS, insertUser, PASSWORD, startTestServer, testDatabaseKind, type Call, type TestServer } from './harness';

let server: TestServer;
/** An API whose limits are small enough to reach in a test; it counts in the same database. */
let call: Call;

const LIMITS = {
  signInPerAccount: { limit: 3, windowMs: 60_000 },
  signInPerAccountAddress: { limit: 1, windowMs: 60_000 },
  signInPerAddress: { limit: 5, windowMs: 60_000 },
  resetPerAccount: { limit: 2, windowMs: 3_600_000 },
  resetPerAccountAddress: { limit: 1, windowMs: 3_600_000 },
  resetPerAddress: { limit: 4, windowMs: 3_600_000 },
  registerPerAddress: { limit: 3, windowMs: 3_600_000 },
};

beforeAll(async () => {
  server = await startTestServer();
  call = await server.variant({ authLimits: LIMITS });
});
afterAll(() => server.close());

const signIn = (email: string, password: string, from: string, headers: Record<string, string> = {}) =>
  call({ method: 'POST', url: '/users/auth-admin', remoteAddress: from, headers, payload: { email, password, type: 'admin' } });
const forgot = (email: string, from: string) =>
  call({ method: 'GET', url: `/acl/users/forgot?email=${encodeURIComponent(email)}`, remoteAddress: from });

describe(`sign-in limits (${testDatabaseKind})`, () => {
  it("past an account's limit refuses the addresses that failed on it, with Retry-After, and the owner still signs in from another", async () => {
    for (const from of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      expect((await signIn(DEMO_USERS.market, 'guess', from)).statusCode).toBe(401);
    }
    // An address that failed on the account is refused, the right password included.
    const blocked = await signIn(DEMO_USERS.market, PASSWORD, '198.51.100.1');
    expect(blocked.statusCode).toBe(429);
    const wait = Number(blocked.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(blocked.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      code: 'too_many_attempts',
      message: `Too many failed sign-ins; try again in ${wait} seconds`,
    });
    // The owner, from an address with no failure, signs in while the account is under attack.
    expect((await signIn(DEMO_USERS.market, PASSWORD, '198.51.100.4')).statusCode).toBe(200);
    // A new guesser gets its one failure, then is refused as well.
    expect((await signIn(DEMO_USERS.market, 'guess', '198.51.100.5')).statusCode).toBe(401);
    expect((await signIn(DEMO_USERS.market, 'guess', '198.51.100.5')).statusCode).toBe(429);
    // Another account signs in from a refused address.
    expect((await signIn(DEMO_USERS.partner, PASSWORD, '198.51.100.1')).statusCode).toBe(200);
  });

  it("refuses an address's guesses at every account once its limit is reached", async () => {
    for (let i = 0; i < 5; i++) expect((await signIn(`nobody-${i}@example.com`, 'guess', '203.0.113.7')).statusCode).toBe(401);
    const blocked = await signIn(DEMO_USERS.staff, PASSWORD, '203.0.113.7');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('too_many_attempts');
    // The account itself was not counted: from another address it signs in.
    expect((await signIn(DEMO_USERS.staff, PASSWORD, '203.0.113.8')).statusCode).toBe(200);
  });

  it('counts the connection, not a forwarding header: a spoofed X-Forwarded-For neither resets nor moves the count', async () => {
    for (let i = 0; i < 5; i++) {
      const spoofed = { 'x-forwarded-for': `10.0.0.${i}`, 'x-real-ip': `10.0.0.${i}`, forwarded: `for=10.0.0.${i}` };
      expect((await signIn(`spoof-${i}@example.com`, 'guess', '192.0.2.10', spoofed)).statusCode).toBe(401);
    }
    expect((await signIn('spoof-5@example.com', 'guess', '192.0.2.10', { 'x-forwarded-for': '10.9.9.9' })).statusCode).toBe(429);
    // Naming the refused address in the header from another connection changes nothing either.
    expect((await signIn('spoof-6@example.com', 'guess', '192.0.2.11', { 'x-forwarded-for': '192.0.2.10' })).statusCode).toBe(401);
  });

  it('counts IPv6 callers per /64 network, and IPv4 mapped into IPv6 as the IPv4 address', async () => {
    for (let i = 0; i < 5; i++) expect((await signIn(`v6-${i}@example.com`, 'guess', `2001:db8:1:2::${i + 1}`)).statusCode).toBe(401);
    expect((await signIn('v6-5@example.com', 'guess', '2001:db8:1:2:ffff:ffff:ffff:ffff')).statusCode).toBe(429);
    expect((await signIn('v6-6@example.com', 'guess', '2001:db8:1:3::1')).statusCode).toBe(401);
    expect(addressKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressKey('2001:DB8:0001:0002:0:0:0:1')).toBe(addressKey('2001:db8:1:2::9'));
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });

  it.each([
    ['192.0.2.1', '192.0.2.1'],
    ['::ffff:203.0.113.45', '203.0.113.45'],
    ['::FFFF:192.0.2.1', '192.0.2.1'],
    ['::ffff:192.0.2.1%eth0', '192.0.2.1'],
    ['2001:db8::ffff:192.0.2.1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['1:2:3:4:5:6:7:8', '1:2:3:4::/64'],
    ['1:2:3:4:5:6:1.2.3.4', '1:2:3:4::/64'],
    ['1:2::3:4:5:6', '1:2:0:0::/64'],
    ['1::2:3:4:5:6', '1:0:0:2::/64'],
    ['1:2::3:4:5:1.2.3.4', '1:2:0:3::/64'],
    ['2001:0db8:00a0:0000::1', '2001:db8:a0:0::/64'],
    ['::ffff:192.0.2.1:5', '::ffff:192.0.2.1:5'],
    ['not an address', 'not an address'],
  ])('counts the caller %s as %s', (ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });

  it("clears the failures of a success's address on the account, but not the account's", async () => {
    for (const from of ['198.51.100.20', '198.51.100.21']) expect((await signIn(DEMO_USERS.restaurant, 'guess', from)).statusCode).toBe(401);
    expect((await signIn(DEMO_USERS.restaurant, PASSWORD, '198.51.100.21')).statusCode).toBe(200);
    // The account counts two failures, the success not among them: the third is allowed.
    expect((await signIn(DEMO_USERS.restaurant, 'guess', '198.51.100.22')).statusCode).toBe(401);
    // Past the limit now: .21 failed only before its success, so it may fail once more, then it is refused;
    // .20 failed and never succeeded, so it is refused at once.
    expect((await signIn(DEMO_USERS.restaurant, 'guess', '198.51.100.21')).statusCode).toBe(401);
    expect((await signIn(DEMO_USERS.restaurant, 'guess', '198.51.100.21')).statusCode).toBe(429);
    expect((await signIn(DEMO_USERS.restaurant, PASSWORD, '198.51.100.20')).statusCode).toBe(429);
  });

  it('does not count successful sign-ins against their address', async () => {
    for (let i = 0; i < 7; i++) expect((await signIn(DEMO_USERS.application, PASSWORD, '198.51.100.30')).statusCode).toBe(200);
    expect((await signIn(DEMO_USERS.application, 'guess', '198.51.100.30')).statusCode).toBe(401);
  });

  it('keeps the limits of a real deployment on the default build: the eleventh failure from one address is refused, not the owner', async () => {
    const attempt = (password: string, from: string) =>
      server.call({ method: 'POST', url: '/users/auth-admin', remoteAddress: from, payload: { email: DEMO_USERS.franchise, password, type: 'admin' } });
    for (let i = 0; i < 10; i++) expect((await attempt(`guess-${i}`, '198.51.101.1')).statusCode).toBe(401);
    const blocked = await attempt('guess-10', '198.51.101.1');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect((await attempt(PASSWORD, '198.51.101.1')).statusCode).toBe(429);
    // Past the account's limit an address that never failed on it gets three failures, then is refused.
    for (let i = 0; i < 3; i++) expect((await attempt(`guess-b${i}`, '198.51.101.2')).statusCode).toBe(401);
    expect((await attempt(PASSWORD, '198.51.101.2')).statusCode).toBe(429);
    expect((await attempt(PASSWORD, '198.51.101.99')).statusCode).toBe(200);
  });
});

describe(`forgot-password limits (${testDatabaseKind})`, () => {
  it("past an account's limit refuses the addresses that asked for it, answering alike whether or not the e-mail exists; the owner still gets a link", async () => {
    const answers = async (email: string, addresses: string[]) => {
      const responses = [];
      for (const from of addresses) responses.push(await forgot(email, from));
      return responses;
    };
    const sequence = (a: string, b: string) => [a, a, a, b, b];
    const known = await answers(DEMO_USERS.franchise, sequence('198.51.100.40', '198.51.100.41'));
    const unknown = await answers('nobody-reset@example.com', sequence('198.51.100.43', '198.51.100.44'));
    expect(known.map((r) => r.statusCode)).toEqual([200, 200, 429, 200, 429]);
    expect(unknown.map((r) => r.statusCode)).toEqual([200, 200, 429, 200, 429]);
    expect(known.map((r) => r.body.replace(/\d+ seconds/, 'N seconds'))).toEqual(unknown.map((r) => r.body.replace(/\d+ seconds/, 'N seconds')));
    expect(known.map((r) => r.headers['retry-after'] !== undefined)).toEqual([false, false, true, false, true]);
    expect(JSON.parse(known[2]?.body ?? '{}')).toMatchObject({ statusCode: 429, code: 'too_many_attempts', message: expect.stringMatching(/^Too many password reset requests; try again in \d+ seconds$/) });
    // Two mails from the flood, and the owner's from the address that had asked for none.
    const mails = await server.db.selectFrom('mail_outbox').select('recipient').where('recipient', '=', DEMO_USERS.franchise).execute();
    expect(mails).toHaveLength(3);
  });

  it('limits requests per address, whichever e-mails they name', async () => {
    for (let i = 0; i < 4; i++) expect((await forgot(`reset-${i}@example.com`, '198.51.100.50')).statusCode).toBe(200);
    expect((await forgot('reset-4@example.com', '198.51.100.50')).statusCode).toBe(429);
    expect((await forgot('reset-4@example.com', '198.51.100.51')).statusCode).toBe(200);
  });
});

describe(`registration limits (${testDatabaseKind})`, () => {
  const register = (email: string, from: string) =>
    call({
      method: 'POST',
      url: '/acl/users',
      remoteAddress: from,
      payload: { email, password: 'segredo-forte-1', username: email.split('@')[0], fullname: 'Pessoa Nova' },
    });

  it('counts every registration of an address, an e-mail already taken included, and still names the taken e-mail', async () => {
    for (let i = 0; i < 3; i++) {
      const taken = await register(DEMO_USERS.staff, '198.51.100.60');
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toMatch(/email/);
    }
    const refused = await register('nova-limite@example.com', '198.51.100.60');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(refused.json()).toMatchObject({ code: 'too_many_attempts', message: expect.stringMatching(/^Too many registrations from this address; try again in \d+ seconds$/) });
    // Refused before a probe: a taken e-mail is not named past the limit either.
    expect((await register(DEMO_USERS.staff, '198.51.100.60')).statusCode).toBe(429);
    expect(await server.db.selectFrom('users').select('id').where('email', '=', 'nova-limite@example.com').execute()).toEqual([]);
    expect((await register('nova-limite@example.com', '198.51.100.61')).statusCode).toBe(201);
  });
});

describe(`change-password limits (${testDatabaseKind})`, () => {
  const registerAs = (email: string, password: string, from: string) =>
    call({ method: 'POST', url: '/acl/users', remoteAddress: from, payload: { email, password, username: email.split('@')[0], fullname: 'Troca Limite' } });

  it('counts wrong current passwords as failed sign-ins of the account, and the owner still signs in from another address', async () => {
    const email = 'troca-limite@example.com';
    expect((await registerAs(email, 'senha-inicial-1', '198.51.100.70')).statusCode).toBe(201);
    const token = (await signIn(email, 'senha-inicial-1', '198.51.100.70')).json().accessToken;
    const change = (currentPassword: string) =>
      call({ method: 'POST', url: '/acl/users/change-password', token, remoteAddress: '198.51.100.71', payload: { currentPassword, password: 'senha-trocada-2' } });
    for (let i = 0; i < 3; i++) expect((await change(`errada-${i}`)).statusCode).toBe(400);
    const refused = await change('errada-3');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('too_many_attempts');
    expect((await change('senha-inicial-1')).statusCode).toBe(429);
    // The same counters as sign-in: that address is refused there too, another one is not.
    expect((await signIn(email, 'senha-inicial-1', '198.51.100.71')).statusCode).toBe(429);
    expect((await signIn(email, 'senha-inicial-1', '198.51.100.72')).statusCode).toBe(200);
  });

});

describe(`the counters in the database (${testDatabaseKind})`, () => {
  it('starts a counter afresh when its window ends, and prunes ended counters', async () => {
    const store = new PostgresAttemptStore(server.db, 0);
    const short = [{ key: 'test:window', limit: 1, windowMs: 300 }];
    expect(await store.take(short)).toBe(0);
    expect(await store.take(short)).toBe(1);
    await store.take([{ key: 'test:ended', limit: 5, windowMs: 100 }]);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await store.take(short)).toBe(0);
    // Each take prunes here (every 0 ms): the ended counter is gone, the live ones stay.
    await store.take([{ key: 'test:other', limit: 5, windowMs: 60_000 }]);
    const keys = await server.db.selectFrom('auth_attempts').select('key').where('key', 'like', 'test:%').orderBy('key').execute();
    expect(keys.map((k) => k.key)).toEqual(['test:other', 'test:window']);
  });

  it("holds a counter's limit only while its onlyWhen counter is past its own, and waits for the first of the two to end", async () => {
    const store = new PostgresAttemptStore(server.db);
    const take = (from: string) =>
      store.take([
        { key: 'test:gate', limit: null, windowMs: 60_000 },
        { key: `test:gate:${from}`, limit: 1, windowMs: 600_000, onlyWhen: { key: 'test:gate', above: 2 } },
      ]);
    // Under the gate's threshold an address may pass its own limit.
    expect([await take('a'), await take('a')]).toEqual([0, 0]);
    // Past it, the address over its limit is refused until the gate's window ends (about 60 s, not 600).
    const wait = await take('a');
    expect(wait).toBeGreaterThan(50);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await take('b')).toBe(0);
    expect(await take('b')).toBeGreaterThan(0);
    const rows = await server.db.selectFrom('auth_attempts').select(['key', 'count']).where('key', 'like', 'test:gate%').orderBy('key').execute();
    expect(rows).toEqual([
      { key: 'test:gate', count: 3 },
      { key: 'test:gate:a', count: 2 },
      { key: 'test:gate:b', count: 1 },
    ]);
  });

  it('counts concurrent attempts on one counter without losing one, and refuses past the limit', async () => {
    const store = new PostgresAttemptStore(server.db);
    const limits = [{ key: 'test:burst', limit: 5, windowMs: 60_000 }];
    const waits = await Promise.all(Array.from({ length: 8 }, () => store.take(limits)));
    expect(waits.filter((w) => w === 0)).toHaveLength(5);
    const row = await server.db.selectFrom('auth_attempts').select('count').where('key', '=', 'test:burst').executeTakeFirstOrThrow();
    expect(row.count).toBe(5);
  });
});

describe(`enumeration (${testDatabaseKind})`, () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('answers an unknown e-mail, a wrong password and a disabled user alike, checking one password hash each', async () => {
    await insertUser(server.db, {
      username: 'disabled-one',
      email: 'disabled-one@example.com',
      password_hash: await hashPassword(PASSWORD),
      fullname: 'Desativada',
      disabled: true,
    });
    const verify = vi.spyOn(argon2, 'verify');
    const attempt = async (email: string, password: string) => {
      verify.mockClear();
      const response = await server.call({ method: 'POST', url: '/users/auth-admin', payload: { email, password, type: 'admin' } });
      return { status: response.statusCode, body: response.json(), hashChecks: verify.mock.calls.length };
    };
    const unknown = await attempt('no-such-user@example.com', PASSWORD);
    const wrong = await attempt(DEMO_USERS.root, 'not-the-password');
    const disabled = await attempt('disabled-one@example.com', PASSWORD);
    const expected = {
      status: 401,
      body: { statusCode: 401, error: 'Unauthorized', code: 'invalid_login', message: 'The login detail is incorrect' },
      hashChecks: 1,
    };
    expect({ unknown, wrong, disabled }).toEqual({ unknown: expected, wrong: expected, disabled: expected });
    // And a good one checks once too.
    expect((await attempt(DEMO_USERS.root, PASSWORD)).hashChecks).toBe(1);
  });
});
