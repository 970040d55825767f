import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { connectDeliveryHistory } from '../../machines/deliveryHistory/connect';
import { paidFormValuesOf, riderFormValuesOf } from '../../ui/delivery/deliveryForms';
import { RiderFormDialog } from '../../ui/delivery/RiderFormDialog';
import { RiderHistoryDrawer } from '../../ui/delivery/RiderHistoryDrawer';
import { RiderPaidDialog } from '../../ui/delivery/RiderPaidDialog';
import { useServices } from '../services';
import { onlyCompany } from '../../bindings/deliveryBodies';
import { createRiderFormMachine, createRiderHistoryMachine, createRiderPaidMachine } from '../../bindings/delivery';
import type { DeliveryMan } from '../../contract/schema.gen';
import { useEditPanel, type EditPanelProps } from './useEditPanel';

/** What a rider panel tells the list. */
export type RiderPanelProps = EditPanelProps;

function nameOf(rider: DeliveryMan | null | undefined): string {
  return rider?.person?.name ?? '';
}

/** The rider form (create when `id` is null) bound to the edit machine and the server. */
export function RiderFormPanel({ id, ...props }: RiderPanelProps & { id: string | null }) {
  const { view, ...events } = useEditPanel(createRiderFormMachine, id, props, (T, _saved, created) =>
    created ? T.DELIVERY.NOTICES.CREATED() : T.DELIVERY.NOTICES.SAVED(),
  );
  const data = view.data;
  const initialValues = view.values ?? riderFormValuesOf(data?.rider ?? null, onlyCompany(data?.companies ?? []));
  return (
    <RiderFormDialog
      {...events}
      mode={id === null ? 'create' : 'edit'}
      status={view.status}
      riderName={nameOf(data?.rider)}
      companies={data?.companies ?? []}
      initialValues={initialValues}
      failure={view.failure}
    />
  );
}

/** A rider's payment flag and date, bound to the edit machine and the server. */
export function RiderPaidPanel({ id, ...props }: RiderPanelProps & { id: string }) {
  const { view, ...events } = useEditPanel(createRiderPaidMachine, id, props, (T, saved) => {
    const name = nameOf(saved) || T.DELIVERY.RIDERS.NO_PERSON();
    return saved.deliverymanPaid ? T.DELIVERY.NOTICES.PAID({ name }) : T.DELIVERY.NOTICES.NOT_PAID({ name });
  });
  const rider = view.data;
  // The form is built once, when the rider arrives: "now" is read then.
  const initialValues = useMemo(
    () => view.values ?? (rider ? paidFormValuesOf(rider, new Date()) : { paid: false, paidAt: '' }),
    [view.values, rider],
  );
  return <RiderPaidDialog {...events} status={view.status} riderName={nameOf(rider)} initialValues={initialValues} failure={view.failure} />;
}

/** A rider's history (online days of the last week and races), bound to its machine and the server. */
export function RiderHistoryPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const { clients } = useServices();
  const machine = useMemo(() => createRiderHistoryMachine(clients), [clients]);
  const actor = useActorRef(machine, { input: { id } });
  const snapshot = useSelector(actor, (s) => s);
  return <RiderHistoryDrawer {...connectDeliveryHistory(snapshot, actor.send, { onClose })} />;
}
