import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect';
import { migrationProvider } from './migrations';
import type { Database } from './schema';

export type Db = Kysely<Database>;

/**
 * Opens the database named by `url`:
 * - `postgres://...` or `postgresql://...`: a PostgreSQL server through a pg pool;
 * - `memory://`: PGlite in memory (tests);
 * - anything else: a PGlite data directory (default `./data/pglite`).
 * `searchPath` puts the connection in a schema of its own (tests on a shared server); `from`
 * starts an embedded database from a copy of another's files ({@link dumpDatabase}).
 */
export function openDatabase(url: string, options: { searchPath?: string; from?: Blob } = {}): Db {
  if (isServerUrl(url)) {
    // No parallel plans: the API answers many small requests at once, and a parallel walk of the
    // users for a search starts workers that compete with those requests for the same cores (a
    // search of "ana silva" at a million users took 0.1 to 0.6 s in parallel against 80 to 150 ms
    // alone, scripts/bench-api.ts).
    const settings = ['-c max_parallel_workers_per_gather=0', ...(options.searchPath ? [`-c search_path=${options.searchPath}`] : [])];
    const pool = new pg.Pool({ connectionString: url, max: 10, options: settings.join(' ') });
    // A connection the server drops (a restart, a crash) must not end the process, which is what
    // an 'error' event nobody listens to does. An idle one is reported by the pool, which forgets
    // it; one lent out (a transaction between two queries) fails its next query, so the request
    // answers 500, and the pool discards it when it comes back.
    pool.on('error', (error) => console.error(`PostgreSQL dropped an idle connection: ${error.message}`));
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    pools.set(db, pool);
    return db;
  }
  const dataDir = url === 'memory://' ? undefined : url.replace(/^file:\/\//, '');
  // pg_trgm backs the users and orders searches (migrations 0005, 0013), btree_gin a company's
  // orders searched by name (0015); PGlite loads extensions when it opens.
  const pglite = new PGlite({ ...(dataDir ? { dataDir } : {}), ...(options.from ? { loadDataDir: options.from } : {}), extensions: { pg_trgm, btree_gin } });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  embedded.set(db, pglite);
  return db;
}

/**
 * Runs `work` in one transaction, committed when it resolves and rolled back when it throws: in
 * `db` itself when `db` already is a transaction (a write made idempotent runs in the transaction
 * that keeps its key, and Kysely's Transaction cannot open another), else in a new one. Every
 * write of several statements goes through it.
 */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/** The PGlite behind each embedded database {@link openDatabase} opened. */
const embedded = new WeakMap<Db, PGlite>();

/** The PGlite behind `db` when {@link openDatabase} opened an embedded one, else null (a PostgreSQL pool). */
export function embeddedOf(db: Db): PGlite | null {
  return embedded.get(db) ?? null;
}

/** The pg pool behind each PostgreSQL database {@link openDatabase} opened. */
const pools = new WeakMap<Db, pg.Pool>();

/**
 * The pg pool behind `db` when {@link openDatabase} opened a PostgreSQL server, else null
 * (PGlite, or a transaction): for what Kysely cannot say, such as a COPY streamed to a client.
 */
export function poolOf(db: Db): pg.Pool | null {
  return pools.get(db) ?? null;
}

/**
 * A copy of an embedded database's files, from which `openDatabase(url, { from })` starts another
 * in a fraction of a second: a new PGlite first creates its cluster, which takes seconds (the
 * tests start hundreds of databases from one migrated, seeded copy). PGlite only.
 */
export function dumpDatabase(db: Db): Promise<Blob> {
  const pglite = embedded.get(db);
  if (!pglite) return Promise.reject(new Error('dumpDatabase: only an embedded (PGlite) database can be copied'));
  return pglite.dumpDataDir('none');
}

/** Whether `url` names a PostgreSQL server (rather than PGlite). */
export function isServerUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

/** The server settings a commit needs to survive a crash, as `SHOW` answers them. */
export interface DurabilitySettings {
  fsync: string;
  synchronous_commit: string;
  full_page_writes: string;
}

/**
 * What in `settings` could lose or corrupt acknowledged writes in a crash: one message per
 * setting, naming it (empty when durable). `synchronous_commit` may be `local`,
 * `remote_write`, `on` or `remote_apply`: on a single server each waits for the local WAL
 * flush; only `off` answers a commit before it is on disk.
 */
export function durabilityProblems(settings: DurabilitySettings): string[] {
  const problems: string[] = [];
  if (settings.fsync !== 'on') {
    problems.push(`fsync is ${settings.fsync}: the server does not force its writes to disk, so a crash can lose or corrupt committed data`);
  }
  if (settings.synchronous_commit === 'off') {
    problems.push('synchronous_commit is off: a commit is answered before its WAL is flushed, so a crash can lose acknowledged writes');
  }
  if (settings.full_page_writes !== 'on') {
    problems.push(`full_page_writes is ${settings.full_page_writes}: a page torn by a crash cannot be repaired from the WAL`);
  }
  return problems;
}

/** The refusal to run on a database that may lose acknowledged writes; its message names each setting. */
export class UnsafeDatabaseError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      `Refusing to start: the PostgreSQL server is not crash-safe.\n${problems.map((p) => `  - ${p}`).join('\n')}\n` +
        'Turn these settings on in postgresql.conf (or the connection options) and start again.',
    );
    this.name = 'UnsafeDatabaseError';
  }
}

/**
 * Throws {@link UnsafeDatabaseError} when the PostgreSQL server behind `db` runs with `fsync`,
 * `synchronous_commit` or `full_page_writes` off, as seen by this connection (settings given in
 * the connection string count). PGlite is exempt: its embedded WASM backend runs with `fsync`
 * off and cannot be told otherwise (PGlite 0.5 answers `SHOW fsync` with `off`, and `on` for the
 * other two), and it is the store of demos and tests inside the API process, not the server a
 * deployment keeps its data on; refusing it would refuse `npm start`.
 */
export async function assertDurable(db: Db, url: string): Promise<void> {
  if (!isServerUrl(url)) return;
  const setting = async (name: keyof DurabilitySettings) => {
    const result = await sql<Record<string, string>>`show ${sql.raw(name)}`.execute(db);
    return result.rows[0]?.[name] ?? 'unknown';
  };
  const problems = durabilityProblems({
    fsync: await setting('fsync'),
    synchronous_commit: await setting('synchronous_commit'),
    full_page_writes: await setting('full_page_writes'),
  });
  if (problems.length > 0) throw new UnsafeDatabaseError(problems);
}

/**
 * Applies every pending migration; throws with the failing migration's error.
 * `schema` names the schema of the bookkeeping tables when the connection works in
 * a schema of its own (Kysely would otherwise find another schema's tables).
 */
export async function migrate(db: Db, options: { schema?: string } = {}): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    ...(options.schema ? { migrationTableSchema: options.schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
