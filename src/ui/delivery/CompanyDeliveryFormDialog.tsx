import { SimpleGrid } from '@chakra-ui/react';
import { useForm, useStore } from '@tanstack/react-form';
import { useI18n } from '../../i18n/context';
import { FormNotice } from '../auth/formParts';
import { RecordForm } from '../forms/RecordFormDialog';
import type { ListFailure } from '../lists/listTypes';
import { asDeliveryFormErrors, validateCompanyDeliveryForm, type CompanyDeliveryFormValues } from './deliveryForms';
import { bindDeliveryField, Detail, DeliveryFormDialog, DeliverySelectField, DeliverySwitchField, DeliveryTextField } from './DeliveryFields';
import { deliveryErrorText } from './deliveryTexts';
import type { CompanyOption, RiderFormStatus } from './RiderFormDialog';

/** The settings dialog's width in px. */
export const COMPANY_DELIVERY_FORM_WIDTH = 560;

/** Props of {@link CompanyDeliveryFormDialog}. */
export interface CompanyDeliveryFormDialogProps {
  mode: 'create' | 'edit';
  status: RiderFormStatus;
  /** The company whose settings are edited ('' while loading or when creating). */
  companyName: string;
  /** When creating: the companies that have no delivery settings yet. */
  companies: CompanyOption[];
  initialValues: CompanyDeliveryFormValues;
  failure: ListFailure | null;
  onSave: (values: CompanyDeliveryFormValues) => void;
  onCancel: () => void;
  onRetry: () => void;
}

/**
 * Create or edit a company's delivery settings: the company (when creating), radius, fee,
 * minimum order, estimated time, whether delivery is offered and whether it is open now.
 */
export function CompanyDeliveryFormDialog(props: CompanyDeliveryFormDialogProps) {
  const { LL } = useI18n();
  const C = LL.DELIVERY.COMPANY;
  return (
    <DeliveryFormDialog
      status={props.status}
      width={COMPANY_DELIVERY_FORM_WIDTH}
      title={props.mode === 'create' ? C.CREATE_TITLE() : C.EDIT_TITLE({ name: props.companyName })}
      part="company-delivery-form"
      loadFailedTitle={C.LOAD_FAILED()}
      failure={props.failure}
      onCancel={props.onCancel}
      onRetry={props.onRetry}
    >
      <SettingsForm {...props} />
    </DeliveryFormDialog>
  );
}

function SettingsForm(props: CompanyDeliveryFormDialogProps) {
  const { LL } = useI18n();
  const { mode, status, initialValues, failure, companies } = props;
  const saving = status === 'saving';
  const form = useForm({
    defaultValues: initialValues,
    validators: { onChange: ({ value }: { value: CompanyDeliveryFormValues }) => asDeliveryFormErrors(validateCompanyDeliveryForm(value)) },
    onSubmit: ({ value }) => props.onSave(value),
  });
  const invalidShown = useStore(form.store, (state) => state.submissionAttempts > 0 && !state.isValid);
  const I = LL.DELIVERY.INPUT;
  const number = (name: 'deliveryRadiusKm' | 'deliveryFee' | 'minimumOrder' | 'estimatedTimeMinutes', label: string) => (
    <form.Field name={name}>{(field) => <DeliveryTextField label={label} required {...bindDeliveryField(LL, field)} />}</form.Field>
  );
  // Every company has its settings already: nothing to create.
  if (mode === 'create' && companies.length === 0) {
    return (
      <RecordForm saveDisabled onSubmit={() => undefined}>
        <FormNotice tone="success">{LL.DELIVERY.COMPANY.NO_COMPANY_LEFT()}</FormNotice>
      </RecordForm>
    );
  }
  return (
    <RecordForm
      invalid={invalidShown ? LL.DELIVERY.FORM.INVALID() : undefined}
      refusal={failure ? deliveryErrorText(LL, failure) : undefined}
      onSubmit={() => void form.handleSubmit()}
    >
      {mode === 'create' ? (
        <form.Field name="company">
          {(field) => (
            <DeliverySelectField
              label={I.COMPANY()}
              required
              placeholder={LL.DELIVERY.FORM.PICK_COMPANY()}
              options={companies.map((company) => ({ value: company.id, label: company.name }))}
              {...bindDeliveryField(LL, field)}
            />
          )}
        </form.Field>
      ) : (
        <Detail label={I.COMPANY()}>{props.companyName}</Detail>
      )}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {number('deliveryRadiusKm', I.RADIUS())}
        {number('estimatedTimeMinutes', I.TIME())}
        {number('deliveryFee', I.FEE())}
        {number('minimumOrder', I.MINIMUM())}
      </SimpleGrid>
      <form.Field name="isActive">
        {(field) => <DeliverySwitchField label={I.ACTIVE()} name={field.name} checked={field.state.value} disabled={saving} onChange={field.handleChange} />}
      </form.Field>
      <form.Field name="isOpen">
        {(field) => <DeliverySwitchField label={I.OPEN()} name={field.name} checked={field.state.value} disabled={saving} onChange={field.handleChange} />}
      </form.Field>
    </RecordForm>
  );
}
