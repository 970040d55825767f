/**
 * The orders of the order-history benchmark (scripts/bench-reports.ts): `total` orders over the
 * last two years across about 200 companies (a few large), made by the database itself with
 * generate_series, from hashes of each row's place (company and number), so that two fills of the
 * same size hold the same orders (today's placed relative to the fill's clock). The product's schema is used as the migrations leave it (the folded name and the
 * phone digits are the migration's generated columns); the orders' secondary indexes are dropped
 * during the load and made again after it with their own definitions, as a restore would.
 */
import { sql } from 'kysely';
import type { Db } from '../server/db';
import { DEMO_IDS, seedDemoData } from '../server/seed';

/** The companies of the fill, and how many orders they get in all. */
export const COMPANIES = 200;
/** Days of history before today (local, São Paulo). */
export const DAYS = 730;

/** The marker of a finished fill (app_settings key), with its size and day. */
const MARKER = 'bench_reports_fill';

export interface FillInfo {
  orders: number;
  day: string;
  seconds: number;
}

const FIRST = [
  'João', 'Maria', 'José', 'Ana', 'Antônio', 'Francisca', 'Luís', 'Márcia', 'Paulo', 'Adriana', 'Carlos', 'Juliana', 'Lucas', 'Fernanda',
  'Inês', 'Sebastião', 'Patrícia', 'Gabriel', 'Aline', 'Rafael', 'Cláudia', 'Thiago', 'Letícia', 'Márcio', 'Conceição', 'André', 'Vitória',
  'Rodrigo', 'Tânia', 'Vinícius', 'Luíza', 'Otávio', 'Débora', 'Heitor', 'Mônica', 'Fábio', 'Bruna', 'Raí', 'Lúcia', 'Caio',
];
const LAST = [
  'Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes', 'Araújo', 'Gonçalves', 'Conceição',
  'Ribeiro', 'Carvalho', 'Simões', 'Magalhães', 'Guimarães', 'Falcão', 'Brandão', 'Nóbrega', 'Mendonça', 'Peçanha', 'Assunção', 'Lourenço',
  'Estêvão', 'Cançado', 'Monção', 'Galvão', 'Prudêncio', 'Damião', 'Leão', 'Sá', 'Quintão', 'Batista', 'Moura', 'Rocha', 'Dias', 'Nunes', 'Barbosa',
];
const PAYMENTS = ['PIX', 'PIX', 'PIX', 'app card', 'app card', 'money', 'PIX app', 'digital wallet', 'digital card', 'PIX local'];
const DISHES: [string, number][] = [
  ['Lasanha à bolonhesa', 4890], ['Pizza margherita grande', 5490], ['Nhoque ao sugo', 3990], ['Espaguete à carbonara', 4590],
  ['Feijoada completa', 5290], ['Moqueca de peixe', 6890], ['Bruschetta de tomate', 2490], ['Tiramisù', 1890], ['Refrigerante lata', 700],
  ['Suco de laranja 500 ml', 1100], ['Açaí 500 ml', 2200], ['Pão de queijo (6)', 1500],
];
const GROCERIES: [string, number][] = [
  ['Arroz tipo 1 5 kg', 2890], ['Feijão carioca 1 kg', 899], ['Leite integral 1 L', 549], ['Café torrado 500 g', 1790], ['Banana prata (kg)', 699],
  ['Pão de forma integral', 899], ['Azeite extra virgem 500 ml', 3490], ['Detergente 500 ml', 289], ['Ovos brancos (dúzia)', 1290], ['Açúcar refinado 1 kg', 499],
];
const STREETS = [
  ['Rua Treze de Maio', 'Bela Vista'], ['Rua Teodoro Sampaio', 'Pinheiros'], ['Avenida Brigadeiro Luís Antônio', 'Bela Vista'], ['Rua Augusta', 'Consolação'],
  ['Rua Vergueiro', 'Liberdade'], ['Rua Cardeal Arcoverde', 'Pinheiros'], ['Rua Haddock Lobo', 'Cerqueira César'], ['Rua da Consolação', 'Consolação'],
];

