import { hash, verify, type Options } from '@node-rs/argon2';

/** argon2id parameters: 19 MiB of memory, 2 iterations, 1 lane (OWASP's minimum). */
export const argon2Options: Options = {
  // Algorithm.Argon2id; the package's const enum cannot be read under isolatedModules.
  algorithm: 2,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

/** Hashes a password with argon2id on libuv's thread pool, off the event loop. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

// A hash of a random password, verified against when the e-mail is unknown so that
// both answers take the same time.
let decoyHash: Promise<string> | null = null;

/** Checks a password against a stored hash (or a decoy when there is none). */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash === null) {
    decoyHash ??= hashPassword(crypto.randomUUID());
    await verify(await decoyHash, password);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
