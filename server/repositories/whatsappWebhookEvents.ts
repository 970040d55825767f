import type { Insertable } from 'kysely';
import type { Db } from '../db';
import type { WhatsappWebhookEventsTable } from '../db/schema';

// The provider's callbacks already taken, by the provider's id (table whatsapp_webhook_events).

/** The events of `ids` (some) already taken, with what the provider sent. */
export function webhookEventsOf(db: Db, ids: readonly string[]): Promise<{ id: string; payload: unknown }[]> {
  return db.selectFrom('whatsapp_webhook_events').select(['id', 'payload']).where('id', 'in', ids).execute();
}

/** Records an event unless its id was taken before; whether it was recorded now. */
export async function recordWebhookEvent(db: Db, values: Insertable<WhatsappWebhookEventsTable>): Promise<boolean> {
  const inserted = await db
    .insertInto('whatsapp_webhook_events')
    .values(values)
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Sets the message event `id` stored. */
export async function setWebhookEventMessage(db: Db, id: string, messageId: string): Promise<void> {
  await db.updateTable('whatsapp_webhook_events').set({ message_id: messageId }).where('id', '=', id).execute();
}
