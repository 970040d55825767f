// Why the establishment is open or closed, in words: the open/closed switch says it beside its
// label in automatic mode, the opening hours editor's preview says it in full. Small on purpose:
// the switch is in every signed-in page's download.
import { describeInstant, type OpeningState } from '../../domain/openingHours';
import { isKnownTimeZone } from '../../domain/openingHoursTime';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import { localeOf, type Language } from '../../i18n/language';

/** Why the switch stands as it does, as the company lookup answers it, with the company's time zone. */
export type OpenSwitchReason = Omit<OpeningState, 'isOpen'> & { timeZone: string };

/** Which words an instant takes: after "abre"/"fecha" (`at`: "às 18:00"), or after "até" (`until`: "18:00"). */
export type MomentForm = 'at' | 'until';

// 2023-01-01 was a Sunday: the weekday names of a language, Sunday first.
const SUNDAY = Date.UTC(2023, 0, 1);

/** The names of the days in `language`, Sunday first, as a sentence starts them ("Segunda-feira", "Monday"). */
export function weekdayNames(language: Language): string[] {
  const format = new Intl.DateTimeFormat(localeOf(language), { weekday: 'long', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, d) => {
    const name = format.format(new Date(SUNDAY + d * 86_400_000));
    return name.charAt(0).toLocaleUpperCase(localeOf(language)) + name.slice(1);
  });
}

/**
 * The instant `at` (ISO) on the company's clock, counted from `now`: "às 18:00" today, "amanhã às
 * 18:00", "segunda-feira às 18:00" within the week, "em 25/12 às 18:00" later (`until`: "18:00",
 * "amanhã às 18:00" …, "25/12 às 18:00").
 */
export function momentText(LL: TranslationFunctions, language: Language, at: string, now: Date, timeZone: string, form: MomentForm = 'at'): string {
  const texts = LL.OPEN_SWITCH_REASON;
  const moment = describeInstant(at, now, timeZone);
  if (moment.daysAhead <= 0) return form === 'at' ? texts.AT({ time: moment.time }) : moment.time;
  let day: string;
  if (moment.daysAhead === 1) day = texts.TOMORROW();
  else if (moment.daysAhead < 7) day = new Intl.DateTimeFormat(localeOf(language), { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${moment.date}T12:00:00Z`));
  else {
    const date = new Intl.DateTimeFormat(localeOf(language), { day: '2-digit', month: '2-digit', timeZone: 'UTC' }).format(new Date(`${moment.date}T12:00:00Z`));
    day = form === 'at' ? texts.ON_DATE({ date }) : date;
  }
  return texts.AT_DAY({ day, time: moment.time });
}

/** "abre às 18:00" or "fecha às 23:00": the next change of `state`, or null when none is due. */
export function nextChangeText(LL: TranslationFunctions, language: Language, state: Pick<OpeningState, 'nextChange'>, now: Date, timeZone: string): string | null {
  if (!state.nextChange) return null;
  const when = momentText(LL, language, state.nextChange.at, now, timeZone);
  return state.nextChange.isOpen ? LL.OPEN_SWITCH_REASON.OPENS({ when }) : LL.OPEN_SWITCH_REASON.CLOSES({ when });
}

/**
 * What the switch says beside its label in automatic mode, or null for nothing: the next change
 * ("abre às 18:00"), the exception ("Natal · abre amanhã às 11:00"), the pause ("pausado até
 * 14:30 · Falta de gás"), or that no hours are set. `short` (the top bar) leaves out all but
 * the first part.
 */
export function switchReasonText(LL: TranslationFunctions, language: Language, reason: OpenSwitchReason, now: Date, short: boolean): string | null {
  const texts = LL.OPEN_SWITCH_REASON;
  const join = (first: string, second: string | null) => (second === null || short ? first : texts.JOIN({ first, second }));
  // A zone this browser does not know has no clock to read the times on: the reason is left out.
  if (reason.reason !== 'no_hours' && !isKnownTimeZone(reason.timeZone)) return null;
  switch (reason.reason) {
    case 'manual':
      return null;
    case 'no_hours':
      return texts.NO_HOURS();
    case 'pause':
      return reason.until ? join(texts.PAUSED({ until: momentText(LL, language, reason.until, now, reason.timeZone, 'until') }), reason.label) : null;
    case 'exception':
      return join(reason.label ?? texts.EXCEPTION(), nextChangeText(LL, language, reason, now, reason.timeZone));
    case 'schedule':
      return nextChangeText(LL, language, reason, now, reason.timeZone);
  }
}
