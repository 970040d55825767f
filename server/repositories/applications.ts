import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Db } from '../db';
import type { ApplicationsTable } from '../db/schema';
import { containsPattern } from '../services/paging';
import { pageOf, type RowsPage } from './page';

type ApplicationRow = Selectable<ApplicationsTable>;

// The white-label applications (table applications).

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

/** The application `id`, or undefined. */
export function applicationRowOf(db: Db, id: string): Promise<ApplicationRow | undefined> {
  return db.selectFrom('applications').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Locks the application `id` until the transaction ends; whether there is one. */
export async function lockApplication(db: Db, id: string): Promise<boolean> {
  return (await db.selectFrom('applications').select('id').where('id', '=', id).forUpdate().executeTakeFirst()) !== undefined;
}

/** Whether an application other than `exceptId` has `name`, whatever its case (`name` in lower case). */
export async function applicationNameTaken(db: Db, name: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom('applications').select('id').where(sql<string>`lower(name)`, '=', name);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Whether an application other than `exceptId` has `domain`, whatever its case (`domain` in lower case). */
export async function applicationDomainTaken(db: Db, domain: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom('applications').select('id').where(sql<string>`lower(domain)`, '=', domain);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export function insertApplication(db: Db, values: Insertable<ApplicationsTable>): Promise<ApplicationRow> {
  return db.insertInto('applications').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Changes the application `id`'s columns in `changes`; answers the row as it then is. */
export function updateApplicationRow(db: Db, id: string, changes: Updateable<ApplicationsTable>): Promise<ApplicationRow> {
  return db.updateTable('applications').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export async function deleteApplicationRow(db: Db, id: string): Promise<void> {
  await db.deleteFrom('applications').where('id', '=', id).execute();
}
