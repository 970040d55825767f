import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * Hashes take turns: no more than HASH_CONCURRENCY run at once (libuv's thread pool, 4 by default,
 * or ARGON2_CONCURRENCY), the others wait in order, and every one finishes. The argon2 binding is
 * replaced by calls the test finishes by hand, so that what runs at once can be counted.
 */

interface Pending {
  password: string;
  finish: () => void;
}

const started: Pending[] = [];

/** Ends the call started `index`-th. */
function finish(index: number): void {
  const call = started[index];
  if (call === undefined) throw new Error(`call ${index} never started`);
  call.finish();
}

vi.mock('@node-rs/argon2', () => ({
  hash: (password: string) =>
    new Promise<string>((resolve) => {
      started.push({ password, finish: () => resolve(`hashed:${password}`) });
    }),
  // Like the binding, a stored value it cannot read rejects.
  verify: (stored: string, password: string) =>
    new Promise<boolean>((resolve, reject) => {
      const finish = () => (stored.startsWith('hashed:') ? resolve(stored === `hashed:${password}`) : reject(new Error('invalid hash')));
      started.push({ password, finish });
    }),
}));

/** The module loaded afresh with the environment given (HASH_CONCURRENCY is read when it loads). */
async function passwordsWith(env: { ARGON2_CONCURRENCY?: string; UV_THREADPOOL_SIZE?: string }) {
  vi.resetModules();
  vi.stubEnv('ARGON2_CONCURRENCY', env.ARGON2_CONCURRENCY ?? '');
  vi.stubEnv('UV_THREADPOOL_SIZE', env.UV_THREADPOOL_SIZE ?? '');
  return import('../../server/auth/passwords');
}

/** Lets every settled promise run its continuations. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  started.length = 0;
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('hashes at once', () => {
  it('are as many as ARGON2_CONCURRENCY says (a whole number above 0), else UV_THREADPOOL_SIZE, else 4', async () => {
    expect((await passwordsWith({ ARGON2_CONCURRENCY: '3' })).HASH_CONCURRENCY).toBe(3);
    expect((await passwordsWith({ ARGON2_CONCURRENCY: '1', UV_THREADPOOL_SIZE: '8' })).HASH_CONCURRENCY).toBe(1);
    expect((await passwordsWith({ UV_THREADPOOL_SIZE: '6' })).HASH_CONCURRENCY).toBe(6);
    expect((await passwordsWith({ ARGON2_CONCURRENCY: '0', UV_THREADPOOL_SIZE: '6' })).HASH_CONCURRENCY).toBe(6);
    expect((await passwordsWith({ ARGON2_CONCURRENCY: '-2', UV_THREADPOOL_SIZE: '1' })).HASH_CONCURRENCY).toBe(1);
    expect((await passwordsWith({ ARGON2_CONCURRENCY: '2.5', UV_THREADPOOL_SIZE: 'many' })).HASH_CONCURRENCY).toBe(4);
    expect((await passwordsWith({ UV_THREADPOOL_SIZE: '0' })).HASH_CONCURRENCY).toBe(4);
    expect((await passwordsWith({ UV_THREADPOOL_SIZE: '-3' })).HASH_CONCURRENCY).toBe(4);
    expect((await passwordsWith({})).HASH_CONCURRENCY).toBe(4);
  });

  it('never exceed the limit: the others wait, start in order as each ends, and all finish', async () => {
    const { hashPassword, verifyPassword } = await passwordsWith({ ARGON2_CONCURRENCY: '2' });
    const results = ['um', 'dois', 'três', 'quatro', 'cinco'].map((password) => hashPassword(password));
    await settle();
    expect(started.map((call) => call.password)).toEqual(['um', 'dois']);

    // The first ends: the third starts, and no other.
    finish(0);
    await settle();
    expect(started.map((call) => call.password)).toEqual(['um', 'dois', 'três']);
    await expect(results[0]).resolves.toBe('hashed:um');

    // A verification waits its turn like a hash.
    const verified = verifyPassword('hashed:seis', 'seis');
    finish(1);
    finish(2);
    await settle();
    expect(started.map((call) => call.password)).toEqual(['um', 'dois', 'três', 'quatro', 'cinco']);
    finish(3);
    await settle();
    expect(started.map((call) => call.password)).toEqual(['um', 'dois', 'três', 'quatro', 'cinco', 'seis']);
    finish(4);
    finish(5);
    await expect(Promise.all(results)).resolves.toEqual(['hashed:um', 'hashed:dois', 'hashed:três', 'hashed:quatro', 'hashed:cinco']);
    await expect(verified).resolves.toBe(true);

    // Every slot was given back: two start at once again.
    const later = [hashPassword('sete'), hashPassword('oito'), hashPassword('nove')];
    await settle();
    expect(started.slice(6).map((call) => call.password)).toEqual(['sete', 'oito']);
    for (const call of started.slice(6)) call.finish();
    await settle();
    finish(8);
    await expect(Promise.all(later)).resolves.toEqual(['hashed:sete', 'hashed:oito', 'hashed:nove']);
  });

  it('give the slot back when a verification fails', async () => {
    const { verifyPassword } = await passwordsWith({ ARGON2_CONCURRENCY: '1' });
    const refused = verifyPassword('not-a-hash', 'um');
    const next = verifyPassword('hashed:dois', 'dois');
    await settle();
    expect(started.map((call) => call.password)).toEqual(['um']);
    // The unreadable hash lets nothing in, and the next in line runs.
    finish(0);
    await expect(refused).resolves.toBe(false);
    await settle();
    expect(started.map((call) => call.password)).toEqual(['um', 'dois']);
    finish(1);
    await expect(next).resolves.toBe(true);
  });
});