const literal = (values: readonly string[]) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]`;

/** A deterministic basket per (type, n): its items as JSON and their total in cents. */
function baskets(): { idx: number; items: string; total: number }[] {
  const out: { idx: number; items: string; total: number }[] = [];
  for (const [offset, shelf] of [[0, DISHES], [32, GROCERIES]] as const) {
    for (let n = 0; n < 32; n++) {
      const count = 1 + (n % (offset === 0 ? 3 : 6));
      const items = Array.from({ length: count }, (_, i) => {
        const [name, unitPrice] = shelf[(n * 7 + i * 5) % shelf.length] as [string, number];
        return { name, quantity: 1 + ((n + i) % 3 === 0 ? 1 : 0), unitPrice, notes: '', complements: [] };
      });
      out.push({ idx: offset + n, items: JSON.stringify(items), total: items.reduce((s, i) => s + i.quantity * i.unitPrice, 0) });
    }
  }
  return out;
}

/** Today's local day (São Paulo) as YYYY-MM-DD. */
export function localToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** Runs `text`, one statement at a time (PGlite's prepared statements take one): statements end with `;` at a line's end. */
async function run(db: Db, text: string): Promise<void> {
  for (const statement of text.split(/;\s*\n/).map((t) => t.trim().replace(/;$/, '')).filter((t) => t !== '')) {
    if (process.env.BENCH_REPORTS_EXPLAIN === '1' && statement.startsWith('insert into orders')) {
      const plan = await sql.raw<{ 'QUERY PLAN': string }>(`explain analyze ${statement}`).execute(db);
      console.info(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
    } else await sql.raw(statement).execute(db);
  }
}

/** The fill already in `db`, when it is of `total` orders and was made today; else null. */
export async function existingFill(db: Db, total: number): Promise<FillInfo | null> {
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', MARKER).executeTakeFirst();
  const info = row?.value as FillInfo | undefined;
  return info && info.orders === total && info.day === localToday() ? info : null;
}

/**
 * Fills an empty, migrated database: the demo data (users to sign in as), 196 more companies with
 * 10 riders each, and `total` orders; `log` tells the steps. Answers the fill's marker.
 */
export async function fillOrders(db: Db, total: number, password: string, log: (line: string) => void, server: boolean): Promise<FillInfo> {
  const started = Date.now();
  await seedDemoData(db, password);
  log('demo data seeded');
  const today = localToday();
  // The history of the demo seed is left in; the bench's own orders are on top of it.
  await run(db, `
    create or replace function bench_h(bigint, integer) returns bigint language sql immutable parallel safe
    as $$ select (hashint8($1 * 31 + $2)::bigint & 2147483647) $$`);
  await run(db, 'drop table if exists bench_companies;\ndrop table if exists bench_baskets;\ndrop table if exists bench_places');
  // The companies: the four of the demo first, then 196 more; five large ones (10, 8, 6, 5, 4 %),
  // the others sharing the rest unevenly.
  await run(db, `
    create table bench_companies as
    with c as (
      select g as idx,
        case g when 1 then '${DEMO_IDS.restaurant}' when 2 then '${DEMO_IDS.supermarket}' when 3 then '${DEMO_IDS.otherRestaurant}'
          else 'bc' || lpad(g::text, 22, '0') end as company_id,
        case when g = 2 or (g > 3 and g % 4 = 0) then 'supermarket' else 'restaurant' end as type,
        case g when 1 then 10 when 2 then 8 when 3 then 6 when 4 then 5 when 5 then 4
          else 67.0 / ${COMPANIES - 5} * (0.4 + (bench_h(g, 9) % 1200) / 1000.0) end as share
      from generate_series(1, ${COMPANIES}) g
    )
    select idx, company_id, type, share from c`);
  await run(db, `
    insert into companies (id, name, type, shopping_flow, application_id, franchise_id, is_open)
    select company_id,
      (case when type = 'supermarket' then 'Mercado ' else 'Restaurante ' end) || (${literal(LAST)})[1 + bench_h(idx, 1) % ${LAST.length}] || ' ' || idx,
      type, null, '${DEMO_IDS.application}', null, true
    from bench_companies where idx > 3`);
  await run(db, `
    alter table bench_companies add column n integer, add column n_today integer;
    update bench_companies set n = floor(${total} * share / (select sum(share) from bench_companies));
    update bench_companies set n = n + (${total} - (select sum(n) from bench_companies)) where idx = 1;
    update bench_companies set n_today = greatest(1, round(n / ${DAYS}.0)::int), n = n - greatest(1, round(n / ${DAYS}.0)::int);
    alter table bench_companies add column first_number integer;
    update bench_companies c set first_number = coalesce((select last_number from company_order_counters k where k.company_id = c.company_id), 0);`);
  // Ten riders of each company, persons with names.
  await run(db, `
    insert into delivery_persons (id, name)
    select 'bp' || lpad(c.idx::text, 6, '0') || lpad(s::text, 16, '0'), (${literal(FIRST)})[1 + bench_h(c.idx * 100 + s, 2) % ${FIRST.length}] || ' ' || (${literal(LAST)})[1 + bench_h(c.idx * 100 + s, 3) % ${LAST.length}]
    from bench_companies c, generate_series(0, 9) s`);
  await run(db, `
    insert into delivery_men (id, company_id, person_id, cpf, phone, type_of_vehicle)
    select 'bd' || lpad(c.idx::text, 6, '0') || lpad(s::text, 16, '0'), c.company_id, 'bp' || lpad(c.idx::text, 6, '0') || lpad(s::text, 16, '0'),
      lpad((70000000000 + c.idx * 100 + s)::text, 11, '0'), '119' || lpad((bench_h(c.idx * 100 + s, 4) % 100000000)::text, 8, '0'), 'moto'
    from bench_companies c, generate_series(0, 9) s`);
  const basketRows = baskets().map((b) => `(${b.idx}, '${b.items.replace(/'/g, "''")}'::jsonb, ${b.total})`).join(',\n');
  await run(db, `create table bench_baskets (idx integer primary key, items jsonb not null, total integer not null);\ninsert into bench_baskets values ${basketRows}`);
  const placeRows = STREETS.map(([street, district], i) =>
    `(${i}, '${JSON.stringify({ street, number: String(100 + i * 137), district, city: 'São Paulo', complement: i % 2 ? 'apto 12' : '', coordinates: [-46.65 - i / 200, -23.56 - i / 300] }).replace(/'/g, "''")}'::jsonb)`,
  ).join(', ');
  await run(db, `create table bench_places (idx integer primary key, address jsonb not null);\ninsert into bench_places values ${placeRows}`);
  log('companies, riders, baskets');

  // The secondary indexes of the orders and of their search keys (which the orders' triggers
  // fill), dropped for the load and made again after it.
  const indexes = (
    await sql<{ indexname: string; indexdef: string }>`select indexname, indexdef from pg_indexes where tablename in ('orders', 'order_search_keys') and indexname not in (
      select conname from pg_constraint where conrelid in ('orders'::regclass, 'order_search_keys'::regclass))`.execute(db)
  ).rows;
  for (const index of indexes) await run(db, `drop index ${index.indexname}`);
  // And its foreign keys (checked row by row they took a third of the load), added again after it.
  const foreignKeys = (
    await sql<{ conname: string; def: string }>`select conname, pg_get_constraintdef(oid) as def from pg_constraint where conrelid = 'orders'::regclass and contype = 'f'`.execute(db)
  ).rows;
  for (const key of foreignKeys) await run(db, `alter table orders drop constraint ${key.conname}`);
  log(`dropped ${indexes.length} indexes and ${foreignKeys.length} foreign keys of orders for the load`);

  const columns = `id, company_id, number, status, version, fulfilment, payment_type, paid, items, items_total, delivery_fee, discount, total,
    customer_name, customer_phone, address, scheduled_for, prep_minutes, accepted_at, ready_by, accept_by, dispatched_at, rider_id, outcome,
    cancel_reason, placed_at, status_at, updated_at`;
  // One customer of the company (about 4,000 per company, so phones and names come back), by hashes.
  const customer = (key: string) => `
      (${literal(FIRST)})[1 + bench_h(${key}, 11) % ${FIRST.length}]
        || case when bench_h(${key}, 12) % 4 = 0 then ' ' || (${literal(FIRST)})[1 + bench_h(${key}, 13) % ${FIRST.length}] else '' end
        || ' ' || (${literal(LAST)})[1 + bench_h(${key}, 14) % ${LAST.length}] as customer_name,
      case bench_h(${key}, 15) % 5
        when 0 then '5511' || lpad((900000000 + bench_h(${key}, 16) % 100000000)::text, 9, '0')
        when 1 then '(11) 9' || lpad((bench_h(${key}, 16) % 10000)::text, 4, '0') || '-' || lpad((bench_h(${key}, 17) % 10000)::text, 4, '0')
        else '119' || lpad((bench_h(${key}, 16) % 100000000)::text, 8, '0') end as customer_phone`;
  const start = `timestamptz '${today}T00:00:00-03:00' - interval '${DAYS} days'`;
  // The history: each company's orders numbered 1..n in the order they were placed, spread over the
  // days (more in the recent ones), each between 10:00 and 23:00 local.
  const historyRows = `
    with o as (
      select c.idx, c.company_id, c.type, c.first_number, k,
        c.idx::bigint * 100000000 + k as x,
        (k - 1 + (bench_h(c.idx::bigint * 100000000 + k, 1) % 900) / 1000.0)::float8 / c.n as p
      from bench_companies c, generate_series(1, c.n) k
    ), t as (
      select o.*,
        (o.p + sqrt(o.p)) / 2 * ${DAYS} as dp,
        bench_h(o.x, 2) % 1000 as fate,
        bench_h(o.x, 3) % 100 < 25 as pickup,
        (${literal(PAYMENTS)})[1 + bench_h(o.x, 4) % ${PAYMENTS.length}] as payment,
        bench_h(o.x, 7) % 4000 as ckey
      from o
    ), u as (
      select t.*,
        ${start} + floor(t.dp) * interval '1 day' + (600 + (t.dp - floor(t.dp)) * 780) * interval '1 minute' as placed_at,
        case when t.fate < 60 then 'deadline' when t.fate < 110 then 'reject' when t.fate < 130 then 'cancel' when t.fate < 140 then 'unpaid'
          when t.fate < 200 then 'DELIVERED' else 'FINISHED' end as kind,
        (1 + bench_h(t.x, 5) % 6) as accept_after,
        (15 + 5 * (bench_h(t.x, 6) % 7)) as prep
      from t
    )
    select 'bo' || lpad(u.idx::text, 4, '0') || lpad(u.k::text, 18, '0') as id, u.company_id, u.first_number + u.k as number,
      case when u.kind in ('DELIVERED', 'FINISHED') then u.kind else 'CANCELED' end as status,
      case u.kind when 'FINISHED' then case when u.pickup then 4 else 9 end when 'DELIVERED' then case when u.pickup then 3 else 8 end
        when 'cancel' then 3 else 2 end as version,
      case when u.pickup then 'pickup' else 'delivery' end as fulfilment,
      u.payment as payment_type,
      u.kind <> 'unpaid' and u.payment not in ('money', 'PIX local') as paid,
      b.items, b.total as items_total,
      case when u.pickup then 0 when u.type = 'supermarket' then 1250 else 790 end as delivery_fee,
      case when bench_h(u.x, 8) % 10 = 0 then 500 else 0 end as discount,
      b.total + case when u.pickup then 0 when u.type = 'supermarket' then 1250 else 790 end - case when bench_h(u.x, 8) % 10 = 0 then 500 else 0 end as total,
      ${customer('u.idx::bigint * 100000 + u.ckey')},
      case when u.pickup then null else pl.address end as address,
      null::timestamptz as scheduled_for,
      case when u.kind in ('DELIVERED', 'FINISHED', 'cancel') then u.prep end as prep_minutes,
      case when u.kind in ('DELIVERED', 'FINISHED', 'cancel') then u.placed_at + u.accept_after * interval '1 minute' end as accepted_at,
      case when u.kind in ('DELIVERED', 'FINISHED', 'cancel') then u.placed_at + (u.accept_after + u.prep) * interval '1 minute' end as ready_by,
      case when u.kind <> 'unpaid' then u.placed_at + interval '8 minutes' end as accept_by,
      case when u.kind in ('DELIVERED', 'FINISHED') and not u.pickup then u.placed_at + (u.accept_after + u.prep + 4) * interval '1 minute' end as dispatched_at,
      case when u.kind in ('DELIVERED', 'FINISHED') and not u.pickup then 'bd' || lpad(u.idx::text, 6, '0') || lpad((bench_h(u.x, 9) % 10)::text, 16, '0') end as rider_id,
      case when u.kind in ('DELIVERED', 'FINISHED') and not u.pickup then case when bench_h(u.x, 10) % 10 = 0 then 'entregue_portao' else 'entregue' end end as outcome,
      case u.kind when 'deadline' then 'acceptance_deadline' when 'unpaid' then 'customer_request'
        when 'reject' then (${literal(['too_busy', 'out_of_stock', 'closing_soon', 'address_out_of_area'])})[1 + bench_h(u.x, 18) % 4]
        when 'cancel' then (${literal(['out_of_stock', 'customer_request'])})[1 + bench_h(u.x, 18) % 2] end as cancel_reason,
      u.placed_at,
      u.placed_at + case u.kind when 'deadline' then 8 when 'reject' then u.accept_after when 'unpaid' then 15 when 'cancel' then u.accept_after + 10
        when 'DELIVERED' then u.accept_after + u.prep + 30 else u.accept_after + u.prep + 70 end * interval '1 minute' as status_at,
      u.placed_at + case u.kind when 'deadline' then 8 when 'reject' then u.accept_after when 'unpaid' then 15 when 'cancel' then u.accept_after + 10
        when 'DELIVERED' then u.accept_after + u.prep + 30 else u.accept_after + u.prep + 70 end * interval '1 minute' as updated_at
    from u
    join bench_baskets b on b.idx = (case when u.type = 'supermarket' then 32 else 0 end) + bench_h(u.x, 19) % 32
    join bench_places pl on pl.idx = bench_h(u.x, 20) % 8`;
  // Numbers after the demo seed's own orders of the restaurant and the supermarket (first_number).
  // On PostgreSQL in two halves at once (two cores), by company.
  const halves = server ? ['c.idx % 2 = 0', 'c.idx % 2 = 1'] : ['true'];
  await Promise.all(halves.map((half) => run(db, `insert into orders (${columns}) ${historyRows.replace('from bench_companies c, generate_series(1, c.n) k', `from bench_companies c, generate_series(1, c.n) k where ${half}`)}`)));
  log(`history: ${total} orders less today's inserted`);

  // Today's: each company's last orders placed over the last 10 hours, in every state of the day
  // (new ones in WAIT_COMPANY, preparing, waiting for a rider, on the way, some of them late; done).
  await run(db, `
    insert into orders (${columns})
    with o as (
      select c.idx, c.company_id, c.type, c.n + c.first_number + j as number, j, c.idx::bigint * 100000000 + 90000000 + j as x,
        now() - ((c.n_today - j) + (bench_h(c.idx::bigint * 100000000 + 90000000 + j, 1) % 900) / 1000.0) * (600.0 / c.n_today) * interval '1 minute' as placed_at
      from bench_companies c, generate_series(1, c.n_today) j
    ), t as (
      select o.*, extract(epoch from now() - o.placed_at) / 60 as age, bench_h(o.x, 2) % 100 as fate, bench_h(o.x, 3) % 100 < 25 as pickup,
        (${literal(PAYMENTS)})[1 + bench_h(o.x, 4) % ${PAYMENTS.length}] as payment, bench_h(o.x, 7) % 4000 as ckey
      from o
    ), u as (
      select t.*, case
        when t.age < 8 then 'WAIT_COMPANY'
        when t.age < 30 then 'IN_PREPARATION'
        when t.age < 45 then case when t.pickup then 'IN_PREPARATION' else 'AWAIT_DELIVERYMAN' end
        when t.age < 75 then case when t.pickup then 'DELIVERED' else 'DELIVERY_ROUTE' end
        when t.fate < 3 then case when t.pickup then 'IN_PREPARATION' else 'AWAIT_DELIVERYMAN' end
        when t.fate < 15 then 'CANCELED'
        when t.fate < 30 then 'DELIVERED'
        else 'FINISHED' end as status
      from t
    )
    select 'bt' || lpad(u.idx::text, 4, '0') || lpad(u.j::text, 18, '0'), u.company_id, u.number, u.status,
      case u.status when 'WAIT_COMPANY' then 1 when 'IN_PREPARATION' then 2 when 'AWAIT_DELIVERYMAN' then 3 when 'DELIVERY_ROUTE' then 7 when 'CANCELED' then 2 when 'DELIVERED' then 8 else 9 end,
      case when u.pickup then 'pickup' else 'delivery' end, u.payment, u.payment not in ('money', 'PIX local'),
      b.items, b.total, case when u.pickup then 0 when u.type = 'supermarket' then 1250 else 790 end, 0,
      b.total + case when u.pickup then 0 when u.type = 'supermarket' then 1250 else 790 end,
      ${customer('u.idx::bigint * 100000 + u.ckey')},
      case when u.pickup then null else pl.address end, null,
      case when u.status not in ('WAIT_COMPANY', 'CANCELED') then 20 end,
      case when u.status not in ('WAIT_COMPANY', 'CANCELED') then u.placed_at + interval '3 minutes' end,
      case when u.status not in ('WAIT_COMPANY', 'CANCELED') then u.placed_at + interval '23 minutes' end,
      u.placed_at + interval '8 minutes',
      case when u.status in ('DELIVERY_ROUTE', 'DELIVERED', 'FINISHED') and not u.pickup then u.placed_at + interval '40 minutes' end,
      case when u.status in ('DELIVERY_ROUTE', 'DELIVERED', 'FINISHED') and not u.pickup then 'bd' || lpad(u.idx::text, 6, '0') || lpad((bench_h(u.x, 9) % 10)::text, 16, '0') end,
      case when u.status in ('DELIVERED', 'FINISHED') and not u.pickup then 'entregue' end,
      case when u.status = 'CANCELED' then (${literal(['acceptance_deadline', 'too_busy', 'out_of_stock', 'customer_request'])})[1 + bench_h(u.x, 18) % 4] end,
      u.placed_at,
      least(now(), u.placed_at + case u.status when 'WAIT_COMPANY' then 0 when 'IN_PREPARATION' then 3 when 'AWAIT_DELIVERYMAN' then 25 when 'DELIVERY_ROUTE' then 42
        when 'CANCELED' then 8 when 'DELIVERED' then 70 else 120 end * interval '1 minute'),
      least(now(), u.placed_at + case u.status when 'WAIT_COMPANY' then 0 when 'IN_PREPARATION' then 3 when 'AWAIT_DELIVERYMAN' then 25 when 'DELIVERY_ROUTE' then 42
        when 'CANCELED' then 8 when 'DELIVERED' then 70 else 120 end * interval '1 minute')
    from u
    join bench_baskets b on b.idx = (case when u.type = 'supermarket' then 32 else 0 end) + bench_h(u.x, 19) % 32
    join bench_places pl on pl.idx = bench_h(u.x, 20) % 8`);
  await run(db, `
    insert into company_order_counters (company_id, last_number)
    select company_id, first_number + n + n_today from bench_companies
    on conflict (company_id) do update set last_number = excluded.last_number`);
  log("today's orders inserted");

  if (server) {
    // Two builds at once, each on a connection of its own with room to sort.
    const groups = [indexes.filter((_, i) => i % 2 === 0), indexes.filter((_, i) => i % 2 === 1)];
    await Promise.all(
      groups.map((group) =>
        db.connection().execute(async (conn) => {
          await run(conn, `set maintenance_work_mem = '1GB';\nset max_parallel_maintenance_workers = 1`);
          for (const index of group) {
            const t = Date.now();
            await run(conn, index.indexdef);
            log(`index ${index.indexname} made in ${Math.round((Date.now() - t) / 1000)} s`);
          }
        }),
      ),
    );
    for (const key of foreignKeys) await run(db, `alter table orders add constraint ${key.conname} ${key.def}`);
    log('foreign keys added again and checked');
    await run(db, 'vacuum analyze orders');
    await run(db, 'vacuum analyze order_search_keys');
    await run(db, 'analyze order_search_terms');
  } else {
    for (const index of indexes) {
      const t = Date.now();
      await run(db, index.indexdef);
      log(`index ${index.indexname} made in ${Math.round((Date.now() - t) / 1000)} s`);
    }
    for (const key of foreignKeys) await run(db, `alter table orders add constraint ${key.conname} ${key.def}`);
    // As the server does on start (server/db/embeddedVacuum.ts): PGlite has no autovacuum.
    await run(db, 'vacuum analyze orders');
    await run(db, 'vacuum analyze order_search_keys');
    await run(db, 'vacuum analyze order_search_terms');
  }
  const info: FillInfo = { orders: total, day: today, seconds: Math.round((Date.now() - started) / 1000) };
  await db.insertInto('app_settings').values({ key: MARKER, value: JSON.stringify(info) }).onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(info) })).execute();
  log(`fill done in ${info.seconds} s`);
  return info;
}
