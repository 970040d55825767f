import { useMemo } from 'react';
import { useActorRef } from '@xstate/react';
import { createDeletionRequestsListMachine } from '../../bindings/applications';
import { DELETION_REQUEST_LIST, toStatusFilter } from '../../domain/accountDeletionRequests';
import { defaultListQuery } from '../../domain/listQuery';
import { AccountDeletionRequestsList } from '../../ui/applications/AccountDeletionRequestsList';
import { useListControls } from '../lists/usePagedList';
import { useServices } from '../services';

/**
 * The account deletion requests beside the applications list: a list machine of its own, not
 * bound to the address (the applications list holds `?page=&size=`), with its status filter.
 */
export function AccountDeletionRequestsPanel() {
  const { clients } = useServices();
  const machine = useMemo(() => createDeletionRequestsListMachine(clients), [clients]);
  const actor = useActorRef(machine, { input: { query: defaultListQuery(DELETION_REQUEST_LIST) } });
  const { view, events, setFilters } = useListControls(actor);

  return (
    <AccountDeletionRequestsList
      {...events}
      list={view}
      status={toStatusFilter(view.query.filters.status ?? '')}
      onStatusChange={(next) => setFilters(next === '' ? {} : { status: next })}
    />
  );
}
