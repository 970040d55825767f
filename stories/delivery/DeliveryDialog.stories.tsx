import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, SimpleGrid } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { fn } from 'storybook/test';
import type { TranslationFunctions } from '../../src/i18n/i18n-types';
import type { Language } from '../../src/i18n/language';
import { translator } from '../../src/i18n/translator';
import { Detail, DeliveryDialog, DialogFailure, DialogLoading } from '../../src/ui/delivery/DeliveryFields';
import { RIDER_FORM_WIDTH } from '../../src/ui/delivery/RiderFormDialog';
import { deliveryErrorText, flagText, vehicleText } from '../../src/ui/delivery/deliveryTexts';
import { RIDER } from './deliveryFixtures';

type Status = 'loading' | 'loadFailed' | 'editing' | 'saving';

const NAME = RIDER.person?.name ?? '';

/** Cancel and Save, as the rider dialogs put them in the footer. */
function footer(LL: TranslationFunctions, status: Status) {
  return (
    <>
      <Button variant="outline" disabled={status === 'saving'} onClick={fn()}>
        {LL.DELIVERY.FORM.CANCEL()}
      </Button>
      <Button colorPalette="brand" disabled={status === 'loading' || status === 'loadFailed'} loading={status === 'saving'} loadingText={LL.DELIVERY.FORM.SAVING()}>
        {LL.DELIVERY.FORM.SAVE()}
      </Button>
    </>
  );
}

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

/** The dialog's props in a state, in a language. */
function dialogArgs(status: Status, language: Language = 'ptBr') {
  const LL = translator(language);
  const body = {
    loading: <DialogLoading text={LL.DELIVERY.FORM.LOADING()} />,
    loadFailed: <DialogFailure title={LL.DELIVERY.FORM.LOAD_FAILED()} text={deliveryErrorText(LL, { statusCode: 404, code: 'not_found' })} onRetry={fn()} />,
    editing: riderDetails(LL),
    saving: riderDetails(LL),
  } satisfies Record<Status, ReactNode>;
  return { title: LL.DELIVERY.FORM.EDIT_TITLE({ name: NAME }), state: status, busy: status === 'saving', children: body[status], footer: footer(LL, status) };
}

const meta = {
  title: 'Delivery/DeliveryDialog',
  component: DeliveryDialog,
  args: { open: true, width: RIDER_FORM_WIDTH, part: 'rider-form', onClose: fn(), ...dialogArgs('editing') },
} satisfies Meta<typeof DeliveryDialog>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The record loading: the spinner and 'Carregando...', Save off. */
export const Loading: Story = { args: dialogArgs('loading') };
/** The record could not be loaded: why, and a retry. */
export const LoadFailed: Story = { args: dialogArgs('loadFailed') };
/** The record shown, ready to save. */
export const Editing: Story = {};
/** The server refused the save: why, above the record kept. */
export const SaveRefused: Story = {
  args: {
    children: (
      <>
        <DialogFailure text={deliveryErrorText(translator('ptBr'), { statusCode: 409, code: 'cpf_taken' })} />
        {riderDetails(translator('ptBr'))}
      </>
    ),
  },
};
/** Saving: Save busy, Cancel, Escape and a click outside do nothing. */
export const Saving: Story = { args: dialogArgs('saving') };
/** In English. */
export const English: Story = { args: dialogArgs('editing', 'en'), globals: { locale: 'en' } };
/** In English: the load failed. */
export const EnglishLoadFailed: Story = { args: dialogArgs('loadFailed', 'en'), globals: { locale: 'en' } };
