import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../db';
import { containsPattern } from '../services/paging';

// The history searched by the customer's name or phone through the search keys of migration 0019
// (order_search_keys, newest first per key; order_search_terms, the words and phones they hold).
// It finds the orders the name's `like` finds (server/repositories/orders.ts, `orderFilter`), in
// time order from the index, rather than every match sorted.

/** A search text as orderFilter reads it: words of the name (folded), the whole text as a number, or phone digits. */
export interface SearchText {
  words: readonly string[];
  number: number | null;
  digits: string | null;
}

/**
 * The keys a search reads: orders under any of `keys`, or numbered `number`, or (for two words)
 * under ` many` with a name holding both `many` patterns. Null fields read nothing.
 */
export interface KeySearch {
  keys: string[];
  number: number | null;
  many: [string, string] | null;
}

/**
 * How many terms (distinct words of names, or phones) one searched word or digits may stand
 * for; a word in more (`silva` is in `silvana` and `silveira`, fine; `an` is in hundreds) is
 * searched in the names instead, where a common word finds its first page among the newest orders.
 */
export const TERMS_MAX = 12;

/** How many keys one search reads at most (two words make a key per pair of their terms). */
export const KEYS_MAX = 24;

/** The shortest word the terms are searched for: a trigram index finds nothing shorter. */
const WORD_MIN = 3;

/** Two words joined as migration 0019 joins a pair: in byte order (`collate "C"`), a space between. */
export function pairKey(a: string, b: string): string {
  return Buffer.compare(Buffer.from(a), Buffer.from(b)) < 0 ? `${a} ${b}` : `${b} ${a}`;
}

/** The key of a phone's digits (a leading space: no word starts with one). */
export function phoneKey(digits: string): string {
  return ` ${digits}`;
}

/**
 * The keys `text` reads, its words already folded (`foldSearchText`), or null when the keys would
 * not serve: more than two words, a word shorter than {@link WORD_MIN}, or a word or digits in more
 * than {@link TERMS_MAX} terms. The terms are read in one statement.
 */
export async function keySearchOf(db: Db, text: SearchText): Promise<KeySearch | null> {
  const words = [...new Set(text.words)];
  if (words.length > 2 || words.some((word) => [...word].length < WORD_MIN)) return null;
  const patterns = [...words.map((word) => containsPattern(word)), ...(text.digits !== null ? [` ${containsPattern(text.digits)}`] : [])];
  if (patterns.length === 0) return { keys: [], number: text.number, many: null };
  const lookups = patterns.map(
    (pattern, i) => sql`(select ${i}::int as i, term from order_search_terms where term like ${pattern} limit ${TERMS_MAX + 1})`,
  );
  const found = await sql<{ i: number; term: string }>`${sql.join(lookups, sql` union all `)}`.execute(db);
  const terms = patterns.map((_, i) => found.rows.filter((row) => row.i === i).map((row) => row.term));
  if (terms.some((list) => list.length > TERMS_MAX)) return null;
  const keys = new Set<string>(text.digits !== null ? (terms[words.length] ?? []) : []);
  const [first, second] = words;
  let many: [string, string] | null = null;
  if (first !== undefined && second === undefined) {
    for (const term of terms[0] ?? []) keys.add(term);
  } else if (first !== undefined && second !== undefined) {
    const ofFirst = terms[0] ?? [];
    const ofSecond = new Set(terms[1] ?? []);
    for (const a of ofFirst) {
      // A word holding both searched words matches alone.
      if (ofSecond.has(a)) keys.add(a);
      for (const b of ofSecond) if (a !== b) keys.add(pairKey(a, b));
    }
    many = [containsPattern(first), containsPattern(second)];
  }
  if (keys.size > KEYS_MAX) return null;
  return { keys: [...keys], number: text.number, many };
}

/** What the branches of a key search are read with: the companies and time range on the keys, and the other filters on the order `o`. */
export interface KeyFilter {
  companyIds: readonly string[] | null;
  from: Date | undefined;
  to: Date | undefined;
  /** The history's other filters over the order `o`; null when there are none (the orders are then not read). */
  others: RawBuilder<SqlBool> | null;
  /** Every filter over the order `o` (for the number's branch, read from the orders). */
  all: RawBuilder<SqlBool>;
  direction: 'asc' | 'desc';
}

/** The branches' selects of `search`, each of ids and times, not yet ordered nor limited. */
function branches(search: KeySearch, filter: KeyFilter): RawBuilder<unknown>[] {
  const onKeys: RawBuilder<SqlBool>[] = [];
  if (filter.companyIds !== null) {
    onKeys.push(filter.companyIds.length === 0 ? sql<SqlBool>`false` : sql<SqlBool>`k.company_id in (${sql.join([...filter.companyIds])})`);
  }
  if (filter.from) onKeys.push(sql<SqlBool>`k.placed_at >= ${filter.from}`);
  if (filter.to) onKeys.push(sql<SqlBool>`k.placed_at < ${filter.to}`);
  const keyed = (key: RawBuilder<SqlBool>, named: RawBuilder<SqlBool>[], readsOrder: boolean) => {
    const conditions = [key, ...onKeys, ...named, ...(filter.others ? [filter.others] : [])];
    const join = readsOrder || filter.others ? sql`join orders o on o.id = k.order_id` : sql``;
    return sql`select k.order_id as id, k.placed_at from order_search_keys k ${join} where ${sql.join(conditions, sql` and `)}`;
  };
  const selects = search.keys.map((key) => keyed(sql<SqlBool>`k.key = ${key}`, [], false));
  if (search.many) {
    const [a, b] = search.many;
    selects.push(keyed(sql<SqlBool>`k.key = ' many'`, [sql<SqlBool>`o.search_name like ${a}`, sql<SqlBool>`o.search_name like ${b}`], true));
  }
  if (search.number !== null) selects.push(sql`select o.id, o.placed_at from orders o where o.number = ${search.number} and ${filter.all}`);
  return selects;
}

/**
 * The ids of one page of the orders `search` finds (`offset`, `limit`, newest or oldest first as
 * `filter.direction` says, then by id), and how many it finds up to `countLimit`, in one
 * statement: each branch reads at most `countLimit` keys for the count and `offset + limit` for the
 * page, in its index's order; an order found by two branches counts once.
 */
export async function keySearchPage(
  db: Db,
  search: KeySearch,
  filter: KeyFilter,
  offset: number,
  limit: number,
  countLimit: number,
): Promise<{ ids: string[]; totalCount: number }> {
  const selects = branches(search, filter);
  if (selects.length === 0) return { ids: [], totalCount: 0 };
  const direction = sql.raw(filter.direction);
  const counted = selects.map((select) => sql`(${select} limit ${countLimit})`);
  const paged = selects.map((select) => sql`(${select} order by 2 ${direction}, 1 ${direction} limit ${offset + limit})`);
  const result = await sql<{ n: number; ids: string[] | null }>`
    select
      (select count(*)::int from (${sql.join(counted, sql` union `)}) as c) as n,
      (select array_agg(id order by placed_at ${direction}, id ${direction}) from (
        select id, placed_at from (${sql.join(paged, sql` union `)}) as u order by placed_at ${direction}, id ${direction} offset ${offset} limit ${limit}
      ) as p) as ids`.execute(db);
  const row = result.rows[0];
  return { ids: row?.ids ?? [], totalCount: Math.min(row?.n ?? 0, countLimit) };
}
