import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { buildApp } from './app';
import { readConfig } from './config';
import { assertDurable, migrate, openDatabase, type Db } from './db';
import { startEmbeddedVacuum, vacuumEmbedded } from './db/embeddedVacuum';
import { DEMO_USERS, isEmpty, randomPassword, seedDemoData } from './seed';
import { transportFromConfig } from './services/whatsappTransport';
import { newOrderConfigOverrides, newOrderSignalOf, startConfiguredNewOrderDb } from './newOrderDb';
import { startDeadlineSweep } from './services/ordersSweep';

/** The access-token key: JWT_SECRET, or one generated on the first start and kept in the database. */
async function jwtSecret(db: Db, configured: string | null): Promise<string> {
  if (configured) return configured;
  const stored = await db.selectFrom('app_settings').select('value').where('key', '=', 'jwt_secret').executeTakeFirst();
  if (typeof stored?.value === 'string') return stored.value;
  const secret = randomBytes(48).toString('base64url');
  await db.insertInto('app_settings').values({ key: 'jwt_secret', value: JSON.stringify(secret) }).execute();
  return secret;
}

async function main() {
  const config = readConfig();
  if (!/^(postgres(ql)?|memory):\/\//.test(config.databaseUrl)) mkdirSync(dirname(config.databaseUrl), { recursive: true });
  const db = openDatabase(config.databaseUrl);
  // A server that could lose acknowledged writes in a crash is refused before anything is written.
  await assertDurable(db, config.databaseUrl);
  await migrate(db);
  let printedPassword: string | null = null;
  if (await isEmpty(db)) {
    const password = config.seedPassword ?? randomPassword();
    await seedDemoData(db, password);
    printedPassword = password;
  }
  // PGlite runs no autovacuum: the server vacuums it now and every 10 minutes (server/db/embeddedVacuum.ts).
  await vacuumEmbedded(db);
  // The new-order alert's Realtime Database on this machine (NEW_ORDER_DB=off keeps config.json's Firebase).
  const newOrderDb = await startConfiguredNewOrderDb(config.host);
  const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
  // Links in mails and config.json start with it; a request's Host header is never trusted for them.
  const publicUrl = config.publicUrl ?? `http://${shown.includes(':') ? `[${shown}]` : shown}:${config.port}`;
  const app = await buildApp({
    db,
    jwtSecret: await jwtSecret(db, config.jwtSecret),
    staticDir: config.staticDir,
    publicUrl,
    configOverrides: newOrderDb ? newOrderConfigOverrides(newOrderDb, publicUrl) : undefined,
    // Orders entering WAIT_COMPANY ring the alert through the local database.
    ...(newOrderDb ? { newOrderSignal: newOrderSignalOf(newOrderDb) } : {}),
    // From 'warn' up unless LOG_LEVEL says otherwise; the audit lines (sign-ins, failures, denials,
    // password events) pass at any level but 'silent', and buildApp keeps secrets out (server/auth/audit.ts).
    logger: { level: process.env.LOG_LEVEL ?? 'warn' },
    whatsapp: {
      transport: transportFromConfig(config.whatsapp),
      appSecret: config.whatsapp.appSecret,
      verifyToken: config.whatsapp.verifyToken,
    },
  });
  // Orders left in WAIT_COMPANY past their acceptance deadline are cancelled every 30 s, boards open or not.
  const stopDeadlineSweep = startDeadlineSweep(db, (error) => app.log.error({ err: error }, 'cancelling the orders past their acceptance deadline failed'));
  const stopEmbeddedVacuum = startEmbeddedVacuum(db, (error) => app.log.error({ err: error }, 'vacuuming the embedded database failed'));
  const close = async () => {
    stopDeadlineSweep();
    stopEmbeddedVacuum();
    await app.close();
    await newOrderDb?.close();
    await db.destroy();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
  // Messages queued while no transport was configured (or the provider was away) go out now.
  app.whatsapp.dispatchQueued().catch((error: unknown) => app.log.error({ err: error }, 'sending queued WhatsApp messages failed'));
  const lines = [
    '',
    `  Back-office running at http://${shown}:${config.port}/  (API under /api)`,
    `  Public address: ${publicUrl}${config.publicUrl ? '' : ' (PUBLIC_URL is unset: set it to the address people reach the app at, which reset links start with)'}`,
    `  Database: ${config.databaseUrl}`,
    `  New-order alert: ${newOrderDb ? `local Realtime Database on port ${newOrderDb.port} (npm run demo:new-order writes an order; NEW_ORDER_DB=off uses config.json's Firebase)` : "config.json's Firebase"}`,
    `  WhatsApp: ${app.whatsapp.sends ? 'sending through the Cloud API' : 'messages stay queued (set WHATSAPP_ACCESS_TOKEN and WHATSAPP_PHONE_NUMBER_ID to send them)'}`,
  ];
  if (printedPassword) {
    lines.push('', `  Demo users (password: ${printedPassword}):`);
    for (const [kind, email] of Object.entries(DEMO_USERS)) lines.push(`    ${email.padEnd(24)} ${kind}`);
    if (!config.seedPassword) lines.push('', '  This password was made for this database; set SEED_PASSWORD before the first start to choose one.');
    lines.push('', `  Orders like a lunch peak: npm run demo:orders -- --password '${printedPassword}'  (the order desk: /shopping-cart/restaurant)`);
  } else {
    lines.push('', `  Demo users: ${Object.values(DEMO_USERS).join(', ')} (password as printed on the first start,`);
    lines.push('  or SEED_PASSWORD if it was set then; delete ./data to start over).');
    lines.push('', "  Orders like a lunch peak: npm run demo:orders -- --password '<that password>'  (the order desk: /shopping-cart/restaurant)");
  }
  console.info(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
