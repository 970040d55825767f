import type { AddressInfo } from 'node:net';
import { existsSync } from 'node:fs';
import { buildApp } from '../../server/app';
import { migrate, openDatabase, type Db } from '../../server/db';
import { startNewOrderDb, type NewOrderDb } from '../../server/newOrderDb';
import { seedDemoData } from '../../server/seed';
import type { WhatsappSettings } from '../../server/services/whatsapp';

/** The demo password the browser tests sign in with. */
export const E2E_PASSWORD = 'e2e-password';

/**
 * Serves the built app (`dist/`) and the API on a free loopback port, over in-memory PGlite; with
 * `newOrderDb`, also the new-order alert's local Realtime Database, which `config.json` points at
 * (as `npm start` does); with `whatsapp`, the WhatsApp settings (the webhook's app secret, say).
 */
export async function startProduct(
  options: { newOrderDb?: boolean; whatsapp?: WhatsappSettings } = {},
): Promise<{ url: string; db: Db; newOrderDb: NewOrderDb | null; close(): Promise<void> }> {
  if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npm run build` before the browser tests');
  const db = openDatabase('memory://');
  await migrate(db);
  await seedDemoData(db, E2E_PASSWORD);
  const newOrderDb = options.newOrderDb ? await startNewOrderDb({ host: '127.0.0.1', port: 0 }) : null;
  const app = await buildApp({
    db,
    jwtSecret: 'e2e-secret-that-is-long-enough-for-hs256',
    staticDir: 'dist',
    ...(options.whatsapp ? { whatsapp: options.whatsapp } : {}),
    configOverrides: newOrderDb ? (request) => ({ firebase: newOrderDb.firebaseConfigFor(request.hostname) }) : undefined,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    db,
    newOrderDb,
    async close() {
      await app.close();
      await newOrderDb?.close();
      await db.destroy();
    },
  };
}
