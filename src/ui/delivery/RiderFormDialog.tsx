import { SimpleGrid } from '@chakra-ui/react';
import { useForm, useStore } from '@tanstack/react-form';
import { useI18n } from '../../i18n/context';
import { RecordForm, type RecordFormStatus } from '../forms/RecordFormDialog';
import type { ListFailure } from '../lists/listTypes';
import { asDeliveryFormErrors, RIDER_FLAGS, validateRiderForm, VEHICLES, type RiderFormValues } from './deliveryForms';
import { bindDeliveryField, DeliveryFormDialog, DeliverySelectField, DeliveryTextField, type SelectOption } from './DeliveryFields';
import { deliveryErrorText, flagText, vehicleText } from './deliveryTexts';

/** The rider form dialog's width in px. */
export const RIDER_FORM_WIDTH = 560;

/** Where the rider form stands (the edit machine's view). */
export type RiderFormStatus = RecordFormStatus | 'closed';

/** A company a rider may belong to. */
export interface CompanyOption {
  id: string;
  name: string;
}

/** Props of {@link RiderFormDialog}. */
export interface RiderFormDialogProps {
  mode: 'create' | 'edit';
  status: RiderFormStatus;
  /** The rider's name in the title when editing ('' while loading). */
  riderName: string;
  companies: CompanyOption[];
  /** What the form starts from: the rider, or the values of a refused save. */
  initialValues: RiderFormValues;
  /** Why the last load or save failed. */
  failure: ListFailure | null;
  onSave: (values: RiderFormValues) => void;
  onCancel: () => void;
  onRetry: () => void;
}

/**
 * Create or edit a delivery person (person, phone, CPF, vehicle type, company, status). The CPF is
 * checked by its check digits and the phone by its digits before anything is sent; messages show
 * once a field is touched or dirty, and an invalid save marks every field touched.
 */
export function RiderFormDialog(props: RiderFormDialogProps) {
  const { LL } = useI18n();
  const { mode, status, riderName, failure } = props;
  const title = mode === 'create' ? LL.DELIVERY.FORM.CREATE_TITLE() : LL.DELIVERY.FORM.EDIT_TITLE({ name: riderName || LL.DELIVERY.RIDERS.NO_PERSON() });
  return (
    <DeliveryFormDialog
      status={status}
      width={RIDER_FORM_WIDTH}
      title={title}
      part="rider-form"
      loadFailedTitle={LL.DELIVERY.FORM.LOAD_FAILED()}
      failure={failure}
      onCancel={props.onCancel}
      onRetry={props.onRetry}
    >
      <RiderForm {...props} />
    </DeliveryFormDialog>
  );
}

function RiderForm(props: RiderFormDialogProps) {
  const { LL } = useI18n();
  const { companies, initialValues, failure } = props;
  const form = useForm({
    defaultValues: initialValues,
    validators: { onChange: ({ value }: { value: RiderFormValues }) => asDeliveryFormErrors(validateRiderForm(value)) },
    onSubmit: ({ value }) => props.onSave(value),
  });
  const invalidShown = useStore(form.store, (state) => state.submissionAttempts > 0 && !state.isValid);
  const vehicles: SelectOption[] = [...VEHICLES, ...(VEHICLES.some((v) => v === initialValues.typeOfVehicle) || initialValues.typeOfVehicle === '' ? [] : [initialValues.typeOfVehicle])].map(
    (vehicle) => ({ value: vehicle, label: vehicleText(LL, vehicle) }),
  );
  const companyOptions: SelectOption[] = companies.map((company) => ({ value: company.id, label: company.name }));
  const I = LL.DELIVERY.INPUT;

  return (
    <RecordForm
      invalid={invalidShown ? LL.DELIVERY.FORM.INVALID() : undefined}
      refusal={failure ? deliveryErrorText(LL, failure) : undefined}
      onSubmit={() => void form.handleSubmit()}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <form.Field name="name">{(field) => <DeliveryTextField label={I.NAME()} required autoComplete="off" {...bindDeliveryField(LL, field)} />}</form.Field>
        <form.Field name="phone">
          {(field) => <DeliveryTextField label={I.PHONE()} required type="tel" autoComplete="off" {...bindDeliveryField(LL, field)} />}
        </form.Field>
        <form.Field name="cpf">{(field) => <DeliveryTextField label={I.CPF()} required autoComplete="off" {...bindDeliveryField(LL, field)} />}</form.Field>
        <form.Field name="typeOfVehicle">
          {(field) => <DeliverySelectField label={I.VEHICLE()} required placeholder={LL.DELIVERY.FORM.PICK_VEHICLE()} options={vehicles} {...bindDeliveryField(LL, field)} />}
        </form.Field>
        <form.Field name="company">
          {(field) => (
            <DeliverySelectField label={I.COMPANY()} required placeholder={LL.DELIVERY.FORM.PICK_COMPANY()} options={companyOptions} {...bindDeliveryField(LL, field)} />
          )}
        </form.Field>
        <form.Field name="flag">
          {(field) => (
            <DeliverySelectField
              label={I.FLAG()}
              name={field.name}
              value={field.state.value}
              options={RIDER_FLAGS.map((flag) => ({ value: flag, label: flagText(LL, flag) }))}
              onChange={(value) => field.handleChange(RIDER_FLAGS.find((flag) => flag === value) ?? 'FREE')}
              onBlur={field.handleBlur}
            />
          )}
        </form.Field>
      </SimpleGrid>
    </RecordForm>
  );
}
