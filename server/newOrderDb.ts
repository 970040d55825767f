/**
 * A Realtime Database on this machine for the new-order alert (seed 001 section 4), so `npm start`
 * shows the alert without a Firebase project: `firebase-server` speaks the database's WebSocket
 * protocol well enough for the SDK's `onValue` and `set`. It keeps its data in memory.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import FirebaseServer from 'firebase-server';
import { deleteApp, initializeApp } from 'firebase/app';
import { getDatabase, ref, set } from 'firebase/database';
import type { FirebaseConfig } from '../src/contract/runtimeConfig';
import { newOrderPath } from '../src/domain/newOrder';
import type { NewOrderSignal } from './handlers/types';

/** The database name (`?ns=`) the browser asks for; the local server answers any. */
export const NEW_ORDER_DB_NAMESPACE = 'demo-new-orders';

/** Where the local database listens unless NEW_ORDER_DB_PORT says otherwise (the Firebase emulator's usual port). */
export const DEFAULT_NEW_ORDER_DB_PORT = 9000;

/** Whether `npm start` runs the local database, and on which port. */
export interface NewOrderDbSettings {
  enabled: boolean;
  port: number;
}

/** Reads NEW_ORDER_DB (`off`, `false`, `no` or `0` disable it; on by default) and NEW_ORDER_DB_PORT. */
export function readNewOrderDbSettings(env: NodeJS.ProcessEnv = process.env): NewOrderDbSettings {
  const enabled = !/^(off|false|no|0)$/i.test(env.NEW_ORDER_DB?.trim() ?? '');
  const port = Number(env.NEW_ORDER_DB_PORT ?? DEFAULT_NEW_ORDER_DB_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`NEW_ORDER_DB_PORT must be a port number, got ${env.NEW_ORDER_DB_PORT}`);
  }
  return { enabled, port };
}

/** A running local database. */
export interface NewOrderDb {
  port: number;
  /**
   * The Firebase settings for a browser that reaches this machine as `hostname`, for the served
   * `config.json`: `ws://` makes the SDK use WebSockets only, which is all the local server speaks.
   */
  firebaseConfigFor(hostname: string): FirebaseConfig;
  close(): Promise<void>;
}

/**
 * The handshake names the host the SDK reconnects to after a dropped connection; firebase-server
 * sends one fixed name, so each client is told the host it reached this database at instead.
 */
class LoopbackRealtimeDatabase extends FirebaseServer {
  // The parameter's type is firebase-server's WebSocket, which it types from a package it does not ship.
  protected override handleConnection(ws: never, request?: IncomingMessage): void {
    const host = request?.headers.host;
    if (host) Reflect.set(this, 'name', host);
    super.handleConnection(ws);
  }
}

function listen(server: ReturnType<typeof createServer>, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/**
 * Starts the local database on `host`:`port` (0 for any free port).
 * @example const db = await startNewOrderDb({ host: '127.0.0.1', port: 0 }); db.firebaseConfigFor('127.0.0.1');
 */
export async function startNewOrderDb(options: { host: string; port: number }): Promise<NewOrderDb> {
  const http = createServer((_request, response) => {
    response.writeHead(426, { 'Content-Type': 'text/plain' }).end('This Realtime Database speaks WebSocket only.\n');
  });
  await listen(http, options.port, options.host);
  const port = (http.address() as AddressInfo).port;
  const database = new LoopbackRealtimeDatabase({ server: http }, `localhost:${port}`);
  return {
    port,
    firebaseConfigFor: (hostname) => ({
      databaseURL: `ws://${hostname}:${port}?ns=${NEW_ORDER_DB_NAMESPACE}`,
      projectId: NEW_ORDER_DB_NAMESPACE,
    }),
    async close() {
      await database.close();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}

/**
 * The keys laid over config.json for the local database: reached at the host of `publicUrl`
 * (PUBLIC_URL), whatever host a request names, so that a forged Host header cannot point a
 * browser elsewhere.
 * @example newOrderConfigOverrides(db, 'http://localhost:8080')() // { firebase: { databaseURL: 'ws://localhost:9000?ns=demo-new-orders', ... } }
 */
export function newOrderConfigOverrides(db: NewOrderDb, publicUrl: string): () => { firebase: FirebaseConfig } {
  const firebase = db.firebaseConfigFor(new URL(publicUrl).hostname);
  return () => ({ firebase });
}

function isAddressInUse(error: unknown): boolean {
  return error instanceof Error && Reflect.get(error, 'code') === 'EADDRINUSE';
}

/**
 * The local database as the environment asks (see {@link readNewOrderDbSettings}) on `host`, or
 * null when turned off. A busy port gives way to a free one: the served `config.json` says which.
 */
export async function startConfiguredNewOrderDb(host: string, env: NodeJS.ProcessEnv = process.env): Promise<NewOrderDb | null> {
  const settings = readNewOrderDbSettings(env);
  if (!settings.enabled) return null;
  try {
    return await startNewOrderDb({ host, port: settings.port });
  } catch (error) {
    if (!isAddressInUse(error) || settings.port === 0) throw error;
    return startNewOrderDb({ host, port: 0 });
  }
}

/** A plausible new order for the demo: a number, the customer, the total and when it was placed. */
export function demoNewOrder(now: Date = new Date()): { orderNumber: number; customerName: string; total: number; createdAt: string } {
  const customers = ['Ana Souza', 'Bruno Lima', 'Carla Santos', 'Diego Costa', 'Eduarda Ribeiro'];
  const seconds = Math.floor(now.getTime() / 1000);
  return {
    orderNumber: 1000 + (seconds % 9000),
    customerName: customers[seconds % customers.length] ?? 'Ana Souza',
    total: 25 + (seconds % 15_000) / 100,
    createdAt: now.toISOString(),
  };
}

/**
 * Writes `order` at `newOrder/{companyId}` with the Firebase SDK's `set`, as the platform does
 * when an order arrives, then closes the connection.
 * @example await writeNewOrder({ databaseURL: 'ws://localhost:9000?ns=demo-new-orders' }, companyId, demoNewOrder());
 */
export async function writeNewOrder(firebase: FirebaseConfig, companyId: string, order: unknown): Promise<void> {
  const app = initializeApp(firebase, `new-order-writer-${randomUUID()}`);
  try {
    await set(ref(getDatabase(app, firebase.databaseURL), newOrderPath(companyId)), order);
  } finally {
    await deleteApp(app);
  }
}

/**
 * The server's new-order signal over this local database: an order entering `WAIT_COMPANY` is
 * written at `newOrder/{companyId}`, so the signed-in company's alert rings for real orders.
 */
export function newOrderSignalOf(db: NewOrderDb): NewOrderSignal {
  return (companyId, order) => writeNewOrder(db.firebaseConfigFor('127.0.0.1'), companyId, order);
}
