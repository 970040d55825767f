import { sql, type Selectable } from 'kysely';
import type { Db } from '../db';
import type { ApplicationsTable } from '../db/schema';
import { containsPattern } from '../services/paging';
import { pageOf, type RowsPage } from './page';

type ApplicationRow = Selectable<ApplicationsTable>;

// Reading the white-label applications (table applications); writing them is in services/applications.ts.

/** One page of the applications by name; every filter is optional and those sent all apply. */
export function findApplicationPage(
  db: Db,
  find: { name?: string | undefined; status?: ApplicationRow['status'] | undefined; upgrade?: boolean | undefined; offset: number; limit: number },
): Promise<RowsPage<ApplicationRow>> {
  let base = db.selectFrom('applications');
  if (find.name) base = base.where('name', 'ilike', containsPattern(find.name));
  if (find.status) base = base.where('status', '=', find.status);
  if (find.upgrade !== undefined) base = base.where('upgrade', '=', find.upgrade);
  return pageOf(base, (rows) => rows.selectAll().orderBy(sql`lower(name)`).orderBy('id').offset(find.offset).limit(find.limit));
}

/** The applications of one type and status that offer an upgrade, by name. */
export function upgradeableApplications(db: Db, typeApp: ApplicationRow['type_app'], status: ApplicationRow['status']): Promise<ApplicationRow[]> {
  return db
    .selectFrom('applications')
    .selectAll()
    .where('type_app', '=', typeApp)
    .where('status', '=', status)
    .where('upgrade', '=', true)
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .execute();
}

/** The first `limit` applications by name whose name holds `name` (all when null). */
export function applicationsNamed(db: Db, name: string | null, limit: number): Promise<ApplicationRow[]> {
  let base = db.selectFrom('applications').selectAll();
  if (name !== null) base = base.where('name', 'ilike', containsPattern(name));
  return base.orderBy(sql`lower(name)`).orderBy('id').limit(limit).execute();
}
