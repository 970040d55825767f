import { afterEach, describe, expect, it, vi } from 'vitest';
import { argon2, hashPassword, verifyPassword } from '../../server/auth/passwords';

/**
 * How passwords are stored: argon2id with at least the first configuration of OWASP's Password
 * Storage Cheat Sheet (19 MiB of memory, 2 iterations, 1 lane), read from the stored hash itself;
 * and a hash the verifier cannot read lets no password in.
 */

/** The PHC string's parameters, as stored. */
function parameters(stored: string) {
  const match = /^\$(argon2(?:id|i|d))\$v=(\d+)\$m=(\d+),t=(\d+),p=(\d+)\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/.exec(stored);
  if (!match) throw new Error(`not an argon2 PHC string: ${stored}`);
  const [, algorithm, version, memoryKiB, iterations, lanes] = match;
  return { algorithm, version: Number(version), memoryKiB: Number(memoryKiB), iterations: Number(iterations), lanes: Number(lanes) };
}

describe('stored passwords', () => {
  it('are argon2id, version 19, with 19 MiB (19,456 KiB), 2 iterations and 1 lane at least', async () => {
    const stored = await hashPassword('vento-azul-42');
    const used = parameters(stored);
    expect(used.algorithm).toBe('argon2id');
    expect(used.version).toBe(19);
    expect(used.memoryKiB).toBeGreaterThanOrEqual(19_456);
    expect(used.iterations).toBeGreaterThanOrEqual(2);
    expect(used.lanes).toBe(1);
    // Salted: the same password is never stored twice the same way.
    expect(await hashPassword('vento-azul-42')).not.toBe(stored);
  });

  it('let in the password they were made from, and no other', async () => {
    const stored = await hashPassword('vento-azul-42');
    expect(await verifyPassword(stored, 'vento-azul-42')).toBe(true);
    expect(await verifyPassword(stored, 'vento-azul-43')).toBe(false);
    expect(await verifyPassword(stored, '')).toBe(false);
  });

  it('let no password in when the stored hash cannot be read (damaged, or of another algorithm)', async () => {
    const stored = await hashPassword('vento-azul-42');
    const unreadable = [
      'not-a-hash',
      '',
      stored.slice(0, -10),
      stored.replace('$argon2id$', '$argon2x$'),
      // A bcrypt hash of "vento-azul-42" from another system.
      '$2b$10$N9qo8uLOickgx2ZMRZoMyeIjZAgcfl7p92ldGxad68LJZdL17lhWy',
    ];
    for (const hash of unreadable) {
      for (const password of ['vento-azul-42', '', 'anything']) expect(await verifyPassword(hash, password), `${hash} / ${password}`).toBe(false);
    }
  });

  it('let no password in for a user without one, after verifying against a decoy argon2id hash (the same time)', async () => {
    const verify = vi.spyOn(argon2, 'verify');
    expect(await verifyPassword(null, 'vento-azul-42')).toBe(false);
    expect(await verifyPassword(null, '')).toBe(false);
    // Each answer cost one real verification, against a hash as strong as a stored one.
    expect(verify).toHaveBeenCalledTimes(2);
    for (const [decoy, password] of verify.mock.calls) {
      expect(parameters(decoy)).toMatchObject({ algorithm: 'argon2id', memoryKiB: 19_456, iterations: 2, lanes: 1 });
      expect(['vento-azul-42', '']).toContain(password);
    }
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});
