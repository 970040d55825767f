import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import pg from 'pg';
import { embeddedOf, isServerUrl, type Db } from '../db';
import { ORDER_EVENTS_CHANNEL } from './events';

/** What a listening connection tells the bus. */
export interface NotificationHandlers {
  /** One notification's payload on the order events channel. */
  notify(payload: string): void;
  /** The connection was lost: notifications stop until the bus listens again. */
  dropped(error: Error): void;
}

/** One listening connection: opened once, closed once. */
export interface NotificationListener {
  close(): Promise<void>;
}

/** Opens a listening connection, resolving once `LISTEN` is in effect. */
export type NotificationSource = (handlers: NotificationHandlers) => Promise<NotificationListener>;

/** How often an idle PostgreSQL listener asks its server whether the connection still stands. */
const PING_MS = 30_000;

/**
 * A dedicated PostgreSQL connection (outside the pool, which would lend it to queries) that
 * `LISTEN`s on the channel. A failed ping or an error reports the drop once; the bus opens another.
 */
export function postgresSource(connection: string | pg.ClientConfig): NotificationSource {
  return async (handlers) => {
    const client = new pg.Client(typeof connection === 'string' ? { connectionString: connection, keepAlive: true } : { ...connection, keepAlive: true });
    let closing = false;
    let reported = false;
    const drop = (error: Error) => {
      if (closing || reported) return;
      reported = true;
      clearInterval(ping);
      client.end().catch(() => {});
      handlers.dropped(error);
    };
    client.on('notification', (message) => {
      if (message.channel === ORDER_EVENTS_CHANNEL && message.payload !== undefined) handlers.notify(message.payload);
    });
    client.on('error', drop);
    client.on('end', () => drop(new Error('the listening connection ended')));
    const ping = setInterval(() => {
      client.query('select 1').catch((error: unknown) => drop(error instanceof Error ? error : new Error(String(error))));
    }, PING_MS);
    ping.unref();
    try {
      await client.connect();
      await client.query(`listen ${ORDER_EVENTS_CHANNEL}`);
    } catch (error) {
      closing = true;
      clearInterval(ping);
      await client.end().catch(() => {});
      throw error;
    }
    return {
      async close() {
        closing = true;
        clearInterval(ping);
        await client.end().catch(() => {});
      },
    };
  };
}

/**
 * PGlite's own `listen`: the embedded database delivers a NOTIFY to its listeners when the
 * transaction that sent it commits. The `LISTEN` runs while this holds the database's one
 * connection, so that it never lands inside another request's transaction (a rollback would undo it).
 */
export function pgliteSource(db: Db, pglite: PGlite): NotificationSource {
  return async (handlers) => {
    const unlisten = await db.getExecutor().provideConnection(() => pglite.listen(ORDER_EVENTS_CHANNEL, (payload) => handlers.notify(payload)));
    return {
      async close() {
        if (pglite.closed) return;
        await db.getExecutor().provideConnection(() => unlisten()).catch(() => {});
      },
    };
  };
}

/**
 * Where a server's PostgreSQL listener connects: DATABASE_URL, which the server's pool was opened
 * from (server/main.ts); without it (a server built in a test), the pool's own server, database
 * and user as the session reports them, which serves where no password is asked (a local server).
 */
async function listenerConnection(db: Db): Promise<string | pg.ClientConfig> {
  const configured = process.env.DATABASE_URL;
  if (configured && isServerUrl(configured)) return configured;
  const result = await sql<{ database: string; user: string; host: string | null; port: number | null }>`
    select current_database() as database, current_user as "user", host(inet_server_addr()) as host, inet_server_port() as port`.execute(db);
  const session = result.rows[0];
  if (!session) throw new Error('the database did not say where it runs');
  return { database: session.database, user: session.user, ...(session.host ? { host: session.host } : {}), ...(session.port ? { port: session.port } : {}) };
}

/** The notification source of `db`: PGlite's listen for an embedded database, a dedicated PostgreSQL connection otherwise. */
export async function defaultSource(db: Db): Promise<NotificationSource> {
  const pglite = embeddedOf(db);
  if (pglite) return pgliteSource(db, pglite);
  return postgresSource(await listenerConnection(db));
}
