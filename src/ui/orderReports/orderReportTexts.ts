// The order reports' words and numbers: durations, rates, counts, the day of a report, and the
// failures of their calls. Money is said as the order desk says it (../orders/orderTexts).
import type { TranslationFunctions } from '../../i18n/i18n-types';
import { localeOf, type Language } from '../../i18n/language';
import { errorText, type FailureView, type ScreenErrorTexts } from '../errorTexts';

/** Whole minutes as the reports say a duration: "12 min", "1 h 05". */
export function durationText(LL: TranslationFunctions, minutes: number): string {
  const whole = Math.max(0, Math.floor(minutes));
  if (whole < 60) return LL.ORDER_REPORTS.MINUTES({ minutes: whole });
  return LL.ORDER_REPORTS.HOURS({ hours: Math.floor(whole / 60), minutes: String(whole % 60).padStart(2, '0') });
}

/** Whole minutes from `from` to `to` (instants), never below 0. */
export function minutesBetween(from: string, to: string): number {
  return Math.max(0, Math.floor((Date.parse(to) - Date.parse(from)) / 60_000));
}

/** Seconds as minutes and seconds (`4:05`, `75:00` for an hour and a quarter). */
export function formatMinutesSeconds(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** A share 0 … 1 as a percentage in the interface's language (`12,5%` in pt-BR, `12.5%` in English). */
export function formatRate(language: Language, rate: number): string {
  return new Intl.NumberFormat(localeOf(language), { style: 'percent', maximumFractionDigits: 1 }).format(rate);
}

/** A count in the interface's language (`1.234` in pt-BR). */
export function formatCount(language: Language, count: number): string {
  return new Intl.NumberFormat(localeOf(language)).format(count);
}

/** A calendar day (`YYYY-MM-DD`) as the interface writes dates (`27/11/2026`, `11/27/2026`). */
export function formatDay(language: Language, day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(localeOf(language), { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1)),
  );
}

/** A calendar day as a chart's axis writes it (`27/11`, `11/27`). */
export function formatShortDay(language: Language, day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(localeOf(language), { timeZone: 'UTC', day: '2-digit', month: '2-digit' }).format(
    new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1)),
  );
}

/** How the reports say a failed read. */
const REPORT_ERRORS: ScreenErrorTexts = {
  kinds: {
    network: (LL) => LL.ORDER_REPORTS.FAILURE.NETWORK(),
    forbidden: (LL) => LL.ORDER_REPORTS.FAILURE.FORBIDDEN(),
    notFound: (LL) => LL.ORDER_REPORTS.FAILURE.NOT_FOUND(),
    tooMany: (LL) => LL.ORDER_REPORTS.FAILURE.TOO_MANY(),
    refused: (LL) => LL.ORDER_REPORTS.FAILURE.REFUSED(),
    server: (LL) => LL.ORDER_REPORTS.FAILURE.SERVER(),
  },
};

/** The text of a report's failed read, by the server's code, else by its status. */
export function reportErrorText(LL: TranslationFunctions, failure: FailureView): string {
  return errorText(LL, failure, REPORT_ERRORS);
}
