import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CompanyDeliveryFormDialog } from '../../src/ui/delivery/CompanyDeliveryFormDialog';
import { companyDeliveryFormValuesOf } from '../../src/ui/delivery/deliveryForms';
import { COMPANIES, SETTINGS } from './deliveryFixtures';

const CANTINA = SETTINGS[0] ?? null;

const meta = {
  title: 'Delivery/CompanyDeliveryFormDialog',
  component: CompanyDeliveryFormDialog,
  args: {
    mode: 'edit',
    status: 'editing',
    companyName: CANTINA?.company.name ?? '',
    companies: [],
    initialValues: companyDeliveryFormValuesOf(CANTINA),
    failure: null,
    onSave: fn(),
    onCancel: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof CompanyDeliveryFormDialog>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Loading. */
export const Loading: Story = { args: { status: 'loading', companyName: '' } };
/** The settings could not be loaded. */
export const LoadFailed: Story = { args: { status: 'loadFailed', companyName: '', failure: { statusCode: 404, code: 'not_found' } } };
/** New settings: the company to pick among those without any. */
export const Create: Story = { args: { mode: 'create', companyName: '', companies: COMPANIES, initialValues: companyDeliveryFormValuesOf(null) } };
/** Every company already has settings. */
export const NoCompanyLeft: Story = { args: { mode: 'create', companyName: '', companies: [], initialValues: companyDeliveryFormValuesOf(null) } };
/** Editing a company's settings. */
export const Edit: Story = {};
/** Saving. */
export const Saving: Story = { args: { status: 'saving' } };
/** The server refused: the company already has settings. */
export const AlreadyExists: Story = {
  args: { mode: 'create', companyName: '', companies: COMPANIES, initialValues: companyDeliveryFormValuesOf(null, COMPANIES[0]?.id), failure: { statusCode: 409, code: 'company_delivery_exists' } },
};
/** In English. */
export const English: Story = { globals: { locale: 'en' } };
