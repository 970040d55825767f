import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { refreshSession, startSession } from '../../server/auth/sessions';
import { hashOpaqueToken, TokenSigner } from '../../server/auth/tokens';
import type { Db } from '../../server/db';
import { startTestServer, testDatabaseKind, type TestServer } from './harness';

/**
 * Sessions and their refresh tokens, on the demo data: access tokens live 15 minutes (900 s),
 * refresh tokens 30 days, each refresh token is good once, and two uses at once end the session.
 */

const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

let server: TestServer;
let db: Db;
let userId: number;
const signer = new TokenSigner('sessions-test-secret-long-enough-for-hs256');

beforeAll(async () => {
  server = await startTestServer();
  db = server.db;
  userId = (await db.selectFrom('users').select('id').where('email', '=', 'staff@example.com').executeTakeFirstOrThrow()).id;
});

afterEach(() => {
  vi.useRealTimers();
});

afterAll(async () => {
  await server.close();
});

async function storedExpiry(refreshToken: string): Promise<number> {
  const row = await db.selectFrom('refresh_tokens').select('expires_at').where('token_hash', '=', hashOpaqueToken(refreshToken)).executeTakeFirstOrThrow();
  return row.expires_at.getTime();
}

async function sessionOf(refreshToken: string) {
  return db
    .selectFrom('refresh_tokens')
    .innerJoin('sessions', 'sessions.id', 'refresh_tokens.session_id')
    .select(['sessions.id', 'sessions.revoked_at', 'sessions.revoked_reason'])
    .where('refresh_tokens.token_hash', '=', hashOpaqueToken(refreshToken))
    .executeTakeFirstOrThrow();
}

describe(`a session (${testDatabaseKind})`, () => {
  it('answers bearer tokens: an access token for 900 s and a refresh token stored for 30 days', async () => {
    const before = Date.now();
    const pair = await startSession(db, signer, userId);
    expect(pair.tokenType).toBe('Bearer');
    expect(pair.expiresIn).toBe(900);
    expect(signer.verify(pair.accessToken)?.userId).toBe(userId);
    const expiry = await storedExpiry(pair.refreshToken);
    expect(expiry).toBeGreaterThanOrEqual(before + THIRTY_DAYS_MS - MINUTE_MS);
    expect(expiry).toBeLessThanOrEqual(Date.now() + THIRTY_DAYS_MS + MINUTE_MS);
  });

  it('trades a refresh token once for bearer tokens of the same session, the new refresh token also for 30 days', async () => {
    const first = await startSession(db, signer, userId);
    const before = Date.now();
    const next = await refreshSession(db, signer, first.refreshToken);
    expect(next.tokenType).toBe('Bearer');
    expect(next.expiresIn).toBe(900);
    expect(next.refreshToken).not.toBe(first.refreshToken);
    expect(signer.verify(next.accessToken)?.sessionId).toBe(signer.verify(first.accessToken)?.sessionId);
    expect(await storedExpiry(next.refreshToken)).toBeGreaterThanOrEqual(before + THIRTY_DAYS_MS - MINUTE_MS);
    await expect(refreshSession(db, signer, next.refreshToken)).resolves.toMatchObject({ tokenType: 'Bearer' });
  });

  it('refuses a refresh token from the moment it expires', async () => {
    const pair = await startSession(db, signer, userId);
    const expiry = new Date(Date.now() + 5 * MINUTE_MS);
    await db.updateTable('refresh_tokens').set({ expires_at: expiry }).where('token_hash', '=', hashOpaqueToken(pair.refreshToken)).execute();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(expiry);
    await expect(refreshSession(db, signer, pair.refreshToken)).rejects.toMatchObject({ statusCode: 401, code: 'invalid_refresh_token' });
    vi.setSystemTime(expiry.getTime() - 1000);
    await expect(refreshSession(db, signer, pair.refreshToken)).resolves.toMatchObject({ tokenType: 'Bearer' });
  });

  it('ends when the same refresh token is traded twice at once: one answer, one refusal, and no token of it works after', async () => {
    const pair = await startSession(db, signer, userId);
    const results = await Promise.allSettled([refreshSession(db, signer, pair.refreshToken), refreshSession(db, signer, pair.refreshToken)]);
    const won = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter((result) => result.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0]?.reason).toMatchObject({ statusCode: 401, code: 'invalid_refresh_token' });

    const session = await sessionOf(pair.refreshToken);
    expect(session.revoked_at).not.toBeNull();
    expect(session.revoked_reason).toBe('refresh_token_replayed');
    const winner = won[0]?.status === 'fulfilled' ? won[0].value : null;
    if (!winner) throw new Error('no refresh won');
    await expect(refreshSession(db, signer, winner.refreshToken)).rejects.toMatchObject({ code: 'invalid_refresh_token' });
  });
});
