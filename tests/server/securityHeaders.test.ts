import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer as createTlsServer, type Server as TlsServer } from 'node:tls';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type AppOptions } from '../../server/app';
import { DEMO_USERS, PASSWORD, startTestServer, TEST_JWT_SECRET, type TestServer } from './harness';

/**
 * Every answer of the product, the built app's and the API's, tells the browser how to treat it:
 * the policies, nosniff and no-referrer everywhere, no-store on the API (tokens), HSTS over TLS only.
 */

// The built app's runtime configuration as `npm run build` ships it.
const BUILT = { apiBaseUrl: '/api', callCenterBaseUrl: '/api', mapStyleUrl: null, firebase: null };

// The policy of the app on its own origin: no inline script, no eval, nothing framing it.
const OWN_ORIGIN_POLICY =
  "default-src 'self'; script-src 'self'; worker-src 'self'; style-src 'self' 'unsafe-inline'; " +
  "img-src 'self' data: blob: https:; connect-src 'self'; object-src 'none'; base-uri 'none'; " +
  "form-action 'self'; frame-ancestors 'none'";

// The API's answers are data: nothing in them may run, load or be framed.
const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

const HASHED_ASSET = '/assets/index-D1a2b3c4.js';

let server: TestServer;
let dir: string;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  server = await startTestServer();
  dir = mkdtempSync(join(tmpdir(), 'backoffice-headers-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/assets/index-D1a2b3c4.js"></script>');
  writeFileSync(join(dir, 'config.json'), JSON.stringify(BUILT));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, HASHED_ASSET), 'console.info("app");');
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The product over the test database, serving `staticDir` (a built app) at `/`. */
async function serve(options: Partial<AppOptions> = {}): Promise<FastifyInstance> {
  const app = await buildApp({ db: server.db, jwtSecret: TEST_JWT_SECRET, staticDir: dir, ...options });
  apps.push(app);
  return app;
}

