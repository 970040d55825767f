import type { Readable } from 'node:stream';
import type { RawBuilder } from 'kysely';
import type pg from 'pg';
import type { Db } from '../db';
import { copyOut } from '../db/copyOut';
import { inlineSql } from '../db/inlineSql';
import { exportLines, type OrderQuery } from './orders';

/** The select of every order `find` finds, in its sort, as `line` makes it and ended by CRLF ({@link exportLines}), its values written in. */
function exportSelect(db: Db, find: OrderQuery, line: RawBuilder<string>): string {
  return inlineSql(exportLines(find, line).compile(db));
}

/**
 * The most rows the planner may expect of an export and still sort them (see
 * {@link readInIndexOrder}): a sort of 50,000 lines takes some 0.3 s before the first one.
 */
export const SORTED_EXPORT_ROWS = 50_000;

/** How many rows the planner expects `select` to find (`Plan Rows` of its EXPLAIN). */
async function plannedRows(client: pg.PoolClient, select: string): Promise<number> {
  const result = await client.query<{ 'QUERY PLAN': unknown }>(`explain (format json) ${select}`);
  const [plan] = (result.rows[0]?.['QUERY PLAN'] ?? []) as { Plan?: { 'Plan Rows'?: unknown } }[];
  const rows = plan?.Plan?.['Plan Rows'];
  if (typeof rows !== 'number') throw new Error('EXPLAIN answered no row estimate');
  return rows;
}

/**
 * The settings of an export's COPY, made in its transaction:
 * - JIT off: a statement over millions of orders is costed past its threshold, and compiling it
 *   took 0.5 to 0.9 s before the first row for no faster rows (bench_reports, 1,000,000 lines);
 * - sorts off when the planner expects more than `sortedRows` rows, so that they come in the
 *   order of the sort's index from the first one: without a LIMIT the planner would read them all
 *   and sort them, sending nothing for seconds (1.6 s for 280,000 of 5,000,000 orders, more for
 *   more). A few rows it may sort: a name found in 462 orders of 5,000,000 came in 0.05 s sorted,
 *   and in 27 s walking the orders newest first to find them.
 */
async function readInIndexOrder(client: pg.PoolClient, select: string, sortedRows: number): Promise<void> {
  await client.query('set local jit = off');
  if ((await plannedRows(client, select)) > sortedRows) await client.query('set local enable_sort = off');
}

/**
 * The export's lines on PostgreSQL as the bytes the database wrote: one COPY over the orders
 * rather than keyset batches, so that nothing of the lines is held in the server but what the
 * client has yet to take. A COPY takes no bind parameters: the values are written into it.
 * `sortedRows`: see {@link readInIndexOrder} (the tests make every plan read in index order with 0).
 */
export function exportLinesByCopy(db: Db, pool: pg.Pool, find: OrderQuery, line: RawBuilder<string>, sortedRows = SORTED_EXPORT_ROWS): Promise<Readable> {
  const select = exportSelect(db, find, line);
  return copyOut(pool, `copy (${select}) to stdout (format binary)`, (client) => readInIndexOrder(client, select, sortedRows));
}
