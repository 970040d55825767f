import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';

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

/** The protected header of every token we sign, as it is encoded in the token. */
const HEADER = Buffer.from(JSON.stringify({ alg: ALGORITHM, typ: 'JWT' })).toString('base64url');

/**
 * Signs and verifies access tokens with one HS256 key. Signing is jose's; verifying is an HMAC
 * of node:crypto, run on every authenticated request: it accepts only the exact header this
 * class signs with, compares the signature as canonical base64url in constant time, then checks
 * the claims as jose's `jwtVerify` did (issuer, audience, `exp`/`nbf`/`iat`/`sub` present,
 * not expired, not before its time, issued in the past and at most {@link ACCESS_TOKEN_SECONDS}
 * ago). WebCrypto's verify, which jose uses, cost a third of a millisecond of CPU a request.
 */
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
  verify(token: string, at = Date.now()): AccessClaims | null {
    const now = Math.floor(at / 1000);
    if (token.length > MAX_TOKEN_LENGTH) return null;
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    const [header, body, signature] = parts as [string, string, string];
    if (header !== HEADER) return null;
    const expected = Buffer.from(createHmac('sha256', this.key).update(`${header}.${body}`).digest('base64url'));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const claims = parseClaims(body);
    if (!claims) return null;
    const { iss, aud, exp, nbf, iat, sub, typ, sid } = claims;
    if (iss !== ISSUER) return null;
    if (!(aud === AUDIENCE || (Array.isArray(aud) && aud.includes(AUDIENCE)))) return null;
    if (!isTime(exp) || !isTime(nbf) || !isTime(iat) || typeof sub !== 'string') return null;
    if (exp <= now || nbf > now || iat > now || now - iat > ACCESS_TOKEN_SECONDS) return null;
    const userId = Number(sub);
    if (typ !== 'access' || typeof sid !== 'string' || sub === '' || !Number.isInteger(userId)) return null;
    return { userId, sessionId: sid };
  }
}

/** The claims object of a token's payload segment, or null when it is not JSON of an object. */
function parseClaims(body: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A NumericDate claim: seconds since the epoch. */
function isTime(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
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
