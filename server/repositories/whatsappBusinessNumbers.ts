import type { Db } from '../db';

// The WhatsApp business phone numbers the companies own (table whatsapp_business_numbers).

/**
 * The business phone number company `companyId` writes from: the first it registered of those it
 * owns (migration 0009), or null for the configured shared number.
 */
export async function firstBusinessNumberOf(db: Db, companyId: string): Promise<string | null> {
  const row = await db
    .selectFrom('whatsapp_business_numbers')
    .select('phone_number_id')
    .where('company_id', '=', companyId)
    .orderBy('created_at')
    .orderBy('phone_number_id')
    .executeTakeFirst();
  return row?.phone_number_id ?? null;
}

/** The company owning the number `phoneNumberId`, or undefined. */
export async function ownerOfBusinessNumber(db: Db, phoneNumberId: string): Promise<string | undefined> {
  const owner = await db
    .selectFrom('whatsapp_business_numbers')
    .select('company_id')
    .where('phone_number_id', '=', phoneNumberId)
    .executeTakeFirst();
  return owner?.company_id;
}
