import { useMemo, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { listMessages } from '../../api/callCenterActors';
import type { WhatsappMessage } from '../../contract/schema.gen';
import { toMessagesQuery, WHATSAPP_REPORT_LIST, type MessageFilterKind } from '../../domain/callCenter';
import type { ListPage, ListQuery } from '../../domain/listQuery';
import { createListPagingMachine } from '../../machines/listPagingMachine';
import { WhatsappReport } from '../../ui/callCenter/WhatsappReport';
import { usePagedList } from '../lists/usePagedList';
import { useServices } from '../services';

/**
 * `report/whatsapp-messages`: the messages report bound to the list machine, the address and the
 * call-center server. What the search looks for (phone or user) is the select's; changing it with
 * a search typed asks again from page 1.
 */
export default function WhatsappReportPage() {
  const { clients } = useServices();
  const [filterKind, setFilterKind] = useState<MessageFilterKind>('phone');
  // Read by the machine's fetch when it runs, so a changed kind applies to the next load.
  const kind = useRef(filterKind);

  const machine = useMemo(
    () =>
      createListPagingMachine<WhatsappMessage>().provide({
        actors: {
          fetchPage: fromPromise<ListPage<WhatsappMessage>, ListQuery>(async ({ input }) => {
            const query = toMessagesQuery(input, kind.current);
            // A phone search without a digit matches no message.
            return query === null ? { items: [], totalCount: 0 } : listMessages(clients, query);
          }),
        },
      }),
    [clients],
  );
  const { view, events, actor } = usePagedList(machine, WHATSAPP_REPORT_LIST);

  return (
    <WhatsappReport
      {...events}
      list={view}
      filterKind={filterKind}
      onFilterKindChange={(next) => {
        kind.current = next;
        setFilterKind(next);
        if (view.searchText.trim() !== '') actor.send({ type: 'user.go_to_page', page: 1 });
      }}
    />
  );
}
