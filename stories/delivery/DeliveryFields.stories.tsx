import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Box, SimpleGrid, Stack } from '@chakra-ui/react';
import { useForm, useStore } from '@tanstack/react-form';
import { expect, fn, waitFor, within } from 'storybook/test';
import { useI18n } from '../../src/i18n/context';
import type { TranslationFunctions } from '../../src/i18n/i18n-types';
import { translator } from '../../src/i18n/translator';
import { bindDeliveryField, Detail, DeliveryDateTimeField, DeliverySelectField, DeliverySwitchField } from '../../src/ui/delivery/DeliveryFields';
import {
  asDeliveryFormErrors,
  riderFormValuesOf,
  toLocalInput,
  validatePaidForm,
  validateRiderForm,
  VEHICLES,
  type PaidFormValues,
  type RiderFormValues,
} from '../../src/ui/delivery/deliveryForms';
import { deliveryMessageText, vehicleText } from '../../src/ui/delivery/deliveryTexts';
import { COMPANIES, RIDER } from './deliveryFixtures';

const pt = translator('ptBr');
/** The stories' "now": payments after it are in the future. */
const NOW = new Date(2025, 4, 14, 12, 0);
const PAID_AT = '2025-05-10T17:30';

const vehicleOptions = (LL: TranslationFunctions) => VEHICLES.map((vehicle) => ({ value: vehicle, label: vehicleText(LL, vehicle) }));
const companyOptions = COMPANIES.map((company) => ({ value: company.id, label: company.name }));

/** The fields on their own, as wide as a dialog's column. */
const column: Decorator = (Story) => (
  <Box p="6" maxW="sm">
    <Story />
  </Box>
);

/**
 * The fields bound to TanStack forms the way the rider and payment dialogs bind them: the
 * vehicle and company selects with the rider form's checks, the paid switch and its date with
 * the payment form's.
 */
function FieldsInForms() {
  const { LL } = useI18n();
  const I = LL.DELIVERY.INPUT;
  const rider = useForm({
    defaultValues: riderFormValuesOf(null),
    validators: { onChange: ({ value }: { value: RiderFormValues }) => asDeliveryFormErrors(validateRiderForm(value)) },
  });
  const payment = useForm({
    defaultValues: { paid: true, paidAt: PAID_AT } as PaidFormValues,
    validators: { onChange: ({ value }: { value: PaidFormValues }) => asDeliveryFormErrors(validatePaidForm(value, NOW)) },
  });
  const paid = useStore(payment.store, (state) => state.values.paid);
  return (
    <Stack gap="6">
      <Stack gap="4">
        <rider.Field name="typeOfVehicle">
          {(field) => (
            <DeliverySelectField label={I.VEHICLE()} required placeholder={LL.DELIVERY.FORM.PICK_VEHICLE()} options={vehicleOptions(LL)} {...bindDeliveryField(LL, field)} />
          )}
        </rider.Field>
        <rider.Field name="company">
          {(field) => <DeliverySelectField label={I.COMPANY()} required placeholder={LL.DELIVERY.FORM.PICK_COMPANY()} options={companyOptions} {...bindDeliveryField(LL, field)} />}
        </rider.Field>
      </Stack>
      <Stack gap="4">
        <payment.Field name="paid">
          {(field) => <DeliverySwitchField label={I.PAID()} name={field.name} checked={field.state.value} onChange={field.handleChange} />}
        </payment.Field>
        {paid ? (
          <payment.Field name="paidAt">
            {(field) => <DeliveryDateTimeField label={I.PAID_DATE()} max={toLocalInput(NOW)} {...bindDeliveryField(LL, field)} />}
          </payment.Field>
        ) : null}
        <Detail label={LL.DELIVERY.HISTORY.RIDER()}>{RIDER.person?.name}</Detail>
      </Stack>
    </Stack>
  );
}

/** Leaves each select of the bound forms untouched but visited, then waits for the required messages. */
async function visitSelects({ canvasElement }: { canvasElement: HTMLElement }): Promise<void> {
  for (const select of canvasElement.querySelectorAll('select')) {
    select.focus();
    select.blur();
  }
  await waitFor(() => expect(within(canvasElement).getAllByText(/obrigatóri|required/).length).toBe(2));
}

const meta = {
  title: 'Delivery/Fields',
  component: DeliverySelectField,
  decorators: [column],
  args: {
    label: pt.DELIVERY.INPUT.VEHICLE(),
    name: 'typeOfVehicle',
    value: '',
    options: vehicleOptions(pt),
    placeholder: pt.DELIVERY.FORM.PICK_VEHICLE(),
    required: true,
    onChange: fn(),
    onBlur: fn(),
  },
} satisfies Meta<typeof DeliverySelectField>;

