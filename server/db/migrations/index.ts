import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001_init';

/** Every migration, in order; a new one is imported and listed here. */
export const migrations: Record<string, Migration> = {
  '0001_init': m0001,
};

/** Hands Kysely's Migrator the statically imported migrations. */
export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
