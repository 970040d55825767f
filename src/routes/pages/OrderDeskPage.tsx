import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { Flex } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useSearch } from 'wouter';
import type { AnyActorRef, SnapshotFrom } from 'xstate';
import { createOrderBoardMachine } from '../../bindings/orders';
import { hasAnyPermission } from '../../domain/permissions';
import { connectOrderBoard, connectOrderDeskSettings, connectOrderDrawer } from '../../machines/orderBoard/connect';
import type { orderActionMachine } from '../../machines/orderAction/machine';
import type { OrderActionEvent } from '../../machines/orderAction/types';
import type { OrderBoardType } from '../../machines/orderBoard/types';
import { OrderBoard } from '../../ui/orders/OrderBoard';
import { OrderDeskSettings } from '../../ui/orders/OrderDeskSettings';
import { OrderDrawer } from '../../ui/orders/OrderDrawer';
import { useI18n } from '../../i18n/context';
import { useServices } from '../services';
import { useLatest } from '../useLatest';
import { openTicket } from './openTicket';
import { useSessionPermissions } from '../shell/useSessionPermissions';
import type { PageProps } from './types';

const SECOND_MS = 1_000;

// One timer for every reader, at each second: the acceptance countdowns run on it.
function subscribeSeconds(listener: () => void): () => void {
  const timer = setInterval(listener, SECOND_MS);
  return () => clearInterval(timer);
}
const currentSecond = () => Math.floor(Date.now() / SECOND_MS) * SECOND_MS;

/** The address of an order's printed ticket (the public print route of its board). */
export function printPath(type: OrderBoardType, token: string): string {
  return `/shopping-cart/${type}/print?token=${encodeURIComponent(token)}`;
}

type DrawerRef = AnyActorRef & { getSnapshot(): SnapshotFrom<typeof orderActionMachine>; send(event: OrderActionEvent): void };

/** The drawer of the order open on the board, bound to its own machine (spawned by the board's). */
function BoundDrawer({ drawer, board, sendBoard }: { drawer: DrawerRef; board: Parameters<typeof connectOrderDrawer>[2]; sendBoard: Parameters<typeof connectOrderDrawer>[3] }) {
  const snapshot = useSelector(drawer, (state: SnapshotFrom<typeof orderActionMachine>) => state);
  return <OrderDrawer {...connectOrderDrawer(snapshot, drawer.send, board, sendBoard, board.context.initialAction)} />;
}

/**
 * `shopping-cart/{type}` (issue 24): the order board of a restaurant or a supermarket, live, with
 * the drawer of the open order beside it. A company user sees its company's board; staff
 * (`accessToGlobal`, `accessToRoot`) every company's of that type, with a company filter. Above
 * the board, the desk settings of the company followed (staff: the one chosen in the filter).
 * `?order=<number>` (the new-order toast's link) opens that order, on the board as it runs (read first when it does not hold it yet).
 */
export default function OrderDeskPage({ params }: PageProps) {
  const type: OrderBoardType = params.type === 'supermarket' ? 'supermarket' : 'restaurant';
  const openNumber = Number(new URLSearchParams(useSearch()).get('order') ?? '') || null;
  return <OrderDesk key={type} type={type} openNumber={openNumber} />;
}

function OrderDesk({ type, openNumber }: { type: OrderBoardType; openNumber: number | null }) {
  const { clients, session } = useServices();
  const texts = useLatest(useI18n().LL);
  const staff = hasAnyPermission(useSessionPermissions(), ['accessToGlobal', 'accessToRoot']);
  const main = useSelector(session, (snapshot) => snapshot.context.mainCompany);
  const machine = useMemo(
    () => createOrderBoardMachine(clients).provide({ actions: { openPrint: (_, { token }: { token: string }) => openTicket(printPath(type, token), texts.current) } }),
    [clients, type, texts],
  );
  const actor = useActorRef(machine, { input: { type, companyId: staff ? null : (main?._id ?? null), actor: staff ? 'staff' : 'company', openNumber } });
  // An order named in the address later (the toast's link while the board is open): the running
  // board opens it, reading itself first when the order is not on it yet.
  useEffect(() => {
    if (openNumber !== null) actor.send({ type: 'address.order', number: openNumber });
  }, [actor, openNumber]);
  const snapshot = useSelector(actor, (state) => state);
  const localNow = useSyncExternalStore(subscribeSeconds, currentSecond);
  const drawer = snapshot.context.drawer as DrawerRef | null;
  return (
    <Flex gap="4" align="flex-start" minW="0">
      <Flex flex="1" minW="0" direction="column" gap="3">
        <OrderDeskSettings {...connectOrderDeskSettings(snapshot, actor.send)} />
        <OrderBoard {...connectOrderBoard(snapshot, actor.send, localNow)} />
      </Flex>
      {drawer ? <BoundDrawer key={drawer.id + (snapshot.context.selectedId ?? '')} drawer={drawer} board={snapshot} sendBoard={actor.send} /> : null}
    </Flex>
  );
}
