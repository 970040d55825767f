import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { riderFormValuesOf } from '../../src/ui/delivery/deliveryForms';
import { RiderFormDialog } from '../../src/ui/delivery/RiderFormDialog';
import { COMPANIES, RIDER, RIDERS } from './deliveryFixtures';

const meta = {
  title: 'Delivery/RiderFormDialog',
  component: RiderFormDialog,
  args: {
    mode: 'edit',
    status: 'editing',
    riderName: RIDER.person?.name ?? '',
    companies: COMPANIES,
    initialValues: riderFormValuesOf(RIDER),
    failure: null,
    onSave: fn(),
    onCancel: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof RiderFormDialog>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Loading the rider and the companies. */
export const Loading: Story = { args: { status: 'loading', riderName: '' } };
/** The rider could not be loaded: retry or cancel. */
export const LoadFailed: Story = { args: { status: 'loadFailed', riderName: '', failure: { statusCode: 404, code: 'not_found' } } };
/** A new rider: empty fields, status Free. */
export const Create: Story = { args: { mode: 'create', riderName: '', initialValues: riderFormValuesOf(null) } };
/** A company user creating: its only company already chosen. */
export const CreateForOneCompany: Story = {
  args: { mode: 'create', riderName: '', companies: COMPANIES.slice(0, 1), initialValues: riderFormValuesOf(null, COMPANIES[0]?.id) },
};
/** Editing a rider. */
export const Edit: Story = {};
/** A rider with a vehicle the form does not list: kept and offered. */
export const OtherVehicle: Story = { args: { riderName: '', initialValues: riderFormValuesOf(RIDERS[3] ?? RIDER) } };
/** Saving: the Save button busy, nothing closes the dialog. */
export const Saving: Story = { args: { status: 'saving' } };
/** The server refused the CPF: another rider has it. */
export const CpfTaken: Story = { args: { failure: { statusCode: 409, code: 'cpf_taken' } } };
/** The server refused: the user may not act for that company. */
export const Forbidden: Story = { args: { failure: { statusCode: 403, code: 'forbidden' } } };
/** In English. */
export const English: Story = { globals: { locale: 'en' } };
