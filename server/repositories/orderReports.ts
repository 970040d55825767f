import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { inTransaction, type Db } from '../db';
import { ORDER_STATUSES, statusesOf, type OrderStatus } from '../../src/domain/orders';
import { DEFAULT_DELIVERY_MINUTES, lateOrderCondition, ordersWithCompany, type OrderView } from './orders';

// The order reports (issue 25): totals of a range, today's new orders and the late ones, counted by
// the database over the orders of the companies read. `companyIds` null reads every company.

/** A range of placing times, `from` included and `to` not, counted in the calendar days of `timeZone`. */
export interface ReportRange {
  from: Date;
  to: Date;
  timeZone: string;
}

/** What a group of the totals counts: the whole range, a day, a company, a payment type, a status, or a cancellation reason. */
export type TotalsDimension = 'overall' | 'day' | 'company' | 'paymentType' | 'status' | 'reason';

/** A group's counts: how many orders, how many of them cancelled, and the total of the others in cents. */
interface GroupCounts {
  dimension: TotalsDimension;
  /** The day (`YYYY-MM-DD`), company id, payment type, status or reason; null for the whole range and for "no reason given". */
  key: string | null;
  /** The company's name for a company, the key otherwise. */
  label: string | null;
  n: number;
  canceled: number;
  /** Sum of the totals of the orders not cancelled, in cents. */
  total: number;
}

/** One group of the totals, with its average ticket (cents, rounded) and cancellation rate (0 to 1). */
export interface TotalsRow extends GroupCounts {
  average_ticket: number;
  cancellation_rate: number;
}

/** The zone whose calendar days `order_day_totals` counts (migration 0016). */
export const COUNTED_ZONE = 'America/Sao_Paulo';

/** `column` among these companies (null: no condition). */
function companyCondition(companyIds: readonly string[] | null, column: RawBuilder<unknown> = sql.ref('o.company_id')): RawBuilder<SqlBool> {
  if (companyIds === null) return sql<SqlBool>`true`;
  if (companyIds.length === 0) return sql<SqlBool>`false`;
  return sql<SqlBool>`${column} in (${sql.join([...companyIds])})`;
}

/**
 * The totals of the orders placed in `range` of these companies: the whole range first, then
 * every day of the range oldest first (days without orders included), the companies and payment
 * types with orders (largest total first), the statuses present (in the order of
 * `ORDER_STATUSES`) and the reasons of the cancelled ones (most frequent first).
 *
 * In {@link COUNTED_ZONE}, the whole days of the range are read from the counts kept per day
 * (`order_day_totals`) and only the parts of a day at its ends from the orders; in another zone,
 * or for less than a day, everything is counted from the orders.
 */
export async function orderTotalRows(db: Db, companyIds: readonly string[] | null, range: ReportRange): Promise<TotalsRow[]> {
  const whole = range.timeZone === COUNTED_ZONE ? await wholeDaysOf(db, range) : null;
  if (!whole) return sortedTotals(await countedFromOrders(db, companyIds, range));
  const parts = [await countedFromDays(db, companyIds, whole.first, whole.end)];
  if (range.from.getTime() < whole.start.getTime()) parts.push(await countedFromOrders(db, companyIds, { ...range, to: whole.start }));
  if (whole.finish.getTime() < range.to.getTime()) parts.push(await countedFromOrders(db, companyIds, { ...range, from: whole.finish }));
  return sortedTotals(parts.flat());
}

/**
 * The calendar days of `range.timeZone` that `range` holds whole: the first (`YYYY-MM-DD`), the
 * day after the last, and the instants they start at; null when it holds none.
 */
async function wholeDaysOf(db: Db, range: ReportRange): Promise<{ first: string; end: string; start: Date; finish: Date } | null> {
  const { from, to, timeZone } = range;
  const result = await sql<{ first: string; end: string; start: Date; finish: Date }>`
    select to_char(first, 'YYYY-MM-DD') as first, to_char(last, 'YYYY-MM-DD') as end,
      first::timestamp at time zone ${timeZone} as start, last::timestamp at time zone ${timeZone} as finish
    from (
      select (${from}::timestamptz at time zone ${timeZone})::date
          + case when (${from}::timestamptz at time zone ${timeZone})::time = time '00:00' then 0 else 1 end as first,
        (${to}::timestamptz at time zone ${timeZone})::date as last
    ) as days
    where first < last`.execute(db);
  const row = result.rows[0];
  return row ? { first: row.first, end: row.end, start: new Date(row.start), finish: new Date(row.finish) } : null;
}

