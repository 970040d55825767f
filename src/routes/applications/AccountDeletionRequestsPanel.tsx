import { useMemo, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { listAccountDeletionRequests } from '../../api/accountDeletionActors';
import { DELETION_REQUEST_LIST, toDeletionRequestsQuery, type AccountDeletionStatusFilter } from '../../domain/accountDeletionRequests';
import { defaultListQuery, type ListPage, type ListQuery } from '../../domain/listQuery';
import { createListPagingMachine, toListView } from '../../machines/listPagingMachine';
import { AccountDeletionRequestsList } from '../../ui/applications/AccountDeletionRequestsList';
import type { PagedListEvents } from '../../ui/lists/listTypes';
import { useServices } from '../services';
import type { AccountDeletionRequestRecord as AccountDeletionRecord } from '../../contract/schema.gen';

/**
 * The account deletion requests beside the applications list: a list machine of its own, not
 * bound to the address (the applications list holds `?page=&size=`), and its status filter.
 */
export function AccountDeletionRequestsPanel() {
  const { clients } = useServices();
  const [status, setStatus] = useState<AccountDeletionStatusFilter>('');
  // Read by the machine's fetch when it runs, so a changed filter applies to the next load.
  const shownStatus = useRef(status);

  const machine = useMemo(
    () =>
      createListPagingMachine<AccountDeletionRecord>().provide({
        actors: {
          fetchPage: fromPromise<ListPage<AccountDeletionRecord>, ListQuery>(({ input }) =>
            listAccountDeletionRequests(clients, toDeletionRequestsQuery(input, shownStatus.current)),
          ),
        },
      }),
    [clients],
  );
  const actor = useActorRef(machine, { input: { query: defaultListQuery(DELETION_REQUEST_LIST) } });
  const view = useSelector(actor, toListView);
  const events = useMemo<PagedListEvents>(
    () => ({
      onSearch: (text) => actor.send({ type: 'user.search', text }),
      onSort: (field) => actor.send({ type: 'user.sort', field }),
      onPageChange: (page) => actor.send({ type: 'user.go_to_page', page }),
      onPageSizeChange: (size) => actor.send({ type: 'user.change_page_size', size }),
      onRetry: () => actor.send({ type: 'user.retry' }),
      onSelectionChange: (ids) => actor.send({ type: 'user.select', ids }),
    }),
    [actor],
  );

  return (
    <AccountDeletionRequestsList
      {...events}
      list={view}
      status={status}
      onStatusChange={(next) => {
        shownStatus.current = next;
        setStatus(next);
        // A new filter starts again at page 1.
        actor.send({ type: 'user.go_to_page', page: 1 });
      }}
    />
  );
}
