import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getUser } from '../../server/services/users';
import { DEMO_USERS, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    handlerOverrides: {
      // A handler that leaks on purpose: the contract's schema must keep it in.
      async getCurrentUser({ db, principal }) {
        const user = await getUser(db, principal?.userId ?? 0);
        return Object.assign(user, { passwordHash: 'argon2-secret', internalNote: 'staff only' });
      },
      async getAllRoles() {
        throw new Error('database password is hunter2');
      },
    },
  });
});
afterAll(() => server.close());

describe('answers are shaped by the contract', () => {
  it('carries no field outside the response schema', async () => {
    const token = await server.tokenFor(DEMO_USERS.root);
    const response = await server.call({ method: 'GET', url: '/acl/users', token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: DEMO_USERS.root });
    expect(response.body).not.toContain('argon2-secret');
    expect(response.body).not.toContain('internalNote');
  });

  it('answers an unexpected failure with a 500 that tells nothing of the internals', async () => {
    const token = await server.tokenFor(DEMO_USERS.root);
    const response = await server.call({ method: 'GET', url: '/acl/roles', token });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Something went wrong on the server',
      code: 'internal',
    });
  });

  it('answers a malformed JSON body with a 400 that says so', async () => {
    const response = await server.call({
      method: 'POST',
      url: '/users/auth-admin',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });
});
