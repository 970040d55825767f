import type { AddressInfo } from 'node:net';
import { existsSync, readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { openDatabase, type Db } from '../../server/db';
import { newOrderSignalOf, startNewOrderDb, type NewOrderDb } from '../../server/newOrderDb';
import type { WhatsappSettings } from '../../server/services/whatsapp';
import { seededMemoryDatabase } from '../support/seededDatabase';
import { startCspReportCollector } from './cspWatch';
import { E2E_PASSWORD, SEEDED_COPY_VARIABLE } from './demoData';

export { E2E_PASSWORD } from './demoData';

/** The access-token key of the product the browser tests start (a test may sign its own tokens with it). */
export const E2E_JWT_SECRET = 'e2e-secret-that-is-long-enough-for-hs256';

/**
 * The built app the browser tests serve: `dist/`, or the folder in `E2E_DIST` (a build of one's
 * own, while another build rewrites `dist/`).
 */
export const E2E_DIST = process.env.E2E_DIST || 'dist';

/** The product a browser test runs against. */
export interface E2eProduct {
  /** The product's address, e.g. http://127.0.0.1:41234; it stays the same across a restart. */
  url: string;
  db: Db;
  newOrderDb: NewOrderDb | null;
  /** Closes the API and the app's server (the port stops answering); the database stays. */
  stopServer(): Promise<void>;
  /** Starts a new API and app server on the same database, port and key, as a restart would. */
  startServer(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Serves the built app (`dist/`, see {@link E2E_DIST}) and the API on a free loopback port, over
 * in-memory PGlite holding the demo data (started from the copy the browser tests share, when set); with `newOrderDb`, also the new-order alert's local Realtime Database, which
 * `config.json` points at (as `npm start` does); with `whatsapp`, the WhatsApp settings (the
 * webhook's app secret, say); with `now`, the clock the opening hours are evaluated at. The
 * Content-Security-Policy's reports go to the test (./cspWatch).
 */
export async function startProduct(options: { newOrderDb?: boolean; whatsapp?: WhatsappSettings; now?: () => Date } = {}): Promise<E2eProduct> {
  if (!existsSync(`${E2E_DIST}/index.html`)) throw new Error(`${E2E_DIST}/ is missing: run \`npm run build\` before the browser tests`);
  const copy = process.env[SEEDED_COPY_VARIABLE];
  const db = copy ? openDatabase('memory://', { from: new Blob([readFileSync(copy)]) }) : await seededMemoryDatabase(E2E_PASSWORD);
  const newOrderDb = options.newOrderDb ? await startNewOrderDb({ host: '127.0.0.1', port: 0 }) : null;
  // The policy's reports fail the test like its other refusals (./cspWatch).
  const cspReports = await startCspReportCollector();
  const build = () =>
    buildApp({
      db,
      jwtSecret: E2E_JWT_SECRET,
      staticDir: E2E_DIST,
      cspReportUri: cspReports.url,
      ...(options.whatsapp ? { whatsapp: options.whatsapp } : {}),
      // The opening hours are evaluated at this clock (a test moves it instead of waiting).
      ...(options.now ? { now: options.now } : {}),
      configOverrides: newOrderDb ? (request) => ({ firebase: newOrderDb.firebaseConfigFor(request.hostname) }) : undefined,
      ...(newOrderDb ? { newOrderSignal: newOrderSignalOf(newOrderDb) } : {}),
    });
  let app: FastifyInstance | null = await build();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  // The next server is built as soon as one stops (it takes seconds), and listens when started.
  let next: Promise<FastifyInstance> | null = null;
  return {
    url: `http://127.0.0.1:${port}`,
    db,
    newOrderDb,
    async stopServer() {
      // Gone at once, as a crashed or killed server is: every connection drops, requests in flight too.
      const stopping = app;
      if (stopping) {
        const dropping = setInterval(() => stopping.server.closeAllConnections(), 20);
        await stopping.close().finally(() => clearInterval(dropping));
      }
      app = null;
      if (!next) {
        next = build();
        // A failed build is reported by startServer, which awaits it.
        next.catch(() => {});
      }
    },
    async startServer() {
      if (app) throw new Error('startServer: the server is running; stop it first');
      const started = await (next ?? build());
      next = null;
      await started.listen({ port, host: '127.0.0.1' });
      app = started;
    },
    async close() {
      await app?.close();
      await (await next)?.close();
      await newOrderDb?.close();
      await cspReports.close();
      await db.destroy();
    },
  };
}
