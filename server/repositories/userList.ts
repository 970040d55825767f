import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../db';
import type { UserRow } from '../db/schema';
import { USER_SEARCH_LIMIT } from '../../src/domain/userSearch';
import { containsPattern } from '../services/paging';
import { pageOf } from './page';
import { firstKeyRead, keyedMatches, nextKeyRead, userKeySearchOf } from './userSearch';

// The users lists (table users, with its counts in user_list_stats): the ACL list's pages and searches, and the paginator's.

/** The unfiltered list remembers the key of every this-many-th row of each order it served. */
export const ANCHOR_STEP = 1000;

/** The columns the users list sorts by (each has an index with `id` as tie-breaker, migration 0005). */
export type UserSortColumn = 'id' | 'username' | 'email' | 'fullname' | 'created_at';
type Direction = 'asc' | 'desc';

/** One page of the users list as findUsers asks for it. */
export interface UserPageRequest {
  column: UserSortColumn;
  direction: Direction;
  offset: number;
  limit: number;
  filter?: Record<string, string> | undefined;
  /** The users the caller may see (`visibleUsers`); absent or null: every user (root). */
  visible?: RawBuilder<SqlBool> | null | undefined;
}

/** The page's rows in order and the list's total (bounded for a search, see {@link findUserPage}). */
export interface UserPage {
  rows: UserRow[];
  totalCount: number;
}

const SEARCH_FIELDS: Record<string, 'username' | 'email' | 'fullname'> = {
  username: 'username',
  email: 'email',
  fullname: 'fullname',
  fillname: 'fullname',
  lastName: 'fullname',
};

/**
 * The condition of a users search, or null when the filter searches nothing. The same text
 * in username, e-mail and full name (what the list sends) is one LIKE on `search_key`, which
 * the trigram index answers; other filters match field by field, as ILIKE.
 * @example userSearch({ lastName: 'ana', username: 'ana', email: 'ana', fillname: 'ana' }) // search_key like lower('%ana%')
 */
export function userSearch(filter: Record<string, string> | undefined): RawBuilder<SqlBool> | null {
  const terms = searchTerms(filter);
  if (terms.length === 0) return null;
  const text = searchedEverywhere(filter);
  if (text !== null) return everywhere(text);
  return sql<SqlBool>`(${sql.join(
    terms.map((t) => sql`${sql.ref(`users.${t.column}`)} ilike ${containsPattern(t.text)}`),
    sql` or `,
  )})`;
}

function searchTerms(filter: Record<string, string> | undefined): { column: string; text: string }[] {
  return Object.entries(filter ?? {})
    .filter(([key, value]) => Object.hasOwn(SEARCH_FIELDS, key) && typeof value === 'string' && value.trim() !== '')
    .map(([key, value]) => ({ column: SEARCH_FIELDS[key] as string, text: value.trim() }));
}

/** The text a filter looks up in username, e-mail and full name at once (what the list sends), or null for any other filter. */
function searchedEverywhere(filter: Record<string, string> | undefined): string | null {
  const terms = searchTerms(filter);
  const texts = new Set(terms.map((t) => t.text));
  const columns = new Set(terms.map((t) => t.column));
  const [text] = texts;
  return texts.size === 1 && columns.size === 3 && text !== undefined && !text.includes('\n') ? text : null;
}

/**
 * `text` anywhere in username, e-mail or full name, case-blind (as ILIKE on each), through the
 * trigram index. A text of several words (three or more letters or digits each) is looked up
 * word by word, and the whole text is checked on the rows found: looking up "rafael costa"
 * whole also reads the index's lists for the starts and ends of its words ("  c", " co",
 * "el "), which hold a large share of all users (at a million users, 19 ms in the index
 * against 6 ms word by word).
 */
function everywhere(text: string): RawBuilder<SqlBool> {
  const words = [...new Set(text.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 3))];
  if (words.length < 2) return sql<SqlBool>`users.search_key like lower(${containsPattern(text)})`;
  const eachWord = words.map((word) => sql<SqlBool>`users.search_key like lower(${containsPattern(word)})`);
  return sql<SqlBool>`(${sql.join(eachWord, sql` and `)} and strpos(users.search_key, lower(${text})) > 0)`;
}

