import { sql, type Kysely } from 'kysely';

/**
 * The call center and the public pages: white-label applications with their privacy
 * terms, admin styles per domain, account-deletion requests, WhatsApp contacts, the
 * WhatsApp outbox (every message sent or received, with its delivery state) and the
 * provider's callbacks already taken (so a replayed one changes nothing).
 *
 * `companies.application_id` and `users.application_id` (0001) get no foreign key:
 * databases made before this migration hold application ids without application rows.
 * Deleting an application checks them instead.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table applications (
      id text primary key,
      name text not null,
      type_app text not null check (type_app in ('android', 'ios', 'web')),
      status text not null default 'active' check (status in ('active', 'inactive', 'maintenance')),
      upgrade boolean not null default false,
      version text not null,
      domain text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`,
    sql`create unique index applications_name_key on applications (lower(name))`,
    sql`create unique index applications_domain_key on applications (lower(domain)) where domain is not null`,
    // user_type 'default' holds the terms for every user type without terms of its own.
    sql`create table application_privacy_terms (
      application_id text not null references applications (id) on delete cascade,
      user_type text not null,
      terms text not null,
      updated_at timestamptz not null default now(),
      primary key (application_id, user_type)
    )`,
    sql`create table admin_styles (
      domain text primary key,
      application_id text references applications (id) on delete set null,
      title_tab text not null,
      footer_title text not null,
      tab_icon text not null,
      background_login text not null,
      logo text not null,
      updated_at timestamptz not null default now()
    )`,
    // A request outlives its application: the name is kept with it.
    sql`create table account_deletion_requests (
      id text primary key,
      application_id text references applications (id) on delete set null,
      application_name text not null,
      email text not null,
      name text,
      phone text,
      reason text,
      requester_ip text not null,
      status text not null default 'pending' check (status in ('pending', 'done', 'rejected')),
      created_at timestamptz not null default now()
    )`,
    sql`create index account_deletion_requests_ip_idx on account_deletion_requests (requester_ip, created_at)`,
    sql`create index account_deletion_requests_pending_idx on account_deletion_requests (created_at) where status = 'pending'`,
    sql`create table contacts (
      id text primary key,
      company_id text references companies (id) on delete cascade,
      name text not null,
      phone text not null,
      user_id text,
      created_at timestamptz not null default now()
    )`,
    sql`create unique index contacts_company_phone_key on contacts (coalesce(company_id, ''), phone)`,
    sql`create index contacts_company_name_idx on contacts (company_id, lower(name))`,
    sql`create table whatsapp_messages (
      id text primary key,
      company_id text references companies (id) on delete set null,
      user_id text not null,
      direction text not null check (direction in ('outbound', 'inbound')),
      phone text not null,
      body text,
      media_url text,
      media_id text,
      status text not null check (status in ('queued', 'sent', 'delivered', 'read', 'failed')),
      error text,
      provider_id text unique,
      attempts integer not null default 0,
      claimed_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (num_nonnulls(body, media_url, media_id) = 1)
    )`,
    sql`create index whatsapp_messages_company_idx on whatsapp_messages (company_id, created_at desc)`,
    sql`create index whatsapp_messages_phone_idx on whatsapp_messages (phone, created_at desc)`,
    sql`create index whatsapp_messages_user_idx on whatsapp_messages (user_id, created_at desc)`,
    sql`create index whatsapp_messages_queued_idx on whatsapp_messages (created_at) where status = 'queued'`,
    sql`create table whatsapp_webhook_events (
      id text primary key,
      kind text not null check (kind in ('status', 'message')),
      message_id text references whatsapp_messages (id) on delete set null,
      payload jsonb not null,
      received_at timestamptz not null default now()
    )`,
  ];
  for (const statement of statements) await statement.execute(db);
}

/** Drops the tables, dependents first. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'whatsapp_webhook_events',
    'whatsapp_messages',
    'contacts',
    'account_deletion_requests',
    'admin_styles',
    'application_privacy_terms',
    'applications',
  ]) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
