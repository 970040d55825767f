import type { ApiClients } from './client';
import { unwrap } from './errors';
import type { AccountDeletionListQuery } from '../domain/accountDeletionRequests';
import type { ListPage } from '../domain/listQuery';
import type { AccountDeletionRequestRecord as AccountDeletionRecord } from '../contract/schema.gen';

/** One page of the account deletion requests, newest first (GET /v1/food/ask-delete-account, root only). */
export async function listAccountDeletionRequests(clients: ApiClients, query: AccountDeletionListQuery): Promise<ListPage<AccountDeletionRecord>> {
  return unwrap(clients.api.GET('/v1/food/ask-delete-account', { params: { query } }));
}
