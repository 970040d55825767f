import { createHmac } from 'node:crypto';
import { generateKeyPair, SignJWT, UnsecuredJWT, decodeJwt, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../../server/seed';
import { DEMO_USERS, PASSWORD, TEST_JWT_SECRET, startTestServer, testDatabaseKind, type TestServer } from '../harness';
import { makeCompanyUser } from './callers';
import { recordFigures } from './figures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(() => server.close());

const key = new TextEncoder().encode(TEST_JWT_SECRET);
const ISSUER = 'delivery-backoffice';
const AUDIENCE = 'backoffice-api';

interface Pair {
  accessToken: string;
  refreshToken: string;
}

async function signIn(email: string, password = PASSWORD): Promise<Pair> {
  const response = await server.call({ method: 'POST', url: '/users/auth-admin', payload: { email, password, type: 'admin' } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Pair;
}

/** A fresh company user of its own for a test, signing in with the demo password. */
async function freshUser(name: string): Promise<{ id: number; email: string }> {
  const id = await makeCompanyUser(server.db, name, DEMO_IDS.restaurant);
  return { id, email: `${name}@example.com` };
}

const me = (token: string) => server.call({ method: 'GET', url: '/acl/users', token });
const refresh = (refreshToken: string) => server.call({ method: 'POST', url: '/users/auth-admin/refresh', payload: { refreshToken } });

/** The status of the current-user call and of a refresh, for a pair: both 401 once the session has ended. */
async function sessionStatus(pair: Pair): Promise<[number, number]> {
  return [(await me(pair.accessToken)).statusCode, (await refresh(pair.refreshToken)).statusCode];
}

/** A token signed like the server's, with the claims and header changed by `change`. */
async function forged(
  base: JWTPayload,
  change: (jwt: SignJWT) => SignJWT = (jwt) => jwt,
  signWith: Parameters<SignJWT['sign']>[0] = key,
  alg = 'HS256',
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const jwt = new SignJWT({ typ: 'access', ...base })
    .setProtectedHeader({ alg, typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(now)
    .setNotBefore(now)
    .setExpirationTime(now + 600);
  return change(jwt).sign(signWith);
}

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** A token signed with the server's key by hand, for headers a JWT library refuses to write. */
function hs256(header: Record<string, unknown>, payload: JWTPayload): string {
  const input = `${base64url(header)}.${base64url(payload)}`;
  return `${input}.${createHmac('sha256', key).update(input).digest('base64url')}`;
}

describe(`tokens (${testDatabaseKind})`, () => {
  it('refuses every forged, expired, early, mistyped or oversized access token with 401, and a public call treats it as anonymous', async () => {
    const pair = await signIn(DEMO_USERS.root);
    const claims = decodeJwt(pair.accessToken);
    const own = { sub: String(claims.sub), sid: String(claims.sid) };
    const now = Math.floor(Date.now() / 1000);
    const rsa = await generateKeyPair('RS256');
    const ec = await generateKeyPair('ES256');
    const [header, payload, signature] = pair.accessToken.split('.') as [string, string, string];
    const other = decodeJwt((await signIn(DEMO_USERS.partner)).accessToken);

    const corpus: Record<string, string> = {
      'alg none': new UnsecuredJWT({ typ: 'access', ...own }).setIssuer(ISSUER).setAudience(AUDIENCE).setIssuedAt(now).setNotBefore(now).setExpirationTime(now + 600).encode(),
      'alg none, header rewritten on a real token': `${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      'wrong key': await forged(own, undefined, new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256')),
      'wrong algorithm, same key (HS512)': await forged(own, undefined, key, 'HS512'),
      'wrong algorithm (RS256)': await forged(own, undefined, rsa.privateKey, 'RS256'),
      'wrong algorithm (ES256)': await forged(own, undefined, ec.privateKey, 'ES256'),
      'expired': await server.signer.sign({ userId: Number(own.sub), sessionId: own.sid }, Date.now() - 16 * 60 * 1000),
      'expiry pushed past the allowed age': await forged(own, (jwt) => jwt.setIssuedAt(now - 3600).setNotBefore(now - 3600).setExpirationTime(now + 3600)),
      'not yet valid': await forged(own, (jwt) => jwt.setNotBefore(now + 600).setExpirationTime(now + 1200)),
      'issued in the future': await forged(own, (jwt) => jwt.setIssuedAt(now + 600).setNotBefore(now + 600).setExpirationTime(now + 1200)),
      'wrong type (refresh)': await forged({ ...own, typ: 'refresh' }),
      'no type': await forged({ ...own, typ: undefined }),
      'no session': await forged({ sub: own.sub }),
      'no subject': await forged({ sid: own.sid }),
      'subject that is not a user id': await forged({ ...own, sub: 'root' }),
      'session of another user': await forged({ ...own, sid: String(other.sid) }),
      'session that never existed': await forged({ ...own, sid: '00000000-0000-0000-0000-000000000000' }),
      'wrong issuer': await forged(own, (jwt) => jwt.setIssuer('someone-else')),
      'wrong audience': await forged(own, (jwt) => jwt.setAudience('another-api')),
      'unknown critical header': hs256(
        { alg: 'HS256', typ: 'JWT', crit: ['x-unknown'], 'x-unknown': true },
        { ...claims, iat: now, nbf: now, exp: now + 600 },
      ),
      'subject changed after signing': `${header}.${base64url({ ...claims, sub: String(other.sub) })}.${signature}`,
      'signature of another token': `${header}.${payload}.${(await signIn(DEMO_USERS.root)).accessToken.split('.')[2]}`,
      'signature removed': `${header}.${payload}.`,
      'oversized (valid signature, padded claims)': await forged({ ...own, pad: 'x'.repeat(4000) }),
      'oversized garbage': 'a'.repeat(64 * 1024),
      'not a token': 'abc.def.ghi',
      'two parts': `${header}.${payload}`,
      'refresh token': pair.refreshToken,
    };

    const refusedStatuses: Record<string, number> = {};
    for (const [name, token] of Object.entries(corpus)) {
      const response = await me(token);
      refusedStatuses[name] = response.statusCode;
      expect(response.json(), name).toMatchObject({ statusCode: 401, code: 'invalid_token' });
      // A public call ignores the token and answers as it does to anyone.
      const styles = await server.call({ method: 'GET', url: '/v2/setting/app/admin/styles?domain=localhost', token });
      expect(styles.statusCode, name).toBe(200);
    }
    const malformedHeaders = ['Bearer', 'Bearer ', `Basic ${Buffer.from('root@example.com:x').toString('base64')}`, `Bearer ${pair.accessToken} extra`, pair.accessToken];
    for (const authorization of malformedHeaders) {
      expect((await server.call({ method: 'GET', url: '/acl/users', headers: { authorization } })).statusCode, authorization).toBe(401);
    }
    // The real token still works: the refusals above are the token's, not the session's.
    expect((await me(pair.accessToken)).statusCode).toBe(200);
    const accepted = Object.entries(refusedStatuses).filter(([, status]) => status !== 401);
    expect(accepted).toEqual([]);
    recordFigures('tokens', {
      forgedTokens: Object.keys(corpus).length + malformedHeaders.length,
      forgedTokensAccepted: accepted.length,
      forgedTokenKinds: [...Object.keys(corpus), 'malformed Authorization headers'].join('; '),
    });
  });

  it('rotates refresh tokens, and replaying a used one ends its whole family but no other session', async () => {
    const user = await freshUser('tokens-rotate');
    const first = await signIn(user.email);
    const elsewhere = await signIn(user.email);
    const second = (await refresh(first.refreshToken)).json() as Pair;
    expect(second.refreshToken).not.toBe(first.refreshToken);
    const third = (await refresh(second.refreshToken)).json() as Pair;
    expect((await me(third.accessToken)).statusCode).toBe(200);

    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
    expect(await sessionStatus(third)).toEqual([401, 401]);
    expect((await me(first.accessToken)).statusCode).toBe(401);
    expect((await me(second.accessToken)).statusCode).toBe(401);
    expect(await sessionStatus(elsewhere)).toEqual([200, 200]);
  });

  it('lets one of two uses of a refresh token at once win at most, and ends the family', async () => {
    const user = await freshUser('tokens-race');
    const pair = await signIn(user.email);
    const answers = await Promise.all([refresh(pair.refreshToken), refresh(pair.refreshToken)]);
    const won = answers.filter((a) => a.statusCode === 200);
    expect(won.length).toBeLessThanOrEqual(1);
    expect(answers.filter((a) => a.statusCode === 401).length).toBeGreaterThanOrEqual(1);
    for (const winner of won) expect(await sessionStatus(winner.json() as Pair)).toEqual([401, 401]);
  });

  it('ends the session on sign-out: its access and refresh tokens stop working, other sessions go on', async () => {
    const user = await freshUser('tokens-signout');
    const pair = await signIn(user.email);
    const other = await signIn(user.email);
    expect((await server.call({ method: 'POST', url: '/users/auth-admin/logout', token: pair.accessToken, payload: { refreshToken: pair.refreshToken } })).statusCode).toBe(204);
    expect(await sessionStatus(pair)).toEqual([401, 401]);
    expect((await me(other.accessToken)).statusCode).toBe(200);
  });

  it('ends the other sessions when the password is changed, all of them when it is reset, and when an administrator sets it', async () => {
    const user = await freshUser('tokens-password');
    const mine = await signIn(user.email);
    const other = await signIn(user.email);
    const changed = await server.call({ method: 'POST', url: '/acl/users/change-password', token: mine.accessToken, payload: { currentPassword: PASSWORD, password: 'changed-1' } });
    expect(changed.statusCode).toBe(204);
    expect(await sessionStatus(other)).toEqual([401, 401]);
    expect((await me(mine.accessToken)).statusCode).toBe(200);

    expect((await server.call({ method: 'GET', url: `/acl/users/forgot?email=${encodeURIComponent(user.email)}` })).statusCode).toBe(200);
    const mail = await server.db.selectFrom('mail_outbox').select('body').where('recipient', '=', user.email).executeTakeFirstOrThrow();
    const token = /token=([\w-]+)/.exec(mail.body)?.[1] ?? '';
    const current = await signIn(user.email, 'changed-1');
    expect((await server.call({ method: 'POST', url: '/acl/users/reset-password', payload: { token, password: 'reset-12' } })).statusCode).toBe(204);
    expect(await sessionStatus(mine)).toEqual([401, 401]);
    expect(await sessionStatus(current)).toEqual([401, 401]);

    const beforeAdmin = await signIn(user.email, 'reset-12');
    const root = await server.tokenFor(DEMO_USERS.root);
    const set = await server.call({ method: 'PUT', url: `/users/${user.id}`, token: root, payload: { password: 'by-admin-1' } });
    expect(set.statusCode).toBe(200);
    expect(await sessionStatus(beforeAdmin)).toEqual([401, 401]);
    expect((await server.call({ method: 'POST', url: '/users/auth-admin', payload: { email: user.email, password: 'by-admin-1', type: 'admin' } })).statusCode).toBe(200);
  });

  it('ends the sessions of a deleted user (through either delete) and of a disabled one', async () => {
    const root = await server.tokenFor(DEMO_USERS.root);
    for (const url of ['/users/', '/acl/users/']) {
      const user = await freshUser(`tokens-deleted-${url.length}`);
      const pair = await signIn(user.email);
      expect((await server.call({ method: 'DELETE', url: `${url}${user.id}`, token: root })).statusCode).toBe(204);
      expect(await sessionStatus(pair), url).toEqual([401, 401]);
    }
    const user = await freshUser('tokens-disabled');
    const pair = await signIn(user.email);
    await server.db.updateTable('users').set({ disabled: true }).where('id', '=', user.id).execute();
    expect(await sessionStatus(pair)).toEqual([401, 401]);
    expect((await server.call({ method: 'POST', url: '/users/auth-admin', payload: { email: user.email, password: PASSWORD, type: 'admin' } })).statusCode).toBe(401);
  });

  it('applies a permission taken from a role, or given back, on the next request with the same token', async () => {
    const root = await server.tokenFor(DEMO_USERS.root);
    const staff = (await signIn(DEMO_USERS.staff)).accessToken;
    const riders = () => server.call({ method: 'GET', url: '/delivery-man/list', token: staff });
    expect((await riders()).statusCode).toBe(200);

    const roles = (await server.call({ method: 'GET', url: '/acl/roles', token: root })).json() as { id: string; title: string; permissions: string[] }[];
    const role = roles.find((r) => r.title === 'Operador de entregas');
    const catalogue = await server.db.selectFrom('permissions').select(['id', 'name']).execute();
    const delivery = String(catalogue.find((p) => p.name === 'accessToCompanyDelivery')?.id);
    expect(role?.permissions).toContain(delivery);
    const update = (permissions: string[]) =>
      server.call({ method: 'PUT', url: '/acl/roles', token: root, payload: { id: role?.id, title: role?.title, permissions } });

    expect((await update((role?.permissions ?? []).filter((p) => p !== delivery))).statusCode).toBe(200);
    expect((await riders()).statusCode).toBe(403);
    expect((await update(role?.permissions ?? [])).statusCode).toBe(200);
    expect((await riders()).statusCode).toBe(200);
  });
});
