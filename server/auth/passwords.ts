import { hash, verify, type Options } from '@node-rs/argon2';

/** argon2id parameters: 19 MiB of memory, 2 iterations, 1 lane (OWASP's minimum). */
export const argon2Options: Options = {
  // Algorithm.Argon2id; the package's const enum cannot be read under isolatedModules.
  algorithm: 2,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

/**
 * How many hashes run at once: as many as libuv has threads (UV_THREADPOOL_SIZE, 4 by default);
 * the others wait their turn, in order, and leave no thread-pool work of their own queued behind
 * hashes. On two cores the sign-in benchmark (bench/signin.md) measured 1, 2 and 4 at once:
 * 4 gave the most sign-ins per second, with the event loop's delay within 20 ms in each run.
 * ARGON2_CONCURRENCY sets another number (fewer: a shorter delay, fewer sign-ins per second).
 */
export const HASH_CONCURRENCY = concurrencyFrom(process.env.ARGON2_CONCURRENCY);

function concurrencyFrom(setting: string | undefined): number {
  const chosen = Number(setting);
  if (Number.isInteger(chosen) && chosen > 0) return chosen;
  const threads = Number(process.env.UV_THREADPOOL_SIZE);
  return Number.isInteger(threads) && threads > 0 ? threads : 4;
}

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `work` when fewer than HASH_CONCURRENCY hashes are running. */
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASH_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, or is given back.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/** The argon2 calls, reached through this object so that tests can count them (`vi.spyOn(argon2, 'verify')`). */
export const argon2 = {
  hash: (password: string, options: Options) => inTurn(() => hash(password, options)),
  verify: (stored: string, password: string) => inTurn(() => verify(stored, password)),
};

/** Hashes a password with argon2id on libuv's thread pool, off the event loop. */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, argon2Options);
}

// A hash of a random password, verified against when the e-mail is unknown so that
// both answers take the same time.
let decoyHash: Promise<string> | null = null;

/** Checks a password against a stored hash (or a decoy when there is none). */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash === null) {
    decoyHash ??= hashPassword(crypto.randomUUID());
    await argon2.verify(await decoyHash, password);
    return false;
  }
  try {
    return await argon2.verify(storedHash, password);
  } catch {
    return false;
  }
}
