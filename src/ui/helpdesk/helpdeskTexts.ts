// The help desk's words and numbers: labels of the vocabularies, their badge colours, instants on
// the screen's calendar, durations, and the failures of its calls.
import type { TicketDepartment, TicketPriority, TicketRequesterKind, TicketStatus } from '../../domain/helpdesk';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import { localeOf, type Language } from '../../i18n/language';
import { screenErrorText, type FailureView } from '../errorTexts';

/** A ticket status in the interface's language ("Em andamento"). */
export function ticketStatusText(LL: TranslationFunctions, status: TicketStatus): string {
  return LL.HELPDESK.STATUS[status]();
}

/** A priority in the interface's language ("Alta"). */
export function priorityText(LL: TranslationFunctions, priority: TicketPriority): string {
  return LL.HELPDESK.PRIORITY[priority]();
}

/** A department in the interface's language ("Financeiro"). */
export function departmentText(LL: TranslationFunctions, department: TicketDepartment): string {
  return LL.HELPDESK.DEPARTMENT[department]();
}

/** Whom a ticket was opened for ("Entregador"). */
export function requesterKindText(LL: TranslationFunctions, kind: TicketRequesterKind): string {
  return LL.HELPDESK.REQUESTER_KIND[kind]();
}

/** The badge colour of a status: new blue, worked on orange, waiting purple, solved green, cancelled gray. */
export function ticketStatusPalette(status: TicketStatus): string {
  switch (status) {
    case 'NEW':
      return 'blue';
    case 'IN_PROGRESS':
      return 'orange';
    case 'ON_HOLD':
      return 'purple';
    case 'SOLVED':
      return 'green';
    case 'CANCELED':
      return 'gray';
  }
}

/** The badge colour of a priority: high red, medium yellow, low gray. */
export function priorityPalette(priority: TicketPriority): string {
  switch (priority) {
    case 'HIGH':
      return 'red';
    case 'MEDIUM':
      return 'yellow';
    case 'LOW':
      return 'gray';
  }
}

/** Day, month, year and time of an instant on the calendar of `timeZone` (`25/11/2026 14:05`). */
export function formatInstant(language: Language, iso: string, timeZone: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  return new Intl.DateTimeFormat(localeOf(language), { timeZone, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);
}

/**
 * Whole minutes as days, hours and minutes, the larger units first and zero parts left out.
 * @example durationText(LL, 1590) // '1 dia 2 h 30 min'
 */
export function durationText(LL: TranslationFunctions, minutes: number): string {
  const D = LL.HELPDESK.DURATION;
  const whole = Math.max(0, Math.floor(minutes));
  const days = Math.floor(whole / 1440);
  const hours = Math.floor((whole % 1440) / 60);
  const rest = whole % 60;
  const parts = [days > 0 ? D.DAYS({ count: days }) : null, hours > 0 ? D.HOURS({ count: hours }) : null, rest > 0 || whole === 0 ? D.MINUTES({ count: rest }) : null];
  return parts.filter((part) => part !== null).join(' ');
}

/** The text of a failed call of the help desk, by the server's code, else by its status. */
export function helpdeskErrorText(LL: TranslationFunctions, failure: FailureView): string {
  return screenErrorText(LL, failure, 'helpdesk');
}

/** A WhatsApp number's chat address (digits only; a number without the country code is Brazil's). */
export function whatsappLink(digits: string): string {
  const only = digits.replace(/\D/g, '');
  return `https://wa.me/${only.length <= 11 ? `55${only}` : only}`;
}
