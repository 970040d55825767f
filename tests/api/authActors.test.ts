import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { waitFor } from '../support/waitFor';
import { fetchAdminStyle, fetchCurrentUser, forgotPassword, refreshTokens, register, resetPassword, signIn, signOut } from '../../src/api/authActors';
import { createSessionMachines } from '../../src/bindings/auth';
import { createAccountForms } from '../../src/bindings/accountForms';
import { createLoginMachine } from '../../src/bindings/login';
import { anonymousCredentials, createApiClients } from '../../src/api/client';
import type { User } from '../../src/contract/schema.gen';
import { ADMIN_STYLE_STORAGE_KEY, readCachedStyle } from '../../src/domain/adminStyle';
import { readMainCompanyId, readStoredTokens } from '../../src/domain/sessionStorage';
import { userRecord } from '../support/users';

const config = { apiBaseUrl: 'http://api.test/api', callCenterBaseUrl: 'http://callcenter.test/v1' };

interface Sent {
  method: string;
  url: string;
  authorization: string | null;
  body: unknown;
}

const PAIR = { accessToken: 'access-1', refreshToken: 'refresh-1', expiresIn: 900, tokenType: 'Bearer' as const };
const USER: User = userRecord({
  id: 'u-1',
  username: 'ana',
  email: 'ana@example.com',
  fullname: 'Ana Souza',
  company: { _id: 'c-1', name: 'Cantina', type: 'restaurant', shoppingFlow: 'MENU' },
});
const UNAUTHORIZED = { statusCode: 401, error: 'Unauthorized', message: 'Wrong e-mail or password', code: 'invalid_login' };

/** A fetch answering `answer(method, path)`, recording what was sent. */
function fakeServer(answer: (method: string, path: string) => Response = () => Response.json({})) {
  const sent: Sent[] = [];
  const fetch = async (request: Request) => {
    const text = await request.clone().text();
    sent.push({
      method: request.method,
      url: request.url,
      authorization: request.headers.get('Authorization'),
      body: text ? (JSON.parse(text) as unknown) : undefined,
    });
    return answer(request.method, new URL(request.url).pathname.replace(/^\/api/, ''));
  };
  return { sent, clients: createApiClients(config, anonymousCredentials, { fetch }) };
}

function unauthorized(): Response {
  return Response.json(UNAUTHORIZED, { status: 401, statusText: 'Unauthorized' });
}

