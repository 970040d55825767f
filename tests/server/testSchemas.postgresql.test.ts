import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { dropTestSchema, openTestSchema } from './harness';

// The server tests' own schemas on a shared PostgreSQL server (a `.postgresql.test.ts` file: run in that project alone).
describe('test schemas on one PostgreSQL server', () => {
  const url = process.env.TEST_DATABASE_URL ?? '';

  it('migrates schemas while other test files drop theirs, none failing on a schema gone meanwhile', async () => {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      // Another file's schema as the listing of the migration sees it: many tables, dropped when that file ends.
      let migrating = true;
      let dropped = 0;
      const otherFiles = async () => {
        while (migrating) {
          const name = `test_${randomBytes(6).toString('hex')}`;
          const tables = Array.from({ length: 30 }, (_, i) => `create table ${name}.t${i} (id serial primary key, note text);`);
          await admin.query(`create schema ${name}; ${tables.join('')}`);
          await dropTestSchema(url, name);
          dropped += 1;
        }
      };
      const migrations = async (count: number) => {
        for (let i = 0; i < count; i++) {
          const schema = await openTestSchema(url);
          const users = await sql<{ n: string }>`select count(*)::text as n from users`.execute(schema.db);
          expect(users.rows[0]?.n).toBe('0');
          await schema.drop();
        }
      };
      try {
        const others = otherFiles();
        await Promise.all([migrations(8), migrations(8)]).finally(() => {
          migrating = false;
        });
        await others;
      } finally {
        await admin.end();
      }
      expect(dropped).toBeGreaterThan(0);
    }, 120_000);

  it('drops the schema it made, and none other', async () => {
      const first = await openTestSchema(url);
      const second = await openTestSchema(url);
      const exists = async (name: string) => {
        const admin = new pg.Client({ connectionString: url });
        await admin.connect();
        const { rows } = await admin.query<{ found: boolean }>('select exists (select 1 from pg_namespace where nspname = $1) as found', [name]);
        await admin.end();
        return rows[0]?.found;
      };
      expect(first.name).toMatch(/^test_[0-9a-f]{12}$/);
      expect(first.name).not.toBe(second.name);
      await first.drop();
      expect(await exists(first.name)).toBe(false);
      expect(await exists(second.name)).toBe(true);
      await second.drop();
      expect(await exists(second.name)).toBe(false);
    });
});
