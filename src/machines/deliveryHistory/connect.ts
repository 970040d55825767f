import type { SnapshotFrom } from 'xstate';
import type { RiderHistoryDrawerProps } from '../../ui/delivery/RiderHistoryDrawer';
import { RACES_PAGE_SIZE, type DeliveryHistoryEvent, type deliveryHistoryMachine } from './machine';

/** What the drawer needs beyond the machine: how the page closes it. */
export interface DeliveryHistoryOwner {
  onClose: () => void;
}

/** The rider history drawer's props from a history snapshot: shown while mounted, its pages and retry sent to the machine. */
export function connectDeliveryHistory(
  snapshot: SnapshotFrom<typeof deliveryHistoryMachine>,
  send: (event: DeliveryHistoryEvent) => void,
  owner: DeliveryHistoryOwner,
): RiderHistoryDrawerProps {
  const { context } = snapshot;
  return {
    open: true,
    status: snapshot.value,
    history: context.history,
    racesPageSize: RACES_PAGE_SIZE,
    failure: context.failure,
    racesFailure: context.racesFailure,
    onRacesPage: (page) => send({ type: 'user.races_page', page }),
    onRetry: () => send({ type: 'user.retry' }),
    onClose: owner.onClose,
  };
}