describe('auth actors', () => {
  it('signIn posts the credentials with the type admin and answers the token pair', async () => {
    const server = fakeServer(() => Response.json(PAIR));
    await expect(signIn(server.clients, { email: 'ana@example.com', password: 'secret-1' })).resolves.toEqual(PAIR);
    expect(server.sent).toEqual([
      {
        method: 'POST',
        url: 'http://api.test/api/users/auth-admin',
        authorization: null,
        body: { email: 'ana@example.com', password: 'secret-1', type: 'admin' },
      },
    ]);
  });

  it('signIn turns a 401 into the ApiError of the answer', async () => {
    const server = fakeServer(unauthorized);
    await expect(signIn(server.clients, { email: 'ana@example.com', password: 'wrong' })).rejects.toEqual(UNAUTHORIZED);
  });

  it('fetchCurrentUser gets /acl/users with the given bearer, whatever the client session holds', async () => {
    const sent: string[] = [];
    const clients = createApiClients(
      config,
      { accessToken: () => 'session-token', companyId: () => null },
      {
        fetch: async (request) => {
          sent.push(`${request.method} ${request.url} ${request.headers.get('Authorization')}`);
          return Response.json(USER);
        },
      },
    );
    await expect(fetchCurrentUser(clients, 'access-9')).resolves.toEqual(USER);
    expect(sent).toEqual(['GET http://api.test/api/acl/users Bearer access-9']);
  });

  it('fetchCurrentUser turns a 401 into an ApiError with statusCode 401', async () => {
    const server = fakeServer(() => new Response(null, { status: 401, statusText: 'Unauthorized' }));
    await expect(fetchCurrentUser(server.clients, 'expired')).rejects.toMatchObject({ statusCode: 401, error: 'Unauthorized' });
  });

  it('refreshTokens posts the refresh token', async () => {
    const server = fakeServer(() => Response.json({ ...PAIR, accessToken: 'access-2' }));
    await expect(refreshTokens(server.clients, 'refresh-1')).resolves.toMatchObject({ accessToken: 'access-2' });
    expect(server.sent).toEqual([
      { method: 'POST', url: 'http://api.test/api/users/auth-admin/refresh', authorization: null, body: { refreshToken: 'refresh-1' } },
    ]);
  });

  it('signOut posts to logout with the access token as bearer and the refresh token in the body', async () => {
    const server = fakeServer(() => new Response(null, { status: 204 }));
    await expect(signOut(server.clients, { accessToken: 'access-1', refreshToken: 'refresh-1' })).resolves.toBeUndefined();
    expect(server.sent).toEqual([
      {
        method: 'POST',
        url: 'http://api.test/api/users/auth-admin/logout',
        authorization: 'Bearer access-1',
        body: { refreshToken: 'refresh-1' },
      },
    ]);
  });

  it('register posts the new user to /acl/users', async () => {
    const server = fakeServer(() => Response.json(USER, { status: 201 }));
    const values = { email: 'ana@example.com', password: 'secret-1', confirmPassword: 'secret-1', username: 'ana', fullname: 'Ana Souza' };
    await expect(register(server.clients, values)).resolves.toEqual(USER);
    expect(server.sent).toEqual([{ method: 'POST', url: 'http://api.test/api/acl/users', authorization: null, body: values }]);
  });

  it('forgotPassword sends the e-mail as query', async () => {
    const server = fakeServer(() => Response.json({ ok: true }));
    await expect(forgotPassword(server.clients, 'ana+1@example.com')).resolves.toEqual({ ok: true });
    expect(server.sent).toEqual([
      { method: 'GET', url: 'http://api.test/api/acl/users/forgot?email=ana%2B1%40example.com', authorization: null, body: undefined },
    ]);
  });

  it('resetPassword posts the token and the new password', async () => {
    const server = fakeServer(() => new Response(null, { status: 204 }));
    await expect(resetPassword(server.clients, { token: 'mail-token', password: 'secret-2' })).resolves.toBeUndefined();
    expect(server.sent).toEqual([
      {
        method: 'POST',
        url: 'http://api.test/api/acl/users/reset-password',
        authorization: null,
        body: { token: 'mail-token', password: 'secret-2' },
      },
    ]);
  });

  it('fetchAdminStyle asks for the domain and answers the result as is', async () => {
    const server = fakeServer(() => Response.json({ adminStyle: null }));
    await expect(fetchAdminStyle(server.clients, 'backoffice.example.com:8080')).resolves.toEqual({ adminStyle: null });
    expect(server.sent[0]).toMatchObject({
      method: 'GET',
      url: 'http://api.test/api/v2/setting/app/admin/styles?domain=backoffice.example.com%3A8080',
    });
  });

  it('turns a call that never got an answer into a network ApiError', async () => {
    const clients = createApiClients(config, anonymousCredentials, {
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await expect(refreshTokens(clients, 'refresh-1')).rejects.toEqual({
      statusCode: 0,
      error: 'Network Error',
      message: 'Failed to fetch',
      code: 'network',
    });
  });
});

/** A `Storage` stand-in over a Map. */
function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

describe('createSessionMachines, createLoginMachine and createAccountForms', () => {
  it('wires the session to the server and to storage: sign-in, user, sign-out even when logout fails', async () => {
    const server = fakeServer((method, path) => {
      if (method === 'GET' && path === '/acl/users') return Response.json(USER);
      if (path === '/users/auth-admin/logout') return Response.json({ statusCode: 500, error: 'x', message: 'x' }, { status: 500 });
      return Response.json({}, { status: 404 });
    });
    const storage = memoryStorage();
    const navigations: string[] = [];
    const auth = createSessionMachines(server.clients, { storage });
    const session = createActor(auth.session.provide({ actions: { goToLogin: () => navigations.push('/auth/login') } }), {
      input: { storedTokens: readStoredTokens(storage) },
    });
    session.start();
    session.send({ type: 'session.signed_in', tokens: PAIR });
    expect(readStoredTokens(storage)).toEqual({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    await waitFor(session, (s) => s.hasTag('ready'));
    expect(readMainCompanyId(storage)).toBe('c-1');

    session.send({ type: 'session.sign_out' });
    await waitFor(session, (s) => s.hasTag('loggedOut'));
    expect(storage.map.size).toBe(0);
    expect(navigations).toEqual(['/auth/login']);
    expect(server.sent.map((s) => `${s.method} ${s.url} ${s.authorization}`)).toEqual([
      'GET http://api.test/api/acl/users Bearer access-1',
      'POST http://api.test/api/users/auth-admin/logout Bearer access-1',
    ]);
  });

  it('wires the login to signIn', async () => {
    const server = fakeServer(() => Response.json(PAIR));
    const tokens: unknown[] = [];
    const login = createActor(
      createLoginMachine(server.clients).provide({ actions: { signedIn: (_, params) => tokens.push(params.tokens) } }),
      { input: { readStoredBackground: () => '/bg.png' } },
    );
    login.start();
    login.send({ type: 'user.submit', email: 'ana@example.com', password: 'secret-1' });
    await waitFor(login, (s) => s.matches({ form: 'succeeded' }));
    expect(tokens).toEqual([PAIR]);
    login.stop();
  });

  it('register sends the form values without the agreement tick', async () => {
    const server = fakeServer(() => Response.json(USER, { status: 201 }));
    const form = createActor(createAccountForms(server.clients).register);
    form.start();
    const values = { fullname: 'Ana Souza', email: 'ana@example.com', username: 'ana', password: 'secret-1', confirmPassword: 'secret-1', agree: true };
    form.send({ type: 'user.save', values });
    await waitFor(form, (s) => s.status === 'done');
    expect(server.sent[0]?.body).toEqual({ fullname: 'Ana Souza', email: 'ana@example.com', username: 'ana', password: 'secret-1', confirmPassword: 'secret-1' });
  });

  it('forgot password judges `{ ok: false }` empty, `{ ok: true }` a success', async () => {
    let ok = false;
    const server = fakeServer(() => Response.json({ ok }));
    const machines = createAccountForms(server.clients);
    const refused = createActor(machines.forgotPassword);
    refused.start();
    refused.send({ type: 'user.save', values: { email: 'nobody@example.com' } });
    const failed = await waitFor(refused, (s) => s.context.failure !== null);
    expect(failed.value).toBe('editing');
    expect(failed.context.failure?.code).toBe('empty_answer');
    expect(failed.context.values).toEqual({ email: 'nobody@example.com' });

    ok = true;
    const taken = createActor(machines.forgotPassword);
    taken.start();
    taken.send({ type: 'user.save', values: { email: 'ana@example.com' } });
    await waitFor(taken, (s) => s.status === 'done');
  });

  it('reset password succeeds on a 204 and fails on a refused token', async () => {
    let status = 204;
    const server = fakeServer(() =>
      status === 204 ? new Response(null, { status }) : Response.json({ statusCode: 400, error: 'Bad Request', message: 'token', code: 'invalid_token' }, { status }),
    );
    const machines = createAccountForms(server.clients);
    const ok = createActor(machines.resetPassword);
    ok.start();
    ok.send({ type: 'user.save', values: { token: 't-1', password: 'secret-2', confirmPassword: 'secret-2' } });
    await waitFor(ok, (s) => s.status === 'done');
    expect(server.sent[0]?.body).toEqual({ token: 't-1', password: 'secret-2', confirmPassword: 'secret-2' });

    status = 400;
    const refused = createActor(machines.resetPassword);
    refused.start();
    refused.send({ type: 'user.save', values: { token: 'used', password: 'secret-2', confirmPassword: 'secret-2' } });
    const failed = await waitFor(refused, (s) => s.context.failure !== null);
    expect(failed.value).toBe('editing');
    expect(failed.context.failure).toMatchObject({ statusCode: 400, code: 'invalid_token' });
  });

  it('caches the fetched admin style in storage for 5 minutes', async () => {
    const server = fakeServer(() => Response.json({ adminStyle: null }));
    const storage = memoryStorage();
    const now = Date.UTC(2025, 0, 1);
    const actor = createActor(createSessionMachines(server.clients, { storage }).adminStyle, {
      input: { domain: 'a.example.com', cached: null, now },
    });
    actor.start();
    await waitFor(actor, (s) => s.matches('ready'));
    const cached = readCachedStyle(storage.getItem(ADMIN_STYLE_STORAGE_KEY), now);
    expect(cached?.expiration).toBe(now + 5 * 60 * 1000);
    expect(cached?.style.titleTab).toBe('Back-office Delivery');
  });
});
