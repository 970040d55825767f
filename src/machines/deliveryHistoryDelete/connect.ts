import type { SnapshotFrom } from 'xstate';
import type { RidersListProps } from '../../ui/delivery/RidersList';
import type { DeliveryHistoryDeleteEvent, deliveryHistoryDeleteMachine } from './machine';

/** The part of the riders list the second confirmation drives: its dialog, Yes and Cancel. */
export type HistoryDeleteProps = Pick<RidersListProps, 'historyDelete' | 'onConfirmHistoryDelete' | 'onCancelHistoryDelete'>;

/** The riders list's second-confirmation props from its snapshot, Yes and Cancel sent to the machine. */
export function connectHistoryDelete(
  snapshot: SnapshotFrom<typeof deliveryHistoryDeleteMachine>,
  send: (event: DeliveryHistoryDeleteEvent) => void,
): HistoryDeleteProps {
  return {
    historyDelete: { open: snapshot.hasTag('open'), closing: snapshot.hasTag('closing'), ids: snapshot.context.ids },
    onConfirmHistoryDelete: () => send({ type: 'user.confirm' }),
    onCancelHistoryDelete: () => send({ type: 'user.cancel' }),
  };
}
