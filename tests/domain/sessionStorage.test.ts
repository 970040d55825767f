import { describe, expect, it } from 'vitest';
import {
  clearStoredSession,
  readMainCompanyId,
  readStoredTokens,
  writeMainCompany,
  writeStoredTokens,
  type Tokens,
} from '../../src/domain/sessionStorage';

// The storage the session machine's `persistTokens`, `persistMainCompany` and
// `clearStoredSession` actions are wired to (see createSessionMachines), and its input at start.

const STORED: Tokens = { accessToken: 'access-0', refreshToken: 'refresh-0' };
const SIGNED_IN: Tokens = { accessToken: 'access-1', refreshToken: 'refresh-1' };

/** A `Storage` stand-in over a Map. */
function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

describe('session storage helpers', () => {
  it('reads the stored tokens, and nothing from absent, malformed or partial entries', () => {
    expect(readStoredTokens(memoryStorage())).toBeNull();
    expect(readStoredTokens(memoryStorage({ authTokens: 'not json' }))).toBeNull();
    expect(readStoredTokens(memoryStorage({ authTokens: JSON.stringify({ accessToken: 'a' }) }))).toBeNull();
    expect(readStoredTokens(memoryStorage({ authTokens: JSON.stringify({ accessToken: '', refreshToken: 'r' }) }))).toBeNull();
    expect(readStoredTokens(memoryStorage({ authTokens: JSON.stringify(['a', 'r']) }))).toBeNull();
    expect(readStoredTokens(memoryStorage({ authTokens: JSON.stringify(STORED) }))).toEqual(STORED);
    const denied = { ...memoryStorage(), getItem: () => { throw new DOMException('denied', 'SecurityError'); } };
    expect(readStoredTokens(denied)).toBeNull();
  });

  it('writes only the two tokens, keeps the main company, and clears both', () => {
    const storage = memoryStorage({ unrelated: 'kept' });
    writeStoredTokens(storage, { ...SIGNED_IN, expiresIn: 900 } as Tokens);
    expect(JSON.parse(storage.map.get('authTokens') ?? 'null')).toEqual(SIGNED_IN);
    writeMainCompany(storage, { _id: 'c-1', name: 'Cantina', type: 'restaurant', shoppingFlow: 'MENU' });
    expect(readMainCompanyId(storage)).toBe('c-1');
    // Under the names sessions already kept in browsers use.
    expect(JSON.parse(storage.map.get('mainCompany') ?? 'null')).toEqual({ _id: 'c-1', name: 'Cantina', type: 'restaurant', shoppingFlow: 'MENU' });
    writeMainCompany(storage, null);
    expect(readMainCompanyId(storage)).toBeNull();
    expect([...storage.map.keys()]).toEqual(['unrelated', 'authTokens']);
    writeMainCompany(storage, { _id: 'c-1', name: 'Cantina', type: 'restaurant', shoppingFlow: 'MENU' });
    clearStoredSession(storage);
    expect([...storage.map.keys()]).toEqual(['unrelated']);
  });

  it('never throws when storage refuses a write', () => {
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(() => writeStoredTokens(full, SIGNED_IN)).not.toThrow();
    expect(readMainCompanyId(memoryStorage({ mainCompany: '{"name":"no id"}' }))).toBeNull();
  });
});
