import { Button, SimpleGrid } from '@chakra-ui/react';
import { useForm, useStore } from '@tanstack/react-form';
import { useI18n } from '../../i18n/context';
import { FormNotice } from '../auth/formParts';
import type { ListFailure } from '../lists/listTypes';
import { asDeliveryFormErrors, RIDER_FLAGS, validateRiderForm, VEHICLES, type RiderFormValues } from './deliveryForms';
import { bindDeliveryField, DeliveryDialog, DeliverySelectField, DeliveryTextField, DialogFailure, DialogLoading, type SelectOption } from './DeliveryFields';
import { deliveryErrorText, flagText, vehicleText } from './deliveryTexts';

/** The rider form dialog's width in px. */
export const RIDER_FORM_WIDTH = 560;

/** Where the rider form stands (the edit machine's view). */
export type RiderFormStatus = 'loading' | 'loadFailed' | 'editing' | 'saving' | 'closed';

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
  const formId = 'rider-form';
  const ready = status === 'editing' || status === 'saving';
  return (
    <DeliveryDialog
      open={status !== 'closed'}
      width={RIDER_FORM_WIDTH}
      title={title}
      busy={status === 'saving'}
      part="rider-form"
      state={status}
      onClose={props.onCancel}
      footer={
        <>
          <Button variant="outline" disabled={status === 'saving'} onClick={props.onCancel}>
            {LL.DELIVERY.FORM.CANCEL()}
          </Button>
          <Button type="submit" form={formId} colorPalette="brand" disabled={!ready} loading={status === 'saving'} loadingText={LL.DELIVERY.FORM.SAVING()}>
            {LL.DELIVERY.FORM.SAVE()}
          </Button>
        </>
      }
    >
      {status === 'loading' ? <DialogLoading text={LL.DELIVERY.FORM.LOADING()} /> : null}
      {status === 'loadFailed' && failure ? <DialogFailure title={LL.DELIVERY.FORM.LOAD_FAILED()} text={deliveryErrorText(LL, failure)} onRetry={props.onRetry} /> : null}
      {ready ? <RiderForm {...props} formId={formId} /> : null}
    </DeliveryDialog>
  );
}

function RiderForm(props: RiderFormDialogProps & { formId: string }) {
  const { LL } = useI18n();
  const { status, companies, initialValues, failure } = props;
  const saving = status === 'saving';
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
    <form
      id={props.formId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!saving) void form.handleSubmit();
      }}
    >
      {invalidShown ? <FormNotice tone="danger">{LL.DELIVERY.FORM.INVALID()}</FormNotice> : null}
      {failure && status === 'editing' ? <DialogFailure text={deliveryErrorText(LL, failure)} /> : null}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" mt={invalidShown || failure ? '4' : '0'}>
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
    </form>
  );
}
