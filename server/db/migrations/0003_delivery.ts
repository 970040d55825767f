import { sql, type Kysely } from 'kysely';

/**
 * Delivery: the delivery men (riders) with their person records, positions, payment flags
 * and history (online days, races), the companies' delivery settings and the companies'
 * positions on the map.
 *
 * A delivery man with history is never removed: deleting it sets `deleted_at`, so its
 * online days and races stay linked to it for reports, and its CPF may be registered
 * again (the CPF is unique among the riders not deleted only). Positions are WGS 84
 * degrees, kept as a longitude and a latitude that are both known or both unknown.
 * Amounts of money are BRL with two decimals; race distances are kept in metres.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table delivery_persons (
      id text primary key,
      name text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`,
    sql`create table delivery_men (
      id text primary key,
      company_id text references companies (id) on delete set null,
      person_id text references delivery_persons (id) on delete set null,
      cpf text not null check (cpf ~ '^[0-9]{11}$'),
      phone text not null check (phone ~ '^[0-9]{10,13}$'),
      type_of_vehicle text not null,
      flag text not null default 'FREE' check (flag in ('FREE', 'ON_ROUTE', 'UNAVAILABLE')),
      is_online boolean not null default false,
      on_route boolean not null default false,
      deliveryman_paid boolean not null default false,
      delivery_man_paid_date timestamptz,
      longitude double precision check (longitude between -180 and 180),
      latitude double precision check (latitude between -90 and 90),
      position_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      deleted_at timestamptz,
      check ((longitude is null) = (latitude is null)),
      check (deliveryman_paid or delivery_man_paid_date is null)
    )`,
    sql`create unique index delivery_men_cpf_key on delivery_men (cpf) where deleted_at is null`,
    sql`create index delivery_men_company_idx on delivery_men (company_id) where deleted_at is null`,
    // One row per rider and local day (America/Sao_Paulo) on which it was online.
    sql`create table delivery_man_online_days (
      delivery_man_id text not null references delivery_men (id) on delete cascade,
      day date not null,
      online_minutes integer not null check (online_minutes between 0 and 1440),
      first_online_at timestamptz,
      last_online_at timestamptz,
      primary key (delivery_man_id, day)
    )`,
    sql`create table delivery_man_races (
      id text primary key,
      delivery_man_id text not null references delivery_men (id) on delete cascade,
      company_id text references companies (id) on delete set null,
      order_id text not null,
      started_at timestamptz not null,
      finished_at timestamptz,
      status text not null check (status in (
        'SCHEDULED', 'WAIT_COMPANY', 'AWAITING_PAYMENT', 'FINISHED', 'AWAIT_DELIVERYMAN', 'WAIT_DELIVERYMAN',
        'NO_DELIVERYMAN_AVAILABLE', 'ACCEPT_DELIVERYMAN', 'IN_PREPARATION', 'ACCEPT_SHOPPER', 'DISPATCH',
        'DELIVERY_ROUTE', 'DELIVERY_AT_STORE', 'DELIVERY_GOBACK', 'DELIVERED', 'RELEASE_SHOPPER',
        'RELEASE_DRIVER', 'RELEASE_DRIVER_COD', 'DISPATCH_MACHINE', 'DISPATCH_TENTREGO', 'CANCELED'
      )),
      distance_m integer check (distance_m >= 0),
      fee numeric(10, 2) check (fee >= 0)
    )`,
    sql`create index delivery_man_races_rider_idx on delivery_man_races (delivery_man_id, started_at desc, id desc)`,
    sql`create table company_deliveries (
      id text primary key,
      company_id text not null unique references companies (id) on delete cascade,
      delivery_radius_km numeric(6, 2) not null check (delivery_radius_km > 0),
      delivery_fee numeric(10, 2) not null check (delivery_fee >= 0),
      minimum_order numeric(10, 2) not null check (minimum_order >= 0),
      estimated_time_minutes integer not null check (estimated_time_minutes between 0 and 1440),
      is_open boolean not null default false,
      is_active boolean not null default true,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`,
    sql`create table company_locations (
      company_id text primary key references companies (id) on delete cascade,
      longitude double precision not null check (longitude between -180 and 180),
      latitude double precision not null check (latitude between -90 and 90),
      updated_at timestamptz not null default now()
    )`,
  ];
  for (const statement of statements) await statement.execute(db);
}

/** Drops the delivery tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'company_locations',
    'company_deliveries',
    'delivery_man_races',
    'delivery_man_online_days',
    'delivery_men',
    'delivery_persons',
  ]) {
    await sql`drop table ${sql.table(table)}`.execute(db);
  }
}
