import { useMemo } from 'react';
import { Flex } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import { createTicketMachine } from '../../bindings/helpdesk';
import { DEFAULT_TIME_ZONE } from '../../domain/company';
import { ticketActorOf } from '../../domain/helpdesk';
import { operationAllows } from '../../domain/screens';
import { connectTicket, connectTicketOrder } from '../../machines/helpdesk/connect';
import { TicketView } from '../../ui/helpdesk/TicketView';
import { ReadOnlyOrderDrawer } from '../../ui/orders/OrderDrawer';
import { useI18n } from '../../i18n/context';
import { useServices } from '../services';
import { usePageHeader } from '../shell/pageHeader';
import { useSessionPermissions } from '../shell/useSessionPermissions';
import { useMinuteClock } from '../useMinuteClock';
import { isTicketBackState, TICKETS_PATH } from './helpdeskPaths';
import type { PageProps } from './types';

/**
 * `helpdesk/tickets/{protocol}` (issue 26): one ticket's thread, reply box and side panel. Company
 * users reply and may cancel; staff also write internal notes and change status, priority,
 * department and assignee. The linked order opens read-only in the order desk's drawer for callers
 * who read orders. Back returns to the list as it was when the ticket was opened.
 */
export default function TicketPage({ params }: PageProps) {
  const { clients } = useServices();
  const held = useSessionPermissions();
  const staff = ticketActorOf(held) === 'staff';
  const [, navigate] = useLocation();
  const protocol = params.protocol ?? '';
  const { LL } = useI18n();
  usePageHeader({ title: LL.HELPDESK.LIST.TITLE(), crumbs: [{ title: LL.HELPDESK.LIST.TITLE(), page: TICKETS_PATH }, { title: protocol }] });
  const machine = useMemo(() => createTicketMachine(clients), [clients]);
  const actor = useActorRef(machine, { input: { protocol, staff } });
  const snapshot = useSelector(actor, (state) => state);
  const now = useMinuteClock();
  const history: unknown = window.history.state;
  const back = () => navigate(`${TICKETS_PATH}${isTicketBackState(history) ? history.ticketList : ''}`);
  const view = connectTicket(snapshot, actor.send, { now: now.getTime(), timeZone: DEFAULT_TIME_ZONE, canOpenOrder: operationAllows('getOrder', held), onBack: back });
  const drawer = connectTicketOrder(snapshot, actor.send, DEFAULT_TIME_ZONE);
  return (
    <Flex gap="4" align="flex-start" minW="0">
      <Flex flex="1" minW="0" direction="column">
        <TicketView {...view} />
      </Flex>
      {drawer ? <ReadOnlyOrderDrawer key={drawer.order?._id ?? 'loading'} {...drawer} /> : null}
    </Flex>
  );
}
