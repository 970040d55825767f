import type { AccountDeletionStatus, operations } from '../contract/schema.gen';
import type { ListQuery, ListQueryOptions } from './listQuery';

/**
 * The staff list of account deletion requests (beside `admin/applications`): its statuses, its
 * fixed order and the query it sends. Pure.
 */

/** The query of GET /v1/food/ask-delete-account. */
export type AccountDeletionListQuery = NonNullable<operations['listAccountDeletionRequests']['parameters']['query']>;

/** Every status, in the order the filter offers them. */
export const ACCOUNT_DELETION_STATUSES: readonly AccountDeletionStatus[] = Object.freeze(['pending', 'done', 'rejected'] as const);

/** The list is always newest first: the server orders it, no column sorts. */
export const DELETION_REQUEST_LIST: ListQueryOptions = Object.freeze({
  sortFields: Object.freeze(['createdAt']),
  defaultSort: Object.freeze({ field: 'createdAt', direction: 'desc' as const }),
  filterParams: Object.freeze(['status']),
});

/** The status picked in the filter, or `''` for every status. */
export type AccountDeletionStatusFilter = AccountDeletionStatus | '';

/** The status a filter value names, or `''` (every status) for anything else. */
export function toStatusFilter(value: string): AccountDeletionStatusFilter {
  return ACCOUNT_DELETION_STATUSES.find((status) => status === value) ?? '';
}

/**
 * The call's query for a list page and the status filter.
 * @example toDeletionRequestsQuery({ page: 2, size: 5, ... }, 'pending') // { page: 2, limit: 5, status: 'pending' }
 */
export function toDeletionRequestsQuery(query: ListQuery, status: AccountDeletionStatusFilter): AccountDeletionListQuery {
  return { page: query.page, limit: query.size, ...(status === '' ? {} : { status }) };
}
