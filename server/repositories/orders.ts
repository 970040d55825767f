import { sql, type Expression, type Insertable, type RawBuilder, type Selectable, type SelectQueryBuilder, type SqlBool, type Updateable } from 'kysely';
import type { Db } from '../db';
import type { Database, OrdersTable } from '../db/schema';
import { ORDER_COUNT_LIMIT } from '../../src/domain/orderHistory';
import { statusesOf, type Fulfilment, type OrderStatus, type PaymentType } from '../../src/domain/orders';
import { containsPattern } from '../services/paging';
import { FOLD_FROM, FOLD_TO } from '../db/migrations/0013_order_history';
import { keySearchOf, keySearchPage, type KeyFilter } from './orderSearch';

// The orders of the companies (table orders), read with their company, their rider and the
// company's delivery time.

export type OrderRow = Selectable<OrdersTable>;

/** Takes the next order number of company `companyId`; the counter's row stays locked until `trx` ends. */
export async function nextOrderNumber(trx: Db, companyId: string): Promise<number> {
  const row = await trx
    .insertInto('company_order_counters')
    .values({ company_id: companyId, last_number: 1 })
    .onConflict((oc) => oc.column('company_id').doUpdateSet({ last_number: sql<number>`company_order_counters.last_number + 1` }))
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return row.last_number;
}

