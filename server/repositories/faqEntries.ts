import { sql, type Selectable } from 'kysely';
import type { Db } from '../db';
import type { FaqEntriesTable } from '../db/schema';
import { containsPattern } from '../services/paging';
import { foldSearchText } from './orders';

// The help desk's frequently asked questions (table faq_entries), in their places from 1.

export type FaqEntryRow = Selectable<FaqEntriesTable>;

/**
 * Holds the FAQ's places until `trx` ends: a write that moves places waits for the one before it,
 * so two at once never give one place twice.
 */
export async function lockFaqPlaces(trx: Db): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('faq_entries positions'))`.execute(trx);
}

/** Every entry in its place, or those whose question or answer hold every one of `words` (accents and case ignored). */
export function faqEntries(db: Db, words: readonly string[]): Promise<FaqEntryRow[]> {
  let query = db.selectFrom('faq_entries').selectAll();
  for (const word of words) query = query.where('search_text', 'like', containsPattern(foldSearchText(word)));
  return query.orderBy('position').execute();
}

/** How many entries there are. */
export async function faqCount(db: Db): Promise<number> {
  const row = await db.selectFrom('faq_entries').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return row.n;
}

/** Entry `id`, or undefined. */
export function faqEntryOf(db: Db, id: string): Promise<FaqEntryRow | undefined> {
  return db.selectFrom('faq_entries').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Moves the entries in places `from` to `to` (inclusive; null: to the last) by `by` places. */
export async function shiftFaqPlaces(trx: Db, from: number, to: number | null, by: 1 | -1): Promise<void> {
  if (to !== null && from > to) return;
  let query = trx
    .updateTable('faq_entries')
    .set({ position: sql<number>`position + ${by}` })
    .where('position', '>=', from);
  if (to !== null) query = query.where('position', '<=', to);
  await query.execute();
}

export function insertFaqEntry(trx: Db, values: { id: string; question: string; answer: string; position: number; updated_at: Date }): Promise<FaqEntryRow> {
  return trx.insertInto('faq_entries').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateFaqEntryRow(trx: Db, id: string, values: { question: string; answer: string; position: number; updated_at: Date }): Promise<FaqEntryRow> {
  return trx.updateTable('faq_entries').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export async function deleteFaqEntryRow(trx: Db, id: string): Promise<void> {
  await trx.deleteFrom('faq_entries').where('id', '=', id).execute();
}
