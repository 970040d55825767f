import { sql, type SqlBool } from 'kysely';
import type { Db } from '../db';
import type { CompanyRow } from '../db/schema';

// The companies (table companies) and where they are (table company_locations).

/** Whether company `id` exists. */
export async function companyExists(db: Db, id: string): Promise<boolean> {
  return (await db.selectFrom('companies').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** The company `id`, or undefined. `forUpdate` locks its row until the transaction ends. */
export function companyRowOf(db: Db, id: string, forUpdate = false): Promise<CompanyRow | undefined> {
  const query = db.selectFrom('companies').selectAll().where('id', '=', id);
  return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

/** The companies `ids` (some, in no order). */
export function companiesOf(db: Db, ids: readonly string[]): Promise<CompanyRow[]> {
  return db.selectFrom('companies').selectAll().where('id', 'in', ids).execute();
}

/** Sets company `id`'s open state and whether it is manual; answers the row as it then is. */
export function setCompanyOpenState(db: Db, id: string, state: { isOpen: boolean; isManual: boolean }): Promise<CompanyRow> {
  return db
    .updateTable('companies')
    .set({ is_open: state.isOpen, is_manual: state.isManual })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** How many companies belong to application `applicationId`. */
export async function companyCountOfApplication(db: Db, applicationId: string): Promise<number> {
  const row = await db
    .selectFrom('companies')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('application_id', '=', applicationId)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** The positions of the companies `companyIds` (null: every company), with their stored open state, by name. */
export function companyLocationsOf(db: Db, companyIds: readonly string[] | null) {
  let query = db.selectFrom('companies as c').innerJoin('company_locations as l', 'l.company_id', 'c.id');
  if (companyIds !== null) query = companyIds.length === 0 ? query.where(sql<SqlBool>`false`) : query.where('c.id', 'in', companyIds);
  return query
    .select(['c.id', 'c.name', 'c.type', 'c.is_open', 'c.is_manual', 'l.longitude', 'l.latitude'])
    .orderBy(sql`lower(c.name)`)
    .orderBy('c.id')
    .execute();
}