/** The counts of the days `[first, end)` (`YYYY-MM-DD`, São Paulo) from `order_day_totals`, every day included. */
async function countedFromDays(db: Db, companyIds: readonly string[] | null, first: string, end: string): Promise<GroupCounts[]> {
  const result = await sql<GroupCounts>`
    with counted as materialized (
      select t.day, t.company_id, t.dimension, t.key, t.n, t.canceled, t.total
      from order_day_totals t
      where t.day >= ${first}::date and t.day < ${end}::date and ${companyCondition(companyIds, sql.ref('t.company_id'))}
    ),
    days as (
      select d::date as day from generate_series(${first}::date, ${end}::date - 1, interval '1 day') as d
    )
    select 'overall' as dimension, null::text as key, null::text as label,
      coalesce(sum(n), 0)::int as n, coalesce(sum(canceled), 0)::int as canceled, coalesce(sum(total), 0)::float8 as total
    from counted where dimension = 'company'
    union all
    select 'day', to_char(days.day, 'YYYY-MM-DD'), to_char(days.day, 'YYYY-MM-DD'),
      coalesce(sum(c.n), 0)::int, coalesce(sum(c.canceled), 0)::int, coalesce(sum(c.total), 0)::float8
    from days left join counted c on c.day = days.day and c.dimension = 'company'
    group by days.day
    union all
    select 'company', c.company_id, companies.name, sum(c.n)::int, sum(c.canceled)::int, sum(c.total)::float8
    from counted c join companies on companies.id = c.company_id
    where c.dimension = 'company'
    group by c.company_id, companies.name having sum(c.n) > 0
    union all
    select dimension, key, key, sum(n)::int, sum(canceled)::int, sum(total)::float8
    from counted where dimension in ('paymentType', 'status')
    group by dimension, key having sum(n) > 0
    union all
    select 'reason', nullif(key, ''), nullif(key, ''), sum(n)::int, sum(canceled)::int, 0::float8
    from counted where dimension = 'reason'
    group by key having sum(n) > 0`.execute(db);
  return result.rows;
}

/**
 * The counts of the orders placed in `range` read from the orders (every day of the range
 * included), from the indexes alone (migration 0014) in two passes over the range, each without a
 * large hash table: the days, each counted over its own stretch of the index by the time placed
 * (no time zone worked out per order); and the orders counted per company, payment type, status
 * and reason (a set bounded by the companies, not by the orders), then folded into each of those
 * dimensions. JIT compilation is off: on these small plans it costs more than it saves.
 */
