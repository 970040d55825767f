import { sql, type Kysely } from 'kysely';

/**
 * The history searched by the customer's name or phone within 20 ms at 5,000,000 orders
 * (issue 25). The trigram indexes of 0013 and 0015 find a word's orders, but not newest first: a
 * common word (a name in one order of twenty) was read whole, or the orders walked newest first
 * and each checked, 30 to 60 ms either way, and two words (`joao araujo`) worse.
 *
 * `order_search_keys` lists each order under its search keys, newest first within a key, across
 * every company and per company:
 * - each distinct word of its folded name (`search_name`, split at white space);
 * - each pair of two distinct words, the two in byte order and joined by a space (`araujo joao`),
 *   when the name has at most 8 distinct words, else the one key ` many` (a leading space: no
 *   word starts with one), which a two-word search also reads;
 * - ` ` and the phone's digits (` 5511987654321`), when it has digits.
 *
 * A search reads the terms first: `order_search_terms` holds every word and phone key ever
 * listed (with a trigram index: a word searched is contained in a term, as it is contained in the
 * name), a small table beside the orders; then the orders of the few keys those terms make,
 * newest first from the index, up to the page or the count's limit. The matches are the same
 * orders the name's `like` finds (server/repositories/orderSearch.ts).
 *
 * The orders' triggers keep both: after each statement that inserts or deletes orders, from its
 * transition tables; after an update of the name, phone, company or time of an order, for that
 * order. Terms are never removed (a term without orders costs a lookup that finds none).
 */
/** How many orders deleted at once the keys are deleted for one order after another (see the delete trigger). */
const DELETE_ONE_BY_ONE = 50_000;

