/** Bindings of the public pages: their machines with the real calls of `src/api/publicActors.ts`. */
import { fromPromise } from 'xstate';
import { askDeleteAccount, getPrintedOrder, getPrivacyTerms, type PrivacyTermsQuery } from '../api/publicActors';
import type { ApiClients } from '../api/client';
import type { AccountDeletionReceipt, AccountDeletionRequest, Order, PrivacyTerms } from '../contract/schema.gen';
import { accountDeletionMachine } from '../machines/accountDeletion/machine';
import { createLookupMachine } from '../machines/lookup/machine';

/** The account-deletion request of one application, sent with askDeleteAccount. */
export function createAccountDeletionMachine(clients: ApiClients, application: string) {
  return accountDeletionMachine.provide({
    actors: {
      askDeleteAccount: fromPromise<AccountDeletionReceipt, AccountDeletionRequest>(({ input }) => askDeleteAccount(clients, application, input)),
    },
  });
}

/** An application's privacy terms, looked up once for the query the page gives. */
export function createPrivacyTermsLookup(clients: ApiClients) {
  return createLookupMachine<PrivacyTermsQuery, PrivacyTerms>().provide({
    actors: { lookup: fromPromise(({ input }) => getPrivacyTerms(clients, input.query)) },
  });
}

/** The order a print link's token names, looked up once (the print routes). */
export function createPrintedOrderLookup(clients: ApiClients) {
  return createLookupMachine<string, Order>().provide({
    actors: { lookup: fromPromise(({ input }) => getPrintedOrder(clients, input.query)) },
  });
}