export default meta;

type Story = StoryObj<typeof meta>;

/** A required select, nothing picked: 'Selecione um veículo'. */
export const SelectEmpty: Story = {};
/** A select with a value. */
export const SelectFilled: Story = { args: { value: 'moto' } };
/** A required select left empty once touched: its message. */
export const SelectInvalid: Story = { args: { error: deliveryMessageText(pt, { kind: 'required', input: 'typeOfVehicle' }) } };
/** A select frozen while saving. */
export const SelectDisabled: Story = { args: { value: 'moto', disabled: true } };
/** A select that always has a value (the rider's status): no empty option. */
export const SelectWithoutPlaceholder: Story = {
  args: {
    label: pt.DELIVERY.INPUT.FLAG(),
    name: 'flag',
    value: 'FREE',
    required: false,
    placeholder: undefined,
    options: [
      { value: 'FREE', label: pt.DELIVERY.FLAGS.FREE() },
      { value: 'ON_ROUTE', label: pt.DELIVERY.FLAGS.ON_ROUTE() },
      { value: 'UNAVAILABLE', label: pt.DELIVERY.FLAGS.UNAVAILABLE() },
    ],
  },
};
/** A select with a hint under it. */
export const SelectWithHelper: Story = {
  args: { label: pt.DELIVERY.INPUT.COMPANY(), name: 'company', options: companyOptions, placeholder: pt.DELIVERY.FORM.PICK_COMPANY(), helper: COMPANIES[0]?.name },
};

/** A date and time, empty. */
export const DateTimeEmpty: Story = {
  render: () => <DeliveryDateTimeField label={pt.DELIVERY.INPUT.PAID_DATE()} name="paidAt" value="" max={toLocalInput(NOW)} onChange={fn()} onBlur={fn()} />,
};
/** A date and time filled in. */
export const DateTimeFilled: Story = {
  render: () => <DeliveryDateTimeField label={pt.DELIVERY.INPUT.PAID_DATE()} name="paidAt" value={PAID_AT} max={toLocalInput(NOW)} onChange={fn()} onBlur={fn()} />,
};
/** A payment date in the future: its message. */
export const DateTimeInvalid: Story = {
  render: () => (
    <DeliveryDateTimeField
      label={pt.DELIVERY.INPUT.PAID_DATE()}
      name="paidAt"
      value="2025-05-20T10:00"
      max={toLocalInput(NOW)}
      error={deliveryMessageText(pt, { kind: 'futureDate' })}
      onChange={fn()}
      onBlur={fn()}
    />
  ),
};
/** A date and time frozen while saving. */
export const DateTimeDisabled: Story = {
  render: () => <DeliveryDateTimeField label={pt.DELIVERY.INPUT.PAID_DATE()} name="paidAt" value={PAID_AT} disabled onChange={fn()} onBlur={fn()} />,
};

/** A switch, off. */
export const SwitchOff: Story = { render: () => <DeliverySwitchField label={pt.DELIVERY.INPUT.PAID()} name="paid" checked={false} onChange={fn()} /> };
/** A switch, on. */
export const SwitchOn: Story = { render: () => <DeliverySwitchField label={pt.DELIVERY.INPUT.PAID()} name="paid" checked onChange={fn()} /> };
/** A switch frozen while saving. */
export const SwitchDisabled: Story = { render: () => <DeliverySwitchField label={pt.DELIVERY.INPUT.OPEN()} name="isOpen" checked disabled onChange={fn()} /> };

/** Small labelled values, as the dialogs and the history show a rider. */
export const Details: Story = {
  render: () => (
    <SimpleGrid columns={2} gap="3">
      <Detail label={pt.DELIVERY.INPUT.NAME()}>{RIDER.person?.name}</Detail>
      <Detail label={pt.DELIVERY.INPUT.CPF()}>{RIDER.cpf}</Detail>
      <Detail label={pt.DELIVERY.INPUT.VEHICLE()}>{vehicleText(pt, RIDER.typeOfVehicle)}</Detail>
      <Detail label={pt.DELIVERY.INPUT.COMPANY()}>{RIDER.company?.name}</Detail>
    </SimpleGrid>
  ),
};

/** The fields bound to forms as the dialogs bind them; the selects visited and left empty. */
export const InForms: Story = { render: () => <FieldsInForms />, play: visitSelects };
/** In English: the bound fields, the selects visited and left empty. */
export const English: Story = { render: () => <FieldsInForms />, play: visitSelects, globals: { locale: 'en' } };
