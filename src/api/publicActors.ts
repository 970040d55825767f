import type { ApiClients } from './client';
import { isApiError } from '../contract/apiError';
import { unwrap } from './errors';
import type { AccountDeletionReceipt, AccountDeletionRequest, Order, PrivacyTerms } from '../contract/schema.gen';

/** Which application's privacy terms, and for which user type (the page's `{userType}`, when it names one). */
export interface PrivacyTermsQuery {
  application: string;
  userType?: string | undefined;
}

/**
 * An application's privacy terms (GET /v1/food/privacy-terms/{id}, public): the user type's own,
 * else the default ones; 404 when the application does not exist or has none.
 */
export function getPrivacyTerms(clients: ApiClients, query: PrivacyTermsQuery): Promise<PrivacyTerms> {
  const userType = query.userType?.trim();
  return unwrap(
    clients.api.GET('/v1/food/privacy-terms/{id}', {
      params: { path: { id: query.application }, query: userType ? { userType } : {} },
    }),
  );
}

/** An application's default privacy terms, or null when it has none (the edit form starts from them). */
export async function getDefaultPrivacyTerms(clients: ApiClients, application: string): Promise<string | null> {
  try {
    const terms = await getPrivacyTerms(clients, { application });
    return terms.userType === null ? terms.terms : null;
  } catch (error) {
    if (isApiError(error) && error.statusCode === 404) return null;
    throw error;
  }
}

/**
 * Records a request to delete an account in an application (POST /v1/food/ask-delete-account/{id},
 * public) and answers its protocol; 404 for an unknown application, 429 beyond 5 requests an hour.
 */
export function askDeleteAccount(clients: ApiClients, application: string, body: AccountDeletionRequest): Promise<AccountDeletionReceipt> {
  return unwrap(clients.api.POST('/v1/food/ask-delete-account/{id}', { params: { path: { id: application } }, body }));
}

/**
 * The order a print link names (GET /v2/public/orders/print, public): 403 (`invalid_print_link`)
 * without a token or with one that is expired, altered or not a print link; 404 when the order is gone.
 */
export function getPrintedOrder(clients: ApiClients, token: string): Promise<Order> {
  return unwrap(clients.api.GET('/v2/public/orders/print', { params: { query: token ? { token } : {} } }));
}
