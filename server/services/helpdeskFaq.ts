import type { FaqEntry, FaqEntryInput, FaqList, ResponseTargets } from '../../src/contract/schema.gen';
import { inTransaction, type Db } from '../db';
import { deleteFaqEntryRow, faqCount, faqEntries, faqEntryOf, insertFaqEntry, lockFaqPlaces, shiftFaqPlaces, updateFaqEntryRow, type FaqEntryRow } from '../repositories/faqEntries';
import { responseTargetsOf, setResponseTargets } from '../repositories/tickets';
import { helpdeskErrors } from './helpdeskErrors';
import { newDocumentId } from './whatsapp';

/** The contract's FAQ entry from a stored row. */
function toFaqEntry(row: FaqEntryRow): FaqEntry {
  return { _id: row.id, question: row.question, answer: row.answer, position: row.position, updatedAt: row.updated_at.toISOString() };
}

/** A question and answer trimmed, or a 400 `required` naming the blank one. */
function textsOf(input: FaqEntryInput): { question: string; answer: string } {
  const question = input.question.trim();
  const answer = input.answer.trim();
  if (question === '') throw helpdeskErrors.required('question');
  if (answer === '') throw helpdeskErrors.required('answer');
  return { question, answer };
}

/** `position` within 1 and `last` (`fallback` when not sent). */
function placeWithin(position: number | undefined, fallback: number, last: number): number {
  return Math.min(Math.max(position ?? fallback, 1), last);
}

/** Every question in its place, or those holding every word of `q` in the question or the answer (accents and case ignored). */
export async function listFaq(db: Db, q: string | undefined): Promise<FaqList> {
  const words = (q ?? '').trim().split(/\s+/).filter((word) => word !== '');
  const rows = await faqEntries(db, words);
  return { items: rows.map(toFaqEntry), totalCount: rows.length };
}

/** Adds a question at `input.position` (the end when absent or past it), the ones from there on one place down. */
export async function createFaqEntry(db: Db, input: FaqEntryInput, now: Date): Promise<FaqEntry> {
  const texts = textsOf(input);
  return inTransaction(db, async (trx) => {
    await lockFaqPlaces(trx);
    const count = await faqCount(trx);
    const position = placeWithin(input.position, count + 1, count + 1);
    await shiftFaqPlaces(trx, position, count, 1);
    return toFaqEntry(await insertFaqEntry(trx, { id: newDocumentId(), ...texts, position, updated_at: now }));
  });
}

/** Changes question `id`, moving it to `input.position` when sent (the ones between move a place to close the gap); 404 when unknown. */
export async function updateFaqEntry(db: Db, id: string, input: FaqEntryInput, now: Date): Promise<FaqEntry> {
  const texts = textsOf(input);
  return inTransaction(db, async (trx) => {
    await lockFaqPlaces(trx);
    const entry = await faqEntryOf(trx, id);
    if (!entry) throw helpdeskErrors.faqNotFound(id);
    const position = placeWithin(input.position, entry.position, await faqCount(trx));
    if (position < entry.position) await shiftFaqPlaces(trx, position, entry.position - 1, 1);
    if (position > entry.position) await shiftFaqPlaces(trx, entry.position + 1, position, -1);
    return toFaqEntry(await updateFaqEntryRow(trx, id, { ...texts, position, updated_at: now }));
  });
}

/** Deletes question `id`, the ones after it one place up; 404 when unknown. */
export async function deleteFaqEntry(db: Db, id: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    await lockFaqPlaces(trx);
    const entry = await faqEntryOf(trx, id);
    if (!entry) throw helpdeskErrors.faqNotFound(id);
    await deleteFaqEntryRow(trx, id);
    await shiftFaqPlaces(trx, entry.position + 1, null, -1);
  });
}

/** The minutes to solve a ticket of each priority. */
export function getResponseTargets(db: Db): Promise<ResponseTargets> {
  return responseTargetsOf(db);
}

/** Sets the minutes of every priority at `now`: tickets opened or reopened from then on are due by them. */
export async function updateResponseTargets(db: Db, targets: ResponseTargets, now: Date): Promise<ResponseTargets> {
  return inTransaction(db, async (trx) => {
    await setResponseTargets(trx, targets, now);
    return responseTargetsOf(trx);
  });
}
