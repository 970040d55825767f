import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db';
import type { CompanyOrderSettingsTable } from '../db/schema';

// A company's order desk settings, one row per company that changed them (table company_order_settings).

export type OrderSettingsRow = Selectable<CompanyOrderSettingsTable>;

/** The stored settings of these companies (those that have some). */
export function orderSettingsOf(db: Db, companyIds: readonly string[]): Promise<OrderSettingsRow[]> {
  if (companyIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('company_order_settings').selectAll().where('company_id', 'in', companyIds).execute();
}

/** Writes a company's settings whole; answers the row as it then is. */
export function saveOrderSettings(db: Db, values: Insertable<CompanyOrderSettingsTable>): Promise<OrderSettingsRow> {
  const { company_id: _key, ...changes } = values;
  return db
    .insertInto('company_order_settings')
    .values(values)
    .onConflict((oc) => oc.column('company_id').doUpdateSet(changes))
    .returningAll()
    .executeTakeFirstOrThrow();
}
