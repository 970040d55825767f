import { hash, verify, type Options } from '@node-rs/argon2';
import { errors } from '../errors';

/**
 * argon2id parameters: 19 MiB of memory, 2 iterations, 1 lane (the first of OWASP's Password
 * Storage Cheat Sheet configurations). A stored hash names its own parameters, so raising them
 * later still verifies the passwords stored before.
 */
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
export const HASH_CONCURRENCY = concurrencyFrom(process.env.ARGON2_CONCURRENCY, process.env.UV_THREADPOOL_SIZE);

/** The number of hashes at once: `setting` when a whole number above 0, else `threadPoolSize` when one, else 4. */
export function concurrencyFrom(setting: string | undefined, threadPoolSize: string | undefined): number {
  const chosen = Number(setting);
  if (Number.isInteger(chosen) && chosen > 0) return chosen;
  const threads = Number(threadPoolSize);
  return Number.isInteger(threads) && threads > 0 ? threads : 4;
}

/**
 * A gate that runs at most `limit` pieces of work at once; the others wait their turn, in the
 * order they came, and each starts as one ends (whether it succeeded or failed).
 */
export function takingTurns(limit: number): <T>(work: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, or is given back.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

const inTurn = takingTurns(HASH_CONCURRENCY);

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

/**
 * Checks a password against a stored hash (or a decoy when there is none). A stored hash the
 * verifier cannot read (damaged, or of another algorithm) refuses every password.
 */
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

/** The fewest characters (Unicode code points) of a new password; the forms still let 3 through, the server does not. */
export const MIN_PASSWORD_LENGTH = 8;

// The list decompresses in about 150 ms, so it is read on the first new password, not at start.
let commonPasswords: Promise<ReadonlySet<string>> | null = null;

/**
 * The most common passwords, lower-cased, most common first in the source: zxcvbn-ts's list
 * (about 49,000, from leaked password corpora), shipped in its npm package.
 */
function commonPasswordList(): Promise<ReadonlySet<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common']));
  return commonPasswords;
}

/** Whether `password` is one of the most common passwords, whatever its letters' case. */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswordList()).has(password.toLowerCase());
}

/**
 * Refuses a new password (400 `password_too_short` or `password_too_common`, naming `field`)
 * shorter than MIN_PASSWORD_LENGTH or among the most common passwords. Only new passwords are
 * checked: one stored before the rule still signs in.
 * @example await assertAcceptablePassword(body.password); // throws for 'senha123' and for 'abc'
 */
export async function assertAcceptablePassword(password: string, field = 'password'): Promise<void> {
  if ([...password].length < MIN_PASSWORD_LENGTH) throw errors.passwordTooShort(field, MIN_PASSWORD_LENGTH);
  if (await isCommonPassword(password)) throw errors.passwordTooCommon(field);
}
