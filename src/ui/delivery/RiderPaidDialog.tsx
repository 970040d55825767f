import { Text } from '@chakra-ui/react';
import { useForm, useStore } from '@tanstack/react-form';
import { useI18n } from '../../i18n/context';
import { RecordForm } from '../forms/RecordFormDialog';
import type { ListFailure } from '../lists/listTypes';
import { asDeliveryFormErrors, toLocalInput, validatePaidForm, type PaidFormValues } from './deliveryForms';
import { bindDeliveryField, DeliveryDateTimeField, DeliveryFormDialog, DeliverySwitchField } from './DeliveryFields';
import { deliveryErrorText } from './deliveryTexts';
import type { RiderFormStatus } from './RiderFormDialog';

/** The payment dialog's width in px (the delete confirmation's). */
export const RIDER_PAID_WIDTH = 440;

/** Props of {@link RiderPaidDialog}. */
export interface RiderPaidDialogProps {
  status: RiderFormStatus;
  riderName: string;
  initialValues: PaidFormValues;
  failure: ListFailure | null;
  /** The present, for the "not in the future" check (a fixed one in stories and tests). */
  now?: (() => Date) | undefined;
  onSave: (values: PaidFormValues) => void;
  onCancel: () => void;
  onRetry: () => void;
}

/**
 * A rider's payment flag and its date, set from the list: paid with a date not later than now
 * (now by default), or not paid (the date is then cleared).
 */
export function RiderPaidDialog(props: RiderPaidDialogProps) {
  const { LL } = useI18n();
  return (
    <DeliveryFormDialog
      status={props.status}
      width={RIDER_PAID_WIDTH}
      title={LL.DELIVERY.PAID.TITLE({ name: props.riderName || LL.DELIVERY.RIDERS.NO_PERSON() })}
      part="rider-paid"
      loadFailedTitle={LL.DELIVERY.FORM.LOAD_FAILED()}
      failure={props.failure}
      onCancel={props.onCancel}
      onRetry={props.onRetry}
    >
      <PaidForm {...props} />
    </DeliveryFormDialog>
  );
}

function PaidForm(props: RiderPaidDialogProps) {
  const { LL } = useI18n();
  const { status, initialValues, failure, now = () => new Date() } = props;
  const saving = status === 'saving';
  const form = useForm({
    defaultValues: initialValues,
    validators: { onChange: ({ value }: { value: PaidFormValues }) => asDeliveryFormErrors(validatePaidForm(value, now())) },
    onSubmit: ({ value }) => props.onSave(value.paid ? value : { paid: false, paidAt: '' }),
  });
  const paid = useStore(form.store, (state) => state.values.paid);
  return (
    <RecordForm refusal={failure ? deliveryErrorText(LL, failure) : undefined} onSubmit={() => void form.handleSubmit()}>
      <form.Field name="paid">
        {(field) => (
          <DeliverySwitchField
            label={LL.DELIVERY.INPUT.PAID()}
            name={field.name}
            checked={field.state.value}
            disabled={saving}
            onChange={(checked) => {
              field.handleChange(checked);
              // Marking as paid starts from now, unless a date was already there.
              if (checked && form.getFieldValue('paidAt') === '') form.setFieldValue('paidAt', toLocalInput(now()));
            }}
          />
        )}
      </form.Field>
      {paid ? (
        <form.Field name="paidAt">
          {(field) => <DeliveryDateTimeField label={LL.DELIVERY.INPUT.PAID_DATE()} max={toLocalInput(now())} {...bindDeliveryField(LL, field)} />}
        </form.Field>
      ) : (
        <Text textStyle="sm" color="fg.muted">
          {LL.DELIVERY.PAID.NOT_PAID_HINT()}
        </Text>
      )}
    </RecordForm>
  );
}