/** The headers every answer carries over plain HTTP, with `policy`. */
function everyAnswer(policy: string) {
  return { 'content-security-policy': policy, 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer' };
}

describe('the built app', () => {
  it('answers index.html, a hashed asset and config.json with the app policy and no HSTS over HTTP', async () => {
    const app = await serve();
    for (const url of ['/', '/dashboard', '/auth/reset-password?token=reset-token-in-the-query', HASHED_ASSET, '/config.json']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers, url).toMatchObject(everyAnswer(OWN_ORIGIN_POLICY));
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
    // The static files keep their own caching: a hashed asset for a year, config.json never.
    expect((await app.inject({ method: 'GET', url: HASHED_ASSET })).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // HSTS is not taken from a forwarding header: no proxy is trusted.
    const forwarded = await app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(forwarded.headers['strict-transport-security']).toBeUndefined();
  });

  it('allows the addresses config.json names, the local new-order database as this request reached it included', async () => {
    const app = await serve({
      configOverrides: (request) => ({ firebase: { databaseURL: `ws://${request.hostname}:9000?ns=demo-new-orders`, projectId: 'demo-new-orders' } }),
    });
    for (const url of ['/', '/config.json', HASHED_ASSET]) {
      const response = await app.inject({ method: 'GET', url, headers: { host: 'backoffice.example:8080' } });
      expect(response.headers['content-security-policy'], url).toBe(
        "default-src 'self'; script-src 'self'; worker-src 'self'; style-src 'self' 'unsafe-inline'; " +
          "img-src 'self' data: blob: https:; connect-src 'self' ws://backoffice.example:9000; object-src 'none'; base-uri 'none'; " +
          "form-action 'self'; frame-ancestors 'none'",
      );
    }
  });

  it('follows a deployment that points the bases, the map style and Firebase elsewhere, edited in place', async () => {
    const elsewhere = mkdtempSync(join(tmpdir(), 'backoffice-headers-'));
    try {
      writeFileSync(join(elsewhere, 'index.html'), '<!doctype html><div id="root"></div>');
      writeFileSync(join(elsewhere, 'config.json'), JSON.stringify(BUILT));
      const app = await serve({ staticDir: elsewhere });
      expect((await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']).toBe(OWN_ORIGIN_POLICY);
      writeFileSync(
        join(elsewhere, 'config.json'),
        JSON.stringify({
          apiBaseUrl: 'https://api.example.com/api',
          callCenterBaseUrl: 'https://callcenter.example.net:8443/v2',
          mapStyleUrl: 'https://tiles.example.org/styles/streets.json',
          firebase: { databaseURL: 'https://orders-demo-default-rtdb.firebaseio.com', projectId: 'orders-demo' },
        }),
      );
      const response = await app.inject({ method: 'GET', url: '/' });
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'self'; " +
          // Long polling, the SDK's fallback from WebSocket, loads its answers as scripts.
          "script-src 'self' https://orders-demo-default-rtdb.firebaseio.com https://*.firebaseio.com; " +
          "worker-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https:; " +
          "connect-src 'self' https://api.example.com https://callcenter.example.net:8443 https://tiles.example.org " +
          'wss://orders-demo-default-rtdb.firebaseio.com wss://*.firebaseio.com https://orders-demo-default-rtdb.firebaseio.com https://*.firebaseio.com; ' +
          "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
      );
      // A file that does not parse leaves the app its own origin only (the app reports the file).
      writeFileSync(join(elsewhere, 'config.json'), '{ "apiBaseUrl": ');
      expect((await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']).toBe(OWN_ORIGIN_POLICY);
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });

  it('names where browsers report refusals when told', async () => {
    const app = await serve({ cspReportUri: 'https://reports.example.com/csp' });
    expect((await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']).toBe(
      `${OWN_ORIGIN_POLICY}; report-uri https://reports.example.com/csp`,
    );
    expect((await app.inject({ method: 'GET', url: '/api/no-such-route' })).headers['content-security-policy']).toBe(
      `${API_POLICY}; report-uri https://reports.example.com/csp`,
    );
  });
});

describe('the API', () => {
  it('answers tokens, data and errors with the API policy and no-store', async () => {
    const app = await serve();
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/users/auth-admin',
      payload: { email: DEMO_USERS.root, password: PASSWORD, type: 'admin' },
    });
    expect(signIn.statusCode).toBe(200);
    const { accessToken, refreshToken } = signIn.json<{ accessToken: string; refreshToken: string }>();
    const refresh = await app.inject({ method: 'POST', url: '/api/users/auth-admin/refresh', payload: { refreshToken } });
    expect(refresh.statusCode).toBe(200);
    expect(refresh.json()).toHaveProperty('accessToken');
    const answers = {
      signIn,
      refresh,
      wrongPassword: await app.inject({
        method: 'POST',
        url: '/api/users/auth-admin',
        payload: { email: DEMO_USERS.root, password: 'not-the-password', type: 'admin' },
      }),
      data: await app.inject({ method: 'GET', url: '/api/acl/roles', headers: { authorization: `Bearer ${accessToken}` } }),
      anonymous: await app.inject({ method: 'GET', url: '/api/acl/roles' }),
      unknownRoute: await app.inject({ method: 'GET', url: '/api/no-such-route' }),
    };
    expect(Object.fromEntries(Object.entries(answers).map(([name, answer]) => [name, answer.statusCode]))).toEqual({
      signIn: 200,
      refresh: 200,
      wrongPassword: 401,
      data: 200,
      anonymous: 401,
      unknownRoute: 404,
    });
    for (const [name, answer] of Object.entries(answers)) {
      expect(answer.headers, name).toMatchObject({ ...everyAnswer(API_POLICY), 'cache-control': 'no-store' });
      expect(answer.headers['strict-transport-security'], name).toBeUndefined();
    }
  });

  it('carries the headers without a built app too', async () => {
    const response = await server.call({ method: 'POST', url: '/users/auth-admin', payload: { email: DEMO_USERS.root, password: PASSWORD, type: 'admin' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({ ...everyAnswer(API_POLICY), 'cache-control': 'no-store' });
  });
});

describe('over TLS', () => {
  let tls: TlsServer;
  let certificate: string;

  beforeAll(async () => {
    // A certificate of its own for 127.0.0.1, made for this test.
    const keyFile = join(dir, 'key.pem');
    const certFile = join(dir, 'cert.pem');
    const subject = ['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'];
    const key = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', keyFile];
    execFileSync('openssl', ['req', '-x509', '-days', '1', ...subject, ...key, '-out', certFile], { stdio: 'ignore' });
    certificate = readFileSync(certFile, 'utf8');
    const app = await serve();
    await app.ready();
    // The connection is encrypted up to the app itself, as when it serves HTTPS.
    tls = createTlsServer({ key: readFileSync(keyFile), cert: certificate }, (socket) => app.server.emit('connection', socket));
    await new Promise<void>((resolve) => tls.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => (tls ? tls.close(() => resolve()) : resolve()));
  });

  function get(path: string): Promise<{ status: number; headers: Record<string, unknown> }> {
    const { port } = tls.address() as AddressInfo;
    return new Promise((resolve, reject) => {
      const request = httpsRequest({ host: '127.0.0.1', port, path, ca: certificate, agent: false }, (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
      });
      request.on('error', reject);
      request.end();
    });
  }

  it('adds HSTS to the app and the API answers', async () => {
    const index = await get('/');
    expect(index.status).toBe(200);
    expect(index.headers).toMatchObject({ ...everyAnswer(OWN_ORIGIN_POLICY), 'strict-transport-security': 'max-age=31536000' });
    const api = await get('/api/acl/roles');
    expect(api.status).toBe(401);
    expect(api.headers).toMatchObject({ ...everyAnswer(API_POLICY), 'cache-control': 'no-store', 'strict-transport-security': 'max-age=31536000' });
  });
});
