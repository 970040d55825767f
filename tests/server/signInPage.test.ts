import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { cookieLanguage } from '../../server/plugins/static';
import { startTestServer, TEST_JWT_SECRET, type TestServer } from './harness';

// The sign-in page the build draws in each language (prerendered/login.<language>.html): the
// server sends it for /auth/login in the language of the visitor's cookie, and the app's own
// index.html everywhere else.

let server: TestServer;
let dir: string;
let app: FastifyInstance;
const INDEX = '<!doctype html><div id="root">splash</div>';

beforeAll(async () => {
  server = await startTestServer();
  dir = mkdtempSync(join(tmpdir(), 'backoffice-sign-in-'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'config.json'), '{}');
  mkdirSync(join(dir, 'prerendered'));
  writeFileSync(join(dir, 'prerendered', 'login.ptBr.html'), '<form data-prerendered>Logar no sistema</form>');
  writeFileSync(join(dir, 'prerendered', 'login.en.html'), '<form data-prerendered>Sign in</form>');
  app = await buildApp({ db: server.db, jwtSecret: TEST_JWT_SECRET, staticDir: dir });
});
afterAll(async () => {
  await app?.close();
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the sign-in page drawn at build time', () => {
  it('is sent for /auth/login in Portuguese by default and in the language the cookie names, never cached across languages', async () => {
    const plain = await app.inject({ method: 'GET', url: '/auth/login?next=%2Fdashboard' });
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toBe('<form data-prerendered>Logar no sistema</form>');
    expect(plain.headers['content-type']).toMatch(/^text\/html/);
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.headers.vary).toMatch(/Cookie/);
    // The app's own policies, as index.html has them.
    expect(plain.headers['content-security-policy']).toMatch(/^default-src 'self'; script-src 'self';/);
    const english = await app.inject({ method: 'GET', url: '/auth/login', headers: { cookie: 'theme=x; language=en' } });
    expect(english.body).toBe('<form data-prerendered>Sign in</form>');
    const chosenPortuguese = await app.inject({ method: 'GET', url: '/auth/login', headers: { cookie: 'language=ptBr' } });
    expect(chosenPortuguese.body).toBe('<form data-prerendered>Logar no sistema</form>');
  });

  it('leaves the other addresses to index.html', async () => {
    for (const url of ['/auth/forgot-password', '/auth', '/dashboard']) {
      const response = await app.inject({ method: 'GET', url, headers: { cookie: 'language=en' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INDEX);
    }
  });

  it('reads only a language the app offers from the cookie', () => {
    expect(cookieLanguage(undefined)).toBe('ptBr');
    expect(cookieLanguage('language=en')).toBe('en');
    expect(cookieLanguage('a=1; language=fr')).toBe('ptBr');
    expect(cookieLanguage('xlanguage=en')).toBe('ptBr');
    expect(cookieLanguage('language=../../etc/passwd')).toBe('ptBr');
  });
});