function countedFromOrders(db: Db, companyIds: readonly string[] | null, range: ReportRange): Promise<GroupCounts[]> {
  const { from, to, timeZone } = range;
  const canceled = sql.lit('CANCELED');
  const inCompanies = companyCondition(companyIds);
  return inTransaction(db, async (trx) => {
    await sql`set local jit = off`.execute(trx);
    const result = await sql<GroupCounts>`
      with days as (
        select d::date as day,
          greatest(d::date::timestamp at time zone ${timeZone}, ${from}::timestamptz) as day_start,
          least((d::date + 1)::timestamp at time zone ${timeZone}, ${to}::timestamptz) as day_end
        from generate_series(
          (${from}::timestamptz at time zone ${timeZone})::date,
          ((${to}::timestamptz - interval '1 microsecond') at time zone ${timeZone})::date,
          interval '1 day'
        ) as d
      ),
      by_day as (
        select days.day, counted.n, counted.canceled, counted.total
        from days cross join lateral (
          select count(*) as n,
            count(*) filter (where o.status = ${canceled}) as canceled,
            coalesce(sum(o.total) filter (where o.status <> ${canceled}), 0) as total
          from orders o
          where o.placed_at >= days.day_start and o.placed_at < days.day_end and ${inCompanies}
        ) as counted
      ),
      slices as (
        select o.company_id, o.payment_type, o.status, o.cancel_reason,
          count(*) as n,
          coalesce(sum(o.total) filter (where o.status <> ${canceled}), 0) as kept
        from orders o
        where o.placed_at >= ${from} and o.placed_at < ${to} and ${inCompanies}
        group by 1, 2, 3, 4
      ),
      folded as (
        select
          case
            when grouping(company_id) = 0 then 'company'
            when grouping(payment_type) = 0 then 'paymentType'
            when grouping(status) = 0 then 'status'
            when grouping(cancel_reason) = 0 then 'reason'
            else 'overall'
          end as dimension,
          company_id, payment_type, status, cancel_reason,
          sum(n) as n,
          coalesce(sum(n) filter (where status = ${canceled}), 0) as canceled,
          sum(kept) as total
        from slices
        group by grouping sets ((), (company_id), (payment_type), (status), (cancel_reason))
      ),
      groups as (
        select 'overall' as dimension, null::text as key, null::text as label,
          coalesce(f.n, 0) as n, coalesce(f.canceled, 0) as canceled, coalesce(f.total, 0) as total
        from (select 1) as one left join folded f on f.dimension = 'overall'
        union all
        select 'day', to_char(day, 'YYYY-MM-DD'), to_char(day, 'YYYY-MM-DD'), n, canceled, total
        from by_day
        union all
        select 'company', f.company_id, c.name, f.n, f.canceled, f.total
        from folded f join companies c on c.id = f.company_id
        where f.dimension = 'company'
        union all
        select 'paymentType', f.payment_type, f.payment_type, f.n, f.canceled, f.total
        from folded f where f.dimension = 'paymentType'
        union all
        select 'status', f.status, f.status, f.n, f.canceled, f.total
        from folded f where f.dimension = 'status'
        union all
        select 'reason', f.cancel_reason, f.cancel_reason, f.canceled, f.canceled, 0
        from folded f where f.dimension = 'reason' and f.canceled > 0
      )
      select dimension, key, label, n::int as n, canceled::int as canceled, total::float8 as total
      from groups`.execute(trx);
    return result.rows;
  });
}

const DIMENSIONS: readonly TotalsDimension[] = ['overall', 'day', 'company', 'paymentType', 'status', 'reason'];
const STATUS_RANK = new Map<string, number>(ORDER_STATUSES.map((status, index) => [status, index]));

/** `a` before `b`, nulls last, in code-point order (the database's C collation). */
function compareText(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}

/**
 * The counts of the parts of a range added up per group, with their average ticket and
 * cancellation rate, in the order {@link orderTotalRows} promises.
 */
function sortedTotals(parts: readonly GroupCounts[]): TotalsRow[] {
  const groups = new Map<string, GroupCounts>();
  for (const part of parts) {
    const id = JSON.stringify([part.dimension, part.key]);
    const group = groups.get(id);
    if (group) {
      group.n += part.n;
      group.canceled += part.canceled;
      group.total += part.total;
    } else {
      groups.set(id, { ...part });
    }
  }
  const position = (row: GroupCounts): number => {
    if (row.dimension === 'company' || row.dimension === 'paymentType') return -row.total;
    if (row.dimension === 'status') return STATUS_RANK.get(row.key ?? '') ?? ORDER_STATUSES.length;
    if (row.dimension === 'reason') return -row.canceled;
    return 0;
  };
  return [...groups.values()]
    .sort((a, b) => DIMENSIONS.indexOf(a.dimension) - DIMENSIONS.indexOf(b.dimension) || position(a) - position(b) || compareText(a.label, b.label) || compareText(a.key, b.key))
    .map((row) => ({
      ...row,
      average_ticket: row.n > row.canceled ? Math.round(row.total / (row.n - row.canceled)) : 0,
      cancellation_rate: row.n > 0 ? row.canceled / row.n : 0,
    }));
}

/** The calendar day of `timeZone` that holds `now`, and the instants it starts and ends at. */
export async function dayOf(db: Db, now: Date, timeZone: string): Promise<{ day: string; start: Date; end: Date }> {
  const result = await sql<{ day: string; day_start: Date; day_end: Date }>`
    select to_char(d, 'YYYY-MM-DD') as day, d::timestamp at time zone ${timeZone} as day_start, (d + 1)::timestamp at time zone ${timeZone} as day_end
    from (select (${now}::timestamptz at time zone ${timeZone})::date as d) as today`.execute(db);
  const row = result.rows[0];
  if (!row) throw new Error('the day query answered no row');
  return { day: row.day, start: new Date(row.day_start), end: new Date(row.day_end) };
}

