import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_SECONDS, MAX_TOKEN_LENGTH, TokenSigner } from '../../server/auth/tokens';

const SECRET = 'a-secret-long-enough-for-hs256-signatures';
const signer = new TokenSigner(SECRET);
const claims = { userId: 42, sessionId: 'session-1' };
const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const seconds = (ms: number) => Math.floor(ms / 1000);

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A token with this exact header and payload, signed with the server's key. */
function handMade(header: unknown, payload: unknown): string {
  const head = `${b64(header)}.${b64(payload)}`;
  return `${head}.${createHmac('sha256', SECRET).update(head).digest('base64url')}`;
}
const goodPayload = (overrides: Record<string, unknown> = {}) => ({
  typ: 'access',
  sid: 'session-1',
  sub: '42',
  iss: 'delivery-backoffice',
  aud: 'backoffice-api',
  iat: seconds(NOW),
  nbf: seconds(NOW),
  exp: seconds(NOW) + ACCESS_TOKEN_SECONDS,
  ...overrides,
});

describe('TokenSigner', () => {
  it('verifies its own tokens for their whole life and not a second longer', async () => {
    const token = await signer.sign(claims, NOW);
    expect(signer.verify(token, NOW)).toEqual(claims);
    expect(signer.verify(token, NOW + (ACCESS_TOKEN_SECONDS - 1) * 1000)).toEqual(claims);
    expect(signer.verify(token, NOW + ACCESS_TOKEN_SECONDS * 1000)).toBeNull();
    expect(signer.verify(token, NOW - 1000)).toBeNull();
  });

  it('accepts the audience as a list that holds it, as JWT allows', async () => {
    const token = handMade({ alg: 'HS256', typ: 'JWT' }, goodPayload({ aud: ['other', 'backoffice-api'] }));
    expect(signer.verify(token, NOW)).toEqual(claims);
  });

  it('refuses a correctly signed token whose header is not the one it signs with', async () => {
    expect(signer.verify(handMade({ typ: 'JWT', alg: 'HS256' }, goodPayload()), NOW)).toBeNull();
    expect(signer.verify(handMade({ alg: 'HS256', typ: 'JWT', kid: 'x' }, goodPayload()), NOW)).toBeNull();
    expect(signer.verify(handMade({ alg: 'none' }, goodPayload()), NOW)).toBeNull();
  });

  it('refuses a signature spelled another way that decodes to the same bytes', async () => {
    const token = await signer.sign(claims, NOW);
    const signature = token.split('.')[2] ?? '';
    // 32 bytes are 43 base64url characters; the last one carries two unused bits.
    const last = signature.at(-1) ?? 'A';
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const sibling = alphabet[alphabet.indexOf(last) ^ 1] ?? 'A';
    const variant = `${token.slice(0, -1)}${sibling}`;
    expect(Buffer.from(variant.split('.')[2] ?? '', 'base64url').equals(Buffer.from(signature, 'base64url'))).toBe(true);
    expect(signer.verify(variant, NOW)).toBeNull();
    expect(signer.verify(`${token}=`, NOW)).toBeNull();
  });

  it('refuses payloads that are not a claims object, and claims of the wrong kind', async () => {
    const header = { alg: 'HS256', typ: 'JWT' };
    const cases: unknown[] = [
      [goodPayload()],
      'a string',
      null,
      goodPayload({ exp: String(seconds(NOW) + 60) }),
      goodPayload({ iat: undefined }),
      goodPayload({ sub: '' }),
      goodPayload({ sub: '4.5' }),
      goodPayload({ sid: 7 }),
    ];
    for (const payload of cases) expect(signer.verify(handMade(header, payload), NOW), JSON.stringify(payload)).toBeNull();
    const notJson = `${b64(header)}.${Buffer.from('{"sub":').toString('base64url')}`;
    expect(signer.verify(`${notJson}.${createHmac('sha256', SECRET).update(notJson).digest('base64url')}`, NOW)).toBeNull();
    expect(signer.verify('only.two', NOW)).toBeNull();
    expect(signer.verify('', NOW)).toBeNull();
  });

  it('refuses a subject that is a number, an audience that only contains the name, a token not valid yet, and an endless one', async () => {
    const header = { alg: 'HS256', typ: 'JWT' };
    expect(signer.verify(handMade(header, goodPayload()), NOW)).toEqual(claims);
    expect(signer.verify(handMade(header, goodPayload({ sub: 42 })), NOW)).toBeNull();
    expect(signer.verify(handMade(header, goodPayload({ aud: 'not-backoffice-api' })), NOW)).toBeNull();
    expect(signer.verify(handMade(header, goodPayload({ aud: ['not-backoffice-api'] })), NOW)).toBeNull();
    expect(signer.verify(handMade(header, goodPayload({ nbf: seconds(NOW) + 60 })), NOW)).toBeNull();
    expect(signer.verify(handMade(header, goodPayload({ iat: seconds(NOW) + 60 })), NOW)).toBeNull();
    // 1e999 reads as Infinity: not a time.
    const endless = `${b64(header)}.${Buffer.from(JSON.stringify(goodPayload()).replace(/"exp":\d+/, '"exp":1e999')).toString('base64url')}`;
    expect(signer.verify(`${endless}.${createHmac('sha256', SECRET).update(endless).digest('base64url')}`, NOW)).toBeNull();
  });

  it('accepts a token issued exactly 15 minutes (900 s) ago and still within its time, and none issued earlier', async () => {
    const header = { alg: 'HS256', typ: 'JWT' };
    const issued = (ago: number) => goodPayload({ iat: seconds(NOW) - ago, nbf: seconds(NOW) - ago, exp: seconds(NOW) + 60 });
    expect(signer.verify(handMade(header, issued(900)), NOW)).toEqual(claims);
    expect(signer.verify(handMade(header, issued(901)), NOW)).toBeNull();
  });

  it(`reads a token of exactly ${MAX_TOKEN_LENGTH} characters, and refuses one longer before reading it`, async () => {
    const header = { alg: 'HS256', typ: 'JWT' };
    const padded = (length: number) => {
      for (let pad = 0; pad < MAX_TOKEN_LENGTH; pad += 1) {
        const token = handMade(header, goodPayload({ pad: 'x'.repeat(pad) }));
        if (token.length === length) return token;
      }
      for (let pad = 0; pad < MAX_TOKEN_LENGTH; pad += 1) {
        const token = handMade(header, goodPayload({ pad: 'x'.repeat(pad), p: 'y' }));
        if (token.length === length) return token;
      }
      throw new Error(`no token of ${length} characters`);
    };
    expect(MAX_TOKEN_LENGTH).toBe(2048);
    expect(signer.verify(padded(2048), NOW)).toEqual(claims);
    expect(signer.verify(padded(2049), NOW)).toBeNull();
  });
});
