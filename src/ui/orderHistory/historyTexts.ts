// The order history's numbers and dates: totals in reais as Brazil writes them (issue 25: R$ with
// Intl pt-BR, whatever the interface language), the time placed on the company's calendar.
import type { OrderStatus } from '../../domain/orders';
import { localeOf, type Language } from '../../i18n/language';

/** Cents as reais, written the Brazilian way in every language: `R$ 48,90`. */
export function formatTotal(cents: number): string {
  return new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(cents / 100);
}

/** A file's size in the units people read (`850 kB`, `12,4 MB`), in the interface's language. */
export function formatFileSize(language: Language, bytes: number): string {
  const [unit, amount] = bytes >= 1_000_000 ? (['megabyte', bytes / 1_000_000] as const) : (['kilobyte', bytes / 1_000] as const);
  return new Intl.NumberFormat(localeOf(language), { style: 'unit', unit, maximumFractionDigits: 1 }).format(amount);
}

/** Day, month, year and time of an instant on the calendar of `timeZone` (`26/11/2026 19:40`). */
export function formatPlacedAt(language: Language, iso: string, timeZone: string): string {
  const instant = new Date(iso);
  const day = new Intl.DateTimeFormat(localeOf(language), { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' }).format(instant);
  const time = new Intl.DateTimeFormat(localeOf(language), { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);
  return `${day} ${time}`;
}

/** The badge colour of a status: done green, cancelled red, waiting on the store orange, on the way blue, others gray. */
export function statusPalette(status: OrderStatus): string {
  switch (status) {
    case 'FINISHED':
    case 'DELIVERED':
      return 'green';
    case 'CANCELED':
      return 'red';
    case 'WAIT_COMPANY':
    case 'AWAITING_PAYMENT':
    case 'NO_DELIVERYMAN_AVAILABLE':
      return 'orange';
    case 'DISPATCH':
    case 'DELIVERY_ROUTE':
    case 'RELEASE_DRIVER':
    case 'RELEASE_DRIVER_COD':
    case 'DISPATCH_MACHINE':
    case 'DISPATCH_TENTREGO':
    case 'DELIVERY_GOBACK':
      return 'blue';
    default:
      return 'gray';
  }
}
