import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

/** Access tokens live 15 minutes; refresh tokens 30 days; reset tokens one hour. */
export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 60 * 60;
export const RESET_TOKEN_SECONDS = 60 * 60;

const ISSUER = 'delivery-backoffice';
const AUDIENCE = 'backoffice-api';
const ALGORITHM = 'HS256';
/** Longer than any token we sign; a larger one is refused before it is parsed. */
export const MAX_TOKEN_LENGTH = 2048;

/** What a valid access token says. */
export interface AccessClaims {
  userId: number;
  sessionId: string;
}

/** Signs and verifies access tokens with one HS256 key. */
export class TokenSigner {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  /** A signed access token for the user's session. */
  async sign(claims: AccessClaims, now = Date.now()): Promise<string> {
    const iat = Math.floor(now / 1000);
    return new SignJWT({ typ: 'access', sid: claims.sessionId })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(iat)
      .setNotBefore(iat)
      .setExpirationTime(iat + ACCESS_TOKEN_SECONDS)
      .setJti(randomBytes(12).toString('base64url'))
      .sign(this.key);
  }

  /** The claims of a valid access token, or null for anything else (forged, expired, wrong type). */
  async verify(token: string): Promise<AccessClaims | null> {
    if (token.length > MAX_TOKEN_LENGTH) return null;
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: ['exp', 'iat', 'nbf', 'sub'],
        maxTokenAge: ACCESS_TOKEN_SECONDS,
      });
      const userId = Number(payload.sub);
      if (payload.typ !== 'access' || typeof payload.sid !== 'string' || !Number.isInteger(userId)) return null;
      return { userId, sessionId: payload.sid };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  }
}

/** A new opaque random token (refresh or reset) and the hash that is stored in its place. */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOpaqueToken(token) };
}

/** The SHA-256 of an opaque token, as stored. */
export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
