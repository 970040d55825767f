import { useMemo, useRef, useState } from 'react';
import { Grid, Tabs } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  createApplication,
  listApplicationUpgrades,
  paginateApplications,
  searchApplications,
  updateApplication,
} from '../../api/applicationActors';
import { getDefaultPrivacyTerms } from '../../api/publicActors';
import type { Application, ApplicationStatus, ApplicationType } from '../../contract/schema.gen';
import { APPLICATION_LIST, applicationFormValuesOf, NO_APPLICATION_FILTERS, toApplicationCreate, toApplicationUpdate, toPaginatorQuery, upgradeQuery, type ApplicationFilters, type UpgradeQuery, type ValidApplicationForm } from '../../domain/applications';
import type { ListPage, ListQuery } from '../../domain/listQuery';
import { useI18n } from '../../i18n/context';
import { createFormDialogMachine, toFormDialogView, type FormDialogSave } from '../../machines/formDialogMachine';
import { createListPagingMachine } from '../../machines/listPagingMachine';
import { createLookupMachine, toLookupView } from '../../machines/lookupMachine';
import { ApplicationDialog } from '../../ui/applications/ApplicationDialog';
import { ApplicationLookups } from '../../ui/applications/ApplicationLookups';
import { ApplicationsList } from '../../ui/applications/ApplicationsList';
import { applicationErrorText } from '../../ui/applications/applicationTexts';
import { AccountDeletionRequestsPanel } from '../applications/AccountDeletionRequestsPanel';
import { notify } from '../notices';
import { deferredDeletesOf, undoableDelete } from '../lists/undoableDelete';
import { usePagedList } from '../lists/usePagedList';
import { useServices } from '../services';
import { useLatest } from '../useLatest';

/** Where the public privacy page of an application is. */
function privacyPagePath(application: Application): string {
  return `/user-privacy/${encodeURIComponent(application._id)}`;
}

/**
 * `admin/applications` (root only): the paginator bound to the list machine and the address, its
 * status and upgrade filters, the create and edit dialog (the form dialog machine, loading the
 * stored privacy terms first when editing), delete, the name search and forced-upgrade lookups;
 * a second tab lists the account deletion requests customers made on the public page.
 */
