import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { assertDurable, durabilityProblems, openDatabase } from '../../server/db';

const SAFE = { fsync: 'on', synchronous_commit: 'on', full_page_writes: 'on' } as const;

describe('which server settings are crash-safe', () => {
  it('names each setting that is off', () => {
    expect(durabilityProblems(SAFE)).toEqual([]);
    for (const name of ['fsync', 'synchronous_commit', 'full_page_writes'] as const) {
      const problems = durabilityProblems({ ...SAFE, [name]: 'off' });
      expect(problems, name).toHaveLength(1);
      expect(problems[0], name).toMatch(new RegExp(`^${name} is off`));
    }
    expect(durabilityProblems({ fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' })).toHaveLength(3);
  });

  it('takes every synchronous_commit level that waits for the local flush', () => {
    for (const level of ['local', 'remote_write', 'on', 'remote_apply']) {
      expect(durabilityProblems({ ...SAFE, synchronous_commit: level }), level).toEqual([]);
    }
  });
});

describe('start-up on PGlite (the embedded store; a memory one in either project)', () => {
  it('lets PGlite start although it reports fsync off: the embedded store is exempt', async () => {
    const db = openDatabase('memory://');
    try {
      const shown = await sql<{ fsync: string }>`show fsync`.execute(db);
      expect(shown.rows[0]?.fsync).toBe('off');
      await expect(assertDurable(db, 'memory://')).resolves.toBeUndefined();
      await expect(assertDurable(db, './data/pglite')).resolves.toBeUndefined();
    } finally {
      await db.destroy();
    }
  }, 60_000);
});
