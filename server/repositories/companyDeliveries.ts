import { sql, type Insertable, type SqlBool, type Updateable } from 'kysely';
import type { Db } from '../db';
import type { CompanyDeliveriesTable } from '../db/schema';

// The companies' delivery settings with the company's name (table company_deliveries, joined with companies).

/** The delivery settings of `companyIds` (null: every company), optionally of one company, with the company's name. */
function settingsIn(db: Db, companyIds: readonly string[] | null, companyId?: string) {
  let query = db.selectFrom('company_deliveries as d').innerJoin('companies as c', 'c.id', 'd.company_id');
  if (companyIds !== null) query = companyIds.length === 0 ? query.where(sql<SqlBool>`false`) : query.where('d.company_id', 'in', companyIds);
  if (companyId !== undefined) query = query.where('d.company_id', '=', companyId);
  return query;
}

function selectSettings(db: Db, companyIds: readonly string[] | null, companyId?: string) {
  return settingsIn(db, companyIds, companyId)
    .selectAll('d')
    .select('c.name as company_name')
    .orderBy(sql`lower(c.name)`)
    .orderBy('d.id');
}

/** A company's delivery settings with the company's name. */
export type SettingsRow = Awaited<ReturnType<ReturnType<typeof selectSettings>['execute']>>[number];

/** Every delivery setting of `companyIds` (null: every company), by company name. */
export function allSettingsOf(db: Db, companyIds: readonly string[] | null): Promise<SettingsRow[]> {
  return selectSettings(db, companyIds).execute();
}

/**
 * One page of the delivery settings of `companyIds` (null: every company), optionally of one
 * company, by company name, then how many there are in all (read one after the other).
 */
export async function findSettingsPage(
  db: Db,
  find: { companyIds: readonly string[] | null; companyId: string | undefined; offset: number; limit: number },
): Promise<{ rows: SettingsRow[]; totalCount: number }> {
  const rows = await selectSettings(db, find.companyIds, find.companyId).offset(find.offset).limit(find.limit).execute();
  const count = await settingsIn(db, find.companyIds, find.companyId).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return { rows, totalCount: count.n };
}

/** The delivery settings `id` of `companyIds` (null: every company), or undefined. */
export function findSettings(db: Db, companyIds: readonly string[] | null, id: string): Promise<SettingsRow | undefined> {
  return selectSettings(db, companyIds).where('d.id', '=', id).executeTakeFirst();
}

/** Locks the delivery settings `id` of `companyIds` (null: every company) until the transaction ends; whether there are. */
export async function lockSettingsRow(db: Db, companyIds: readonly string[] | null, id: string): Promise<boolean> {
  const row = await settingsIn(db, companyIds).select('d.id').where('d.id', '=', id).forUpdate().executeTakeFirst();
  return row !== undefined;
}

/** Locks the delivery settings of company `companyId` when within `companyIds` (null: every company); answers their id, or undefined. */
export async function lockSettingsOfCompany(db: Db, companyIds: readonly string[] | null, companyId: string): Promise<string | undefined> {
  const row = await settingsIn(db, companyIds, companyId).select('d.id').forUpdate().executeTakeFirst();
  return row?.id;
}

/** Whether company `companyId` has delivery settings. */
export async function companyHasSettings(db: Db, companyId: string): Promise<boolean> {
  const row = await db.selectFrom('company_deliveries').select('id').where('company_id', '=', companyId).executeTakeFirst();
  return row !== undefined;
}

export async function insertSettings(db: Db, values: Insertable<CompanyDeliveriesTable>): Promise<void> {
  await db.insertInto('company_deliveries').values(values).execute();
}

/** Changes the delivery settings `id`'s columns in `changes`. */
export async function updateSettingsRow(db: Db, id: string, changes: Updateable<CompanyDeliveriesTable>): Promise<void> {
  await db.updateTable('company_deliveries').set(changes).where('id', '=', id).execute();
}

export async function deleteSettingsRow(db: Db, id: string): Promise<void> {
  await db.deleteFrom('company_deliveries').where('id', '=', id).execute();
}
