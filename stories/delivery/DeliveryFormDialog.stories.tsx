import type { Meta, StoryObj } from '@storybook/react-vite';
import { SimpleGrid } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import type { TranslationFunctions } from '../../src/i18n/i18n-types';
import type { Language } from '../../src/i18n/language';
import { translator } from '../../src/i18n/translator';
import { RecordForm } from '../../src/ui/forms/RecordFormDialog';
import { Detail, DeliveryFormDialog, DialogFailure } from '../../src/ui/delivery/DeliveryFields';
import { RIDER_FORM_WIDTH } from '../../src/ui/delivery/RiderFormDialog';
import { deliveryErrorText, flagText, vehicleText } from '../../src/ui/delivery/deliveryTexts';
import { RIDER } from './deliveryFixtures';

const NAME = RIDER.person?.name ?? '';

/** The rider the dialog is about, as small labelled values. */
function riderDetails(LL: TranslationFunctions) {
  return (
    <SimpleGrid columns={2} gap="3">
      <Detail label={LL.DELIVERY.INPUT.NAME()}>{NAME}</Detail>
      <Detail label={LL.DELIVERY.INPUT.CPF()}>{RIDER.cpf}</Detail>
      <Detail label={LL.DELIVERY.INPUT.VEHICLE()}>{vehicleText(LL, RIDER.typeOfVehicle)}</Detail>
      <Detail label={LL.DELIVERY.INPUT.FLAG()}>{flagText(LL, RIDER.flag)}</Detail>
    </SimpleGrid>
  );
}

/** The dialog's texts in a language, its form showing the rider. */
function inLanguage(language: Language) {
  const LL = translator(language);
  return {
    title: LL.DELIVERY.FORM.EDIT_TITLE({ name: NAME }),
    loadFailedTitle: LL.DELIVERY.FORM.LOAD_FAILED(),
    children: <RecordForm onSubmit={fn()}>{riderDetails(LL)}</RecordForm>,
  };
}

const meta = {
  title: 'Delivery/DeliveryFormDialog',
  component: DeliveryFormDialog,
  args: {
    status: 'editing',
    width: RIDER_FORM_WIDTH,
    part: 'rider-form',
    failure: null,
    onCancel: fn(),
    onRetry: fn(),
    ...inLanguage('ptBr'),
  },
} satisfies Meta<typeof DeliveryFormDialog>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The record loading: the spinner and 'Carregando...', Save off. */
export const Loading: Story = { args: { status: 'loading' } };
/** The record could not be loaded: why, and a retry inside the notice; Save off. */
export const LoadFailed: Story = { args: { status: 'loadFailed', failure: { statusCode: 404, code: 'not_found' } } };
/** The record shown, ready to save. */
export const Editing: Story = {};
/** The server refused the save: why, above the record kept. */
export const SaveRefused: Story = {
  args: {
    children: (
      <RecordForm refusal={deliveryErrorText(translator('ptBr'), { statusCode: 409, code: 'cpf_taken' })} onSubmit={fn()}>
        {riderDetails(translator('ptBr'))}
      </RecordForm>
    ),
  },
};
/** Saving: Save busy, Cancel, Escape and a click outside do nothing. */
export const Saving: Story = { args: { status: 'saving' } };
/** A failure inside a dialog's body, as the rider's history shows its races' one: why, and a retry. */
export const Failure: Story = {
  args: {
    children: (
      <RecordForm onSubmit={fn()}>
        <DialogFailure text={deliveryErrorText(translator('ptBr'), { statusCode: 0, code: 'network' })} onRetry={fn()} />
        {riderDetails(translator('ptBr'))}
      </RecordForm>
    ),
  },
};
/** In English. */
export const English: Story = { args: inLanguage('en'), globals: { locale: 'en' } };
/** In English: the load failed. */
export const EnglishLoadFailed: Story = { args: { ...inLanguage('en'), status: 'loadFailed', failure: { statusCode: 404, code: 'not_found' } }, globals: { locale: 'en' } };
