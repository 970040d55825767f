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

/** The time zones of the opening hours of these companies, by company (a company that has set none is absent). */
export async function openingTimeZonesOf(db: Db, companyIds: readonly string[]): Promise<Map<string, string>> {
  if (companyIds.length === 0) return new Map();
  const rows = await db.selectFrom('company_opening_hours').select(['company_id', 'time_zone']).where('company_id', 'in', companyIds).execute();
  return new Map(rows.map((row) => [row.company_id, row.time_zone]));
}
