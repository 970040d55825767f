import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useI18n } from '../../i18n/context';
import { toDeliveryEditView } from '../../machines/deliveryEditMachine';
import { CompanyDeliveryFormDialog } from '../../ui/delivery/CompanyDeliveryFormDialog';
import { companyDeliveryFormValuesOf } from '../../ui/delivery/deliveryForms';
import { notify } from '../notices';
import { useServices } from '../services';
import { useLatest } from '../useLatest';
import { onlyCompany } from '../../bindings/deliveryBodies';
import { createCompanyDeliveryFormMachine } from '../../bindings/delivery';

/** Props of {@link CompanyDeliveryFormPanel}. */
export interface CompanyDeliveryFormPanelProps {
  /** The settings' `_id`, or null to create. */
  id: string | null;
  onClose: () => void;
  onSaved: (created: boolean) => void;
}

/** A company's delivery settings form bound to the edit machine and the server. */
export function CompanyDeliveryFormPanel({ id, onClose, onSaved }: CompanyDeliveryFormPanelProps) {
  const { clients } = useServices();
  const { LL } = useI18n();
  const texts = useLatest(LL);
  const events = useLatest({ onClose, onSaved });
  const machine = useMemo(
    () =>
      createCompanyDeliveryFormMachine(clients).provide({
        actions: {
          notifySaved: (_, { created }) => {
            const N = texts.current.DELIVERY.COMPANY.NOTICES;
            notify({ type: 'success', title: created ? N.CREATED() : N.SAVED() });
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
  const initialValues = view.values ?? companyDeliveryFormValuesOf(data?.settings ?? null, onlyCompany(data?.companies ?? []));
  return (
    <CompanyDeliveryFormDialog
      mode={id === null ? 'create' : 'edit'}
      status={view.status}
      companyName={data?.settings?.company.name ?? ''}
      companies={data?.companies ?? []}
      initialValues={initialValues}
      failure={view.failure}
      onSave={(values) => actor.send({ type: 'user.save', values })}
      onCancel={() => actor.send({ type: 'user.cancel' })}
      onRetry={() => actor.send({ type: 'user.retry' })}
    />
  );
}
