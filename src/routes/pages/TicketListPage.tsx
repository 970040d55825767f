import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { useLocation, useSearch } from 'wouter';
import { createTicketListMachine } from '../../bindings/helpdesk';
import type { TicketSummary } from '../../contract/schema.gen';
import { DEFAULT_TIME_ZONE } from '../../domain/company';
import { TICKET_LIST } from '../../domain/helpdeskList';
import { ticketActorOf } from '../../domain/helpdesk';
import { connectRecordEditor } from '../../machines/recordEditor/connect';
import { connectTicketList } from '../../machines/helpdesk/connect';
import type { newTicketEditor, responseTargetsEditor } from '../../machines/helpdesk/ticketListMachine';
import type { ListPagingMachine } from '../../machines/listPaging/machine';
import { TicketList } from '../../ui/helpdesk/TicketList';
import { useAddressListQuery, useListAddress } from '../lists/usePagedList';
import { useServices } from '../services';
import { useSessionPermissions } from '../shell/useSessionPermissions';
import { useMinuteClock } from '../useMinuteClock';
import { ticketPath, type TicketBackState } from './helpdeskPaths';

type TicketPages = ActorRefFrom<ListPagingMachine<TicketSummary>>;
type NewTicketEditor = ActorRefFrom<typeof newTicketEditor>;
type TargetsEditor = ActorRefFrom<typeof responseTargetsEditor>;

/**
 * `helpdesk/tickets` (issue 26): the tickets of the companies the caller acts for, their query
 * (filters, sort, page, search) in the address; a row opens its ticket. Company users open tickets
 * for their company; staff (`accessToGlobal`, `accessToRoot`) see every company's, filter by
 * company and assignee, open tickets on behalf of others and set the response targets. A ticket
 * opened goes to its page.
 */
export default function TicketListPage() {
  const { clients } = useServices();
  const staff = ticketActorOf(useSessionPermissions()) === 'staff';
  const [, navigate] = useLocation();
  const search = useSearch();
  const machine = useMemo(
    () => createTicketListMachine(clients, { staff, onTicketOpened: (ticket) => navigate(ticketPath(ticket.protocol)) }),
    [clients, staff, navigate],
  );
  const query = useAddressListQuery(TICKET_LIST);
  const screen = useActorRef(machine, { input: { query, staff } });
  const snapshot = useSelector(screen, (state: SnapshotFrom<typeof machine>) => state);
  // The screen invokes them when it starts: they are there for as long as it runs.
  const list = snapshot.children.list as TicketPages;
  const newTicketActor = snapshot.children.newTicket as NewTicketEditor;
  const targetsActor = snapshot.children.targets as TargetsEditor;
  const { props: listProps } = useListAddress(list, TICKET_LIST);
  const facets = useSelector(list, (state) => state.context.page?.facets);
  const newTicket = connectRecordEditor(useSelector(newTicketActor, (state) => state), newTicketActor.send);
  const targets = connectRecordEditor(useSelector(targetsActor, (state) => state), targetsActor.send);
  const now = useMinuteClock();
  const open = (ticket: TicketSummary) => navigate(ticketPath(ticket.protocol), { state: { ticketList: search } satisfies TicketBackState });
  return (
    <TicketList
      {...connectTicketList(snapshot, screen.send, { list: listProps, facets, newTicket, targets, now: now.getTime(), timeZone: DEFAULT_TIME_ZONE }, open)}
    />
  );
}
