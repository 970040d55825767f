import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { components } from '../../src/api/schema.gen';
import type { Database } from '../db/schema';
import { errors } from '../errors';

type PagingQuery = components['schemas']['PagingQuery'];

/** A LIKE pattern matching `text` anywhere, with LIKE's wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The sort column for a requested sort field, or a 400 naming the allowed ones. */
export function sortColumn<C extends string>(fields: Record<string, C>, requested: string | undefined, fallback: C): C {
  if (requested === undefined || requested === '') return fallback;
  const column = fields[requested];
  if (!column) {
    throw errors.badRequest(`sortField must be one of ${Object.keys(fields).join(', ')}`, 'invalid_sort_field');
  }
  return column;
}

/** Offset and limit of a 0-based ACL paging query. */
export function pageWindow(query: PagingQuery): { offset: number; limit: number } {
  return { offset: query.pageNumber * query.pageSize, limit: query.pageSize };
}

/** Offset and limit of a 1-based paginator (`pageIn` the page, `pageOut` its size). */
export function paginatorWindow(pageIn: number, pageOut: number): { offset: number; limit: number } {
  return { offset: (pageIn - 1) * pageOut, limit: pageOut };
}

/** The paginator answer around one page of documents. */
export function paginatorPage<T>(docs: T[], totalDocs: number, page: number, limit: number) {
  return { docs, totalDocs, limit, page, totalPages: Math.max(1, Math.ceil(totalDocs / limit)) };
}

/**
 * The user search of the ACL list: the same text arrives as lastName, username,
 * email and fillname, and a user matches when any of them matches.
 */
export function userSearch(filter: Record<string, string> | undefined) {
  const columns: Record<string, 'username' | 'email' | 'fullname'> = {
    username: 'username',
    email: 'email',
    fullname: 'fullname',
    fillname: 'fullname',
    lastName: 'fullname',
  };
  return (eb: ExpressionBuilder<Database, 'users'>): Expression<SqlBool> => {
    const terms = Object.entries(filter ?? {})
      .filter(([key, value]) => key in columns && value.trim() !== '')
      .map(([key, value]) => eb(sql.ref(`users.${columns[key]}`), 'ilike', containsPattern(value.trim())));
    return terms.length > 0 ? eb.or(terms) : sql<SqlBool>`true`;
  };
}
