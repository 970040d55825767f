import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDatabase, type Db } from '../../server/db';
import { startEmbeddedVacuum, vacuumEmbedded } from '../../server/db/embeddedVacuum';

// PGlite runs no autovacuum; the server's rounds mark the pages all-visible (pg_class.relallvisible),
// which index-only scans need to skip the table.

let db: Db;

async function allVisiblePages(): Promise<number> {
  const row = (await sql<{ pages: number }>`select relallvisible::int as pages from pg_class where relname = 'vacuumed'`.execute(db)).rows[0];
  return row?.pages ?? 0;
}

beforeAll(async () => {
  db = openDatabase('memory://');
  await sql`create table vacuumed (id integer primary key, note text not null)`.execute(db);
});
afterAll(() => db.destroy());

describe('the embedded database vacuumed by the server', () => {
  it('marks the pages of new rows all-visible, now and in rounds', async () => {
    await sql`insert into vacuumed select g, repeat('x', 100) from generate_series(1, 2000) as g`.execute(db);
    expect(await allVisiblePages()).toBe(0);
    await vacuumEmbedded(db);
    const first = await allVisiblePages();
    expect(first).toBeGreaterThan(0);

    await sql`insert into vacuumed select g, repeat('y', 100) from generate_series(2001, 4000) as g`.execute(db);
    const stop = startEmbeddedVacuum(db, (error) => {
      throw error;
    }, { everyMs: 20 });
    try {
      await expect.poll(allVisiblePages, { timeout: 5000, interval: 50 }).toBeGreaterThan(first);
    } finally {
      stop();
    }
  });
});
