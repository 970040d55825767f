import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Db } from '../db';
import type { WhatsappMessagesTable } from '../db/schema';
import { pageOf, type RowsPage } from './page';

// The WhatsApp messages sent (the outbox) and received (table whatsapp_messages).

type MessageRow = Selectable<WhatsappMessagesTable>;

/** One page of the messages of `companyIds` (null: every company), newest first; the other filters are optional. */
export function findWhatsappMessagePage(
  db: Db,
  find: { companyIds: readonly string[] | null; phone?: string | undefined; userId?: string | undefined; offset: number; limit: number },
): Promise<RowsPage<MessageRow>> {
  let base = db.selectFrom('whatsapp_messages');
  if (find.companyIds !== null) base = base.where('company_id', 'in', find.companyIds);
  if (find.phone) base = base.where('phone', '=', find.phone);
  if (find.userId) base = base.where('user_id', '=', find.userId);
  return pageOf(base, (rows) => rows.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').offset(find.offset).limit(find.limit));
}

/** Stores a message; answers it as stored. */
export function insertMessage(db: Db, values: Insertable<WhatsappMessagesTable>): Promise<MessageRow> {
  return db.insertInto('whatsapp_messages').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Stores a message, answering nothing. */
export async function insertMessageRow(db: Db, values: Insertable<WhatsappMessagesTable>): Promise<void> {
  await db.insertInto('whatsapp_messages').values(values).execute();
}

/**
 * Claims the queued outbound message `id` for sending (one more attempt) when nobody holds it or
 * its claim is from before `abandonedBefore`; answers it claimed, or undefined when it was not.
 */
export function claimQueuedMessage(db: Db, id: string, abandonedBefore: Date): Promise<MessageRow | undefined> {
  return db
    .updateTable('whatsapp_messages')
    .set({ claimed_at: new Date(), attempts: sql<number>`attempts + 1` })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .where('direction', '=', 'outbound')
    .where((eb) => eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<', abandonedBefore)]))
    .returningAll()
    .executeTakeFirst();
}

/** Changes the message `id`'s columns in `changes`. */
export async function updateMessage(db: Db, id: string, changes: Updateable<WhatsappMessagesTable>): Promise<void> {
  await db.updateTable('whatsapp_messages').set(changes).where('id', '=', id).execute();
}

/** The message `id`, or undefined. */
export function messageRowOf(db: Db, id: string): Promise<MessageRow | undefined> {
  return db.selectFrom('whatsapp_messages').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The ids of the first `limit` queued outbound messages, oldest first. */
export async function queuedOutboundIds(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('whatsapp_messages')
    .select('id')
    .where('status', '=', 'queued')
    .where('direction', '=', 'outbound')
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** The status of message `id`, or undefined when there is none. */
export async function messageStatusOf(db: Db, id: string): Promise<MessageRow['status'] | undefined> {
  const row = await db.selectFrom('whatsapp_messages').select('status').where('id', '=', id).executeTakeFirst();
  return row?.status;
}

/**
 * Moves message `id` from status `from` to `to` with `error`, only while it still is in `from`
 * (a concurrent change that moved it first wins); whether it moved.
 */
export async function moveMessageStatus(db: Db, id: string, from: MessageRow['status'], to: MessageRow['status'], error: string | null): Promise<boolean> {
  const updated = await db
    .updateTable('whatsapp_messages')
    .set({ status: to, error, updated_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

/** The id of our outbound message the provider knows as `providerId`, or undefined. */
export async function outboundIdOfProvider(db: Db, providerId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('whatsapp_messages')
    .select('id')
    .where('provider_id', '=', providerId)
    .where('direction', '=', 'outbound')
    .executeTakeFirst();
  return row?.id;
}

/**
 * The companies (by id) in a conversation with `phone` since `since`: a message from it received
 * since then, or one to it that reached the provider (sent, delivered or read) updated since then.
 * The platform's own messages (no company) do not count.
 */
export async function companiesTalkingWith(db: Db, phone: string, since: Date): Promise<(string | null)[]> {
  const rows = await db
    .selectFrom('whatsapp_messages')
    .select('company_id')
    .where('phone', '=', phone)
    .where('company_id', 'is not', null)
    .where((eb) =>
      eb.or([
        eb.and([eb('direction', '=', 'inbound'), eb('created_at', '>=', since)]),
        // An outbound message's updated_at is when the provider took it (or later, when it reported it delivered or read).
        eb.and([eb('direction', '=', 'outbound'), eb('status', 'in', ['sent', 'delivered', 'read']), eb('updated_at', '>=', since)]),
      ]),
    )
    .groupBy('company_id')
    .orderBy('company_id')
    .execute();
  return rows.map((row) => row.company_id);
}

/** The user of company `companyId`'s (null: the platform's) last message with `phone`, or undefined. */
export async function lastUserWithPhone(db: Db, companyId: string | null, phone: string): Promise<string | undefined> {
  const last = await db
    .selectFrom('whatsapp_messages')
    .select('user_id')
    .where('phone', '=', phone)
    .where('company_id', companyId === null ? 'is' : '=', companyId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return last?.user_id;
}
