import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { createCompanyDelivery, getCompanyDelivery, listCompanies, listCompanyDeliveries, updateCompanyDelivery } from '../../api/deliveryActors';
import { useI18n } from '../../i18n/context';
import { createDeliveryEditMachine, toDeliveryEditView, type DeliverySaveInput } from '../../machines/deliveryEditMachine';
import { CompanyDeliveryFormDialog } from '../../ui/delivery/CompanyDeliveryFormDialog';
import { companyDeliveryFormValuesOf, type CompanyDeliveryFormValues } from '../../ui/delivery/deliveryForms';
import type { CompanyOption } from '../../ui/delivery/RiderFormDialog';
import { notify } from '../notices';
import { useServices } from '../services';
import { useLatest } from '../useLatest';
import { onlyCompany, toCompanyDeliveryCreate, toCompanyDeliveryUpdate, toCompanyOptions } from '../../bindings/deliveryBodies';
import type { CompanyDelivery } from '../../contract/schema.gen';

/** What the settings form starts from: the settings (none when creating) and, when creating, the companies without any. */
interface CompanyDeliveryFormData {
  settings: CompanyDelivery | null;
  companies: CompanyOption[];
}

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
      createDeliveryEditMachine<CompanyDeliveryFormData, CompanyDeliveryFormValues, CompanyDelivery>().provide({
        actors: {
          load: fromPromise<CompanyDeliveryFormData, { id: string | null }>(async ({ input }) => {
            if (input.id !== null) return { settings: await getCompanyDelivery(clients, input.id), companies: [] };
            // A company has one settings record: offer only the companies without one.
            const [companies, settings] = await Promise.all([listCompanies(clients), listCompanyDeliveries(clients)]);
            const taken = new Set(settings.map((row) => row.company._id));
            return { settings: null, companies: toCompanyOptions(companies.filter((company) => !taken.has(company._id))) };
          }),
          save: fromPromise<CompanyDelivery, DeliverySaveInput<CompanyDeliveryFormData, CompanyDeliveryFormValues>>(({ input }) =>
            input.id === null
              ? createCompanyDelivery(clients, input.values.company, toCompanyDeliveryCreate(input.values))
              : updateCompanyDelivery(clients, input.id, toCompanyDeliveryUpdate(input.values)),
          ),
        },
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
