import { sql, type Kysely } from 'kysely';

/**
 * Finer statistics for `users.search_key` (1,000 histogram entries instead of 100). The
 * planner estimates how many users a search matches from them, and that estimate chooses
 * between walking the users newest first (cheap when many match) and the trigram index
 * (cheap when few do). With 100 entries a search matching a few hundred of a million users
 * could be estimated at one in a hundred after an ANALYZE, which picks the walk and reads
 * every row (0.7 s measured instead of 20 ms, scripts/bench-api.ts); with 1,000 the estimate
 * stays near the truth.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users alter column search_key set statistics 1000`.execute(db);
}

/** Back to the default statistics target. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users alter column search_key set statistics -1`.execute(db);
}
