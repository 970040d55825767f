import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db';
import type { CompanyOpeningHoursChangesTable } from '../db/schema';

// Who changed a company's opening hours, when, and from what to what (table company_opening_hours_changes).

export type OpeningHoursChangeRow = Selectable<CompanyOpeningHoursChangesTable>;

export async function insertOpeningHoursChange(db: Db, values: Insertable<CompanyOpeningHoursChangesTable>): Promise<void> {
  await db.insertInto('company_opening_hours_changes').values(values).execute();
}

/** The changes of company `companyId`'s opening hours, oldest first. */
export function openingHoursChangesOf(db: Db, companyId: string): Promise<OpeningHoursChangeRow[]> {
  return db.selectFrom('company_opening_hours_changes').selectAll().where('company_id', '=', companyId).orderBy('id').execute();
}