export async function up(db: Kysely<unknown>): Promise<void> {
  const trgm = await sql<{ schema: string }>`
    select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'`.execute(db);
  const schema = trgm.rows[0]?.schema;
  if (schema === undefined) throw new Error('pg_trgm is not installed (migration 0005 installs it)');
  const statements = [
    sql`create table order_search_keys (
      key text not null,
      company_id text not null,
      placed_at timestamptz not null,
      order_id text not null
    )`,
    sql`create table order_search_terms (term text primary key)`,
    // The keys of an order with this folded name and these phone digits (see above).
    sql`create function order_search_keys_of(name text, phone text) returns setof text
      language sql immutable
      as $$
        with words as (select distinct w from regexp_split_to_table(coalesce($1, ''), '\\s+') as w where w <> ''),
          counted as (select count(*) as n from words)
        select w from words
        union all
        select a.w || ' ' || b.w from words a, words b, counted where a.w collate "C" < b.w collate "C" and counted.n <= 8
        union all
        select ' many' from counted where counted.n > 8
        union all
        select ' ' || $2 where coalesce($2, '') <> ''
      $$`,
    // The terms an order's keys add: its words and its phone key, not the pairs.
    sql`create function order_search_terms_of(name text, phone text) returns setof text
      language sql immutable
      as $$
        select w from regexp_split_to_table(coalesce($1, ''), '\\s+') as w where w <> ''
        union all
        select ' ' || $2 where coalesce($2, '') <> ''
      $$`,
    sql`create function order_search_keys_insert() returns trigger language plpgsql as $$
      begin
        insert into order_search_keys (key, company_id, placed_at, order_id)
        select k, o.company_id, o.placed_at, o.id from changed_new o cross join lateral order_search_keys_of(o.search_name, o.phone_digits) as k;
        insert into order_search_terms (term)
        select distinct t from changed_new o cross join lateral order_search_terms_of(o.search_name, o.phone_digits) as t
        order by 1
        on conflict do nothing;
        return null;
      end
    $$`,
    // The keys of a few orders are found from the index, order by order; past DELETE_ONE_BY_ONE
    // orders (a company's) one pass over the keys is cheaper. Left to the planner, which counts a
    // thousand keys per order of the function above, 20,000 orders were deleted in a pass over the
    // keys of every order (12 s rather than under 1 s).
    sql`create function order_search_keys_delete() returns trigger language plpgsql as $$
      declare
        gone record;
      begin
        if (select count(*) from changed_old) > ${sql.lit(DELETE_ONE_BY_ONE)} then
          delete from order_search_keys as k
          using (select o.id, o.placed_at, key from changed_old o cross join lateral order_search_keys_of(o.search_name, o.phone_digits) as key) as d
          where k.key = d.key and k.placed_at = d.placed_at and k.order_id = d.id;
        else
          for gone in select o.id, o.placed_at, o.search_name, o.phone_digits from changed_old o loop
            delete from order_search_keys
            where key = any (array(select k from order_search_keys_of(gone.search_name, gone.phone_digits) as k)) and placed_at = gone.placed_at and order_id = gone.id;
          end loop;
        end if;
        return null;
      end
    $$`,
    sql`create function order_search_keys_update() returns trigger language plpgsql as $$
      begin
        if (old.search_name, old.phone_digits, old.company_id, old.placed_at) is not distinct from (new.search_name, new.phone_digits, new.company_id, new.placed_at) then
          return null;
        end if;
        delete from order_search_keys
        where key = any (array(select k from order_search_keys_of(old.search_name, old.phone_digits) as k)) and placed_at = old.placed_at and order_id = old.id;
        insert into order_search_keys (key, company_id, placed_at, order_id)
        select k, new.company_id, new.placed_at, new.id from order_search_keys_of(new.search_name, new.phone_digits) as k;
        insert into order_search_terms (term)
        select distinct t from order_search_terms_of(new.search_name, new.phone_digits) as t order by 1
        on conflict do nothing;
        return null;
      end
    $$`,
    sql`create function order_search_keys_clear() returns trigger language plpgsql as $$
      begin
        truncate order_search_keys;
        return null;
      end
    $$`,
    // The orders already there, then the indexes (made once over the rows rather than row by row).
    sql`insert into order_search_keys (key, company_id, placed_at, order_id)
      select k, o.company_id, o.placed_at, o.id from orders o cross join lateral order_search_keys_of(o.search_name, o.phone_digits) as k`,
    sql`insert into order_search_terms (term)
      select distinct t from orders o cross join lateral order_search_terms_of(o.search_name, o.phone_digits) as t`,
    sql`create index order_search_keys_key_idx on order_search_keys (key, placed_at desc, order_id desc)`,
    sql`create index order_search_keys_company_idx on order_search_keys (company_id, key, placed_at desc, order_id desc)`,
    sql`create index order_search_terms_trgm on order_search_terms using gin (term ${sql.id(schema, 'gin_trgm_ops')})`,
    // Counted now, so that the first searches are planned on what is there (one key's orders from
    // its index) before the autovacuum comes to the new tables.
    sql`analyze order_search_keys, order_search_terms`,
    sql`create trigger order_search_keys_insert after insert on orders referencing new table as changed_new for each statement execute function order_search_keys_insert()`,
    sql`create trigger order_search_keys_delete after delete on orders referencing old table as changed_old for each statement execute function order_search_keys_delete()`,
    sql`create trigger order_search_keys_update after update of customer_name, customer_phone, company_id, placed_at on orders for each row execute function order_search_keys_update()`,
    sql`create trigger order_search_keys_truncate after truncate on orders for each statement execute function order_search_keys_clear()`,
  ];
  for (const statement of statements) await statement.execute(db);
}

/** Drops the keys, the terms, their triggers and functions. */
export async function down(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`drop trigger order_search_keys_truncate on orders`,
    sql`drop trigger order_search_keys_update on orders`,
    sql`drop trigger order_search_keys_delete on orders`,
    sql`drop trigger order_search_keys_insert on orders`,
    sql`drop function order_search_keys_clear()`,
    sql`drop function order_search_keys_update()`,
    sql`drop function order_search_keys_delete()`,
    sql`drop function order_search_keys_insert()`,
    sql`drop function order_search_terms_of(text, text)`,
    sql`drop function order_search_keys_of(text, text)`,
    sql`drop table order_search_terms`,
    sql`drop table order_search_keys`,
  ];
  for (const statement of statements) await statement.execute(db);
}
