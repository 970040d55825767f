import { dumpDatabase, migrate, openDatabase, type Db } from '../../server/db';
import { seedDemoData } from '../../server/seed';

/** Per password: a copy of a migrated database holding the demo data, made once per process. */
const copies = new Map<string, Promise<Blob>>();

/**
 * A copy of the files of an embedded database, migrated and holding the demo data with
 * `password`: the first call in a process migrates and seeds one; later calls share its copy.
 */
export function seededCopy(password: string): Promise<Blob> {
  let copy = copies.get(password);
  if (!copy) {
    copy = (async () => {
      const db = openDatabase('memory://');
      try {
        await migrate(db);
        await seedDemoData(db, password);
        return await dumpDatabase(db);
      } finally {
        await db.destroy();
      }
    })();
    copies.set(password, copy);
    // A failed copy is not kept: the next call tries again and reports its own failure.
    copy.catch(() => copies.delete(password));
  }
  return copy;
}

/**
 * A new embedded database in memory, migrated and holding the demo data with `password`, as
 * `migrate` then `seedDemoData` on `openDatabase('memory://')` would leave it; started from a
 * copy ({@link seededCopy}), which skips PGlite's seconds of creating a cluster.
 */
export async function seededMemoryDatabase(password: string): Promise<Db> {
  return openDatabase('memory://', { from: await seededCopy(password) });
}
