import { createHmac } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

/** How long a print link is valid. */
export const PRINT_LINK_SECONDS = 10 * 60;

const ISSUER = 'delivery-backoffice';
const AUDIENCE = 'order-print';
const PURPOSE = 'print';

/**
 * Signs and verifies the short-lived links of the public print routes: an HS256 token naming one
 * order and the purpose `print`. Its key is derived from the access tokens' secret, so that
 * neither kind of token is ever accepted as the other.
 */
export class PrintLinkSigner {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new Uint8Array(createHmac('sha256', secret).update('order print links').digest());
  }

  /** A token naming order `orderId`, valid for {@link PRINT_LINK_SECONDS} from `now`, and when it expires. */
  async sign(orderId: string, now: Date): Promise<{ token: string; expiresAt: Date }> {
    const iat = Math.floor(now.getTime() / 1000);
    const exp = iat + PRINT_LINK_SECONDS;
    const token = await new SignJWT({ purpose: PURPOSE })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(orderId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(this.key);
    return { token, expiresAt: new Date(exp * 1000) };
  }

  /** The order a valid print token names at `now`, or null (missing, altered, expired, another purpose). */
  async verify(token: string | undefined, now: Date): Promise<string | null> {
    if (!token) return null;
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE, currentDate: now });
      if (payload.purpose !== PURPOSE || typeof payload.sub !== 'string' || payload.sub === '') return null;
      return payload.sub;
    } catch {
      return null;
    }
  }
}
