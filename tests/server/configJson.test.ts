import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/contract/runtimeConfig';
import { buildApp } from '../../server/app';
import { migrate, openDatabase, type Db } from '../../server/db';
import { newOrderConfigOverrides, startNewOrderDb, type NewOrderDb } from '../../server/newOrderDb';
import { recordFigures } from './security/figures';

// The built app's runtime configuration, as served with and without the local new-order database.
const BUILT = { apiBaseUrl: '/api', callCenterBaseUrl: '/api', mapStyleUrl: null, firebase: null };

let dir: string;
let db: Db;
let newOrderDb: NewOrderDb;
const apps: FastifyInstance[] = [];
beforeAll(async () => {
  newOrderDb = await startNewOrderDb({ host: '127.0.0.1', port: 0 });
  dir = mkdtempSync(join(tmpdir(), 'backoffice-dist-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, 'config.json'), JSON.stringify(BUILT));
  writeFileSync(join(dir, 'new-order-alert.wav'), 'RIFF');
  db = openDatabase('memory://');
  await migrate(db);
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await newOrderDb?.close();
  await db?.destroy();
  rmSync(dir, { recursive: true, force: true });
});

async function serve(options: { overrides?: boolean } = {}) {
  const app = await buildApp({
    db,
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
    staticDir: dir,
    // What `npm start` lays over the file, with PUBLIC_URL=https://backoffice.example:8443.
    configOverrides: options.overrides ? newOrderConfigOverrides(newOrderDb, 'https://backoffice.example:8443') : undefined,
  });
  apps.push(app);
  return app;
}

describe('GET /config.json', () => {
  it('is the built file when nothing overrides it', async () => {
    const app = await serve();
    const response = await app.inject({ method: 'GET', url: '/config.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(BUILT);
  });

  it("points the browser at the local new-order database on PUBLIC_URL's host, whatever host the request names", async () => {
    const app = await serve({ overrides: true });
    const expected = {
      ...BUILT,
      firebase: { databaseURL: `ws://backoffice.example:${newOrderDb.port}?ns=demo-new-orders`, projectId: 'demo-new-orders' },
    };
    const forged = [
      { host: 'evil.example' },
      { host: 'evil.example:8080', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http', forwarded: 'host=evil.example' },
      { host: 'backoffice.example:8443', 'x-forwarded-host': 'evil.example' },
    ];
    let naming = 0;
    for (const headers of forged) {
      const response = await app.inject({ method: 'GET', url: '/config.json', headers });
      if (response.body.includes('evil')) naming++;
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(parseConfig(response.json())).toEqual(expected);
      expect(response.body).not.toContain('evil');
    }
    recordFigures('configHost', { forgedConfigRequests: forged.length, configsNamingTheForgedHost: naming });
    // The rest of the built app is served as before.
    expect((await app.inject({ method: 'GET', url: '/new-order-alert.wav' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/dashboard' })).body).toContain('<div id="root">');
  });

  it('serves a file that does not parse as it is, for the app to report', async () => {
    const broken = mkdtempSync(join(tmpdir(), 'backoffice-dist-'));
    try {
      writeFileSync(join(broken, 'index.html'), '<!doctype html>');
      writeFileSync(join(broken, 'config.json'), '{ "apiBaseUrl": ');
      const app = await buildApp({ db, jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing', staticDir: broken, configOverrides: () => ({ firebase: null }) });
      apps.push(app);
      const response = await app.inject({ method: 'GET', url: '/config.json' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('{ "apiBaseUrl": ');
      rmSync(join(broken, 'config.json'));
      const missing = await app.inject({ method: 'GET', url: '/config.json' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ statusCode: 404, message: 'config.json is missing from the built app' });
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });
});