/**
 * One page of users in the requested order.
 * - A search holds at most {@link USER_SEARCH_LIMIT} users: every match when no more match,
 *   else the newest that many (`totalCount` is then the limit and pages end there). So a
 *   search never reads much more than that many matches, whatever its order and page. A
 *   text looked up in username, e-mail and full name at once (what the list sends) is read
 *   through the search keys when they can stand for it (server/repositories/userSearch.ts:
 *   two statements find its keys, a third reads the page, again with more users of each key
 *   when the first read found too few), else through the trigram index or the newest users.
 * - Without a search the total is the maintained `user_list_stats` count, and a deep page
 *   starts from the remembered key of a nearby position instead of skipping every row
 *   before it (see {@link orderedPage}).
 * Otherwise a page takes one statement; a deep page of the unfiltered list whose position is not
 * remembered yet (or no longer) takes a walk and a second statement.
 */
export async function findUserPage(db: Db, request: UserPageRequest): Promise<UserPage> {
  const match = userSearch(request.filter);
  if (request.visible) return scopedPage(db, request, match ? sql<SqlBool>`${request.visible} and ${match}` : request.visible);
  if (!match) return orderedPage(db, request);
  const text = searchedEverywhere(request.filter);
  const keyed = text !== null ? await userKeySearchOf(db, text) : null;
  if (keyed?.keys.length === 0) return { rows: [], totalCount: 0 };
  for (let perKey = keyed ? firstKeyRead(keyed) : null; keyed && perKey !== null; ) {
    const read = perKey;
    const found = await searchPage(db, request, (key) => keyedMatches(keyed, read, key));
    if (found.complete) return found.page;
    perKey = nextKeyRead(keyed, read, found.matched);
  }
  return (await searchPage(db, request, (key) => likeMatches(match, key))).page;
}

/**
 * A page of the users a caller who is not root may see (those of its companies): a few thousand
 * at most, so counted and paged directly; a search holds at most {@link USER_SEARCH_LIMIT} of them,
 * the newest, as for root.
 */
async function scopedPage(db: Db, request: UserPageRequest, where: RawBuilder<SqlBool>): Promise<UserPage> {
  const { column, direction, offset, limit } = request;
  const capped = request.filter !== undefined && userSearch(request.filter) !== null;
  const gathered = await sql<CountedRow>`
    with m as materialized (
        select id from users where ${where} order by id desc ${capped ? sql`limit ${USER_SEARCH_LIMIT}` : sql``}
      ),
      counted as (select count(*)::int as list_total from m)
    select counted.list_total, page.* from counted left join (
      ${rowsOf(sql`select users.id from users join m on m.id = users.id order by ${orderBy(column, direction, 'users')} offset ${offset} limit ${limit}`)}
    ) page on true
    order by ${orderBy(column, direction, 'page')}`.execute(db);
  return { rows: withoutTotal(gathered.rows), totalCount: gathered.rows[0]?.list_total ?? 0 };
}

type CountedRow = UserRow & { list_total: number };

function orderBy(column: UserSortColumn, direction: Direction, table?: string): RawBuilder<unknown> {
  const dir = sql.raw(direction);
  const ref = (name: string) => sql.ref(table ? `${table}.${name}` : name);
  return column === 'id' ? sql`${ref('id')} ${dir}` : sql`${ref(column)} ${dir}, ${ref('id')} ${dir}`;
}

/** The rows of `pageIds` (a statement answering ids): the page's rows are the only rows read whole. */
function rowsOf(pageIds: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`select users.* from users where users.id in (${pageIds})`;
}

function withoutTotal(rows: readonly (CountedRow & { list_version?: string; list_found?: number; list_partial?: boolean })[]): UserRow[] {
  return rows
    .filter((row) => row.id !== null)
    .map(({ list_total: _total, list_version: _version, list_found: _found, list_partial: _partial, ...row }) => row);
}

/**
 * A search's page, in one statement whatever its order and depth: the newest matches are
 * gathered up to one past the limit (`matches`, the common table expression `m` of ids and sort
 * keys `k`, newest first, and `partial` saying whether `m` may lack some), counted, and the page is sorted from the first {@link USER_SEARCH_LIMIT}.
 * When no more than the limit match, that is every match. Not `complete` when `matches` could not
 * tell (a keyed search whose keys' users were not all read, see {@link keyedMatches}); `matched`
 * says how many of the limit and one it found.
 */
