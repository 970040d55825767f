import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db';
import type { CompanyOpeningHoursTable } from '../db/schema';

// A company's opening hours, one row per company that set them (table company_opening_hours).

export type OpeningHoursRow = Selectable<CompanyOpeningHoursTable>;

/** The opening hours of company `companyId`, or undefined when it set none. */
export function openingHoursRowOf(db: Db, companyId: string): Promise<OpeningHoursRow | undefined> {
  return db.selectFrom('company_opening_hours').selectAll().where('company_id', '=', companyId).executeTakeFirst();
}

/** Writes a company's opening hours whole (the first time, or over the stored ones); answers the row as it then is. */
export function saveOpeningHoursRow(db: Db, values: Insertable<CompanyOpeningHoursTable>): Promise<OpeningHoursRow> {
  const { company_id: _key, ...changes } = values;
  return db
    .insertInto('company_opening_hours')
    .values(values)
    .onConflict((oc) => oc.column('company_id').doUpdateSet(changes))
    .returningAll()
    .executeTakeFirstOrThrow();
}
