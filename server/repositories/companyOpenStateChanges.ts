import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db';
import type { CompanyOpenStateChangesTable } from '../db/schema';

// Who opened or closed a company, and when (table company_open_state_changes).

/** The latest change of company `companyId`'s open state, or undefined when it never changed. */
export function lastOpenStateChange(db: Db, companyId: string): Promise<Selectable<CompanyOpenStateChangesTable> | undefined> {
  return db
    .selectFrom('company_open_state_changes')
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('changed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function insertOpenStateChange(db: Db, values: Insertable<CompanyOpenStateChangesTable>): Promise<void> {
  await db.insertInto('company_open_state_changes').values(values).execute();
}
