import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../db';
import type { ContactsTable } from '../db/schema';
import { containsPattern } from '../services/paging';
import { pageOf, type RowsPage } from './page';

// The call center's contacts (table contacts).

/** A stored contact. */
export type ContactRow = Selectable<ContactsTable>;

/** One page of the contacts of `companyIds` (null: every company) by name; the other filters are optional and those sent all apply. */
export function findContactPage(
  db: Db,
  find: { companyIds: readonly string[] | null; userId?: string | undefined; name?: string | undefined; phone?: string | undefined; offset: number; limit: number },
): Promise<RowsPage<ContactRow>> {
  let base = db.selectFrom('contacts');
  if (find.companyIds !== null) base = base.where('company_id', 'in', find.companyIds);
  if (find.userId) base = base.where('user_id', '=', find.userId);
  if (find.name) base = base.where('name', 'ilike', containsPattern(find.name));
  if (find.phone) base = base.where('phone', 'like', containsPattern(find.phone));
  return pageOf(base, (rows) => rows.selectAll().orderBy(sql`lower(name)`).orderBy('id').offset(find.offset).limit(find.limit));
}

/** Whether company `companyId` (null: platform-wide) already has a contact with `phone`. */
export async function contactPhoneTaken(db: Db, companyId: string | null, phone: string): Promise<boolean> {
  const row = await db
    .selectFrom('contacts')
    .select('id')
    .where(sql<string>`coalesce(company_id, '')`, '=', companyId ?? '')
    .where('phone', '=', phone)
    .executeTakeFirst();
  return row !== undefined;
}

export function insertContact(db: Db, values: Insertable<ContactsTable>): Promise<ContactRow> {
  return db.insertInto('contacts').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Deletes contact `id` when it belongs to `companyIds` (null: any company); whether it did. */
export async function deleteContactRow(db: Db, id: string, companyIds: readonly string[] | null): Promise<boolean> {
  let query = db.deleteFrom('contacts').where('id', '=', id);
  if (companyIds !== null) query = query.where('company_id', 'in', companyIds);
  const result = await query.executeTakeFirst();
  return result.numDeletedRows !== 0n;
}

/** The user of company `companyId`'s (null: platform-wide) contact with `phone`: a user id, null for none, undefined without such a contact. */
export async function contactUserOf(db: Db, companyId: string | null, phone: string): Promise<string | null | undefined> {
  const contact = await db
    .selectFrom('contacts')
    .select('user_id')
    .where('phone', '=', phone)
    .where('company_id', companyId === null ? 'is' : '=', companyId)
    .executeTakeFirst();
  return contact?.user_id;
}
