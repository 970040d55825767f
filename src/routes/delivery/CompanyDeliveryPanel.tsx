import { CompanyDeliveryFormDialog } from '../../ui/delivery/CompanyDeliveryFormDialog';
import { companyDeliveryFormValuesOf } from '../../ui/delivery/deliveryForms';
import { onlyCompany } from '../../bindings/deliveryBodies';
import { createCompanyDeliveryFormMachine } from '../../bindings/delivery';
import { useEditPanel, type EditPanelProps } from './useEditPanel';

/** Props of {@link CompanyDeliveryFormPanel}. */
export interface CompanyDeliveryFormPanelProps extends EditPanelProps {
  /** The settings' `_id`, or null to create. */
  id: string | null;
}

/** A company's delivery settings form bound to the edit machine and the server. */
export function CompanyDeliveryFormPanel({ id, ...props }: CompanyDeliveryFormPanelProps) {
  const { view, ...events } = useEditPanel(createCompanyDeliveryFormMachine, id, props, (T, _saved, created) =>
    created ? T.DELIVERY.COMPANY.NOTICES.CREATED() : T.DELIVERY.COMPANY.NOTICES.SAVED(),
  );
  const data = view.data;
  const initialValues = view.values ?? companyDeliveryFormValuesOf(data?.settings ?? null, onlyCompany(data?.companies ?? []));
  return (
    <CompanyDeliveryFormDialog
      {...events}
      mode={id === null ? 'create' : 'edit'}
      status={view.status}
      companyName={data?.settings?.company.name ?? ''}
      companies={data?.companies ?? []}
      initialValues={initialValues}
      failure={view.failure}
    />
  );
}