async function searchPage(
  db: Db,
  request: UserPageRequest,
  matches: (sortKey: RawBuilder<unknown>) => RawBuilder<unknown>,
): Promise<{ page: UserPage; complete: boolean; matched: number }> {
  const { column, direction, offset, limit } = request;
  const key = column === 'id' ? sql`users.id` : sql.ref(`users.${column}`);
  const dir = sql.raw(direction);
  const gathered = await sql<CountedRow & { list_found: number; list_partial: boolean }>`
    with ${matches(key)},
      counted as (
        select least(count(*), ${USER_SEARCH_LIMIT})::int as list_total, count(*)::int as list_found,
          (select partial from partial) as list_partial
        from m
      ),
      kept as (select id, k from m order by id desc limit ${USER_SEARCH_LIMIT})
    select counted.list_total, counted.list_found, counted.list_partial, page.* from counted left join (
      ${rowsOf(sql`select id from kept order by k ${dir}, id ${dir} offset ${offset} limit ${limit}`)}
    ) page on true
    order by ${orderBy(column, direction, 'page')}`.execute(db);
  const first = gathered.rows[0];
  const complete = !first?.list_partial || first.list_found > USER_SEARCH_LIMIT;
  return { page: { rows: withoutTotal(gathered.rows), totalCount: first?.list_total ?? 0 }, complete, matched: first?.list_found ?? 0 };
}

/** The common table expressions `m` and `partial` of a search by `match` on the users: the newest matches up to one past the limit, all read. */
function likeMatches(match: RawBuilder<SqlBool>, sortKey: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`m as materialized (
      select users.id, ${sortKey} as k from users where ${match} order by users.id desc limit ${USER_SEARCH_LIMIT + 1}
    ),
    partial as (select false as partial)`;
}

/** A remembered position of one order: the key of the row at `(index + 1) * ANCHOR_STEP - 1`. */
interface Anchor {
  value: string;
  id: number;
}

interface Anchors {
  version: string;
  keys: Anchor[];
  /** The walk under way: calls asking for the same order walk one after the other, each from where the last stopped. */
  walking: Promise<void>;
}

// Per database and order; valid while user_list_stats.version is unchanged (any insert,
// delete or change of a sorted field moves positions and bumps it).
const anchorCache = new WeakMap<Db, Map<string, Anchors>>();

function seekPast(column: UserSortColumn, direction: Direction, anchor: Anchor | undefined): RawBuilder<SqlBool> {
  if (!anchor) return sql<SqlBool>`true`;
  const op = sql.raw(direction === 'asc' ? '>' : '<');
  if (column === 'id') return sql<SqlBool>`id ${op} ${anchor.id}`;
  const value = column === 'created_at' ? sql`cast(${anchor.value} as timestamptz)` : sql`${anchor.value}`;
  return sql<SqlBool>`(${sql.ref(column)}, id) ${op} (${value}, ${anchor.id})`;
}

/** Extends `anchors` so that it holds the first `count` anchors of the order (fewer if the list is shorter). */
async function extendAnchors(db: Db, column: UserSortColumn, direction: Direction, anchors: Anchors, count: number) {
  const known = anchors.keys.length;
  if (known >= count) return;
  const key = column === 'id' ? sql`id` : sql.ref(column);
  const dir = sql.raw(direction);
  const found = await sql<Anchor>`
    select value, id from (
      select k::text as value, id, row_number() over (order by k ${dir}, id ${dir}) as n
      from (
        select ${key} as k, id from users where ${seekPast(column, direction, anchors.keys[known - 1])}
        order by ${orderBy(column, direction)} limit ${(count - known) * ANCHOR_STEP}
      ) walked
    ) numbered where n % ${ANCHOR_STEP} = 0 order by n`.execute(db);
  anchors.keys.push(...found.rows);
}

/** The remembered position just before block `block` of an order at `version`, walking to it when needed. */
async function anchorBefore(db: Db, column: UserSortColumn, direction: Direction, version: string, block: number) {
  let cache = anchorCache.get(db);
  if (!cache) anchorCache.set(db, (cache = new Map()));
  const cacheKey = `${column} ${direction}`;
  let anchors = cache.get(cacheKey);
  if (!anchors || anchors.version !== version) cache.set(cacheKey, (anchors = { version, keys: [], walking: Promise.resolve() }));
  const known = anchors;
  const walk = known.walking.then(() => extendAnchors(db, column, direction, known, block));
  known.walking = walk.catch(() => undefined);
  await walk;
  return known.keys[block - 1];
}

