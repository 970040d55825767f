import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertAcceptablePassword, hashPassword, isCommonPassword } from '../../server/auth/passwords';
import { randomPassword } from '../../server/seed';
import { DEMO_USERS, insertUser, PASSWORD, startTestServer, testDatabaseKind, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const TOO_SHORT = {
  statusCode: 400,
  error: 'Bad Request',
  code: 'password_too_short',
  message: 'password: a new password must have at least 8 characters',
};
const TOO_COMMON = {
  statusCode: 400,
  error: 'Bad Request',
  code: 'password_too_common',
  message: 'password: this password is one of the most common ones; choose another',
};

const signIn = (email: string, password: string) =>
  server.call({ method: 'POST', url: '/users/auth-admin', payload: { email, password, type: 'admin' } });
const register = (email: string, password: string) =>
  server.call({ method: 'POST', url: '/acl/users', payload: { email, password, username: email.split('@')[0], fullname: 'Pessoa Teste' } });

async function insertOldUser(email: string, passwordHash: string): Promise<void> {
  await insertUser(server.db, { username: email.split('@')[0] ?? email, email, password_hash: passwordHash, fullname: 'Pessoa Antiga' });
}

describe(`new passwords (${testDatabaseKind})`, () => {
  it('refuses a registration with a password under 8 characters or among the most common, writing no user', async () => {
    const short = await register('curta@example.com', 'abc1234');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual(TOO_SHORT);
    // 'senha123' and 'iloveyou' are on the list; the list is lower-case and so is the check.
    for (const common of ['senha123', 'iloveyou', 'ILoveYou', 'qwertyuiop']) {
      const response = await register(`comum-${common.toLowerCase()}@example.com`, common);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(TOO_COMMON);
    }
    const written = await server.db.selectFrom('users').select('email').where('email', 'in', ['curta@example.com', 'comum-senha123@example.com']).execute();
    expect(written).toEqual([]);
    // Eight characters, counted as characters, not bytes: 'ação-çãõ' is 8 and is accepted.
    expect((await register('acentos@example.com', 'ação-çãõ')).statusCode).toBe(201);
    expect((await register('aceita@example.com', 'segredo-forte-1')).statusCode).toBe(201);
  });

  it('refuses a weak password on reset before the link is spent, so the link still works after', async () => {
    expect((await server.call({ method: 'GET', url: `/acl/users/forgot?email=${encodeURIComponent(DEMO_USERS.market)}` })).statusCode).toBe(200);
    const mail = await server.db.selectFrom('mail_outbox').select('body').where('recipient', '=', DEMO_USERS.market).executeTakeFirstOrThrow();
    const token = /token=([\w-]+)/.exec(mail.body)?.[1];
    const reset = (password: string) => server.call({ method: 'POST', url: '/acl/users/reset-password', payload: { token, password } });
    expect((await reset('curta')).json()).toEqual(TOO_SHORT);
    expect((await reset('password1')).json()).toEqual(TOO_COMMON);
    expect((await signIn(DEMO_USERS.market, PASSWORD)).statusCode).toBe(200);
    expect((await reset('uma-senha-nova-e-longa')).statusCode).toBe(204);
    expect((await signIn(DEMO_USERS.market, 'uma-senha-nova-e-longa')).statusCode).toBe(200);
  });

  it('refuses a weak password on change, keeping the current one', async () => {
    const token = await server.signIn(DEMO_USERS.staff);
    const change = (password: string) =>
      server.call({ method: 'POST', url: '/acl/users/change-password', token, payload: { currentPassword: PASSWORD, password } });
    expect((await change('1234567')).json()).toEqual(TOO_SHORT);
    expect((await change('12345678')).json()).toEqual(TOO_COMMON);
    expect((await signIn(DEMO_USERS.staff, PASSWORD)).statusCode).toBe(200);
  });

  it('still signs in with a password stored before the rule', async () => {
    await insertOldUser('antiga@example.com', await hashPassword('abc'));
    expect((await signIn('antiga@example.com', 'abc')).statusCode).toBe(200);
  });

  it("accepts the demo data's passwords: the tests' and a random one of 16 characters", async () => {
    const random = randomPassword();
    expect(random).toHaveLength(16);
    await expect(assertAcceptablePassword(random)).resolves.toBeUndefined();
    await expect(assertAcceptablePassword(PASSWORD)).resolves.toBeUndefined();
    expect(await isCommonPassword('password')).toBe(true);
    expect(await isCommonPassword('demo-password')).toBe(false);
  });
});

describe(`stored hashes (${testDatabaseKind})`, () => {
  it("stores argon2id with OWASP's first configuration: 19 MiB, 2 iterations, 1 lane", async () => {
    expect((await register('hash@example.com', 'segredo-do-hash')).statusCode).toBe(201);
    const row = await server.db.selectFrom('users').select('password_hash').where('email', '=', 'hash@example.com').executeTakeFirstOrThrow();
    expect(row.password_hash.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
  });

  it('refuses every password against a stored hash it cannot read: 401 at sign-in, 400 at change, never 200 or 500', async () => {
    const unreadable = [
      'garbage',
      '',
      '$argon2id$v=19$m=19456,t=2,p=1$not-base64$nor-this',
      '$2b$10$abcdefghijklmnopqrstuuJ3M1bUQ0oM4bSx5wD0yq3FQyV2j8a9m',
      '$argon2id$v=19$m=19456,t=2,p=1$',
    ];
    for (const [i, hash] of unreadable.entries()) {
      const email = `quebrada-${i}@example.com`;
      await insertOldUser(email, hash);
      for (const password of ['garbage', 'qualquer-senha', PASSWORD, ...(hash ? [hash] : [])]) {
        const response = await signIn(email, password);
        expect({ hash, status: response.statusCode, code: response.json().code }).toEqual({ hash, status: 401, code: 'invalid_login' });
      }
    }
    const user = await server.db.selectFrom('users').select('id').where('email', '=', 'quebrada-0@example.com').executeTakeFirstOrThrow();
    const { accessToken } = await server.sessionFor(user.id);
    const change = await server.call({
      method: 'POST',
      url: '/acl/users/change-password',
      token: accessToken,
      payload: { currentPassword: 'garbage', password: 'segredo-novo-e-longo' },
    });
    expect(change.statusCode).toBe(400);
    expect(change.json().code).toBe('wrong_password');
  });
});
