import type { CompanyDeliveryCreate, CompanyDeliveryUpdate, CompanyLocation, DeliveryManCreate, DeliveryManPaidUpdate, DeliveryManUpdate } from '../contract/schema.gen';
import { cpfDigits } from '../domain/cpf';
import { phoneDigits } from '../domain/phone';
import {
  parseDecimal,
  type CompanyDeliveryFormValues,
  type PaidFormValues,
  type RiderFormValues,
} from '../ui/delivery/deliveryForms';
import type { CompanyOption } from '../ui/delivery/RiderFormDialog';

/** The contract's bodies from the delivery forms' values (the forms checked them first). */

/** The body that creates a rider: the name trimmed, CPF and phone as digits. */
export function toRiderCreate(values: RiderFormValues): DeliveryManCreate {
  return {
    person: { name: values.name.trim() },
    phone: phoneDigits(values.phone.trim()) ?? values.phone.trim(),
    cpf: cpfDigits(values.cpf.trim()) ?? values.cpf.trim(),
    typeOfVehicle: values.typeOfVehicle.trim(),
    company: values.company,
    flag: values.flag,
  };
}

/** The body that changes a rider: every field of the form (the server keeps what did not change). */
export function toRiderUpdate(values: RiderFormValues): DeliveryManUpdate {
  return toRiderCreate(values);
}

/**
 * The payment body: paid with the chosen instant, or not paid with no date.
 * @example toPaidBody({ paid: false, paidAt: '' }) // { deliverymanPaid: false, deliveryManPaidDate: null }
 */
export function toPaidBody(values: PaidFormValues): DeliveryManPaidUpdate {
  if (!values.paid) return { deliverymanPaid: false, deliveryManPaidDate: null };
  // A datetime-local value is local time; the contract wants an instant.
  return { deliverymanPaid: true, deliveryManPaidDate: new Date(values.paidAt).toISOString() };
}

function amount(text: string): number {
  return parseDecimal(text) ?? 0;
}

/** The body that creates a company's delivery settings (the company goes in the path). */
export function toCompanyDeliveryCreate(values: CompanyDeliveryFormValues): CompanyDeliveryCreate {
  return {
    deliveryRadiusKm: amount(values.deliveryRadiusKm),
    deliveryFee: amount(values.deliveryFee),
    minimumOrder: amount(values.minimumOrder),
    estimatedTimeMinutes: Math.round(amount(values.estimatedTimeMinutes)),
    isActive: values.isActive,
    isOpen: values.isOpen,
  };
}

/** The body that changes a company's delivery settings. */
export function toCompanyDeliveryUpdate(values: CompanyDeliveryFormValues): CompanyDeliveryUpdate {
  return toCompanyDeliveryCreate(values);
}

/** The companies as the forms offer them, by name. */
export function toCompanyOptions(companies: readonly CompanyLocation[]): CompanyOption[] {
  return companies.map((company) => ({ id: company._id, name: company.name })).sort((a, b) => a.name.localeCompare(b.name));
}

/** The company a new record starts with: the only one, when the user acts for one company. */
export function onlyCompany(companies: readonly CompanyOption[]): string {
  return companies.length === 1 && companies[0] ? companies[0].id : '';
}
