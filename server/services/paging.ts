import type { PagingQuery } from '../../src/contract/schema.gen';
import { errors } from '../errors';

/** A LIKE pattern matching `text` anywhere, with LIKE's wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The sort column for a requested sort field, or a 400 naming the allowed ones. */
export function sortColumn<C extends string>(fields: Record<string, C>, requested: string | undefined, fallback: C): C {
  if (requested === undefined || requested === '') return fallback;
  const column = Object.hasOwn(fields, requested) ? fields[requested] : undefined;
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
