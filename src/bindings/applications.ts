/**
 * Bindings of the applications admin (`admin/applications`): the paged list with its filters, the
 * create and edit dialog, the name search and forced-upgrade lookups, and the account deletion
 * requests list, with the real calls of `src/api`. Notices and deletes with undo are the route's.
 */
import { fromPromise } from 'xstate';
import { listAccountDeletionRequests } from '../api/accountDeletionActors';
import { createApplication, listApplicationUpgrades, paginateApplications, searchApplications, updateApplication } from '../api/applicationActors';
import type { ApiClients } from '../api/client';
import { getDefaultPrivacyTerms } from '../api/publicActors';
import type { AccountDeletionRequestRecord, Application } from '../contract/schema.gen';
import { toDeletionRequestsQuery, toStatusFilter } from '../domain/accountDeletionRequests';
import { applicationFiltersOf, toApplicationCreate, toApplicationUpdate, toPaginatorQuery, type UpgradeQuery, type ValidApplicationForm } from '../domain/applications';
import type { ListPage, ListQuery } from '../domain/listQuery';
import { createRecordEditorMachine } from '../machines/recordEditor/machine';
import type { RecordLoadInput, RecordSaveInput } from '../machines/recordEditor/types';
import { pagedListMachine } from './pagedList';
import { createLookupMachine } from '../machines/lookup/machine';

/** The applications list: pages of the paginator with the name search and the status and upgrade filters. */
export function createApplicationsListMachine(clients: ApiClients) {
  return pagedListMachine<Application>().provide({
    actors: {
      fetchPage: fromPromise<ListPage<Application>, ListQuery>(({ input }) => paginateApplications(clients, toPaginatorQuery(input, applicationFiltersOf(input.filters)))),
    },
  });
}

/**
 * The application dialog (the list screen's record editor): editing loads the stored privacy terms
 * first (`loaded`), and an update sends the terms only when they changed; a create sends the whole
 * form with the values' `Idempotency-Key` (a create whose answer was lost is answered on Save
 * again, not refused as `name_taken`).
 */
export function createApplicationDialogMachine(clients: ApiClients) {
  return createRecordEditorMachine<Application, ValidApplicationForm, string | null, Application>({ lifetime: 'dialog' }).provide({
    actors: {
      // Loaded only when the dialog opens on an application.
      load: fromPromise<string | null, RecordLoadInput<Application>>(({ input }) => getDefaultPrivacyTerms(clients, (input.subject as Application)._id)),
      save: fromPromise<Application, RecordSaveInput<Application, ValidApplicationForm, string | null>>(({ input }) => {
        const { subject, loaded, values, idempotencyKey } = input;
        return subject === null ? createApplication(clients, toApplicationCreate(values), idempotencyKey) : updateApplication(clients, subject._id, toApplicationUpdate(values, loaded));
      }),
    },
  });
}

/** The name search beside the list (`/v2/admin/applications/search`). */
export function createApplicationSearchLookup(clients: ApiClients) {
  return createLookupMachine<string, Application[]>().provide({ actors: { lookup: fromPromise(({ input }) => searchApplications(clients, input.query)) } });
}

/** The forced-upgrade lookup (`/v2/admin/applications/upgrade`), asked once a platform and a status are chosen. */
export function createApplicationUpgradesLookup(clients: ApiClients) {
  return createLookupMachine<UpgradeQuery, Application[]>().provide({ actors: { lookup: fromPromise(({ input }) => listApplicationUpgrades(clients, input.query)) } });
}

/** The account deletion requests customers made on the public page, by status. */
export function createDeletionRequestsListMachine(clients: ApiClients) {
  return pagedListMachine<AccountDeletionRequestRecord>().provide({
    actors: {
      fetchPage: fromPromise<ListPage<AccountDeletionRequestRecord>, ListQuery>(({ input }) =>
        listAccountDeletionRequests(clients, toDeletionRequestsQuery(input, toStatusFilter(input.filters.status ?? ''))),
      ),
    },
  });
}
