import { sql, type Kysely } from 'kysely';

/**
 * Where an inbound WhatsApp message belongs.
 *
 * `whatsapp_business_numbers` says which company owns a WhatsApp business phone number (the
 * Cloud API's `phone_number_id`, the `metadata.phone_number_id` of every callback): a message
 * sent to an owned number belongs to that company alone, and that company's messages go out
 * from it. A company may own several numbers; a number belongs to one company. A number no
 * company owns (the platform's WHATSAPP_PHONE_NUMBER_ID) is shared, and a reply to it is
 * stored once for every company whose conversation with the phone is within the provider's
 * reply window (server/services/whatsappWebhook.ts).
 *
 * So one inbound message may be stored once per company: its provider id stays unique among
 * the outbound messages only (a status callback names one of them), and an inbound message
 * is taken once by its row in `whatsapp_webhook_events`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table whatsapp_business_numbers (
      phone_number_id text primary key check (phone_number_id ~ '^[0-9]{1,30}$'),
      company_id text not null references companies (id) on delete cascade,
      created_at timestamptz not null default now()
    )`,
    sql`create index whatsapp_business_numbers_company_idx on whatsapp_business_numbers (company_id, created_at)`,
    sql`alter table whatsapp_messages drop constraint whatsapp_messages_provider_id_key`,
    sql`create unique index whatsapp_messages_outbound_provider_key on whatsapp_messages (provider_id) where direction = 'outbound'`,
    sql`create index whatsapp_messages_provider_idx on whatsapp_messages (provider_id)`,
  ];
  for (const statement of statements) await statement.execute(db);
}

/** Back to one row per provider id: the copies of an inbound message beyond its first are dropped. */
export async function down(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`delete from whatsapp_messages m where m.provider_id is not null and exists (
      select 1 from whatsapp_messages o where o.provider_id = m.provider_id and (o.created_at, o.id) < (m.created_at, m.id)
    )`,
    sql`drop index whatsapp_messages_provider_idx`,
    sql`drop index whatsapp_messages_outbound_provider_key`,
    sql`alter table whatsapp_messages add constraint whatsapp_messages_provider_id_key unique (provider_id)`,
    sql`drop table whatsapp_business_numbers`,
  ];
  for (const statement of statements) await statement.execute(db);
}
