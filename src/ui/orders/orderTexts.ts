// The order desk's words and numbers: labels of the vocabularies, money in reais, times on the
// company's clock, elapsed time and the acceptance countdown, and the failures of its calls.
import { DEFAULT_TIME_ZONE } from '../../domain/company';
import { PAYMENT_TEXT_KEYS, type BoardColumnLabel, type DeliveryOutcome, type OrderStatus, type PaymentType } from '../../domain/orders';
import type { OrderAction } from '../../domain/orderTransitions';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import { localeOf, type Language } from '../../i18n/language';
import { errorText, type FailureView, type ScreenErrorTexts } from '../errorTexts';

/** A status in the interface's language ("Em preparo"). */
export function statusText(LL: TranslationFunctions, status: OrderStatus): string {
  return LL.ORDERS.STATUS[status]();
}

/** A delivery outcome in the interface's language ("Entregue no portão"). */
export function outcomeText(LL: TranslationFunctions, outcome: DeliveryOutcome): string {
  return LL.ORDERS.OUTCOME[outcome]();
}

/** A payment type in the interface's language (`money` is "Dinheiro"). */
export function paymentText(LL: TranslationFunctions, paymentType: PaymentType): string {
  return LL.ORDERS.PAYMENT[PAYMENT_TEXT_KEYS[paymentType]]();
}

/** A board column's title ("Em separação" for a supermarket's preparing column). */
export function columnText(LL: TranslationFunctions, column: BoardColumnLabel): string {
  return LL.ORDERS.COLUMN[column]();
}

/** What a move or a history entry is called ("Aceitar"). */
export function actionText(LL: TranslationFunctions, action: OrderAction | 'place'): string {
  return LL.ORDERS.ACTION[action]();
}

/** The reasons the reject and cancel forms offer, in this order; `other` asks for the words. */
export const REASON_CODES = Object.freeze(['out_of_stock', 'closing_soon', 'too_busy', 'customer_request', 'address_out_of_area', 'other'] as const);

export type ReasonCode = (typeof REASON_CODES)[number];

/** A stored reason as people read it: a known code by its label, anything else (typed words) as written. */
export function reasonText(LL: TranslationFunctions, reason: string): string {
  const R = LL.ORDERS.REASON;
  switch (reason) {
    case 'out_of_stock':
    case 'closing_soon':
    case 'too_busy':
    case 'customer_request':
    case 'address_out_of_area':
    case 'acceptance_deadline':
    case 'other':
      return R[reason]();
    default:
      return reason;
  }
}

/** Cents as reais in the interface's language: `R$ 45,90` in pt-BR, `R$45.90` in English. */
export function formatCents(language: Language, cents: number): string {
  return new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: 'BRL' }).format(cents / 100);
}

/** The time of day of an instant on the company's clock (`12:31`). */
export function formatClock(language: Language, iso: string, timeZone: string = DEFAULT_TIME_ZONE): string {
  return new Intl.DateTimeFormat(localeOf(language), { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
}

/** Day and time of an instant on the company's clock (`12/03 12:31`). */
export function formatDayClock(language: Language, iso: string, timeZone: string = DEFAULT_TIME_ZONE): string {
  return new Intl.DateTimeFormat(localeOf(language), { timeZone, day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
}

/** Whole minutes from `iso` to `now` (0 for an instant ahead of the clock). */
export function minutesSince(iso: string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - Date.parse(iso)) / 60_000));
}

/** Elapsed time as a card says it: "há 12 min", "há 1 h 05". */
export function elapsedText(LL: TranslationFunctions, minutes: number): string {
  if (minutes < 60) return LL.ORDERS.CARD.ELAPSED({ minutes });
  return LL.ORDERS.CARD.ELAPSED_HOURS({ hours: Math.floor(minutes / 60), minutes: String(minutes % 60).padStart(2, '0') });
}

/** Seconds left from `now` to `iso`, never below 0. */
export function secondsLeft(iso: string, now: Date): number {
  return Math.max(0, Math.ceil((Date.parse(iso) - now.getTime()) / 1000));
}

/** Seconds as `mm:ss` (`07:05`); an hour or more still counts in minutes (`75:00`). */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/** Under this many seconds left to accept, the countdown turns red. */
export const COUNTDOWN_URGENT_SECONDS = 120;

/** The customer's first name, as the cards show it ("Ana" for "Ana Paula Souza"). */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

/** How the order desk says a failed load, move or print. */
const ORDERS_ERRORS: ScreenErrorTexts = {
  kinds: {
    network: (LL) => LL.ORDERS.FAILURE.NETWORK(),
    forbidden: (LL) => LL.ORDERS.FAILURE.FORBIDDEN(),
    notFound: (LL) => LL.ORDERS.FAILURE.NOT_FOUND(),
    tooMany: (LL) => LL.ORDERS.FAILURE.TOO_MANY(),
    refused: (LL) => LL.ORDERS.FAILURE.REFUSED(),
    server: (LL) => LL.ORDERS.FAILURE.SERVER(),
  },
};

/** The text of a failed call of the order desk, by the server's code, else by its status. */
export function ordersErrorText(LL: TranslationFunctions, failure: FailureView): string {
  return errorText(LL, failure, ORDERS_ERRORS);
}

/** When a scheduled order is due: its time (`19:30`) on the same day as `now`, day and time otherwise (`13/03 19:30`). */
export function scheduleText(language: Language, iso: string, now: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const day = (instant: Date) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
  return day(new Date(iso)) === day(now) ? formatClock(language, iso, timeZone) : formatDayClock(language, iso, timeZone);
}
