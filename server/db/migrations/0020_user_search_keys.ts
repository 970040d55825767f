import { sql, type Kysely } from 'kysely';

/**
 * The users search within 10 ms at a million users whatever the text (issue 27). The trigram
 * index of 0005 finds a text's users, but not newest first: a text of common words matching a
 * few thousand users ("ana silva", one user in 270) was read either from the trigram index's long
 * lists or by walking the users newest first and checking each, 30 to 150 ms either way.
 *
 * `user_search_keys` lists each user under its search keys, newest (highest id) first within a
 * key. The keys come from `search_key` (username, e-mail and full name, lower-cased, one a line):
 * - its words: each run of digits, and each run of other characters that are letters a to z or
 *   not ASCII (`rafael.costa1234@mail.com.br` has the words rafael, costa, 1234, mail, com, br);
 * - each two words next to each other in one line, the first, a space and the second
 *   (`rafael costa`, `costa 1234`, `1234 mail`).
 * A text searched is a part of one line (a text holding a line break is searched field by
 * field), so its words are parts of a user's words, and two words next to each other in the text
 * are the end and the start of two words next to each other in the user's line.
 *
 * `user_search_terms` holds every word ever listed (collated "C" for lookups by how a word
 * starts, and by how it ends on the reversed words; a trigram index for the others): a search finds the words holding its words there, then reads
 * the users of the few keys those words make, newest first from the index, and checks the text on
 * each (server/repositories/userSearch.ts).
 *
 * The users' triggers keep both: after each statement that inserts or deletes users, from its
 * transition tables; after an update of the id, username, e-mail or full name of a user, for that
 * user. Terms are never removed (a term without users costs a lookup that finds none).
 */
/** How many users deleted at once the keys are deleted for one user after another (see the delete trigger). */
const DELETE_ONE_BY_ONE = 50_000;

/** The words of a line and its pairs of neighbouring words, as the comment above says. Kept in step with `TOKEN` in server/repositories/userSearch.ts. */
const TOKEN = '[0-9]+|[^\\x01-\\x60\\x7b-\\x7f]+';

export async function up(db: Kysely<unknown>): Promise<void> {
  const trgm = await sql<{ schema: string }>`
    select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'`.execute(db);
  const schema = trgm.rows[0]?.schema;
  if (schema === undefined) throw new Error('pg_trgm is not installed (migration 0005 installs it)');
  const statements = [
    sql`create table user_search_keys (
      key text not null,
      user_id integer not null
    )`,
    sql`create table user_search_terms (term text collate "C" primary key)`,
    // The keys of a user with this search_key: its words and its pairs of neighbouring words.
    sql`create function user_search_keys_of(search_key text) returns setof text
      language sql immutable
      as $$
        with words as (
          select l.i, w.n, w.m[1] as w
          from regexp_split_to_table(coalesce($1, ''), E'\\n') with ordinality as l(line, i),
            regexp_matches(l.line, ${sql.lit(TOKEN)}, 'g') with ordinality as w(m, n)
        )
        select w from words
        union
        select p from (select w || ' ' || lead(w) over (partition by i order by n) as p from words) as pairs where p is not null
      $$`,
    sql`create function user_search_keys_insert() returns trigger language plpgsql as $$
      begin
        insert into user_search_keys (key, user_id)
        select k, u.id from changed_new u cross join lateral user_search_keys_of(u.search_key) as k;
        insert into user_search_terms (term)
        select distinct k from changed_new u cross join lateral user_search_keys_of(u.search_key) as k
        where strpos(k, ' ') = 0
        order by 1
        on conflict do nothing;
        return null;
      end
    $$`,
    // The keys of a few users are found from the index, user by user; past DELETE_ONE_BY_ONE
    // users one pass over the keys is cheaper.
    sql`create function user_search_keys_delete() returns trigger language plpgsql as $$
      declare
        gone record;
      begin
        if (select count(*) from changed_old) > ${sql.lit(DELETE_ONE_BY_ONE)} then
          delete from user_search_keys as k
          using (select u.id, key from changed_old u cross join lateral user_search_keys_of(u.search_key) as key) as d
          where k.key = d.key and k.user_id = d.id;
        else
          for gone in select u.id, u.search_key from changed_old u loop
            delete from user_search_keys
            where key = any (array(select k from user_search_keys_of(gone.search_key) as k)) and user_id = gone.id;
          end loop;
        end if;
        return null;
      end
    $$`,
    sql`create function user_search_keys_update() returns trigger language plpgsql as $$
      begin
        if (old.id, old.search_key) is not distinct from (new.id, new.search_key) then
          return null;
        end if;
        delete from user_search_keys
        where key = any (array(select k from user_search_keys_of(old.search_key) as k)) and user_id = old.id;
        insert into user_search_keys (key, user_id)
        select k, new.id from user_search_keys_of(new.search_key) as k;
        insert into user_search_terms (term)
        select k from user_search_keys_of(new.search_key) as k where strpos(k, ' ') = 0 order by 1
        on conflict do nothing;
        return null;
      end
    $$`,
    sql`create function user_search_keys_clear() returns trigger language plpgsql as $$
      begin
        truncate user_search_keys;
        return null;
      end
    $$`,
    // The users already there, then the indexes (made once over the rows rather than row by row).
    sql`insert into user_search_keys (key, user_id)
      select k, u.id from users u cross join lateral user_search_keys_of(u.search_key) as k`,
    sql`insert into user_search_terms (term)
      select distinct key from user_search_keys where strpos(key, ' ') = 0`,
    sql`create index user_search_keys_key_idx on user_search_keys (key, user_id)`,
    sql`create index user_search_terms_trgm on user_search_terms using gin (term ${sql.id(schema, 'gin_trgm_ops')})`,
    sql`create index user_search_terms_reversed on user_search_terms (reverse(term))`,
    // Counted now, so that the first searches are planned on what is there.
    sql`analyze user_search_keys, user_search_terms`,
    sql`create trigger user_search_keys_insert after insert on users referencing new table as changed_new for each statement execute function user_search_keys_insert()`,
    sql`create trigger user_search_keys_delete after delete on users referencing old table as changed_old for each statement execute function user_search_keys_delete()`,
    sql`create trigger user_search_keys_update after update of id, username, email, fullname on users for each row execute function user_search_keys_update()`,
    sql`create trigger user_search_keys_truncate after truncate on users for each statement execute function user_search_keys_clear()`,
  ];
  for (const statement of statements) await statement.execute(db);
}

/** Drops the keys, the terms, their triggers and functions. */
export async function down(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`drop trigger user_search_keys_truncate on users`,
    sql`drop trigger user_search_keys_update on users`,
    sql`drop trigger user_search_keys_delete on users`,
    sql`drop trigger user_search_keys_insert on users`,
    sql`drop function user_search_keys_clear()`,
    sql`drop function user_search_keys_update()`,
    sql`drop function user_search_keys_delete()`,
    sql`drop function user_search_keys_insert()`,
    sql`drop function user_search_keys_of(text)`,
    sql`drop table user_search_terms`,
    sql`drop table user_search_keys`,
  ];
  for (const statement of statements) await statement.execute(db);
}
