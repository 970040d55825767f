import type { CompanyDelivery, DeliveryMan, DeliveryManFlag } from '../../contract/schema.gen';
import { cpfDigits, CPF_LENGTH, isValidCpf } from '../../domain/cpf';
import { normalizePhone } from '../../domain/phone';

/**
 * The delivery forms' values and checks: the rider form, the rider's payment, and a company's
 * delivery settings. Checks answer message codes, never text; the views translate them
 * (see ./deliveryTexts.ts). The limits are the contract's.
 */

/** The rider availabilities, in the order the selects offer them. */
export const RIDER_FLAGS: readonly DeliveryManFlag[] = Object.freeze(['FREE', 'ON_ROUTE', 'UNAVAILABLE']);
/** The vehicles the rider form offers (the map's vocabulary); a rider's other value is kept and offered too. */
export const VEHICLES = Object.freeze(['moto', 'carro', 'bicicleta'] as const);

/** The fewest and most characters of a rider's name (the contract's person name). */
export const NAME_MIN_LENGTH = 3;
export const NAME_MAX_LENGTH = 100;
/** The most characters a phone or CPF may be written with (the contract's). */
export const PHONE_TEXT_MAX_LENGTH = 20;
/** The most characters a vehicle type may have. */
export const VEHICLE_MAX_LENGTH = 50;

/** A field of the delivery forms, as the messages name it. */
export type DeliveryInput =
  | 'name'
  | 'phone'
  | 'cpf'
  | 'typeOfVehicle'
  | 'company'
  | 'paidDate'
  | 'deliveryRadiusKm'
  | 'deliveryFee'
  | 'minimumOrder'
  | 'estimatedTimeMinutes';

/** What is wrong with one field. */
export type DeliveryFieldMessage =
  | { kind: 'required'; input: DeliveryInput }
  | { kind: 'minLength'; min: number }
  | { kind: 'maxLength'; max: number }
  | { kind: 'cpfLength' }
  | { kind: 'cpfDigits' }
  | { kind: 'phone' }
  | { kind: 'futureDate' }
  | { kind: 'number'; input: DeliveryInput }
  | { kind: 'range'; min: number; max: number; exclusiveMin?: boolean }
  | { kind: 'integer' };

/** The first message of each invalid field; a valid field has no entry. */
export type DeliveryFieldMessages<Values> = Partial<Record<keyof Values, DeliveryFieldMessage>>;

/** The rider form (create and edit). */
export interface RiderFormValues {
  name: string;
  phone: string;
  cpf: string;
  typeOfVehicle: string;
  company: string;
  flag: DeliveryManFlag;
}

/** The rider form's values for a rider, or empty for a new one (of `company` when the caller has one company). */
export function riderFormValuesOf(rider: DeliveryMan | null, company = ''): RiderFormValues {
  if (rider === null) return { name: '', phone: '', cpf: '', typeOfVehicle: '', company, flag: 'FREE' };
  return {
    name: rider.person?.name ?? '',
    phone: rider.phone,
    cpf: rider.cpf,
    typeOfVehicle: rider.typeOfVehicle,
    company: rider.company?._id ?? '',
    flag: rider.flag,
  };
}

/** The CPF's message, if any: 11 digits (separators allowed) whose check digits are right. */
export function cpfMessage(text: string): DeliveryFieldMessage | undefined {
  if (text.trim() === '') return { kind: 'required', input: 'cpf' };
  const digits = cpfDigits(text.trim());
  if (digits === null || digits.length !== CPF_LENGTH) return { kind: 'cpfLength' };
  return isValidCpf(digits) ? undefined : { kind: 'cpfDigits' };
}

/** The phone's message, if any: 10 to 13 digits with the usual punctuation. */
export function phoneMessage(text: string): DeliveryFieldMessage | undefined {
  if (text.trim() === '') return { kind: 'required', input: 'phone' };
  // The contract takes 20 characters: room for `+55 (11) 91234-5678`, not for more punctuation.
  if (text.trim().length > PHONE_TEXT_MAX_LENGTH) return { kind: 'phone' };
  return normalizePhone(text.trim()) === null ? { kind: 'phone' } : undefined;
}

function textMessage(input: DeliveryInput, text: string, min: number, max: number): DeliveryFieldMessage | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'required', input };
  if (trimmed.length < min) return { kind: 'minLength', min };
  if (trimmed.length > max) return { kind: 'maxLength', max };
  return undefined;
}

/**
 * The rider form's messages: name 3 to 100 characters, a phone of 10 to 13 digits, a CPF whose
 * check digits are right, a vehicle and a company.
 * @example validateRiderForm({ ...values, cpf: '529.982.247-24' }).cpf // { kind: 'cpfDigits' }
 */
export function validateRiderForm(values: RiderFormValues): DeliveryFieldMessages<RiderFormValues> {
  const messages: DeliveryFieldMessages<RiderFormValues> = {};
  const name = textMessage('name', values.name, NAME_MIN_LENGTH, NAME_MAX_LENGTH);
  if (name) messages.name = name;
  const phone = phoneMessage(values.phone);
  if (phone) messages.phone = phone;
  const cpf = cpfMessage(values.cpf);
  if (cpf) messages.cpf = cpf;
  const vehicle = textMessage('typeOfVehicle', values.typeOfVehicle, 1, VEHICLE_MAX_LENGTH);
  if (vehicle) messages.typeOfVehicle = vehicle;
  if (values.company === '') messages.company = { kind: 'required', input: 'company' };
  return messages;
}