export function insertOrder(trx: Db, values: Insertable<OrdersTable>): Promise<OrderRow> {
  return trx.insertInto('orders').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Writes `changes` over order `id`; answers the row as it then is. */
export function updateOrder(trx: Db, id: string, changes: Updateable<OrdersTable>): Promise<OrderRow> {
  return trx.updateTable('orders').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/** The stored row of order `id`, or undefined; with `lock` (in a transaction) it stays locked until the transaction ends. */
export function orderRowOf(db: Db, id: string, lock: boolean): Promise<OrderRow | undefined> {
  const query = db.selectFrom('orders').selectAll().where('id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

/** The orders (`o`) with their company (`c`), rider (`dm`, `p`) and the company's delivery settings (`cd`). */
export function ordersWithCompany(db: Db) {
  return ordersJoined(db).selectAll('o').select(JOINED_COLUMNS);
}

/** The orders `o` with their company `c`, rider `dm` and the rider's person `p`, and the company's delivery settings `cd`. */
function ordersJoined(db: Db) {
  return db
    .selectFrom('orders as o')
    .innerJoin('companies as c', 'c.id', 'o.company_id')
    .leftJoin('delivery_men as dm', 'dm.id', 'o.rider_id')
    .leftJoin('delivery_persons as p', 'p.id', 'dm.person_id')
    .leftJoin('company_deliveries as cd', 'cd.company_id', 'o.company_id');
}

/** What an order is read with from {@link ordersJoined}. */
const JOINED_COLUMNS = ['c.name as company_name', 'c.type as company_type', 'p.name as rider_name', 'dm.phone as rider_phone', 'cd.estimated_time_minutes as delivery_minutes'] as const;

/** An order with its company's name and type, its rider's name and phone, and the company's delivery time. */
export type OrderView = Awaited<ReturnType<ReturnType<typeof ordersWithCompany>['execute']>>[number];

/** The columns of an order a summary shows (services/ordersAnswers.ts `toOrderSummary`): not its items, address nor phone. */
const SUMMARY_COLUMNS = [
  'o.id',
  'o.company_id',
  'o.number',
  'o.status',
  'o.version',
  'o.fulfilment',
  'o.payment_type',
  'o.paid',
  'o.customer_name',
  'o.total',
  'o.placed_at',
  'o.status_at',
  'o.scheduled_for',
  'o.prep_minutes',
  'o.ready_by',
  'o.accept_by',
  'o.dispatched_at',
  'o.rider_id',
  'o.outcome',
  'o.cancel_reason',
] as const;

/**
 * {@link ordersWithCompany} with only what a summary shows: a page of the history reads no
 * basket nor address (on PGlite, turning them into objects was most of reading a page's rows).
 */
export function orderSummariesWithCompany(db: Db) {
  return ordersJoined(db).select(SUMMARY_COLUMNS).select(JOINED_COLUMNS);
}

/** What {@link orderSummariesWithCompany} reads of an order. */
export type OrderSummaryView = Awaited<ReturnType<ReturnType<typeof orderSummariesWithCompany>['execute']>>[number];

function inCompanies<Q extends { where: (lhs: Expression<SqlBool>) => Q }>(query: Q, companyIds: readonly string[] | null, column: Expression<string>): Q {
  if (companyIds === null) return query;
  if (companyIds.length === 0) return query.where(sql<SqlBool>`false`);
  return query.where(sql<SqlBool>`${column} in (${sql.join([...companyIds])})`);
}

/** The delivery time of a company that has set none (minutes on the way before an order is late). */
export const DEFAULT_DELIVERY_MINUTES = 40;

/**
 * The SQL condition of an order being late at `now` (services/ordersAnswers.ts `isLate` says the
 * same of one row): past `ready_by` while still at the store (preparing or waiting for a rider), or
 * on the way longer than its company's delivery time. `o` is the order, `cd` its company's delivery
 * settings (left joined, as in the order views).
 */
export function lateOrderCondition(now: Date): Expression<SqlBool> {
  const atStore = [...statusesOf('preparing'), ...statusesOf('waitingRider')];
  const onTheWay = statusesOf('onTheWay');
  return sql<SqlBool>`(
    (o.status in (${sql.join(atStore)}) and o.ready_by < ${now})
    or (o.status in (${sql.join(onTheWay)}) and o.dispatched_at + make_interval(mins => coalesce(cd.estimated_time_minutes, ${DEFAULT_DELIVERY_MINUTES})) < ${now})
  )`;
}

/** Order `id` with its company and rider, or undefined. */
export function orderViewOf(db: Db, id: string): Promise<OrderView | undefined> {
  return ordersWithCompany(db).where('o.id', '=', id).executeTakeFirst();
}

/**
 * The orders of the board of these companies (null: every company): those in `active` statuses,
 * those in `done` statuses since `doneSince`, and those cancelled since `canceledSince`, oldest first.
 */
export function boardOrders(
  db: Db,
  companyIds: readonly string[] | null,
  statuses: { active: readonly OrderStatus[]; done: readonly OrderStatus[] },
  doneSince: Date,
  canceledSince: Date,
): Promise<OrderView[]> {
  const query = ordersWithCompany(db).where((eb) =>
    eb.or([
      eb('o.status', 'in', [...statuses.active]),
      eb.and([eb('o.status', 'in', [...statuses.done]), eb('o.status_at', '>=', doneSince)]),
      eb.and([eb('o.status', '=', 'CANCELED'), eb('o.status_at', '>=', canceledSince)]),
    ]),
  );
  return inCompanies(query, companyIds, sql.ref('o.company_id')).orderBy('o.placed_at').orderBy('o.id').execute();
}

/** The orders of the history in this order: by the time placed or the total, `-` descending; ties by id the same way. */
export type OrderSort = 'placedAt' | '-placedAt' | 'total' | '-total';

/** How the history narrows the orders; the fields sent all apply. */
export interface OrderQuery {
  /** The companies whose orders are read; null: every company (staff over the whole platform). */
  companyIds: readonly string[] | null;
  from?: Date | undefined;
  to?: Date | undefined;
  statuses?: readonly OrderStatus[] | undefined;
  paymentType?: PaymentType | undefined;
  fulfilment?: Fulfilment | undefined;
  /** The orders this delivery man held last. */
  riderId?: string | undefined;
  /** Only the orders late at this instant ({@link lateOrderCondition}). */
  lateAt?: Date | undefined;
  /** The order number, words of the customer's name (folded by {@link foldSearchText}), or digits of the phone. */
  text?: { words: readonly string[]; number: number | null; digits: string | null } | undefined;
  sort: OrderSort;
}

const FOLDED = new Map([...FOLD_FROM].map((letter, i) => [letter, [...FOLD_TO][i] ?? letter]));

/**
 * A search text as `orders.search_name` holds names: lower-cased, accents removed with the same
 * letters the column's definition folds (migration 0013).
 * @example foldSearchText('CONCEIÇÃO') // 'conceicao'
 */
export function foldSearchText(text: string): string {
  return [...text.toLowerCase()].map((letter) => FOLDED.get(letter) ?? letter).join('');
}

/** The column and direction of a sort. */
function sortKey(sort: OrderSort): { column: 'o.placed_at' | 'o.total'; direction: 'asc' | 'desc' } {
  return { column: sort.endsWith('placedAt') ? 'o.placed_at' : 'o.total', direction: sort.startsWith('-') ? 'desc' : 'asc' };
}

/** The statuses of an order that may be late (lateOrderCondition): at the store or on the way. */
const LATE_STATUSES: OrderStatus[] = [...statusesOf('preparing'), ...statusesOf('waitingRider'), ...statusesOf('onTheWay')];

/** The conditions of `find` over the order `o` (and, for lateness, its company's delivery settings), all to hold. */
function orderFilter(find: OrderQuery): Expression<SqlBool> {
  const conditions = orderConditions(find);
  return conditions.length === 0 ? sql<SqlBool>`true` : sql<SqlBool>`${sql.join(conditions, sql` and `)}`;
}

/** The conditions of {@link orderFilter}, one per filter `find` sets (none: every order). */
function orderConditions(find: OrderQuery): RawBuilder<SqlBool>[] {
  const conditions: RawBuilder<SqlBool>[] = [];
  if (find.companyIds !== null) {
    conditions.push(find.companyIds.length === 0 ? sql<SqlBool>`false` : sql<SqlBool>`o.company_id in (${sql.join([...find.companyIds])})`);
  }
  if (find.from) conditions.push(sql<SqlBool>`o.placed_at >= ${find.from}`);
  if (find.to) conditions.push(sql<SqlBool>`o.placed_at < ${find.to}`);
  if (find.statuses && find.statuses.length > 0) conditions.push(sql<SqlBool>`o.status in (${sql.join([...find.statuses])})`);
  if (find.paymentType) conditions.push(sql<SqlBool>`o.payment_type = ${find.paymentType}`);
  if (find.fulfilment) conditions.push(sql<SqlBool>`o.fulfilment = ${find.fulfilment}`);
  if (find.riderId !== undefined) conditions.push(sql<SqlBool>`o.rider_id = ${find.riderId}`);
  const lateAt = find.lateAt;
  if (lateAt) {
    // Only an open order can be late: said outright, so that the orders are found by their status
    // (a few among millions) before the condition is checked with the company's delivery time,
    // read from `cd` as lateOrderCondition reads it.
    conditions.push(sql<SqlBool>`o.status in (${sql.join(LATE_STATUSES)})`);
    conditions.push(sql<SqlBool>`exists (select 1 from (select 1) as one left join company_deliveries as cd on cd.company_id = o.company_id where ${lateOrderCondition(lateAt)})`);
  }
  const text = find.text;
  if (text) {
    const either: RawBuilder<SqlBool>[] = [];
    if (text.words.length > 0) either.push(sql<SqlBool>`(${sql.join(text.words.map((word) => sql`o.search_name like ${containsPattern(foldSearchText(word))}`), sql` and `)})`);
    if (text.number !== null) either.push(sql<SqlBool>`o.number = ${text.number}`);
    if (text.digits !== null) either.push(sql<SqlBool>`o.phone_digits like ${containsPattern(text.digits)}`);
    conditions.push(either.length === 0 ? sql<SqlBool>`false` : sql<SqlBool>`(${sql.join(either, sql` or `)})`);
  }
  return conditions;
}

function filteredOrders(db: Db, find: OrderQuery) {
  return db.selectFrom('orders as o').where(orderFilter(find));
}


/**
 * One page of the orders `find` finds, in its sort, and how many it finds in all up to
 * {@link ORDER_COUNT_LIMIT} (a page past that many is empty). The page's ids are read from the
 * indexes alone; only its rows are read whole.
 */
export async function orderPage(db: Db, find: OrderQuery, offset: number, limit: number): Promise<{ rows: OrderSummaryView[]; totalCount: number }> {
  const searched = await searchedPage(db, find, offset, limit);
  if (searched) return searched;
  const counted = filteredOrders(db, find).select('o.id').limit(ORDER_COUNT_LIMIT);
  const { column, direction } = sortKey(find.sort);
  const ids = filteredOrders(db, find).select('o.id').orderBy(column, direction).orderBy('o.id', direction).offset(offset).limit(limit);
  // The count and the page at once, on two connections of a server's pool (one after the other
  // on PGlite's one): neither needs the other, and a page past the count is dropped after.
  const [count, rows] = await Promise.all([
    db.selectFrom(counted.as('found')).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    offset < ORDER_COUNT_LIMIT ? summariesOf(db, ids, column, direction) : [],
  ]);
  return { rows: offset < count.n ? rows : [], totalCount: count.n };
}

/**
 * {@link orderPage} of a search by name, phone or number, read through the search keys
 * (server/repositories/orderSearch.ts); null when the keys cannot stand for its text, which is
 * then read from the orders. In time order the page comes from the keys' index. By total, the
 * keys give the count, and the page is read over the matches when they are fewer than the count's
 * limit; more matches than that are common enough to be met early in the total's index.
 */
async function searchedPage(db: Db, find: OrderQuery, offset: number, limit: number): Promise<{ rows: OrderSummaryView[]; totalCount: number } | null> {
  if (!find.text) return null;
  const search = await keySearchOf(db, { ...find.text, words: find.text.words.map(foldSearchText) });
  if (!search) return null;
  const { column, direction } = sortKey(find.sort);
  const byTime = column === 'o.placed_at';
  // The filters the keys do not carry (company and time they do), read on the order when there are any.
  const others = orderConditions({ ...find, companyIds: null, from: undefined, to: undefined, text: undefined });
  const filter: KeyFilter = {
    companyIds: find.companyIds,
    from: find.from,
    to: find.to,
    others: others.length > 0 ? sql<SqlBool>`${sql.join(others, sql` and `)}` : null,
    all: sql<SqlBool>`${orderFilter({ ...find, text: undefined })}`,
    direction,
  };
  const { ids, totalCount } = await keySearchPage(db, search, filter, byTime ? offset : 0, byTime ? limit : ORDER_COUNT_LIMIT, ORDER_COUNT_LIMIT);
  if (ids.length === 0 || offset >= totalCount) return { rows: [], totalCount };
  if (byTime) return { rows: await summariesOf(db, ids, column, direction), totalCount };
  if (totalCount < ORDER_COUNT_LIMIT) return { rows: await summariesOf(db, ids, column, direction, offset, limit), totalCount };
  const page = filteredOrders(db, find).select('o.id').orderBy(column, direction).orderBy('o.id', direction).offset(offset).limit(limit);
  return { rows: await summariesOf(db, page, column, direction), totalCount };
}

/** The summaries of the orders `ids` (a list or a query of them), in the order of `column` and then the id, the `limit` from `offset` when given. */
function summariesOf(
  db: Db,
  ids: string[] | SelectQueryBuilder<Database & { o: OrdersTable }, 'o', { id: string }>,
  column: 'o.placed_at' | 'o.total',
  direction: 'asc' | 'desc',
  offset = 0,
  limit?: number,
): Promise<OrderSummaryView[]> {
  const query = orderSummariesWithCompany(db).where('o.id', 'in', ids).orderBy(column, direction).orderBy('o.id', direction);
  return (limit === undefined ? query : query.offset(offset).limit(limit)).execute();
}

/** Where a batch of {@link exportBatch} starts: after the row with this sort key (as the database wrote it) and id. */
export interface ExportCursor {
  key: string;
  id: string;
}

/** One batch of the export: its lines as one text, how many, and where the next batch starts (null after the last). */
export interface ExportBatch {
  text: string;
  rows: number;
  next: ExportCursor | null;
}

/** What an export line is written from: the order `o`, its company `c` and its rider's person `p` (null without a rider). */
const EXPORT_SOURCE = sql`orders o
      join companies c on c.id = o.company_id
      left join delivery_men dm on dm.id = o.rider_id
      left join delivery_persons p on p.id = dm.person_id`;

/**
 * The next `limit` orders `find` finds in its sort after `after` (from the first when null),
 * each written by the database as `line` makes it (over the order `o`, its company `c` and its
 * rider's person `p`, null without a rider), the lines joined and each ended by CRLF: a keyset
 * walk, so that a batch deep in a million orders costs what the first does, and one text per
 * batch rather than an object per order, so that the server holds nothing of the rows between
 * batches.
 */
export async function exportBatch(db: Db, find: OrderQuery, after: ExportCursor | null, limit: number, line: RawBuilder<string>): Promise<ExportBatch> {
  const { column, direction } = sortKey(find.sort);
  const key = column === 'o.placed_at' ? sql<string>`o.placed_at::text` : sql<string>`o.total::text`;
  const conditions: RawBuilder<SqlBool>[] = [sql<SqlBool>`${orderFilter(find)}`];
  if (after) {
    const cast = column === 'o.placed_at' ? sql`${after.key}::timestamptz` : sql`${after.key}::integer`;
    const comparison = direction === 'desc' ? sql.raw('<') : sql.raw('>');
    conditions.push(sql<SqlBool>`(${sql.ref(column)}, o.id) ${comparison} (${cast}, ${after.id})`);
  }
  const order = sql.raw(direction);
  const reverse = sql.raw(direction === 'desc' ? 'asc' : 'desc');
  // One statement over the orders in the sort's index order, joined row by row (reading the
  // batch's ids first and then their rows took three times as long).
  const result = await sql<{ text: string | null; rows: number; last_key: string | null; last_id: string | null }>`
    with batch as materialized (
      select o.id, ${sql.ref(column)} as sort_value, ${key} as sort_key, ${line} as line
      from ${EXPORT_SOURCE}
      where ${sql.join(conditions, sql` and `)}
      order by ${sql.ref(column)} ${order}, o.id ${order}
      limit ${limit}
    ),
    last as (select sort_key, id from batch order by sort_value ${reverse}, id ${reverse} limit 1)
    select (select string_agg(line || E'\\r\\n', '' order by sort_value ${order}, id ${order}) from batch) as text,
      (select count(*)::int from batch) as rows,
      (select sort_key from last) as last_key,
      (select id from last) as last_id`.execute(db);
  const row = result.rows[0];
  const rows = row?.rows ?? 0;
  const next = row && rows === limit && row.last_key !== null && row.last_id !== null ? { key: row.last_key, id: row.last_id } : null;
  return { text: row?.text ?? '', rows, next };
}

/**
 * Every order `find` finds, in its sort, as `line` makes it and ended by CRLF: the one statement
 * of an export read as the database sends it (a COPY on PostgreSQL, orderExportCopy.ts), over the
 * orders, the joins and the order of {@link exportBatch}.
 */
export function exportLines(find: OrderQuery, line: RawBuilder<string>): RawBuilder<string> {
  const { column, direction } = sortKey(find.sort);
  const order = sql.raw(direction);
  return sql<string>`select ${line} || E'\\r\\n' from ${EXPORT_SOURCE}
    where ${orderFilter(find)}
    order by ${sql.ref(column)} ${order}, o.id ${order}`;
}

/**
 * The orders waiting in WAIT_COMPANY past their acceptance deadline at `now`, of these companies
 * (null: every company), locked until `trx` ends; rows another transaction holds are skipped.
 */
export function overdueWaitingOrders(trx: Db, companyIds: readonly string[] | null, now: Date): Promise<OrderRow[]> {
  const query = trx.selectFrom('orders').selectAll().where('status', '=', 'WAIT_COMPANY').where('accept_by', '<=', now);
  return inCompanies(query, companyIds, sql.ref('company_id')).orderBy('accept_by').limit(500).forUpdate().skipLocked().execute();
}

/** How many orders in `active` statuses each rider of company `companyId` holds. */
export async function activeOrdersByRider(db: Db, companyId: string, active: readonly OrderStatus[]): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('orders')
    .select(['rider_id', sql<number>`count(*)::int`.as('n')])
    .where('company_id', '=', companyId)
    .where('rider_id', 'is not', null)
    .where('status', 'in', [...active])
    .groupBy('rider_id')
    .execute();
  return new Map(rows.flatMap((row) => (row.rider_id === null ? [] : [[row.rider_id, row.n] as const])));
}
