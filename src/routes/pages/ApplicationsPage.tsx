import { useMemo, useState } from 'react';
import { Grid, Tabs } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { enqueueActions } from 'xstate';
import {
  createApplicationDialogMachine,
  createApplicationSearchLookup,
  createApplicationsListMachine,
  createApplicationUpgradesLookup,
} from '../../bindings/applications';
import type { Application, ApplicationStatus, ApplicationType } from '../../contract/schema.gen';
import { APPLICATION_LIST, applicationFiltersOf, applicationFormValuesOf, toApplicationListFilters, upgradeQuery } from '../../domain/applications';
import { useI18n } from '../../i18n/context';
import { connectRecordEditor } from '../../machines/recordEditor/connect';
import type { RecordEditorStatus } from '../../machines/recordEditor/types';
import { createListScreenMachine } from '../../machines/listScreen/machine';
import { toLookupView } from '../../machines/lookup/machine';
import { ApplicationDialog, type ApplicationDialogStatus } from '../../ui/applications/ApplicationDialog';
import { ApplicationLookups } from '../../ui/applications/ApplicationLookups';
import { ApplicationsList } from '../../ui/applications/ApplicationsList';
import { applicationErrorText } from '../../ui/applications/applicationTexts';
import { AccountDeletionRequestsPanel } from '../applications/AccountDeletionRequestsPanel';
import { notify } from '../notices';
import { deferredDeletesOf, undoableDelete } from '../lists/undoableDelete';
import { useAddressListQuery, useListAddress } from '../lists/usePagedList';
import { useScreenChild, useScreenList } from '../lists/useScreenChild';
import { useServices } from '../services';
import { useLatest } from '../useLatest';

/** Where the public privacy page of an application is. */
/** The dialog's status from its editor's (the editor never shows a record read-only nor pauses after a save). */
function applicationDialogStatus(status: RecordEditorStatus): ApplicationDialogStatus {
  return status === 'loading' || status === 'loadFailed' || status === 'saving' ? status : 'editing';
}

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
  const { screenMachine, editor } = useMemo(() => {
    const editor = createApplicationDialogMachine(clients).provide({
      actions: {
        notifySaved: enqueueActions(({ enqueue }, { saved, subject }: { saved: Application; subject: Application | null }) => {
          const T = texts.current.APPLICATIONS.DIALOG;
          enqueue(() => notify({ type: 'success', title: subject === null ? T.CREATED({ name: saved.name }) : T.UPDATED({ name: saved.name }) }));
          // The list asks the server for its page again.
          enqueue.sendParent({ type: 'record.saved', created: subject === null });
        }),
      },
    });
    const list = createApplicationsListMachine(clients).provide({
      actors: {
        deleteRows: undoableDelete(deletes, 'application', texts, (T, ids) => (ids.length === 1 ? T.APPLICATIONS.DELETE.DONE() : T.APPLICATIONS.DELETE.MANY_DONE())),
      },
      actions: {
        notifyActionFailed: (_, { error }) => notify({ type: 'error', title: applicationErrorText(texts.current, error) }),
      },
    });
    return { editor, screenMachine: createListScreenMachine({ list, editor }) };
  }, [clients, texts, deletes]);
  const screen = useActorRef(screenMachine, { input: { query: useAddressListQuery(APPLICATION_LIST) } });
  const list = useScreenList(screen);
  const dialogActor = useScreenChild(screen, 'editor', editor);
  const { view, events, setFilters } = useListAddress(list, APPLICATION_LIST);
  const dialog = connectRecordEditor(useSelector(dialogActor, (snapshot) => snapshot), dialogActor.send);

  const searchMachine = useMemo(() => createApplicationSearchLookup(clients), [clients]);
  const search = useActorRef(searchMachine, { input: { query: '' } });
  const searchView = useSelector(search, toLookupView);
  const searchText = useSelector(search, (snapshot) => snapshot.context.query ?? '');

  const upgradesMachine = useMemo(() => createApplicationUpgradesLookup(clients), [clients]);
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
            filters={applicationFiltersOf(view.query.filters)}
            onFiltersChange={(next) => setFilters(toApplicationListFilters(next))}
            onNew={() => dialog.onOpen(null)}
            onEdit={dialog.onOpen}
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
            onOpen={dialog.onOpen}
          />
          {open ? (
            <ApplicationDialog
              open
              mode={subject === null ? 'create' : 'edit'}
              status={applicationDialogStatus(dialog.status)}
              applicationName={subject?.name}
              defaultValues={startValues}
              errorMessage={dialog.failure ? applicationErrorText(LL, dialog.failure) : undefined}
              onSubmit={dialog.onSave}
              onCancel={dialog.onCancel}
              onRetry={dialog.onRetry}
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
