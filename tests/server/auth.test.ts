import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS, PASSWORD, startTestServer, testDatabaseKind, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const signIn = (email: string, password = PASSWORD) =>
  server.call({ method: 'POST', url: '/users/auth-admin', payload: { email, password, type: 'admin' } });

describe(`sign-in and sessions (${testDatabaseKind})`, () => {
  it('answers an access token, a refresh token and the lifetime for the right password', async () => {
    const response = await signIn(DEMO_USERS.root);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String), expiresIn: 900, tokenType: 'Bearer' });
    const [header] = String(body.accessToken).split('.');
    expect(JSON.parse(Buffer.from(header as string, 'base64url').toString())).toMatchObject({ alg: 'HS256' });
  });

  it('signs in whatever the case of the e-mail', async () => {
    expect((await signIn('ROOT@Example.com')).statusCode).toBe(200);
  });

  it('answers 401 with the invalid-login message for a wrong password or an unknown e-mail', async () => {
    for (const response of [await signIn(DEMO_USERS.root, 'wrong-password'), await signIn('nobody@example.com')]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'The login detail is incorrect',
        code: 'invalid_login',
      });
    }
  });

  it('slows down password guessing: the eleventh failure in a row answers 429 with Retry-After', async () => {
    const email = 'franchise@example.com';
    for (let i = 0; i < 10; i++) expect((await signIn(email, `guess-${i}`)).statusCode).toBe(401);
    const blocked = await signIn(email);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().code).toBe('too_many_attempts');
    // Other accounts are not affected.
    expect((await signIn(DEMO_USERS.root)).statusCode).toBe(200);
  });

  it('answers 400 naming the field for a malformed request', async () => {
    const response = await server.call({ method: 'POST', url: '/users/auth-admin', payload: { email: 'not-an-email', password: 'x', type: 'admin' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/email/);
    const wrongType = await server.call({ method: 'POST', url: '/users/auth-admin', payload: { email: DEMO_USERS.root, password: PASSWORD, type: 'shopper' } });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toMatch(/type/);
  });

  it('answers the current user with effective permissions and no password hash', async () => {
    const token = (await signIn(DEMO_USERS.restaurant)).json().accessToken;
    const response = await server.call({ method: 'GET', url: '/acl/users', token });
    expect(response.statusCode).toBe(200);
    const user = response.json();
    expect(user).toMatchObject({ email: DEMO_USERS.restaurant, company: { type: 'restaurant', shoppingFlow: 'MENU' } });
    expect(user.permissions.map((p: { name: string }) => p.name)).toContain('accessToFoodMenu');
    expect(response.body).not.toMatch(/argon2|password_hash|passwordHash/);
  });

  it('refuses calls without a token, with a forged token or a token of an ended session', async () => {
    expect((await server.call({ method: 'GET', url: '/acl/users' })).statusCode).toBe(401);
    expect((await server.call({ method: 'GET', url: '/acl/users', token: 'abc.def.ghi' })).statusCode).toBe(401);
    const { accessToken } = (await signIn(DEMO_USERS.market)).json();
    expect((await server.call({ method: 'POST', url: '/users/auth-admin/logout', token: accessToken, payload: {} })).statusCode).toBe(204);
    const after = await server.call({ method: 'GET', url: '/acl/users', token: accessToken });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('invalid_token');
  });

  it('rotates refresh tokens and ends the session when a used one comes back', async () => {
    const first = (await signIn(DEMO_USERS.partner)).json();
    const refresh = (token: string) => server.call({ method: 'POST', url: '/users/auth-admin/refresh', payload: { refreshToken: token } });
    const second = await refresh(first.refreshToken);
    expect(second.statusCode).toBe(200);
    const rotated = second.json();
    expect(rotated.refreshToken).not.toBe(first.refreshToken);
    expect((await server.call({ method: 'GET', url: '/acl/users', token: rotated.accessToken })).statusCode).toBe(200);
    // Replaying the first token ends the whole family, including the rotated tokens.
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(401);
    expect((await server.call({ method: 'GET', url: '/acl/users', token: rotated.accessToken })).statusCode).toBe(401);
  });

  it('registers a plain account that can sign in, ignoring roles asked for anonymously', async () => {
    const response = await server.call({
      method: 'POST',
      url: '/acl/users',
      payload: { email: 'nova@example.com', password: 'segredo1', confirmPassword: 'segredo1', username: 'nova', fullname: 'Nova Pessoa', roles: ['1'] },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ email: 'nova@example.com', roles: [], isRoot: false, permissions: [] });
    expect((await signIn('nova@example.com', 'segredo1')).statusCode).toBe(200);
    const again = await server.call({ method: 'POST', url: '/acl/users', payload: { email: 'NOVA@example.com', password: 'segredo1', username: 'other', fullname: 'Nova Pessoa' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/email/);
  });

  it('refuses a registration whose confirmation differs, writing nothing', async () => {
    const response = await server.call({
      method: 'POST',
      url: '/acl/users',
      payload: { email: 'diff@example.com', password: 'segredo1', confirmPassword: 'segredo2', username: 'diff', fullname: 'Diff Pessoa' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("confirmPassword: Passsword and ConfirmPassword didn't match.");
    expect((await signIn('diff@example.com', 'segredo1')).statusCode).toBe(401);
  });

  it('answers forgot-password the same for known and unknown e-mails, and the mailed token resets once', async () => {
    const known = await server.call({ method: 'GET', url: `/acl/users/forgot?email=${encodeURIComponent(DEMO_USERS.staff)}` });
    const unknown = await server.call({ method: 'GET', url: '/acl/users/forgot?email=ghost%40example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    const mails = await server.db.selectFrom('mail_outbox').selectAll().execute();
    expect(mails.map((m) => m.recipient)).toEqual([DEMO_USERS.staff]);
    const token = /token=([\w-]+)/.exec(mails[0]?.body ?? '')?.[1];
    expect(token).toBeDefined();
    const stored = await server.db.selectFrom('password_reset_tokens').select('token_hash').execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(token);

    const before = (await signIn(DEMO_USERS.staff)).json().accessToken;
    const reset = (password: string) => server.call({ method: 'POST', url: '/acl/users/reset-password', payload: { token, password } });
    expect((await reset('nova-senha')).statusCode).toBe(204);
    expect((await reset('outra-senha')).statusCode).toBe(400);
    expect((await signIn(DEMO_USERS.staff)).statusCode).toBe(401);
    expect((await signIn(DEMO_USERS.staff, 'nova-senha')).statusCode).toBe(200);
    // Resetting the password ended the sessions that were open.
    expect((await server.call({ method: 'GET', url: '/acl/users', token: before })).statusCode).toBe(401);
  });

  it('changes the own password only with the current one, keeping this session and ending the others', async () => {
    const email = 'troca@example.com';
    await server.call({ method: 'POST', url: '/acl/users', payload: { email, password: 'senha-antiga-1', username: 'troca', fullname: 'Troca Senha' } });
    const other = (await signIn(email, 'senha-antiga-1')).json().accessToken;
    const mine = (await signIn(email, 'senha-antiga-1')).json().accessToken;
    const change = (currentPassword: string) =>
      server.call({ method: 'POST', url: '/acl/users/change-password', token: mine, payload: { currentPassword, password: 'senha-nova-22' } });
    expect((await change('errada')).statusCode).toBe(400);
    expect((await change('senha-antiga-1')).statusCode).toBe(204);
    expect((await server.call({ method: 'GET', url: '/acl/users', token: mine })).statusCode).toBe(200);
    expect((await server.call({ method: 'GET', url: '/acl/users', token: other })).statusCode).toBe(401);
    expect((await signIn(email, 'senha-nova-22')).statusCode).toBe(200);
  });

  it('ends every reset link of an account once one of them is used', async () => {
    const email = DEMO_USERS.partner;
    const links = async () => {
      const mails = await server.db.selectFrom('mail_outbox').select('body').where('recipient', '=', email).orderBy('id').execute();
      return mails.map((m) => /token=([\w-]+)/.exec(m.body)?.[1] ?? '');
    };
    const ask = () => server.call({ method: 'GET', url: `/acl/users/forgot?email=${encodeURIComponent(email)}` });
    expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(200);
    const [first, second] = await links();
    expect(first).not.toBe(second);
    const reset = (token: string | undefined, password: string) =>
      server.call({ method: 'POST', url: '/acl/users/reset-password', payload: { token, password } });
    expect((await reset(second, 'senha-do-segundo-link')).statusCode).toBe(204);
    const stale = await reset(first, 'senha-do-primeiro-link');
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'invalid_reset_token',
      message: 'token: the reset link is invalid, used or expired',
    });
    expect((await signIn(email, 'senha-do-segundo-link')).statusCode).toBe(200);

    // A password changed another way ends the links mailed before it too.
    expect((await ask()).statusCode).toBe(200);
    const pending = (await links()).at(-1);
    const token = (await signIn(email, 'senha-do-segundo-link')).json().accessToken;
    const changed = await server.call({
      method: 'POST',
      url: '/acl/users/change-password',
      token,
      payload: { currentPassword: 'senha-do-segundo-link', password: 'senha-trocada-depois' },
    });
    expect(changed.statusCode).toBe(204);
    expect((await reset(pending, 'senha-do-link-velho')).json().code).toBe('invalid_reset_token');
    expect((await signIn(email, 'senha-trocada-depois')).statusCode).toBe(200);
  });
});
