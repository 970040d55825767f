import type { ListQueryOptions } from '../../domain/listQuery';

/** The roles list's address rules: sortable by id and title; id ascending first (seed 000 section 2). */
export const ROLE_LIST: ListQueryOptions = Object.freeze({
  sortFields: Object.freeze(['id', 'title']),
  defaultSort: Object.freeze({ field: 'id', direction: 'asc' as const }),
});
