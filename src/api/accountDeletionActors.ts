import type { ApiClients } from './client';
import { unwrap } from './errors';
import type { AccountDeletionListQuery, AccountDeletionRecord } from '../domain/accountDeletionRequests';
import type { ListPage } from '../domain/listQuery';

/** One page of the account deletion requests, newest first (GET /v1/food/ask-delete-account, root only). */
export async function listAccountDeletionRequests(clients: ApiClients, query: AccountDeletionListQuery): Promise<ListPage<AccountDeletionRecord>> {
  return unwrap(clients.api.GET('/v1/food/ask-delete-account', { params: { query } }));
}
