import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db';
import { USER_SEARCH_LIMIT } from '../../src/domain/userSearch';

// The users search through the search keys of migration 0020 (user_search_keys, each word of a
// user and each two neighbouring words, newest user first per key; user_search_terms, the words).
// It finds the users `search_key like '%text%'` finds (server/repositories/userList.ts), the newest
// first from the keys' index, rather than by walking every user or reading the trigram index.

/**
 * How many terms (distinct words of users) one word of a text may stand for; a word in more
 * (`ana` is in `mariana` and `santana`, fine; `an` or `12` are in hundreds) is not looked up
 * through the keys: a pair or another word of the text may be, else the text is searched in
 * `search_key` itself, where a word that common finds its newest users among the first read.
 */
export const TERMS_MAX = 12;

/** How many keys one search reads at most (two words make a key per pair of their terms). */
export const KEYS_MAX = 100;

/** How many users of all keys one read takes at most. */
const READ_MAX = 25_000;

/** How many users of all keys the first read takes when there are many keys (see {@link firstKeyRead}). */
const FIRST_READ = 6_000;

/**
 * How many users of each key the first read of `search` takes, newest first: one past the search's
 * limit from each of up to a dozen keys; from more, {@link FIRST_READ} shared among them (at least
 * 50 each), as the newest of each key interleave: a key whose users were not all read stops the
 * read of the others at its lowest id (see {@link keyedMatches}), and a read that found too few is
 * read again. Reading a key's entries costs little beside a second read (measured at a million
 * users: 8 keys read a quarter of the limit each found too few for `ana` one time in two).
 */
export function firstKeyRead(search: UserKeySearch): number {
  return Math.min(USER_SEARCH_LIMIT + 1, Math.max(50, Math.ceil(FIRST_READ / Math.max(1, search.keys.length))));
}

/**
 * How many users of each key to read after a read of `perKey` found `found` matches where not
 * every candidate was read, or null when a longer read would not be expected to find one past the
 * limit (the text is false on most users of the keys: `silva` for `silva1`) or would read more
 * than {@link READ_MAX}: the text is then searched in `search_key`.
 */
export function nextKeyRead(search: UserKeySearch, perKey: number, found: number): number | null {
  for (const next of [USER_SEARCH_LIMIT + 1, 10 * USER_SEARCH_LIMIT]) {
    if (next <= perKey || next * search.keys.length > READ_MAX) continue;
    if ((found * next) / perKey >= 1.2 * (USER_SEARCH_LIMIT + 1)) return next;
  }
  return null;
}

/** The shortest word looked up by what it contains: the trigram index finds nothing shorter. */
const WORD_MIN = 3;

/** What kind of character `code` is to the keys (migration 0020): a digit, another word character, or a separator. */
function kindOf(code: number): 'digit' | 'letter' | null {
  if (code >= 0x30 && code <= 0x39) return 'digit';
  if ((code >= 0x61 && code <= 0x7a) || code > 0x7f) return 'letter';
  return null;
}

/** A word of a searched text, and whether the text shows where the user's word starts or ends. */
export interface TextWord {
  word: string;
  /** Something comes before it in the text (a separator or a word of the other kind): the user's word starts with it. */
  starts: boolean;
  /** Something comes after it: the user's word ends with it. */
  ends: boolean;
}

/**
 * The words of a lower-cased `text` as migration 0020 splits a user's lines: runs of digits and
 * runs of other characters that are letters a to z or not ASCII.
 * @example textWords('silva.ra') // [{ word: 'silva', starts: false, ends: true }, { word: 'ra', starts: true, ends: false }]
 */
export function textWords(text: string): TextWord[] {
  const chars = [...text];
  const runs: { word: string; from: number; to: number }[] = [];
  let i = 0;
  while (i < chars.length) {
    const kind = kindOf(chars[i]?.codePointAt(0) ?? 0);
    if (kind === null) {
      i++;
      continue;
    }
    let j = i;
    while (j < chars.length && kindOf(chars[j]?.codePointAt(0) ?? 0) === kind) j++;
    runs.push({ word: chars.slice(i, j).join(''), from: i, to: j });
    i = j;
  }
  return runs.map((run) => ({ word: run.word, starts: run.from > 0, ends: run.to < chars.length }));
}