export default function ApplicationsPage() {
  const services = useServices();
  const { clients } = services;
  const deletes = deferredDeletesOf(services);
  const { LL } = useI18n();
  const texts = useLatest(LL);
  const [filters, setFilters] = useState<ApplicationFilters>(NO_APPLICATION_FILTERS);
  // Read by the machine's fetch when it runs, so changed filters apply to the next load.
  const shownFilters = useRef(filters);

  const listMachine = useMemo(
    () =>
      createListPagingMachine<Application>().provide({
        actors: {
          fetchPage: fromPromise<ListPage<Application>, ListQuery>(({ input }) => paginateApplications(clients, toPaginatorQuery(input, shownFilters.current))),
          deleteRows: undoableDelete(deletes, 'application', texts, (T, ids) =>
            ids.length === 1 ? T.APPLICATIONS.DELETE.DONE() : T.APPLICATIONS.DELETE.MANY_DONE(),
          ),
        },
        actions: {
          notifyActionFailed: (_, { error }) => notify({ type: 'error', title: applicationErrorText(texts.current, error) }),
        },
      }),
    [clients, texts, deletes],
  );
  const { view, events, actor: list } = usePagedList(listMachine, APPLICATION_LIST);

  const dialogMachine = useMemo(
    () =>
      createFormDialogMachine<Application, ValidApplicationForm, string | null, Application>().provide({
        actors: {
          load: fromPromise<string | null, { subject: Application }>(({ input }) => getDefaultPrivacyTerms(clients, input.subject._id)),
          save: fromPromise<Application, FormDialogSave<Application, ValidApplicationForm, string | null>>(({ input }) => {
            // Editing started from the stored terms (`loaded`); only a change of them is sent.
            const { subject, loaded, values } = input;
            return subject === null
              ? createApplication(clients, toApplicationCreate(values))
              : updateApplication(clients, subject._id, toApplicationUpdate(values, loaded));
          }),
        },
        actions: {
          notifySaved: (_, { saved, subject }) => {
            const T = texts.current.APPLICATIONS.DIALOG;
            notify({ type: 'success', title: subject === null ? T.CREATED({ name: saved.name }) : T.UPDATED({ name: saved.name }) });
            list.send({ type: subject === null ? 'row.created' : 'row.updated' });
          },
        },
      }),
    [clients, texts, list],
  );
  const dialogActor = useActorRef(dialogMachine);
  const dialog = useSelector(dialogActor, toFormDialogView);

  const searchMachine = useMemo(
    () => createLookupMachine<string, Application[]>().provide({ actors: { lookup: fromPromise(({ input }) => searchApplications(clients, input.query)) } }),
    [clients],
  );
  const search = useActorRef(searchMachine, { input: { query: '' } });
  const searchView = useSelector(search, toLookupView);
  const searchText = useSelector(search, (snapshot) => snapshot.context.query ?? '');

  const upgradesMachine = useMemo(
    () =>
      createLookupMachine<UpgradeQuery, Application[]>().provide({ actors: { lookup: fromPromise(({ input }) => listApplicationUpgrades(clients, input.query)) } }),
    [clients],
  );
  const upgrades = useActorRef(upgradesMachine, { input: { query: null } });
  const upgradesView = useSelector(upgrades, toLookupView);
  const [upgradeType, setUpgradeType] = useState<ApplicationType | ''>('');
  const [upgradeStatus, setUpgradeStatus] = useState<ApplicationStatus | ''>('');

  const open = dialog.status !== 'closed';
  const subject = dialog.subject;
  const startValues = dialog.values ?? (subject ? applicationFormValuesOf(subject, dialog.loaded) : undefined);

  return (
    // The requests tab mounts when first opened, so its list loads only for whoever looks at it.
    <Tabs.Root defaultValue="applications" colorPalette="brand" lazyMount>
      <Tabs.List mb="4">
        <Tabs.Trigger value="applications">{LL.APPLICATIONS.TITLE()}</Tabs.Trigger>
        <Tabs.Trigger value="deletionRequests">{LL.APPLICATIONS.DELETION_REQUESTS.TITLE()}</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="applications" pt="0">
        <Grid templateColumns={{ base: '1fr', '2xl': 'minmax(0, 1fr) 26rem' }} gap="6" alignItems="start">
          <ApplicationsList
            {...events}
            list={view}
            filters={filters}
            onFiltersChange={(next) => {
              shownFilters.current = next;
              setFilters(next);
              // New filters start again at page 1.
              list.send({ type: 'user.go_to_page', page: 1 });
            }}
            onNew={() => dialogActor.send({ type: 'user.open', subject: null })}
            onEdit={(application) => dialogActor.send({ type: 'user.open', subject: application })}
            onOpenPrivacy={(application) => window.open(privacyPagePath(application), '_blank', 'noopener')}
            onDelete={(ids) => list.send({ type: 'user.delete', ids })}
            onConfirmDelete={() => list.send({ type: 'user.confirm' })}
            onCancelDialog={() => list.send({ type: 'user.cancel' })}
          />
          <ApplicationLookups
            searchText={searchText}
            search={searchView}
            onSearchText={(text) => search.send({ type: 'user.type', query: text })}
            onRetrySearch={() => search.send({ type: 'user.retry' })}
            upgradeType={upgradeType}
            upgradeStatus={upgradeStatus}
            upgrades={upgradesView}
            onUpgradeChange={(typeApp, status) => {
              setUpgradeType(typeApp);
              setUpgradeStatus(status);
              upgrades.send({ type: 'user.change', query: upgradeQuery(typeApp, status) });
            }}
            onRetryUpgrades={() => upgrades.send({ type: 'user.retry' })}
            onOpen={(application) => dialogActor.send({ type: 'user.open', subject: application })}
          />
          {open ? (
            <ApplicationDialog
              open
              mode={subject === null ? 'create' : 'edit'}
              status={dialog.status === 'closed' ? 'editing' : dialog.status}
              applicationName={subject?.name}
              defaultValues={startValues}
              errorMessage={dialog.failure ? applicationErrorText(LL, dialog.failure) : undefined}
              onSubmit={(values) => dialogActor.send({ type: 'user.submit', values })}
              onCancel={() => dialogActor.send({ type: 'user.cancel' })}
              onRetry={() => dialogActor.send({ type: 'user.retry' })}
            />
          ) : null}
        </Grid>
      </Tabs.Content>
      <Tabs.Content value="deletionRequests" pt="0">
        <AccountDeletionRequestsPanel />
      </Tabs.Content>
    </Tabs.Root>
  );
}
