import { useMemo } from 'react';
import { Flex } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { createOrderHistoryMachine } from '../../bindings/orderHistory';
import { historyTimeZoneOf } from '../../domain/company';
import { ORDER_HISTORY_LIST } from '../../domain/orderHistory';
import { hasAnyPermission } from '../../domain/permissions';
import { useI18n } from '../../i18n/context';
import { localeOf } from '../../i18n/language';
import type { ListPagingMachine } from '../../machines/listPaging/machine';
import { connectHistoryDrawer, connectOrderExport, connectOrderHistory } from '../../machines/orderHistory/connect';
import type { orderExportMachine } from '../../machines/orderHistory/exportMachine';
import type { OrderSummary } from '../../contract/schema.gen';
import { OrderHistory } from '../../ui/orderHistory/OrderHistory';
import { ReadOnlyOrderDrawer } from '../../ui/orders/OrderDrawer';
import { useAddressListQuery, useListAddress } from '../lists/usePagedList';
import { useServices } from '../services';
import { useSessionPermissions } from '../shell/useSessionPermissions';
import { useMinuteClock } from '../useMinuteClock';

type HistoryList = ActorRefFrom<ListPagingMachine<OrderSummary>>;
type HistoryExport = ActorRefFrom<typeof orderExportMachine>;

/**
 * `report/order` (issue 25): the order history of the companies the caller reads, its query
 * (filters, sort, page, search) in the address, a row's order read-only in the drawer of the order
 * desk beside it, and the export of what the filters select. Staff (`accessToGlobal`,
 * `accessToRoot`) see every company's orders and filter by company. Dates are read on the
 * company's calendar (its opening hours' time zone) for a company user, on the platform's
 * (`America/Sao_Paulo`) for staff.
 */
export default function OrderHistoryPage() {
  const { clients, session } = useServices();
  const { language } = useI18n();
  const staff = hasAnyPermission(useSessionPermissions(), ['accessToGlobal', 'accessToRoot']);
  const mainCompanyId = useSelector(session, (snapshot) => snapshot.context.mainCompany?._id ?? null);
  const companyTimeZone = useSelector(session, (snapshot) => snapshot.context.user?.company?.timeZone ?? null);
  const timeZone = historyTimeZoneOf(staff, companyTimeZone);
  const machine = useMemo(() => createOrderHistoryMachine(clients, { timeZone, staff }), [clients, timeZone, staff]);
  const query = useAddressListQuery(ORDER_HISTORY_LIST);
  const screen = useActorRef(machine, { input: { query, staff, mainCompanyId: staff ? null : mainCompanyId } });
  const snapshot = useSelector(screen, (state: SnapshotFrom<typeof machine>) => state);
  // The screen invokes both when it starts: they are there for as long as it runs.
  const list = snapshot.children.list as HistoryList;
  const exporter = snapshot.children.export as HistoryExport;
  const { props: listProps } = useListAddress(list, ORDER_HISTORY_LIST);
  const exportSnapshot = useSelector(exporter, (state) => state);
  const now = useMinuteClock();

  const view = listProps.list;
  const exportRequest = view.status === 'initial' ? null : { query: view.query, total: view.totalCount, language: localeOf(language) };
  const exporting = connectOrderExport(exportSnapshot, exporter.send, exportRequest);
  const drawer = connectHistoryDrawer(snapshot, screen.send, timeZone);
  return (
    <Flex gap="4" align="flex-start" minW="0">
      <Flex flex="1" minW="0" direction="column">
        <OrderHistory {...connectOrderHistory(snapshot, screen.send, listProps, exporting, now.getTime(), timeZone)} />
      </Flex>
      {drawer ? <ReadOnlyOrderDrawer key={drawer.order?._id ?? 'loading'} {...drawer} /> : null}
    </Flex>
  );
}
