import { afterEach, describe, expect, it, vi } from 'vitest';
import { idempotencyHeader, isIdempotencyKeyReused, newIdempotencyKey } from '../../src/contract/idempotencyKey';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Idempotency-Key helpers', () => {
  it('make a new version 4 UUID each time', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(UUID_V4);
  });

  it('make one where crypto.randomUUID is missing (a page served over plain http)', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (array: Uint8Array) => real.getRandomValues(array) });
    const first = newIdempotencyKey();
    expect(first).toMatch(UUID_V4);
    expect(newIdempotencyKey()).not.toBe(first);
  });

  it('send the header only with a key, and know the refusal of a key used for another request by its code', () => {
    expect(idempotencyHeader('k-1')).toEqual({ 'Idempotency-Key': 'k-1' });
    expect(idempotencyHeader(null)).toEqual({});
    expect(isIdempotencyKeyReused({ statusCode: 422, error: 'Unprocessable Entity', message: 'm', code: 'idempotency_key_reused' })).toBe(true);
    expect(isIdempotencyKeyReused({ statusCode: 422, error: 'Unprocessable Entity', message: 'm' })).toBe(false);
    expect(isIdempotencyKeyReused(new Error('idempotency_key_reused'))).toBe(false);
  });
});