/** A search through the keys: the users under any of `keys` whose `search_key` holds `text` (lower-cased). */
export interface UserKeySearch {
  keys: string[];
  text: string;
}

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The condition on `term` of the terms a word of a text may be part of, or null when no index finds them. */
function termCondition({ word, starts, ends }: TextWord): RawBuilder<unknown> | null {
  if (starts && ends) return sql`term = ${word}`;
  if (starts) return sql`term like ${`${likeEscaped(word)}%`}`;
  if (ends) return sql`reverse(term) like ${`${likeEscaped([...word].reverse().join(''))}%`}`;
  if ([...word].length < WORD_MIN) return null;
  return sql`term like ${`%${likeEscaped(word)}%`}`;
}

/**
 * The keys `text` (as typed) is read through, or null when they would not serve (no word of it,
 * or of two neighbouring words of it, stands for at most {@link TERMS_MAX} terms and
 * {@link KEYS_MAX} keys, or a word of digits stands for more). Of the usable ones, the two neighbouring words making the fewest keys
 * (their pairs), else the word of fewest terms. A text with a word no user's word holds finds
 * nobody: no keys. Two statements: the text lower-cased as `search_key` is, then its words' terms.
 */
export async function userKeySearchOf(db: Db, typed: string): Promise<UserKeySearch | null> {
  const lowered = await sql<{ text: string }>`select lower(${typed}) as text`.execute(db);
  const text = lowered.rows[0]?.text ?? '';
  const words = textWords(text);
  const lookups = words.map((word, i) => ({ i, condition: termCondition(word) })).filter((lookup) => lookup.condition !== null);
  if (lookups.length === 0) return null;
  const selects = lookups.map(
    ({ i, condition }) => sql`(select ${i}::int as i, term from user_search_terms where ${condition} limit ${TERMS_MAX + 1})`,
  );
  const found = await sql<{ i: number; term: string }>`${sql.join(selects, sql` union all `)}`.execute(db);
  const terms = new Map<number, string[]>(lookups.map(({ i }) => [i, []]));
  for (const row of found.rows) terms.get(row.i)?.push(row.term);
  if ([...terms.values()].some((list) => list.length === 0)) return { keys: [], text };
  // Digits in more words than the keys can stand for (`silva1`, `ana.silva12`: the numbers starting
  // with 1 or 12) would be checked on the keys' users, mostly in vain; the trigram index's lists of
  // digits are short, so such a text is searched in `search_key`.
  const digitsTooCommon = words.some(({ word }, i) => /^[0-9]+$/.test(word) && (terms.get(i)?.length ?? TERMS_MAX + 1) > TERMS_MAX);
  if (digitsTooCommon) return null;

  const usable = (i: number) => {
    const list = terms.get(i);
    return list !== undefined && list.length <= TERMS_MAX ? list : null;
  };
  let best: string[] | null = null;
  for (let i = 0; i + 1 < words.length; i++) {
    const [first, second] = [usable(i), usable(i + 1)];
    if (!first || !second || first.length * second.length > KEYS_MAX) continue;
    if (!best || first.length * second.length < best.length) best = first.flatMap((a) => second.map((b) => `${a} ${b}`));
  }
  if (!best) {
    for (const { i } of lookups) {
      const list = usable(i);
      if (list && (!best || list.length < best.length)) best = list;
    }
  }
  return best ? { keys: best, text } : null;
}

/**
 * The common table expressions `m` and `partial` of a keyed search: `m`, the newest matches (id,
 * and `sortKey` as k) up to one past the search's limit. Each key's users are read newest first up
 * to `perKey`; `cut` is null when every key's users were read whole, else the lowest id
 * read of the key that stopped highest: above it every candidate was read, below it not. `partial`
 * says so: `m` is then every match only when it holds one past the limit (the newest are all above
 * `cut`), which the caller checks.
 */
export function keyedMatches(search: UserKeySearch, perKey: number, sortKey: RawBuilder<unknown>): RawBuilder<unknown> {
  const reads = search.keys.map(
    (key) => sql`(select key, user_id from user_search_keys where key = ${key} order by user_id desc limit ${perKey})`,
  );
  return sql`c as materialized (${sql.join(reads, sql` union all `)}),
    cut as (select max(low) as low from (select min(user_id) as low from c group by key having count(*) >= ${perKey}) as stopped),
    candidates as materialized (select distinct c.user_id from c, cut where cut.low is null or c.user_id >= cut.low),
    m as materialized (
      select u.id, u.k from (select user_id from candidates order by user_id desc) as s
      cross join lateral (
        select users.id, ${sortKey} as k from users where users.id = s.user_id and strpos(users.search_key, ${search.text}) > 0
      ) as u
      order by s.user_id desc limit ${USER_SEARCH_LIMIT + 1}
    ),
    partial as (select cut.low is not null as partial from cut)`;
}
