import type { Contact, ContactCreate } from '../../src/contract/schema.gen';
import type { Db } from '../db';
import { errors } from '../errors';
import { contactPhoneTaken, deleteContactRow, insertContact, type ContactRow } from '../repositories/contacts';
import { isUniqueViolation } from './deliveryScope';
import { newDocumentId } from './whatsapp';

/** The contract's contact from a stored row. */
export function toContact(row: ContactRow): Contact {
  return {
    _id: row.id,
    name: row.name,
    phone: row.phone,
    userId: row.user_id,
    companyId: row.company_id,
    createdAt: row.created_at.toISOString(),
  };
}

/** Creates a contact of company `companyId` (null: platform-wide); a phone is a contact of a company once. */
export async function createContact(db: Db, companyId: string | null, input: ContactCreate): Promise<Contact> {
  const name = input.name.trim();
  if (name === '') throw errors.badRequest('name is required', 'name_required');
  const userId = input.userId?.trim() || null;
  const conflict = () => errors.conflict(`phone ${input.phone} is already a contact of this company`, 'phone_taken');
  if (await contactPhoneTaken(db, companyId, input.phone)) throw conflict();
  try {
    return toContact(await insertContact(db, { id: newDocumentId(), company_id: companyId, name, phone: input.phone, user_id: userId }));
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict();
    throw error;
  }
}

/** Deletes contact `id` of `companyIds` (null: any company), or a 404 when there is none. */
export async function deleteContact(db: Db, companyIds: readonly string[] | null, id: string): Promise<void> {
  if (companyIds?.length === 0 || !(await deleteContactRow(db, id, companyIds))) throw errors.notFound('contact', id);
}
