import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, Migrator, PostgresDialect } from 'kysely';
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
 * `searchPath` puts the connection in a schema of its own (tests on a shared server).
 */
export function openDatabase(url: string, options: { searchPath?: string } = {}): Db {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const dataDir = url === 'memory://' ? undefined : url.replace(/^file:\/\//, '');
  // pg_trgm backs the users search (migration 0005); PGlite loads extensions when it opens.
  return new Kysely<Database>({ dialect: new PGliteDialect(new PGlite({ ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm } })) });
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
