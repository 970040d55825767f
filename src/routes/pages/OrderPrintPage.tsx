import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useLocation, useSearch } from 'wouter';
import { createPrintedOrderLookup } from '../../bindings/public';
import { toLookupView } from '../../machines/lookup/machine';
import { OrderTicket } from '../../ui/orders/OrderTicket';
import type { OrderTicketStatus, OrderTicketVariant } from '../../ui/orders/orderDeskTypes';
import type { LookupView } from '../../machines/lookup/machine';
import type { Order } from '../../contract/schema.gen';
import { useServices } from '../services';

/** Which ticket an address prints: `…/print-fiscal` the fiscal one, the other print routes the order ticket. */
export function ticketVariantOf(path: string): OrderTicketVariant {
  return path.endsWith('/print-fiscal') ? 'fiscal' : 'ticket';
}

/** The ticket's state from the lookup's: a refused link (403) and a gone order (404) say so, other failures are failures. */
export function ticketStatusOf(view: LookupView<Order>): OrderTicketStatus {
  if (view.status === 'ready') return 'ready';
  if (view.status !== 'failed') return 'loading';
  if (view.error?.statusCode === 403) return 'invalidLink';
  if (view.error?.statusCode === 404) return 'notFound';
  return 'failed';
}

/**
 * The public print routes (`shopping-cart/restaurant/print`, `shopping-cart/supermarket/print`,
 * `shopping-cart/supermarket/print-fiscal`): the 80 mm ticket of the order a short-lived signed
 * link names (`?token=…`, made by the order drawer's Print). No token, or one the server refuses:
 * no order, a notice that the link is invalid or expired.
 */
export default function OrderPrintPage() {
  const { anonymousClients } = useServices();
  const [location] = useLocation();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const machine = useMemo(() => createPrintedOrderLookup(anonymousClients), [anonymousClients]);
  const actor = useActorRef(machine, { input: { query: token } });
  const view = useSelector(actor, toLookupView<string, Order>);
  return <OrderTicket status={ticketStatusOf(view)} order={view.result ?? null} variant={ticketVariantOf(location)} onPrint={() => window.print()} />;
}
