import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useI18n } from '../../i18n/context';
import { toDeliveryEditView } from '../../machines/deliveryEditMachine';
import { RACES_PAGE_SIZE, toDeliveryHistoryView } from '../../machines/deliveryHistoryMachine';
import { paidFormValuesOf, riderFormValuesOf } from '../../ui/delivery/deliveryForms';
import { RiderFormDialog } from '../../ui/delivery/RiderFormDialog';
import { RiderHistoryDrawer } from '../../ui/delivery/RiderHistoryDrawer';
import { RiderPaidDialog } from '../../ui/delivery/RiderPaidDialog';
import { notify } from '../notices';
import { useServices } from '../services';
import { useLatest } from '../useLatest';
import { onlyCompany } from '../../bindings/deliveryBodies';
import { createRiderFormMachine, createRiderHistoryMachine, createRiderPaidMachine } from '../../bindings/delivery';
import type { DeliveryMan } from '../../contract/schema.gen';

/** What a rider panel tells the list. */
export interface RiderPanelProps {
  /** The panel closed itself (saved or cancelled): the address drops it. */
  onClose: () => void;
  /** A rider was created or changed: the list loads its page again. */
  onSaved: (created: boolean) => void;
}

function nameOf(rider: DeliveryMan | null | undefined): string {
  return rider?.person?.name ?? '';
}

/** The rider form (create when `id` is null) bound to the edit machine and the server. */
export function RiderFormPanel({ id, onClose, onSaved }: RiderPanelProps & { id: string | null }) {
  const { clients } = useServices();
  const { LL } = useI18n();
  const texts = useLatest(LL);
  const events = useLatest({ onClose, onSaved });
  const machine = useMemo(
    () =>
      createRiderFormMachine(clients).provide({
        actions: {
          notifySaved: (_, { created }) => {
            notify({ type: 'success', title: created ? texts.current.DELIVERY.NOTICES.CREATED() : texts.current.DELIVERY.NOTICES.SAVED() });
            events.current.onSaved(created);
          },
          close: () => events.current.onClose(),
        },
      }),
    [clients, texts, events],
  );
  const actor = useActorRef(machine, { input: { id } });
  const view = useSelector(actor, toDeliveryEditView);
  const data = view.data;
  const initialValues = view.values ?? riderFormValuesOf(data?.rider ?? null, onlyCompany(data?.companies ?? []));
  return (
    <RiderFormDialog
      mode={id === null ? 'create' : 'edit'}
      status={view.status}
      riderName={nameOf(data?.rider)}
      companies={data?.companies ?? []}
      initialValues={initialValues}
      failure={view.failure}
      onSave={(values) => actor.send({ type: 'user.save', values })}
      onCancel={() => actor.send({ type: 'user.cancel' })}
      onRetry={() => actor.send({ type: 'user.retry' })}
    />
  );
}

/** A rider's payment flag and date, bound to the edit machine and the server. */
export function RiderPaidPanel({ id, onClose, onSaved }: RiderPanelProps & { id: string }) {
  const { clients } = useServices();
  const { LL } = useI18n();
  const texts = useLatest(LL);
  const events = useLatest({ onClose, onSaved });
  const machine = useMemo(
    () =>
      createRiderPaidMachine(clients).provide({
        actions: {
          notifySaved: (_, { saved }) => {
            const name = nameOf(saved) || texts.current.DELIVERY.RIDERS.NO_PERSON();
            const N = texts.current.DELIVERY.NOTICES;
            notify({ type: 'success', title: saved.deliverymanPaid ? N.PAID({ name }) : N.NOT_PAID({ name }) });
            events.current.onSaved(false);
          },
          close: () => events.current.onClose(),
        },
      }),
    [clients, texts, events],
  );
  const actor = useActorRef(machine, { input: { id } });
  const view = useSelector(actor, toDeliveryEditView);
  const rider = view.data;
  // The form is built once, when the rider arrives: "now" is read then.
  const initialValues = useMemo(
    () => view.values ?? (rider ? paidFormValuesOf(rider, new Date()) : { paid: false, paidAt: '' }),
    [view.values, rider],
  );
  return (
    <RiderPaidDialog
      status={view.status}
      riderName={nameOf(rider)}
      initialValues={initialValues}
      failure={view.failure}
      onSave={(values) => actor.send({ type: 'user.save', values })}
      onCancel={() => actor.send({ type: 'user.cancel' })}
      onRetry={() => actor.send({ type: 'user.retry' })}
    />
  );
}

/** A rider's history (online days of the last week and races), bound to its machine and the server. */
export function RiderHistoryPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const { clients } = useServices();
  const machine = useMemo(() => createRiderHistoryMachine(clients), [clients]);
  const actor = useActorRef(machine, { input: { id } });
  const view = useSelector(actor, toDeliveryHistoryView);
  return (
    <RiderHistoryDrawer
      open
      status={view.status}
      history={view.history}
      racesPageSize={RACES_PAGE_SIZE}
      failure={view.failure}
      racesFailure={view.racesFailure}
      onRacesPage={(page) => actor.send({ type: 'user.races_page', page })}
      onRetry={() => actor.send({ type: 'user.retry' })}
      onClose={onClose}
    />
  );
}