/** One company's orders placed in a day, as the database counted them. */
export interface NewOrdersRow {
  company_id: string;
  placed: number;
  waiting: number;
  accepted: number;
  canceled: number;
  median_accept_seconds: number | null;
  p90_accept_seconds: number | null;
}

/**
 * Per company with orders placed in `[start, end)`: how many, how many are in WAIT_COMPANY now,
 * how many were accepted (with the median and 90th percentile seconds from placing to acceptance,
 * to a tenth of a second)
 * and how many are cancelled.
 */
export async function newOrderRows(db: Db, companyIds: readonly string[] | null, start: Date, end: Date): Promise<NewOrdersRow[]> {
  const result = await sql<NewOrdersRow>`
    select o.company_id,
      count(*)::int as placed,
      (count(*) filter (where o.status = 'WAIT_COMPANY'))::int as waiting,
      (count(*) filter (where o.accepted_at is not null))::int as accepted,
      (count(*) filter (where o.status = 'CANCELED'))::int as canceled,
      round((percentile_cont(0.5) within group (order by extract(epoch from o.accepted_at - o.placed_at)) filter (where o.accepted_at is not null))::numeric, 1)::float8 as median_accept_seconds,
      round((percentile_cont(0.9) within group (order by extract(epoch from o.accepted_at - o.placed_at)) filter (where o.accepted_at is not null))::numeric, 1)::float8 as p90_accept_seconds
    from orders o
    where o.placed_at >= ${start} and o.placed_at < ${end} and ${companyCondition(companyIds)}
    group by o.company_id`.execute(db);
  return result.rows;
}

/** The orders of these companies in WAIT_COMPANY now, oldest first, at most `limit`. */
export function waitingOrderViews(db: Db, companyIds: readonly string[] | null, limit: number): Promise<OrderView[]> {
  return ordersWithCompany(db)
    .where('o.status', '=', 'WAIT_COMPANY')
    .where(companyCondition(companyIds))
    .orderBy('o.placed_at')
    .orderBy('o.id')
    .limit(limit)
    .execute();
}

const AT_STORE: readonly OrderStatus[] = [...statusesOf('preparing'), ...statusesOf('waitingRider')];
const ON_THE_WAY: readonly OrderStatus[] = statusesOf('onTheWay');
const OPEN: readonly OrderStatus[] = ORDER_STATUSES.filter((status) => status !== 'CANCELED' && !statusesOf('done').includes(status));

/** The instant an order (`o`, with `cd`) was expected by: `ready_by` at the store, the delivery time after leaving on the way. */
function expectedBy(): RawBuilder<Date> {
  return sql<Date>`case
    when o.status in (${sql.join([...AT_STORE])}) then o.ready_by
    when o.status in (${sql.join([...ON_THE_WAY])}) then o.dispatched_at + make_interval(mins => coalesce(cd.estimated_time_minutes, ${DEFAULT_DELIVERY_MINUTES}))
  end`;
}

/** Per company with open orders (not done nor cancelled): how many are open and how many of them late at `now`. */
export async function lateCountRows(db: Db, companyIds: readonly string[] | null, now: Date): Promise<{ company_id: string; open: number; late: number }[]> {
  const result = await sql<{ company_id: string; open: number; late: number }>`
    select o.company_id, count(*)::int as open, (count(*) filter (where ${lateOrderCondition(now)}))::int as late
    from orders o left join company_deliveries cd on cd.company_id = o.company_id
    where o.status in (${sql.join([...OPEN])}) and ${companyCondition(companyIds)}
    group by o.company_id`.execute(db);
  return result.rows;
}

/** The orders of these companies late at `now`, the longest late first (the earliest expected), at most `limit`. */
export function lateOrderViews(db: Db, companyIds: readonly string[] | null, now: Date, limit: number): Promise<OrderView[]> {
  return ordersWithCompany(db)
    .where('o.status', 'in', [...AT_STORE, ...ON_THE_WAY])
    .where(lateOrderCondition(now))
    .where(companyCondition(companyIds))
    .orderBy(expectedBy())
    .orderBy('o.id')
    .limit(limit)
    .execute();
}
