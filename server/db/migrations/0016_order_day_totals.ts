import { sql, type Kysely } from 'kysely';

/**
 * The totals of a month within 200 ms at 5,000,000 orders (issue 25): counting a month of every
 * company from the orders read each of its 280,000 orders (1.7 s). `order_day_totals` keeps the
 * counts instead, per calendar day in São Paulo (the reports' default zone), company and what the
 * totals group by (the company as a whole, its payment types, statuses and cancellation reasons),
 * each with how many orders, how many of them cancelled and the total of the others in cents. A
 * month is then some 70,000 small rows of every company, or 1,000 of one.
 *
 * The orders' own triggers keep it: after each statement that inserts, updates or deletes orders,
 * the rows it changed are counted out as they were and in as they are (one upsert per statement,
 * from its transition tables, so a load of a million orders costs one pass, not a million). Every
 * statement writes its rows in one order, the company's whole-day row first, so two transactions
 * on a company's day take their locks in the same order. The counts of the orders already there
 * are made here, written in the order of the days as later ones are, so that a month's rows lie
 * together (room is left in each page for a day's rows to change in place: fill factor 80).
 *
 * No foreign key to the companies: a company's deletion deletes its orders, whose counts are then
 * counted out, leaving rows that add up to nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table order_day_totals (
      day date not null,
      company_id text not null,
      dimension text not null check (dimension in ('company', 'paymentType', 'status', 'reason')),
      key text not null,
      n integer not null,
      canceled integer not null,
      total bigint not null,
      primary key (day, company_id, dimension, key)
    ) with (fillfactor = 80)`,
    // The rows one order counts in (sign 1) or out (sign -1). The reason of a cancelled order
    // without one is ''.
    sql`create function order_day_total_rows(placed timestamptz, company text, payment text, state text, reason text, amount integer, sign integer)
      returns table (day date, company_id text, dimension text, key text, n integer, canceled integer, total bigint)
      language sql stable
      as $$
        select ($1 at time zone 'America/Sao_Paulo')::date, $2, d.dimension, d.key, $7,
          case when $4 = 'CANCELED' then $7 else 0 end,
          case when $4 = 'CANCELED' then 0 else $7 * $6::bigint end
        from (values ('company', ''), ('paymentType', $3), ('status', $4)) as d (dimension, key)
        union all
        select ($1 at time zone 'America/Sao_Paulo')::date, $2, 'reason', coalesce($5, ''), $7, $7, 0::bigint
        where $4 = 'CANCELED'
      $$`,
    sql`create function order_day_totals_count() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          insert into order_day_totals as t (day, company_id, dimension, key, n, canceled, total)
          select r.day, r.company_id, r.dimension, r.key, sum(r.n), sum(r.canceled), sum(r.total)
          from changed_new o cross join lateral order_day_total_rows(o.placed_at, o.company_id, o.payment_type, o.status, o.cancel_reason, o.total, 1) r
          group by 1, 2, 3, 4 order by 1, 2, 3, 4
          on conflict (day, company_id, dimension, key) do update
            set n = t.n + excluded.n, canceled = t.canceled + excluded.canceled, total = t.total + excluded.total;
        elsif tg_op = 'UPDATE' then
          insert into order_day_totals as t (day, company_id, dimension, key, n, canceled, total)
          select r.day, r.company_id, r.dimension, r.key, sum(r.n), sum(r.canceled), sum(r.total)
          from (
            select c.* from changed_new o cross join lateral order_day_total_rows(o.placed_at, o.company_id, o.payment_type, o.status, o.cancel_reason, o.total, 1) c
            union all
            select c.* from changed_old o cross join lateral order_day_total_rows(o.placed_at, o.company_id, o.payment_type, o.status, o.cancel_reason, o.total, -1) c
          ) as r
          group by 1, 2, 3, 4 order by 1, 2, 3, 4
          on conflict (day, company_id, dimension, key) do update
            set n = t.n + excluded.n, canceled = t.canceled + excluded.canceled, total = t.total + excluded.total;
        else
          insert into order_day_totals as t (day, company_id, dimension, key, n, canceled, total)
          select r.day, r.company_id, r.dimension, r.key, sum(r.n), sum(r.canceled), sum(r.total)
          from changed_old o cross join lateral order_day_total_rows(o.placed_at, o.company_id, o.payment_type, o.status, o.cancel_reason, o.total, -1) r
          group by 1, 2, 3, 4 order by 1, 2, 3, 4
          on conflict (day, company_id, dimension, key) do update
            set n = t.n + excluded.n, canceled = t.canceled + excluded.canceled, total = t.total + excluded.total;
        end if;
        return null;
      end
    $$`,
    sql`create function order_day_totals_clear() returns trigger language plpgsql as $$
      begin
        delete from order_day_totals;
        return null;
      end
    $$`,
    sql`create trigger order_day_totals_insert after insert on orders referencing new table as changed_new for each statement execute function order_day_totals_count()`,
    sql`create trigger order_day_totals_update after update on orders referencing old table as changed_old new table as changed_new for each statement execute function order_day_totals_count()`,
    sql`create trigger order_day_totals_delete after delete on orders referencing old table as changed_old for each statement execute function order_day_totals_count()`,
    sql`create trigger order_day_totals_truncate after truncate on orders for each statement execute function order_day_totals_clear()`,
    sql`insert into order_day_totals (day, company_id, dimension, key, n, canceled, total)
      select r.day, r.company_id, r.dimension, r.key, sum(r.n), sum(r.canceled), sum(r.total)
      from orders o cross join lateral order_day_total_rows(o.placed_at, o.company_id, o.payment_type, o.status, o.cancel_reason, o.total, 1) r
      group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
  ];
  for (const statement of statements) await statement.execute(db);
}

/** Drops the counts, their triggers and functions. */
export async function down(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`drop trigger order_day_totals_truncate on orders`,
    sql`drop trigger order_day_totals_delete on orders`,
    sql`drop trigger order_day_totals_update on orders`,
    sql`drop trigger order_day_totals_insert on orders`,
    sql`drop function order_day_totals_clear()`,
    sql`drop function order_day_totals_count()`,
    sql`drop function order_day_total_rows(timestamptz, text, text, text, text, integer, integer)`,
    sql`drop table order_day_totals`,
  ];
  for (const statement of statements) await statement.execute(db);
}