/**
 * The unfiltered list's page: the total from `user_list_stats`; the page from the nearest
 * remembered position before it, so that page 10,000 reads about as few rows as page 1
 * once its order has been walked that deep (a first visit walks the rows before it once).
 * Only the page's ids are read in index order (an index-only scan); then its rows. One
 * statement reads the total, the version the remembered position needs, and the page.
 */
async function orderedPage(db: Db, request: UserPageRequest): Promise<UserPage> {
  const { column, direction, offset } = request;
  const block = Math.floor(offset / ANCHOR_STEP);
  const remembered = block > 0 ? anchorCache.get(db)?.get(`${column} ${direction}`) : undefined;
  const anchor = remembered?.keys[block - 1];
  let version: string;
  if (block === 0 || anchor) {
    const counted = await pageAfter(db, request, anchor ? { anchor, skip: offset - block * ANCHOR_STEP } : { skip: offset });
    const total = counted.rows[0]?.list_total ?? 0;
    version = counted.rows[0]?.list_version ?? '';
    if (offset >= total) return { rows: [], totalCount: total };
    if (block === 0 || version === remembered?.version) return { rows: withoutTotal(counted.rows), totalCount: total };
  } else {
    const stats = await sql<{ count: number; version: string }>`
      select row_count::int as count, version::text as version from user_list_stats`.execute(db);
    const count = stats.rows[0]?.count ?? 0;
    version = stats.rows[0]?.version ?? '';
    if (offset >= count) return { rows: [], totalCount: count };
  }
  // Nothing remembered this deep, or users changed since: walk to the position, then read the page from it.
  const walkedTo = await anchorBefore(db, column, direction, version, block);
  const page = await pageAfter(db, request, walkedTo ? { anchor: walkedTo, skip: offset - block * ANCHOR_STEP } : { skip: offset });
  return { rows: withoutTotal(page.rows), totalCount: page.rows[0]?.list_total ?? 0 };
}

/** The page `skip` rows past `anchor` (or the start), with the list's total and version on each row. */
function pageAfter(db: Db, request: UserPageRequest, from: { anchor?: Anchor; skip: number }) {
  const { column, direction, limit } = request;
  const pageIds = sql`select id from users where ${seekPast(column, direction, from.anchor)}
    order by ${orderBy(column, direction)} offset ${from.skip} limit ${limit}`;
  return sql<CountedRow & { list_version: string }>`
    select counted.list_total, counted.list_version, page.* from (
      select row_count::int as list_total, version::text as list_version from user_list_stats
    ) counted left join (${rowsOf(pageIds)}) page on true
    order by ${orderBy(column, direction, 'page')}`.execute(db);
}

/** The first `limit` users by id of those the caller may see (`visible`; null: every user). */
export function firstUsers(db: Db, visible: RawBuilder<SqlBool> | null, limit: number): Promise<UserRow[]> {
  let rows = db.selectFrom('users').selectAll();
  if (visible) rows = rows.where(visible);
  return rows.orderBy('id').limit(limit).execute();
}

/** One page of the users paginator, by id; every filter is optional and those sent all apply. */
export interface UserPaginatorRequest {
  offset: number;
  limit: number;
  /** The users the caller may see (`visibleUsers`); null: every user (root). */
  visible: RawBuilder<SqlBool> | null;
  /** Looked up in username, e-mail and full name at once. */
  person?: string | undefined;
  company?: string | undefined;
  applicationId?: string | undefined;
}

/** One page of the users paginator and how many users its filter finds. */
export function paginatorUserPage(db: Db, request: UserPaginatorRequest): Promise<UserPage> {
  let base = db.selectFrom('users');
  if (request.visible) base = base.where(request.visible);
  const person = request.person ? userSearch({ fullname: request.person, username: request.person, email: request.person }) : null;
  if (person) base = base.where(person);
  if (request.company) base = base.where('company_id', '=', request.company);
  if (request.applicationId) base = base.where('application_id', '=', request.applicationId);
  return pageOf(base, (rows) => rows.selectAll().orderBy('id').offset(request.offset).limit(request.limit));
}
