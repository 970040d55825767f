import { randomUUID } from 'node:crypto';
import type { Db } from '../db';
import { errors } from '../errors';
import { ACCESS_TOKEN_SECONDS, REFRESH_TOKEN_SECONDS, hashOpaqueToken, newOpaqueToken, type TokenSigner } from './tokens';

/** What sign-in and refresh answer. */
export interface TokenPair {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  tokenType: 'Bearer';
}

async function issueRefreshToken(db: Db, sessionId: string): Promise<string> {
  const { token, hash } = newOpaqueToken();
  await db
    .insertInto('refresh_tokens')
    .values({ token_hash: hash, session_id: sessionId, expires_at: new Date(Date.now() + REFRESH_TOKEN_SECONDS * 1000) })
    .execute();
  return token;
}

/** Starts a session (one refresh-token family) for a user and answers its first tokens. */
export async function startSession(db: Db, signer: TokenSigner, userId: number): Promise<TokenPair> {
  const sessionId = randomUUID();
  await db.insertInto('sessions').values({ id: sessionId, user_id: userId }).execute();
  const refreshToken = await issueRefreshToken(db, sessionId);
  const accessToken = await signer.sign({ userId, sessionId });
  return { accessToken, refreshToken, expiresIn: ACCESS_TOKEN_SECONDS, tokenType: 'Bearer' };
}

/**
 * Trades a refresh token for new tokens. Each refresh token is good once: a second
 * use means it was stolen, so the whole session (its family) is ended.
 */
export async function refreshSession(db: Db, signer: TokenSigner, refreshToken: string): Promise<TokenPair> {
  const hash = hashOpaqueToken(refreshToken);
  const row = await db
    .selectFrom('refresh_tokens')
    .innerJoin('sessions', 'sessions.id', 'refresh_tokens.session_id')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'refresh_tokens.session_id',
      'refresh_tokens.expires_at',
      'refresh_tokens.used_at',
      'sessions.revoked_at',
      'sessions.user_id',
      'users.disabled',
    ])
    .where('refresh_tokens.token_hash', '=', hash)
    .executeTakeFirst();
  if (!row) throw errors.invalidRefreshToken();
  if (row.used_at !== null) {
    await endSession(db, row.session_id, 'refresh_token_replayed');
    throw errors.invalidRefreshToken();
  }
  if (row.revoked_at !== null || row.disabled || row.expires_at.getTime() <= Date.now()) {
    throw errors.invalidRefreshToken();
  }
  // Only one of two concurrent uses can mark the token used; the other is a replay.
  const marked = await db
    .updateTable('refresh_tokens')
    .set({ used_at: new Date() })
    .where('token_hash', '=', hash)
    .where('used_at', 'is', null)
    .returning('token_hash')
    .executeTakeFirst();
  if (!marked) {
    await endSession(db, row.session_id, 'refresh_token_replayed');
    throw errors.invalidRefreshToken();
  }
  const next = await issueRefreshToken(db, row.session_id);
  const accessToken = await signer.sign({ userId: row.user_id, sessionId: row.session_id });
  return { accessToken, refreshToken: next, expiresIn: ACCESS_TOKEN_SECONDS, tokenType: 'Bearer' };
}

/** Ends one session: its access tokens stop working and its refresh tokens too. */
export async function endSession(db: Db, sessionId: string, reason: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: new Date(), revoked_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Ends every session of a user (password changed or reset, user disabled), but `keep`, and every
 * reset link of theirs not yet used: a link mailed before the password changed must not change it again.
 */
export async function endUserSessions(db: Db, userId: number, reason: string, keep?: string): Promise<void> {
  await db
    .updateTable('password_reset_tokens')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: new Date(), revoked_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keep) query = query.where('id', '!=', keep);
  await query.execute();
}
