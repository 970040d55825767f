import type { Db } from '../db';

// The back-office's look per domain (table admin_styles).

/** The styles of the given domains (those that have one). */
export function adminStylesOf(db: Db, domains: readonly string[]) {
  return db.selectFrom('admin_styles').selectAll().where('domain', 'in', domains).execute();
}