/** The payment of a rider: paid or not, and when (a `datetime-local` value, local time). */
export interface PaidFormValues {
  paid: boolean;
  /** `YYYY-MM-DDTHH:mm` in local time; empty when not paid. */
  paidAt: string;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** An instant as a `datetime-local` value in the browser's time zone (`2025-05-12T17:30`). */
export function toLocalInput(instant: Date): string {
  return `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}T${pad(instant.getHours())}:${pad(instant.getMinutes())}`;
}

/** The payment form for a rider: its stored date, or now when it is not paid yet. */
export function paidFormValuesOf(rider: Pick<DeliveryMan, 'deliverymanPaid' | 'deliveryManPaidDate'>, now: Date): PaidFormValues {
  const date = rider.deliveryManPaidDate ? new Date(rider.deliveryManPaidDate) : now;
  return { paid: rider.deliverymanPaid, paidAt: toLocalInput(date) };
}

/** The payment form's messages: a paid rider needs a date that is not in the future. */
export function validatePaidForm(values: PaidFormValues, now: Date): DeliveryFieldMessages<PaidFormValues> {
  if (!values.paid) return {};
  if (values.paidAt === '') return { paidAt: { kind: 'required', input: 'paidDate' } };
  const at = new Date(values.paidAt);
  if (Number.isNaN(at.getTime())) return { paidAt: { kind: 'required', input: 'paidDate' } };
  // The input has minutes: the current minute is not the future.
  return at.getTime() > now.getTime() + 60_000 ? { paidAt: { kind: 'futureDate' } } : {};
}

/** A company's delivery settings as the form edits them (numbers as typed). */
export interface CompanyDeliveryFormValues {
  company: string;
  deliveryRadiusKm: string;
  deliveryFee: string;
  minimumOrder: string;
  estimatedTimeMinutes: string;
  isActive: boolean;
  isOpen: boolean;
}

/** The settings form for existing settings, or empty for new ones (of `company` when the caller has one). */
export function companyDeliveryFormValuesOf(settings: CompanyDelivery | null, company = ''): CompanyDeliveryFormValues {
  if (settings === null) {
    return { company, deliveryRadiusKm: '', deliveryFee: '', minimumOrder: '', estimatedTimeMinutes: '', isActive: true, isOpen: false };
  }
  return {
    company: settings.company._id,
    deliveryRadiusKm: String(settings.deliveryRadiusKm),
    deliveryFee: String(settings.deliveryFee),
    minimumOrder: String(settings.minimumOrder),
    estimatedTimeMinutes: String(settings.estimatedTimeMinutes),
    isActive: settings.isActive,
    isOpen: settings.isOpen,
  };
}

/** A number as typed, with a comma or a point for decimals; null when it is no number. */
export function parseDecimal(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return null;
  return Number(trimmed);
}

interface NumberRule {
  min: number;
  max: number;
  exclusiveMin?: boolean;
  integer?: boolean;
}

/** The contract's limits of each number of the settings. */
export const COMPANY_DELIVERY_LIMITS = Object.freeze({
  deliveryRadiusKm: { min: 0, max: 100, exclusiveMin: true },
  deliveryFee: { min: 0, max: 10_000 },
  minimumOrder: { min: 0, max: 100_000 },
  estimatedTimeMinutes: { min: 0, max: 1440, integer: true },
} satisfies Record<string, NumberRule>);

function numberMessage(input: DeliveryInput, text: string, rule: NumberRule): DeliveryFieldMessage | undefined {
  if (text.trim() === '') return { kind: 'required', input };
  const value = parseDecimal(text);
  if (value === null) return { kind: 'number', input };
  if (rule.integer && !Number.isInteger(value)) return { kind: 'integer' };
  const belowMin = rule.exclusiveMin ? value <= rule.min : value < rule.min;
  if (belowMin || value > rule.max) return { kind: 'range', min: rule.min, max: rule.max, ...(rule.exclusiveMin ? { exclusiveMin: true } : {}) };
  return undefined;
}

/** The settings form's messages: a company, and each number within the contract's limits. */
export function validateCompanyDeliveryForm(values: CompanyDeliveryFormValues): DeliveryFieldMessages<CompanyDeliveryFormValues> {
  const messages: DeliveryFieldMessages<CompanyDeliveryFormValues> = {};
  if (values.company === '') messages.company = { kind: 'required', input: 'company' };
  for (const key of ['deliveryRadiusKm', 'deliveryFee', 'minimumOrder', 'estimatedTimeMinutes'] as const) {
    const message = numberMessage(key, values[key], COMPANY_DELIVERY_LIMITS[key]);
    if (message) messages[key] = message;
  }
  return messages;
}

/** TanStack form-level validator answer: the messages, or undefined when the form is valid. */
export function asDeliveryFormErrors<Values>(messages: DeliveryFieldMessages<Values>): { fields: DeliveryFieldMessages<Values> } | undefined {
  return Object.keys(messages).length > 0 ? { fields: messages } : undefined;
}
