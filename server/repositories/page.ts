import { sql, type SelectQueryBuilder } from 'kysely';

/** One page of a query's rows and how many rows the query has in all. */
export interface RowsPage<R> {
  rows: R[];
  totalCount: number;
}

/**
 * Reads one page of `filtered` (what `page` selects, orders and cuts from it) and counts all of
 * `filtered`'s rows, both at once.
 */
export async function pageOf<DB, TB extends keyof DB, O, R>(
  filtered: SelectQueryBuilder<DB, TB, O>,
  page: (query: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, R>,
): Promise<RowsPage<R>> {
  const counted = filtered.select(sql<number>`count(*)::int`.as('n')).$castTo<{ n: number }>();
  const [rows, count] = await Promise.all([page(filtered).execute(), counted.executeTakeFirstOrThrow()]);
  return { rows, totalCount: count.n };
}
