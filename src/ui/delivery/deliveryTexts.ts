import type { TranslationFunctions } from '../../i18n/i18n-types';
import { localeOf, type Language } from '../../i18n/language';
import { screenErrorText } from '../errorTexts';
import type { ListFailure } from '../lists/listTypes';
import type { DeliveryFieldMessage, DeliveryInput } from './deliveryForms';
import type { DeliveryManFlag } from '../../contract/schema.gen';

/** The name of a delivery form field inside "{name} is required". */
export function inputName(LL: TranslationFunctions, input: DeliveryInput): string {
  const names: Record<DeliveryInput, () => string> = {
    name: LL.DELIVERY.INPUT.NAME,
    phone: LL.DELIVERY.INPUT.PHONE,
    cpf: LL.DELIVERY.INPUT.CPF,
    typeOfVehicle: LL.DELIVERY.INPUT.VEHICLE,
    company: LL.DELIVERY.INPUT.COMPANY,
    paidDate: LL.DELIVERY.INPUT.PAID_DATE,
    deliveryRadiusKm: LL.DELIVERY.INPUT.RADIUS,
    deliveryFee: LL.DELIVERY.INPUT.FEE,
    minimumOrder: LL.DELIVERY.INPUT.MINIMUM,
    estimatedTimeMinutes: LL.DELIVERY.INPUT.TIME,
  };
  return names[input]();
}

/**
 * The text of a delivery form message in the language of `LL`; required, minimum and maximum
 * length use the generic templates of seed 000 section 5.
 * @example deliveryMessageText(LL, { kind: 'required', input: 'cpf' }) // 'CPF is required'
 */
export function deliveryMessageText(LL: TranslationFunctions, message: DeliveryFieldMessage): string {
  switch (message.kind) {
    case 'required':
      return LL.AUTH.VALIDATION.REQUIRED({ name: inputName(LL, message.input) });
    case 'minLength':
      return LL.AUTH.VALIDATION.MIN_LENGTH({ min: message.min });
    case 'maxLength':
      return LL.AUTH.VALIDATION.MAX_LENGTH({ max: message.max });
    case 'cpfLength':
      return LL.DELIVERY.VALIDATION.CPF_LENGTH();
    case 'cpfDigits':
      return LL.DELIVERY.VALIDATION.CPF_DIGITS();
    case 'phone':
      return LL.DELIVERY.VALIDATION.PHONE();
    case 'futureDate':
      return LL.DELIVERY.VALIDATION.FUTURE_DATE();
    case 'number':
      return LL.AUTH.VALIDATION.INVALID({ name: inputName(LL, message.input) });
    case 'integer':
      return LL.DELIVERY.VALIDATION.INTEGER();
    case 'range':
      return message.exclusiveMin
        ? LL.DELIVERY.VALIDATION.RANGE_ABOVE({ min: message.min, max: message.max })
        : LL.DELIVERY.VALIDATION.RANGE({ min: message.min, max: message.max });
  }
}

/** The part of a TanStack field's meta that decides whether its message shows. */
export interface DeliveryFieldMeta {
  isTouched: boolean;
  isDirty: boolean;
  errors: ReadonlyArray<DeliveryFieldMessage | undefined>;
}

/** The field's first message, translated, once it is touched or dirty (seed 000 section 5). */
export function shownDeliveryMessage(LL: TranslationFunctions, meta: DeliveryFieldMeta): string | undefined {
  if (!meta.isTouched && !meta.isDirty) return undefined;
  const message = meta.errors.find((error) => error !== undefined);
  return message ? deliveryMessageText(LL, message) : undefined;
}

/** A rider's availability as the platform words it (FREE Liberado, ON_ROUTE Em rota, else Indisponível). */
export function flagText(LL: TranslationFunctions, flag: DeliveryManFlag): string {
  if (flag === 'FREE') return LL.DELIVERY.FLAGS.FREE();
  if (flag === 'ON_ROUTE') return LL.DELIVERY.FLAGS.ON_ROUTE();
  return LL.DELIVERY.FLAGS.UNAVAILABLE();
}

/** The colour of an availability badge: green free, blue on route, grey unavailable (the map's colours). */
export function flagPalette(flag: DeliveryManFlag): 'green' | 'blue' | 'gray' {
  if (flag === 'FREE') return 'green';
  if (flag === 'ON_ROUTE') return 'blue';
  return 'gray';
}

/** A vehicle as people read it; a value the app does not know is shown as stored. */
export function vehicleText(LL: TranslationFunctions, vehicle: string): string {
  switch (vehicle.trim().toLowerCase()) {
    case 'moto':
      return LL.DELIVERY.VEHICLES.MOTO();
    case 'carro':
      return LL.DELIVERY.VEHICLES.CARRO();
    case 'bicicleta':
      return LL.DELIVERY.VEHICLES.BICICLETA();
    default:
      return vehicle;
  }
}

/** A race's status: the usual ones in words, the platform's other codes as they are. */
export function raceStatusText(LL: TranslationFunctions, status: string): string {
  switch (status) {
    case 'DELIVERED':
      return LL.DELIVERY.HISTORY.STATUS.DELIVERED();
    case 'CANCELED':
      return LL.DELIVERY.HISTORY.STATUS.CANCELED();
    case 'DELIVERY_ROUTE':
      return LL.DELIVERY.HISTORY.STATUS.DELIVERY_ROUTE();
    default:
      return status;
  }
}

/**
 * The text of a failed delivery call (load, save, payment, delete, open) by the server's
 * stable code, else by its status.
 */
export function deliveryErrorText(LL: TranslationFunctions, failure: ListFailure): string {
  return screenErrorText(LL, failure, 'delivery');
}

/** A date and time in the interface's language (`12/05/2025 17:30` in Portuguese). */
export function formatDateTime(language: Language, iso: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
}

/** A time of day in the interface's language. */
export function formatTime(language: Language, iso: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { timeStyle: 'short' }).format(new Date(iso));
}

/** A calendar day (`YYYY-MM-DD`) with its weekday, in the interface's language (`seg., 12/05`). */
export function formatDay(language: Language, day: string): string {
  // Noon UTC keeps the same calendar day in every time zone of the Americas and Europe.
  return new Intl.DateTimeFormat(localeOf(language), { weekday: 'short', day: '2-digit', month: '2-digit', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

/** An amount in reais (`R$ 7,90`). */
export function formatMoney(language: Language, amount: number): string {
  return new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: 'BRL' }).format(amount);
}

/** A number in the interface's language, with at most `digits` decimals. */
export function formatNumber(language: Language, value: number, digits = 1): string {
  return new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: digits }).format(value);
}

/** Minutes as hours and minutes (`2 h 05 min`), or minutes alone under an hour. */
export function formatDuration(LL: TranslationFunctions, minutes: number): string {
  if (minutes < 60) return LL.DELIVERY.HISTORY.MINUTES({ minutes });
  return LL.DELIVERY.HISTORY.HOURS({ hours: Math.floor(minutes / 60), minutes: String(minutes % 60).padStart(2, '0') });
}
